/**
 * The request journal keeps the head of each reply body, so QA can read the whole exchange (fields, status, reply)
 * from the panel's journal without a debugger.
 */
import { describe, expect, it } from 'vitest';
import { JOURNAL_REPLY_CHARS, parseInstant } from '../../mock-server/core';
import { setupTestSimulator } from '../../mock-server/transports/node';

const HOST = 'http://sim.test';
const t = setupTestSimulator({ now: parseInstant('2026-03-02 09:00') as number, frozen: true });

async function ws(name: string) {
  const body = new FormData();
  body.append('app_id', 'sim-app');
  body.append('app_key', 'sim-key');
  const res = await fetch(`${HOST}/Webservices/${name}`, { method: 'POST', body });
  return res.text();
}

const journal = async () => (await (await fetch(`${HOST}/__sim/requests?limit=1`)).json()) as Array<{ path: string; reply?: string; httpStatus: number }>;

describe('journal replies', () => {
  it('keeps the reply body of a call, cut at JOURNAL_REPLY_CHARS', async () => {
    const text = await ws('game_list');
    const [entry] = await journal();
    expect(entry?.path).toBe('/Webservices/game_list');
    expect(entry?.reply).toBe(text.slice(0, JOURNAL_REPLY_CHARS));
    expect(text.length).toBeGreaterThan(0);
  });

  it('keeps an injected failure as the client met it, and no body for a dropped connection', async () => {
    await fetch(`${HOST}/__sim/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: 'game_list', kind: 'business', message: 'Server busy', times: 1 }) });
    await ws('game_list');
    expect((await journal())[0]?.reply).toContain('Server busy');
    await fetch(`${HOST}/__sim/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: 'game_list', kind: 'network', times: 1 }) });
    await ws('game_list').catch(() => 'dropped');
    const [dropped] = await journal();
    expect(dropped?.httpStatus).toBe(0);
    expect(dropped?.reply).toBeUndefined();
    expect(t.sim.journal.length).toBeGreaterThan(0);
  });
});
