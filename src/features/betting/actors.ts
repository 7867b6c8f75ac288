/**
 * The bet submission machine's network actors, implemented with this app's RTK Query endpoints:
 * - placeBet: Webservices/game_bet (invalidates wallet, profile and the bet lists whatever the outcome). Resolves with
 *   the normalized reply — a failure is a resolved value the machine routes on, never a rejection — including the
 *   `outcomeUnknown` flag of a reply that never came or could not be read, and `notSent` when it never left.
 * - mark: a fresh bid history (Webservices/my_bets) and wallet (Webservices/profile) before the bet goes out: the ids
 *   the history holds and the balance (rejects when the history cannot be read: the machine goes without a mark).
 * - reconcile: the reconciliation child with its check — the same two reads again, compared with the mark by the bet
 *   engine's `betVerdict` ('unknown' when the history cannot be read).
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { fromPromise } from 'xstate';
import type { BetLook, BetRequest } from '../../../machines/betSubmissionMachine';
import { lookCheck, reconcileMachine } from '../../../machines/reconcileMachine';
import { serverReply, type ServerReply } from '../../../machines/types';
import { bettingApi } from '../../api/betting';
import { profileApi } from '../../api/profile';
import { betVerdict, type BetHistoryMark, type ReconcileVerdict } from '../../../domain/rules';
import { nextPaint } from '../../ui/useAfterPaint';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

const FRESH = { forceRefetch: true, subscribe: false } as const;

/** The bid history (null: unreadable) and the wallet (null: unreadable), read fresh from the server. */
async function readBets(dispatch: Dispatch) {
  const [bets, profile] = await Promise.all([
    dispatch(bettingApi.endpoints.myBets.initiate(undefined, FRESH)),
    dispatch(profileApi.endpoints.profile.initiate(undefined, FRESH)),
  ]);
  // a line whose amount could not be read matches no bet (NaN equals nothing): never taken for the one just played
  const history = bets.data && bets.data.kind !== 'failure' ? bets.data.data.map((b) => ({ ...b, money: b.money ?? Number.NaN })) : null;
  const wallet = profile.data && profile.data.kind !== 'failure' && profile.data.data ? profile.data.data.wallet : null;
  return { history, wallet };
}

/** The history looks of a bet whose reply may be lost: the mark before sending, and the check after. */
export function betLookups(dispatch: Dispatch, game: { gameName: string }) {
  return {
    mark: async (): Promise<BetHistoryMark> => {
      const { history, wallet } = await readBets(dispatch);
      if (!history) throw new Error('The bid history could not be read');
      return { ids: history.map((b) => b.id), wallet };
    },
    check: async ({ request, since, mark }: BetLook): Promise<ReconcileVerdict> => {
      const { history, wallet } = await readBets(dispatch);
      if (!history) return 'unknown';
      return betVerdict({ gameName: game.gameName, lines: request.lines, before: mark, history, wallet, since });
    },
  };
}

export function betActors(dispatch: Dispatch, game: { gameName: string }) {
  const lookups = betLookups(dispatch, game);
  return {
    placeBet: fromPromise<ServerReply, BetRequest>(async ({ input }) => {
      const r = await dispatch(bettingApi.endpoints.placeBet.initiate(input, { track: false })).unwrap();
      return serverReply(r);
    }),
    // the first call of a PLAY goes out after the tap's frame ('Processing...') is painted: building and sending two
    // requests in the tap's own task made the player wait for them to see the tap answered
    mark: fromPromise<BetHistoryMark, BetRequest>(async () => {
      await nextPaint();
      return lookups.mark();
    }),
    reconcile: reconcileMachine.provide({ actors: { check: lookCheck<BetLook>(lookups.check) } }),
  };
}
