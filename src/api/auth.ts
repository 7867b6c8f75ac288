/**
 * Auth calls: login (two steps over Webservices/login), OTP by SMS, registration, password reset.
 * A verifyLogin reply with status 1 and a non-empty id logs the player in (loggedIn → stored by setupStore).
 */
import { api } from './api';
import type { ApiResult } from './baseQuery';
import { bare, json, shapedAction, ws } from './define';
import type { Normalized } from './normalize';
import { loggedIn } from './session';
import { pickLogin, type LoginView } from './views';
import { type RegisterBody, type ResetPasswordBody } from '../../domain/wire';
import { MSG } from '../../domain/messages';

export interface VerifyLoginArgs {
  mobile: string;
  otp: string;
  /** referral code (the server's spelling); '' when the field is hidden */
  refferal: string;
  /** from the login link's ?agent= parameter; left out when empty */
  agentId?: string;
}

export const EMPTY_LOGIN: LoginView = { id: '', purpose: 0, status: 0 };

/** Step 2 rule (spec §4): only status 1 with a non-empty id is a login; status 1 without an id is a failure. */
export function verifyLoginResult(n: Normalized<LoginView>): Normalized<LoginView> {
  if (n.kind === 'ok' && !(n.data.status === 1 && n.data.id !== '')) {
    return { ...n, kind: 'failure', message: n.message || MSG.loginFailed };
  }
  return n;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Login step 1: Webservices/login with mobile only. data.purpose 1 → show the referral field. */
    sendLoginOtp: build.mutation<Normalized<LoginView>, { mobile: string }>({
      query: ({ mobile }) => ws('login', { mobile }),
      transformResponse: shapedAction(pickLogin, EMPTY_LOGIN),
    }),
    /** Login step 2: Webservices/login with mobile, otp, refferal, optional agentId. */
    verifyLogin: build.mutation<Normalized<LoginView>, VerifyLoginArgs>({
      query: ({ mobile, otp, refferal, agentId }) =>
        ws('login', agentId ? { mobile, otp, refferal, agentId } : { mobile, otp, refferal }),
      transformResponse: (r: ApiResult) => verifyLoginResult(shapedAction(pickLogin, EMPTY_LOGIN)(r)),
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.kind === 'ok' && data.data.id !== '') dispatch(loggedIn({ userId: data.data.id, mobile: arg.mobile }));
        } catch {
          // failures arrive as data; nothing to do
        }
      },
    }),
    /** GET api/otp.php?num={mobile} — register, forgot password, add bank card. kind from the `return` flag. */
    sendOtp: build.mutation<Normalized<null>, { mobile: string }>({
      query: ({ mobile }) => json('otp', { num: mobile }),
      transformResponse: bare,
    }),
    /** POST api/auth.php?action=addusers (JSON body). Reply: array whose first item carries error/status. */
    register: build.mutation<Normalized<null>, RegisterBody>({
      query: (body) => json('register', {}, body),
      transformResponse: bare,
    }),
    /** POST api/auth.php?action=resetpassword (JSON body). Reply: { error, message }. */
    resetPassword: build.mutation<Normalized<null>, ResetPasswordBody>({
      query: (body) => json('resetPassword', {}, body),
      transformResponse: bare,
    }),
  }),
});

export const { useRegisterMutation, useResetPasswordMutation } = authApi;
