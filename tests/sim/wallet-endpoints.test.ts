/**
 * Withdrawals, P2P transfers and bank cards through msw/node and fetch: each call's reply shape (exact keys) on
 * success and failure, bad input (missing fields, non-numeric / negative / fractional amounts, unknown users, a second
 * approval, a transfer to oneself, a 1 MB field, a script string) answered in the call's own shape — never a 500,
 * never a partial ledger change — the control API, and the default scenario's wallet seed.
 */
import { describe, expect, it } from 'vitest';
import type { BankDetail, WalletLine } from '../../domain/wire';
import { parseInstant } from '../../mock-server/core';
import { WITHDRAW_MSG } from '../../mock-server/core/domains/withdrawals';
import { P2P_MSG } from '../../mock-server/core/domains/transfers';
import { BANK_MSG } from '../../mock-server/core/domains/bankCards';
import { createSimulator } from '../../mock-server/simulator';
import { setupTestSimulator } from '../../mock-server/transports/node';
import { PLAYER_MOBILES } from '../../fixtures';
import { MSG, amountGreaterThan, withdrawalClosed } from '../../domain/messages';
import { isCreditLine } from '../../domain/rules/wallet';

const HOST = 'http://sim.test';
const NOW = parseInstant('2026-03-02 10:00') as number; // IST, inside the 09:00–21:00 window
const t = setupTestSimulator({ now: NOW, frozen: true });
const CREDS = { app_id: 'sim-app', app_key: 'sim-key' };
const MB = 'x'.repeat(1_000_000);
const SCRIPT = '<script>alert(1)</script>';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

async function ws(name: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries({ ...CREDS, ...fields })) body.append(k, v);
  const res = await fetch(`${HOST}/Webservices/${name}`, { method: 'POST', body });
  return { http: res.status, body: (await res.json()) as Json };
}

async function api(path: string, init?: { method?: string; json?: unknown }) {
  const res = await fetch(`${HOST}/${path}`, {
    method: init?.method ?? (init?.json !== undefined ? 'POST' : 'GET'),
    headers: init?.json !== undefined ? { 'content-type': 'application/json' } : undefined,
    body: init?.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
  return { http: res.status, body: (await res.json()) as Json };
}

const keys = (o: unknown) => Object.keys(o as object).sort();
const uid = (i = 0) => t.sim.userByMobile(PLAYER_MOBILES[i] as string)!.id;
const BANK_KEYS = ['account', 'bankname', 'city', 'ifsc', 'mobile', 'name', 'state', 'upi'];

/** Every user's balance and line count, the withdrawals, transfers and cards: what a refused call must not change. */
const world = () =>
  JSON.stringify({
    wallets: Object.keys(t.sim.state.users.byId).map((id) => [id, t.sim.balance(id), t.sim.ledger(id).length]),
    withdrawals: t.sim.state.withdrawals,
    transfers: t.sim.state.transfers,
    cards: t.sim.state.bankCards,
  });

const BANK = { type: 'Bank', number: '', bank_ac_no: '123456789012', ifsc_code: 'SBIN0001234', ac_holder_name: 'Asha Rao', bank_name: 'State Bank of India' };
const withdrawForm = (f: Record<string, string> = {}) => ws('withdraw_money', { user_id: uid(1), amount: '600', ...BANK, ...f });
const withdrawJson = (body: Record<string, unknown> = {}, user = uid(1)) => api(`api/bankcard.php?action=withdrawal&user=${user}`, { json: { amount: '600', ...BANK, ...body } });

async function history(userId: string): Promise<WalletLine[]> {
  return (await ws('transaction_history', { user_id: userId })).body.data;
}

describe('messages', () => {
  it("the simulator's texts are the client's own where the client has one", () => {
    expect(WITHDRAW_MSG.amount).toBe(MSG.withdrawAmount);
    expect(WITHDRAW_MSG.bankDetails).toBe(MSG.bankDetails);
    expect(WITHDRAW_MSG.paymentMode).toBe(MSG.paymentMode);
    expect(WITHDRAW_MSG.upiMobile).toBe(MSG.upiMobile);
    expect(WITHDRAW_MSG.insufficient).toBe(MSG.insufficientBalance);
    expect(WITHDRAW_MSG.greaterThan(500)).toBe(amountGreaterThan(500));
    expect(WITHDRAW_MSG.closed('09:00', '21:00')).toBe(withdrawalClosed('09:00', '21:00'));
    expect(P2P_MSG.required).toBe(MSG.fillAllRequired);
    expect(P2P_MSG.sent).toBe(MSG.p2pSent);
    expect(P2P_MSG.insufficient).toBe(MSG.insufficientBalance);
    expect(BANK_MSG.required).toBe(MSG.requiredFields);
    expect(BANK_MSG.contactAdmin).toBe(MSG.contactAdmin);
    expect(BANK_MSG.otp).toBe(MSG.loginOtp);
  });
});

describe('withdrawals', () => {
  it('Webservices/withdraw_money: {error: false, message}; debits at once; pending in the control list; profile lastWithdrawal', async () => {
    const before = t.sim.balance(uid(1));
    const r = await withdrawForm({ ac_holder_name: SCRIPT });
    expect(r).toEqual({ http: 200, body: { error: false, message: 'Withdrawal request sent successfully.' } });
    expect(t.sim.balance(uid(1))).toBe(before - 600);
    const top = (await history(uid(1)))[0]!;
    expect(top).toMatchObject({ add_amount: '600', purpose: 'debit', description: expect.stringMatching(/^Withdrawal request WD\d+ to bank account XXXX9012$/) });
    expect(isCreditLine({ purpose: 'debit', description: top.description })).toBe(false);
    const list = (await api(`__sim/withdrawals?user=${PLAYER_MOBILES[1]}`)).body;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ userId: uid(1), mobile: PLAYER_MOBILES[1], amount: 600, mode: 'Bank', status: 'pending', requested: '2026-03-02 10:00:00', settled: null });
    const profile = (await ws('profile', { user_id: uid(1) })).body.data[0];
    expect(profile.lastWithdrawal).toEqual({ bank_ac_no: '123456789012', ac_holder_name: SCRIPT, ifsc_code: 'SBIN0001234', bank_name: 'State Bank of India' });
    expect(profile.wallet).toBe(String(before - 600));
  });

  it('api/bankcard.php?action=withdrawal: an array of one {error, message}; amount may be a JSON number; UPI modes', async () => {
    const before = t.sim.balance(uid(1));
    expect(await withdrawJson({ amount: 700 })).toEqual({ http: 200, body: [{ error: false, message: 'Withdrawal request sent successfully.' }] });
    expect(await withdrawJson({ type: 'GPay', number: '9123456789', bank_ac_no: '', ifsc_code: '', ac_holder_name: '', bank_name: '' })).toEqual({
      http: 200,
      body: [{ error: false, message: 'Withdrawal request sent successfully.' }],
    });
    expect(t.sim.balance(uid(1))).toBe(before - 1300);
    expect((await api('__sim/withdrawals?status=pending')).body.filter((w: Json) => w.userId === uid(1)).map((w: Json) => w.mode)).toEqual(['GPay', 'Bank']);
  });

  it('refuses bad input in each call’s own shape, HTTP 200, changing nothing', async () => {
    const bal = t.sim.balance(uid(1));
    const cases: Array<[Record<string, string>, string]> = [
      [{ amount: '' }, MSG.withdrawAmount],
      [{ amount: 'abc' }, 'Please enter a valid amount'],
      [{ amount: '-600' }, 'Please enter a valid amount'],
      [{ amount: '600.50' }, 'Please enter a valid amount'],
      [{ amount: MB }, 'Amount longer than 100 characters'],
      [{ type: '' }, MSG.paymentMode],
      [{ type: SCRIPT }, 'Invalid payment mode'],
      [{ bank_ac_no: '' }, MSG.bankDetails],
      [{ bank_name: MB }, 'Bank name longer than 100 characters'],
      [{ ac_holder_name: MB }, 'Account holder name longer than 100 characters'],
      [{ ifsc_code: SCRIPT }, 'Please enter a valid IFSC code'],
      [{ bank_ac_no: SCRIPT }, 'Please enter a valid bank account number'],
      [{ type: 'Paytm', number: '' }, MSG.upiMobile],
      [{ type: 'Paytm', number: SCRIPT }, 'Please enter a valid 10 digit UPI mobile number'],
      [{ amount: String(bal + 1) }, MSG.insufficientBalance],
      [{ amount: '499' }, amountGreaterThan(500)],
      [{ user_id: '999' }, 'User not found'],
      [{ user_id: '' }, 'User not found'],
    ];
    const snap = world();
    for (const [f, message] of cases) {
      expect(await withdrawForm(f), JSON.stringify(f).slice(0, 60)).toEqual({ http: 200, body: { error: true, message } });
      const { user_id: user = uid(1), ...body } = f;
      expect(await withdrawJson(body, user), JSON.stringify(f).slice(0, 60)).toEqual({ http: 200, body: [{ error: true, message }] });
    }
    // fields left out altogether
    const partial = new FormData();
    for (const [k, v] of Object.entries({ ...CREDS, user_id: uid(1), type: 'Bank' })) partial.append(k, v);
    const res = await fetch(`${HOST}/Webservices/withdraw_money`, { method: 'POST', body: partial });
    expect(await res.json()).toEqual({ error: true, message: MSG.withdrawAmount });
    expect(await api(`api/bankcard.php?action=withdrawal&user=${uid(1)}`, { json: { amount: '600' } })).toEqual({ http: 200, body: [{ error: true, message: MSG.paymentMode }] });
    expect(await api(`api/bankcard.php?action=withdrawal&user=${uid(1)}`, { json: { amount: -600, ...BANK } })).toEqual({ http: 200, body: [{ error: true, message: 'Please enter a valid amount' }] });
    expect(await api(`api/bankcard.php?action=withdrawal&user=${uid(1)}`, { json: { amount: 600.5, ...BANK } })).toEqual({ http: 200, body: [{ error: true, message: 'Please enter a valid amount' }] });
    expect(await api(`api/bankcard.php?action=withdrawal&user=${uid(1)}`, { json: { amount: ['600'], ...BANK } })).toEqual({ http: 200, body: [{ error: true, message: MSG.withdrawAmount }] });
    expect(world()).toBe(snap);
  });

  it('outside the window: the closed-hours text of the client', async () => {
    await api('__sim/clock', { json: { now: '2026-03-02 21:00:01' } });
    const snap = world();
    expect((await withdrawForm()).body).toEqual({ error: true, message: 'Withdrawal time closed. Please try again between 09:00 and 21:00.' });
    expect((await withdrawJson()).body).toEqual([{ error: true, message: 'Withdrawal time closed. Please try again between 09:00 and 21:00.' }]);
    expect(world()).toBe(snap);
  });

  it('control: approve is final; reject credits back once; a second approval or rejection is refused with a clear error', async () => {
    await withdrawForm({ amount: '800' });
    await withdrawForm({ amount: '900' });
    const [b, a] = (await api(`__sim/withdrawals?user=${uid(1)}`)).body as Array<{ id: string }>;
    const bal = t.sim.balance(uid(1));
    const approved = await api(`__sim/withdrawals/${a!.id}/approve`, { method: 'POST' });
    expect(approved).toMatchObject({ http: 200, body: { ok: true, withdrawal: { id: a!.id, status: 'approved', amount: 800 } } });
    expect(await api(`__sim/withdrawals/${a!.id}/approve`, { method: 'POST' })).toEqual({ http: 400, body: { ok: false, error: `Withdrawal ${a!.id} already approved` } });
    expect(await api(`__sim/withdrawals/${a!.id}/reject`, { method: 'POST' })).toEqual({ http: 400, body: { ok: false, error: `Withdrawal ${a!.id} already approved` } });
    expect(t.sim.balance(uid(1))).toBe(bal);

    const rejected = await api(`__sim/withdrawals/${b!.id}/reject`, { json: { reason: SCRIPT } });
    expect(rejected).toMatchObject({ http: 200, body: { ok: true, balance: bal + 900, withdrawal: { status: 'rejected', reason: SCRIPT } } });
    expect(await api(`__sim/withdrawals/${b!.id}/reject`, { method: 'POST' })).toEqual({ http: 400, body: { ok: false, error: `Withdrawal ${b!.id} already rejected` } });
    expect(await api(`__sim/withdrawals/${b!.id}/approve`, { method: 'POST' })).toEqual({ http: 400, body: { ok: false, error: `Withdrawal ${b!.id} already rejected` } });
    expect(t.sim.balance(uid(1))).toBe(bal + 900);
    const top = (await history(uid(1)))[0]!;
    expect(top).toMatchObject({ add_amount: '900', purpose: 'credit' });
    expect(top.description).toContain('withdrawal request has been Rejected');
    expect(isCreditLine({ purpose: '', description: top.description })).toBe(true);
    expect(t.sim.ledger(uid(1)).filter((l) => l.ref === b!.id).map((l) => l.amount)).toEqual([-900, 900]);

    expect(await api('__sim/withdrawals/WD1/approve', { method: 'POST' })).toEqual({ http: 404, body: { ok: false, error: 'Withdrawal not found' } });
    expect(await api('__sim/withdrawals/WD1/reject', { method: 'POST' })).toEqual({ http: 404, body: { ok: false, error: 'Withdrawal not found' } });
    expect((await api(`__sim/withdrawals/${b!.id}/reject`, { json: { reason: MB } })).body).toEqual({ ok: false, error: 'Reason longer than 200 characters' });
    expect((await api('__sim/withdrawals?status=paid')).http).toBe(400);
    expect((await api('__sim/withdrawals?user=9000000999')).http).toBe(404);
    expect((await api('__sim/withdrawals?status=approved')).body.map((w: Json) => w.status)).not.toContain('pending');
  });
});

describe('P2P transfers', () => {
  const p2p = (body: Record<string, unknown>, user = uid(1)) => api(`api/game.php?action=p2ptransfer&user=${user}`, { json: body });

  it('[{status: 1, wallet, message}]: both wallets change; the receiver line reads as a credit', async () => {
    const [a, b] = [t.sim.balance(uid(1)), t.sim.balance(uid(2))];
    const r = await p2p({ username: PLAYER_MOBILES[2], amount: '250' });
    expect(r).toEqual({ http: 200, body: [{ status: 1, wallet: String(a - 250), message: 'Amount transfer request successfully sent.' }] });
    expect(keys(r.body[0])).toEqual(['message', 'status', 'wallet']);
    expect(t.sim.balance(uid(2))).toBe(b + 250);
    const sent = (await history(uid(1)))[0]!;
    const got = (await history(uid(2)))[0]!;
    expect(sent).toMatchObject({ description: `P2P transfer to ${PLAYER_MOBILES[2]}`, add_amount: '250', purpose: 'debit' });
    expect(got).toMatchObject({ description: `P2P amount received from ${PLAYER_MOBILES[1]}`, add_amount: '250', purpose: 'credit' });
    expect(isCreditLine({ purpose: 'debit', description: sent.description })).toBe(false);
    expect(isCreditLine({ purpose: '', description: got.description })).toBe(true);
    expect(await p2p({ username: Number(PLAYER_MOBILES[2]), amount: 50 })).toMatchObject({ body: [{ status: 1, wallet: String(a - 300) }] });
    const list = (await api(`__sim/transfers?user=${PLAYER_MOBILES[2]}`)).body;
    expect(list.slice(0, 2)).toMatchObject([
      { from: PLAYER_MOBILES[1], to: PLAYER_MOBILES[2], amount: 50, time: '2026-03-02 10:00:00' },
      { from: PLAYER_MOBILES[1], to: PLAYER_MOBILES[2], amount: 250 },
    ]);
  });

  it('refuses bad input as [{status: 0, wallet, message}], changing nothing', async () => {
    const bal = String(t.sim.balance(uid(1)));
    const max = t.sim.state.settings.maxP2p;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: '100' }, MSG.fillAllRequired],
      [{ username: PLAYER_MOBILES[2] }, MSG.fillAllRequired],
      [{ username: '', amount: '' }, MSG.fillAllRequired],
      [{ username: PLAYER_MOBILES[2], amount: 'abc' }, 'Please enter a valid amount'],
      [{ username: PLAYER_MOBILES[2], amount: '-5' }, 'Please enter a valid amount'],
      [{ username: PLAYER_MOBILES[2], amount: -5 }, 'Please enter a valid amount'],
      [{ username: PLAYER_MOBILES[2], amount: '2.5' }, 'Please enter a valid amount'],
      [{ username: PLAYER_MOBILES[2], amount: MB }, 'Please enter a valid amount'],
      [{ username: '9000000999', amount: '100' }, 'No user found with this mobile number'],
      [{ username: MB, amount: '100' }, 'No user found with this mobile number'],
      [{ username: SCRIPT, amount: '100' }, 'No user found with this mobile number'],
      [{ username: PLAYER_MOBILES[1], amount: '100' }, 'You cannot transfer to your own account'],
      [{ username: PLAYER_MOBILES[2], amount: String(max + 1) }, `Maximum transfer amount is ${max}`],
      [{ username: PLAYER_MOBILES[2], amount: String(Number(bal) + 1) }, MSG.insufficientBalance],
    ];
    const snap = world();
    for (const [body, message] of cases) expect(await p2p(body), JSON.stringify(body).slice(0, 60)).toEqual({ http: 200, body: [{ status: 0, wallet: bal, message }] });
    expect(await p2p({ username: PLAYER_MOBILES[2], amount: '10' }, '999')).toEqual({ http: 200, body: [{ status: 0, wallet: '0', message: 'User not found' }] });
    expect(await p2p({ username: PLAYER_MOBILES[2], amount: '10' }, '')).toEqual({ http: 200, body: [{ status: 0, wallet: '0', message: 'User not found' }] });
    expect(world()).toBe(snap);
  });
});

describe('bank cards', () => {
  const sendOtp = async (mobile: string) => {
    expect((await api(`api/otp.php?num=${mobile}`)).body).toMatchObject({ return: true });
    return t.sim.lastOtp(mobile) as string;
  };
  const CARD = { name: 'Ravi Kumar', bankname: 'HDFC Bank', account: '50100012345678', ifsc: 'HDFC0001234', upi: 'ravi@okhdfcbank', mobile: PLAYER_MOBILES[1], city: 'Jaipur', state: 'Rajasthan' };
  const add = (body: Record<string, unknown>, user = uid(1)) => api(`api/game.php?action=addbankcard&user=${user}`, { json: body });

  it('both GETs: the saved card first (seeded for the first player), the placeholder when none, [] for an unknown user', async () => {
    for (const path of ['api/game.php?action=bankcard', 'api/bankcard.php?action=bankcard']) {
      const saved = (await api(`${path}&user=${uid(0)}`)).body as BankDetail[];
      expect(saved).toHaveLength(1);
      expect(keys(saved[0])).toEqual(BANK_KEYS);
      expect(saved[0]).toMatchObject({ account: expect.stringMatching(/^\d{12}$/), ifsc: expect.stringMatching(/^[A-Z]{4}0\d{6}$/), upi: `${PLAYER_MOBILES[0]}@paytm`, mobile: PLAYER_MOBILES[0] });
      const none = (await api(`${path}&user=${uid(1)}`)).body as BankDetail[];
      expect(none).toEqual([{ name: '', bankname: '', account: '1111111111', ifsc: 'Not Addeed', upi: '', mobile: PLAYER_MOBILES[1], city: '', state: '' }]);
      expect(await api(`${path}&user=999`)).toEqual({ http: 200, body: [] });
    }
  });

  it("adds a card once with the OTP sent to the player's mobile; script text stored and returned as given; then admin only", async () => {
    const otp = await sendOtp(PLAYER_MOBILES[1]);
    expect(await add({ ...CARD, name: SCRIPT, otp })).toEqual({ http: 200, body: { status: 'success' } });
    const [card] = (await api(`api/bankcard.php?action=bankcard&user=${uid(1)}`)).body as BankDetail[];
    expect(card).toEqual({ ...CARD, name: SCRIPT });
    expect((await api(`api/game.php?action=bankcard&user=${uid(1)}`)).body).toEqual([card]);
    expect(await add({ ...CARD, account: '11112222', otp: await sendOtp(PLAYER_MOBILES[1]) })).toEqual({ http: 200, body: { status: 'Any changes in detail, Please contact admin' } });

    // the admin changes it
    const put = await api(`__sim/users/${uid(1)}/bank`, { method: 'PUT', json: { account: '99990000', ifsc: 'sbin0000001' } });
    expect(put).toMatchObject({ http: 200, body: { ok: true, card: { account: '99990000', ifsc: 'SBIN0000001', updatedBy: 'admin', name: SCRIPT } } });
    expect((await api(`api/game.php?action=bankcard&user=${uid(1)}`)).body[0]).toMatchObject({ account: '99990000', ifsc: 'SBIN0000001', bankname: 'HDFC Bank' });
    expect(await api(`__sim/users/${uid(1)}/bank`, { method: 'PUT', json: { ifsc: SCRIPT } })).toEqual({ http: 400, body: { ok: false, error: 'Please enter a valid IFSC code' } });
    expect(await api('__sim/users/999/bank', { method: 'PUT', json: CARD })).toEqual({ http: 404, body: { ok: false, error: 'User not found' } });
    expect((await api('__sim/bank-cards')).body.map((c: Json) => c.userId).sort()).toEqual([uid(0), uid(1)].sort());
    expect(await api(`__sim/users/${uid(1)}/bank`, { method: 'DELETE' })).toMatchObject({ http: 200, body: { ok: true } });
    expect(await api(`__sim/users/${uid(1)}/bank`, { method: 'DELETE' })).toEqual({ http: 404, body: { ok: false, error: 'Bank card not found' } });
    expect((await api(`api/game.php?action=bankcard&user=${uid(1)}`)).body[0]).toMatchObject({ account: '1111111111', ifsc: 'Not Addeed' });
  });

  it('refuses bad input as {status: message}, storing nothing', async () => {
    const otp = await sendOtp(PLAYER_MOBILES[1]);
    const wrong = otp === '000000' ? '111111' : '000000';
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ account: '' }, MSG.requiredFields],
      [{ ifsc: undefined }, MSG.requiredFields],
      [{ upi: '' }, MSG.requiredFields],
      [{ bankname: '' }, MSG.requiredFields],
      [{ otp: '' }, MSG.loginOtp],
      [{ otp: wrong }, 'Invalid OTP'],
      [{ otp: MB }, 'Invalid OTP'],
      [{ mobile: PLAYER_MOBILES[2] }, 'Mobile number does not match your account'],
      [{ ifsc: 'HDFC1234' }, 'Please enter a valid IFSC code'],
      [{ ifsc: SCRIPT }, 'Please enter a valid IFSC code'],
      [{ account: 'abc123' }, 'Please enter a valid bank account number'],
      [{ upi: 'ravi' }, 'Please enter a valid UPI id'],
      [{ name: MB }, 'Name longer than 100 characters'],
      [{ bankname: MB }, 'Bank name longer than 100 characters'],
      [{ state: MB }, 'State longer than 100 characters'],
    ];
    const snap = world();
    for (const [f, status] of cases) expect(await add({ ...CARD, otp, ...f }), JSON.stringify(f).slice(0, 60)).toEqual({ http: 200, body: { status } });
    expect(await add({ ...CARD, otp }, '999')).toEqual({ http: 200, body: { status: 'User not found' } });
    expect(await add({ ...CARD, otp: await sendOtp(PLAYER_MOBILES[0]) }, uid(0))).toEqual({ http: 200, body: { status: 'Any changes in detail, Please contact admin' } });
    expect(world()).toBe(snap);
    // the OTP was not used up by the refusals
    expect((await add({ ...CARD, otp })).body).toEqual({ status: 'success' });
    expect((await add({ ...CARD, otp })).body).toEqual({ status: 'Any changes in detail, Please contact admin' });
  });
});

describe('default scenario wallet seed', () => {
  it(`${PLAYER_MOBILES[0]} has a saved card and a withdrawal history with one pending; a friend's transfer; same seed, same data`, async () => {
    const mine = (await api(`__sim/withdrawals?user=${PLAYER_MOBILES[0]}`)).body as Json[];
    expect(mine.map((w) => w.status)).toEqual(['pending', 'approved', 'rejected', 'approved']);
    expect(mine.every((w) => w.requested < '2026-03-02')).toBe(true);
    const lines = t.sim.ledger(uid(0));
    const rejected = mine.find((w) => w.status === 'rejected');
    expect(lines.filter((l) => l.ref === rejected.id).map((l) => l.amount)).toEqual([-rejected.amount, rejected.amount]);
    // no running balance of a seeded history goes below zero
    let run = 0;
    for (const l of lines) expect((run += l.amount)).toBeGreaterThanOrEqual(0);
    expect((await api('__sim/bank-cards')).body.map((c: Json) => c.mobile)).toEqual([PLAYER_MOBILES[0]]);
    const profile = (await ws('profile', { user_id: uid(0) })).body.data[0];
    const card = t.sim.state.bankCards.byUser[uid(0)]!;
    expect(profile.lastWithdrawal).toEqual({ bank_ac_no: card.account, ac_holder_name: card.name, ifsc_code: card.ifsc, bank_name: card.bankname });
    expect((await api('__sim/transfers')).body).toMatchObject([{ from: PLAYER_MOBILES[1], to: PLAYER_MOBILES[0] }]);

    const again = createSimulator({ now: NOW, frozen: true });
    const pick = (s: typeof t.sim) => JSON.stringify([s.state.withdrawals, s.state.transfers, s.state.bankCards, s.ledger(uid(0))]);
    expect(pick(again)).toBe(pick(t.sim));
  });
});
