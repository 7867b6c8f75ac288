import { useEffect, useState } from 'react';

/** spec §9: banner messages show for 2000 ms. */
export const BANNER_MS = 2000;

/**
 * true for `ms` after `key` takes a new defined value. The key names one showing: a reply's fulfilledTimeStamp,
 * a click counter.
 */
export function useVisibleFor(key: number | undefined, ms = BANNER_MS): boolean {
  const [expired, setExpired] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (key === undefined) return;
    const t = setTimeout(() => setExpired(key), ms);
    return () => clearTimeout(t);
  }, [key, ms]);
  return key !== undefined && key !== expired;
}
