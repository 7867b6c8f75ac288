/** Hooks of the market screens: tab visibility, reduced motion, and the market list query. */
import { useEffect, useSyncExternalStore } from 'react';
import { useGameListQuery } from '../../api/markets';

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

const REDUCED = '(prefers-reduced-motion: reduce)';

function subscribeReduced(cb: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const mq = window.matchMedia(REDUCED);
  mq.addEventListener('change', cb);
  return () => mq.removeEventListener('change', cb);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReduced,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED).matches,
    () => false,
  );
}

/** Markets are refreshed every 60 s while the tab is shown (active flags change with the clock) and on return. */
export const MARKETS_POLL_MS = 60_000;

/**
 * Webservices/game_list with polling (paused while the tab is hidden) and a refetch when the tab comes back.
 * (store.ts does not call setupListeners, so RTK Query's refetchOnFocus would not fire; the visibility event is
 * handled here instead.)
 */
export function useMarkets() {
  const visible = useDocumentVisible();
  const query = useGameListQuery(undefined, { pollingInterval: visible ? MARKETS_POLL_MS : 0 });
  const { refetch } = query;
  useOnBecameVisible(refetch);
  return query;
}

export type MarketsQuery = ReturnType<typeof useMarkets>;
