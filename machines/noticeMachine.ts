/**
 * Dashboard notice (spec §2, §4): shown once per day until closed; closing stores 'false' for that date.
 *
 * input { today: 'YYYY-MM-DD', closedFlag: what storage holds for that date (null when nothing) }
 * → `hidden` when closedFlag === 'false', else `visible`.
 * CLOSE (while visible) → `hidden` and action `persistClosed` (the UI provides it: store 'false' under
 * STORAGE_KEYS.noticeClosedPrefix + today). NEW_DAY { today, closedFlag } re-evaluates (date rollover).
 */
import { assign, setup } from 'xstate';

export const NOTICE_CLOSED_VALUE = 'false';

export interface NoticeInput {
  today: string;
  closedFlag: string | null;
}

export type NoticeEvent = { type: 'CLOSE' } | ({ type: 'NEW_DAY' } & NoticeInput);

export const noticeMachine = setup({
  types: {
    context: {} as NoticeInput,
    events: {} as NoticeEvent,
    input: {} as NoticeInput,
  },
  guards: {
    closedToday: ({ context }) => context.closedFlag === NOTICE_CLOSED_VALUE,
  },
  actions: {
    /** The UI stores 'false' for context.today; params carry the same for convenience. */
    persistClosed: (_args, _params: { today: string; value: string }) => {},
  },
}).createMachine({
  id: 'notice',
  context: ({ input }) => ({ today: input.today, closedFlag: input.closedFlag }),
  on: {
    NEW_DAY: {
      target: '.decide',
      actions: assign({ today: ({ event }) => event.today, closedFlag: ({ event }) => event.closedFlag }),
    },
  },
  initial: 'decide',
  states: {
    decide: {
      always: [{ guard: 'closedToday', target: 'hidden' }, { target: 'visible' }],
    },
    visible: {
      on: {
        CLOSE: {
          target: 'hidden',
          actions: [
            assign({ closedFlag: NOTICE_CLOSED_VALUE }),
            { type: 'persistClosed', params: ({ context }) => ({ today: context.today, value: NOTICE_CLOSED_VALUE }) },
          ],
        },
      },
    },
    hidden: {},
  },
});
