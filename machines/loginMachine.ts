/**
 * Login flow (spec §2 Login, §4, §5): phone step → Send OTP → OTP step (referral field when the reply's
 * purpose is 1) → Verify OTP & Login → success.
 *
 * Actors (the UI provides them with `.provide({ actors: { sendOtp, verifyOtp } })`):
 * - sendOtp   input { mobile }                          → SendOtpResult   (Webservices/login step 1)
 * - verifyOtp input { mobile, otp, refferal, agentId }  → VerifyOtpResult (Webservices/login step 2)
 * Tags: 'busy' while a call runs (loading overlay), 'otpStep' while the OTP field shows.
 * Context: `error` (validation or server failure text), `message` + `messageKind` (server ok / warning text).
 * Final state `success` outputs { userId, mobile }.
 *
 * Results are reported through named actions the UI provides (defaults do nothing):
 * - notify   params { kind, message }: every reply's text as it arrives and every validation message
 *            (the login screen toasts the non-empty ones);
 * - loggedIn params { userId, mobile }: the login succeeded (after the success reply's notify).
 */
import { assign, fromPromise, setup } from 'xstate';
import { MSG } from '../domain/messages';
import { failedReply, failedReplyTo, rejectedTo } from './failure';
import { notProvided, type Notice, type ReplyKind, type ServerReply } from './types';

export const LOGIN_MESSAGES = {
  emptyMobile: MSG.loginMobile,
  emptyOtp: MSG.loginOtp,
  loginFailed: MSG.loginFailed,
} as const;

export interface SendOtpResult extends ServerReply {
  /** 1 → show the referral code field */
  purpose?: number;
}

export interface VerifyOtpInput {
  mobile: string;
  otp: string;
  refferal: string;
  agentId: string;
}

export interface VerifyOtpResult extends ServerReply {
  /** the logged-in user's id; success needs kind 'ok' and a non-empty id */
  userId?: string;
}

export interface LoginContext {
  mobile: string;
  otp: string;
  refferal: string;
  agentId: string;
  showReferral: boolean;
  error: string;
  message: string;
  messageKind: Exclude<ReplyKind, 'failure'> | null;
  userId: string;
}

export type LoginEvent =
  | { type: 'CHANGE'; field: 'mobile' | 'otp' | 'refferal'; value: string }
  | { type: 'SEND_OTP'; mobile?: string }
  | { type: 'VERIFY'; otp?: string; refferal?: string };

export interface LoginInput {
  /** from the login link's ?agent= parameter */
  agentId?: string;
  mobile?: string;
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as { userId: string; mobile: string },
    tags: {} as 'busy' | 'otpStep',
  },
  actors: {
    sendOtp: fromPromise<SendOtpResult, { mobile: string }>(notProvided('sendOtp')),
    verifyOtp: fromPromise<VerifyOtpResult, VerifyOtpInput>(notProvided('verifyOtp')),
  },
  guards: {
    mobileMissing: ({ context, event }) => event.type === 'SEND_OTP' && (event.mobile ?? context.mobile).trim() === '',
    otpMissing: ({ context, event }) => event.type === 'VERIFY' && (event.otp ?? context.otp).trim() === '',
  },
  actions: {
    change: assign(({ event }) => (event.type === 'CHANGE' ? { [event.field]: event.value } : {})),
    clearNotes: assign({ error: '', message: '', messageKind: null }),
    /** a reply's or a validation's text for the player */
    notify: (_, _params: Notice) => {},
    /** the player is logged in */
    loggedIn: (_, _params: { userId: string; mobile: string }) => {},
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    mobile: input?.mobile ?? '',
    otp: '',
    refferal: '',
    agentId: input?.agentId ?? '',
    showReferral: false,
    error: '',
    message: '',
    messageKind: null,
    userId: '',
  }),
  on: { CHANGE: { actions: 'change' } },
  initial: 'phone',
  states: {
    phone: {
      on: {
        SEND_OTP: [
          {
            guard: 'mobileMissing',
            actions: [
              assign({ error: LOGIN_MESSAGES.emptyMobile, message: '', messageKind: null }),
              { type: 'notify', params: { kind: 'failure', message: LOGIN_MESSAGES.emptyMobile } },
            ],
          },
          {
            target: 'sending',
            actions: ['clearNotes', assign({ mobile: ({ context, event }) => (event.mobile ?? context.mobile).trim() })],
          },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'sendOtp',
        input: ({ context }) => ({ mobile: context.mobile }),
        onDone: [
          failedReplyTo<LoginContext, LoginEvent>('phone', LOGIN_MESSAGES.loginFailed),
          {
            target: 'otp',
            actions: [
              assign({
                message: ({ event }) => event.output.message,
                messageKind: ({ event }) => (event.output.kind === 'warning' ? 'warning' : 'ok'),
                showReferral: ({ event }) => event.output.purpose === 1,
              }),
              { type: 'notify', params: ({ context }) => ({ kind: context.messageKind ?? 'ok', message: context.message }) },
            ],
          },
        ],
        onError: rejectedTo<LoginContext, LoginEvent>('phone'),
      },
    },
    otp: {
      tags: ['otpStep'],
      on: {
        VERIFY: [
          {
            guard: 'otpMissing',
            actions: [
              assign({ error: LOGIN_MESSAGES.emptyOtp, message: '', messageKind: null }),
              { type: 'notify', params: { kind: 'failure', message: LOGIN_MESSAGES.emptyOtp } },
            ],
          },
          {
            target: 'verifying',
            actions: [
              'clearNotes',
              assign({
                otp: ({ context, event }) => (event.otp ?? context.otp).trim(),
                refferal: ({ context, event }) => (event.refferal ?? context.refferal).trim(),
              }),
            ],
          },
        ],
      },
    },
    verifying: {
      tags: ['busy', 'otpStep'],
      invoke: {
        src: 'verifyOtp',
        input: ({ context }) => ({
          mobile: context.mobile,
          otp: context.otp,
          refferal: context.refferal,
          agentId: context.agentId,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'ok' && (event.output.userId ?? '').trim() !== '',
            target: 'success',
            actions: assign({
              userId: ({ event }) => (event.output.userId ?? '').trim(),
              message: ({ event }) => event.output.message,
              messageKind: 'ok',
            }),
          },
          { target: 'otp', actions: failedReply<LoginContext, LoginEvent>(LOGIN_MESSAGES.loginFailed) },
        ],
        onError: rejectedTo<LoginContext, LoginEvent>('otp'),
      },
    },
    success: {
      type: 'final',
      entry: [{ type: 'notify', params: ({ context }) => ({ kind: 'ok', message: context.message }) }, { type: 'loggedIn', params: ({ context }) => ({ userId: context.userId, mobile: context.mobile }) }],
    },
  },
  output: ({ context }) => ({ userId: context.userId, mobile: context.mobile }),
});
