import { useEffect, useState } from 'react';

/** The current time (epoch ms), refreshed every `everyMs`: for rules that change with the clock while a screen is open. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
