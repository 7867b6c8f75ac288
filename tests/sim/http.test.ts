/**
 * The standalone HTTP simulator over real loopback: multipart and urlencoded form-data, JSON bodies, query strings,
 * CORS, and 1,000 concurrent bets from 20 players.
 */
import { describe, expect, it } from 'vitest';
import { parseInstant } from '../../mock-server/core';
import { PLAYER_MOBILES } from '../../fixtures';
import { CREDS, setupHttpSimulator } from './httpSimulator';

const NOW = parseInstant('2026-03-02 09:00') as number; // IST: Delhi Bazar (id 2) is open

const h = setupHttpSimulator({ now: NOW, frozen: true });

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries({ ...CREDS, ...fields })) f.append(k, v);
  return f;
}

async function post(path: string, body: FormData | URLSearchParams | string, headers?: Record<string, string>) {
  const res = await fetch(`${h.s.url}/${path}`, { method: 'POST', body, headers });
  return { res, body: (await res.json()) as Record<string, unknown> };
}

describe('HTTP simulator', () => {
  it('logs in with multipart form-data, reading the OTP from /__sim/sms', async () => {
    const step1 = await post('Webservices/login', form({ mobile: PLAYER_MOBILES[0] }));
    expect(step1.res.headers.get('content-type')).toContain('application/json');
    expect(step1.res.headers.get('access-control-allow-origin')).toBe('*');
    expect(step1.body).toEqual({ status: 1, msg: 'OTP send successfully!', purpose: 0 });
    const sms = (await (await fetch(`${h.s.url}/__sim/sms?mobile=${PLAYER_MOBILES[0]}`)).json()) as Array<{ code: string }>;
    const step2 = await post('Webservices/login', form({ mobile: PLAYER_MOBILES[0], otp: sms[0]!.code }));
    expect(step2.body).toEqual({ status: 1, msg: 'Login successfully!', id: h.s.sim.userByMobile(PLAYER_MOBILES[0])!.id });
  });

  it('reads urlencoded bodies, JSON bodies and query strings', async () => {
    const id = h.s.sim.userByMobile(PLAYER_MOBILES[1])!.id;
    const url = await post('Webservices/profile', new URLSearchParams({ ...CREDS, user_id: id }));
    expect(url.body).toMatchObject({ error: false, data: [{ mobile: PLAYER_MOBILES[1] }] });
    await fetch(`${h.s.url}/api/otp.php?num=9000000010`);
    const json = await post(
      'api/auth.php?action=addusers',
      JSON.stringify({ name: 'Neha', otp: h.s.sim.lastOtp('9000000010'), username: '9000000010', password: 'pw', refcode: '' }),
      { 'content-type': 'application/json' },
    );
    expect(json.body).toEqual([{ error: false, status: 1, message: 'Registration successfully!' }]);
    const rec = (await (await fetch(`${h.s.url}/api/game.php?game=2&action=resultrec&page=1`)).json()) as { data: unknown[] };
    expect(rec.data).toHaveLength(10);
  });

  it('answers CORS preflight for any origin', async () => {
    const res = await fetch(`${h.s.url}/Webservices/game_bet`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-custom' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type, x-custom');
  });

  it("dates every reply with the simulator's time (HTTP-date) and exposes the Date header to cross-origin clients", async () => {
    const expected = new Date(h.s.sim.now()).toUTCString();
    const call = await post('Webservices/game_list', form({}), { origin: 'http://localhost:5173' });
    expect(call.res.headers.get('date')).toBe(expected);
    expect(call.res.headers.get('access-control-expose-headers')).toMatch(/(^|,\s*)date(\s*,|$)/i);
    const json = await fetch(`${h.s.url}/api/game.php?game=2&action=resultrec&page=1`);
    expect(json.headers.get('date')).toBe(expected);
    const clock = await fetch(`${h.s.url}/__sim/clock`);
    expect(clock.headers.get('date')).toBe(expected);
    const moved = await fetch(`${h.s.url}/__sim/clock`, { method: 'POST', body: JSON.stringify({ advanceMs: 3_600_000 }), headers: { 'content-type': 'application/json' } });
    expect(moved.headers.get('date')).toBe(new Date(NOW + 3_600_000).toUTCString());
    await fetch(`${h.s.url}/__sim/clock`, { method: 'POST', body: JSON.stringify({ now: NOW }), headers: { 'content-type': 'application/json' } });
  });

  it('serves the gateway page and sends the player back to the client origin', async () => {
    const id = h.s.sim.userByMobile(PLAYER_MOBILES[2])!.id;
    const r = await post('Webservices/add_money_gateway', form({ user_id: id, amount: '200' }), { origin: 'http://localhost:5173' });
    expect(r.body.url).toMatch(new RegExp(`^${h.s.url}/__sim/gateway/PAY\\d+$`));
    const page = await fetch(String(r.body.url));
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('http://localhost:5173/dashboard');
  });

  it('404 JSON for paths outside the API; a network fault drops the connection', async () => {
    const res = await fetch(`${h.s.url}/favicon.ico`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 0, msg: 'Unknown endpoint /favicon.ico' });
    await fetch(`${h.s.url}/__sim/faults`, { method: 'POST', body: JSON.stringify({ path: 'game_list', kind: 'network', times: 1 }), headers: { 'content-type': 'application/json' } });
    await expect(post('Webservices/game_list', form({}))).rejects.toThrow();
    expect((await post('Webservices/game_list', form({}))).body.status).toBe(1);
  });

  it('1,000 concurrent bets from 20 players never overdraw and lose no ledger line', async () => {
    const players = Array.from({ length: 20 }, (_, i) => {
      const made = h.s.sim.createUser({ mobile: `81000000${String(i).padStart(2, '0')}` });
      if (!made.ok) throw new Error(made.error);
      h.s.sim.adjust(made.user.id, 500, 'Load test stake');
      return made.user.id;
    });
    const lines = JSON.stringify([{ bet_numbers: '07', bet_money: 10, type: 1 }, { bet_numbers: '3', bet_money: 5, type: 2 }]);
    const started = performance.now();
    const replies = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        post('Webservices/game_bet', form({ user_id: players[i % 20] as string, game_id: '2', game_type: '1', bet_numbers: lines, grand_total: '15' })).then((r) => ({
          user: players[i % 20] as string,
          status: r.body.status,
          msg: r.body.msg,
        })),
      ),
    );
    const ms = performance.now() - started;
    console.info(`1,000 concurrent bets over HTTP (multipart): ${ms.toFixed(0)} ms`);
    for (const id of players) {
      const mine = replies.filter((r) => r.user === id);
      const ok = mine.filter((r) => r.status === 1).length;
      expect(ok).toBe(33); // 500 / 15
      expect(mine.filter((r) => r.status === 0).every((r) => r.msg === 'Insufficient wallet balance')).toBe(true);
      expect(h.s.sim.balance(id)).toBe(500 - 15 * ok);
      const ledger = h.s.sim.ledger(id);
      expect(ledger).toHaveLength(1 + ok);
      expect(ledger.reduce((sum, l) => sum + l.amount, 0)).toBe(5);
      expect(h.s.sim.userBets(id)).toHaveLength(2 * ok);
    }
  }, 60_000);
});
