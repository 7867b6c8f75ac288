/**
 * The login machine's network actors, implemented with the RTK Query login mutations. Each resolves with the
 * normalized reply (a failure is a resolved value the machine routes on; the base query never rejects).
 * A successful verify stores the session in the API layer (authApi.verifyLogin).
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { fromPromise } from 'xstate';
import type { SendOtpResult, VerifyOtpInput, VerifyOtpResult } from '../../../machines/loginMachine';
import { authApi } from '../../api/auth';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

/** loginMachine: sendOtp (Webservices/login step 1) and verifyOtp (step 2, logs in on success). */
export function loginActors(dispatch: Dispatch) {
  return {
    sendOtp: fromPromise<SendOtpResult, { mobile: string }>(async ({ input }) => {
      const r = await dispatch(authApi.endpoints.sendLoginOtp.initiate(input, { track: false })).unwrap();
      return { kind: r.kind, message: r.message, purpose: r.data.purpose };
    }),
    verifyOtp: fromPromise<VerifyOtpResult, VerifyOtpInput>(async ({ input }) => {
      const { agentId, ...rest } = input;
      const args = agentId.trim() ? { ...rest, agentId: agentId.trim() } : rest;
      const r = await dispatch(authApi.endpoints.verifyLogin.initiate(args, { track: false })).unwrap();
      return { kind: r.kind, message: r.message, userId: r.data.id };
    }),
  };
}
