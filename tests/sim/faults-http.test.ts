/** The fault plan over real HTTP: status, malformed, business and network faults reach a real socket. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseInstant } from '../../mock-server/core';
import { startHttpSimulator, type HttpSimulator } from '../../mock-server/http/server';

describe('the same plan over real HTTP', () => {
  let http: HttpSimulator;
  beforeAll(async () => {
    http = await startHttpSimulator({ port: 0, scenario: 'empty', now: parseInstant('2026-03-02 09:00') as number, frozen: true });
  });
  afterAll(() => http.close());

  it('status, malformed notice, business and network faults reach a real socket', async () => {
    const form = () => new URLSearchParams({ app_id: 'sim-app', app_key: 'sim-key' });
    http.sim.setFaults([
      { path: 'game_list', kind: 'status', status: 429, times: 1 },
      { path: 'game_list', kind: 'malformed', body: 'notice', times: 1 },
      { path: 'game_list', kind: 'business', message: 'Try later', times: 1 },
      { path: 'game_list', kind: 'network', times: 1 },
    ]);
    const url = `${http.url}/Webservices/game_list`;
    expect((await fetch(url, { method: 'POST', body: form() })).status).toBe(429);
    expect(await (await fetch(url, { method: 'POST', body: form() })).text()).toMatch(/^<br \/>\n<b>Notice<\/b>.*\{"status":1/s);
    expect(await (await fetch(url, { method: 'POST', body: form() })).json()).toMatchObject({ status: 0, msg: 'Try later', error: 'Try later' });
    await expect(fetch(url, { method: 'POST', body: form() })).rejects.toThrow();
    expect((await fetch(url, { method: 'POST', body: form() })).status).toBe(200);
  });
});
