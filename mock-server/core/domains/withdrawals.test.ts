/** Withdrawals domain: the window, the checks in the client's order, debit at request, approve final, reject once. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInstant } from '../../../domain/time';
import { createSimulator } from '../../simulator';
import { linesOf } from './ledger';
import { amountOf, approveWithdrawal, lastBankDetails, rejectWithdrawal, requestWithdrawal, withdrawalById, withdrawalsOf, type WithdrawalInput } from './withdrawals';

const at = (s: string) => parseInstant(s) as number;
const BANK = { bank_ac_no: '123456789012', ifsc_code: 'sbin0001234', ac_holder_name: 'Asha Rao', bank_name: 'State Bank of India' };

function world(now = '2026-03-02 10:00', credit = 2000) {
  const sim = createSimulator({ scenario: 'empty', seed: 1, now: at(now), frozen: true });
  const user = sim.userByMobile('9876543210')!;
  if (credit) sim.adjust(user.id, credit);
  const req = (f: Partial<WithdrawalInput> = {}) => requestWithdrawal(sim, { userId: user.id, amount: '600', type: 'Bank', number: '', ...BANK, ...f });
  return { sim, user, req };
}

describe('requestWithdrawal', () => {
  it('debits at once (kind withdrawal) and waits; the line never reads as a credit', () => {
    const { sim, user, req } = world();
    const r = req();
    if (!r.ok) throw new Error(r.error);
    expect(r.withdrawal).toMatchObject({ id: 'WD2001', userId: user.id, amount: 600, mode: 'Bank', status: 'pending', settledAt: null, upiMobile: '' });
    expect(r.withdrawal.bank).toEqual({ ...BANK, ifsc_code: 'SBIN0001234' });
    expect(r.balance).toBe(1400);
    const line = linesOf(sim, user.id).at(-1)!;
    expect(line).toMatchObject({ amount: -600, kind: 'withdrawal', ref: 'WD2001' });
    expect(line.description).toBe('Withdrawal request WD2001 to bank account XXXX9012');
  });

  it('takes requests inside the window only, both ends included (domain/withdrawalWindow.ts)', () => {
    const closed = 'Withdrawal time closed. Please try again between 09:00 and 21:00.';
    for (const [now, ok] of [['2026-03-02 08:59:59', false], ['2026-03-02 09:00', true], ['2026-03-02 21:00', true], ['2026-03-02 21:00:01', false]] as const) {
      const { sim, user, req } = world(now);
      const r = req();
      expect(r.ok ? 'ok' : r.error).toBe(ok ? 'ok' : closed);
      expect(sim.balance(user.id)).toBe(ok ? 1400 : 2000);
    }
    const { sim, req } = world('2026-03-02 23:30');
    Object.assign(sim.state.settings, { withdrawStart: '22:00', withdrawEnd: '02:00' });
    expect(req().ok).toBe(true);
  });

  it("refuses in the client's order with the client's texts, changing nothing", () => {
    const { sim, user, req } = world('2026-03-02 10:00', 700);
    const cases: Array<[Partial<WithdrawalInput>, string]> = [
      [{ amount: '' }, 'Please enter Amount'],
      [{ amount: undefined }, 'Please enter Amount'],
      [{ amount: NaN }, 'Please enter Amount'],
      [{ amount: Infinity }, 'Please enter Amount'],
      [{ amount: '', bank_ac_no: '' }, 'Please enter Amount'],
      [{ amount: 'abc' }, 'Please enter a valid amount'],
      [{ amount: '-600' }, 'Please enter a valid amount'],
      [{ amount: '600.5' }, 'Please enter a valid amount'],
      [{ amount: 600.5 }, 'Please enter a valid amount'],
      [{ amount: -600 }, 'Please enter a valid amount'],
      [{ amount: '0' }, 'Please enter a valid amount'],
      [{ amount: '1e3' }, 'Please enter a valid amount'],
      [{ type: 'Bitcoin' }, 'Invalid payment mode'],
      [{ ifsc_code: '' }, 'Please fill all Bank details'],
      [{ ac_holder_name: ' ' }, 'Please fill all Bank details'],
      [{ type: '' }, 'Please select Payment Mode'],
      [{ type: 'Paytm', number: '' }, 'Please enter UPI Mobile Number'],
      [{ type: 'GPay', number: '12345' }, 'Please enter a valid 10 digit UPI mobile number'],
      [{ bank_ac_no: '12ab' }, 'Please enter a valid bank account number'],
      [{ ifsc_code: 'SBIN123' }, 'Please enter a valid IFSC code'],
      [{ amount: '701' }, 'Insufficient Wallet balance'],
      [{ amount: 10_000_000_000_000 }, 'Insufficient Wallet balance'],
      [{ amount: '701', bank_ac_no: 'x' }, 'Please enter a valid bank account number'],
      [{ amount: '499' }, 'Please enter amount greater than 500'],
      [{ amount: '99999999999999' }, 'Please enter a valid amount'],
      [{ bank_name: 'b'.repeat(1_000_000) }, 'Bank name longer than 100 characters'],
      [{ amount: '6'.repeat(1_000_000) }, 'Amount longer than 100 characters'],
      [{ userId: '999' }, 'User not found'],
    ];
    for (const [f, msg] of cases) expect(req(f), JSON.stringify(f).slice(0, 80)).toEqual({ ok: false, error: msg });
    expect(sim.balance(user.id)).toBe(700);
    expect(sim.state.withdrawals.list).toEqual([]);
  });

  it('UPI apps need the UPI mobile only; modes are read case-insensitively; script text is stored as given', () => {
    const { sim, user, req } = world();
    const r = req({ type: 'phonepe', number: '9123456789', bank_ac_no: '', ifsc_code: '', ac_holder_name: '', bank_name: '' });
    if (!r.ok) throw new Error(r.error);
    expect(r.withdrawal).toMatchObject({ mode: 'Phonepe', upiMobile: '9123456789', bank: { bank_ac_no: '', ifsc_code: '', ac_holder_name: '', bank_name: '' } });
    expect(linesOf(sim, user.id).at(-1)!.description).toBe('Withdrawal request WD2001 to Phonepe XXXX6789');
    const script = '<script>alert(1)</script>';
    const s = req({ ac_holder_name: script, bank_name: script });
    expect(s.ok && s.withdrawal.bank).toMatchObject({ ac_holder_name: script, bank_name: script });
    expect(linesOf(sim, user.id).at(-1)!.description).not.toContain('script');
  });

  it('settings: isUpi 0 makes an unpicked mode Bank and refuses UPI apps; isBank 0 refuses Bank', () => {
    const { sim, req } = world();
    sim.state.settings.isUpi = 0;
    expect(req({ type: '' })).toMatchObject({ ok: true, withdrawal: { mode: 'Bank' } });
    expect(req({ type: 'Paytm', number: '9123456789' })).toEqual({ ok: false, error: 'UPI withdrawal is not available' });
    sim.state.settings.isUpi = 1;
    sim.state.settings.isBank = 0;
    expect(req()).toEqual({ ok: false, error: 'Bank withdrawal is not available' });
  });
});

describe('requestWithdrawal edges', () => {
  it.each([
    ['type', 'Payment mode'],
    ['number', 'UPI mobile number'],
    ['bank_ac_no', 'Account number'],
    ['ifsc_code', 'IFSC code'],
    ['ac_holder_name', 'Account holder name'],
  ])('names the over-long field %s as "%s"', (field, label) => {
    const { req } = world();
    expect(req({ [field]: 'x'.repeat(101) })).toEqual({ ok: false, error: `${label} longer than 100 characters` });
  });

  it('takes exactly the whole balance and exactly the minimum; the user id may be padded', () => {
    const { sim, user, req } = world('2026-03-02 10:00', 1100);
    expect(req({ amount: '500', userId: ` ${user.id} ` })).toMatchObject({ ok: true, balance: 600 });
    expect(req({ amount: 600 })).toMatchObject({ ok: true, balance: 0 });
    expect(sim.balance(user.id)).toBe(0);
  });

  it('keeps only the chosen mode\'s details and starts with no reason; isBank 0 leaves UPI apps open', () => {
    const { sim, req } = world();
    expect(req({ number: '9123456789' })).toMatchObject({ ok: true, withdrawal: { mode: 'Bank', upiMobile: '', reason: '' } });
    sim.state.settings.isBank = 0;
    const r = req({ type: 'Paytm', number: '9123456789' });
    expect(r).toMatchObject({ ok: true, withdrawal: { mode: 'Paytm', upiMobile: '9123456789', reason: '' } });
    expect(r.ok && r.withdrawal.bank).toEqual({ bank_ac_no: '', ac_holder_name: '', ifsc_code: '', bank_name: '' });
  });
});

describe('amountOf', () => {
  it('reads whole rupees >= 1 from safe integers and 1-12 digit strings', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => amountOf(n) === n));
    fc.assert(fc.property(fc.integer({ min: 1, max: 999_999_999_999 }), (n) => amountOf(` ${n} `) === n));
  });

  it.each([0, -1, 1.5, '0', '1.5', '1e3', '', true, null, ['600'], { toString: () => '600' }])('refuses %o', (v) => {
    expect(amountOf(v)).toBeNull();
  });
});

describe('approve and reject', () => {
  it('approve is final: no ledger change, a second approval or a rejection is refused', () => {
    const { sim, user, req } = world();
    const r = req();
    if (!r.ok) throw new Error(r.error);
    const lines = linesOf(sim, user.id).length;
    sim.clock.advance(3600_000);
    expect(approveWithdrawal(sim, 'WD2001')).toMatchObject({ ok: true, withdrawal: { status: 'approved', settledAt: sim.now() } });
    expect(approveWithdrawal(sim, 'WD2001')).toEqual({ ok: false, error: 'Withdrawal WD2001 already approved' });
    expect(rejectWithdrawal(sim, 'WD2001')).toEqual({ ok: false, error: 'Withdrawal WD2001 already approved' });
    expect(linesOf(sim, user.id)).toHaveLength(lines);
    expect(sim.balance(user.id)).toBe(1400);
    expect(approveWithdrawal(sim, 'WD9')).toEqual({ ok: false, error: 'Withdrawal not found' });
  });

  it('reject credits the amount back exactly once, with the text the client reads as a credit', () => {
    const { sim, user, req } = world();
    req();
    const r = rejectWithdrawal(sim, 'WD2001', 'Account name mismatch');
    expect(r).toMatchObject({ ok: true, balance: 2000, withdrawal: { status: 'rejected', reason: 'Account name mismatch' } });
    expect(rejectWithdrawal(sim, 'WD2001')).toEqual({ ok: false, error: 'Withdrawal WD2001 already rejected' });
    expect(approveWithdrawal(sim, 'WD2001')).toEqual({ ok: false, error: 'Withdrawal WD2001 already rejected' });
    const mine = linesOf(sim, user.id).filter((l) => l.ref === 'WD2001');
    expect(mine.map((l) => l.amount)).toEqual([-600, 600]);
    expect(mine[1]!.description).toBe('Your withdrawal request has been Rejected (WD2001): Account name mismatch. Amount credited back to wallet');
    expect(rejectWithdrawal(sim, 'WD2001', 'r'.repeat(201))).toEqual({ ok: false, error: 'Reason longer than 200 characters' });
    expect(sim.balance(user.id)).toBe(2000);
  });

  it('a rejection without a reason reads as a plain credit; a reason of exactly 200 characters is kept', () => {
    const { sim, user, req } = world();
    req();
    req();
    expect(rejectWithdrawal(sim, 'WD2001')).toMatchObject({ ok: true, balance: 1400, withdrawal: { reason: '' } });
    expect(linesOf(sim, user.id).at(-1)!.description).toBe('Your withdrawal request has been Rejected (WD2001). Amount credited back to wallet');
    const why = 'r'.repeat(200);
    expect(rejectWithdrawal(sim, 'WD2002', why)).toMatchObject({ ok: true, balance: 2000, withdrawal: { reason: why } });
  });
});

describe('reads', () => {
  it("lastBankDetails: the last Bank-mode request's details; UPI requests leave it; indexes survive a snapshot", () => {
    const { sim, user, req } = world();
    expect(lastBankDetails(sim, user.id)).toBeNull();
    req();
    req({ bank_ac_no: '99887766', bank_name: 'HDFC Bank', ifsc_code: 'HDFC0000001' });
    req({ type: 'GPay', number: '9123456789' });
    const want = { bank_ac_no: '99887766', ac_holder_name: 'Asha Rao', ifsc_code: 'HDFC0000001', bank_name: 'HDFC Bank' };
    expect(lastBankDetails(sim, user.id)).toEqual(want);
    const copy = createSimulator({ scenario: 'empty', seed: 1, now: at('2026-03-02 10:00'), frozen: true });
    expect(copy.load(sim.snapshot())).toEqual({ ok: true });
    expect(lastBankDetails(copy, user.id)).toEqual(want);
    expect(withdrawalsOf(copy, user.id).map((w) => w.id)).toEqual(['WD2003', 'WD2002', 'WD2001']);
    expect(withdrawalById(copy, ' WD2002 ')?.bank.bank_name).toBe('HDFC Bank');
    expect(copy.balance(user.id)).toBe(200);
  });

  it('a first Bank request followed only by UPI ones is still the last bank details; reading the list changes nothing', () => {
    const { sim, user, req } = world();
    expect(withdrawalsOf(sim, user.id)).toEqual([]);
    req();
    req({ type: 'Paytm', number: '9123456789' });
    expect(lastBankDetails(sim, user.id)).toEqual({ ...BANK, ifsc_code: 'SBIN0001234' });
    for (let n = 0; n < 2; n++) expect(withdrawalsOf(sim, user.id).map((w) => w.id)).toEqual(['WD2002', 'WD2001']);
    expect(lastBankDetails(sim, user.id)).toEqual({ ...BANK, ifsc_code: 'SBIN0001234' });
  });
});
