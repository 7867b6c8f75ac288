import { parseAmount } from './amount';
import { cleanDigits } from './digits';
import { jodiLine, ok, type BetResult } from './lines';
import { MSG } from '../messages';

/**
 * Two-digit pairs of an even digit string, in order. With Palti each pair is followed by its reverse,
 * except a double (11, 22 …) whose reverse is itself and so is not repeated. Repeated pairs stay separate.
 */
export function copyPastePairs(digits: string, palti: boolean): string[] {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < digits.length; i += 2) {
    const a = digits[i]!;
    const b = digits[i + 1]!;
    pairs.push(a + b);
    if (palti && a !== b) pairs.push(b + a);
  }
  return pairs;
}

/**
 * Add Bet on the copy paste screen (the digit field is cleaned the same way as a paste).
 * Order: 'Please Enter Digit', 'Please Enter Amount', 'Fill Digit Based On Even(2)'.
 */
export function copyPasteAddBet(digitsField: string, amountField: string, palti: boolean): BetResult {
  const digits = cleanDigits(digitsField);
  if (digits === '') return { ok: false, error: MSG.enterDigit };
  const amount = parseAmount(amountField);
  if (amount === null) return { ok: false, error: MSG.enterAmount };
  if (digits.length % 2 !== 0) return { ok: false, error: MSG.evenDigits };
  return ok(copyPastePairs(digits, palti).map((n) => jodiLine(n, amount)));
}
