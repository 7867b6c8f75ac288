/**
 * '₹12,34,567.5': a rupee amount with Indian digit grouping (thousands, then lakhs and crores by two digits) and at
 * most two decimals, rounded half away from zero — exactly what `Intl.NumberFormat('en-IN', { maximumFractionDigits:
 * 2 })` writes (rupees.test.ts holds it to that). Written out rather than asking Intl because the first Intl formatter
 * of a page loads the locale data: 12–17 ms of main thread on the dashboard's start, ~60 ms on a slow phone
 * (decision 070 addendum). An amount that is not a number is unknown: '₹—', never '₹0'. The one way every screen
 * writes rupees, in every language (decision 109; tests/lint/rupees.test.ts finds any other).
 */
export function formatRupees(amount: number | null): string {
  return `₹${formatAmount(amount)}`;
}

/** How an amount that could not be read is shown (never as ₹0: src/api/views.ts gives null). */
export const UNKNOWN_AMOUNT = '₹—';

/** formatRupees without the sign: '12,34,567.5' (the receipt's 'number = amount rs' lines); unknown is '—'. */
export function formatAmount(amount: number | null): string {
  if (amount === null || !Number.isFinite(amount)) return '—';
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const [whole, fraction] = roundToPaise(Math.abs(amount));
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head ? `${head},` : ''}${whole.slice(-3)}${fraction ? `.${fraction}` : ''}`;
}

/** The whole rupees and the paise (no trailing zeros) of a non-negative amount, from its shortest decimal form. */
function roundToPaise(x: number): [string, string] {
  if (x < 1e-6) return ['0', '']; // shorter than a paisa, and written with an exponent
  if (x >= 1e21) {
    // a whole number written with an exponent ('1.5e+21'): its digits, then zeros
    const [mantissa, exponent] = String(x).split('e+') as [string, string];
    const [lead, rest = ''] = mantissa.split('.') as [string, string?];
    return [lead + rest + '0'.repeat(Number(exponent) - rest.length), ''];
  }
  const [whole, decimals = ''] = String(x).split('.') as [string, string?];
  let digits = whole + decimals.slice(0, 2).padEnd(2, '0');
  if ((decimals[2] ?? '0') >= '5') digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  // digits has 3 or more characters: whole rupees ('0' at least), then two of paise
  return [digits.slice(0, -2), digits.slice(-2).replace(/0+$/, '')];
}
