/**
 * A wallet form's submit (recharge, withdrawal, P2P, add bank card — spec §2, §4, §5, §8):
 *
 *   idle ──SUBMIT { fields, problem }──▶ problem? notify it, stay idle (no call)
 *        └────────────────────────────▶ submitting (tags 'busy', 'locked'): actor `submit` runs once —
 *                                        another SUBMIT is ignored, so a double tap sends one request
 *   submitting ── failure / rejected ──▶ notify the message, back to idle (the player may correct and retry)
 *              ── ok / warning ────────▶ notify (input.successText, else the reply's own text), `succeeded` { reply },
 *                                        then by input:
 *                                        - repeatable: back to idle (another transfer may follow);
 *                                        - redirectMs: `done` (tag 'locked') for that long, then `finished` (the
 *                                          screen goes to /mine) and the machine is final;
 *                                        - neither: `done` for good (the browser is leaving for a payment page).
 *
 * Unknown outcome (a failure flagged `outcomeUnknown` — timeout, connection lost, unreadable reply — or a rejected call)
 * on a form given `confirm` texts (withdrawal, P2P: the money may have left on the server): before anything invites a
 * second tap the machine stays locked in `confirming` and asks actor `confirm` { fields, since: the tap } up to
 * RECONCILE_CHECKS times, RECONCILE_RETRY_MS apart, while not found:
 * - placed → the success path with the `placed` text;
 * - not placed on the last check → the `notPlaced` text, back to idle;
 * - unreadable on the last check → `unconfirmed` (locked for good) with the `unconfirmed` text.
 * A form without `confirm` texts reports the failure's own text and returns to idle.
 *
 * The client check runs on the screen (bet-engine validators, which need the profile's wallet, minimum and
 * settings as they are at the tap) and arrives with the event as `problem` (null when the fields pass).
 *
 * Actors (the UI provides them with `.provide()`): submit input { ...fields } → SubmitReply (a normalized reply,
 * never thrown; a rejection is reported as a failure with its text); confirm input ConfirmInput → ReconcileVerdict.
 * Actions (the UI provides them; defaults do nothing):
 * - notify    { kind, message }: every validation problem and reply text (the screen toasts the non-empty ones);
 * - succeeded { reply }: the call succeeded (the screen clears the form or follows the reply's url);
 * - finished: the redirect wait is over.
 */
import { assign, fromPromise, setup } from 'xstate';
import { fail, failedReplyTo, rejectedTo } from './failure';
import { notProvided, RECONCILE_CHECKS, RECONCILE_RETRY_MS, type Notice, type ReconcileVerdict, type ServerReply } from './types';

/** The wait between a success and the redirect (spec §4: bank add and withdrawal go to /mine after 1 s). */
export const SUBMIT_REDIRECT_MS = 1000;

/** A form's fields as typed (every wallet form sends strings). */
export type FormFields = Record<string, string>;

export interface SubmitReply extends ServerReply {
  /** where the browser goes next, when the reply names it (the payment gateway of a recharge) */
  url?: string;
}

/** The texts of an unknown outcome, once the history has been looked at. */
export interface ConfirmTexts {
  placed: string;
  notPlaced: string;
  unconfirmed: string;
}

export interface ConfirmInput {
  fields: FormFields;
  /** the instant of the tap: only what happened after it counts */
  since: number;
}

export interface SubmitFormInput {
  /** the success text shown instead of the reply's own (e.g. 'Bank card add successfully!') */
  successText?: string;
  /** after a success: wait this long, then `finished` */
  redirectMs?: number;
  /** after a success: back to idle for another submit */
  repeatable?: boolean;
  /** the call moves money: an unknown outcome is looked up before the form is offered again */
  confirm?: ConfirmTexts;
}

export interface SubmitFormContext {
  successText: string;
  redirectMs: number | null;
  repeatable: boolean;
  /** the last validation or failure text ('' after a success) */
  error: string;
  /** the last success text */
  message: string;
  confirm: ConfirmTexts | null;
  /** the fields sent and the instant of their tap (for a look at the history) */
  sent: ConfirmInput;
  /** history looks for an unknown outcome */
  checks: number;
}

export type SubmitFormEvent = { type: 'SUBMIT'; fields: FormFields; problem?: string | null; at?: number };

export const submitFormMachine = setup({
  types: {
    context: {} as SubmitFormContext,
    events: {} as SubmitFormEvent,
    input: {} as SubmitFormInput,
    tags: {} as 'busy' | 'locked',
  },
  actors: {
    submit: fromPromise<SubmitReply, FormFields>(notProvided('submit')),
    confirm: fromPromise<ReconcileVerdict, ConfirmInput>(notProvided('confirm')),
  },
  delays: {
    redirect: ({ context }) => context.redirectMs ?? 0,
    confirmRetry: RECONCILE_RETRY_MS,
  },
  guards: {
    confirms: ({ context }) => context.confirm !== null,
    lastCheck: ({ context }) => context.checks >= RECONCILE_CHECKS,
    hasProblem: ({ event }) => (event.problem ?? '') !== '',
    repeatable: ({ context }) => context.repeatable,
    redirects: ({ context }) => context.redirectMs !== null,
  },
  actions: {
    /** a validation problem or a reply's text for the player */
    notify: (_, _params: Notice) => {},
    /** the call succeeded */
    succeeded: (_, _params: { reply: SubmitReply }) => {},
    /** the wait after the success is over */
    finished: () => {},
  },
}).createMachine({
  id: 'submitForm',
  context: ({ input }) => ({
    successText: input?.successText ?? '',
    redirectMs: input?.redirectMs === undefined ? null : Math.max(0, input.redirectMs),
    repeatable: input?.repeatable ?? false,
    error: '',
    message: '',
    confirm: input?.confirm ?? null,
    sent: { fields: {}, since: 0 },
    checks: 0,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SUBMIT: [
          {
            guard: 'hasProblem',
            actions: [assign({ message: '' }), ...fail<SubmitFormContext, SubmitFormEvent, SubmitFormEvent>(({ event }) => event.problem ?? '')],
          },
          {
            target: 'submitting',
            actions: assign({ error: '', message: '', checks: 0, sent: ({ event }) => ({ fields: event.fields, since: event.at ?? 0 }) }),
          },
        ],
      },
    },
    submitting: {
      tags: ['busy', 'locked'],
      invoke: {
        src: 'submit',
        input: ({ event }) => (event.type === 'SUBMIT' ? event.fields : {}),
        onDone: [
          { guard: ({ context, event }) => event.output.outcomeUnknown === true && context.confirm !== null, target: 'confirming' },
          failedReplyTo<SubmitFormContext, SubmitFormEvent>('idle'),
          {
            target: 'succeeded',
            actions: [
              assign({ message: ({ context, event }) => context.successText || event.output.message }),
              { type: 'notify', params: ({ context, event }) => ({ kind: event.output.kind, message: context.message }) },
              { type: 'succeeded', params: ({ event }) => ({ reply: event.output }) },
            ],
          },
        ],
        onError: [{ guard: 'confirms', target: 'confirming' }, rejectedTo<SubmitFormContext, SubmitFormEvent>('idle')],
      },
    },
    /** The outcome is unknown: look in the history before the form is offered again. */
    confirming: {
      tags: ['busy', 'locked'],
      initial: 'checking',
      states: {
        checking: {
          entry: assign({ checks: ({ context }) => context.checks + 1 }),
          invoke: {
            src: 'confirm',
            input: ({ context }) => context.sent,
            onDone: [
              {
                guard: ({ event }) => event.output === 'placed',
                target: '#submitForm.succeeded',
                actions: [
                  assign({ message: ({ context }) => context.confirm?.placed ?? '' }),
                  { type: 'notify', params: ({ context }) => ({ kind: 'ok' as const, message: context.message }) },
                  { type: 'succeeded', params: ({ context }) => ({ reply: { kind: 'ok' as const, message: context.message } }) },
                ],
              },
              {
                guard: ({ context, event }) => context.checks >= RECONCILE_CHECKS && event.output === 'notPlaced',
                target: '#submitForm.idle',
                actions: fail<SubmitFormContext, SubmitFormEvent>(({ context }) => context.confirm?.notPlaced ?? ''),
              },
              { guard: 'lastCheck', target: '#submitForm.unconfirmed' },
              { target: 'pause' },
            ],
            onError: [{ guard: 'lastCheck', target: '#submitForm.unconfirmed' }, { target: 'pause' }],
          },
        },
        pause: { after: { confirmRetry: 'checking' } },
      },
    },
    /** The last look could not read the history: the form stays locked, the player is told to look first. */
    unconfirmed: {
      tags: ['locked'],
      entry: fail<SubmitFormContext, SubmitFormEvent>(({ context }) => context.confirm?.unconfirmed ?? ''),
    },
    succeeded: {
      always: [{ guard: 'repeatable', target: 'idle' }, { guard: 'redirects', target: 'redirecting' }, { target: 'done' }],
    },
    redirecting: {
      tags: ['locked'],
      after: { redirect: 'finished' },
    },
    finished: {
      type: 'final',
      tags: ['locked'],
      entry: 'finished',
    },
    done: {
      tags: ['locked'],
    },
  },
});
