/**
 * The alternate recharge gateway over real loopback HTTP (startHttpSimulator): the page on the base URL, its
 * Approve / Fail posts (JSON, form-data) and refusals, the way back to the client that opened it.
 */
import { describe, expect, it } from 'vitest';
import { ALT_GATEWAY_PATH, altGatewayUrl } from '../../domain/altGateway';
import { parseInstant } from '../../mock-server/core';
import { PLAYER_MOBILES } from '../../fixtures';
import { setupHttpSimulator } from './httpSimulator';

const NOW = parseInstant('2026-03-02 09:00') as number;

const h = setupHttpSimulator({ now: NOW, frozen: true });

const uid = (mobile: string = PLAYER_MOBILES[0]) => h.s.sim.userByMobile(mobile)!.id;

describe('alternate gateway over HTTP', () => {
  it('serves the page at the address the client builds, with the way back to the client', async () => {
    const res = await fetch(altGatewayUrl(`${h.s.url}/`, PLAYER_MOBILES[0], 2000), { headers: { referer: 'http://localhost:5173/' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('₹2000');
    expect(html).toContain('id="approve"');
    expect(html).toContain('http://localhost:5173/dashboard');
    const missing = await fetch(`${h.s.url}/${ALT_GATEWAY_PATH}?user=9000000999&am=500`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('User not found');
  });

  it('approve (JSON) credits once; fail (form-data) credits nothing; refusals are JSON 4xx', async () => {
    const before = h.s.sim.balance(uid());
    const ok = await fetch(`${h.s.url}/${ALT_GATEWAY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: PLAYER_MOBILES[0], am: '2000', outcome: 'approve' }),
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ ok: true, credited: true, payment: { amount: 2000, status: 'approved' } });
    expect(h.s.sim.balance(uid())).toBe(before + 2000);

    const failed = await fetch(`${h.s.url}/${ALT_GATEWAY_PATH}`, { method: 'POST', body: new URLSearchParams({ user: PLAYER_MOBILES[0], am: '500', outcome: 'fail' }) });
    expect(await failed.json()).toMatchObject({ ok: true, credited: false, payment: { status: 'failed' } });
    expect(h.s.sim.balance(uid())).toBe(before + 2000);

    const low = await fetch(`${h.s.url}/${ALT_GATEWAY_PATH}`, { method: 'POST', body: new URLSearchParams({ user: PLAYER_MOBILES[0], am: '10', outcome: 'approve' }) });
    expect([low.status, await low.json()]).toEqual([400, { ok: false, error: 'Please enter amount greater than 100' }]);
    const huge = await fetch(`${h.s.url}/${ALT_GATEWAY_PATH}`, { method: 'POST', body: new URLSearchParams({ user: 'x'.repeat(1 << 20), am: '500', outcome: 'approve' }) });
    expect([huge.status, await huge.json()]).toEqual([404, { ok: false, error: 'User not found' }]);
  });
});
