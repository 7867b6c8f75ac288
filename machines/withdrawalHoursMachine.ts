/**
 * Withdrawal hours (spec §4, §8): the form shows only while the current time of day lies within the profile
 * setting's startwith–endwith window; otherwise the closed message. Rechecked every 1000 ms.
 *
 * Time comes in through `input.now` (a function returning the current instant); the machine never reads the
 * system clock itself, so tests and the simulator's clock drive it. The window rule is
 * `isWithdrawalOpen` (domain/withdrawalWindow.ts): IST time of day, both ends inclusive, 'HH:MM' or 'HH:MM:SS',
 * end before start crosses midnight (22:00–02:00), equal ends or unreadable settings never block.
 * Empty settings (profile not loaded yet) → state `unknown`: show neither the form nor the message.
 *
 * Event SETTINGS { startwith, endwith } updates the window (e.g. when the profile arrives).
 */
import { assign, setup } from 'xstate';
import { withdrawalClosed } from '../domain/messages';
import { isWithdrawalOpen } from '../domain/withdrawalWindow';

export const RECHECK_MS = 1000;

export interface WithdrawalHoursInput {
  startwith: string;
  endwith: string;
  now: () => Date | number;
}

export interface WithdrawalHoursContext extends WithdrawalHoursInput {
  /** the closed message while closed, else '' */
  message: string;
}

export type WithdrawalHoursEvent = { type: 'SETTINGS'; startwith: string; endwith: string };

/** Empty settings: the profile has not arrived, so the window is unknown. */
const loaded = (c: WithdrawalHoursInput) => c.startwith.trim() !== '' && c.endwith.trim() !== '';

export const withdrawalHoursMachine = setup({
  types: {
    context: {} as WithdrawalHoursContext,
    events: {} as WithdrawalHoursEvent,
    input: {} as WithdrawalHoursInput,
  },
  delays: { recheck: RECHECK_MS },
  guards: {
    isOpen: ({ context }) => loaded(context) && isWithdrawalOpen(context.now(), context.startwith, context.endwith),
    isClosed: ({ context }) => loaded(context) && !isWithdrawalOpen(context.now(), context.startwith, context.endwith),
  },
}).createMachine({
  id: 'withdrawalHours',
  context: ({ input }) => ({ ...input, message: '' }),
  on: {
    SETTINGS: {
      target: '.check',
      actions: assign({ startwith: ({ event }) => event.startwith, endwith: ({ event }) => event.endwith }),
    },
  },
  initial: 'check',
  states: {
    check: {
      always: [
        { guard: 'isOpen', target: 'open', actions: assign({ message: '' }) },
        {
          guard: 'isClosed',
          target: 'closed',
          actions: assign({ message: ({ context }) => withdrawalClosed(context.startwith, context.endwith) }),
        },
        { target: 'unknown', actions: assign({ message: '' }) },
      ],
    },
    open: { after: { recheck: 'check' } },
    closed: { after: { recheck: 'check' } },
    unknown: { after: { recheck: 'check' } },
  },
});
