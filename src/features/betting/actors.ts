/**
 * The bet submission machine's network actor, implemented with the RTK Query placeBet mutation (Webservices/game_bet;
 * it invalidates wallet, profile and the bet lists whatever the outcome). It resolves with the normalized reply —
 * a failure is a resolved value the machine routes on, never a rejection (the base query never rejects).
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { fromPromise } from 'xstate';
import type { BetRequest } from '../../../machines/betSubmissionMachine';
import type { ServerReply } from '../../../machines/types';
import { bettingApi } from '../../api/betting';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

export function betActors(dispatch: Dispatch) {
  return {
    placeBet: fromPromise<ServerReply, BetRequest>(async ({ input }) => {
      const r = await dispatch(bettingApi.endpoints.placeBet.initiate(input, { track: false })).unwrap();
      return { kind: r.kind, message: r.message };
    }),
  };
}
