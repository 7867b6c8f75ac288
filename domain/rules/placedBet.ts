/**
 * Was a bet placed after all? When a placement's outcome is unknown (no reply, an unreadable reply) the client looks
 * for it in the bid history (Webservices/my_bets) before inviting the player to play again.
 *
 * The bet is placed when every line of the PLAY has its own history line: same game (by name, the history carries no
 * game id), same kind (1 Jodi, 2 Ander, other Bahar), same number and same amount, placed no earlier than the PLAY
 * tap less CLOCK_SKEW_MS (the history's IST time comes from the server's clock, the tap's from the phone's).
 * Numbers are compared as the server reads them (domain/wire.ts BetLine): a type-1 value v names the Jodi number
 * v mod 100 ('7', '07' and grid position 7 are 07; position 100 is 00); Ander / Bahar position p is the digit p − 1.
 * A history time that cannot be read counts as recent: wrongly saying "not placed" would invite a second bet.
 */
import { BET_TYPE, type BetHistoryLine, type BetLine } from '../wire';
import { istInstant } from './countdown';
import { digitFromHarufPosition } from './jodi';

/** How far the server's clock may be behind the phone's. */
export const CLOCK_SKEW_MS = 5 * 60_000;

export type HistoryBet = Pick<BetHistoryLine, 'game_name' | 'type' | 'game_number' | 'money' | 'created_at'>;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function jodiNumber(raw: string): string | null {
  const s = raw.trim();
  if (!/^\d{1,3}$/.test(s) || Number(s) > 100) return null;
  return String(Number(s) % 100).padStart(2, '0');
}

/** The line as the history shows it: 'kind:number:amount'. */
function sentKey(line: BetLine): string {
  if (line.type === BET_TYPE.jodi) return `1:${jodiNumber(line.bet_numbers) ?? line.bet_numbers}:${line.bet_money}`;
  const digit = /^\d{1,2}$/.test(line.bet_numbers.trim()) ? digitFromHarufPosition(Number(line.bet_numbers)) : null;
  return `${line.type}:${digit ?? line.bet_numbers}:${line.bet_money}`;
}

function historyKey(bet: HistoryBet): string {
  const type = Number(bet.type);
  const kind = type === BET_TYPE.jodi ? 1 : type === BET_TYPE.ander ? 2 : 3;
  const raw = String(bet.game_number).trim();
  const number = kind === 1 ? (jodiNumber(raw) ?? raw) : /^\d+$/.test(raw) ? String(Number(raw)) : raw;
  return `${kind}:${number}:${Number(bet.money)}`;
}

/** The instant of 'YYYY-MM-DD HH:MM:SS' (IST), or null. */
function placedAt(createdAt: string): number | null {
  const [date = '', time = ''] = createdAt.trim().split(/\s+/);
  return istInstant(date, time);
}

export function betIsPlaced(input: { gameName: string; lines: readonly BetLine[]; history: readonly HistoryBet[]; since: number }): boolean {
  if (input.lines.length === 0) return false;
  const earliest = Math.floor((input.since - CLOCK_SKEW_MS) / 1000) * 1000;
  const found = new Map<string, number>();
  for (const bet of input.history) {
    if (!sameName(bet.game_name, input.gameName)) continue;
    const at = placedAt(bet.created_at);
    if (at !== null && at < earliest) continue;
    const key = historyKey(bet);
    found.set(key, (found.get(key) ?? 0) + 1);
  }
  for (const line of input.lines) {
    const key = sentKey(line);
    const left = found.get(key) ?? 0;
    if (left === 0) return false;
    found.set(key, left - 1);
  }
  return true;
}
