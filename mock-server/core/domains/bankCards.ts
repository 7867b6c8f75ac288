/**
 * Bank cards: a player adds one once, confirmed by the OTP sent to the player's own mobile (`api/otp.php`); later
 * changes only through the admin (control API). Also the bank-detail formats the withdrawal domain shares.
 * Free-text fields (holder name, bank name, city, state) are stored as given — any characters, bounded in length;
 * only fields with a format (account number, IFSC, UPI id) are refused for their characters.
 */
import { MSG } from '../../../domain/messages';
import { fail, type Result } from '../result';
import type { World } from '../state';
import { checkOtp, userById } from './users';
import type { BankDetail } from '../../../domain/wire';
import { serverText } from '../../../domain/serverTexts';

/** A saved card: the wire's bank detail (IFSC upper-cased, mobile = the number the OTP went to) and its history. */
export interface BankCard extends BankDetail {
  addedAt: number;
  updatedAt: number;
  /** who wrote the current details */
  updatedBy: 'player' | 'admin';
}

export interface BankCardsSlice {
  /** at most one card per user id */
  byUser: Record<string, BankCard>;
}

export const initBankCards = (): BankCardsSlice => ({ byUser: {} });

/** Free text bound (a PHP backend's VARCHAR(100)). */
export const MAX_TEXT = 100;
export const IFSC_RE = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers: 6 to 18 digits. */
export const ACCOUNT_RE = /^\d{6,18}$/;
/** a VPA: handle@provider */
export const UPI_RE = /^[A-Za-z0-9._-]{2,64}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;

export const BANK_MSG = {
  /** the client's own text (domain/messages.ts requiredFields) */
  required: MSG.requiredFields,
  /** the client's info text (contactAdmin) */
  contactAdmin: MSG.contactAdmin,
  ifsc: serverText('ifscInvalid'),
  account: serverText('accountInvalid'),
  upi: serverText('upiInvalid'),
  otp: MSG.loginOtp,
  mobile: serverText('mobileMismatch'),
} as const;

export const tooLong = (label: string) => serverText('fieldTooLong', { field: label, n: MAX_TEXT });

/** The first field longer than MAX_TEXT, as a failure message; null when all fit. */
export function lengthProblem(fields: Array<[label: string, value: string]>): string | null {
  for (const [label, value] of fields) if (value.length > MAX_TEXT) return tooLong(label);
  return null;
}

/** Account number and IFSC formats (the IFSC is compared upper-cased). */
export function bankFormatProblem(account: string, ifsc: string): string | null {
  if (!ACCOUNT_RE.test(account)) return BANK_MSG.account;
  if (!IFSC_RE.test(ifsc.toUpperCase())) return BANK_MSG.ifsc;
  return null;
}

export type BankCardInput = Pick<BankCard, 'name' | 'bankname' | 'account' | 'ifsc' | 'upi' | 'mobile' | 'city' | 'state'>;

export function bankCardOf(w: World, userId: string): BankCard | undefined {
  const all = w.state.bankCards.byUser;
  return Object.hasOwn(all, userId) ? all[userId] : undefined;
}

/** Trims every field; a missing one is ''. */
function clean(i: Partial<Record<keyof BankCardInput, unknown>>): BankCardInput {
  const s = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
  return { name: s(i.name), bankname: s(i.bankname), account: s(i.account), ifsc: s(i.ifsc), upi: s(i.upi), mobile: s(i.mobile), city: s(i.city), state: s(i.state) };
}

/** Lengths and formats of a complete card; null when it can be stored. */
function cardProblem(c: BankCardInput): string | null {
  return (
    lengthProblem([
      ['Name', c.name],
      ['Bank name', c.bankname],
      ['City', c.city],
      ['State', c.state],
    ]) ??
    bankFormatProblem(c.account, c.ifsc) ??
    (UPI_RE.test(c.upi) ? null : BANK_MSG.upi)
  );
}

/**
 * A player adds a bank card (once): account, IFSC, UPI id and bank name required, the OTP sent to the player's
 * mobile checked and used up. A second card is refused: changes go through the admin.
 */
export function addBankCard(w: World, userId: string, input: Partial<Record<keyof BankCardInput | 'otp', unknown>>): Result<{ card: BankCard }> {
  const user = userById(w, userId);
  if (!user) return fail(serverText('userNotFound'));
  if (bankCardOf(w, user.id)) return fail(BANK_MSG.contactAdmin);
  const c = clean(input);
  const code = typeof input.otp === 'string' ? input.otp.trim() : typeof input.otp === 'number' ? String(input.otp) : '';
  if ([c.account, c.ifsc, c.upi, c.bankname].some((v) => v === '')) return fail(BANK_MSG.required);
  if (!code) return fail(BANK_MSG.otp);
  if (c.mobile && c.mobile !== user.mobile) return fail(BANK_MSG.mobile);
  const problem = cardProblem(c);
  if (problem) return fail(problem);
  if (code.length > 10) return fail(serverText('invalidOtp'));
  const check = checkOtp(w, user.mobile, code);
  if (!check.ok) return check;
  const now = w.now();
  const card: BankCard = { ...c, ifsc: c.ifsc.toUpperCase(), mobile: user.mobile, addedAt: now, updatedAt: now, updatedBy: 'player' };
  check.otp.usedAt = now; // the code is used up, as a login uses it
  w.state.bankCards.byUser[user.id] = card;
  w.touch();
  return { ok: true, card };
}

/**
 * The admin writes a player's bank details (control API, fixtures): the given fields over the saved card, or a
 * new card (which then needs account, IFSC, UPI id and bank name). No OTP.
 */
export function adminSetBankCard(w: World, userId: string, input: Partial<Record<keyof BankCardInput, unknown>>): Result<{ card: BankCard }> {
  const user = userById(w, userId);
  if (!user) return fail(serverText('userNotFound'));
  const saved = bankCardOf(w, user.id);
  const given = clean(input);
  const merged: BankCardInput = { ...given };
  for (const k of Object.keys(given) as Array<keyof BankCardInput>) {
    if (input[k] === undefined && saved) merged[k] = saved[k];
  }
  merged.mobile = user.mobile;
  if ([merged.account, merged.ifsc, merged.upi, merged.bankname].some((v) => v === '')) return fail(BANK_MSG.required);
  const problem = cardProblem(merged);
  if (problem) return fail(problem);
  const now = w.now();
  const card: BankCard = { ...merged, ifsc: merged.ifsc.toUpperCase(), addedAt: saved?.addedAt ?? now, updatedAt: now, updatedBy: 'admin' };
  w.state.bankCards.byUser[user.id] = card;
  w.touch();
  return { ok: true, card };
}

/** The admin removes a player's card (the player may then add one again). */
export function adminRemoveBankCard(w: World, userId: string): Result<{ removed: BankCard }> {
  if (!userById(w, userId)) return fail(serverText('userNotFound'));
  const saved = bankCardOf(w, userId);
  if (!saved) return fail(serverText('bankCardNotFound'));
  delete w.state.bankCards.byUser[userId];
  w.touch();
  return { ok: true, removed: saved };
}

declare module '../state' {
  interface SimState {
    bankCards: BankCardsSlice;
  }
}
