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
 * A form given `confirm` texts (withdrawal, P2P: the call may move money) first reads the wallet history and wallet
 * (actor `mark`, in `marking`, at most MARK_WAIT_MS; then it goes without) so that a lost reply can be checked
 * against what was there before. Unknown outcome (a failure flagged `outcomeUnknown` — timeout, connection lost,
 * unreadable reply — or a rejected call) on such a form: before anything invites a second tap the machine stays
 * locked in `confirming`, which invokes the reconciliation child (machines/reconcileMachine.ts) with { fields, since:
 * the tap, mark }; its actor `check` compares the history with the mark (bet engine `debitVerdict`):
 * - placed → the success path with the `placed` text;
 * - not placed → the `notPlaced` text, back to idle;
 * - no proof after the first looks → the `unconfirmed` text once; the form stays locked while the child looks again
 *   (every RECONCILE_RECHECK_MS, and at once on RECHECK when the device is back online) until it is placed or not.
 * A failure flagged `notSent` (offline: the request never left the device) is an ordinary failure: its text, idle.
 * A form without `confirm` texts reports the failure's own text and returns to idle.
 *
 * The client check runs on the screen (bet-engine validators, which need the profile's wallet, minimum and
 * settings as they are at the tap) and arrives with the event as `problem` (null when the fields pass).
 *
 * Actors (the UI provides them with `.provide()`): submit input { ...fields } → SubmitReply (a normalized reply,
 * never thrown; a rejection is reported as a failure with its text); mark input { ...fields } → WalletMark;
 * reconcile: `reconcileMachine.provide({ actors: { check: lookCheck<FormLook>(…) } })` → ReconcileVerdict.
 * Actions (the UI provides them; defaults do nothing):
 * - notify    { kind, message }: every validation problem and reply text (the screen toasts the non-empty ones);
 * - succeeded { reply }: the call succeeded (the screen clears the form or follows the reply's url);
 * - finished: the redirect wait is over.
 */
import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { WalletMark } from '../domain/rules';
import { fail, failedReplyTo, rejectedTo } from './failure';
import { MARK_WAIT_MS, reconcileMachine, RECONCILE_ID, UNCONFIRMED, type ReconcileEvent, type UnconfirmedEvent } from './reconcileMachine';
import { notProvided, type Notice, type ServerReply } from './types';

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

/** What a look at the wallet history after an unknown outcome reads. */
export interface FormLook {
  fields: FormFields;
  /** the instant of the tap */
  since: number;
  /** the wallet history and wallet before the call went out (null: they could not be read) */
  mark: WalletMark | null;
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
  /** the fields sent, the instant of their tap and the mark (for a look at the history) */
  sent: FormLook;
}

export type SubmitFormEvent = { type: 'SUBMIT'; fields: FormFields; problem?: string | null; at?: number } | ReconcileEvent | UnconfirmedEvent;

export const submitFormMachine = setup({
  types: {
    context: {} as SubmitFormContext,
    events: {} as SubmitFormEvent,
    input: {} as SubmitFormInput,
    tags: {} as 'busy' | 'locked',
  },
  actors: {
    submit: fromPromise<SubmitReply, FormFields>(notProvided('submit')),
    mark: fromPromise<WalletMark, FormFields>(notProvided('mark')),
    reconcile: reconcileMachine,
  },
  delays: {
    redirect: ({ context }) => context.redirectMs ?? 0,
    markWait: MARK_WAIT_MS,
  },
  guards: {
    confirms: ({ context }) => context.confirm !== null,
    hasProblem: ({ event }) => event.type === 'SUBMIT' && (event.problem ?? '') !== '',
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
    sent: { fields: {}, since: 0, mark: null },
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SUBMIT: [
          {
            guard: 'hasProblem',
            actions: [assign({ message: '' }), ...fail<SubmitFormContext, SubmitFormEvent, SubmitFormEvent>(({ event }) => (event.type === 'SUBMIT' ? (event.problem ?? '') : ''))],
          },
          {
            guard: 'confirms',
            target: 'marking',
            actions: assign({ error: '', message: '', sent: ({ event }) => ({ fields: event.fields, since: event.at ?? 0, mark: null }) }),
          },
          {
            target: 'submitting',
            actions: assign({ error: '', message: '', sent: ({ event }) => ({ fields: event.fields, since: event.at ?? 0, mark: null }) }),
          },
        ],
      },
    },
    /** A call that may move money: the wallet history as it is before the call goes out. */
    marking: {
      tags: ['busy', 'locked'],
      invoke: {
        src: 'mark',
        input: ({ context }) => context.sent.fields,
        onDone: { target: 'submitting', actions: assign({ sent: ({ context, event }) => ({ ...context.sent, mark: event.output }) }) },
        onError: 'submitting',
      },
      after: { markWait: 'submitting' },
    },
    submitting: {
      tags: ['busy', 'locked'],
      invoke: {
        src: 'submit',
        input: ({ context }) => context.sent.fields,
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
    /** The outcome is unknown: the history is compared with the mark before the form is offered again. */
    confirming: {
      tags: ['busy', 'locked'],
      invoke: {
        id: RECONCILE_ID,
        src: 'reconcile',
        input: ({ context }: { context: SubmitFormContext }): FormLook => context.sent,
        onDone: [
          {
            guard: ({ event }) => event.output === 'placed',
            target: 'succeeded',
            actions: [
              assign({ error: '', message: ({ context }) => context.confirm?.placed ?? '' }),
              { type: 'notify', params: ({ context }) => ({ kind: 'ok' as const, message: context.message }) },
              { type: 'succeeded', params: ({ context }) => ({ reply: { kind: 'ok' as const, message: context.message } }) },
            ],
          },
          { target: 'idle', actions: fail<SubmitFormContext, SubmitFormEvent>(({ context }) => context.confirm?.notPlaced ?? '') },
        ],
      },
      on: {
        [UNCONFIRMED]: { actions: fail<SubmitFormContext, SubmitFormEvent>(({ context }) => context.confirm?.unconfirmed ?? '') },
        RECHECK: { actions: sendTo(RECONCILE_ID, { type: 'RECHECK' }) },
      },
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
