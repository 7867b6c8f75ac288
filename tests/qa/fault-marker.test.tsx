// @vitest-environment jsdom
/** The simulator marker follows the fault plan: announced by the in-browser simulator, polled from `npm run sim`. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { setupTestSimulator } from '../../mock-server/transports/node';
import { announceSimStatus } from '../../mock-server/transports/simStatus';
import { followFaultMarker } from '../../src/qa/faultMarker';
import { setSimMarkerFaults, SimMarker } from '../../src/ui/SimMarker';

const t = setupTestSimulator({ now: Date.parse('2026-01-10T06:30:00Z'), frozen: true });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const faultReads: string[] = [];

beforeEach(() => {
  faultReads.length = 0;
  t.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/__sim/faults')) faultReads.push(request.method);
  });
});
afterEach(() => {
  t.server.events.removeAllListeners();
  cleanup();
  act(() => setSimMarkerFaults([]));
});

describe('the fault marker with the in-browser simulator', () => {
  it('reads the plan once, then shows each change the simulator announces, without polling', async () => {
    const stopAnnouncing = announceSimStatus(t.sim, window);
    const stop = followFaultMarker();
    render(<SimMarker />);
    try {
      expect(t.sim.addFault({ path: 'game_bet', kind: 'status', status: 503, times: 2 }).ok).toBe(true);
      await act(() => Promise.resolve());
      expect(screen.getByText(/simulator · 1 fault/)).toBeInTheDocument();
      t.sim.setFaults([]);
      await act(() => Promise.resolve());
      expect(screen.queryByText(/fault/)).toBeNull();
      await sleep(2200);
      expect(faultReads.length).toBeLessThanOrEqual(1);
    } finally {
      stop();
      stopAnnouncing();
    }
    // stopped: the marker no longer follows
    t.sim.addFault({ path: '*', kind: 'network' });
    await act(() => Promise.resolve());
    expect(screen.queryByText(/fault/)).toBeNull();
  });
});
