/**
 * The bet submission machine's network actors, implemented with this app's RTK Query endpoints:
 * - placeBet: Webservices/game_bet (invalidates wallet, profile and the bet lists whatever the outcome). Resolves with
 *   the normalized reply — a failure is a resolved value the machine routes on, never a rejection — including the
 *   `outcomeUnknown` flag of a reply that never came or could not be read.
 * - reconcile: a fresh bid history (Webservices/my_bets) and wallet (Webservices/profile); 'placed' when the PLAY's
 *   lines are there (bet engine `betIsPlaced`), 'notPlaced' when they are not, 'unknown' when the history cannot be read.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { fromPromise } from 'xstate';
import type { BetRequest, ReconcileInput } from '../../../machines/betSubmissionMachine';
import { serverReply, type ReconcileVerdict, type ServerReply } from '../../../machines/types';
import { bettingApi } from '../../api/betting';
import { profileApi } from '../../api/profile';
import { betIsPlaced } from '../../../domain/rules';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

export function betActors(dispatch: Dispatch, game: { gameName: string }) {
  return {
    placeBet: fromPromise<ServerReply, BetRequest>(async ({ input }) => {
      const r = await dispatch(bettingApi.endpoints.placeBet.initiate(input, { track: false })).unwrap();
      return serverReply(r);
    }),
    reconcile: fromPromise<ReconcileVerdict, ReconcileInput>(async ({ input }) => {
      const fresh = { forceRefetch: true, subscribe: false } as const;
      const [bets] = await Promise.all([
        dispatch(bettingApi.endpoints.myBets.initiate(undefined, fresh)),
        dispatch(profileApi.endpoints.profile.initiate(undefined, fresh)),
      ]);
      const reply = bets.data;
      if (!reply || reply.kind === 'failure') return 'unknown';
      return betIsPlaced({ gameName: game.gameName, lines: input.request.lines, history: reply.data, since: input.since }) ? 'placed' : 'notPlaced';
    }),
  };
}
