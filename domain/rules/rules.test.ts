import fc from 'fast-check';
import {
  MSG, maskPhone, displayPhone, validateRecharge, validateP2P, validateWithdrawal, withdrawalMode,
  validateRegister, validateForgotPassword, validateAddBank, canJoinGroup, canSendMessage, betHistoryTypeLabel,
  DEFAULT_MIN_RECHARGE,
} from './index';
import type { WithdrawalInput } from './index';

describe('phone display', () => {
  it('masks all but the first 2 and last 2 characters', () => {
    expect(maskPhone('9876543210')).toBe('98******10');
    expect(maskPhone('12345')).toBe('12*45');
    expect(maskPhone('1234')).toBe('1234');
    expect(maskPhone('')).toBe('');
  });
  it('property: mask keeps length, ends and hides the middle', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 5, maxLength: 15 }), (p) => {
        const m = maskPhone(p);
        expect(m).toHaveLength(p.length);
        expect(m.slice(0, 2)).toBe(p.slice(0, 2));
        expect(m.slice(-2)).toBe(p.slice(-2));
        expect(m.slice(2, -2)).toMatch(/^\*+$/);
      }),
    );
  });
  it('shows +91 once', () => {
    expect(displayPhone('9876543210')).toBe('+91 9876543210');
    expect(displayPhone('919876543210')).toBe('+91 9876543210');
    expect(displayPhone('+91 98765 43210')).toBe('+91 9876543210');
    expect(displayPhone('')).toBe('');
  });
  it('keeps a 10-digit mobile that itself starts with 91 whole', () => {
    expect(displayPhone('9198765432')).toBe('+91 9198765432');
    expect(displayPhone('+91 9198765432')).toBe('+91 9198765432');
  });
});

describe('forms', () => {
  it('register', () => {
    const full = { mobile: '9876543210', name: 'Ravi', code: '1234', password: 'secret', refcode: '9000000001' };
    expect(validateRegister(full)).toBeNull();
    for (const k of Object.keys(full) as Array<keyof typeof full>) expect(validateRegister({ ...full, [k]: ' ' })).toBe(MSG.requiredFields);
  });
  it('forgot password', () => {
    const full = { mobile: '9876543210', otp: '1234', password: 'x' };
    expect(validateForgotPassword(full)).toBeNull();
    for (const k of Object.keys(full) as Array<keyof typeof full>) expect(validateForgotPassword({ ...full, [k]: '' })).toBe(MSG.requiredFields);
  });
  it('add bank card: bank number, IFSC, UPI and bank name are required', () => {
    const full = { account: '123456789', ifsc: 'SBIN0000001', upi: 'ravi@upi', bankname: 'SBI' };
    expect(validateAddBank(full)).toBeNull();
    for (const k of Object.keys(full) as Array<keyof typeof full>) expect(validateAddBank({ ...full, [k]: '' })).toBe(MSG.requiredFields);
  });
  it('recharge minimum', () => {
    expect(DEFAULT_MIN_RECHARGE).toBe(100);
    expect(validateRecharge('99', 100)).toBe('Please enter amount greater than 100');
    expect(validateRecharge('', 100)).toBe('Please enter amount greater than 100');
    expect(validateRecharge('abc', 100)).toBe('Please enter amount greater than 100');
    expect(validateRecharge('100', 100)).toBeNull();
    expect(validateRecharge('150', '200')).toBe('Please enter amount greater than 200');
    expect(validateRecharge('150')).toBeNull();
  });
  it('recharge with no minimum (0) still refuses an empty or unreadable amount', () => {
    for (const bad of ['', ' ', 'abc', '0', '1.5']) expect(validateRecharge(bad, 0), bad).toBe('Please enter amount greater than 0');
    expect(validateRecharge('1', 0)).toBeNull();
  });
  it('a field left unset (null or undefined) counts as empty', () => {
    const missing = null as unknown as string;
    expect(validateRegister({ mobile: '9876543210', name: 'Ravi', code: '1234', password: 'secret', refcode: missing })).toBe(MSG.requiredFields);
    expect(validateP2P(undefined as unknown as string, '10')).toBe(MSG.fillAllRequired);
    expect(canSendMessage(missing)).toBe(false);
  });
  it('P2P: mobile and amount required; maximum not checked', () => {
    expect(validateP2P('', '10')).toBe(MSG.fillAllRequired);
    expect(validateP2P('9876543210', ' ')).toBe(MSG.fillAllRequired);
    expect(validateP2P('9876543210', '1000000')).toBeNull();
  });
  it('chat join and send need trimmed text', () => {
    expect(canJoinGroup('  ')).toBe(false);
    expect(canJoinGroup(' 42 ')).toBe(true);
    expect(canSendMessage('\n')).toBe(false);
    expect(canSendMessage('hi')).toBe(true);
  });
  it('bet history type label', () => {
    expect(betHistoryTypeLabel(1)).toBe('JODI');
    expect(betHistoryTypeLabel('2')).toBe('ANDER H');
    expect(betHistoryTypeLabel('3')).toBe('BAHAR H');
  });
});

describe('withdrawal validation, in the spec order', () => {
  const base: WithdrawalInput = {
    amount: '500',
    mode: 'Bank',
    bank: { bank_ac_no: '123456789', ifsc_code: 'SBIN0000001', ac_holder_name: 'Ravi', bank_name: 'SBI' },
    upiMobile: '',
    wallet: 1000,
    minimum: 200,
    isUpi: true,
    isBank: true,
  };
  it('accepts a complete bank request', () => {
    expect(validateWithdrawal(base)).toBeNull();
  });
  it('1. amount empty', () => {
    expect(validateWithdrawal({ ...base, amount: '', mode: '', wallet: 0 })).toBe(MSG.withdrawAmount);
    expect(validateWithdrawal({ ...base, amount: '2.5' })).toBe(MSG.withdrawAmount);
  });
  it('2. bank mode with any bank field empty', () => {
    for (const k of Object.keys(base.bank) as Array<keyof WithdrawalInput['bank']>) {
      expect(validateWithdrawal({ ...base, bank: { ...base.bank, [k]: ' ' }, wallet: 0 })).toBe(MSG.bankDetails);
    }
    // bank is the only mode when UPI is not allowed, also when an app was picked before UPI was withdrawn
    for (const mode of ['', 'Paytm'] as const) {
      expect(validateWithdrawal({ ...base, mode, isUpi: false, upiMobile: '9876543210', bank: { ...base.bank, ifsc_code: '' } })).toBe(MSG.bankDetails);
    }
    expect(withdrawalMode('GPay', false)).toBe('Bank');
    expect(withdrawalMode('GPay', true)).toBe('GPay');
    expect(withdrawalMode('', true)).toBe('');
  });
  it('3. UPI allowed and no mode chosen', () => {
    expect(validateWithdrawal({ ...base, mode: '', wallet: 0 })).toBe(MSG.paymentMode);
    // no mode picked is not bank mode while UPI is offered: blank bank fields are not what is missing
    const noBank = { bank_ac_no: '', ifsc_code: '', ac_holder_name: '', bank_name: '' };
    expect(validateWithdrawal({ ...base, mode: '', bank: noBank })).toBe(MSG.paymentMode);
  });
  it('bank details the last withdrawal never had (null) count as empty', () => {
    const bank = { ...base.bank, bank_name: null as unknown as string };
    expect(validateWithdrawal({ ...base, bank })).toBe(MSG.bankDetails);
  });
  it('4. UPI mode without mobile', () => {
    for (const mode of ['Paytm', 'Phonepe', 'GPay'] as const) {
      expect(validateWithdrawal({ ...base, mode, upiMobile: '', wallet: 0, bank: { bank_ac_no: '', ifsc_code: '', ac_holder_name: '', bank_name: '' } })).toBe(MSG.upiMobile);
    }
    expect(validateWithdrawal({ ...base, mode: 'GPay', upiMobile: '9876543210' })).toBeNull();
  });
  it('5. amount over wallet, 6. under minimum', () => {
    expect(validateWithdrawal({ ...base, amount: '1001', minimum: 5000 })).toBe(MSG.insufficientBalance);
    expect(validateWithdrawal({ ...base, amount: '199' })).toBe('Please enter amount greater than 200');
    expect(validateWithdrawal({ ...base, amount: '200' })).toBeNull();
    expect(validateWithdrawal({ ...base, amount: '1000' })).toBeNull();
  });
});
