// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextPaint } from '../../src/ui/useAfterPaint';

describe('nextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves in a task after the next frame, not in the frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    let done = false;
    void nextPaint().then(() => (done = true));
    vi.advanceTimersToNextFrame(); // the frame's callbacks run; the paint follows them
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1); // the task queued from the frame (well before the 100 ms fallback)
    expect(done).toBe(true);
  });

  it('resolves after atMostMs when no frame comes (a hidden page)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0); // frames that never come
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    let done = false;
    void nextPaint(100).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
