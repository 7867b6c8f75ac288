/**
 * Bet submission (spec §2 bet screens, §4, §9): idle → PLAY → processing (button disabled, 'Processing...')
 * → 1000 ms → actor `placeBet` → success: the server message is notified, the entered bets are cleared
 * (`clearBets`, jodi grids too) and after 1000 ms the receipt opens (`showReceipt`); the machine is then `done`.
 *
 * Failure (the server's own failure reply):
 * - JODI returns to `idle` with the message (the player may correct and PLAY again);
 * - CROSSING and COPY PASTE go to `stuck`: the message shows and the processing flag stays set (spec §4).
 *   `stuck` accepts no events; leaving the screen (the history lists refetch after any bet attempt) is the way out.
 * A PLAY while processing is ignored, so a double tap places one bet.
 *
 * Unknown outcome (a reply flagged `outcomeUnknown` — timeout, connection lost, unreadable reply — or a rejected
 * call): the bet may be placed on the server, so before anything invites a second PLAY the machine `reconciling`
 * checks the bid history with actor `reconcile` { request, since: the PLAY tap } → 'placed' | 'notPlaced' | 'unknown'
 * (the history could not be read), up to RECONCILE_CHECKS times RECONCILE_RETRY_MS apart while not found (a slow
 * server may still be finishing the bet). Still 'Processing...' meanwhile; the timeout text is never shown.
 * - placed → `success` with 'Your bet was placed.' (entries cleared, receipt);
 * - not placed on the last check → the failure path with 'Your bet was not placed. Please try again.';
 * - unreadable on the last check → `stuck` (PLAY locked, whatever the tab) with 'We could not confirm your bet. …'.
 *
 * The screen may go while a bet is in flight (LEAVE): the submission still runs to its outcome, which then reaches
 * the player wherever they are — a success through `offerReceipt` (a toast with the receipt one tap away) instead of
 * `notify` + `clearBets` + `showReceipt`; a failure through `notify` with `onScreen: false`.
 *
 * Validation ('Empty Response', digits, amounts) belongs to the bet engine / screen before PLAY.
 *
 * Actors (provided by the UI): placeBet input BetRequest → ServerReply; reconcile input ReconcileInput → ReconcileVerdict.
 * Results go through named actions the UI provides (defaults do nothing):
 * - notify       { kind, message, betKind, onScreen }: the outcome's text (a JODI failure on screen is an alert);
 * - clearBets    the entries are emptied (only while on screen);
 * - showReceipt  { request }: open the receipt (1000 ms after success, only while on screen);
 * - offerReceipt { kind, message, request }: the player has left: the outcome's text with a way to the receipt.
 * Tags: 'processing' — button disabled and labelled 'Processing...' (see `playButtonLabel`);
 *       'inFlight'   — the bet's outcome is not reported yet (the submission outlives its screen while set).
 */
import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { BetLine } from '../domain/wire';
import { MSG } from '../domain/messages';
import { errorText, notProvided, RECONCILE_CHECKS, RECONCILE_RETRY_MS, type Notice, type ReconcileVerdict, type ReplyKind, type ServerReply } from './types';

/** The bet screen (tab) a submission comes from: JODI returns to idle on a failure, the others stay locked. */
export type BetTabKind = 'JODI' | 'CROSSING' | 'COPY PASTE';

export interface BetRequest {
  gameId: string;
  lines: BetLine[];
  total: number;
}

export interface ReconcileInput {
  request: BetRequest;
  /** the instant of the PLAY tap: only bets placed after it count */
  since: number;
}

export interface BetSubmissionContext {
  kind: BetTabKind;
  request: BetRequest | null;
  /** the instant of the PLAY tap (from the UI) */
  playedAt: number;
  /** bid-history checks made for an unknown outcome */
  checks: number;
  /** the last server / error text to show */
  message: string;
  messageKind: ReplyKind | null;
  /** false once the screen has gone (LEAVE) */
  onScreen: boolean;
}

export type BetSubmissionEvent = { type: 'PLAY'; request: BetRequest; at: number } | { type: 'LEAVE' };

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
    reconcile: fromPromise<ReconcileVerdict, ReconcileInput>(notProvided('reconcile')),
  },
  delays: {
    playDelay: PLAY_DELAY_MS,
    receiptDelay: RECEIPT_DELAY_MS,
    reconcileRetry: RECONCILE_RETRY_MS,
  },
  guards: {
    isJodi: ({ context }) => context.kind === 'JODI',
    onScreen: ({ context }) => context.onScreen,
    lastCheck: ({ context }) => context.checks >= RECONCILE_CHECKS,
  },
  actions: {
    clearBets: () => {},
    notify: (_, _params: BetNotice) => {},
    showReceipt: (_, _params: { request: BetRequest }) => {},
    offerReceipt: (_, _params: BetReceiptOffer) => {},
  },
}).createMachine({
  id: 'betSubmission',
  context: ({ input }) => ({ kind: input.kind, request: null, playedAt: 0, checks: 0, message: '', messageKind: null, onScreen: true }),
  on: { LEAVE: { actions: assign({ onScreen: false }) } },
  initial: 'idle',
  states: {
    idle: {
      on: {
        PLAY: {
          target: 'processing',
          actions: assign({ request: ({ event }) => event.request, playedAt: ({ event }) => event.at, checks: 0, message: '', messageKind: null }),
        },
      },
    },
    processing: {
      tags: ['processing', 'inFlight'],
      initial: 'waiting',
      states: {
        waiting: { after: { playDelay: 'calling' } },
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
    /** The outcome is unknown: look for the bet in the bid history before inviting another PLAY. */
    reconciling: {
      tags: ['processing', 'inFlight'],
      initial: 'checking',
      states: {
        checking: {
          entry: assign({ checks: ({ context }) => context.checks + 1 }),
          invoke: {
            src: 'reconcile',
            input: ({ context }) => ({ request: context.request as BetRequest, since: context.playedAt }),
            onDone: [
              {
                guard: ({ event }) => event.output === 'placed',
                target: '#betSubmission.success',
                actions: assign({ message: MSG.betPlaced, messageKind: 'ok' }),
              },
              {
                guard: ({ context, event }) => context.checks >= RECONCILE_CHECKS && event.output === 'notPlaced',
                target: '#betSubmission.failed',
                actions: assign({ message: MSG.betNotPlaced, messageKind: 'failure' }),
              },
              { guard: 'lastCheck', target: '#betSubmission.unconfirmed' },
              { target: 'pause' },
            ],
            onError: [{ guard: 'lastCheck', target: '#betSubmission.unconfirmed' }, { target: 'pause' }],
          },
        },
        pause: { after: { reconcileRetry: 'checking' } },
      },
    },
    /** The last check could not read the bid history: PLAY stays locked (any tab), the player is told to look. */
    unconfirmed: {
      tags: ['processing'],
      entry: [
        assign({ message: MSG.betUnconfirmed, messageKind: 'failure' }),
        {
          type: 'notify',
          params: ({ context }) => ({ kind: 'failure' as const, message: context.message, betKind: context.kind, onScreen: context.onScreen }),
        },
      ],
      always: 'stuck',
    },
    failed: {
      tags: ['processing'],
      // the outcome's text, to the screen or (after LEAVE) wherever the player is
      entry: {
        type: 'notify',
        params: ({ context }) => ({
          kind: context.messageKind ?? 'failure',
          message: context.message,
          betKind: context.kind,
          onScreen: context.onScreen,
        }),
      },
      always: [{ guard: 'isJodi', target: 'idle' }, { target: 'stuck' }],
    },
    /** CROSSING / COPY PASTE after a failure, any tab when a bet could not be confirmed: the processing flag stays set. */
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

/** 'Processing...' while the processing flag is set, else 'PLAY'. */
export function playButtonLabel(s: Pick<BetSubmissionSnapshot, 'hasTag'>): string {
  return s.hasTag('processing') ? PROCESSING_LABEL : PLAY_LABEL;
}
