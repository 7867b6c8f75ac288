/**
 * Bet submission (spec §2 bet screens, §4, §9): idle → PLAY → processing (button disabled, 'Processing...')
 * → 1000 ms → actor `placeBet` → success: the server message is notified, the entered bets are cleared
 * (`clearBets`, jodi grids too) and after 1000 ms the machine is `done` (the UI navigates to /receipt with
 * the output).
 *
 * Failure (a failure reply, or a rejected call):
 * - JODI returns to `idle` with the message (the player may correct and PLAY again);
 * - CROSSING and COPY PASTE go to `stuck`: the message shows and the processing flag stays set (spec §4).
 *   This is kept on purpose: when the outcome is unknown (a timeout, a garbled reply) the bet may already be
 *   placed on the server, and a second PLAY would place it twice. `stuck` accepts no events; leaving the screen
 *   (the history lists refetch after any bet attempt) is the way out.
 * A PLAY while processing is ignored, so a double tap places one bet.
 *
 * Validation ('Empty Response', digits, amounts) belongs to the bet engine / screen before PLAY.
 *
 * Actor (provided by the UI): placeBet input BetRequest → ServerReply.
 * Actions the UI may provide: clearBets (default no-op); notify (default: emits { type: 'notify', … }).
 * Tag 'processing': button disabled and labelled 'Processing...' (see `playButtonLabel`).
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { BetLine } from '../domain/wire';
import { errorText, notProvided, type ReplyKind, type ServerReply } from './types';

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
}

export type BetSubmissionEvent = { type: 'PLAY'; request: BetRequest };

export interface BetNotifyEvent {
  type: 'notify';
  kind: ReplyKind;
  message: string;
  betKind: BetTabKind;
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
    emitted: {} as BetNotifyEvent,
    tags: {} as 'processing',
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
  },
  actions: {
    clearBets: () => {},
    notify: emit(({ context }) => ({
      type: 'notify' as const,
      kind: context.messageKind ?? 'failure',
      message: context.message,
      betKind: context.kind,
    })),
  },
}).createMachine({
  id: 'betSubmission',
  context: ({ input }) => ({ kind: input.kind, request: null, message: '', messageKind: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        PLAY: { target: 'processing', actions: assign({ request: ({ event }) => event.request, message: '', messageKind: null }) },
      },
    },
    processing: {
      tags: ['processing'],
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
      entry: 'notify',
      always: [{ guard: 'isJodi', target: 'idle' }, { target: 'stuck' }],
    },
    /** CROSSING / COPY PASTE after a failure: the processing flag stays set (see the header comment). */
    stuck: { tags: ['processing'] },
    success: {
      tags: ['processing'],
      entry: ['notify', 'clearBets'],
      after: { receiptDelay: 'done' },
    },
    done: { type: 'final', tags: ['processing'] },
  },
  output: ({ context }) => ({ kind: context.kind, message: context.message, request: context.request }),
});

export type BetSubmissionSnapshot = SnapshotFrom<typeof betSubmissionMachine>;

export function isProcessing(s: Pick<BetSubmissionSnapshot, 'hasTag'>): boolean {
  return s.hasTag('processing');
}

/** 'Processing...' while the processing flag is set, else 'PLAY'. */
export function playButtonLabel(s: Pick<BetSubmissionSnapshot, 'hasTag'>): string {
  return s.hasTag('processing') ? PROCESSING_LABEL : PLAY_LABEL;
}
