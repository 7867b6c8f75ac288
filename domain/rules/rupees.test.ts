import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatRupees, UNKNOWN_AMOUNT } from './rupees';

/** What the platform writes: Indian digit grouping, at most two decimals (the reference the rule must match). */
const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

describe('formatRupees', () => {
  it('groups the Indian way: thousands, then lakhs and crores by two digits', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(5)).toBe('₹5');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(1000)).toBe('₹1,000');
    expect(formatRupees(5000)).toBe('₹5,000');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    expect(formatRupees(123456789)).toBe('₹12,34,56,789');
  });

  it('shows paise only when there are any, at most two digits', () => {
    expect(formatRupees(10.5)).toBe('₹10.5');
    expect(formatRupees(1234.56)).toBe('₹1,234.56');
    expect(formatRupees(1234.5)).toBe('₹1,234.5');
    expect(formatRupees(2.005)).toBe(`₹${intl.format(2.005)}`);
    expect(formatRupees(99.999)).toBe('₹100');
  });

  it('keeps the sign of a debit', () => {
    expect(formatRupees(-2500)).toBe('₹-2,500');
    expect(formatRupees(-0.001)).toBe(`₹${intl.format(-0.001)}`);
  });

  it('shows an amount that cannot be read as unknown (₹—), never as ₹0', () => {
    expect(formatRupees(Number.NaN)).toBe('₹—');
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe('₹—');
    expect(formatAmount(Number.NaN)).toBe('—');
    expect(formatRupees(null)).toBe('₹—');
    expect(formatAmount(null)).toBe('—');
  });

  it('the unknown amount a screen shows without a number is the one formatRupees writes: ₹—', () => {
    expect(UNKNOWN_AMOUNT).toBe('₹—');
    expect(UNKNOWN_AMOUNT).toBe(formatRupees(null));
  });

  it.each([1e21, 1.5e21, 1e22, 1e23, 2 ** 70, Number.MAX_VALUE])('writes %s in full digits, never with an exponent, as Intl does', (x) => {
    expect(formatRupees(x)).toBe(`₹${intl.format(x)}`);
    expect(formatRupees(-x)).toBe(`₹${intl.format(-x)}`);
  });

  it.each([
    [0.005, '₹0.01'],
    [0.015, '₹0.02'],
    [0.094, '₹0.09'],
  ])('rounds %s to whole paise (%s)', (x, shown) => {
    expect(formatRupees(x)).toBe(shown);
  });

  it('formatAmount is the same amount without the sign (receipt lines: "12 = 1,50,000 rs")', () => {
    fc.assert(fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (x) => `₹${formatAmount(x)}` === formatRupees(x)), { numRuns: 500 });
    expect(formatAmount(150000)).toBe('1,50,000');
  });

  it('writes every whole amount as Intl.NumberFormat("en-IN") does', () => {
    fc.assert(fc.property(fc.integer({ min: -999_999_999_999, max: 999_999_999_999 }), (n) => formatRupees(n) === `₹${intl.format(n)}`), { numRuns: 2000 });
  });

  it('writes every amount in paise as Intl.NumberFormat("en-IN") does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (paise) => formatRupees(paise / 100) === `₹${intl.format(paise / 100)}`),
      { numRuns: 2000 },
    );
  });

  it('rounds any finite amount to two decimals as Intl.NumberFormat("en-IN") does', () => {
    fc.assert(fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => formatRupees(x) === `₹${intl.format(x)}`), { numRuns: 2000 });
  });
});
