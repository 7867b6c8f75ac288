/** Bank cards domain: added once with the player's OTP; formats; admin changes; free text stored as given. */
import { describe, expect, it } from 'vitest';
import { parseInstant } from '../../../domain/time';
import { createSimulator } from '../../simulator';
import { addBankCard, adminRemoveBankCard, adminSetBankCard, bankCardOf } from './bankCards';
import { sendOtp } from './users';

const CARD = { name: 'Asha Rao', bankname: 'HDFC Bank', account: '50100012345678', ifsc: 'hdfc0001234', upi: 'asha@okhdfcbank', mobile: '9876543210', city: 'Pune', state: 'Maharashtra' };

function world() {
  const sim = createSimulator({ scenario: 'empty', seed: 1, now: parseInstant('2026-03-02 10:00') as number, frozen: true });
  const user = sim.userByMobile('9876543210')!;
  const code = () => {
    const r = sendOtp(sim, user.mobile, 'other');
    if (!r.ok) throw new Error(r.error);
    return r.otp.code;
  };
  return { sim, user, code };
}

describe('addBankCard', () => {
  it('stores the card once, with the OTP sent to the player; the OTP is used up; a second card is refused', () => {
    const { sim, user, code } = world();
    const otp = code();
    const r = addBankCard(sim, user.id, { ...CARD, otp });
    expect(r).toEqual({ ok: true, card: { ...CARD, ifsc: 'HDFC0001234', addedAt: sim.now(), updatedAt: sim.now(), updatedBy: 'player' } });
    expect(sim.inbox(user.mobile)[0]!.usedAt).toBe(sim.now());
    expect(addBankCard(sim, user.id, { ...CARD, account: '11112222', otp: code() })).toEqual({ ok: false, error: 'Any changes in detail, Please contact admin' });
    expect(bankCardOf(sim, user.id)?.account).toBe(CARD.account);
  });

  it('refuses with a clear message and stores nothing', () => {
    const { sim, user, code } = world();
    expect(addBankCard(sim, user.id, { ...CARD, otp: '123456' })).toEqual({ ok: false, error: 'Please request an OTP first' });
    const otp = code();
    const wrong = otp === '000000' ? '111111' : '000000';
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ account: '' }, 'Enter required fields.'],
      [{ ifsc: undefined }, 'Enter required fields.'],
      [{ upi: ' ' }, 'Enter required fields.'],
      [{ bankname: '' }, 'Enter required fields.'],
      [{ otp: '' }, 'Please enter OTP.'],
      [{ mobile: '9000000001' }, 'Mobile number does not match your account'],
      [{ account: '12-34' }, 'Please enter a valid bank account number'],
      [{ account: 1234 }, 'Please enter a valid bank account number'],
      [{ ifsc: 'HDFC1234567' }, 'Please enter a valid IFSC code'],
      [{ ifsc: '<script>alert(1)</script>' }, 'Please enter a valid IFSC code'],
      [{ upi: 'not a upi' }, 'Please enter a valid UPI id'],
      // a valid code with anything before or after it is not a valid code
      [{ account: 'x50100012345678' }, 'Please enter a valid bank account number'],
      [{ account: '50100012345678x' }, 'Please enter a valid bank account number'],
      [{ account: '1234567890123456789' }, 'Please enter a valid bank account number'],
      [{ ifsc: 'XHDFC0001234' }, 'Please enter a valid IFSC code'],
      [{ ifsc: 'HDFC0001234X' }, 'Please enter a valid IFSC code'],
      [{ upi: 'pay to asha@okhdfcbank' }, 'Please enter a valid UPI id'],
      [{ upi: 'asha@okhdfcbank please' }, 'Please enter a valid UPI id'],
      [{ name: 'n'.repeat(1_000_000) }, 'Name longer than 100 characters'],
      [{ city: 'c'.repeat(101) }, 'City longer than 100 characters'],
      [{ otp: wrong }, 'Invalid OTP'],
      [{ otp: '9'.repeat(1_000_000) }, 'Invalid OTP'],
    ];
    for (const [f, msg] of cases) expect(addBankCard(sim, user.id, { ...CARD, otp, ...f }), JSON.stringify(f).slice(0, 60)).toEqual({ ok: false, error: msg });
    expect(addBankCard(sim, '999', { ...CARD, otp })).toEqual({ ok: false, error: 'User not found' });
    sim.clock.advance(sim.state.settings.otpTtlMs + 1);
    expect(addBankCard(sim, user.id, { ...CARD, otp })).toEqual({ ok: false, error: 'OTP expired' });
    expect(bankCardOf(sim, user.id)).toBeUndefined();
  });

  it('stores free text as given (script strings included); mobile may be left out', () => {
    const { sim, user, code } = world();
    const script = '<script>alert(1)</script>';
    const r = addBankCard(sim, user.id, { ...CARD, name: script, bankname: script, city: script, mobile: '', otp: code() });
    expect(r.ok && r.card).toMatchObject({ name: script, bankname: script, city: script, mobile: user.mobile });
  });
});

describe('addBankCard inputs', () => {
  it('takes the OTP as a number or padded with spaces (beyond 10 characters), and free text of exactly 100 characters', () => {
    const a = world();
    let otp = a.code();
    while (otp.startsWith('0')) otp = a.code();
    expect(addBankCard(a.sim, a.user.id, { ...CARD, name: 'n'.repeat(100), otp: Number(otp) })).toMatchObject({ ok: true, card: { name: 'n'.repeat(100) } });
    const b = world();
    expect(addBankCard(b.sim, b.user.id, { ...CARD, otp: `     ${b.code()}     ` }).ok).toBe(true);
  });

  it.each([undefined, null, true, '   '])('asks for the OTP when it is %o', (otp) => {
    const { sim, user, code } = world();
    code();
    expect(addBankCard(sim, user.id, { ...CARD, otp })).toEqual({ ok: false, error: 'Please enter OTP.' });
  });

  it('with no OTP sent, a code of up to 10 characters asks for one; a longer code is simply invalid', () => {
    const { sim, user } = world();
    expect(addBankCard(sim, user.id, { ...CARD, otp: '1234567890' })).toEqual({ ok: false, error: 'Please request an OTP first' });
    expect(addBankCard(sim, user.id, { ...CARD, otp: '12345678901' })).toEqual({ ok: false, error: 'Invalid OTP' });
  });
});

describe('admin', () => {
  it('changes given fields over the saved card, adds one when none, checks formats; removes', () => {
    const { sim, user, code } = world();
    expect(adminSetBankCard(sim, user.id, { account: '12345678' })).toEqual({ ok: false, error: 'Enter required fields.' });
    addBankCard(sim, user.id, { ...CARD, otp: code() });
    sim.clock.advance(60_000);
    const r = adminSetBankCard(sim, user.id, { account: '99990000', ifsc: 'sbin0000001' });
    expect(r).toMatchObject({ ok: true, card: { ...CARD, account: '99990000', ifsc: 'SBIN0000001', updatedBy: 'admin', addedAt: sim.now() - 60_000, updatedAt: sim.now() } });
    expect(adminSetBankCard(sim, user.id, { ifsc: 'bad' })).toEqual({ ok: false, error: 'Please enter a valid IFSC code' });
    expect(bankCardOf(sim, user.id)?.ifsc).toBe('SBIN0000001');
    expect(adminSetBankCard(sim, 'nobody', CARD)).toEqual({ ok: false, error: 'User not found' });
    expect(adminRemoveBankCard(sim, user.id)).toMatchObject({ ok: true, removed: { account: '99990000' } });
    expect(adminRemoveBankCard(sim, user.id)).toEqual({ ok: false, error: 'Bank card not found' });
    expect(adminRemoveBankCard(sim, 'nobody')).toEqual({ ok: false, error: 'User not found' });
    expect(addBankCard(sim, user.id, { ...CARD, otp: code() }).ok).toBe(true);
  });
});
