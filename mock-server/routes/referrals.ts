/** Referrals and promotion on the wire (their domain comes next; until then every call answers 404). */
import { PENDING, type JsonRoutes } from './types';

export const json: JsonRoutes<'promotion' | 'inviteRecord'> = {
  promotion: PENDING,
  inviteRecord: PENDING,
};
