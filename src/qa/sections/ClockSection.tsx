/**
 * Clock: the simulated time, live; freeze / resume; +1 min, +1 h, +1 day; jump to a market's close or result time;
 * set an IST time. After each move the client clock reads the simulator at once (resyncSimClock), so countdowns
 * and PLAY / TIME OUT follow without waiting for the next poll.
 */
import { useState } from 'react';
import { resyncSimClock } from '../../app/simClockSync';
import { clientClock } from '../../ui/clock';
import { useClockNow } from '../../ui/useNow';
import { useSimAction } from '../hooks';
import { MarketSelect, useMarketPick } from '../MarketSelect';
import { Field, istText, StatusLine } from '../parts';
import { sim } from '../simApi';
import type { ClockView } from '../types';

const MIN = 60_000;
const STEPS: Array<[label: string, ms: number, spoken: string]> = [
  ['+1 min', MIN, '+1 min: advance the clock 1 minute'],
  ['+1 h', 60 * MIN, '+1 h: advance the clock 1 hour'],
  ['+1 day', 24 * 60 * MIN, '+1 day: advance the clock 1 day'],
];

/** 'YYYY-MM-DD HH:MM:SS' → 'HH:MM' (the day when it is not the clock's day). */
const hm = (dateTime: string) => dateTime.slice(11, 16);

export function ClockSection() {
  const now = useClockNow(1000);
  const frozen = clientClock.frozen();
  const { busy, status, run } = useSimAction();
  const picker = useMarketPick();
  const { markets, market } = picker;
  const [setTo, setSetTo] = useState('');

  const move = (body: Record<string, unknown>, done: (v: ClockView) => string) =>
    void run(() => sim<ClockView>('clock', { body }), done, () => {
      markets.reload();
      return resyncSimClock();
    });
  const said = (v: ClockView) => `Clock ${v.frozen ? 'frozen at' : 'now'} ${v.ist} IST`;

  return (
    <div className="qa-section">
      <div className="qa-card qa-clock" aria-label="Simulated time">
        <div className="qa-big" data-testid="qa-clock-now">
          {istText(now)}
        </div>
        <div className={frozen ? 'qa-pill qa-pill-warn' : 'qa-pill'}>{frozen ? 'frozen' : 'running'} · IST</div>
      </div>
      <div className="qa-grid" style={{ ['--cols' as string]: 4 }}>
        <button type="button" className="qa-btn qa-btn-primary" disabled={busy} onClick={() => move({ frozen: !frozen }, said)}>
          {frozen ? 'Resume' : 'Freeze'}
        </button>
        {STEPS.map(([label, ms, spoken]) => (
          <button key={label} type="button" className="qa-btn" aria-label={spoken} disabled={busy} onClick={() => move({ advanceMs: ms }, said)}>
            {label}
          </button>
        ))}
      </div>
      <MarketSelect {...picker} detail={(m) => `closes ${hm(m.closesAt)}`} />
      {market && (
        <div className="qa-grid">
          <button type="button" className="qa-btn" disabled={busy} onClick={() => move({ now: market.closesAt }, (v) => `${market.name} closes now: ${v.ist} IST`)}>
            Jump to close {hm(market.closesAt)}
          </button>
          <button type="button" className="qa-btn" disabled={busy} onClick={() => move({ now: market.resultAt }, (v) => `${market.name} result time: ${v.ist} IST`)}>
            Jump to result {hm(market.resultAt)}
          </button>
        </div>
      )}
      <Field label="Set the time (IST)">
        {(id) => <input id={id} type="datetime-local" className="qa-input" value={setTo} onChange={(e) => setSetTo(e.target.value)} />}
      </Field>
      <button type="button" className="qa-btn" disabled={busy || !setTo} onClick={() => move({ now: setTo.replace('T', ' ') }, said)}>
        Set time
      </button>
      <StatusLine status={status} />
    </div>
  );
}
