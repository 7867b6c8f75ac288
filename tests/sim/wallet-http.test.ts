/**
 * Withdrawals, P2P transfers and bank cards over real loopback HTTP (startHttpSimulator): multipart and JSON bodies,
 * reply shapes on success and failure, the control API, a 1 MB multipart field, and concurrent transfers and
 * withdrawals that never overdraw and keep every rupee accounted for.
 */
import { describe, expect, it } from 'vitest';
import { parseInstant } from '../../mock-server/core';
import { PLAYER_MOBILES } from '../../fixtures';
import { CREDS, setupHttpSimulator } from './httpSimulator';

const NOW = parseInstant('2026-03-02 10:00') as number; // IST, inside the withdrawal window
const BANK = { type: 'Bank', number: '', bank_ac_no: '123456789012', ifsc_code: 'SBIN0001234', ac_holder_name: 'Asha Rao', bank_name: 'State Bank of India' };

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const h = setupHttpSimulator({ now: NOW, frozen: true });

const uid = (i: number) => h.s.sim.userByMobile(PLAYER_MOBILES[i] as string)!.id;

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries({ ...CREDS, ...fields })) f.append(k, v);
  return f;
}

async function call(path: string, init: { method?: string; json?: unknown; form?: FormData } = {}) {
  const res = await fetch(`${h.s.url}/${path}`, {
    method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
    headers: init.json !== undefined ? { 'content-type': 'application/json' } : undefined,
    body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
  });
  expect(res.headers.get('content-type')).toContain('application/json');
  return { http: res.status, body: (await res.json()) as Json };
}

describe('wallet calls over HTTP', () => {
  it('withdraw_money (multipart) and bankcard.php withdrawal (JSON): success and failure shapes; admin approve / reject', async () => {
    const before = h.s.sim.balance(uid(1));
    expect(await call('Webservices/withdraw_money', { form: form({ user_id: uid(1), amount: '600', ...BANK }) })).toEqual({
      http: 200,
      body: { error: false, message: 'Withdrawal request sent successfully.' },
    });
    expect(await call(`api/bankcard.php?action=withdrawal&user=${uid(1)}`, { json: { amount: '700', ...BANK } })).toEqual({
      http: 200,
      body: [{ error: false, message: 'Withdrawal request sent successfully.' }],
    });
    expect(h.s.sim.balance(uid(1))).toBe(before - 1300);
    expect(await call('Webservices/withdraw_money', { form: form({ user_id: uid(1), amount: '600', ...BANK, bank_name: 'b'.repeat(1_000_000) }) })).toEqual({
      http: 200,
      body: { error: true, message: 'Bank name longer than 100 characters' },
    });
    expect(await call(`api/bankcard.php?action=withdrawal&user=${uid(1)}`, { json: { amount: '-5', ...BANK } })).toEqual({
      http: 200,
      body: [{ error: true, message: 'Please enter a valid amount' }],
    });
    expect(h.s.sim.balance(uid(1))).toBe(before - 1300);

    const [second, first] = (await call(`__sim/withdrawals?user=${PLAYER_MOBILES[1]}&status=pending`)).body as Json[];
    expect((await call(`__sim/withdrawals/${first.id}/approve`, { method: 'POST' })).body).toMatchObject({ ok: true, withdrawal: { status: 'approved' } });
    expect(await call(`__sim/withdrawals/${first.id}/approve`, { method: 'POST' })).toEqual({ http: 400, body: { ok: false, error: `Withdrawal ${first.id} already approved` } });
    expect((await call(`__sim/withdrawals/${second.id}/reject`, { json: { reason: 'Name mismatch' } })).body).toMatchObject({ ok: true, balance: before - 600 });
    expect(await call(`__sim/withdrawals/${second.id}/reject`, { method: 'POST' })).toEqual({ http: 400, body: { ok: false, error: `Withdrawal ${second.id} already rejected` } });
    expect(h.s.sim.balance(uid(1))).toBe(before - 600);
  });

  it('the control lists take ?user= as an id or a login mobile; a user no player has is a 404', async () => {
    for (const list of ['transfers', 'withdrawals']) {
      expect(await call(`__sim/${list}?user=${PLAYER_MOBILES[1]}`)).toEqual(await call(`__sim/${list}?user=${uid(1)}`));
      expect(await call(`__sim/${list}?user=0000000000`)).toEqual({ http: 404, body: { ok: false, error: 'User not found' } });
    }
  });

  it('p2ptransfer: [{status, wallet, message}] on success and failure', async () => {
    const [a, b] = [h.s.sim.balance(uid(1)), h.s.sim.balance(uid(2))];
    expect(await call(`api/game.php?action=p2ptransfer&user=${uid(1)}`, { json: { username: PLAYER_MOBILES[2], amount: '100' } })).toEqual({
      http: 200,
      body: [{ status: 1, wallet: String(a - 100), message: 'Amount transfer request successfully sent.' }],
    });
    expect(await call(`api/game.php?action=p2ptransfer&user=${uid(1)}`, { json: { username: PLAYER_MOBILES[1], amount: '100' } })).toEqual({
      http: 200,
      body: [{ status: 0, wallet: String(a - 100), message: 'You cannot transfer to your own account' }],
    });
    expect(await call(`api/game.php?action=p2ptransfer&user=${uid(1)}`, { json: { username: '<script>alert(1)</script>', amount: '1.5' } })).toEqual({
      http: 200,
      body: [{ status: 0, wallet: String(a - 100), message: 'Please enter a valid amount' }],
    });
    expect([h.s.sim.balance(uid(1)), h.s.sim.balance(uid(2))]).toEqual([a - 100, b + 100]);
  });

  it('bank cards: placeholder, add with the OTP read from /__sim/sms, saved card from both GETs, admin change', async () => {
    const placeholder = (await call(`api/game.php?action=bankcard&user=${uid(2)}`)).body;
    expect(placeholder).toEqual([{ name: '', bankname: '', account: '1111111111', ifsc: 'Not Addeed', upi: '', mobile: PLAYER_MOBILES[2], city: '', state: '' }]);
    expect((await call(`api/otp.php?num=${PLAYER_MOBILES[2]}`)).body).toMatchObject({ return: true });
    const sms = (await call(`__sim/sms?mobile=${PLAYER_MOBILES[2]}`)).body as Array<{ code: string }>;
    const card = { name: '<b>Meena</b>', bankname: 'ICICI Bank', account: '000401234567', ifsc: 'ICIC0000004', upi: 'meena@icici', mobile: PLAYER_MOBILES[2], city: 'Delhi', state: 'Delhi' };
    const wrong = sms[0]!.code === '000000' ? '111111' : '000000';
    expect(await call(`api/game.php?action=addbankcard&user=${uid(2)}`, { json: { ...card, otp: wrong } })).toEqual({ http: 200, body: { status: 'Invalid OTP' } });
    expect(await call(`api/game.php?action=addbankcard&user=${uid(2)}`, { json: { ...card, otp: sms[0]!.code } })).toEqual({ http: 200, body: { status: 'success' } });
    expect((await call(`api/bankcard.php?action=bankcard&user=${uid(2)}`)).body).toEqual([card]);
    expect((await call(`api/game.php?action=bankcard&user=${uid(2)}`)).body).toEqual([card]);
    expect((await call(`__sim/users/${uid(2)}/bank`, { method: 'PUT', json: { upi: 'meena@okaxis' } })).body).toMatchObject({ ok: true, card: { upi: 'meena@okaxis' } });
    expect((await call(`api/bankcard.php?action=bankcard&user=${uid(2)}`)).body).toEqual([{ ...card, upi: 'meena@okaxis' }]);
  });

  it('600 concurrent transfers and withdrawals among 20 players never overdraw; every rupee is accounted for', async () => {
    const mobiles = Array.from({ length: 20 }, (_, i) => `82000000${String(i).padStart(2, '0')}`);
    const ids = mobiles.map((mobile) => {
      const made = h.s.sim.createUser({ mobile });
      if (!made.ok) throw new Error(made.error);
      h.s.sim.adjust(made.user.id, 1000, 'Load test stake');
      return made.user.id;
    });
    const started = performance.now();
    const replies = await Promise.all(
      Array.from({ length: 600 }, (_, i) => {
        const from = i % 20;
        if (i % 3 === 2) {
          return call('Webservices/withdraw_money', { form: form({ user_id: ids[from]!, amount: '500', ...BANK }) }).then((r) => ({ kind: 'w', from, ok: r.body.error === false, message: r.body.message as string }));
        }
        return call(`api/game.php?action=p2ptransfer&user=${ids[from]}`, { json: { username: mobiles[(from + 1 + (i % 7)) % 20], amount: '150' } }).then((r) => ({
          kind: 't',
          from,
          ok: r.body[0].status === 1,
          message: r.body[0].message as string,
        }));
      }),
    );
    const ms = performance.now() - started;
    console.info(`600 concurrent wallet calls over HTTP: ${ms.toFixed(0)} ms`);
    for (const r of replies.filter((x) => !x.ok)) expect(['Insufficient Wallet balance']).toContain(r.message);
    const wOk = replies.filter((r) => r.kind === 'w' && r.ok).length;
    const tOk = replies.filter((r) => r.kind === 't' && r.ok).length;
    expect(wOk).toBeGreaterThan(0);
    expect(tOk).toBeGreaterThan(0);
    let total = 0;
    for (const id of ids) {
      const sum = h.s.sim.ledger(id).reduce((acc, l) => acc + l.amount, 0);
      expect(h.s.sim.balance(id)).toBe(sum);
      expect(sum).toBeGreaterThanOrEqual(0);
      total += sum;
    }
    // transfers stay among these players; each accepted withdrawal took 500 out
    expect(total).toBe(20 * 1000 - 500 * wOk);
    expect(h.s.sim.state.transfers.list.filter((t) => ids.includes(t.fromId))).toHaveLength(tOk);
  }, 60_000);
});
