import { useEffect } from 'react';
import { useLatest } from './useLatest';

/**
 * Calls `cb` each time the device comes back online (the window's `online` event): a submission that could not be
 * confirmed is looked up again at once (decision 083). Always the latest `cb`, listening once per mount.
 */
export function useOnOnline(cb: () => void): void {
  const latest = useLatest(cb);
  useEffect(() => {
    const on = () => latest.current();
    window.addEventListener('online', on);
    return () => window.removeEventListener('online', on);
  }, [latest]);
}
