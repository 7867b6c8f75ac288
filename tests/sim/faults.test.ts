// @vitest-environment jsdom
/**
 * The fault plan, each kind reproduced through msw/node with the client's reaction (the real store and base query),
 * (the same plan over real HTTP: faults-http.test.ts). Probabilities come from the seeded generator: the same seed, the same failures.
 */
import { describe, expect, it } from 'vitest';
import { parseInstant } from '../../mock-server/core';
import { createSimulator } from '../../mock-server/simulator';
import { FAULT_PLANS, PLAYER_MOBILES } from '../../fixtures';
import { configureBaseQuery } from '../../src/api/baseQuery';
import { bettingApi } from '../../src/api/betting';
import { marketsApi } from '../../src/api/markets';
import { profileApi } from '../../src/api/profile';
import { loggedIn } from '../../src/api/session';
import { MESSAGES } from '../../src/api/normalize';
import { setupStore } from '../../src/app/store';
import { screenSimulator } from '../simulator';

const t = screenSimulator();

function store() {
  const s = setupStore();
  const u = t.sim.userByMobile(PLAYER_MOBILES[0])!;
  s.dispatch(loggedIn({ userId: u.id, mobile: u.mobile }));
  return { s, u };
}

const gameList = (s: ReturnType<typeof setupStore>) => s.dispatch(marketsApi.endpoints.gameList.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap();
const profile = (s: ReturnType<typeof setupStore>) => s.dispatch(profileApi.endpoints.profile.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap();

describe('fault kinds through msw/node, with the client reaction', () => {
  it('status: an nginx error page with the status; the client reports a failure, and the next call is fine', async () => {
    const { s } = store();
    t.sim.addFault({ path: 'game_list', kind: 'status', status: 502, times: 1 });
    expect(await gameList(s)).toMatchObject({ kind: 'failure' });
    expect(t.sim.journal.at(-1)).toMatchObject({ httpStatus: 502 });
    expect(await gameList(s)).toMatchObject({ kind: 'ok' });
  });

  it("business: the call's own failure shape with the given message", async () => {
    const { s } = store();
    t.sim.addFault({ path: 'profile', kind: 'business', message: 'Account under review', times: 1 });
    expect(await profile(s)).toMatchObject({ kind: 'failure', message: 'Account under review' });
    t.sim.addFault({ path: 'p2pTransfer', kind: 'business', message: 'Limit reached', times: 1 });
    const res = await fetch('http://sim.test/api/game.php?action=p2ptransfer&user=1', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(await res.json()).toEqual([{ status: 0, wallet: '', message: 'Limit reached' }]);
  });

  it('malformed: a PHP notice before the JSON is recovered; truncated and empty bodies are failures', async () => {
    const { s } = store();
    t.sim.addFault({ path: 'game_list', kind: 'malformed', body: 'notice', times: 1 });
    const recovered = await gameList(s);
    expect(recovered.kind).toBe('ok');
    expect(recovered.data.running.length + recovered.data.upcoming.length).toBeGreaterThan(0);
    t.sim.addFault({ path: 'game_list', kind: 'malformed', body: 'truncated', times: 1 });
    expect(await gameList(s)).toMatchObject({ kind: 'failure' });
    t.sim.addFault({ path: 'game_list', kind: 'malformed', body: 'empty', times: 1 });
    expect(await gameList(s)).toMatchObject({ kind: 'failure' });
  });

  it('hang: the bet is placed but no reply comes; the client times out with its message', async () => {
    configureBaseQuery({ timeoutMs: 300 });
    try {
      const { s, u } = store();
      const before = t.sim.balance(u.id);
      t.sim.addFault({ path: 'game_bet', kind: 'hang', times: 1 });
      const lines = [{ bet_numbers: '07', bet_money: 10, type: 1 as const }];
      const r = await s.dispatch(bettingApi.endpoints.placeBet.initiate({ gameId: '2', lines, total: 10 })).unwrap();
      expect(r).toMatchObject({ kind: 'failure', message: MESSAGES.timeout });
      expect(t.sim.balance(u.id)).toBe(before - 10); // the outcome the client could not see
    } finally {
      configureBaseQuery({ timeoutMs: undefined });
    }
  });

  it('latency range: each delay is drawn within the range', async () => {
    t.sim.addFault({ path: 'game_rule', kind: 'latency', latencyMs: 50, latencyMaxMs: 120, times: 3 });
    for (let i = 0; i < 3; i++) {
      const t0 = Date.now();
      await fetch('http://sim.test/Webservices/game_rule', { method: 'POST', body: new URLSearchParams({ app_id: 'sim-app', app_key: 'sim-key' }) });
      expect(Date.now() - t0).toBeGreaterThanOrEqual(45);
    }
  });

  it('global faults and named plans: PUT /__sim/faults {plan}; an unknown plan or a bad fault is refused whole', async () => {
    const put = (body: unknown) => fetch('http://sim.test/__sim/faults', { method: 'PUT', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    expect((await put({ plan: 'maintenance' })).status).toBe(200);
    const res = await fetch('http://sim.test/Webservices/game_list', { method: 'POST', body: new URLSearchParams({ app_id: 'sim-app', app_key: 'sim-key' }) });
    expect([res.status, await res.text()]).toEqual([503, expect.stringContaining('503 Service Temporarily Unavailable')]);
    expect((await put({ plan: 'nope' })).status).toBe(404);
    const bad = await put({ faults: [{ path: '*', kind: 'latency' }, { path: '*', kind: 'status', status: 99 }] });
    expect(await bad.json()).toEqual({ ok: false, error: 'fault 2: status must be an HTTP status 400–599' });
    expect(t.sim.state.faults.list).toMatchObject([{ kind: 'status', status: 503 }]);
    const plans = await (await fetch('http://sim.test/__sim/fault-plans')).json();
    expect(plans.map((p: { name: string }) => p.name)).toEqual(Object.keys(FAULT_PLANS));
  });
});

describe('probabilities replay from the seed', () => {
  it('the same seed and plan hit the same requests', () => {
    const hits = () => {
      const sim = createSimulator({ scenario: 'empty', seed: 9, now: parseInstant('2026-03-02 09:00') as number, frozen: true });
      sim.setFaults(FAULT_PLANS['flaky-server']!.faults);
      return Array.from({ length: 200 }, () => sim.takeFault('/Webservices/game_list', 'game_list')?.kind ?? '-').join(',');
    };
    const a = hits();
    expect(a).toBe(hits());
    const n = a.split(',').filter((k) => k !== '-').length;
    expect(n).toBeGreaterThan(20);
    expect(n).toBeLessThan(80);
  });
});
