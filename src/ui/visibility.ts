/**
 * Whether the tab is shown: every poller of the app stops while it is hidden (the player switched apps, the screen
 * went off) and catches up when it is shown again (issue 26, decision 096).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useLatest } from './useLatest';

function subscribeVisibility(cb: () => void): () => void {
  document.addEventListener('visibilitychange', cb);
  return () => document.removeEventListener('visibilitychange', cb);
}

/** true while the tab is shown (document.visibilityState !== 'hidden'). */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

/** Calls `cb` each time the tab becomes visible again. */
export function useOnBecameVisible(cb: () => void): void {
  useEffect(() => {
    const on = () => {
      if (document.visibilityState === 'visible') cb();
    };
    document.addEventListener('visibilitychange', on);
    return () => document.removeEventListener('visibilitychange', on);
  }, [cb]);
}

/**
 * The polling interval of an RTK Query poller: `ms` while the tab is shown, 0 (no polling) while it is hidden; the
 * query is fetched at once when the tab is shown again (`refetch` of the query, given after the hook's call).
 * (store.ts does not call setupListeners, so RTK Query's own refetchOnFocus and skipPollingIfUnfocused do not apply.)
 */
export function useVisiblePolling(ms: number): number {
  return useDocumentVisible() ? ms : 0;
}

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

/** Runs `run` at once, then every `everyMs` while the tab is shown (outside React: the QA markers); returns the stop. */
export function pollWhileVisible(run: () => void, everyMs: number): () => void {
  run();
  const timer = setInterval(() => {
    if (document.visibilityState !== 'hidden') run();
  }, everyMs);
  return () => clearInterval(timer);
}
