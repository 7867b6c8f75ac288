// @vitest-environment jsdom
/** The simulated provider's delivery: the page shows the notices queued for its token, each once. */
import { PLAYER_MOBILES } from '../../fixtures';
import { setupTestSimulator } from '../../mock-server/transports/node';
import { pollSimPush, SIM_PUSH_AFTER_KEY } from '../../src/app/pwa/push/simPoll';

const t = setupTestSimulator({ now: Date.parse('2026-03-02T03:30:00Z'), frozen: true });
const HOST = 'http://sim.test/';

afterEach(() => localStorage.clear());

describe('pollSimPush', () => {
  it("shows this device's new notices with showNotification, each once, in order", async () => {
    const [P1, P2] = PLAYER_MOBILES;
    t.sim.setFcmToken(t.sim.userByMobile(P1)!.id, 'sim-a');
    t.sim.setFcmToken(t.sim.userByMobile(P2)!.id, 'sim-b');
    const registration = { showNotification: vi.fn(async (_title: string, _options?: NotificationOptions) => undefined) };
    const opts = { token: 'sim-a', registration, apiHost: HOST };
    expect(await pollSimPush(opts)).toBe(0);
    t.sim.sendPush({ mobile: P1, title: 'One', body: 'first' });
    t.sim.sendPush({ mobile: P2, title: 'Other', body: 'not ours' });
    t.sim.sendPush({ mobile: P1, title: 'Two', body: 'second' });
    expect(await pollSimPush(opts)).toBe(2);
    expect(registration.showNotification.mock.calls.map((c) => [c[0], c[1]?.body])).toEqual([
      ['One', 'first'],
      ['Two', 'second'],
    ]);
    expect(localStorage.getItem(SIM_PUSH_AFTER_KEY)).toBe('sim-a:3');
    expect(await pollSimPush(opts)).toBe(0);
    expect(registration.showNotification).toHaveBeenCalledTimes(2);
  });

  it('a new token starts from its own first notice', async () => {
    localStorage.setItem(SIM_PUSH_AFTER_KEY, 'sim-old:40');
    t.sim.setFcmToken(t.sim.userByMobile(PLAYER_MOBILES[0])!.id, 'sim-new');
    t.sim.sendPush({ mobile: PLAYER_MOBILES[0], title: 'Hello', body: 'b' });
    const registration = { showNotification: vi.fn(async () => undefined) };
    expect(await pollSimPush({ token: 'sim-new', registration, apiHost: HOST })).toBe(1);
  });
});
