// @vitest-environment jsdom
/** The one visible-poll helper: the QA markers read at once, then every interval while the tab is shown. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pollWhileVisible } from '../../src/ui/visibility';

const setVisibility = (v: DocumentVisibilityState) => Object.defineProperty(document, 'visibilityState', { value: v, configurable: true });

afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('pollWhileVisible', () => {
  it('runs at once, then each interval while the tab is shown, never while hidden, and not after the stop', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const stop = pollWhileVisible(run, 1000);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(3);
    setVisibility('hidden');
    vi.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(3);
    setVisibility('visible');
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(4);
    stop();
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(4);
  });
});
