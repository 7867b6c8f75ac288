/**
 * Test helper. xstate's SimulatedClock schedules a new timeout relative to its already-advanced `now`, so one
 * `increment(5000)` fires a 1 s repeating timer only once. `advance` walks the clock in small steps so
 * repeating delays fire as they would in real time.
 */
import type { SimulatedClock } from 'xstate';

export function advance(clock: SimulatedClock, ms: number, step = 100): void {
  let left = ms;
  while (left > 0) {
    const d = Math.min(step, left);
    clock.increment(d);
    left -= d;
  }
}
