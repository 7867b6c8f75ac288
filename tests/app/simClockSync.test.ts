// @vitest-environment jsdom
/** The simulator-mode poll of GET /__sim/clock that keeps the client clock on the simulator's clock. */
import { SIM_STATUS_EVENT, type SimStatus } from '../../domain/simControl';
import { setupTestSimulator } from '../../mock-server/transports/node';
import { announceSimStatus } from '../../mock-server/transports/simStatus';
import { startSimClockSync, SIM_CLOCK_POLL_MS } from '../../src/app/simClockSync';
import { createClientClock } from '../../src/ui/clock';

const NOW = Date.parse('2026-01-10T06:30:00Z');
const t = setupTestSimulator({ now: NOW, frozen: true });
const HOST = 'http://sim.test/';
/**
 * An outcome of real work (a read through the simulator): checked again every 10 ms of real time however long it
 * takes (the test's timeout is the guard). Not vi.waitFor: under fake timers it moves the poll's interval itself.
 */
async function until(check: () => void): Promise<void> {
  for (;;) {
    try {
      return check();
    } catch {
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}
/** Lets the work already under way (a read's reply, its body) run: event-loop turns, not time. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((r) => setImmediate(r));
};
/** The poll's interval is the test's: it moves only when the test advances it. */
const fakeInterval = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const polls: string[] = [];
const clockPolls = () => polls.length;
beforeEach(() => {
  polls.length = 0;
  t.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/__sim/clock') polls.push(request.method);
  });
});
afterEach(() => {
  vi.useRealTimers();
  t.server.events.removeAllListeners();
  setVisibility('visible');
});

describe('simulator clock sync', () => {
  it('polls every second and follows a frozen, set and advanced simulator clock', async () => {
    expect(SIM_CLOCK_POLL_MS).toBe(1000);
    fakeInterval();
    const clock = createClientClock();
    const stop = startSimClockSync({ clock, apiHost: HOST });
    try {
      await until(() => expect(clock.now()).toBe(NOW));
      expect(clock.frozen()).toBe(true);
      t.sim.setClock({ advanceMs: 3_600_000 });
      await vi.advanceTimersByTimeAsync(SIM_CLOCK_POLL_MS - 1);
      expect(clockPolls()).toBe(1); // not before the second is up
      await vi.advanceTimersByTimeAsync(1);
      expect(clockPolls()).toBe(2);
      await until(() => expect(clock.now()).toBe(NOW + 3_600_000));
      t.sim.setClock({ frozen: false });
      await vi.advanceTimersByTimeAsync(SIM_CLOCK_POLL_MS);
      expect(clockPolls()).toBe(3);
      await until(() => expect(clock.frozen()).toBe(false));
      expect(Math.abs(clock.now() - t.sim.now())).toBeLessThan(250);
    } finally {
      stop();
    }
  });

  it('polls only while the tab is visible, at once when it shows again, and not at all once stopped', async () => {
    fakeInterval();
    const clock = createClientClock();
    const stop = startSimClockSync({ clock, apiHost: HOST });
    await until(() => expect(clock.frozen()).toBe(true)); // the first poll answered
    expect(clockPolls()).toBe(1);
    setVisibility('hidden');
    t.sim.setClock({ advanceMs: 60_000 });
    await vi.advanceTimersByTimeAsync(5 * SIM_CLOCK_POLL_MS);
    expect(clockPolls()).toBe(1);
    expect(clock.now()).toBe(NOW);
    setVisibility('visible'); // at once: no second of the poll passes
    expect(clockPolls()).toBe(2);
    await until(() => expect(clock.now()).toBe(NOW + 60_000));
    stop();
    await vi.advanceTimersByTimeAsync(5 * SIM_CLOCK_POLL_MS);
    expect(clockPolls()).toBe(2);
  });

  it('a failed poll changes nothing', async () => {
    const clock = createClientClock(() => NOW + 5000);
    let tries = 0;
    const stop = startSimClockSync({
      clock,
      apiHost: 'http://sim.test/nowhere/',
      fetchFn: () => {
        tries++;
        return Promise.reject(new TypeError('offline'));
      },
    });
    await settle();
    stop();
    expect(tries).toBe(1);
    expect(clock.version()).toBe(0);
  });
});

describe('simulator clock sync with the in-browser simulator (pushed)', () => {
  // the simulator lives in the page and announces each move of its clock (mock-server/transports/simStatus.ts)
  let stopAnnouncing: () => void;
  beforeEach(() => {
    stopAnnouncing = announceSimStatus(t.sim, window);
  });
  afterEach(() => stopAnnouncing());

  it('reads the clock once, then follows every move the simulator announces without polling', async () => {
    fakeInterval();
    const clock = createClientClock();
    const stop = startSimClockSync({ clock, apiHost: HOST, pushed: true });
    try {
      await until(() => expect(clock.now()).toBe(NOW));
      t.sim.setClock({ advanceMs: 3_600_000 });
      await Promise.resolve();
      expect(clock.now()).toBe(NOW + 3_600_000);
      t.sim.setClock({ frozen: false });
      await Promise.resolve();
      expect(clock.frozen()).toBe(false);
      expect(Math.abs(clock.now() - t.sim.now())).toBeLessThan(50);
      await vi.advanceTimersByTimeAsync(5 * SIM_CLOCK_POLL_MS);
      expect(clockPolls()).toBe(1);
    } finally {
      stop();
    }
    // stopped: an announcement changes nothing
    const version = clock.version();
    t.sim.setClock({ advanceMs: 60_000 });
    await Promise.resolve();
    expect(clock.version()).toBe(version);
  });

  it('a read that was under way when a move was announced does not put the clock back', async () => {
    const clock = createClientClock();
    let answer: (r: Response) => void = () => undefined;
    const fetchFn = () => new Promise<Response>((r) => (answer = r));
    const stop = startSimClockSync({ clock, apiHost: HOST, pushed: true, fetchFn });
    try {
      const old = JSON.stringify(t.sim.clock.view());
      t.sim.setClock({ advanceMs: 60_000 });
      await Promise.resolve();
      expect(clock.now()).toBe(NOW + 60_000);
      answer(new Response(old, { headers: { 'content-type': 'application/json' } }));
      await settle();
      expect(clock.now()).toBe(NOW + 60_000);
    } finally {
      stop();
    }
  });

  it('announces only a move of the clock or a change of the fault plan, once per change', async () => {
    const heard: SimStatus[] = [];
    const listen = (e: Event) => heard.push((e as CustomEvent<SimStatus>).detail);
    window.addEventListener(SIM_STATUS_EVENT, listen);
    try {
      t.sim.setClock({ advanceMs: 1000 });
      t.sim.setClock({ advanceMs: 1000 });
      await Promise.resolve();
      expect(heard).toEqual([{ clock: { now: NOW + 2000, frozen: true }, faults: [] }]);
      t.sim.touch(); // a change of the world that moves neither
      await Promise.resolve();
      expect(heard).toHaveLength(1);
      expect(t.sim.addFault({ path: 'game_bet', kind: 'status', status: 503, times: 2 }).ok).toBe(true);
      await Promise.resolve();
      expect(heard).toHaveLength(2);
      expect(heard[1]?.faults).toMatchObject([{ path: 'game_bet', status: 503, remaining: 2 }]);
    } finally {
      window.removeEventListener(SIM_STATUS_EVENT, listen);
    }
  });
});
