/**
 * Join codes of the HTTP simulator's sessions: every new session gets 4 digits a tester types on a phone's number
 * pad; the code names the session wherever its id does (header, cookie, URL prefix, join, fork).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseInstant } from '../../mock-server/core';
import { isJoinCode } from '../../mock-server/sessions';
import { setupHttpSimulator } from './httpSimulator';

const NOW = parseInstant('2026-03-02 09:00') as number;
const h = setupHttpSimulator({ now: NOW, frozen: true });

afterEach(() => {
  for (const { id } of h.s.sessions.list()) h.s.sessions.delete(id);
});

async function call(path: string, init: { session?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (init.session) headers['x-sim-session'] = init.session;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${h.s.url}/${path}`, { method: init.json === undefined ? 'GET' : 'POST', headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function newSession(json: unknown = { now: NOW, frozen: true }): Promise<{ id: string; code: string }> {
  const id = (await call('__sim/sessions', { json })).body.id as string;
  const listed = ((await call('__sim/sessions')).body as Array<{ id: string; code: string | null }>).find((s) => s.id === id);
  return { id, code: listed?.code as string };
}

describe('session join codes', () => {
  it('lists a distinct 4-digit code for each new session and none for the default one', async () => {
    const a = await newSession();
    const b = await newSession();
    expect(a.code).toMatch(/^\d{4}$/);
    expect(b.code).toMatch(/^\d{4}$/);
    expect(a.code).not.toBe(b.code);
    const list = (await call('__sim/sessions')).body as Array<{ id: string; code: string | null }>;
    expect(list.find((s) => s.id === 'default')?.code).toBeNull();
    expect(isJoinCode(a.code)).toBe(true);
    expect(isJoinCode(a.id)).toBe(false);
  });

  it('names the session by header, URL prefix and join link as its id does', async () => {
    const a = await newSession();
    await call('__sim/clock', { session: a.id, json: { advanceMs: 60_000 } });
    expect((await call('__sim/clock', { session: a.code })).body.now).toBe(NOW + 60_000);
    expect((await call(`s/${a.code}/__sim/clock`)).body.now).toBe(NOW + 60_000);
    expect((await call('__sim/clock')).body.now).toBe(NOW);
    const joined = await call(`__sim/sessions/${a.code}/join`);
    expect(joined.status).toBe(200);
    expect(joined.headers.get('set-cookie')).toContain(`sim-session=${a.code}`);
  });

  it('forks a session named by its code', async () => {
    const a = await newSession();
    await call('__sim/clock', { session: a.id, json: { advanceMs: 3_600_000 } });
    const fork = await call('__sim/sessions', { json: { fork: a.code } });
    expect(fork.status).toBe(201);
    expect((await call('__sim/clock', { session: fork.body.id as string })).body.now).toBe(NOW + 3_600_000);
  });

  it('answers 404 for an unknown code', async () => {
    const r = await call('__sim/clock', { session: '0000' === (await newSession()).code ? '0001' : '0000' });
    expect(r.status).toBe(404);
    expect(String(r.body.msg)).toMatch(/Unknown simulator session/);
  });
});
