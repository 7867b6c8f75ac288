/**
 * Withdrawal hours (spec §4, §8): the form shows only while the current time of day lies within the profile
 * setting's startwith–endwith window; otherwise the closed message. Rechecked every 1000 ms.
 *
 * Time comes in through `input.now` (a function returning the current Date); the machine never reads the
 * system clock itself, so tests and the simulator's clock drive it. The time of day is the Date's local time.
 *
 * Window rules: 'HH:MM' or 'HH:MM:SS' (an optional AM/PM suffix is accepted); both ends inclusive
 * ('21:00' means up to 21:00:00); start > end crosses midnight (22:00–02:00); start === end means open all day.
 * Unparsable or missing times (profile not loaded yet) → state `unknown` (show neither form nor message).
 *
 * Event SETTINGS { startwith, endwith } updates the window (e.g. when the profile arrives).
 */
import { assign, setup } from 'xstate';

export const RECHECK_MS = 1000;

export function withdrawalClosedMessage(start: string, end: string): string {
  return `Withdrawal time closed. Please try again between ${start} and ${end}.`;
}

/** Seconds since midnight for 'HH:MM', 'HH:MM:SS' or 'h:mm AM'; null when unparsable. */
export function parseTimeOfDay(s: string): number | null {
  const m = /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?\s*$/.exec(s ?? '');
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2]);
  const sec = m[3] === undefined ? 0 : Number(m[3]);
  const ampm = m[4]?.toLowerCase();
  if (ampm) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (ampm === 'pm' ? 12 : 0);
  }
  if (h > 23 || min > 59 || sec > 59) return null;
  return h * 3600 + min * 60 + sec;
}

export function secondsOfDay(d: Date): number {
  return d.getHours() * 3600 + d.getMinutes() * 60 + d.getSeconds();
}

/** open / closed for a time of day; null when the window cannot be read. */
export function withdrawalWindowOpen(start: string, end: string, now: Date): boolean | null {
  const s = parseTimeOfDay(start);
  const e = parseTimeOfDay(end);
  if (s === null || e === null || Number.isNaN(now.getTime())) return null;
  const t = secondsOfDay(now);
  if (s === e) return true;
  return s < e ? t >= s && t <= e : t >= s || t <= e;
}

export interface WithdrawalHoursInput {
  startwith: string;
  endwith: string;
  now: () => Date;
}

export interface WithdrawalHoursContext extends WithdrawalHoursInput {
  /** the closed message while closed, else '' */
  message: string;
}

export type WithdrawalHoursEvent = { type: 'SETTINGS'; startwith: string; endwith: string };

export const withdrawalHoursMachine = setup({
  types: {
    context: {} as WithdrawalHoursContext,
    events: {} as WithdrawalHoursEvent,
    input: {} as WithdrawalHoursInput,
  },
  delays: { recheck: RECHECK_MS },
  guards: {
    isOpen: ({ context }) => withdrawalWindowOpen(context.startwith, context.endwith, context.now()) === true,
    isClosed: ({ context }) => withdrawalWindowOpen(context.startwith, context.endwith, context.now()) === false,
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
          actions: assign({ message: ({ context }) => withdrawalClosedMessage(context.startwith, context.endwith) }),
        },
        { target: 'unknown', actions: assign({ message: '' }) },
      ],
    },
    open: { after: { recheck: 'check' } },
    closed: { after: { recheck: 'check' } },
    unknown: { after: { recheck: 'check' } },
  },
});
