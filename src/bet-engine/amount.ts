import { toAsciiDigits } from './digits';

/** Amounts are whole rupees, at least 1. The upper bound only keeps arithmetic exact (9 digits). */
export const MIN_AMOUNT = 1;
export const MAX_AMOUNT_DIGITS = 9;
export const MAX_AMOUNT = 999_999_999;

/**
 * What an amount field keeps while the player types or pastes: digits of the whole rupees only.
 * Anything from a decimal point on is dropped ('1.5' → '1', so a fraction never turns into more rupees),
 * other characters are removed ('1,000' → '1000', '-20' → '20'), leading zeros go ('0' → ''), at most 9 digits.
 */
export function sanitizeAmountInput(text: string): string {
  const ascii = toAsciiDigits(text);
  const dot = ascii.indexOf('.');
  const whole = (dot === -1 ? ascii : ascii.slice(0, dot)).replace(/[^0-9]+/g, '').replace(/^0+/, '');
  return whole.slice(0, MAX_AMOUNT_DIGITS);
}

/**
 * A typed amount as whole rupees, or null when it is not a whole number from 1 to MAX_AMOUNT.
 * Surrounding spaces and native digits are accepted; '1.5', '-3', '1e3', '+5', '10abc', '0' are not.
 */
export function parseAmount(value: string | number): number | null {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= MIN_AMOUNT && value <= MAX_AMOUNT ? value : null;
  }
  const text = toAsciiDigits(value).trim();
  if (!/^[0-9]+$/.test(text)) return null;
  const significant = text.replace(/^0+/, '');
  if (significant === '' || significant.length > MAX_AMOUNT_DIGITS) return null;
  return Number(significant);
}
