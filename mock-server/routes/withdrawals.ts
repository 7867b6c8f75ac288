/** Withdrawals on the wire: Webservices/withdraw_money (`{error, message}`) and its JSON twin (an array of one). */
import { requestWithdrawal, WITHDRAW_MSG, type WithdrawalInput } from '../core/domains/withdrawals';
import type { RouteContext } from './types';
import type { JsonRoutes, WsRoutes } from './types';

type Field = 'amount' | 'number' | 'type' | 'bank_ac_no' | 'ifsc_code' | 'ac_holder_name' | 'bank_name';

/** The request's fields as they arrived (the domain checks types and lengths). */
const fieldsOf = <K extends string>(c: RouteContext<K | Field>, userId: string): WithdrawalInput => ({
  userId,
  amount: c.raw('amount'),
  type: c.raw('type'),
  number: c.raw('number'),
  bank_ac_no: c.raw('bank_ac_no'),
  ifsc_code: c.raw('ifsc_code'),
  ac_holder_name: c.raw('ac_holder_name'),
  bank_name: c.raw('bank_name'),
});

function withdraw<K extends string>(c: RouteContext<K | Field>, userId: string): { error: boolean; message: string } {
  const r = requestWithdrawal(c.w, fieldsOf(c, userId));
  return r.ok ? { error: false, message: WITHDRAW_MSG.sent } : { error: true, message: r.error };
}

export const ws: WsRoutes<'withdraw_money'> = {
  withdraw_money: (c) => withdraw(c, c.str('user_id')),
};

export const json: JsonRoutes<'withdrawal'> = {
  withdrawal: (c) => [withdraw(c, c.str('user'))],
};
