/**
 * Reading the bet lines of a placement (wire BetLine[]).
 *
 * The rule for `bet_numbers` (spec §3 allows grid positions and two-digit numbers under the same type 1):
 *  - type 1 (Jodi, Copy Paste, Crossing): a decimal string or integer of 1–3 digits, read by the world's Jodi
 *    reading (domain/jodiNumbers.ts). Default 'mod100': value v in 0..100 names v mod 100, so the two-digit form
 *    '07' / '00' is the number itself and a grid position p in 1..100 is p mod 100 (the 1–100 matka grid whose
 *    100th cell is '00'). 'minus1': position p in 1..100 names p − 1.
 *  - type 2 (Ander) and 3 (Bahar): position p in 1..10 names the digit p − 1 (the row of inputs for 0..9).
 *  - bet_money: a whole number of rupees ≥ 1 (an integer, or a string of digits).
 */
import { MSG } from '../../domain/messages';
import { betKindOfCode, type BetKind } from '../../domain/wire';
import { DEFAULT_JODI_READING, jodiNumberFromWire, wireDigits, type JodiReading } from '../../domain/jodiNumbers';
import { serverText } from '../../domain/serverTexts';

export interface ParsedLine {
  kind: BetKind;
  /** '00'–'99' for jodi, '0'–'9' for ander/bahar */
  number: string;
  money: number;
}

export type ParseResult = { ok: true; lines: ParsedLine[]; total: number } | { ok: false; error: string };

/** Jodi (type 1), Ander (type 2), Bahar (type 3): the codes are the contract's `BET_TYPE`. */
export type { BetKind };

export function wholeRupees(v: unknown): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : null;
  if (typeof v === 'string' && /^\s*\d{1,12}\s*$/.test(v)) return Number(v.trim());
  return null;
}

/** The number a line names: type 1 by the configured Jodi reading (domain/jodiNumbers.ts), types 2/3 position − 1. */
export function readNumber(kind: BetKind, raw: unknown, reading: JodiReading = DEFAULT_JODI_READING): string | null {
  if (kind === 'jodi') {
    const n = jodiNumberFromWire(raw, reading);
    return n === null ? null : String(n).padStart(2, '0');
  }
  const p = wireDigits(raw, 2);
  return p === null || p < 1 || p > 10 ? null : String(p - 1);
}

export interface LineLimits {
  maxLines: number;
  maxStakePerLine: number;
  jodiReading?: JodiReading;
}

/** Parses the lines (already JSON-decoded). */
export function parseBetLines(raw: unknown, limits: LineLimits): ParseResult {
  if (!Array.isArray(raw) || raw.length === 0) return { ok: false, error: MSG.emptyResponse };
  if (raw.length > limits.maxLines) return { ok: false, error: serverText('tooManyBets', { n: limits.maxLines }) };
  const lines: ParsedLine[] = [];
  let total = 0;
  for (let i = 0; i < raw.length; i++) {
    const item: unknown = raw[i];
    const at = { n: i + 1 };
    if (typeof item !== 'object' || item === null) return { ok: false, error: serverText('betLineInvalid', at) };
    const o = item as Record<string, unknown>;
    // only a number or a string names a type (String() of a parsed {"toString": []} throws)
    const kind = betKindOfCode(o.type);
    if (!kind) return { ok: false, error: serverText('betTypeInvalid', at) };
    const number = readNumber(kind, o.bet_numbers, limits.jodiReading);
    if (number === null) return { ok: false, error: serverText('betNumberInvalid', at) };
    const money = wholeRupees(o.bet_money);
    if (money === null || money < 1) return { ok: false, error: serverText('betAmountInvalid', at) };
    if (money > limits.maxStakePerLine) return { ok: false, error: serverText('betAmountAbove', { ...at, amount: limits.maxStakePerLine }) };
    lines.push({ kind, number, money });
    total += money;
  }
  return { ok: true, lines, total };
}

/** Whether a line wins against a declared two-digit result. */
export function lineWins(kind: BetKind, number: string, result: string): boolean {
  if (kind === 'jodi') return number === result;
  if (kind === 'ander') return number === result[0];
  return number === result[1];
}

/** Payout of a winning line: floor(stake × rate ÷ 100), integer rupees. */
export function payoutOf(money: number, rate: number): number {
  return Math.floor((money * rate) / 100);
}
