/**
 * Every wire call's route, gathered from the domain route files. The `satisfies` clauses make a call of the contract
 * (domain/wire.ts) that no route file answers — or answers with the wrong reply shape — a compile error.
 */
import type { JsonCallName, WebserviceName } from '../../domain/wire';
import * as bankCards from './bankCards';
import * as bets from './bets';
import * as chat from './chat';
import * as markets from './markets';
import * as referrals from './referrals';
import * as transfers from './transfers';
import * as users from './users';
import * as wallet from './wallet';
import * as withdrawals from './withdrawals';
import type { JsonRoutes, WsRoutes } from './types';

export const WS_ROUTES = { ...users.ws, ...markets.ws, ...bets.ws, ...wallet.ws, ...withdrawals.ws, ...chat.ws } satisfies WsRoutes<WebserviceName>;

export const JSON_ROUTES = {
  ...users.json,
  ...markets.json,
  ...bets.json,
  ...withdrawals.json,
  ...transfers.json,
  ...bankCards.json,
  ...referrals.json,
} satisfies JsonRoutes<JsonCallName>;


/**
 * Reads whose reply is the world's state and the request's fields alone: no clock, no randomness, no change. The
 * dispatcher answers one again from its last reply while the world has not changed (`Sim.changes`).
 */
export const STATE_READS: ReadonlySet<string> = new Set<WebserviceName>(['my_bets', 'transaction_history', 'profile']);
