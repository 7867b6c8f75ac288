/**
 * Bets: placement of a whole ticket (all lines or none), cancellation, and each player's bet list. Indexed by id,
 * by player and by open (market, session) so a placement, a cancel and a settlement touch only what they name.
 */
import { CANCEL_CUTOFF, STOCK_TAKE_END, inStockTake } from '../../../domain/cancelCutoff';
import { parseBetLines, wholeRupees, type BetKind, type ParsedLine } from '../betlines';
import { phaseAt } from '../schedule';
import { fail, type Result } from '../result';
import type { World } from '../state';
import { balance, post } from './ledger';
import { marketById } from './markets';
import { userById } from './users';
import { serverText } from '../../../domain/serverTexts';

/** What a stored bet line is on: the two-digit Jodi, or the first (Ander) or second (Bahar) digit. */
export type { BetKind } from '../betlines';
export type BetStatus = 'open' | 'won' | 'lost' | 'cancelled';

/** One bet line as stored (a placement of n lines stores n bets sharing a ticket). */
export interface Bet {
  id: string;
  ticket: string;
  userId: string;
  marketId: string;
  session: string;
  kind: BetKind;
  /** '00'–'99' for jodi, '0'–'9' for ander/bahar */
  number: string;
  money: number;
  placedAt: number;
  status: BetStatus;
  payout: number;
  settledAt: number | null;
}

export interface BetsSlice {
  /** in placement order */
  list: Bet[];
  lastId: number;
  lastTicket: number;
}

export const initBets = (): BetsSlice => ({ list: [], lastId: 5000, lastTicket: 9000 });

const KIND_LABEL: Record<BetKind, string> = { jodi: 'Jodi', ander: 'Ander', bahar: 'Bahar' };

export function betLabel(b: Pick<Bet, 'kind' | 'number'>): string {
  return `${KIND_LABEL[b.kind]} ${b.number}`;
}

const openKey = (marketId: string, session: string) => `${marketId}|${session}`;

interface BetIndex {
  byId: Map<string, Bet>;
  byUser: Map<string, Bet[]>;
  /** open bets by market and session: what a result settles */
  open: Map<string, Bet[]>;
}

function add(ix: BetIndex, b: Bet): void {
  ix.byId.set(b.id, b);
  let mine = ix.byUser.get(b.userId);
  if (!mine) ix.byUser.set(b.userId, (mine = []));
  mine.push(b);
  if (b.status !== 'open') return;
  const key = openKey(b.marketId, b.session);
  let open = ix.open.get(key);
  if (!open) ix.open.set(key, (open = []));
  open.push(b);
}

const index = (w: World): BetIndex =>
  w.derived('bets', () => {
    const ix: BetIndex = { byId: new Map(), byUser: new Map(), open: new Map() };
    for (const b of w.state.bets.list) add(ix, b);
    return ix;
  });

export function betById(w: World, id: string): Bet | undefined {
  return index(w).byId.get(String(id).trim());
}

/**
 * Places a whole ticket of bet lines: validates everything, then debits the total in one ledger line and stores
 * one bet per line — or changes nothing at all.
 */
export function placeBet(
  w: World,
  input: { userId: string; marketId: string; lines: unknown; grandTotal?: unknown },
): Result<{ ticket: string; bets: Bet[]; total: number; balance: number }> {
  const user = userById(w, input.userId);
  if (!user) return fail(serverText('userNotFound'));
  const m = marketById(w, input.marketId);
  if (!m) return fail(serverText('gameNotFound'));
  const now = w.now();
  const { phase, session } = phaseAt(m, now);
  if (phase !== 'open') return fail(phase === 'closed' ? `Betting is closed for ${m.name}` : `Betting for ${m.name} opens at ${m.open}`);
  const { settings } = w.state;
  const parsed = parseBetLines(input.lines, { maxLines: settings.maxLinesPerBet, maxStakePerLine: settings.maxStakePerLine, jodiReading: settings.jodiReading });
  if (!parsed.ok) return parsed;
  if (input.grandTotal !== undefined && wholeRupees(input.grandTotal) !== parsed.total) return fail(serverText('totalMismatch'));
  if (balance(w, user.id) < parsed.total) return fail(serverText('walletLow'));
  const slice = w.state.bets;
  const ticket = `T${++slice.lastTicket}`;
  const count = parsed.lines.length;
  post(w, user.id, -parsed.total, serverText(count === 1 ? 'lineBetOne' : 'lineBet', { game: m.name, count }), 'bet', ticket, now);
  const ix = index(w);
  const bets = parsed.lines.map((l: ParsedLine): Bet => {
    const b: Bet = {
      id: String(++slice.lastId),
      ticket,
      userId: user.id,
      marketId: m.id,
      session: session.key,
      kind: l.kind,
      number: l.number,
      money: l.money,
      placedAt: now,
      status: 'open',
      payout: 0,
      settledAt: null,
    };
    slice.list.push(b);
    add(ix, b);
    return b;
  });
  w.emit('betPlaced', { userId: user.id, ticket, marketId: m.id, total: parsed.total });
  return { ok: true, ticket, bets, total: parsed.total, balance: balance(w, user.id) };
}

/**
 * Cancels one open bet line and refunds it ('Kabad Cancel') while its market session is still open for betting
 * and outside the daily stock-take (domain/cancelCutoff.ts, the rule the history screen applies too).
 */
export function cancelBet(w: World, userId: string, betId: string): Result<{ bet: Bet; balance: number }> {
  const bet = betById(w, betId);
  if (!bet || bet.userId !== String(userId).trim()) return fail(serverText('betNotFound'));
  if (bet.status === 'cancelled') return fail(serverText('betAlreadyCancelled'));
  if (bet.status !== 'open') return fail(serverText('betSettled'));
  const m = marketById(w, bet.marketId);
  if (!m) return fail(serverText('gameNotFound'));
  const now = w.now();
  const { phase, session } = phaseAt(m, now);
  if (phase !== 'open' || session.key !== bet.session) return fail(`Cancellation is closed for ${m.name}`);
  if (inStockTake(now)) return fail(`Cancellation is closed between ${CANCEL_CUTOFF} and ${STOCK_TAKE_END}`);
  bet.status = 'cancelled';
  bet.settledAt = now;
  post(w, bet.userId, bet.money, serverText('lineRefund', { game: m.name, bet: betLabel(bet) }), 'refund', bet.id);
  w.emit('betCancelled', { userId: bet.userId, betId: bet.id, ticket: bet.ticket, money: bet.money });
  return { ok: true, bet, balance: balance(w, bet.userId) };
}

/** A user's bets, newest first. */
export function userBets(w: World, userId: string, filter: { status?: BetStatus[]; marketId?: string } = {}): Bet[] {
  const mine = index(w).byUser.get(userId) ?? [];
  const out: Bet[] = [];
  for (let i = mine.length - 1; i >= 0; i--) {
    const b = mine[i] as Bet;
    if ((!filter.status || filter.status.includes(b.status)) && (!filter.marketId || b.marketId === filter.marketId)) out.push(b);
  }
  return out;
}

/** Takes the open bets of one market session out of the open index (settlement marks each one). */
export function takeOpenBets(w: World, marketId: string, session: string): Bet[] {
  const ix = index(w);
  const key = openKey(marketId, session);
  const bets = ix.open.get(key) ?? [];
  ix.open.delete(key);
  return bets.filter((b) => b.status === 'open');
}

declare module '../state' {
  interface SimState {
    bets: BetsSlice;
  }
}
