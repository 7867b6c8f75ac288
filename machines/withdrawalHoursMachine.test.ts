import fc from 'fast-check';
import { createActor, SimulatedClock } from 'xstate';
import {
  withdrawalClosedMessage,
  withdrawalHoursMachine,
  withdrawalWindowOpen,
} from './withdrawalHoursMachine';
import { advance } from './test-helpers';

const IST_OFFSET_MS = 330 * 60_000;
/** The instant at h:m:s IST on 2024-01-15. */
const istAt = (h: number, m: number, s = 0) => Date.UTC(2024, 0, 15, h, m, s) - IST_OFFSET_MS;

/** A fake wall clock the machine reads through input.now, moved together with the simulated timer clock. */
function fakeNow(h: number, m: number, s = 0) {
  let t = istAt(h, m, s);
  return {
    now: () => new Date(t),
    tick(clock: SimulatedClock, ms: number) {
      for (let left = ms; left > 0; left -= 100) {
        t += Math.min(100, left);
        clock.increment(Math.min(100, left));
      }
    },
  };
}

const at = istAt;

describe('withdrawal window rules', () => {
  it('same-day window, both ends inclusive', () => {
    expect(withdrawalWindowOpen('09:00', '21:00', at(8, 59, 59))).toBe(false);
    expect(withdrawalWindowOpen('09:00', '21:00', at(9, 0))).toBe(true);
    expect(withdrawalWindowOpen('09:00', '21:00', at(21, 0, 0))).toBe(true);
    expect(withdrawalWindowOpen('09:00', '21:00', at(21, 0, 1))).toBe(false);
    expect(withdrawalWindowOpen('09:00:00', '21:00:30', at(21, 0, 30))).toBe(true);
  });

  it('a window that crosses midnight', () => {
    expect(withdrawalWindowOpen('22:00', '02:00', at(23, 30))).toBe(true);
    expect(withdrawalWindowOpen('22:00', '02:00', at(1, 59))).toBe(true);
    expect(withdrawalWindowOpen('22:00', '02:00', at(2, 0, 1))).toBe(false);
    expect(withdrawalWindowOpen('22:00', '02:00', at(12, 0))).toBe(false);
  });

  it('start === end is open all day; empty settings are unknown; unreadable ones never block', () => {
    expect(withdrawalWindowOpen('10:00', '10:00', at(3, 0))).toBe(true);
    expect(withdrawalWindowOpen('', '21:00', at(10, 0))).toBeNull();
    expect(withdrawalWindowOpen('ten', '21:00', at(22, 0))).toBe(true);
  });

  it('uses IST, whatever the machine time zone: 09:00 IST is 03:30 UTC', () => {
    expect(withdrawalWindowOpen('09:00', '21:00', Date.UTC(2024, 0, 15, 3, 29, 59))).toBe(false);
    expect(withdrawalWindowOpen('09:00', '21:00', Date.UTC(2024, 0, 15, 3, 30, 0))).toBe(true);
  });

  it('property: a crossing window is the complement of the same-day window (except its ends)', () => {
    const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }));
    const pad = (n: number) => String(n).padStart(2, '0');
    fc.assert(
      fc.property(time, time, time, fc.integer({ min: 1, max: 59 }), ([h1, m1], [h2, m2], [h, m], s) => {
        const a = `${pad(h1)}:${pad(m1)}`;
        const b = `${pad(h2)}:${pad(m2)}`;
        fc.pre(a !== b);
        const now = at(h, m, s); // s ≥ 1 so `now` is never exactly an end
        return withdrawalWindowOpen(a, b, now) === !withdrawalWindowOpen(b, a, now);
      }),
    );
  });
});

describe('withdrawalHoursMachine', () => {
  it('open inside the window, closed outside with the exact message, rechecked every second', () => {
    const clock = new SimulatedClock();
    const wall = fakeNow(20, 59, 58);
    const actor = createActor(withdrawalHoursMachine, { clock, input: { startwith: '09:00', endwith: '21:00', now: wall.now } }).start();
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.message).toBe('');
    wall.tick(clock, 2000); // 21:00:00 still open (inclusive)
    expect(actor.getSnapshot().value).toBe('open');
    wall.tick(clock, 1000); // 21:00:01
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.message).toBe('Withdrawal time closed. Please try again between 09:00 and 21:00.');
    expect(actor.getSnapshot().context.message).toBe(withdrawalClosedMessage('09:00', '21:00'));
  });

  it('does not recheck between ticks (1000 ms period)', () => {
    const clock = new SimulatedClock();
    let calls = 0;
    const now = () => {
      calls++;
      return at(10, 0);
    };
    createActor(withdrawalHoursMachine, { clock, input: { startwith: '09:00', endwith: '21:00', now } }).start();
    const first = calls;
    advance(clock, 999);
    expect(calls).toBe(first);
    advance(clock, 1);
    expect(calls).toBeGreaterThan(first);
  });

  it('opens when the clock enters a window that crosses midnight', () => {
    const clock = new SimulatedClock();
    const wall = fakeNow(21, 59, 59);
    const actor = createActor(withdrawalHoursMachine, { clock, input: { startwith: '22:00:00', endwith: '02:00:00', now: wall.now } }).start();
    expect(actor.getSnapshot().value).toBe('closed');
    wall.tick(clock, 1000);
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('unknown until the settings arrive, then SETTINGS decides at once', () => {
    const clock = new SimulatedClock();
    const actor = createActor(withdrawalHoursMachine, { clock, input: { startwith: '', endwith: '', now: () => at(23, 0) } }).start();
    expect(actor.getSnapshot().value).toBe('unknown');
    advance(clock, 3000);
    expect(actor.getSnapshot().value).toBe('unknown');
    actor.send({ type: 'SETTINGS', startwith: '10:00', endwith: '18:00' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.message).toBe('Withdrawal time closed. Please try again between 10:00 and 18:00.');
    actor.send({ type: 'SETTINGS', startwith: '22:00', endwith: '23:30' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.message).toBe('');
  });
});
