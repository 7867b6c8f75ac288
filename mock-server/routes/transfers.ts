/** P2P transfers on the wire: an array of one `{status, wallet, message}` (wallet = the sender's balance). */
import { P2P_MSG } from '../core/domains/transfers';
import type { JsonRoutes } from './types';

export const json: JsonRoutes<'p2pTransfer'> = {
  p2pTransfer(c) {
    const userId = c.str('user');
    const r = c.w.transfer({ fromId: userId, toMobile: c.raw('username'), amount: c.raw('amount') });
    if (r.ok) return [{ status: 1, wallet: String(r.balance), message: P2P_MSG.sent }];
    return [{ status: 0, wallet: String(c.w.user(userId) ? c.w.balance(userId) : 0), message: r.error }];
  },
};
