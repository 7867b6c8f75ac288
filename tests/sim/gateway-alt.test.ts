// @vitest-environment jsdom
/**
 * The alternate recharge gateway (spec §2) through msw/node: GET {base}/upi/pay.php?user={mobile}&am={amount} serves
 * a simulated gateway page; its Approve / Fail post to the same path, which creates and settles a payment through the
 * payments domain. The page's own buttons are clicked in jsdom against the same handlers.
 */
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALT_GATEWAY_PATH, altGatewayUrl } from '../../domain/altGateway';
import { parseInstant } from '../../mock-server/core';
import { altGatewayPage, isGatewayPage } from '../../mock-server/control/gateway';
import { setupTestSimulator } from '../../mock-server/transports/node';
import { PLAYER_MOBILES } from '../../fixtures';

const HOST = 'http://sim.test';
const NOW = parseInstant('2026-03-02 09:00') as number;
const t = setupTestSimulator({ now: NOW, frozen: true });
const MB = 'x'.repeat(1 << 20);

const uid = (mobile: string = PLAYER_MOBILES[0]) => t.sim.userByMobile(mobile)!.id;

async function page(query: string, headers?: Record<string, string>) {
  const res = await fetch(`${HOST}/${ALT_GATEWAY_PATH}${query}`, { headers });
  return { http: res.status, type: res.headers.get('content-type') ?? '', html: await res.text() };
}

async function settle(body: Record<string, unknown>) {
  const res = await fetch(`${HOST}/${ALT_GATEWAY_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { http: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The text of an HTML attribute value as the browser reads it. */
const unescape = (s: string) => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));

describe('GET upi/pay.php?user=&am=', () => {
  it('the client builds the address the simulator answers', async () => {
    expect(altGatewayUrl('/', ' 9876543210 ', 500)).toBe('/upi/pay.php?user=9876543210&am=500');
    expect(altGatewayUrl('https://api.example.com', '9876543210', '1000')).toBe('https://api.example.com/upi/pay.php?user=9876543210&am=1000');
    const res = await fetch(altGatewayUrl(`${HOST}/`, PLAYER_MOBILES[0], 500));
    expect(res.status).toBe(200);
    expect(isGatewayPage(`/${ALT_GATEWAY_PATH}`)).toBe(true);
    expect(isGatewayPage('/__sim/gateway/PAY1001')).toBe(true);
    expect(isGatewayPage('/recharge')).toBe(false);
  });

  it('serves the gateway page: amount, mobile, Approve and Fail posting to the same path; loading it creates nothing', async () => {
    const payments = t.sim.state.payments.list.length;
    const p = await page(`?user=${PLAYER_MOBILES[0]}&am=500`);
    expect(p.http).toBe(200);
    expect(p.type).toContain('text/html');
    expect(p.html).toContain(`data-sim-alt-gateway="${PLAYER_MOBILES[0]}"`);
    expect(p.html).toContain('₹500');
    expect(p.html).toContain('id="approve"');
    expect(p.html).toContain('id="fail"');
    const approve = unescape(/id="approve" onclick="([^"]*)"/.exec(p.html)![1]!);
    expect(approve).toContain(`fetch("/${ALT_GATEWAY_PATH}"`);
    expect(approve).toContain('\\"outcome\\":\\"approve\\"');
    expect(t.sim.state.payments.list).toHaveLength(payments);
    // the user may be the id too
    expect((await page(`?user=${uid()}&am=500`)).html).toContain(`data-sim-alt-gateway="${PLAYER_MOBILES[0]}"`);
  });

  it('sends the player back to the client origin it came from', async () => {
    const p = await page(`?user=${PLAYER_MOBILES[0]}&am=500`, { referer: 'http://localhost:5173/reset-password' });
    expect(p.html).toContain('http://localhost:5173/dashboard');
    for (const referer of ['http://', 'nonsense', `${HOST}/upi/pay.php`]) {
      const same = await page(`?user=${PLAYER_MOBILES[0]}&am=500`, { referer });
      expect(same.http).toBe(200);
      expect(same.html).toContain('href="/dashboard"');
    }
  });

  it('refuses an unknown user (404) or an amount that is not whole rupees (400) with a page saying why', async () => {
    for (const q of ['?user=9000000999&am=500', '?am=500', `?user=${MB}&am=500`]) {
      const p = await page(q);
      expect([p.http, p.type.includes('text/html')]).toEqual([404, true]);
      expect(p.html).toContain('User not found');
      expect(p.html).not.toContain('id="approve"');
    }
    for (const q of [`?user=${PLAYER_MOBILES[0]}&am=abc`, `?user=${PLAYER_MOBILES[0]}&am=12.5`, `?user=${PLAYER_MOBILES[0]}`, `?user=${PLAYER_MOBILES[0]}&am=${MB}`]) {
      const p = await page(q);
      expect(p.http).toBe(400);
      expect(p.html).toContain('Please enter a valid amount');
    }
  });
});

describe('POST upi/pay.php (the page buttons)', () => {
  it('approve: creates an approved payment and credits it once, with the usual recharge line', async () => {
    const before = t.sim.balance(uid());
    const r = await settle({ user: PLAYER_MOBILES[0], am: '1000', outcome: 'approve' });
    expect(r.http).toBe(200);
    expect(r.body).toMatchObject({ ok: true, credited: true, payment: { userId: uid(), amount: 1000, status: 'approved' } });
    expect(t.sim.balance(uid())).toBe(before + 1000);
    const id = (r.body.payment as { id: string }).id;
    expect(t.sim.ledger(uid()).at(-1)).toMatchObject({ amount: 1000, kind: 'recharge', ref: id, description: 'Money added via UPI' });
    // the journal records it like any wire call
    expect(t.sim.journal[0]).toMatchObject({ method: 'POST', path: `/${ALT_GATEWAY_PATH}`, httpStatus: 200 });
  });

  it('fail: the payment is created and failed; nothing is credited', async () => {
    const before = t.sim.balance(uid());
    const r = await settle({ user: PLAYER_MOBILES[0], am: '500', outcome: 'fail' });
    expect(r).toMatchObject({ http: 200, body: { ok: true, credited: false, payment: { status: 'failed', amount: 500 } } });
    expect(t.sim.balance(uid())).toBe(before);
  });

  it("an invitee's first recharge through it pays the inviter's first reward", async () => {
    t.sim.createUser({ mobile: '9000000700', referrer: PLAYER_MOBILES[1] });
    const inviter = uid(PLAYER_MOBILES[1]);
    const before = t.sim.balance(inviter);
    expect((await settle({ user: '9000000700', am: '500', outcome: 'approve' })).body).toMatchObject({ ok: true });
    expect(t.sim.balance(inviter)).toBe(before + 50);
  });

  it('refuses bad input with {ok: false, error}: recharge limits, outcome, unknown or 1 MB user', async () => {
    const count = t.sim.state.payments.list.length;
    expect(await settle({ user: PLAYER_MOBILES[0], am: '50', outcome: 'approve' })).toEqual({ http: 400, body: { ok: false, error: 'Please enter amount greater than 100' } });
    expect(await settle({ user: PLAYER_MOBILES[0], am: '50001', outcome: 'approve' })).toEqual({ http: 400, body: { ok: false, error: 'Maximum recharge is 50000' } });
    expect(await settle({ user: PLAYER_MOBILES[0], am: 'x', outcome: 'approve' })).toEqual({ http: 400, body: { ok: false, error: 'Please enter a valid amount' } });
    expect(await settle({ user: PLAYER_MOBILES[0], am: '500', outcome: 'maybe' })).toEqual({ http: 400, body: { ok: false, error: "outcome must be 'approve' or 'fail'" } });
    expect(await settle({ user: '9000000999', am: '500', outcome: 'approve' })).toEqual({ http: 404, body: { ok: false, error: 'User not found' } });
    expect(await settle({ user: MB, am: MB, outcome: MB })).toEqual({ http: 400, body: { ok: false, error: "outcome must be 'approve' or 'fail'" } });
    expect(await settle({ user: MB, am: '500', outcome: 'approve' })).toEqual({ http: 404, body: { ok: false, error: 'User not found' } });
    expect(t.sim.state.payments.list).toHaveLength(count);
  });
});

describe('the page in a browser (jsdom)', () => {
  const show = (html: string) => {
    // the page's inline handlers run in jsdom's own window, which has no fetch: lend it Node's (msw intercepts it)
    Object.assign((globalThis as unknown as { jsdom: { window: object } }).jsdom.window, { fetch: globalThis.fetch });
    document.documentElement.innerHTML = new DOMParser().parseFromString(html, 'text/html').documentElement.innerHTML;
  };

  it('Approve posts, shows "Payment successful" and credits the wallet', async () => {
    const before = t.sim.balance(uid());
    show(altGatewayPage(t.sim, { user: PLAYER_MOBILES[0], am: '700' }, `${HOST}/${ALT_GATEWAY_PATH}`, '#back').html);
    document.getElementById('approve')!.click();
    await waitFor(() => expect(document.getElementById('msg')!.textContent).toBe('Payment successful'));
    expect(t.sim.balance(uid())).toBe(before + 700);
    await waitFor(() => expect(location.hash).toBe('#back'));
  });

  it('Fail posts and shows "Payment failed"; a refused amount shows the reason and stays', async () => {
    const before = t.sim.balance(uid());
    show(altGatewayPage(t.sim, { user: PLAYER_MOBILES[0], am: '300' }, `${HOST}/${ALT_GATEWAY_PATH}`, '#failed').html);
    document.getElementById('fail')!.click();
    await waitFor(() => expect(document.getElementById('msg')!.textContent).toBe('Payment failed'));
    show(altGatewayPage(t.sim, { user: PLAYER_MOBILES[0], am: '20' }, `${HOST}/${ALT_GATEWAY_PATH}`, '#never').html);
    document.getElementById('approve')!.click();
    await waitFor(() => expect(document.getElementById('msg')!.textContent).toBe('Please enter amount greater than 100'));
    expect(t.sim.balance(uid())).toBe(before);
  });
});
