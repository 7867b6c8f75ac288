/**
 * Replayable sessions: a session driven over real HTTP (logins, bets, a cancel, a declared result, faults, a clock
 * move) is exported with GET /__sim/session and replayed call by call with every reply the same; a changed reply is
 * reported as the first difference. The committed file from a browser run replays too.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIM_DEFAULT_CREDENTIALS } from '../../domain/simControl';
import { parseInstant } from '../core';
import { startHttpSimulator, type HttpSimulator } from '../http/server';
import type { SessionFile } from '../core/sessionFile';
import { replaySession } from './replaySession';
import { PLAYER_MOBILES } from '../../fixtures';

const NOW = parseInstant('2026-03-02 09:00') as number;
const CREDS = Object.fromEntries(SIM_DEFAULT_CREDENTIALS.map((c) => [c.name, c.value]));

let s: HttpSimulator;
beforeAll(async () => {
  s = await startHttpSimulator({ port: 0, now: NOW });
});
afterAll(() => s.close());

const ws = (name: string, fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries({ ...CREDS, ...fields })) body.append(k, v);
  return fetch(`${s.url}/Webservices/${name}`, { method: 'POST', body }).then((r) => r.json());
};
const control = (path: string, json?: unknown) =>
  fetch(`${s.url}/__sim/${path}`, json === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) }).then((r) => r.json());

describe('replayable sessions', () => {
  it('exports a session driven over HTTP and replays it with every reply the same', async () => {
    await control('reset', { scenario: 'manual-results', seed: 11, now: NOW });
    const mobile = PLAYER_MOBILES[1];
    await ws('login', { mobile });
    const inbox = await control(`sms?mobile=${mobile}`);
    const { id } = await ws('login', { mobile, otp: inbox[0].code, refferal: '' });
    const bet = JSON.stringify([{ bet_numbers: '07', bet_money: 10, type: 1 }, { bet_numbers: '3', bet_money: 5, type: 2 }]);
    expect(await ws('game_bet', { user_id: id, game_id: '2', game_type: '1', bet_numbers: bet, grand_total: '15' })).toMatchObject({ status: 1 });
    const mine = await ws('my_bets', { user_id: id });
    await ws('game_bet_cancel', { user_id: id, game_id: mine.data[0].id });
    await control('faults', { path: 'game_list', kind: 'business', message: 'Busy', times: 1 });
    expect(await ws('game_list', {})).toMatchObject({ status: 0, msg: 'Busy' });
    await control('faults', { path: '*', kind: 'latency', latencyMs: 20, latencyMaxMs: 60, probability: 0.5, times: 3 });
    await control('clock', { advanceMs: 6 * 3_600_000 });
    await control('markets/2/result', { number: '07' });
    await ws('transaction_history', { user_id: id, page: '1' });
    await fetch(`${s.url}/api/game.php?game=2&action=betrec&page=1&user=${id}`);

    const file = (await control('session')) as SessionFile;
    expect(file.calls.length).toBeGreaterThanOrEqual(10);
    expect(file.calls.map((c) => c.path)).toContain('/__sim/markets/2/result');
    expect(await replaySession(file, SIM_DEFAULT_CREDENTIALS.slice())).toEqual({ ok: true, calls: file.calls.length });

    const tampered = structuredClone(file);
    const i = tampered.calls.findIndex((c) => c.path === '/Webservices/transaction_history');
    const reply = tampered.calls[i]!.reply as { hash: string };
    reply.hash = '0';
    const report = await replaySession(tampered, SIM_DEFAULT_CREDENTIALS.slice());
    expect(report).toMatchObject({ ok: false, index: i, call: { path: '/Webservices/transaction_history' } });
    expect(await replaySession({ format: 'x' }, [])).toEqual({ ok: false, error: 'not a matka-sim-session file (version 1)' });
  });

  it('replays the session recorded from a browser run of the player flow (e2e)', async () => {
    const file = JSON.parse(readFileSync(new URL('../../tests/sim/sessions/player-flow.json', import.meta.url), 'utf8')) as SessionFile;
    const report = await replaySession(file, SIM_DEFAULT_CREDENTIALS.slice());
    expect(report).toEqual({ ok: true, calls: file.calls.length });
    expect(file.calls.length).toBeGreaterThan(20);
  });
});

describe('exports carry no secrets (issue 27 item 4)', () => {
  it('a session with a registration, an OTP login, a push token, a bank card and a withdrawal: exported without the password, OTPs, token, credential values or full bank details — and it still replays', async () => {
    await control('reset', { scenario: 'default', seed: 5, now: parseInstant('2026-03-02 12:00') });
    const mobile = '9012345678';
    const password = 'Sup3r-secret-pw';
    const token = 'fcm-token-abcdefghijklmnop';
    const account = '123456789012';
    await fetch(`${s.url}/api/otp.php?num=${mobile}`);
    const regOtp = s.sim.lastOtp(mobile) as string;
    const reg = await fetch(`${s.url}/api/auth.php?action=addusers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Asha', otp: regOtp, username: mobile, password, refcode: '' }),
    }).then((r) => r.json());
    expect(reg).toMatchObject([{ status: 1 }]);
    await ws('login', { mobile });
    const loginOtp = s.sim.lastOtp(mobile) as string;
    const { id } = await ws('login', { mobile, otp: loginOtp, refferal: '' });
    await ws('updatefcm', { user_id: id, token });
    await control(`users/${id}/adjust`, { amount: 2000 });
    await fetch(`${s.url}/api/otp.php?num=${mobile}`);
    const bankOtp = s.sim.lastOtp(mobile) as string;
    const card = await fetch(`${s.url}/api/game.php?action=addbankcard&user=${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Asha Devi', bankname: 'SBI', account, ifsc: 'SBIN0001234', upi: 'asha@upi', mobile, otp: bankOtp, city: 'Pune', state: 'MH' }),
    }).then((r) => r.json());
    expect(card).toEqual({ status: 'success' });
    await ws('withdraw_money', { user_id: id, amount: '600', number: '', type: 'Bank', bank_ac_no: account, ifsc_code: 'SBIN0001234', ac_holder_name: 'Asha Devi', bank_name: 'SBI' });
    await fetch(`${s.url}/api/game.php?action=bankcard&user=${id}`);
    await ws('profile', { user_id: id });

    const secrets = [password, regOtp, loginOtp, bankOtp, token, account, 'SBIN0001234', 'asha@upi', ...Object.values(CREDS)];
    const leaks = (text: string) => secrets.filter((x) => text.includes(x));
    const exported = await fetch(`${s.url}/__sim/session`).then((r) => r.text());
    expect(leaks(exported)).toEqual([]);
    // bank details keep their last 4 characters and the kind of the others (a replay restores a well-formed one)
    expect(exported).toContain('"account":"########9012","ifsc":"****###1234","upi":"****@upi"');
    const snapshot = await fetch(`${s.url}/__sim/snapshot`).then((r) => r.text());
    expect(leaks(snapshot)).toEqual([]);
    // the redacted session replays: the OTPs come from the replayed simulator itself, the credentials from the replay's own
    const file = JSON.parse(exported) as SessionFile;
    expect(await replaySession(file, SIM_DEFAULT_CREDENTIALS.slice())).toEqual({ ok: true, calls: file.calls.length });
    // for local debugging only, on request
    const full = await fetch(`${s.url}/__sim/session?secrets=include`).then((r) => r.text());
    expect(leaks(full).sort()).toEqual(secrets.filter((x) => full.includes(x)).sort());
    expect(full).toContain(password);
    expect(full).toContain(account);
    expect(await fetch(`${s.url}/__sim/snapshot?secrets=include`).then((r) => r.text())).toContain(password);
  });
});
