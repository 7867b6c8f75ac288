/**
 * Every endpoint of this issue through msw/node and fetch: reply shapes (exact key sets, as src/api/wire.ts has
 * them) including the failure replies, and the control API.
 */
import { describe, expect, it } from 'vitest';
import type { BetHistoryLine, Market, WalletLine } from '../../domain/wire';
import { parseInstant } from '../../mock-server/core';
import { setupTestSimulator } from '../../mock-server/transports/node';
import { PLAYER_MOBILES } from '../../fixtures';

const HOST = 'http://sim.test';
const NOW = parseInstant('2026-03-02 09:00') as number; // IST
const t = setupTestSimulator({ now: NOW, frozen: true });

const CREDS = { app_id: 'sim-app', app_key: 'sim-key' };

async function ws(name: string, fields: Record<string, string> = {}, creds: Record<string, string> = CREDS) {
  const body = new FormData();
  for (const [k, v] of Object.entries({ ...creds, ...fields })) body.append(k, v);
  const res = await fetch(`${HOST}/Webservices/${name}`, { method: 'POST', body });
  return { http: res.status, body: (await res.json()) as Record<string, unknown> & { status: unknown; msg: string } };
}

async function api(path: string, init?: { method?: string; json?: unknown }) {
  const res = await fetch(`${HOST}/${path}`, {
    method: init?.method ?? (init?.json ? 'POST' : 'GET'),
    headers: init?.json ? { 'content-type': 'application/json' } : undefined,
    body: init?.json ? JSON.stringify(init.json) : undefined,
  });
  const text = await res.text();
  return { http: res.status, type: res.headers.get('content-type') ?? '', text, body: (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : null) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const keys = (o: unknown) => Object.keys(o as object).sort();
const MARKET_KEYS = ['active', 'datetime', 'end_time', 'game_id', 'game_name', 'match_id', 'result', 'sequence', 'start_time'];
const BET_KEYS = ['created_at', 'game_name', 'game_number', 'id', 'isResult', 'money', 'type'];
const WALLET_KEYS = ['add_amount', 'date', 'description', 'purpose', 'time'];
const uid = (i = 0) => t.sim.userByMobile(PLAYER_MOBILES[i] as string)!.id;

async function login(mobile: string, extra: Record<string, string> = {}) {
  await ws('login', { mobile });
  return ws('login', { mobile, otp: t.sim.lastOtp(mobile) as string, ...extra });
}

describe('Webservices: credentials and routing', () => {
  it("rejects missing or wrong app credentials with the call's own failure reply (HTTP 200)", async () => {
    expect(await ws('game_rule', {}, {})).toMatchObject({ http: 200, body: { status: 0, msg: 'Invalid app credentials' } });
    expect(await ws('profile', {}, { app_id: 'sim-app', app_key: 'nope' })).toMatchObject({ http: 200, body: { error: true, message: 'Invalid app credentials' } });
  });

  it("every game_list failure carries `error` (spec §8: a failed market load shows response.data.error)", async () => {
    const failed = { status: 0, msg: 'Invalid app credentials', error: 'Invalid app credentials', LastResult: [], running_game: [], upcomming_game: [], banner: [], notice: [] };
    expect(await ws('game_list', {}, {})).toEqual({ http: 200, body: failed });
    expect(await ws('game_list', {}, { app_id: 'sim-app', app_key: 'nope' })).toEqual({ http: 200, body: failed });
    const get = await api('Webservices/game_list');
    expect(get.http).toBe(405);
    expect(get.body).toMatchObject({ status: 0, error: 'Method not allowed' });
  });

  it('404 JSON for unknown endpoints, 405 for GET', async () => {
    expect(await ws('nope')).toEqual({ http: 404, body: { status: 0, msg: 'Unknown endpoint Webservices/nope' } });
    expect((await api('Webservices/a/b')).http).toBe(404);
    expect(await api('api/nope.php')).toMatchObject({ http: 404, body: { status: 0 } });
    expect(await api('api/game.php?action=nope')).toMatchObject({ http: 404 });
    expect((await api('Webservices/profile')).http).toBe(405);
  });

  it('reads urlencoded bodies too', async () => {
    const res = await fetch(`${HOST}/Webservices/profile`, { method: 'POST', body: new URLSearchParams({ ...CREDS, user_id: uid() }) });
    expect(await res.json()).toMatchObject({ error: false, data: [{ mobile: PLAYER_MOBILES[0] }] });
  });
});

describe('Webservices: login', () => {
  it('step 1 sends an OTP: purpose 1 for a new mobile, 0 for a known one', async () => {
    expect((await ws('login', { mobile: '9000000001' })).body).toEqual({ status: 1, msg: 'OTP send successfully!', purpose: 1 });
    expect((await ws('login', { mobile: PLAYER_MOBILES[0] })).body).toEqual({ status: 1, msg: 'OTP send successfully!', purpose: 0 });
    expect(t.sim.lastOtp('9000000001')).toMatch(/^\d{6}$/);
    expect((await ws('login', { mobile: '' })).body).toEqual({ status: 0, msg: 'Please enter Mobile Number.' });
    expect((await ws('login', { mobile: '12345' })).body).toEqual({ status: 0, msg: 'Please enter a valid 10 digit mobile number' });
  });

  it('step 2 verifies the OTP and returns the id; creates a new user with referrer and agent', async () => {
    await ws('login', { mobile: '9000000002' });
    const wrong = t.sim.lastOtp('9000000002') === '000000' ? '111111' : '000000';
    expect((await ws('login', { mobile: '9000000002', otp: wrong })).body).toEqual({ status: 0, msg: 'Invalid OTP' });
    const ok = await ws('login', { mobile: '9000000002', otp: t.sim.lastOtp('9000000002') as string, refferal: PLAYER_MOBILES[0], agentId: 'AG1' });
    expect(ok.body).toEqual({ status: 1, msg: 'Registration successfully!', id: expect.stringMatching(/^\d+$/) });
    expect(t.sim.user(ok.body.id as string)).toMatchObject({ referrer: uid(), agentId: 'AG1' });
    expect((await login(PLAYER_MOBILES[1])).body).toEqual({ status: 1, msg: 'Login successfully!', id: uid(1) });
  });
});

describe('Webservices: profile, rules, lists', () => {
  it('profile: error/message/data[0]/user_Data with indexes 0 and 5', async () => {
    const { body } = await ws('profile', { user_id: uid() });
    expect(keys(body)).toEqual(['data', 'error', 'message', 'user_Data']);
    const d = (body.data as Array<Record<string, unknown>>)[0]!;
    expect(keys(d)).toEqual(['balance', 'lastWithdrawal', 'mobile', 'name', 'setting', 'usercode', 'wallet']);
    expect(d).toMatchObject({ wallet: String(t.sim.balance(uid())), usercode: PLAYER_MOBILES[0], mobile: PLAYER_MOBILES[0] });
    // the fixture's last bank withdrawal of this player (fixtures/seed/wallet.ts)
    expect(d.lastWithdrawal).toEqual({ bank_ac_no: expect.stringMatching(/^\d{12}$/), ac_holder_name: expect.any(String), ifsc_code: expect.stringMatching(/^[A-Z]{4}0\d{6}$/), bank_name: expect.any(String) });
    expect(d.setting).toEqual({ contact_info: expect.any(String), withdrawal_amount: '500', startwith: '09:00', endwith: '21:00', isbank: '1', isUpi: '1' });
    const ud = body.user_Data as Array<Record<string, unknown>>;
    expect(ud[0]).toMatchObject({ balance: String(t.sim.balance(uid())) });
    expect(ud[5]).toMatchObject({ minimum_recharge: '100', maximum_p2p: '25000' });
    expect((await ws('profile', { user_id: '999' })).body).toEqual({ error: true, message: 'User not found', data: [], user_Data: [] });
  });

  it('updatefcm stores the token', async () => {
    expect((await ws('updatefcm', { user_id: uid(), token: 'tok-1' })).body).toEqual({ status: 1, msg: 'Token updated successfully' });
    expect(t.sim.user(uid())!.fcmToken).toBe('tok-1');
    expect((await ws('updatefcm', { user_id: 'x', token: 'tok' })).body).toEqual({ status: 0, msg: 'User not found' });
  });

  it('game_rule: rates and description', async () => {
    const { body } = await ws('game_rule', { user_id: uid() });
    expect(body).toEqual({ status: 1, msg: 'Game rules', jodirate: '9800', hurfrate: '980', data: { description: expect.stringContaining('Jodi') } });
  });

  it('game_list: running/upcoming split by the clock, sorted by sequence; LastResult, banner, notice', async () => {
    const { body } = await ws('game_list');
    expect(keys(body)).toEqual(['LastResult', 'banner', 'msg', 'notice', 'running_game', 'status', 'upcomming_game']);
    const running = body.running_game as Market[];
    const upcoming = body.upcomming_game as Market[];
    for (const m of [...running, ...upcoming]) expect(keys(m)).toEqual(MARKET_KEYS);
    // 09:00 IST: the day markets and Disawar are open; Ghaziabad/Gali (10:00) and Rajdhani Night (12:00) are upcoming
    expect(running.map((m) => m.game_name)).toEqual(['Sadar Bazar', 'Delhi Bazar', 'Shree Ganesh', 'Faridabad', 'Gwalior', 'Disawar']);
    expect(running.every((m) => m.active === '1')).toBe(true);
    expect(upcoming.map((m) => m.game_name)).toEqual(['Ghaziabad', 'Gali', 'Rajdhani Night']);
    expect(upcoming.every((m) => m.active === '0')).toBe(true);
    expect(running[1]).toMatchObject({ game_id: '2', match_id: '2', start_time: '08:00:00', end_time: '14:50:00', datetime: '2026-03-02 14:50:00', result: expect.stringMatching(/^\d\d$/) });
    expect(upcoming[0]).toMatchObject({ datetime: '2026-03-02 20:50:00' });
    expect((body.LastResult as unknown[]).length).toBeGreaterThan(0);
    expect(keys((body.LastResult as unknown[])[0])).toEqual(['game_name', 'number']);
    expect((body.LastResult as Array<{ game_name: string }>)[0]!.game_name).toBe('Disawar'); // declared 05:00 today
    expect(body.banner).toHaveLength(3);
    expect((body.banner as Array<{ banner_img: string }>)[0]!.banner_img).toMatch(/^data:image\/svg\+xml/);
    expect(body.notice).toEqual([{ text_msg: expect.stringContaining('<p>') }]);
  });

  it('game_list after close: the market stays running with active 0 until its result', async () => {
    t.sim.clock.set(parseInstant('2026-03-02 14:55') as number);
    const running = (await ws('game_list')).body.running_game as Market[];
    expect(running.find((m) => m.game_name === 'Delhi Bazar')).toMatchObject({ active: '0' });
    t.sim.clock.set(parseInstant('2026-03-02 15:01') as number);
    const after = await ws('game_list');
    expect((after.body.running_game as Market[]).find((m) => m.game_name === 'Delhi Bazar')).toBeUndefined();
    expect((after.body.upcomming_game as Market[]).find((m) => m.game_name === 'Delhi Bazar')).toMatchObject({ active: '0', datetime: '2026-03-03 14:50:00' });
    expect((after.body.LastResult as Array<{ game_name: string }>)[0]!.game_name).toBe('Delhi Bazar');
  });

  it('game_details: end and result date/time of the session on the board', async () => {
    expect((await ws('game_details', { game_id: '9' })).body).toEqual({
      status: 1,
      msg: 'Game details',
      data: [{ game_name: 'Disawar', end_date: '2026-03-03', end_time: '03:30:00', result_date: '2026-03-03', result_time: '05:00:00' }],
    });
    expect((await ws('game_details', { game_id: '77' })).body).toEqual({ status: 0, msg: 'Game not found', data: [] });
  });

  it('game_chart: name and DD-MM-YYYY rows, newest first', async () => {
    const { body } = await ws('game_chart', { user_id: uid(), game_id: '2' });
    expect(keys(body)).toEqual(['chart', 'msg', 'name', 'status']);
    expect(body.name).toBe('Delhi Bazar');
    const chart = body.chart as Array<{ date: string; number: string }>;
    expect(chart.length).toBeGreaterThanOrEqual(30);
    expect(chart[0]).toEqual({ date: '01-03-2026', number: expect.stringMatching(/^\d\d$/) });
    expect((await ws('game_chart', { user_id: uid(), game_id: 'x' })).body).toEqual({ status: 0, msg: 'Game not found', chart: [], name: '' });
  });
});

describe('Webservices: bets', () => {
  const bet = (fields: Partial<Record<'user_id' | 'game_id' | 'game_type' | 'bet_numbers' | 'grand_total', string>>) =>
    ws('game_bet', { user_id: uid(), game_id: '2', game_type: '1', bet_numbers: JSON.stringify([{ bet_numbers: '07', bet_money: 10, type: 1 }]), grand_total: '10', ...fields });

  it('places, lists and cancels', async () => {
    const before = t.sim.balance(uid());
    expect((await bet({})).body).toEqual({ status: 1, msg: 'Bet placed successfully!' });
    expect(t.sim.balance(uid())).toBe(before - 10);
    const mine = (await ws('my_bets', { user_id: uid() })).body;
    expect(keys(mine)).toEqual(['data', 'msg', 'status']);
    const first = (mine.data as BetHistoryLine[])[0]!;
    expect(keys(first)).toEqual(BET_KEYS);
    expect(first).toMatchObject({ game_name: 'Delhi Bazar', type: '1', game_number: '07', money: '10', isResult: '0', created_at: '2026-03-02 09:00:00' });
    expect((await ws('game_bet_cancel', { user_id: uid(), game_id: String(first.id) })).body).toEqual({ status: 1, msg: 'Bet cancelled. ₹10 refunded (Kabad Cancel)' });
    expect((await ws('game_bet_cancel', { user_id: uid(), game_id: String(first.id) })).body).toEqual({ status: 0, msg: 'Bet already cancelled' });
    const cancelled = (await ws('my_bets_cancel', { user_id: uid() })).body.data as BetHistoryLine[];
    expect(cancelled[0]).toMatchObject({ id: first.id, isResult: '2' });
    expect((await ws('my_bets', { user_id: uid() })).body.data).not.toContainEqual(expect.objectContaining({ id: first.id }));
    expect(t.sim.balance(uid())).toBe(before);
  });

  it('failure replies', async () => {
    const fail = (msg: string) => ({ status: 0, msg });
    expect((await bet({ bet_numbers: 'not json' })).body).toEqual(fail('Invalid bet data'));
    expect((await bet({ bet_numbers: '[]' })).body).toEqual(fail('Empty Response'));
    expect((await bet({ game_type: '2' })).body).toEqual(fail('Invalid game type'));
    expect((await bet({ grand_total: '11' })).body).toEqual(fail('Grand total does not match the bets'));
    expect((await bet({ bet_numbers: JSON.stringify([{ bet_numbers: '07', bet_money: 1.5, type: 1 }]), grand_total: '1.5' })).body.status).toBe(0);
    expect((await bet({ bet_numbers: JSON.stringify([{ bet_numbers: '07', bet_money: 99999, type: 1 }]), grand_total: '99999' })).body).toEqual(fail('Insufficient wallet balance'));
    expect((await bet({ bet_numbers: JSON.stringify([{ bet_numbers: '07', bet_money: 100001, type: 1 }]), grand_total: '100001' })).body).toEqual(fail('Bet 1: amount above 100000'));
    expect((await bet({ game_id: '8' })).body).toEqual(fail('Betting for Rajdhani Night opens at 12:00'));
    expect((await bet({ user_id: '999' })).body).toEqual(fail('User not found'));
    expect((await bet({ game_id: '99' })).body).toEqual(fail('Game not found'));
    expect((await ws('game_bet_cancel', { user_id: uid(), game_id: '1' })).body).toEqual(fail('Bet not found'));
    expect((await ws('my_bets', { user_id: '999' })).body).toEqual({ status: 0, msg: 'User not found', data: [] });
  });
});

describe('Webservices: wallet', () => {
  it('transaction_history: wallet lines newest first, 10 a page; no page is page 1; a malformed page is refused', async () => {
    const pageOf = async (page: string) => (await ws('transaction_history', { user_id: uid(), page })).body.data as WalletLine[];
    const [p1, p2, p3] = [await pageOf('1'), await pageOf('2'), await pageOf('3')];
    expect([p1.length, p2.length]).toEqual([10, 10]);
    const lines = [...p1, ...p2, ...p3];
    for (const l of lines) {
      expect(keys(l)).toEqual(WALLET_KEYS);
      expect(l.date).toMatch(/^\d\d-\d\d-\d{4}$/);
      expect(l.add_amount).toMatch(/^[1-9]\d*$/);
      expect(['credit', 'debit']).toContain(l.purpose);
    }
    const stamp = (l: WalletLine) => l.date.split('-').reverse().join('-') + l.time;
    expect(lines.map(stamp)).toEqual([...lines.map(stamp)].sort().reverse());
    expect((await ws('transaction_history', { user_id: uid() })).body.data).toEqual(p1);
    for (const bad of ['x', '0', '-1', '1.5', '1e3']) {
      expect((await ws('transaction_history', { user_id: uid(), page: bad })).body).toEqual({ status: 0, msg: 'page must be a whole number ≥ 1', data: [] });
    }
  });

  it('add_money_gateway → gateway page → approve credits once with "Money added via UPI"', async () => {
    expect((await ws('add_money_gateway', { user_id: uid(), amount: '50' })).body).toEqual({ status: 0, msg: 'Please enter amount greater than 100' });
    const { body } = await ws('add_money_gateway', { user_id: uid(), amount: '500' });
    expect(body).toEqual({ status: 1, msg: 'Redirecting to payment gateway', url: expect.stringMatching(/^http:\/\/sim\.test\/__sim\/gateway\/PAY\d+$/) });
    const page = await api(String(body.url).slice(HOST.length + 1));
    expect(page.type).toContain('text/html');
    expect(page.text).toContain('Approve');
    expect(page.text).toContain('₹500');
    const id = String(body.url).split('/').pop() as string;
    const before = t.sim.balance(uid());
    expect((await api(`__sim/payments/${id}/approve`, { method: 'POST' })).body).toMatchObject({ ok: true, credited: true });
    expect((await api(`__sim/payments/${id}/approve`, { method: 'POST' })).body).toMatchObject({ ok: true, credited: false });
    expect(t.sim.balance(uid())).toBe(before + 500);
    const top = ((await ws('transaction_history', { user_id: uid() })).body.data as WalletLine[])[0];
    expect(top).toMatchObject({ description: 'Money added via UPI', add_amount: '500', purpose: 'credit' });
    expect((await api('__sim/payments/PAY0/approve', { method: 'POST' })).http).toBe(404);
  });
});

describe('api/*.php', () => {
  it('otp.php sends an OTP', async () => {
    expect((await api('api/otp.php?num=9000000003')).body).toEqual({ return: true, message: 'OTP send successfully!' });
    expect((await api('api/otp.php?num=12')).body).toEqual({ return: false, message: 'Please enter a valid 10 digit mobile number' });
  });

  it('auth.php addusers registers; replies an array', async () => {
    await api('api/otp.php?num=9000000004');
    const otp = t.sim.lastOtp('9000000004') as string;
    const body = { name: 'Ravi', otp, username: '9000000004', password: 'pw', refcode: PLAYER_MOBILES[0] };
    expect((await api('api/auth.php?action=addusers', { json: { ...body, name: '' } })).body).toEqual([{ error: true, status: 0, message: 'Enter required fields.' }]);
    expect((await api('api/auth.php?action=addusers', { json: body })).body).toEqual([{ error: false, status: 1, message: 'Registration successfully!' }]);
    expect((await api('api/auth.php?action=addusers', { json: body })).body).toEqual([{ error: true, status: 0, message: 'Mobile number already registered' }]);
    expect(t.sim.userByMobile('9000000004')).toMatchObject({ name: 'Ravi', referrer: uid() });
  });

  it('auth.php resetpassword', async () => {
    await api(`api/otp.php?num=${PLAYER_MOBILES[2]}`);
    const otp = t.sim.lastOtp(PLAYER_MOBILES[2]) as string;
    expect((await api('api/auth.php?action=resetpassword', { json: { otp: 'x', username: PLAYER_MOBILES[2], password: 'n' } })).body).toEqual({ error: true, message: 'Invalid OTP' });
    expect((await api('api/auth.php?action=resetpassword', { json: { otp, username: PLAYER_MOBILES[2], password: 'n' } })).body).toEqual({ error: false, message: 'Password successfully updated!' });
    expect((await api('api/auth.php?action=resetpassword', { json: { otp, username: '9000000099', password: 'n' } })).body).toEqual({ error: true, message: 'Mobile number is not registered' });
  });

  it('game.php resultrec and betrec: status/msg/data, 10 a page', async () => {
    const rr = (await api('api/game.php?game=2&action=resultrec&page=1')).body;
    expect(keys(rr)).toEqual(['data', 'msg', 'status']);
    expect(rr.data).toHaveLength(10);
    expect(keys(rr.data[0])).toEqual(['date', 'number']);
    expect((await api('api/game.php?game=99&action=resultrec&page=1')).body).toEqual({ status: 0, msg: 'Game not found', data: [] });
    const br = (await api(`api/game.php?game=2&action=betrec&page=1&user=${uid()}`)).body;
    expect(br.status).toBe(1);
    for (const b of br.data) {
      expect(keys(b)).toEqual(BET_KEYS);
      expect(b.game_name).toBe('Delhi Bazar');
    }
    expect((await api('api/game.php?game=2&action=betrec&page=1&user=999')).body).toEqual({ status: 0, msg: 'User not found', data: [] });
  });
});

describe('control API /__sim/', () => {
  it('lists routes and scenarios; resets to another scenario and seed', async () => {
    expect((await api('__sim/')).body.routes.length).toBeGreaterThan(10);
    const sc = (await api('__sim/scenarios')).body;
    expect(sc).toMatchObject({ current: 'default', seed: 42 });
    expect(sc.scenarios.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(['default', 'empty', 'low-balance']));
    expect((await api('__sim/reset', { json: { scenario: 'empty', seed: 9 } })).body).toEqual({ ok: true, scenario: 'empty', seed: 9 });
    expect(Object.keys(t.sim.state.users.byId)).toHaveLength(1);
    expect((await api('__sim/reset', { json: { scenario: 'nope' } })).http).toBe(400);
  });

  it('clock: read, set (IST text), advance, freeze', async () => {
    expect((await api('__sim/clock')).body).toMatchObject({ now: NOW, ist: '2026-03-02 09:00:00', frozen: true });
    expect((await api('__sim/clock', { json: { now: '2026-03-02 23:00' } })).body).toMatchObject({ ist: '2026-03-02 23:00:00' });
    expect((await api('__sim/clock', { json: { advanceMs: 3_600_000 } })).body).toMatchObject({ ist: '2026-03-03 00:00:00' });
    expect((await api('__sim/clock', { json: { frozen: false } })).body).toMatchObject({ frozen: false });
    expect((await api('__sim/clock', { json: { now: 'soon' } })).http).toBe(400);
  });

  it('snapshot: GET then PUT restores the whole state, clock included', async () => {
    const snap = (await api('__sim/snapshot')).body;
    await ws('game_bet', { user_id: uid(), game_id: '2', game_type: '1', bet_numbers: JSON.stringify([{ bet_numbers: '07', bet_money: 10, type: 1 }]), grand_total: '10' });
    await api('__sim/clock', { json: { advanceMs: 86_400_000 } });
    expect((await api('__sim/snapshot', { method: 'PUT', json: snap })).body).toEqual({ ok: true });
    expect(t.sim.snapshot()).toEqual(snap);
    expect((await api('__sim/snapshot', { method: 'PUT', json: { version: 99 } })).http).toBe(400);
  });

  it('sms: OTPs of a mobile, newest first', async () => {
    await ws('login', { mobile: '9000000005' });
    await ws('login', { mobile: '9000000005' });
    const sms = (await api('__sim/sms?mobile=9000000005')).body;
    expect(sms).toHaveLength(2);
    expect(keys(sms[0])).toEqual(['code', 'expiresAt', 'mobile', 'purpose', 'sentAt', 'used']);
    expect(sms[0].code).toBe(t.sim.lastOtp('9000000005'));
    expect(Date.parse(sms[0].expiresAt) - Date.parse(sms[0].sentAt)).toBe(300_000);
  });

  it('markets/:id/result declares and settles', async () => {
    await ws('game_bet', { user_id: uid(), game_id: '2', game_type: '1', bet_numbers: JSON.stringify([{ bet_numbers: '31', bet_money: 10, type: 1 }]), grand_total: '10' });
    const before = t.sim.balance(uid());
    expect((await api('__sim/markets/2/result', { json: { number: 31 } })).body).toMatchObject({ ok: true, session: '2026-03-02', number: '31', winners: 1, paid: 980 });
    expect(t.sim.balance(uid())).toBe(before + 980);
    expect((await api('__sim/markets/2/result', { json: { number: 31 } })).http).toBe(400);
    expect((await api('__sim/markets/77/result', { json: { number: 1 } })).http).toBe(404);
    expect((await api('__sim/markets/3/result', { json: { number: 100 } })).body).toEqual({ ok: false, error: 'Result must be a number 00–99' });
  });

  it('requests: a journal of wire calls with fields and reply status', async () => {
    await api('__sim/requests', { method: 'DELETE' });
    await ws('profile', { user_id: uid() });
    await api('api/auth.php?action=addusers', { json: { name: 'x', password: 'secret' } });
    const j = (await api('__sim/requests')).body;
    expect(j).toHaveLength(2);
    expect(j[1]).toMatchObject({ method: 'POST', path: '/Webservices/profile', fields: { user_id: uid(), app_id: 'sim-app' }, httpStatus: 200, replyStatus: false });
    expect(j[0]).toMatchObject({ path: '/api/auth.php?action=addusers', fields: { password: '***' }, replyStatus: 0 });
  });

  it('faults: error, html, network, latency — and times', async () => {
    await api('__sim/faults', { json: { path: 'Webservices/game_list', kind: 'error', times: 1 } });
    expect(await ws('game_list')).toEqual({ http: 500, body: { status: 0, msg: 'Internal Server Error', error: 'The server could not load this. Please try again.' } });
    expect((await ws('game_list')).body.status).toBe(1);
    await api('__sim/faults', { json: { path: 'profile', kind: 'html' } });
    const html = await fetch(`${HOST}/Webservices/profile`, { method: 'POST', body: new URLSearchParams(CREDS) });
    expect(await html.text()).toContain('Fatal error');
    await api('__sim/faults', { json: { path: 'game_rule', kind: 'network', times: 1 } });
    await expect(ws('game_rule')).rejects.toThrow();
    // a dropped connection is in the journal too (no HTTP status), so QA sees what the client met
    expect((await api('__sim/requests?limit=1')).body).toMatchObject([{ path: '/Webservices/game_rule', httpStatus: 0 }]);
    await api('__sim/faults', { json: { path: 'game_details', kind: 'latency', latencyMs: 150 } });
    const t0 = Date.now();
    await ws('game_details', { game_id: '2' });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
    expect((await api('__sim/faults')).body).toHaveLength(2);
    await api('__sim/faults', { method: 'DELETE' });
    expect((await api('__sim/faults')).body).toEqual([]);
    expect((await api('__sim/faults', { json: { path: 'x', kind: 'boom' } })).http).toBe(400);
  });

  it('users, payments, settings', async () => {
    const users = (await api('__sim/users')).body;
    expect(users.find((u: { mobile: string }) => u.mobile === PLAYER_MOBILES[0])).toMatchObject({ id: uid(), balance: t.sim.balance(uid()) });
    expect((await api(`__sim/users/${uid()}/adjust`, { json: { amount: -1e9 } })).body).toEqual({ ok: false, error: 'Insufficient wallet balance' });
    expect((await api(`__sim/users/${uid()}/adjust`, { json: { amount: 25 } })).body).toMatchObject({ ok: true });
    expect(Array.isArray((await api('__sim/payments')).body)).toBe(true);
    expect((await api('__sim/settings', { method: 'PATCH', json: { jodiRate: 9500 } })).body).toMatchObject({ jodiRate: 9500 });
    expect((await ws('game_rule', { user_id: uid() })).body.jodirate).toBe('9500');
    expect((await api('__sim/settings', { method: 'PATCH', json: { jodiRate: 'x' } })).http).toBe(400);
  });
});

describe('strictness: the simulator fails where a PHP backend would', () => {
  const place = { game_id: '2', game_type: '1', bet_numbers: JSON.stringify([{ bet_numbers: '07', bet_money: 10, type: 1 }]), grand_total: '10' };

  it('Webservices read form-data only: a bet sent as JSON or text/plain is refused and debits nothing', async () => {
    const before = t.sim.balance(uid());
    const fields = { ...CREDS, user_id: uid(), ...place };
    const asJson = await fetch(`${HOST}/Webservices/game_bet`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) });
    expect(await asJson.json()).toMatchObject({ status: 0, msg: 'Invalid app credentials' });
    const asText = await fetch(`${HOST}/Webservices/game_bet`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: new URLSearchParams(fields).toString() });
    expect(await asText.json()).toMatchObject({ status: 0, msg: 'Invalid app credentials' });
    expect(t.sim.balance(uid())).toBe(before);
    expect((await ws('game_bet', { user_id: uid(), ...place })).body).toEqual({ status: 1, msg: 'Bet placed successfully!' });
  });

  it('api/*.php calls read a JSON body only: a transfer sent urlencoded (text/plain or form) is refused and moves nothing', async () => {
    const [a, b] = [uid(1), uid(2)];
    const [before, beforeTo] = [t.sim.balance(a), t.sim.balance(b)];
    const fields = { username: PLAYER_MOBILES[2] as string, amount: '10' };
    const url = `${HOST}/api/game.php?action=p2ptransfer&user=${a}`;
    const refused = [{ status: 0, wallet: String(before), message: 'Please fill all required fields.' }];
    const asText = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: new URLSearchParams(fields).toString() });
    expect(await asText.json()).toEqual(refused);
    const asForm = await fetch(url, { method: 'POST', body: new URLSearchParams(fields) });
    expect(await asForm.json()).toEqual(refused);
    expect([t.sim.balance(a), t.sim.balance(b)]).toEqual([before, beforeTo]);
    expect((await api(`api/game.php?action=p2ptransfer&user=${a}`, { json: fields })).body).toMatchObject([{ status: 1 }]);
    expect(t.sim.balance(a)).toBe(before - 10);
  });

  it('bounds field lengths and types with a clear failure reply', async () => {
    expect((await ws('updatefcm', { user_id: uid() })).body).toEqual({ status: 0, msg: 'token required' });
    expect((await ws('updatefcm', { user_id: uid(), token: 'x'.repeat(1_000_000) })).body).toEqual({ status: 0, msg: 'token longer than 4096 characters' });
    expect(t.sim.user(uid())?.fcmToken).toBe('');
    await api('api/otp.php?num=9000000077');
    const otp = t.sim.lastOtp('9000000077') as string;
    const reg = await api('api/auth.php?action=addusers', { json: { name: 'n'.repeat(1_000_000), otp, username: '9000000077', password: 'pw', refcode: '' } });
    expect(reg.body).toEqual([{ error: true, status: 0, message: 'Name longer than 100 characters' }]);
    expect(t.sim.userByMobile('9000000077')).toBeUndefined();
    expect((await ws('game_bet', { user_id: uid(), ...place, bet_numbers: `[${'{"bet_numbers":"07","bet_money":1,"type":1},'.repeat(2000)}]` })).body).toEqual({ status: 0, msg: 'Invalid bet data' });
  });
});

describe('the query string wins over the body', () => {
  it("a JSON body's `user` never stands in for ?user= (P2P debits the query's player)", async () => {
    const [a, b] = [uid(0), uid(1)];
    const [balA, balB] = [t.sim.balance(a), t.sim.balance(b)];
    const r = await api(`api/game.php?action=p2ptransfer&user=${a}`, { json: { user: b, username: PLAYER_MOBILES[2], amount: '10' } });
    expect(r.body[0]).toMatchObject({ status: 1 });
    expect([t.sim.balance(a), t.sim.balance(b)]).toEqual([balA - 10, balB]);
  });
});
