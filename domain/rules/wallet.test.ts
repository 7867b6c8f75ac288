import { debitIsRecorded, isCreditLine, visibleWalletLines } from './index';
import type { WalletLine } from './index';

const line = (description: string, add_amount = '10', purpose = 'debit'): WalletLine => ({ description, date: '21-11-2026', time: '10:00:00', add_amount, purpose });

describe('wallet lines', () => {
  it("credit when purpose is 'credit'", () => {
    expect(isCreditLine(line('Bet placed', '10', 'credit'))).toBe(true);
  });
  it.each([
    'Money added to wallet',
    'Amount Credited by admin',
    'Received from 9876543210',
    'Deposited by UPI',
    'You earned 980 in Faridabad',
    'Kabad Cancel refund',
    'kabad cancel refund',
    'Your withdrawal request has been Rejected',
    'your WITHDRAWAL REQUEST HAS BEEN REJECTED',
  ])('credit by description: %s', (d) => {
    expect(isCreditLine(line(d))).toBe(true);
  });
  it.each(['Bet placed on Faridabad', 'Withdrawal request', 'Transferred to 9876543210', ''])('debit: %j', (d) => {
    expect(isCreditLine(line(d))).toBe(false);
  });
  it("hides add_amount '0' lines; the win view keeps only 'earned' lines", () => {
    const lines = [line('Money added'), line('Bet placed', '0'), line('You earned 98'), line('Bet placed'), line('Earned bonus', '0.00')];
    expect(visibleWalletLines(lines, 'all')).toEqual([lines[0], lines[2], lines[3]]);
    expect(visibleWalletLines(lines, 'win')).toEqual([lines[2]]);
  });
});

describe('debitIsRecorded: did a withdrawal or transfer whose reply was lost leave the wallet?', () => {
  // 2026-11-22 12:00:00 IST
  const tap = Date.UTC(2026, 10, 22, 6, 30, 0);
  const at = (description: string, add_amount: string, date: string, time: string, purpose = 'debit'): WalletLine => ({ description, date, time, add_amount, purpose });
  it('finds a debit of exactly that amount dated at or after the tap', () => {
    expect(debitIsRecorded({ lines: [at('Withdrawal request WD2001 to GPay ******0001', '600', '22-11-2026', '12:00:01')], amount: 600, since: tap })).toBe(true);
  });
  it('reads ISO dates too', () => {
    expect(debitIsRecorded({ lines: [at('Withdrawal', '600', '2026-11-22', '12:00:01')], amount: 600, since: tap })).toBe(true);
  });
  it('allows the server clock to be up to 5 minutes behind the phone', () => {
    expect(debitIsRecorded({ lines: [at('Withdrawal', '600', '22-11-2026', '11:55:00')], amount: 600, since: tap })).toBe(true);
    expect(debitIsRecorded({ lines: [at('Withdrawal', '600', '22-11-2026', '11:54:59')], amount: 600, since: tap })).toBe(false);
  });
  it('ignores another amount, a credit, and an older debit', () => {
    const lines = [
      at('Withdrawal', '500', '22-11-2026', '12:00:01'),
      at('Money added', '600', '22-11-2026', '12:00:01', 'credit'),
      at('Your withdrawal request has been Rejected', '600', '22-11-2026', '12:00:01'),
      at('Withdrawal', '600', '21-11-2026', '12:00:01'),
    ];
    expect(debitIsRecorded({ lines, amount: 600, since: tap })).toBe(false);
  });
  it('counts a line whose time cannot be read as recent (never invite a second debit by mistake)', () => {
    expect(debitIsRecorded({ lines: [at('Withdrawal', '600', 'yesterday', '')], amount: 600, since: tap })).toBe(true);
  });
  it('an empty history: not recorded', () => {
    expect(debitIsRecorded({ lines: [], amount: 600, since: tap })).toBe(false);
  });
});
