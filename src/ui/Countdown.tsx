import { memo, useEffect, useState } from 'react';
import { countdown } from '../bet-engine';
import './Countdown.css';

/** Spec §9: countdowns tick every 1000 ms. */
export const COUNTDOWN_TICK_MS = 1000;

export interface CountdownProps {
  /** the instant counted down to (ms since epoch); null when unknown → '00:00:00' */
  target: number | null;
  label: string;
  /** clock, for tests; default Date.now */
  clock?: () => number;
}

/**
 * 'label  h:m:s' until `target` (spec §4: unpadded, '00:00:00' once past). The tick lives in this component's own
 * state, so a tick re-renders the countdown and nothing else; the interval stops at the first tick past the target.
 */
export const Countdown = memo(function Countdown({ target, label, clock = Date.now }: CountdownProps) {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    if (target === null) return;
    const id = setInterval(() => {
      const t = clock();
      setNow(t);
      if (t >= target) clearInterval(id);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(id);
  }, [target, clock]);
  return (
    <div className="countdown" role="timer" aria-label={label}>
      <span className="countdown-label">{label}</span>
      <span className="countdown-value">{countdown(target, now)}</span>
    </div>
  );
});
