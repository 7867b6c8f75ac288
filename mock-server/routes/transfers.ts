/** P2P transfers on the wire (their domain comes next; until then the call answers 404). */
import { PENDING, type JsonRoutes } from './types';

export const json: JsonRoutes<'p2pTransfer'> = {
  p2pTransfer: PENDING,
};
