import { memo } from 'react';
import { countdown, countdownSettlesAt } from '../../domain/rules';
import type { ClientClock } from './clock';
import { useClockNow } from './useNow';
import './Countdown.css';

/** Spec §9: countdowns tick every 1000 ms. */
export const COUNTDOWN_TICK_MS = 1000;

export interface CountdownProps {
  /** the instant counted down to (ms since epoch); null when unknown → '00:00:00' */
  target: number | null;
  label: string;
  /** the clock (default: the app clock, src/ui/clock.ts, which follows the server / the simulator) */
  clock?: ClientClock;
}

/**
 * 'label  h:m:s' until `target` (spec §4: unpadded, '00:00:00' once past), by the client clock. The tick lives in
 * this component's own subscription, so a tick re-renders the countdown and nothing else; the ticks stop once it
 * reads 00:00:00, and a move of the clock (the simulator's clock set or advanced, a server time correction) shows at once.
 */
export const Countdown = memo(function Countdown({ target, label, clock }: CountdownProps) {
  // once the text reads 00:00:00 for good there is nothing left to tick for
  const now = useClockNow(COUNTDOWN_TICK_MS, { clock, until: target === null ? null : countdownSettlesAt(target) });
  return (
    <div className="countdown" role="timer" aria-label={label}>
      <span className="countdown-label">{label}</span>
      <span className="countdown-value">{countdown(target, now)}</span>
    </div>
  );
});
