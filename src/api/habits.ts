/**
 * The dialect the backend answered in: how many times the client had to read a PHP habit (domain/phpHabits.ts)
 * instead of the contract's own form — a number sent as a string, a BOM or a warning stripped, JSON sent as text/html,
 * a 12-hour time, a field spelled the other way… Counted by the reply readers (normalize.ts, views.ts), once per reply
 * read (text/html on every reply); shown by the QA panel so a tester sees that the backend answers in a dialect. A
 * counter, nothing more: a Map and the panel's listeners, loaded with the reply reader (decision 107).
 */
import type { PhpHabit } from '../../domain/phpHabits';

const habitCounts = new Map<PhpHabit, number>();
const habitListeners = new Set<() => void>();
let habitVersion = 0;
let habitNotifying = false;

function announceHabits(): void {
  habitVersion++;
  if (habitNotifying || habitListeners.size === 0) return;
  habitNotifying = true;
  queueMicrotask(() => {
    habitNotifying = false;
    for (const l of habitListeners) l();
  });
}

/** One reading of a value or reply that needed `habit`. */
export function noteHabit(habit: PhpHabit): void {
  habitCounts.set(habit, (habitCounts.get(habit) ?? 0) + 1);
  announceHabits();
}

/** The counts so far, by habit (habits never met are absent). */
export function habitCountsSoFar(): ReadonlyMap<PhpHabit, number> {
  return habitCounts;
}

/** Starts counting again (the QA panel's reset, tests). */
export function resetHabitCounts(): void {
  habitCounts.clear();
  announceHabits();
}

/** For useSyncExternalStore: a listener told after the counts change (once per burst), and the counts' version. */
export function subscribeHabitCounts(listener: () => void): () => void {
  habitListeners.add(listener);
  return () => habitListeners.delete(listener);
}

export function habitCountsVersion(): number {
  return habitVersion;
}
