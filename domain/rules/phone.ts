/** Referral phone as shown in the promotion table: first 2 and last 2 characters kept, the rest '*'. */
export function maskPhone(phone: string): string {
  const chars = Array.from(phone);
  if (chars.length <= 4) return phone;
  return chars.slice(0, 2).join('') + '*'.repeat(chars.length - 4) + chars.slice(-2).join('');
}

export const PHONE_PREFIX = '91';
/** A mobile number is 10 digits after the +91. */
export const MOBILE_DIGITS = 10;

/** '+91 9876543210' for a 10-digit mobile, whether stored with or without the 91/+91 prefix ('' for none). */
export function displayPhone(mobile: string): string {
  let digits = mobile.replace(/[^0-9]+/g, '');
  if (digits === '') return '';
  if (digits.length === 12 && digits.startsWith(PHONE_PREFIX)) digits = digits.slice(2);
  return `+${PHONE_PREFIX} ${digits}`;
}
