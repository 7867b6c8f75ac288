/**
 * P2P transfers between players: the sender names the friend by mobile; both ledgers change together (kind
 * 'transfer', one transfer id as the ref of both lines) or not at all. The receiver's line reads as a credit to the
 * client ('received'); the sender's never does.
 */
import { MSG } from '../../../domain/messages';
import { fail, type Result } from '../result';
import type { World } from '../state';
import { balance, post } from './ledger';
import { userById, userByMobile } from './users';
import { amountOf } from './withdrawals';
import { serverText } from '../../../domain/serverTexts';

export interface Transfer {
  /** 'TR3001' */
  id: string;
  fromId: string;
  toId: string;
  amount: number;
  at: number;
}

export interface TransfersSlice {
  /** in transfer order */
  list: Transfer[];
  lastId: number;
}

export const initTransfers = (): TransfersSlice => ({ list: [], lastId: 3000 });

export const P2P_MSG = {
  /** the client's own texts (domain/messages.ts fillAllRequired, p2pSent, insufficientBalance) */
  required: MSG.fillAllRequired,
  sent: MSG.p2pSent,
  insufficient: MSG.insufficientBalance,
  validAmount: serverText('validAmount'),
  noReceiver: serverText('noReceiver'),
  self: serverText('selfTransfer'),
  maximum: (max: number) => serverText('transferMax', { amount: max }),
} as const;

/** Mobile numbers are 10 digits; anything much longer is not looked up. */
const MAX_MOBILE = 20;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

/** Moves `amount` from one player's wallet to the player with mobile `toMobile`, or changes nothing. */
export function transfer(w: World, i: { fromId: string; toMobile: unknown; amount: unknown }): Result<{ transfer: Transfer; balance: number }> {
  const from = userById(w, String(i.fromId).trim());
  if (!from) return fail(serverText('userNotFound'));
  const mobile = text(i.toMobile);
  const rawAmount = text(i.amount);
  if (mobile === '' || rawAmount === '') return fail(P2P_MSG.required);
  const amount = amountOf(typeof i.amount === 'number' ? i.amount : rawAmount);
  if (amount === null) return fail(P2P_MSG.validAmount);
  const to = mobile.length <= MAX_MOBILE ? userByMobile(w, mobile) : undefined;
  if (!to) return fail(P2P_MSG.noReceiver);
  if (to.id === from.id) return fail(P2P_MSG.self);
  const { maxP2p } = w.state.settings;
  if (amount > maxP2p) return fail(P2P_MSG.maximum(maxP2p));
  if (amount > balance(w, from.id)) return fail(P2P_MSG.insufficient);

  const slice = w.state.transfers;
  const t: Transfer = { id: `TR${++slice.lastId}`, fromId: from.id, toId: to.id, amount, at: w.now() };
  // checked above: the debit cannot overdraw and a credit cannot fail, so both lines are written or neither
  post(w, from.id, -amount, serverText('lineTransferOut', { mobile: to.mobile }), 'transfer', t.id, t.at);
  post(w, to.id, amount, serverText('lineTransferIn', { mobile: from.mobile }), 'transfer', t.id, t.at);
  slice.list.push(t);
  w.touch();
  return { ok: true, transfer: t, balance: balance(w, from.id) };
}

/** Transfers a player sent or received, newest first (all when no user is named). */
export function transfersOf(w: World, userId?: string): Transfer[] {
  const list = w.state.transfers.list;
  return (userId ? list.filter((t) => t.fromId === userId || t.toId === userId) : list.slice()).reverse();
}

declare module '../state' {
  interface SimState {
    transfers: TransfersSlice;
  }
}
