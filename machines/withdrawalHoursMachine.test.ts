import { createActor, SimulatedClock } from 'xstate';
import { withdrawalClosed } from '../domain/messages';
import { withdrawalHoursMachine } from './withdrawalHoursMachine';
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
    expect(actor.getSnapshot().context.message).toBe(withdrawalClosed('09:00', '21:00'));
  });

  it('does not recheck between ticks (1000 ms period)', () => {
    const clock = new SimulatedClock();
    let calls = 0;
    const now = () => {
      calls++;
      return istAt(10, 0);
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
    const actor = createActor(withdrawalHoursMachine, { clock, input: { startwith: '', endwith: '', now: () => istAt(23, 0) } }).start();
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

  it('one setting missing or blank is not a window yet: unknown, neither open nor closed', () => {
    const settings: [string, string][] = [['10:00', ''], ['', '18:00'], ['  ', '18:00'], ['10:00', ' ']];
    for (const [startwith, endwith] of settings) {
      const clock = new SimulatedClock();
      const actor = createActor(withdrawalHoursMachine, { clock, input: { startwith, endwith, now: () => istAt(23, 0) } }).start();
      expect(actor.getSnapshot().value, `${startwith}–${endwith}`).toBe('unknown');
      expect(actor.getSnapshot().context.message).toBe('');
    }
  });

  it('settings that go away while closed take the closed message away', () => {
    const clock = new SimulatedClock();
    const actor = createActor(withdrawalHoursMachine, { clock, input: { startwith: '10:00', endwith: '18:00', now: () => istAt(23, 0) } }).start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'SETTINGS', startwith: '', endwith: '' });
    expect(actor.getSnapshot().value).toBe('unknown');
    expect(actor.getSnapshot().context.message).toBe('');
  });

  it('the clock crossing the opening time between its two reads leaves it unknown for one second, then open', () => {
    const clock = new SimulatedClock();
    const reads = [istAt(8, 59, 59)];
    const now = () => reads.shift() ?? istAt(9, 0, 0);
    const actor = createActor(withdrawalHoursMachine, { clock, input: { startwith: '09:00', endwith: '21:00', now } }).start();
    expect(actor.getSnapshot().value).toBe('unknown');
    advance(clock, 1000);
    expect(actor.getSnapshot().value).toBe('open');
  });
});
