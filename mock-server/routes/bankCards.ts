/** Bank cards on the wire (their domain comes next; until then every call answers 404). */
import { PENDING, type JsonRoutes } from './types';

export const json: JsonRoutes<'bankCard' | 'bankCardDetail' | 'addBankCard'> = {
  bankCard: PENDING,
  bankCardDetail: PENDING,
  addBankCard: PENDING,
};
