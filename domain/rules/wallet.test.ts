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

  it('a new line whose amount cannot be read is no debit of any amount, not even of 0', () => {
    for (const add_amount of ['', ' ', null as unknown as string]) {
      const unreadable = { ...withdrawal, add_amount };
      const args = { before: { lines: page(3), wallet: null }, lines: [unreadable, ...page(3)], wallet: null, since: tap };
      expect(debitVerdict({ ...args, amount: 0 })).toBe('notPlaced');
      expect(debitVerdict({ ...args, amount: 600 })).toBe('notPlaced');
    }
  });
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

describe('wallet lines: a blank amount is not zero', () => {
  it.each([[''], ['  '], [null], [undefined]])('a line with add_amount %j is shown', (amount) => {
    const l = { ...line('Bet placed'), add_amount: amount as unknown as string };
    expect(visibleWalletLines([l], 'all')).toEqual([l]);
  });
});

describe('debitVerdict: reading the page and the wallet', () => {
  const tap = Date.UTC(2026, 10, 22, 6, 30, 0); // 2026-11-22 12:00:00 IST
  const at = (description: string, add_amount: string, date: string, time: string, purpose = 'debit'): WalletLine => ({ description, date, time, add_amount, purpose });
  const old = (i: number) => at(`Bet placed ${i}`, '10', '22-11-2026', `11:5${i}:00`);
  const withdrawal = at('Withdrawal request WD2001', '600', '22-11-2026', '12:00:01');
  const verdict = (before: WalletLine[] | null, lines: WalletLine[], wallets: [number | null, number | null] = [null, null]) =>
    debitVerdict({ before: before ? { lines: before, wallet: wallets[0] } : null, lines, wallet: wallets[1], amount: 600, since: tap });

  it('a history that was empty at the mark: its first line is the debit — sent', () => {
    expect(verdict([], [withdrawal])).toBe('placed');
    expect(verdict([], [at('Bet placed', '10', '22-11-2026', '12:00:01')])).toBe('notPlaced');
  });

  it('only one wallet reading known: the page alone decides', () => {
    expect(verdict([old(1)], [withdrawal, old(1)], [null, 400])).toBe('placed');
    expect(verdict([old(1)], [withdrawal, old(1)], [500, null])).toBe('placed');
  });

  it('older lines that only partly match the mark: no proof', () => {
    expect(verdict([old(1), old(2)], [withdrawal, old(1), old(3)])).toBe('unknown');
  });

  it('the same line read with spaces around its fields, or a missing field read as empty, still lines up', () => {
    const padded = (l: WalletLine): WalletLine => ({ description: ` ${l.description} `, date: `${l.date} `, time: ` ${l.time}`, add_amount: ` ${l.add_amount}`, purpose: `${l.purpose} ` });
    expect(verdict([old(1), old(2)], [withdrawal, padded(old(1)), padded(old(2))])).toBe('placed');
    const noPurpose = { ...old(1), purpose: null as unknown as string };
    expect(verdict([{ ...old(1), purpose: '' }], [withdrawal, noPurpose])).toBe('placed');
  });

  it('text moved from one field into the next makes another line', () => {
    const mark = at('Paid UTR 12345', '10', '22-11-2026', '11:51:00');
    const moved = at('Paid UTR 1234', '10', '522-11-2026', '11:51:00');
    expect(verdict([mark], [withdrawal, moved])).toBe('unknown');
  });

  it('without a mark: a date with spaces around it is read; a malformed date counts as recent', () => {
    expect(verdict(null, [at('Withdrawal', '600', ' 22-11-2026 ', '11:54:59')])).toBe('notPlaced');
    expect(verdict(null, [at('Withdrawal', '600', '122-11-2026', '11:54:59')])).toBe('unknown');
    expect(verdict(null, [at('Withdrawal', '600', '22-11-20261', '11:54:59')])).toBe('unknown');
  });
});
