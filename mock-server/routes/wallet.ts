/** The wallet on the wire: profile (balance and money settings), wallet history, recharge through the gateway. */
import { pageNumber, profileReply, walletPage } from './replies';
import { fail, USER_NOT_FOUND, type WsRoutes } from './types';
import { serverText } from '../../domain/serverTexts';

export const ws: WsRoutes<'profile' | 'transaction_history' | 'add_money_gateway'> = {
  profile(c) {
    const user = c.w.user(c.str('user_id'));
    if (!user) return { error: true, message: USER_NOT_FOUND, data: [], user_Data: [] };
    return profileReply(c.w, user);
  },

  transaction_history(c) {
    const userId = c.str('user_id');
    if (!c.w.user(userId)) return { ...fail(USER_NOT_FOUND), data: [] };
    const n = pageNumber(c.raw('page'));
    if (n === null) return { ...fail('page must be a whole number ≥ 1'), data: [] };
    return { status: 1, msg: 'Transaction history', data: walletPage(c.w, userId, n) };
  },

  add_money_gateway(c) {
    const r = c.w.createPayment(c.str('user_id'), c.str('amount'), c.returnUrl);
    if (!r.ok) return fail(r.error);
    return { status: 1, msg: serverText('gateway'), url: `${c.origin}/__sim/gateway/${r.payment.id}` };
  },
};
