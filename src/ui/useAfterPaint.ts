import { useEffect, useState } from 'react';

/** Runs `f` in a task of its own once the browser has painted its next frame; returns what cancels it. */
export function afterPaint(f: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // the frame's callbacks run before its paint; a task queued from there runs after it
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(f, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Resolves once the browser has painted its next frame, or after `atMostMs`: a hidden page paints no frames. Where
 * nothing paints (no requestAnimationFrame: Node), at once.
 */
export function nextPaint(atMostMs = 100): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const cancel = afterPaint(() => {
      clearTimeout(timer);
      resolve();
    });
    const timer = setTimeout(() => {
      cancel();
      resolve();
    }, atMostMs);
  });
}

/**
 * `on`, turned on only after the browser has painted the frame in which it turned on (off at once). For a change
 * that is costly to paint and not what the player is waiting to see: disabling a 120-input grid while PLAY answers
 * ('Processing...') lays out the whole grid again, and the tap's own frame should not wait for it (decision 088).
 */
export function useAfterPaint(on: boolean): boolean {
  const [painted, setPainted] = useState(on);
  // off: at once, in this render (so the next time it turns on, it waits for a paint again)
  if (!on && painted) setPainted(false);
  useEffect(() => (on ? afterPaint(() => setPainted(true)) : undefined), [on]);
  return on && painted;
}

/** `value` a frame late: what it was until the browser painted the frame after it changed (work that follows it waits for that paint). */
export function useAfterPaintValue<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => (Object.is(painted, value) ? undefined : afterPaint(() => setPainted(value))), [value, painted]);
  return painted;
}
