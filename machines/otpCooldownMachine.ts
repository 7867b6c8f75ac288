/**
 * OTP button (spec §4, §9): after a successful send the button is disabled for 60 s showing 'WAIT {n}s'
 * (n counts down every second), then shows 'OTP' again. Used by register, forgot password and add bank card.
 *
 * Two ways to drive it:
 * - SEND { mobile }: the machine validates the mobile (empty → `input.emptyMobileMessage`, default
 *   'Please enter mobile number'), invokes actor `sendOtp` (api/otp.php) and starts cooling on ok / warning.
 * - SENT: the screen sent the OTP itself; start cooling.
 * States: idle → sending (tag 'busy') → cooling (tag 'cooling') → idle. Labels: `otpButtonLabel(snapshot)`.
 * Time: with `input.now` (the client clock, src/ui/clock.ts) the wait is counted on that clock — each 1 s tick reads
 * what is left until the end, so a frozen clock holds the wait, an advanced one shortens it, and a clock set back
 * never lengthens it past its length. Without it, the wait counts the ticks themselves.
 * Results go through the named action `notify` { kind, message } the UI provides (default: nothing): the empty-mobile
 * message, and each reply of `sendOtp` (its own text; the OTP button shows 'OTP send successfully!' for an ok).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { MSG } from '../domain/messages';
import { fail, failedReplyTo, rejectedTo } from './failure';
import { notProvided, type Notice, type ServerReply } from './types';

export const OTP_COOLDOWN_SECONDS = 60;
export const OTP_LABEL = 'OTP';
export const OTP_EMPTY_MOBILE: string = MSG.otpMobile;

export interface OtpCooldownInput {
  /** seconds to wait after a send (default 60) */
  seconds?: number;
  emptyMobileMessage?: string;
  /** the clock the wait is counted on (ms since epoch); default: the ticks themselves */
  now?: () => number;
}

export interface OtpCooldownContext {
  seconds: number;
  remaining: number;
  now: (() => number) | null;
  /** when the wait ends on `now`'s clock (null without a clock or while not cooling) */
  until: number | null;
  emptyMobileMessage: string;
  error: string;
  message: string;
}

export type OtpCooldownEvent = { type: 'SEND'; mobile: string } | { type: 'SENT' };

/**
 * The wait left after one more tick: on the clock, the whole seconds until `until` (at most the wait's length; a clock
 * set back moves `until` so); without one, one second less.
 */
function left(c: OtpCooldownContext): { remaining: number; until: number | null } {
  if (!c.now || c.until === null) return { remaining: c.remaining - 1, until: c.until };
  const now = c.now();
  const until = Math.min(c.until, now + c.seconds * 1000);
  return { remaining: Math.max(0, Math.ceil((until - now) / 1000)), until };
}

export const otpCooldownMachine = setup({
  types: {
    context: {} as OtpCooldownContext,
    events: {} as OtpCooldownEvent,
    input: {} as OtpCooldownInput,
    tags: {} as 'busy' | 'cooling',
  },
  actors: {
    sendOtp: fromPromise<ServerReply, { mobile: string }>(notProvided('sendOtp')),
  },
  delays: {
    tick: 1000,
  },
  guards: {
    mobileMissing: ({ event }) => event.type === 'SEND' && event.mobile.trim() === '',
    moreToWait: ({ context }) => left(context).remaining >= 1,
  },
  actions: {
    startCooling: assign({
      remaining: ({ context }) => context.seconds,
      until: ({ context }) => (context.now ? context.now() + context.seconds * 1000 : null),
    }),
    /** a text for the player (validation or a reply) */
    notify: (_, _params: Notice) => {},
  },
}).createMachine({
  id: 'otpCooldown',
  context: ({ input }) => ({
    seconds: Math.max(1, Math.trunc(input?.seconds ?? OTP_COOLDOWN_SECONDS)),
    remaining: 0,
    now: input?.now ?? null,
    until: null,
    emptyMobileMessage: input?.emptyMobileMessage ?? OTP_EMPTY_MOBILE,
    error: '',
    message: '',
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SEND: [
          {
            guard: 'mobileMissing',
            actions: [assign({ message: '' }), ...fail<OtpCooldownContext, OtpCooldownEvent>(({ context }) => context.emptyMobileMessage)],
          },
          { target: 'sending', actions: assign({ error: '', message: '' }) },
        ],
        SENT: { target: 'cooling', actions: ['startCooling', assign({ error: '' })] },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'sendOtp',
        input: ({ event }) => ({ mobile: event.type === 'SEND' ? event.mobile.trim() : '' }),
        onDone: [
          failedReplyTo<OtpCooldownContext, OtpCooldownEvent>('idle'),
          {
            target: 'cooling',
            actions: [
              'startCooling',
              assign({ message: ({ event }) => event.output.message }),
              { type: 'notify', params: ({ event }) => ({ kind: event.output.kind, message: event.output.message }) },
            ],
          },
        ],
        onError: rejectedTo<OtpCooldownContext, OtpCooldownEvent>('idle'),
      },
    },
    cooling: {
      tags: ['cooling'],
      after: {
        tick: [
          { guard: 'moreToWait', target: 'cooling', reenter: true, actions: assign(({ context }) => left(context)) },
          { target: 'idle', actions: assign({ remaining: 0, until: null }) },
        ],
      },
    },
  },
});

export type OtpCooldownSnapshot = SnapshotFrom<typeof otpCooldownMachine>;

/** The OTP button's text: 'WAIT {n}s' while cooling, else 'OTP'. */
export function otpButtonLabel(s: Pick<OtpCooldownSnapshot, 'hasTag' | 'context'>): string {
  return s.hasTag('cooling') ? `WAIT ${s.context.remaining}s` : OTP_LABEL;
}

/** The OTP button is disabled while sending and while cooling. */
export function otpButtonDisabled(s: Pick<OtpCooldownSnapshot, 'hasTag'>): boolean {
  return s.hasTag('busy') || s.hasTag('cooling');
}
