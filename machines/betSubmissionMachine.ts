/**
 * Bet submission (spec §2 bet screens, §4, §9): idle → PLAY → processing (button disabled, 'Processing...')
 * → 1000 ms → actor `placeBet` → success: the server message is notified, the entered bets are cleared
 * (`clearBets`, jodi grids too) and after 1000 ms the receipt opens (`showReceipt`); the machine is then `done`.
 *
 * During the 1000 ms actor `mark` reads the bid history and the wallet as they are before the bet goes out (a
 * `BetHistoryMark`); the call waits for it at most MARK_WAIT_MS more, then goes without it (mark null).
 *
 * Failure (the server's own failure reply):
 * - JODI returns to `idle` with the message (the player may correct and PLAY again);
 * - CROSSING and COPY PASTE go to `stuck`: the message shows and the processing flag stays set (spec §4).
 *   `stuck` accepts no events; leaving the screen (the history lists refetch after any bet attempt) is the way out.
 * A PLAY while processing is ignored, so a double tap places one bet.
 *
 * Not sent (a failure flagged `notSent`: the phone was offline, the request never left it): 'No internet connection:
 * your bet was not placed.' and back to `idle` on every tab — nothing happened on the server (decision 083).
 *
 * Unknown outcome (a reply flagged `outcomeUnknown` — timeout, connection lost, unreadable reply — or a rejected
 * call): the bet may be placed on the server, so before anything invites a second PLAY the machine `reconciling`
 * invokes the reconciliation child (machines/reconcileMachine.ts) with { request, since: the PLAY tap, mark }; its
 * actor `check` compares the bid history with the mark (bet engine `betVerdict`). Still 'Processing...' meanwhile;
 * the timeout text is never shown.
 * - placed → `success` with 'Your bet was placed.' (entries cleared, receipt);
 * - not placed → 'Your bet was not placed. Please try again.' and back to `idle` on every tab (the screen is usable);
 * - no proof after the first looks → 'We could not confirm your bet. …' once; PLAY stays locked (`unconfirmed` in
 *   the context) while the child looks again every RECONCILE_RECHECK_MS and at once on RECHECK (the UI sends it when the device
 *   comes back online), until the history answers placed or not placed.
 *
 * The screen may go while a bet is in flight (LEAVE): the submission still runs to its outcome, which then reaches
 * the player wherever they are — a success through `offerReceipt` (a toast with the receipt one tap away) instead of
 * `notify` + `clearBets` + `showReceipt`; a failure through `notify` with `onScreen: false`.
 *
 * Validation ('Empty Response', digits, amounts) belongs to the bet engine / screen before PLAY.
 *
 * Actors (provided by the UI): placeBet input BetRequest → ServerReply; mark input BetRequest → BetHistoryMark;
 * reconcile: `reconcileMachine.provide({ actors: { check: lookCheck<BetLook>(…) } })` → ReconcileVerdict.
 * Results go through named actions the UI provides (defaults do nothing):
 * - notify       { kind, message, betKind, onScreen }: the outcome's text (a JODI failure on screen is an alert);
 * - clearBets    the entries are emptied (only while on screen);
 * - showReceipt  { request }: open the receipt (1000 ms after success, only while on screen);
 * - offerReceipt { kind, message, request }: the player has left: the outcome's text with a way to the receipt.
 * Tags: 'processing' — button disabled and labelled 'Processing...' (see `playButtonLabel`);
 *       'inFlight'   — the bet's outcome is not reported yet (the submission outlives its screen while set).
 */
import { assign, enqueueActions, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { BetLine } from '../domain/wire';
import type { BetHistoryMark, BetTabKind } from '../domain/rules';
import { MSG } from '../domain/messages';
import { MARK_WAIT_MS, reconcileMachine, RECONCILE_ID, UNCONFIRMED, type ReconcileEvent, type UnconfirmedEvent } from './reconcileMachine';
import { errorText, notProvided, type Notice, type ReplyKind, type ServerReply } from './types';

/** The bet screen (tab) a submission comes from: JODI returns to idle on a failure, the others stay locked. */
export type { BetTabKind };

export interface BetRequest {
  gameId: string;
  lines: BetLine[];
  total: number;
}

/** What a look at the bid history after an unknown outcome reads. */
export interface BetLook {
  request: BetRequest;
  /** the instant of the PLAY tap */
  since: number;
  /** the bid history and wallet before the bet went out (null: they could not be read) */
  mark: BetHistoryMark | null;
}


export interface BetSubmissionContext {
  kind: BetTabKind;
  request: BetRequest | null;
  /** the instant of the PLAY tap (from the UI) */
  playedAt: number;
  /** the history before sending, once read */
  mark: BetHistoryMark | null;
  marked: boolean;
  /** reconciliation found no proof yet: the player has been told, PLAY stays locked */
  unconfirmed: boolean;
  /** the last server / error text to show */
  message: string;
  messageKind: ReplyKind | null;
  /** false once the screen has gone (LEAVE) */
  onScreen: boolean;
}

export type BetSubmissionEvent = { type: 'PLAY'; request: BetRequest; at: number } | { type: 'LEAVE' } | ReconcileEvent | UnconfirmedEvent;

export interface BetNotice extends Notice {
  betKind: BetTabKind;
  onScreen: boolean;
}

export interface BetReceiptOffer extends Notice {
  request: BetRequest;
}

export interface BetSubmissionOutput {
  kind: BetTabKind;
  message: string;
  request: BetRequest | null;
}

export const PLAY_LABEL = 'PLAY';
export const PROCESSING_LABEL = 'Processing...';
export const PLAY_DELAY_MS = 1000;
export const RECEIPT_DELAY_MS = 1000;

export const betSubmissionMachine = setup({
  types: {
    context: {} as BetSubmissionContext,
    events: {} as BetSubmissionEvent,
    input: {} as { kind: BetTabKind },
    output: {} as BetSubmissionOutput,
    tags: {} as 'processing' | 'inFlight',
  },
  actors: {
    placeBet: fromPromise<ServerReply, BetRequest>(notProvided('placeBet')),
    mark: fromPromise<BetHistoryMark, BetRequest>(notProvided('mark')),
    reconcile: reconcileMachine,
  },
  delays: {
    playDelay: PLAY_DELAY_MS,
    markWait: MARK_WAIT_MS,
    receiptDelay: RECEIPT_DELAY_MS,
  },
  guards: {
    isJodi: ({ context }) => context.kind === 'JODI',
    onScreen: ({ context }) => context.onScreen,
    marked: ({ context }) => context.marked,
  },
  actions: {
    clearBets: () => {},
    notify: (_, _params: BetNotice) => {},
    showReceipt: (_, _params: { request: BetRequest }) => {},
    offerReceipt: (_, _params: BetReceiptOffer) => {},
  },
}).createMachine({
  id: 'betSubmission',
  context: ({ input }) => ({
    kind: input.kind,
    request: null,
    playedAt: 0,
    mark: null,
    marked: false,
    unconfirmed: false,
    message: '',
    messageKind: null,
    onScreen: true,
  }),
  on: { LEAVE: { actions: assign({ onScreen: false }) } },
  initial: 'idle',
  states: {
    idle: {
      on: {
        PLAY: {
          target: 'processing',
          actions: assign({
            request: ({ event }) => event.request,
            playedAt: ({ event }) => event.at,
            mark: null,
            marked: false,
            unconfirmed: false,
            message: '',
            messageKind: null,
          }),
        },
      },
    },
    processing: {
      tags: ['processing', 'inFlight'],
      initial: 'preparing',
      states: {
        /** the 1000 ms before the call, while the history is marked */
        preparing: {
          invoke: {
            src: 'mark',
            input: ({ context }) => context.request as BetRequest,
            onDone: { actions: assign({ mark: ({ event }) => event.output, marked: true }) },
            onError: { actions: assign({ mark: null, marked: true }) },
          },
          initial: 'waiting',
          states: {
            waiting: { after: { playDelay: 'ready' } },
            ready: {
              always: { guard: 'marked', target: '#betSubmission.processing.calling' },
              after: { markWait: '#betSubmission.processing.calling' },
            },
          },
        },
        calling: {
          invoke: {
            src: 'placeBet',
            input: ({ context }) => context.request as BetRequest,
            onDone: [
              {
                guard: ({ event }) => event.output.kind !== 'failure',
                target: '#betSubmission.success',
                actions: assign({ message: ({ event }) => event.output.message, messageKind: ({ event }) => event.output.kind }),
              },
              { guard: ({ event }) => event.output.notSent === true, target: '#betSubmission.notPlaced', actions: assign({ message: MSG.betNotSent }) },
              { guard: ({ event }) => event.output.outcomeUnknown === true, target: '#betSubmission.reconciling' },
              {
                target: '#betSubmission.failed',
                actions: assign({ message: ({ event }) => event.output.message || errorText(null), messageKind: 'failure' }),
              },
            ],
            // a rejected call: nothing says whether the server placed the bet
            onError: { target: '#betSubmission.reconciling' },
          },
        },
      },
    },
    /** The outcome is unknown: the bid history is compared with the mark before another PLAY is invited. */
    reconciling: {
      tags: ['processing', 'inFlight'],
      invoke: {
        id: RECONCILE_ID,
        src: 'reconcile',
        input: ({ context }: { context: BetSubmissionContext }): BetLook => ({ request: context.request as BetRequest, since: context.playedAt, mark: context.mark }),
        onDone: [
          {
            guard: ({ event }) => event.output === 'placed',
            target: 'success',
            actions: assign({ message: MSG.betPlaced, messageKind: 'ok', unconfirmed: false }),
          },
          { target: 'notPlaced', actions: assign({ message: MSG.betNotPlaced, unconfirmed: false }) },
        ],
      },
      on: {
        [UNCONFIRMED]: {
          actions: [
            assign({ unconfirmed: true }),
            {
              type: 'notify',
              params: ({ context }) => ({ kind: 'failure' as const, message: MSG.betUnconfirmed, betKind: context.kind, onScreen: context.onScreen }),
            },
          ],
        },
        RECHECK: { actions: sendTo(RECONCILE_ID, { type: 'RECHECK' }) },
      },
    },
    /** Certainly not placed (never sent, or not in the history): said plainly, and PLAY works again on every tab. */
    notPlaced: {
      entry: [
        assign({ messageKind: 'failure' }),
        {
          type: 'notify',
          params: ({ context }) => ({ kind: 'failure' as const, message: context.message, betKind: context.kind, onScreen: context.onScreen }),
        },
      ],
      always: 'idle',
    },
    /** passed through at once (to idle or stuck) */
    failed: {
      // the outcome's text, to the screen or (after LEAVE) wherever the player is
      entry: {
        type: 'notify',
        params: ({ context }) => ({
          kind: 'failure',
          message: context.message,
          betKind: context.kind,
          onScreen: context.onScreen,
        }),
      },
      always: [{ guard: 'isJodi', target: 'idle' }, { target: 'stuck' }],
    },
    /** CROSSING / COPY PASTE after the server's failure reply: the processing flag stays set (spec §4). */
    stuck: { tags: ['processing'] },
    success: {
      tags: ['processing', 'inFlight'],
      // placed: on screen, the message and cleared entries; away, the message with the receipt
      entry: enqueueActions(({ context, enqueue }) => {
        const kind = context.messageKind ?? 'ok';
        if (context.onScreen) {
          enqueue({ type: 'notify', params: { kind, message: context.message, betKind: context.kind, onScreen: true } });
          enqueue('clearBets');
        } else if (context.request) {
          enqueue({ type: 'offerReceipt', params: { kind, message: context.message, request: context.request } });
        }
      }),
      on: {
        // gone before the receipt opened: the text was shown, the receipt is offered where the player is
        LEAVE: {
          guard: 'onScreen',
          actions: [
            assign({ onScreen: false }),
            {
              type: 'offerReceipt',
              params: ({ context }) => ({ kind: context.messageKind ?? 'ok', message: context.message, request: context.request as BetRequest }),
            },
          ],
        },
      },
      after: {
        receiptDelay: [
          { guard: 'onScreen', target: 'done', actions: { type: 'showReceipt', params: ({ context }) => ({ request: context.request as BetRequest }) } },
          { target: 'done' },
        ],
      },
    },
    done: { type: 'final', tags: ['processing'] },
  },
  output: ({ context }) => ({ kind: context.kind, message: context.message, request: context.request }),
});

export type BetSubmissionSnapshot = SnapshotFrom<typeof betSubmissionMachine>;

export function isProcessing(s: Pick<BetSubmissionSnapshot, 'hasTag'>): boolean {
  return s.hasTag('processing');
}

/** Whether the bet's outcome is still to come (the submission keeps running after its screen goes). */
export function isInFlight(s: Pick<BetSubmissionSnapshot, 'hasTag'>): boolean {
  return s.hasTag('inFlight');
}

/** The processing flag is set for good (a failure on CROSSING / COPY PASTE) or until a lost bet is confirmed either way. */
export function isStuck(s: Pick<BetSubmissionSnapshot, 'matches' | 'context'>): boolean {
  return s.matches('stuck') || s.context.unconfirmed;
}

/** 'Processing...' while the processing flag is set, else 'PLAY'. */
export function playButtonLabel(s: Pick<BetSubmissionSnapshot, 'hasTag'>): string {
  return s.hasTag('processing') ? PROCESSING_LABEL : PLAY_LABEL;
}
