/**
 * Per-session isolation on one HTTP simulator: two sessions see nothing of each other (balances, clock, faults,
 * journal); sessions by header, cookie and URL prefix; fork; caps with a clear reply; idle expiry.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseInstant } from '../../mock-server/core';
import { startHttpSimulator, type HttpSimulator } from '../../mock-server/http/server';
import { PLAYER_MOBILES } from '../../fixtures';
import { createDispatcher } from '../../mock-server/handlers/dispatch';
import { DEFAULT_LIMITS, DEFAULT_SESSION, Sessions } from '../../mock-server/sessions';
import { createSimulator } from '../../mock-server/simulator';

const NOW = parseInstant('2026-03-02 09:00') as number;
const CREDS = { app_id: 'sim-app', app_key: 'sim-key' };

let s: HttpSimulator;
beforeAll(async () => {
  s = await startHttpSimulator({ port: 0, now: NOW, frozen: true, sessionLimits: { maxSessions: 3, maxStateBytes: 4_000_000 } });
});
afterAll(() => s.close());
afterEach(async () => {
  for (const { id } of s.sessions.list()) s.sessions.delete(id);
});

async function call(path: string, init: { session?: string; method?: string; json?: unknown; form?: Record<string, string>; cookie?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.session) headers['x-sim-session'] = init.session;
  if (init.cookie) headers.cookie = init.cookie;
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) body = new URLSearchParams({ ...CREDS, ...init.form });
  const res = await fetch(`${s.url}/${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (res.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text };
}

const newSession = async (json: unknown = { now: NOW, frozen: true }) => (await call('__sim/sessions', { json })).body.id as string;

describe('sessions on one HTTP server', () => {
  it('two sessions see nothing of each other: balances, clock, faults, journal', async () => {
    const [a, b] = [await newSession(), await newSession()];
    expect(a).toMatch(/^[a-z2-9]{6}$/);
    const uid = s.sim.userByMobile(PLAYER_MOBILES[0])!.id;
    const bal = async (session: string) => (await call('Webservices/profile', { session, form: { user_id: uid } })).body.data[0].wallet;
    const start = await bal(a);
    expect(await bal(b)).toBe(start);
    await call(`__sim/users/${uid}/adjust`, { session: a, json: { amount: 500 } });
    expect(Number(await bal(a))).toBe(Number(start) + 500);
    expect(await bal(b)).toBe(start);
    expect(await bal('default')).toBe(start);
    await call('__sim/clock', { session: a, json: { advanceMs: 3_600_000 } });
    expect((await call('__sim/clock', { session: a })).body.now).toBe(NOW + 3_600_000);
    expect((await call('__sim/clock', { session: b })).body.now).toBe(NOW);
    await call('__sim/faults', { session: b, json: { path: 'game_rule', kind: 'status', status: 503 } });
    expect((await call('Webservices/game_rule', { session: b, form: { user_id: uid } })).status).toBe(503);
    expect((await call('Webservices/game_rule', { session: a, form: { user_id: uid } })).status).toBe(200);
    const journalA = (await call('__sim/requests', { session: a })).body as Array<{ path: string }>;
    const journalB = (await call('__sim/requests', { session: b })).body as Array<{ path: string }>;
    expect(journalA.map((j) => j.path)).toEqual(['/Webservices/game_rule', '/Webservices/profile', '/Webservices/profile']);
    expect(journalB.map((j) => j.path)).toEqual(['/Webservices/game_rule', '/Webservices/profile', '/Webservices/profile']);
    expect((await call('__sim/requests')).body.map((j: { path: string }) => j.path)).toEqual(['/Webservices/profile']); // its own read only
  });

  it('a URL prefix or a cookie names the session too; an unknown session gets a clear 404', async () => {
    const id = await newSession({ scenario: 'empty', now: NOW, frozen: true });
    const scen = async (path: string, cookie?: string) => (await call(path, { cookie })).body.current;
    expect(await scen(`s/${id}/__sim/scenarios`)).toBe('empty');
    const join = await call(`__sim/sessions/${id}/join`);
    expect(join.headers.get('set-cookie')).toContain(`sim-session=${id}`);
    expect(await scen('__sim/scenarios', `sim-session=${id}`)).toBe('empty');
    expect(await scen('__sim/scenarios')).toBe('default');
    expect(await call('Webservices/game_list', { session: 'nope42', form: {} })).toMatchObject({ status: 404, body: { status: 0, msg: "Unknown simulator session 'nope42' (expired or never created)" } });
  });

  it('forks a session: the copy starts from its world and then goes its own way', async () => {
    const a = await newSession();
    const uid = s.sim.userByMobile(PLAYER_MOBILES[0])!.id;
    await call(`__sim/users/${uid}/adjust`, { session: a, json: { amount: 777 } });
    const fork = await newSession({ fork: a });
    const users = async (session: string) => ((await call('__sim/users', { session })).body as Array<{ id: string; balance: number }>).find((u) => u.id === uid)!.balance;
    expect(await users(fork)).toBe(await users(a));
    await call(`__sim/users/${uid}/adjust`, { session: fork, json: { amount: 1 } });
    expect(await users(fork)).toBe((await users(a)) + 1);
    expect((await call('__sim/sessions', { json: { fork: 'nope42' } })).status).toBe(404);
  });

  it('caps the number of sessions and the size of a world with a clear reply', async () => {
    const ids = [await newSession(), await newSession(), await newSession()];
    expect(await call('__sim/sessions', { json: {} })).toMatchObject({ status: 503, body: { ok: false, error: expect.stringContaining('Session limit reached (3)') } });
    const big = s.sessions.get(ids[0]!)!;
    s.sessions.measureEvery = 1;
    big.sim.state.settings.rulesHtml = 'x'.repeat(4_100_000);
    big.sim.touch();
    expect(await call('Webservices/game_rule', { session: ids[0], form: {} })).toMatchObject({ status: 507, body: { status: 0, msg: expect.stringContaining('over its memory limit') } });
    expect((await call('__sim/reset', { session: ids[0], json: { now: NOW, frozen: true } })).status).toBe(200);
    big.sim.touch();
    expect((await call('Webservices/game_rule', { session: ids[0], form: {} })).status).toBe(200);
    s.sessions.measureEvery = 5000;
    for (const id of ids) await call(`__sim/sessions/${id}`, { method: 'DELETE' });
    expect((await call('__sim/sessions')).body.map((x: { id: string }) => x.id)).toEqual(['default']);
    expect((await call('__sim/sessions/default', { method: 'DELETE' })).status).toBe(404);
  });
});

describe("a new session's clock", () => {
  it('without now or frozen: frozen where the server was started (--now, --frozen), not at the machine\'s time', async () => {
    const id = await newSession({});
    expect((await call('__sim/clock', { session: id })).body).toMatchObject({ now: NOW, frozen: true });
  });

  it('without now on a running server: running from the server\'s --now', async () => {
    const running = await startHttpSimulator({ port: 0, now: NOW });
    try {
      const made = await fetch(`${running.url}/__sim/sessions`, { method: 'POST', body: '{}' }).then((r) => r.json());
      const clock = await fetch(`${running.url}/__sim/clock`, { headers: { 'x-sim-session': made.id } }).then((r) => r.json());
      expect(clock).toMatchObject({ frozen: false });
      expect(clock.ist).toMatch(/^2026-03-02 09:/);
    } finally {
      await running.close();
    }
  });

  it('with its own now only: running from it, as before', async () => {
    const id = await newSession({ now: NOW + 3_600_000 });
    expect((await call('__sim/clock', { session: id })).body).toMatchObject({ frozen: false });
  });

  it('with its own now and frozen: those', async () => {
    const id = await newSession({ now: NOW + 3_600_000, frozen: false });
    expect((await call('__sim/clock', { session: id })).body).toMatchObject({ frozen: false });
    expect((await call('__sim/clock', { session: id })).body.ist).toMatch(/^2026-03-02 10:/);
  });
});

describe('idle sessions expire', () => {
  it('a session unused for idleMs is gone; one in use stays; the default never expires', () => {
    let now = 0;
    const sim = createSimulator({ scenario: 'empty', now: NOW, frozen: true });
    const sessions = new Sessions(sim, createDispatcher(sim, { credentials: [] }), { scenario: 'empty' }, { credentials: [] }, { ...DEFAULT_LIMITS, idleMs: 1000 }, () => now);
    const a = sessions.create({ now: NOW, frozen: true });
    const b = sessions.create({ now: NOW, frozen: true });
    if (!a.ok || !b.ok) throw new Error('no session');
    now = 900;
    expect(sessions.get(b.session.id)).toBeDefined();
    now = 1500;
    expect(sessions.get(a.session.id)).toBeUndefined();
    expect(sessions.get(b.session.id)).toBeDefined();
    now = 100_000;
    expect(sessions.list().map((x) => x.id)).toEqual([DEFAULT_SESSION]);
  });
});
