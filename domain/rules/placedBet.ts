/**
 * Was a bet placed after all? When a placement's outcome is unknown (no reply, an unreadable reply) the client looks
 * for it in the bid history (Webservices/my_bets) before inviting the player to play again — and says "placed" only on
 * evidence that cannot belong to another bet (decision 083):
 *
 * - Before the PLAY goes out the client reads the bid history and the wallet (a `BetHistoryMark`). Only history lines
 *   whose id was not there then are this PLAY's candidates: an identical bet placed a minute earlier is in the mark,
 *   so it can never answer for this one.
 * - 'placed': every line of the PLAY has its own new line (same game by name — the history carries no game id — same
 *   kind, number and amount) and the wallet, when both readings are known, went down by at least the stake.
 * - 'notPlaced': no new line matches any line of the PLAY.
 * - 'unknown': anything in between (some lines matched, the wallet says otherwise), or no mark: without it an earlier
 *   identical bet cannot be told from this one, so a match is only ever 'unknown' and no match (from the tap less
 *   CLOCK_SKEW_MS on, an unreadable time counting as recent) is 'notPlaced'.
 *
 * Numbers are compared as the server reads them (domain/wire.ts BetLine): a type-1 value v names the Jodi number
 * v mod 100 ('7', '07' and grid position 7 are 07; position 100 is 00); Ander / Bahar position p is the digit p − 1.
 */
import { BET_TYPE, type BetHistoryLine, type BetLine } from '../wire';
import { istInstant } from './countdown';
import { digitFromHarufPosition } from './jodi';

/** How far the server's clock may be behind the phone's. */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** What a look at the history after an unknown outcome found: the request, not the request, or no proof either way. */
export type ReconcileVerdict = 'placed' | 'notPlaced' | 'unknown';

export type HistoryBet = Pick<BetHistoryLine, 'id' | 'game_name' | 'type' | 'game_number' | 'money' | 'created_at'>;

/** The bid history and wallet as they were just before a PLAY went out. */
export interface BetHistoryMark {
  /** the ids of the history's lines */
  ids: readonly string[];
  /** the wallet balance (null: not read) */
  wallet: number | null;
}

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

/** How many of the PLAY's lines the candidates answer for, each candidate answering for one line. */
function matchedLines(lines: readonly BetLine[], candidates: readonly HistoryBet[]): number {
  const found = new Map<string, number>();
  for (const bet of candidates) found.set(historyKey(bet), (found.get(historyKey(bet)) ?? 0) + 1);
  let matched = 0;
  for (const line of lines) {
    const key = sentKey(line);
    const left = found.get(key) ?? 0;
    if (left > 0) {
      matched++;
      found.set(key, left - 1);
    }
  }
  return matched;
}

export interface BetVerdictInput {
  gameName: string;
  lines: readonly BetLine[];
  /** the history and wallet before the PLAY went out (null: they could not be read) */
  before: BetHistoryMark | null;
  /** the history now */
  history: readonly HistoryBet[];
  /** the wallet now (null: not read) */
  wallet: number | null;
  /** the instant of the PLAY tap (used only without a mark) */
  since: number;
}

export function betVerdict(input: BetVerdictInput): ReconcileVerdict {
  const { lines, before } = input;
  if (lines.length === 0) return 'notPlaced';
  const ofGame = input.history.filter((b) => sameName(b.game_name, input.gameName));
  if (!before) {
    const earliest = Math.floor((input.since - CLOCK_SKEW_MS) / 1000) * 1000;
    const recent = ofGame.filter((b) => {
      const at = placedAt(b.created_at);
      return at === null || at >= earliest;
    });
    return matchedLines(lines, recent) === 0 ? 'notPlaced' : 'unknown';
  }
  const known = new Set(before.ids.map(String));
  const matched = matchedLines(lines, ofGame.filter((b) => !known.has(String(b.id))));
  if (matched === 0) return 'notPlaced';
  if (matched < lines.length) return 'unknown';
  const stake = lines.reduce((sum, l) => sum + l.bet_money, 0);
  if (before.wallet !== null && input.wallet !== null && before.wallet - input.wallet < stake) return 'unknown';
  return 'placed';
}
