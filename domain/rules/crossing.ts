import { parseAmount } from './amount';
import { cleanDigits } from './digits';
import { jodiLine, ok, type BetResult } from './lines';
import { MSG } from '../messages';

export const CROSSING_MAX_DIGITS = 6;

/**
 * The crossing digit field after a keystroke or paste: digits only; beyond 6 digits the first 6 are kept
 * and 'Only 6 digit' is shown (the player keeps what they typed first and sees why the rest is gone).
 */
export function crossingDigitsInput(raw: string): { value: string; error: string | null } {
  const digits = cleanDigits(raw);
  return digits.length > CROSSING_MAX_DIGITS
    ? { value: digits.slice(0, CROSSING_MAX_DIGITS), error: MSG.onlySixDigits }
    : { value: digits, error: null };
}

/** Every ordered pair of the digits, repeats included: n² two-digit numbers ('12' → 11, 12, 21, 22). */
export function crossingPairs(digits: string): string[] {
  const pairs: string[] = [];
  for (const a of digits) for (const b of digits) pairs.push(a + b);
  return pairs;
}

/** Add Bet on the crossing screen. Order: 'Please Enter Digit', 'Only 6 digit', 'Please Enter Amount'. */
export function crossingAddBet(digitsField: string, amountField: string): BetResult {
  const digits = cleanDigits(digitsField);
  if (digits === '') return { ok: false, error: MSG.enterDigit };
  if (digits.length > CROSSING_MAX_DIGITS) return { ok: false, error: MSG.onlySixDigits };
  const amount = parseAmount(amountField);
  if (amount === null) return { ok: false, error: MSG.enterAmount };
  return ok(crossingPairs(digits).map((n) => jodiLine(n, amount)));
}
