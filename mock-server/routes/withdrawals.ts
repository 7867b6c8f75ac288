/** Withdrawals on the wire: both withdrawal calls (their domain comes next; until then they answer 404). */
import { PENDING, type JsonRoutes, type WsRoutes } from './types';

export const ws: WsRoutes<'withdraw_money'> = {
  withdraw_money: PENDING,
};

export const json: JsonRoutes<'withdrawal'> = {
  withdrawal: PENDING,
};
