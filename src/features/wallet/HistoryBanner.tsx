import { useEffect, useState } from 'react';

/** spec §9: banner messages show for 2000 ms. */
export const HISTORY_BANNER_MS = 2000;

/**
 * true for `ms` after `key` takes a new defined value. The key names one showing: a reply's fulfilledTimeStamp,
 * a click counter.
 */
export function useHistoryFlash(key: number | undefined, ms = HISTORY_BANNER_MS): boolean {
  const [expired, setExpired] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (key === undefined) return;
    const t = setTimeout(() => setExpired(key), ms);
    return () => clearTimeout(t);
  }, [key, ms]);
  return key !== undefined && key !== expired;
}

/** The 2 s message banner of the history screen ('Last page', a load error). */
export function HistoryBanner({ text, tone }: { text: string; tone: 'info' | 'error' }) {
  return (
    <div className={`history-banner history-banner-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {text}
    </div>
  );
}
