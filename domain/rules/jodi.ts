import { BET_TYPE, type BetLine, type BetType } from '../wire';
import { parseAmount } from './amount';
import { ok, validatePlay, totalOf, type BetResult } from './lines';

export const JODI_CELLS = 100;
export const HARUF_CELLS = 10;

/** Cells as typed, indexed by number (jodi 0–99) or digit (ander/bahar 0–9); missing cells are empty. */
export type Cells = Readonly<Partial<Record<number, string>>>;

export interface JodiInput {
  jodi: Cells;
  ander: Cells;
  bahar: Cells;
}

export function emptyJodiInput(): { jodi: string[]; ander: string[]; bahar: string[] } {
  return { jodi: Array<string>(JODI_CELLS).fill(''), ander: Array<string>(HARUF_CELLS).fill(''), bahar: Array<string>(HARUF_CELLS).fill('') };
}

function checkIndex(value: number, size: number, what: string): number {
  if (!Number.isInteger(value) || value < 0 || value >= size) throw new RangeError(`${what} out of range: ${value}`);
  return value + 1;
}

/**
 * Grid number 0–99 → API position 1–100 on the traditional matka grid 01, 02, … 99, 00:
 * position p names the number p mod 100, so '07' is 7 and '00' is 100. The simulator reads a type-1
 * bet_numbers the same way, which makes a grid position and a two-digit copy paste / crossing number agree.
 */
export function jodiPosition(number: number): number {
  const p = checkIndex(number, JODI_CELLS, 'jodi number') - 1;
  return p === 0 ? JODI_CELLS : p;
}

/** Haruf digit 0–9 → API position 1–10 (same for Ander and Bahar). */
export function harufPosition(digit: number): number {
  return checkIndex(digit, HARUF_CELLS, 'haruf digit');
}

function validPosition(position: number, size: number): boolean {
  return Number.isInteger(position) && position >= 1 && position <= size;
}

/** API position 1–100 → two-digit number '01'–'99', '00' for 100, or null. */
export function numberFromJodiPosition(position: number): string | null {
  return validPosition(position, JODI_CELLS) ? String(position % JODI_CELLS).padStart(2, '0') : null;
}

/** API position 1–10 → digit 0–9, or null. */
export function digitFromHarufPosition(position: number): number | null {
  return validPosition(position, HARUF_CELLS) ? position - 1 : null;
}

/** Display label of a grid position: jodi '07', Ander 'A3', Bahar 'B5'. */
export function positionLabel(type: BetType, position: number): string {
  if (type === BET_TYPE.jodi) {
    const n = numberFromJodiPosition(position);
    if (n !== null) return n;
  } else {
    const d = digitFromHarufPosition(position);
    if (d !== null) return `${type === BET_TYPE.ander ? 'A' : 'B'}${d}`;
  }
  throw new RangeError(`no grid position ${position} for type ${type}`);
}

/** Inverse of positionLabel ('07' → jodi 7, '00' → jodi 100, 'A3' → ander 4, 'b5' → bahar 6), or null. */
export function parsePositionLabel(label: string): { type: BetType; position: number } | null {
  const m = /^(?:([0-9]{2})|([aAbB])([0-9]))$/.exec(label);
  if (!m) return null;
  if (m[1] !== undefined) return { type: BET_TYPE.jodi, position: jodiPosition(Number(m[1])) };
  return { type: m[2] === 'a' || m[2] === 'A' ? BET_TYPE.ander : BET_TYPE.bahar, position: Number(m[3]) + 1 };
}

/**
 * Bet lines exactly as the API takes them: grid cells first (positions 1–100 where 100 is '00', type 1), then Ander (1–10,
 * type 2), then Bahar (1–10, type 3). Empty cells and anything not a whole number ≥ 1 are dropped.
 */
export function jodiLines(input: JodiInput): BetLine[] {
  const lines: BetLine[] = [];
  const add = (cells: Cells, size: number, type: BetType, position: (index: number) => number) => {
    for (let i = 0; i < size; i++) {
      const raw = cells[i];
      const amount = raw === undefined ? null : parseAmount(raw);
      if (amount !== null) lines.push({ bet_numbers: String(position(i)), bet_money: amount, type });
    }
  };
  add(input.jodi, JODI_CELLS, BET_TYPE.jodi, jodiPosition);
  add(input.ander, HARUF_CELLS, BET_TYPE.ander, harufPosition);
  add(input.bahar, HARUF_CELLS, BET_TYPE.bahar, harufPosition);
  return lines;
}

/** Running total in rupees of everything entered. */
export function jodiTotal(input: JodiInput): number {
  return totalOf(jodiLines(input));
}

/** PLAY on the jodi screen: the lines, or 'Empty Response' when nothing is entered. */
export function jodiPlay(input: JodiInput): BetResult {
  const lines = jodiLines(input);
  const error = validatePlay(lines);
  return error ? { ok: false, error } : ok(lines);
}
