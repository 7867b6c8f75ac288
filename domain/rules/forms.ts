import { parseAmount } from './amount';
import { BET_TYPE } from '../wire';
import { MSG, amountGreaterThan } from '../messages';

const blank = (v: string | null | undefined) => (v ?? '').trim() === '';

/** Register: mobile, name, code (OTP), password and refcode all required. */
export function validateRegister(f: { mobile: string; name: string; code: string; password: string; refcode: string }): string | null {
  return [f.mobile, f.name, f.code, f.password, f.refcode].some(blank) ? MSG.requiredFields : null;
}

export function validateForgotPassword(f: { mobile: string; otp: string; password: string }): string | null {
  return [f.mobile, f.otp, f.password].some(blank) ? MSG.requiredFields : null;
}

/** Add bank card: bank number, IFSC, UPI and bank name required (the OTP goes to the logged-in mobile). */
export function validateAddBank(f: { account: string; ifsc: string; upi: string; bankname: string }): string | null {
  return [f.account, f.ifsc, f.upi, f.bankname].some(blank) ? MSG.requiredFields : null;
}

export const DEFAULT_MIN_RECHARGE = 100;

/** Recharge: a whole amount of at least the minimum, else 'Please enter amount greater than {min}'. */
export function validateRecharge(amount: string, minimum: number | string = DEFAULT_MIN_RECHARGE): string | null {
  const min = Number(minimum);
  const value = parseAmount(amount);
  const floor = Number.isFinite(min) ? min : DEFAULT_MIN_RECHARGE;
  return value === null || value < floor ? amountGreaterThan(minimum) : null;
}

/** P2P: friend's mobile and amount required. The maximum is shown, not checked here. */
export function validateP2P(mobile: string, amount: string): string | null {
  return blank(mobile) || blank(amount) ? MSG.fillAllRequired : null;
}

/** Chat: join needs a trimmed group id; a message must not be blank. */
export function canJoinGroup(groupId: string): boolean {
  return !blank(groupId);
}
export function canSendMessage(text: string): boolean {
  return !blank(text);
}

/** Bet history type: jodi JODI, ander ANDER H, anything else BAHAR H. */
export function betHistoryTypeLabel(type: number | string): 'JODI' | 'ANDER H' | 'BAHAR H' {
  const t = Number(type);
  return t === BET_TYPE.jodi ? 'JODI' : t === BET_TYPE.ander ? 'ANDER H' : 'BAHAR H';
}
