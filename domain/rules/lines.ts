import { BET_TYPE, type BetLine } from '../wire';
import { MSG } from '../messages';

/** Result of Add Bet / PLAY on a bet screen: the lines to add, or the exact message to show. */
export type BetResult = { ok: true; lines: BetLine[]; total: number } | { ok: false; error: string };

/** Sum of the lines' amounts (whole rupees). */
export function totalOf(lines: readonly BetLine[]): number {
  let total = 0;
  for (const line of lines) total += line.bet_money;
  return total;
}

/** Lines with the same number and type merged into one, amounts added; first-seen order kept. */
export function mergeBetLines(lines: readonly BetLine[]): BetLine[] {
  const byKey = new Map<string, BetLine>();
  for (const line of lines) {
    const key = `${line.type}:${line.bet_numbers}`;
    const seen = byKey.get(key);
    if (seen) seen.bet_money += line.bet_money;
    else byKey.set(key, { ...line });
  }
  return [...byKey.values()];
}

/** PLAY: 'Empty Response' only when there is no line at all. */
export function validatePlay(lines: readonly BetLine[]): string | null {
  return lines.length === 0 ? MSG.emptyResponse : null;
}

export function ok(lines: BetLine[]): BetResult {
  return { ok: true, lines, total: totalOf(lines) };
}

export function jodiLine(number: string, amount: number): BetLine {
  return { bet_numbers: number, bet_money: amount, type: BET_TYPE.jodi };
}
