import fc from 'fast-check';
import { cleanDigits, toAsciiDigits, sanitizeAmountInput, parseAmount, MAX_AMOUNT, totalOf, mergeBetLines, validatePlay, MSG } from './index';
import type { BetLine } from './index';

describe('digit cleaning', () => {
  it('keeps digits only: pasting strips spaces and anything else', () => {
    expect(cleanDigits(' 12 34-56\n')).toBe('123456');
    expect(cleanDigits('a1b2😀3')).toBe('123');
    expect(cleanDigits('')).toBe('');
  });
  it('maps Devanagari, other Indian and full-width digits to ASCII', () => {
    expect(toAsciiDigits('०१२३४५६७८९')).toBe('0123456789');
    expect(cleanDigits('१२ ३४')).toBe('1234');
    expect(cleanDigits('০৯')).toBe('09'); // Bengali
    expect(cleanDigits('૧૨')).toBe('12'); // Gujarati
    expect(cleanDigits('１２')).toBe('12'); // full width
  });
  it('property: result is ASCII digits only and idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const c = cleanDigits(s);
        expect(c).toMatch(/^[0-9]*$/);
        expect(cleanDigits(c)).toBe(c);
      }),
    );
  });
});

describe('amount input', () => {
  it('sanitizer keeps whole rupees only', () => {
    expect(sanitizeAmountInput('10')).toBe('10');
    expect(sanitizeAmountInput(' 1,000 ')).toBe('1000');
    expect(sanitizeAmountInput('1.5')).toBe('1'); // the fraction is dropped, never shifted into the rupees
    expect(sanitizeAmountInput('-20')).toBe('20');
    expect(sanitizeAmountInput('007')).toBe('7');
    expect(sanitizeAmountInput('0')).toBe('');
    expect(sanitizeAmountInput('abc')).toBe('');
    expect(sanitizeAmountInput('१००')).toBe('100');
    expect(sanitizeAmountInput('12345678901')).toBe('123456789');
  });
  it('parseAmount accepts whole numbers >= 1 only', () => {
    expect(parseAmount('10')).toBe(10);
    expect(parseAmount(' 25 ')).toBe(25);
    expect(parseAmount('05')).toBe(5);
    expect(parseAmount('५०')).toBe(50);
    expect(parseAmount(7)).toBe(7);
    for (const bad of ['', ' ', '0', '00', '1.5', '-3', '1e3', 'abc', '10abc', '+5', '1 000']) expect(parseAmount(bad)).toBeNull();
    for (const bad of [0, -1, 1.5, Number.NaN, Infinity, MAX_AMOUNT + 1]) expect(parseAmount(bad)).toBeNull();
    expect(parseAmount(String(MAX_AMOUNT))).toBe(MAX_AMOUNT);
    expect(parseAmount(String(MAX_AMOUNT + 1))).toBeNull();
  });
  it('property: a sanitized amount is empty or parses to a positive integer', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const v = sanitizeAmountInput(s);
        if (v !== '') {
          const n = parseAmount(v);
          expect(n).not.toBeNull();
          expect(Number.isInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });
});

describe('lines helpers', () => {
  const l = (bet_numbers: string, bet_money: number, type: 1 | 2 | 3 = 1): BetLine => ({ bet_numbers, bet_money, type });
  it('totalOf sums bet_money', () => {
    expect(totalOf([])).toBe(0);
    expect(totalOf([l('12', 10), l('3', 5, 2)])).toBe(15);
  });
  it('mergeBetLines merges same number and type, keeps first-seen order', () => {
    expect(mergeBetLines([l('12', 10), l('21', 10), l('12', 5), l('12', 5, 2)])).toEqual([l('12', 15), l('21', 10), l('12', 5, 2)]);
  });
  it('validatePlay: Empty Response only with no line', () => {
    expect(validatePlay([])).toBe(MSG.emptyResponse);
    expect(validatePlay([l('1', 1)])).toBeNull();
  });
});
