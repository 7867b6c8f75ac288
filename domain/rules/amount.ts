import { toAsciiDigits } from './digits';

/** Amounts are whole rupees, at least 1. The upper bound only keeps arithmetic exact (9 digits). */
export const MIN_AMOUNT = 1;
export const MAX_AMOUNT_DIGITS = 9;
export const MAX_AMOUNT = 999_999_999;

/** Shown under an amount field when a typed or pasted character is refused. */
export const AMOUNT_HINT = 'Amounts are whole rupees: type digits only';
/** Shown when an amount would have more than MAX_AMOUNT_DIGITS digits. */
export const AMOUNT_TOO_LONG_HINT = `Amounts are at most ${MAX_AMOUNT_DIGITS} digits`;

/**
 * One edit of an amount field. The field only ever holds whole rupees (ASCII digits, no leading zero); an edit that
 * would make it a different number than the player meant is refused, and the field keeps what it had:
 * - digits typed or pasted are kept (Indian-script and full-width digits read as 0–9);
 * - a non-digit typed key by key ('.', ',', a space, a letter) is refused with AMOUNT_HINT. When it follows a
 *   digit it starts a refused fraction (`holding`): the digits typed straight after it belong to it ('1.5' or
 *   '1,5' typed key by key leaves 1, never 15) and are refused too, until the player deletes or replaces something
 *   or leaves the field;
 * - a paste (several characters at once) is read whole: digits, or digits in valid thousands grouping
 *   ('1,000', '1,000,000', Indian '1,00,000'), surrounding spaces ignored; anything else ('1.5', '1,5', '₹10',
 *   '10 000') is refused with AMOUNT_HINT;
 * - more than MAX_AMOUNT_DIGITS digits is refused with AMOUNT_TOO_LONG_HINT;
 * - leading zeros go ('0' → '', '05' → '5').
 */
export interface AmountEdit {
  /** the field's value after the edit */
  value: string;
  /** why the edit was refused; null when it was kept */
  hint: string | null;
  /** a refused fraction is open: digits typed straight after it are refused too */
  holding: boolean;
}

const WESTERN_GROUPING = /^[1-9]\d{0,2}(,\d{3})+$/;
const INDIAN_GROUPING = /^[1-9]\d?(,\d{2})*,\d{3}$/;

/** A pasted amount: its digits when it is digits only or validly grouped by thousands, else null. */
export function readPastedAmount(text: string): string | null {
  const t = toAsciiDigits(text).trim();
  if (/^[0-9]+$/.test(t)) return t;
  if (WESTERN_GROUPING.test(t) || INDIAN_GROUPING.test(t)) return t.replace(/,/g, '');
  return null;
}

function withoutLeadingZeros(digits: string): string {
  return digits.replace(/^0+/, '');
}

/**
 * The field had `prev` (whole rupees as kept by this function) and the input now shows `raw`; `holding` comes from
 * the previous edit (false after the field lost focus).
 */
export function editAmount(prev: string, raw: string, holding = false): AmountEdit {
  const text = toAsciiDigits(raw);
  if (text === prev) return { value: prev, hint: null, holding };
  // what changed: the common start and end are kept, the middle of `text` was inserted over the middle of `prev`
  let p = 0;
  while (p < prev.length && p < text.length && prev[p] === text[p]) p++;
  let e = 0;
  while (e < prev.length - p && e < text.length - p && prev[prev.length - 1 - e] === text[text.length - 1 - e]) e++;
  const inserted = text.slice(p, text.length - e);
  const removed = prev.length - p - e;
  const refuse = (hint: string, hold: boolean): AmountEdit => ({ value: prev, hint, holding: hold });
  const keep = (digits: string): AmountEdit => {
    const value = withoutLeadingZeros(digits);
    return value.length > MAX_AMOUNT_DIGITS ? refuse(AMOUNT_TOO_LONG_HINT, false) : { value, hint: null, holding: false };
  };

  if (/^[0-9]*$/.test(inserted)) {
    // a deletion or a replacement ends a refused fraction; a plain insertion of digits continues it
    if (holding && removed === 0) return refuse(AMOUNT_HINT, true);
    return keep(text);
  }
  if (inserted.length === 1) return refuse(AMOUNT_HINT, p > 0 || holding);
  const pasted = readPastedAmount(text);
  return pasted === null ? refuse(AMOUNT_HINT, false) : keep(pasted);
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

