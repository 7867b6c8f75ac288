/**
 * Every reply of the one dispatcher carries a `date` header with the SIMULATED time (HTTP-date), so a client can
 * follow the simulator's clock from any reply (src/ui/clock.ts). Through msw/node; the HTTP server: http.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { parseInstant } from '../../mock-server/core';
import { setupTestSimulator } from '../../mock-server/transports/node';
import { PLAYER_MOBILES } from '../../fixtures';

const HOST = 'http://sim.test';
const NOW = parseInstant('2026-03-02 09:00') as number; // IST
const t = setupTestSimulator({ now: NOW, frozen: true });
const CREDS = { app_id: 'sim-app', app_key: 'sim-key' };

function form(fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries({ ...CREDS, ...fields })) body.append(k, v);
  return body;
}

const dateOf = async (res: Promise<Response>) => (await res).headers.get('date');
const httpDate = (ms: number) => new Date(ms).toUTCString();

describe("the simulator's Date header", () => {
  it('is the simulated time on form-data calls, JSON calls, control calls and failures', async () => {
    expect(await dateOf(fetch(`${HOST}/Webservices/game_list`, { method: 'POST', body: form() }))).toBe(httpDate(NOW));
    const id = t.sim.userByMobile(PLAYER_MOBILES[0])!.id;
    expect(await dateOf(fetch(`${HOST}/api/game.php?action=bankcard&user=${id}`))).toBe(httpDate(NOW));
    expect(await dateOf(fetch(`${HOST}/__sim/clock`))).toBe(httpDate(NOW));
    expect(await dateOf(fetch(`${HOST}/Webservices/nope`, { method: 'POST', body: form() }))).toBe(httpDate(NOW));
    await fetch(`${HOST}/__sim/faults`, { method: 'POST', body: JSON.stringify({ path: 'game_list', kind: 'status', status: 502, times: 1 }), headers: { 'content-type': 'application/json' } });
    const failed = await fetch(`${HOST}/Webservices/game_list`, { method: 'POST', body: form() });
    expect(failed.status).toBe(502);
    expect(failed.headers.get('date')).toBe(httpDate(NOW));
  });

  it('follows the clock as QA moves it (the reply to the move carries the new time)', async () => {
    const moved = fetch(`${HOST}/__sim/clock`, { method: 'POST', body: JSON.stringify({ advanceMs: 90 * 60_000 }), headers: { 'content-type': 'application/json' } });
    expect(await dateOf(moved)).toBe(httpDate(NOW + 90 * 60_000));
    expect(await dateOf(fetch(`${HOST}/Webservices/game_list`, { method: 'POST', body: form() }))).toBe(httpDate(NOW + 90 * 60_000));
    t.sim.setClock({ now: Date.parse('2026-03-02T20:15:00.750Z') });
    expect(await dateOf(fetch(`${HOST}/__sim/clock`))).toBe('Mon, 02 Mar 2026 20:15:00 GMT');
  });
});
