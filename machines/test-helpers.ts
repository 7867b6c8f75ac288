/** Helpers for the machine tests: a simulated clock walked in small steps, a promise settled from outside, a tick. */
import type { SimulatedClock } from 'xstate';

/**
 * xstate's SimulatedClock schedules a new timeout relative to its already-advanced `now`, so one `increment(5000)`
 * fires a 1 s repeating timer only once. `advance` walks the clock in small steps so repeating delays fire as they
 * would in real time.
 */
export function advance(clock: SimulatedClock, ms: number, step = 100): void {
  let left = ms;
  while (left > 0) {
    const d = Math.min(step, left);
    clock.increment(d);
    left -= d;
  }
}

/** A promise with its resolve and reject, for a fake actor the test answers when it chooses. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets a fake actor's promise settle. */
export const settle = () => new Promise((r) => setTimeout(r, 0));
