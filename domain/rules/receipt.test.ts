import fc from 'fast-check';
import { buildReceipt, formatDateIST, receiptLine, betLineLabel } from './index';
import type { BetLine } from './index';

const at = Date.UTC(2026, 10, 21, 19, 0, 0); // 21 Nov 2026 19:00 UTC = 22 Nov 00:30 IST

describe('receipt', () => {
  it('formats the date DD-MM-YYYY in IST whatever the machine time zone', () => {
    expect(formatDateIST(at)).toBe('22-11-2026');
    expect(formatDateIST(new Date(Date.UTC(2026, 0, 5, 6, 0)))).toBe('05-01-2026');
    expect(formatDateIST(Date.UTC(2026, 11, 31, 18, 29, 59))).toBe('31-12-2026');
    expect(formatDateIST(Date.UTC(2026, 11, 31, 18, 30, 0))).toBe('01-01-2027');
    expect(formatDateIST(Number.NaN)).toBe('');
  });

  it('jodi receipts show grid numbers and A/B harufs', () => {
    const bets: BetLine[] = [
      { bet_numbers: '7', bet_money: 10, type: 1 },
      { bet_numbers: '100', bet_money: 5, type: 1 },
      { bet_numbers: '4', bet_money: 20, type: 2 },
      { bet_numbers: '6', bet_money: 15, type: 3 },
    ];
    expect(buildReceipt({ gameName: 'Faridabad', kind: 'Jodi', bets, at })).toEqual({
      gameName: 'Faridabad',
      kind: 'Jodi',
      date: '22-11-2026',
      lines: ['07 = 10 rs', '00 = 5 rs', 'A3 = 20 rs', 'B5 = 15 rs'],
      total: 50,
      bets,
    });
  });

  it('copy paste and crossing receipts show the two-digit number itself', () => {
    const bets: BetLine[] = [
      { bet_numbers: '07', bet_money: 10, type: 1 },
      { bet_numbers: '70', bet_money: 10, type: 1 },
    ];
    const r = buildReceipt({ gameName: 'Gali', kind: 'Copy Paste', bets, at: new Date(at) });
    expect(r.lines).toEqual(['07 = 10 rs', '70 = 10 rs']);
    expect(r.total).toBe(20);
    expect(buildReceipt({ gameName: 'Gali', kind: 'Crossing', bets, at }).kind).toBe('Crossing');
  });

  it('property: a Jodi line whose number is not plain digits is shown as sent, never read as another grid position', () => {
    // a receipt shows the number the player is charged for: ' 7', '7e1', '0x10' or '+4' are not positions 7, 70, 16, 4
    const plain = /^[0-9]{1,3}$/;
    const junk = fc.constantFrom(' ', '\t', '\n', '+', '-', '.', '.0', 'e1', 'e0', '0x', 'x', 'a', '_', '١');
    const numbers = fc.oneof(
      fc.tuple(fc.option(junk, { nil: '' }), fc.stringMatching(/^[0-9]{1,3}$/), fc.option(junk, { nil: '' })).map(([a, n, b]) => `${a}${n}${b}`),
      fc.stringMatching(/^[0-9]{4,6}$/),
      fc.string(),
    );
    fc.assert(
      fc.property(numbers, fc.constantFrom(1, 2, 3), (bet_numbers, type) => {
        fc.pre(!plain.test(bet_numbers));
        expect(betLineLabel('Jodi', { bet_numbers, bet_money: 1, type })).toBe(bet_numbers);
      }),
    );
  });

  it('labels fall back to the raw value for anything unexpected', () => {
    expect(betLineLabel('Jodi', { bet_numbers: '101', bet_money: 1, type: 1 })).toBe('101');
    // the property's telling cases, every run: digits with something before or after them are not a position
    for (const bet_numbers of [' 7', '7 ', '7e1', '0x10', '+4', '12a']) expect(betLineLabel('Jodi', { bet_numbers, bet_money: 1, type: 1 })).toBe(bet_numbers);
    // a haruf position outside 1–10 names no digit: shown as sent, not as A/B of some digit
    for (const bet_numbers of ['0', '11', '100']) {
      expect(betLineLabel('Jodi', { bet_numbers, bet_money: 1, type: 2 })).toBe(bet_numbers);
      expect(betLineLabel('Jodi', { bet_numbers, bet_money: 1, type: 3 })).toBe(bet_numbers);
    }
    expect(receiptLine('Crossing', { bet_numbers: '5', bet_money: 3, type: 1 })).toBe('5 = 3 rs');
    expect(receiptLine('Copy Paste', { bet_numbers: '12', bet_money: 150000, type: 1 })).toBe('12 = 1,50,000 rs');
  });
});
