/**
 * The wallet ledger: every rupee that moves is a signed line (credits > 0, debits < 0) with the description the
 * client classifies (spec §4). The balance is the sum of a user's lines — derived, never saved — kept up to date
 * line by line in an index so reading it costs nothing as history grows. No operation may drive it below zero.
 */
import { fail, type Result } from '../result';
import type { World } from '../state';
import { userById } from './users';
import { serverText } from '../../../domain/serverTexts';

export type LedgerKind = 'recharge' | 'bet' | 'win' | 'refund' | 'adjust' | 'withdrawal' | 'transfer' | 'reward';

export interface LedgerLine {
  id: number;
  at: number;
  /** whole rupees, signed */
  amount: number;
  description: string;
  kind: LedgerKind;
  /** the bet id, payment id or ticket this line belongs to */
  ref: string;
  /** a reversal that could not be taken whole (the wallet held less): the rupees still owed for it */
  owed?: number;
}

export interface LedgerSlice {
  /** by user id, ordered by (at, id) */
  lines: Record<string, LedgerLine[]>;
  lastId: number;
}

export const initLedger = (): LedgerSlice => ({ lines: {}, lastId: 0 });

/** Balances derived from the lines, once per loaded state; post() keeps them in step. */
const balances = (w: World) =>
  w.derived('ledger.balances', () => {
    const m = new Map<string, number>();
    for (const [user, ls] of Object.entries(w.state.ledger.lines)) m.set(user, ls.reduce((s, l) => s + l.amount, 0));
    return m;
  });

/** A user's lines, oldest first. */
export function linesOf(w: World, userId: string): readonly LedgerLine[] {
  const all = w.state.ledger.lines;
  return Object.hasOwn(all, userId) ? (all[userId] as LedgerLine[]) : [];
}

export function balance(w: World, userId: string): number {
  return balances(w).get(userId) ?? 0;
}

/**
 * Writes one line. Callers check the balance first; a debit that would overdraw is a programming error and throws,
 * so the ledger can never go below zero.
 */
export function post(w: World, userId: string, amount: number, description: string, kind: LedgerKind, ref: string, at = w.now()): LedgerLine {
  const bal = balances(w);
  const next = (bal.get(userId) ?? 0) + amount;
  if (!Number.isSafeInteger(amount) || next < 0) throw new Error(`ledger: ${amount} would leave user ${userId} at ${next}`);
  const line: LedgerLine = { id: ++w.state.ledger.lastId, at, amount, description, kind, ref };
  const ls = (w.state.ledger.lines[userId] ??= []);
  let i = ls.length;
  while (i > 0 && (ls[i - 1] as LedgerLine).at > at) i--; // a line back-dated by a clock moved backwards
  ls.splice(i, 0, line);
  bal.set(userId, next);
  w.touch();
  return line;
}

/** Page `page` (1-based) of a user's lines, newest first: reads only that page. */
export function pageOf(w: World, userId: string, page: number, size: number): LedgerLine[] {
  const ls = linesOf(w, userId);
  const end = ls.length - (page - 1) * size;
  const out: LedgerLine[] = [];
  for (let i = end - 1; i >= Math.max(0, end - size); i--) out.push(ls[i] as LedgerLine);
  return out;
}

/** Admin adjustment (control API, fixtures): a credit, or a debit that may not overdraw. */
export function adjust(w: World, userId: string, amount: unknown, description?: string): Result<{ line: LedgerLine; balance: number }> {
  if (!userById(w, userId)) return fail(serverText('userNotFound'));
  const n =
    typeof amount === 'number'
      ? Number.isSafeInteger(amount) ? amount : null
      : typeof amount === 'string' && /^\s*-?\d{1,12}\s*$/.test(amount) ? Number(amount.trim()) : null;
  if (n === null || n === 0) return fail('Amount must be a non-zero whole number of rupees');
  if (n < 0 && balance(w, userId) + n < 0) return fail(serverText('walletLow'));
  const text = description?.trim() || serverText(n > 0 ? 'lineAdminCredit' : 'lineAdminDebit');
  const line = post(w, userId, n, text, 'adjust', 'admin');
  return { ok: true, line, balance: balance(w, userId) };
}

declare module '../state' {
  interface SimState {
    ledger: LedgerSlice;
  }
}
