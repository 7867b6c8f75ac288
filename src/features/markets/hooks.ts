/** Hooks of the market screens: reduced motion and the market list query (tab visibility: src/ui/visibility.ts). */
import { useSyncExternalStore } from 'react';
import { useGameListQuery } from '../../api/markets';
import { useOnBecameVisible, useVisiblePolling } from '../../ui/visibility';

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
  const query = useGameListQuery(undefined, { pollingInterval: useVisiblePolling(MARKETS_POLL_MS) });
  const { refetch } = query;
  useOnBecameVisible(refetch);
  return query;
}

export type MarketsQuery = ReturnType<typeof useMarkets>;
