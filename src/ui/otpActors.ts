/** The OTP button machine's network actor: GET api/otp.php?num= through the RTK Query sendOtp mutation. */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { fromPromise } from 'xstate';
import type { ServerReply } from '../../machines/types';
import { authApi } from '../api/auth';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

/** otpCooldownMachine: sendOtp resolves with the normalized reply (never rejects). */
export function otpActors(dispatch: Dispatch) {
  return {
    sendOtp: fromPromise<ServerReply, { mobile: string }>(async ({ input }) => {
      const r = await dispatch(authApi.endpoints.sendOtp.initiate(input, { track: false })).unwrap();
      return { kind: r.kind, message: r.message };
    }),
  };
}
