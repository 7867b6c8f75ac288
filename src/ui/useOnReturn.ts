import { useEffect } from 'react';
import { useLatest } from './useLatest';

/**
 * Calls `cb` when the player comes back to this tab: the tab shown again (visibilitychange) or the window focused
 * (another tab of the app, or the UPI app, may have moved the wallet meanwhile). focus and visibilitychange often
 * fire together for one return: while the promise `cb` returned is pending, a second return is not a new one.
 */
export function useOnReturn(cb: () => unknown): void {
  const latest = useLatest(cb);
  useEffect(() => {
    let pending = false;
    const on = () => {
      if (document.visibilityState === 'hidden' || pending) return;
      const result = latest.current();
      if (result instanceof Promise) {
        pending = true;
        void result.finally(() => (pending = false)).catch(() => undefined);
      }
    };
    document.addEventListener('visibilitychange', on);
    window.addEventListener('focus', on);
    return () => {
      document.removeEventListener('visibilitychange', on);
      window.removeEventListener('focus', on);
    };
  }, [latest]);
}
