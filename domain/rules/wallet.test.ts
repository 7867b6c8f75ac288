import { debitVerdict, isCreditLine, visibleWalletLines } from './index';
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

describe('debitVerdict: did a withdrawal or transfer whose reply was lost leave the wallet?', () => {
  // 2026-11-22 12:00:00 IST
  const tap = Date.UTC(2026, 10, 22, 6, 30, 0);
  const at = (description: string, add_amount: string, date: string, time: string, purpose = 'debit'): WalletLine => ({ description, date, time, add_amount, purpose });
  const page = (n: number, from = 0) => Array.from({ length: n }, (_, i) => at(`Bet placed ${from + i}`, '10', '22-11-2026', `11:${String(59 - ((from + i) % 60)).padStart(2, '0')}:00`));
  const withdrawal = at('Withdrawal request WD2001 to GPay ******0001', '600', '22-11-2026', '12:00:01');
  const verdict = (before: WalletLine[] | null, lines: WalletLine[], wallets: [number | null, number | null] = [null, null]) =>
    debitVerdict({ before: before ? { lines: before, wallet: wallets[0] } : null, lines, wallet: wallets[1], amount: 600, since: tap });

  it('a debit of exactly that amount among the lines new since the mark: sent', () => {
    expect(verdict(page(3), [withdrawal, ...page(3)], [1000, 400])).toBe('placed');
    // a full page: the oldest line goes off its end
    expect(verdict(page(10), [withdrawal, ...page(9)])).toBe('placed');
  });

  it('an identical request made earlier is in the mark: it never answers for this one', () => {
    const earlier = at('Withdrawal request WD2000 to GPay ******0001', '600', '22-11-2026', '11:59:00');
    expect(verdict([earlier, ...page(2)], [earlier, ...page(2)], [400, 400])).toBe('notPlaced');
    expect(verdict([earlier, ...page(9)], [earlier, ...page(9)])).toBe('notPlaced');
  });

  it('new lines without such a debit (another amount, a credit): not sent', () => {
    const other = [at('Withdrawal', '500', '22-11-2026', '12:00:01'), at('Money added', '600', '22-11-2026', '12:00:01', 'credit')];
    expect(verdict(page(2), [...other, ...page(2)])).toBe('notPlaced');
  });

  it('the wallet did not go down by the amount: no proof', () => {
    expect(verdict(page(2), [withdrawal, ...page(2)], [1000, 1000])).toBe('unknown');
  });

  it('a page that cannot be lined up with the mark, or that lines up two ways with different answers: no proof', () => {
    expect(verdict(page(3), [withdrawal, ...page(3, 20)])).toBe('unknown');
    const same = Array.from({ length: 10 }, () => at('Withdrawal', '600', '22-11-2026', '12:00:01'));
    expect(verdict(same, same)).toBe('unknown');
  });

  it('reads ISO dates too (without a mark)', () => {
    expect(verdict(null, [at('Withdrawal', '600', '2026-11-22', '12:00:01')])).toBe('unknown');
  });

  it('without a mark: a debit of the amount since the tap (less 5 minutes, or an unreadable time) may be an earlier one — unknown; none — not sent', () => {
    expect(verdict(null, [at('Withdrawal', '600', '22-11-2026', '11:55:00')])).toBe('unknown');
    expect(verdict(null, [at('Withdrawal', '600', 'yesterday', '')])).toBe('unknown');
    expect(verdict(null, [at('Withdrawal', '600', '22-11-2026', '11:54:59'), at('Withdrawal', '500', '22-11-2026', '12:00:01')])).toBe('notPlaced');
    expect(verdict(null, [])).toBe('notPlaced');
  });
});
