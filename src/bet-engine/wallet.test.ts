import { isCreditLine, visibleWalletLines } from './index';
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
