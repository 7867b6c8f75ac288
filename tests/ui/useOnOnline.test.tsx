// @vitest-environment jsdom
/** The one online-recheck hook: a submission that could not be confirmed is looked up again when the device is back online. */
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnOnline } from '../../src/ui/useOnOnline';

describe('useOnOnline', () => {
  it('calls back each time the device comes back online, and no more once unmounted', () => {
    const cb = vi.fn();
    const { unmount } = renderHook(() => useOnOnline(cb));
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(cb).toHaveBeenCalledTimes(2);
    unmount();
    window.dispatchEvent(new Event('online'));
    expect(cb).toHaveBeenCalledTimes(2);
  });

  it('calls the latest callback without listening again', () => {
    const first = vi.fn();
    const second = vi.fn();
    const add = vi.spyOn(window, 'addEventListener');
    const { rerender } = renderHook(({ cb }) => useOnOnline(cb), { initialProps: { cb: first } });
    rerender({ cb: second });
    window.dispatchEvent(new Event('online'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(add.mock.calls.filter(([type]) => type === 'online')).toHaveLength(1);
    add.mockRestore();
  });
});
