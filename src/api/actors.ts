/**
 * Glue for screens: the machines' named network actors, implemented with this API's endpoints.
 *
 *   const [snap, send] = useMachine(loginMachine.provide({ actors: loginActors(dispatch) }), { input: { agentId } });
 *
 * Each actor resolves with the normalized reply (kind, message, …) — a failure is a resolved value the machine
 * routes on, never a rejection (the base query never rejects).
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { fromPromise } from 'xstate';
import type { BetRequest } from '../../machines/betSubmissionMachine';
import type { SendOtpResult, VerifyOtpInput, VerifyOtpResult } from '../../machines/loginMachine';
import type { ServerReply } from '../../machines/types';
import { authApi } from './auth';
import { bettingApi } from './betting';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

const reply = (r: ServerReply): ServerReply => ({ kind: r.kind, message: r.message });

/** Called with every reply an actor receives (screens toast it). */
export type OnReply = (r: ServerReply) => void;
const none: OnReply = () => undefined;

/** loginMachine: sendOtp (Webservices/login step 1) and verifyOtp (step 2, logs in on success). */
export function loginActors(dispatch: Dispatch, onReply: OnReply = none) {
  return {
    sendOtp: fromPromise<SendOtpResult, { mobile: string }>(async ({ input }) => {
      const r = await dispatch(authApi.endpoints.sendLoginOtp.initiate(input, { track: false })).unwrap();
      onReply(r);
      return { ...reply(r), purpose: r.data.purpose };
    }),
    verifyOtp: fromPromise<VerifyOtpResult, VerifyOtpInput>(async ({ input }) => {
      const { agentId, ...rest } = input;
      const args = agentId.trim() ? { ...rest, agentId: agentId.trim() } : rest;
      const r = await dispatch(authApi.endpoints.verifyLogin.initiate(args, { track: false })).unwrap();
      onReply(r);
      return { ...reply(r), userId: r.data.id };
    }),
  };
}

/** otpCooldownMachine: sendOtp (GET api/otp.php?num=). */
export function otpActors(dispatch: Dispatch, onReply: OnReply = none) {
  return {
    sendOtp: fromPromise<ServerReply, { mobile: string }>(async ({ input }) => {
      const r = await dispatch(authApi.endpoints.sendOtp.initiate(input, { track: false })).unwrap();
      onReply(r);
      return reply(r);
    }),
  };
}

/** betSubmissionMachine: placeBet (Webservices/game_bet; invalidates wallet, profile, bet lists). */
export function betActors(dispatch: Dispatch) {
  return {
    placeBet: fromPromise<ServerReply, BetRequest>(async ({ input }) =>
      reply(await dispatch(bettingApi.endpoints.placeBet.initiate(input, { track: false })).unwrap()),
    ),
  };
}
