/**
 * The simulator and the client cannot drift apart (decision 112): the simulator's domains and routes are driven
 * through their operations — failures included — and every text they produce for a player (a failure, a reply's
 * msg/message, the description of every wallet line, every push notice) must be one the client recognises and shows
 * in Hindi.
 */
import { PLAYER_MOBILES } from '../../fixtures';
import { parseInstant } from '../../mock-server/core';
import { setupTestSimulator } from '../../mock-server/transports/node';
import { activateLanguage } from '../../src/i18n/i18n';
import { t as tr } from '../../src/i18n/runtime';
import { serverTextsLoaded, shownText } from '../../src/i18n/shownText';
import { clearUnrecognised, unrecognisedTexts } from '../../src/i18n/unrecognised';

const HOST = 'http://sim.test';
const NOW = parseInstant('2026-03-02 10:00') as number; // IST: Delhi Bazar (id 2) is open, withdrawals too
const t = setupTestSimulator({ now: NOW, frozen: true });
const CREDS = { app_id: 'sim-app', app_key: 'sim-key' };

/** Every text the simulator produced for a player in this test. */
const texts = new Set<string>();
const keep = <R extends { ok: boolean }>(r: R): R => {
  if (!r.ok && 'error' in r && typeof r.error === 'string') texts.add(r.error);
  return r;
};

async function ws(name: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries({ ...CREDS, ...fields })) body.append(k, v);
  const reply = (await (await fetch(`${HOST}/Webservices/${name}`, { method: 'POST', body })).json()) as { msg?: string; message?: string };
  for (const r of Array.isArray(reply) ? reply : [reply]) if (r.msg ?? r.message) texts.add((r.msg ?? r.message)!);
}

function driveDomains() {
  const sim = t.sim;
  sim.state.settings.autoResults = false;
  const a = sim.userByMobile(PLAYER_MOBILES[0] as string)!;
  // login and OTP
  keep(sim.sendOtp('123'));
  keep(sim.login({ mobile: '9111111111', otp: '1' }));
  sim.sendOtp('9111111112');
  keep(sim.login({ mobile: '9111111112', otp: 'wrong' }));
  keep(sim.register({ name: 'X', mobile: a.mobile, otp: '1', password: 'p' }));
  keep(sim.resetPassword({ mobile: '9111111199', otp: '1', password: 'p' }));
  // a referral chain: b invited by a, c invited by b
  const b = (sim.createUser({ mobile: '9111111113', referrer: a.mobile }) as { ok: true; user: { id: string } }).user;
  const c = (sim.createUser({ mobile: '9111111114', referrer: '9111111113' }) as { ok: true; user: { id: string; mobile: string } }).user;
  keep(sim.createPayment(c.id, 'abc'));
  keep(sim.createPayment('nobody', 100));
  const pay = sim.createPayment(c.id, 5000);
  if (pay.ok) keep(sim.approvePayment(pay.payment.id));
  keep(sim.adjust(c.id, 100));
  keep(sim.adjust(c.id, -50));
  keep(sim.adjust(c.id, -10_000_000));
  // bets
  const line = (n: string, money: number) => [{ bet_numbers: n, bet_money: money, type: 1 }];
  keep(sim.placeBet({ userId: 'nobody', marketId: '2', lines: line('07', 10) }));
  keep(sim.placeBet({ userId: c.id, marketId: '999', lines: line('07', 10) }));
  keep(sim.placeBet({ userId: c.id, marketId: '2', lines: line('07', 10), grandTotal: '11' }));
  keep(sim.placeBet({ userId: c.id, marketId: '2', lines: line('07', 9_000_000) }));
  keep(sim.placeBet({ userId: c.id, marketId: '2', lines: [...line('12', 100), ...line('34', 100)] }));
  const kept = keep(sim.placeBet({ userId: c.id, marketId: '2', lines: line('07', 250) }));
  const cancelled = keep(sim.placeBet({ userId: c.id, marketId: '2', lines: line('55', 300) }));
  const cancelledId = cancelled.ok ? sim.userBets(c.id, {}).find((x) => x.number === '55')!.id : '';
  keep(sim.cancelBet(c.id, 'nope'));
  keep(sim.cancelBet(c.id, cancelledId));
  keep(sim.cancelBet(c.id, cancelledId));
  expect(kept.ok).toBe(true);
  // the result: a win line and push notices
  sim.setFcmToken(c.id, 'tok-c');
  sim.setFcmToken(b.id, 'tok-b');
  sim.placeBet({ userId: b.id, marketId: '2', lines: line('99', 1) });
  keep(sim.declareResult('2', '07'));
  keep(sim.cancelBet(c.id, sim.userBets(c.id, {}).find((x) => x.number === '07')!.id));
  for (const n of sim.pushNotices()) if (n.kind === 'result') texts.add(n.title).add(n.body);
  // transfers
  keep(sim.transfer({ fromId: c.id, toMobile: '9000000000', amount: '100' }));
  keep(sim.transfer({ fromId: c.id, toMobile: c.mobile, amount: '100' }));
  keep(sim.transfer({ fromId: c.id, toMobile: a.mobile, amount: 'x' }));
  keep(sim.transfer({ fromId: c.id, toMobile: a.mobile, amount: '99999999' }));
  keep(sim.transfer({ fromId: c.id, toMobile: a.mobile, amount: '100' }));
  // withdrawals
  const bank = { bank_ac_no: '123456789012', ifsc_code: 'SBIN0001234', ac_holder_name: 'Asha Rao', bank_name: 'State Bank of India' };
  const wd = (f: Record<string, string>) => keep(sim.requestWithdrawal({ userId: c.id, amount: '600', type: 'Bank', number: '', ...bank, ...f }));
  wd({ amount: 'x' });
  wd({ type: 'Paytmm' });
  wd({ type: 'Phonepe', number: '12' });
  wd({ ifsc_code: 'bad' });
  const w1 = wd({});
  const w2 = wd({ type: 'Phonepe', number: '9876543210' });
  if (w1.ok) keep(sim.rejectWithdrawal(w1.withdrawal.id, 'Wrong IFSC'));
  if (w2.ok) keep(sim.rejectWithdrawal(w2.withdrawal.id));
  // bank card
  keep(sim.addBankCard(c.id, { name: 'Asha', bankname: 'SBI', account: '12', ifsc: 'bad', upi: 'x', mobile: c.mobile, otp: '1' }));
  keep(sim.addBankCard(c.id, { name: 'Asha', bankname: 'SBI', account: '123456789012', ifsc: 'SBIN0001234', upi: 'x', mobile: c.mobile, otp: '1' }));
  keep(sim.addBankCard(c.id, { name: 'Asha', bankname: 'SBI', account: '123456789012', ifsc: 'SBIN0001234', upi: 'a@upi', mobile: '9000000009', otp: '1' }));
  // chat
  keep(sim.joinGroup(c.id, ' '));
  keep(sim.joinGroup(c.id, 'abc'));
  keep(sim.joinGroup(c.id, '987654'));
  const g = sim.allGroups()[0]!;
  keep(sim.postMessage({ userId: c.id, groupId: g.id, text: 'hi' }));
  keep(sim.joinGroup(c.id, g.id));
  keep(sim.joinGroup(c.id, g.id));
  keep(sim.postMessage({ userId: c.id, groupId: g.id, text: '   ' }));
  keep(sim.postMessage({ userId: c.id, groupId: g.id, text: 'x'.repeat(100_000) }));
  // every wallet line of every player
  for (const u of [a, b, c]) for (const l of sim.ledger(u.id)) texts.add(l.description);
}

describe('every text the simulator writes is one the client recognises', () => {
  it('domains and routes, failures included, all shown in Hindi', async () => {
    const d = t.sim.userByMobile(PLAYER_MOBILES[1] as string)!;
    const bet = (money: number) => ({ user_id: d.id, game_id: '2', game_type: '1', bet_numbers: JSON.stringify([{ bet_numbers: '44', bet_money: money, type: 1 }]), grand_total: String(money) });
    await ws('login', { mobile: d.mobile, otp: '000000' });
    t.sim.adjust(d.id, 100);
    await ws('game_bet', bet(20));
    const open = t.sim.userBets(d.id, { status: ['open'] }).find((x) => x.number === '44')!;
    await ws('game_bet_cancel', { user_id: d.id, game_id: open.id });
    await ws('game_bet', bet(100_001));
    await ws('game_bet', bet(90_000));
    driveDomains();

    // the drive reached the families of issue 38
    const all = [...texts];
    for (const family of [/^Invalid OTP$/, /^Bet placed successfully!$/, /^Bet cancelled\. ₹20 refunded/, /^Insufficient wallet balance$/, /^Referral commission credited/, /^Referral commission reversed/, /^Referral bonus credited/, /^Withdrawal request WD\d+ to bank account/, /^Withdrawal request WD\d+ to Phonepe/, /Rejected \(WD\d+\): Wrong IFSC/, /^P2P transfer to/, /^Winning amount earned/, /^Kabad Cancel — refund/, / result: 07$/, /^You won ₹/, /^Result 07 is declared/]) {
      expect(all.some((x) => family.test(x)), String(family)).toBe(true);
    }
    expect(all.length).toBeGreaterThan(40);

    await Promise.all([activateLanguage('hi'), serverTextsLoaded]);
    clearUnrecognised();
    const english = all.filter((x) => {
      const shown = shownText(x, tr);
      return shown === x || !/[\u0900-\u097F]/.test(shown);
    });
    expect(unrecognisedTexts()).toEqual([]);
    expect(english).toEqual([]);
    await activateLanguage('en');
  });
});
