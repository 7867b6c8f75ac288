// @vitest-environment jsdom
/** The simulator-mode poll of GET /__sim/clock that keeps the client clock on the simulator's clock. */
import { setupTestSimulator } from '../../mock-server/transports/node';
import { startSimClockSync, SIM_CLOCK_POLL_MS } from '../../src/app/simClockSync';
import { createClientClock } from '../../src/ui/clock';

const NOW = Date.parse('2026-01-10T06:30:00Z');
const t = setupTestSimulator({ now: NOW, frozen: true });
const HOST = 'http://sim.test/';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
  t.server.events.removeAllListeners();
  setVisibility('visible');
});

describe('simulator clock sync', () => {
  it('polls every second and follows a frozen, set and advanced simulator clock', async () => {
    expect(SIM_CLOCK_POLL_MS).toBe(1000);
    const clock = createClientClock();
    const stop = startSimClockSync({ clock, apiHost: HOST });
    try {
      await vi.waitFor(() => expect(clock.now()).toBe(NOW));
      expect(clock.frozen()).toBe(true);
      t.sim.setClock({ advanceMs: 3_600_000 });
      await vi.waitFor(() => expect(clock.now()).toBe(NOW + 3_600_000), { timeout: 1300, interval: 20 });
      t.sim.setClock({ frozen: false });
      await vi.waitFor(() => expect(clock.frozen()).toBe(false), { timeout: 1300, interval: 20 });
      expect(Math.abs(clock.now() - t.sim.now())).toBeLessThan(250);
    } finally {
      stop();
    }
  });

  it('polls only while the tab is visible, at once when it shows again, and not at all once stopped', async () => {
    const clock = createClientClock();
    const stop = startSimClockSync({ clock, apiHost: HOST });
    await vi.waitFor(() => expect(clock.frozen()).toBe(true)); // the first poll answered
    expect(clockPolls()).toBe(1);
    setVisibility('hidden');
    t.sim.setClock({ advanceMs: 60_000 });
    await sleep(1300);
    expect(clockPolls()).toBe(1);
    expect(clock.now()).toBe(NOW);
    setVisibility('visible');
    await vi.waitFor(() => expect(clock.now()).toBe(NOW + 60_000), { timeout: 300, interval: 10 });
    stop();
    const seen = clockPolls();
    await sleep(1200);
    expect(clockPolls()).toBe(seen);
  });

  it('a failed poll changes nothing', async () => {
    const clock = createClientClock(() => NOW + 5000);
    const stop = startSimClockSync({ clock, apiHost: 'http://sim.test/nowhere/', fetchFn: () => Promise.reject(new TypeError('offline')) });
    await sleep(50);
    stop();
    expect(clock.version()).toBe(0);
  });
});
