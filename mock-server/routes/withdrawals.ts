/** Withdrawals on the wire: Webservices/withdraw_money (`{error, message}`) and its JSON twin (an array of one). */
import { WITHDRAW_MSG } from '../core/domains/withdrawals';
import type { JsonRoutes, RouteContext, WsRoutes } from './types';
import type { JsonWithdrawalBody } from '../../domain/wire';

/** The request's withdrawal fields as they arrived (the domain checks types and lengths). */
function withdraw(c: RouteContext<keyof JsonWithdrawalBody>, userId: string): { error: boolean; message: string } {
  const r = c.w.requestWithdrawal({ ...c.fields(), userId });
  return r.ok ? { error: false, message: WITHDRAW_MSG.sent } : { error: true, message: r.error };
}

export const ws: WsRoutes<'withdraw_money'> = {
  withdraw_money: (c) => withdraw(c, c.str('user_id')),
};

export const json: JsonRoutes<'withdrawal'> = {
  withdrawal: (c) => [withdraw(c, c.str('user'))],
};
