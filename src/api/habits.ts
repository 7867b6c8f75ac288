/**
 * The dialect the backend answered in: how many times the client had to read a PHP habit (domain/phpHabits.ts)
 * instead of the contract's own form — a number sent as a string, a BOM or a warning stripped, JSON sent as text/html,
 * a 12-hour time, a field spelled the other way… Counted by the reply readers (normalize.ts, views.ts), once per reply
 * read (text/html on every reply); shown by the QA panel so a tester sees that the backend answers in a dialect. A
 * counter, nothing more: a Map and the panel's listeners, loaded with the reply reader (decision 107).
 */
import type { PhpHabit } from '../../domain/phpHabits';
import { createTally } from '../ui/tally';

const habits = createTally<PhpHabit>();

/** One reading of a value or reply that needed `habit`. */
export const noteHabit = (habit: PhpHabit): void => habits.note(habit);

/** The counts so far, by habit (habits never met are absent). */
export const habitCountsSoFar = habits.counts;

/** Starts counting again (the QA panel's reset, tests). */
export const resetHabitCounts = habits.reset;

/** For useSyncExternalStore: a listener told after the counts change (once per burst), and the counts' version. */
export const subscribeHabitCounts = habits.subscribe;
export const habitCountsVersion = habits.version;
