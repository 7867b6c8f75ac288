/**
 * Bet submission (spec §2 bet screens, §4, §9): idle → PLAY → processing (button disabled, 'Processing...')
 * → 1000 ms → actor `placeBet` → success: the server message is notified, the entered bets are cleared
 * (`clearBets`, jodi grids too) and after 1000 ms the receipt opens (`showReceipt`); the machine is then `done`.
 *
 * Failure (a failure reply, or a rejected call):
 * - JODI returns to `idle` with the message (the player may correct and PLAY again);
 * - CROSSING and COPY PASTE go to `stuck`: the message shows and the processing flag stays set (spec §4).
 *   This is kept on purpose: when the outcome is unknown (a timeout, a garbled reply) the bet may already be
 *   placed on the server, and a second PLAY would place it twice. `stuck` accepts no events; leaving the screen
 *   (the history lists refetch after any bet attempt) is the way out.
 * A PLAY while processing is ignored, so a double tap places one bet.
 *
 * The screen may go while a bet is in flight (LEAVE): the submission still runs to its outcome, which then reaches
 * the player wherever they are — a success through `offerReceipt` (a toast with the receipt one tap away) instead of
 * `notify` + `clearBets` + `showReceipt`; a failure through `notify` with `onScreen: false`.
 *
 * Validation ('Empty Response', digits, amounts) belongs to the bet engine / screen before PLAY.
 *
 * Actor (provided by the UI): placeBet input BetRequest → ServerReply.
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
import { errorText, notProvided, type Notice, type ReplyKind, type ServerReply } from './types';

/** The bet screen (tab) a submission comes from: JODI returns to idle on a failure, the others stay locked. */
export type BetTabKind = 'JODI' | 'CROSSING' | 'COPY PASTE';

export interface BetRequest {
  gameId: string;
  lines: BetLine[];
  total: number;
}

export interface BetSubmissionContext {
  kind: BetTabKind;
  request: BetRequest | null;
  /** the last server / error text to show */
  message: string;
  messageKind: ReplyKind | null;
  /** false once the screen has gone (LEAVE) */
  onScreen: boolean;
}

export type BetSubmissionEvent = { type: 'PLAY'; request: BetRequest } | { type: 'LEAVE' };

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
  },
  delays: {
    playDelay: PLAY_DELAY_MS,
    receiptDelay: RECEIPT_DELAY_MS,
  },
  guards: {
    isJodi: ({ context }) => context.kind === 'JODI',
    onScreen: ({ context }) => context.onScreen,
  },
  actions: {
    clearBets: () => {},
    notify: (_, _params: BetNotice) => {},
    showReceipt: (_, _params: { request: BetRequest }) => {},
    offerReceipt: (_, _params: BetReceiptOffer) => {},
  },
}).createMachine({
  id: 'betSubmission',
  context: ({ input }) => ({ kind: input.kind, request: null, message: '', messageKind: null, onScreen: true }),
  on: { LEAVE: { actions: assign({ onScreen: false }) } },
  initial: 'idle',
  states: {
    idle: {
      on: {
        PLAY: { target: 'processing', actions: assign({ request: ({ event }) => event.request, message: '', messageKind: null }) },
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
              {
                target: '#betSubmission.failed',
                actions: assign({ message: ({ event }) => event.output.message || errorText(null), messageKind: 'failure' }),
              },
            ],
            onError: {
              target: '#betSubmission.failed',
              actions: assign({ message: ({ event }) => errorText(event.error), messageKind: 'failure' }),
            },
          },
        },
      },
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
    /** CROSSING / COPY PASTE after a failure: the processing flag stays set (see the header comment). */
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
