/**
 * Withdrawals: a request debits the wallet at once (ledger kind 'withdrawal') and waits; the admin approves it
 * (final: the money has left) or rejects it (credited back once, with a line the client reads as a credit:
 * 'Your withdrawal request has been Rejected'). Requests are taken only inside the withdrawal window
 * (domain/withdrawalWindow.ts, the rule the withdrawal screen applies too).
 *
 * Modes: 'Bank' needs the four bank fields; a UPI app (Paytm, Phonepe, GPay) needs the UPI mobile `number`.
 * Failure texts are the client's own where the client has one (domain/messages.ts), in the client's order.
 */
import { MSG, amountGreaterThan, withdrawalClosed } from '../../../domain/messages';
import { UPI_APPS, type LastWithdrawal } from '../../../domain/wire';
import { isWithdrawalOpen } from '../../../domain/withdrawalWindow';
import { fail, type Result } from '../result';
import type { World } from '../state';
import { bankFormatProblem, lengthProblem } from './bankCards';
import { balance, post } from './ledger';
import { MOBILE_RE, userById } from './users';
import { serverText } from '../../../domain/serverTexts';

export const WITHDRAWAL_MODES = ['Bank', ...UPI_APPS] as const;
export type WithdrawalMode = (typeof WITHDRAWAL_MODES)[number];
export type WithdrawalStatus = 'pending' | 'approved' | 'rejected';

export interface Withdrawal {
  /** 'WD2001' */
  id: string;
  userId: string;
  amount: number;
  mode: WithdrawalMode;
  /** the UPI mobile (UPI modes; '' for Bank) */
  upiMobile: string;
  /** the bank details (Bank mode; all '' for a UPI app) */
  bank: LastWithdrawal;
  status: WithdrawalStatus;
  requestedAt: number;
  settledAt: number | null;
  /** the admin's reason for a rejection ('' when none) */
  reason: string;
}

export interface WithdrawalsSlice {
  /** in request order */
  list: Withdrawal[];
  lastId: number;
}

export const initWithdrawals = (): WithdrawalsSlice => ({ list: [], lastId: 2000 });

/** The withdrawal texts; the first six are the client's own (domain/messages.ts). */
export const WITHDRAW_MSG = {
  amount: MSG.withdrawAmount,
  bankDetails: MSG.bankDetails,
  paymentMode: MSG.paymentMode,
  upiMobile: MSG.upiMobile,
  insufficient: MSG.insufficientBalance,
  greaterThan: amountGreaterThan,
  closed: withdrawalClosed,
  validAmount: serverText('validAmount'),
  unknownMode: serverText('unknownMode'),
  upiFormat: serverText('upiFormat'),
  bankOff: serverText('bankOff'),
  upiOff: serverText('upiOff'),
  sent: serverText('withdrawalSent'),
} as const;

/** What a withdrawal request carries (the wire's fields, any type: they are checked here). */
export interface WithdrawalInput {
  userId: string;
  amount: unknown;
  /** 'Bank' or a UPI app ('' = none picked) */
  type: unknown;
  /** the UPI mobile */
  number: unknown;
  bank_ac_no: unknown;
  ifsc_code: unknown;
  ac_holder_name: unknown;
  bank_name: unknown;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

/** Whole rupees ≥ 1 (a number or a digit string), else null. */
export function amountOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v >= 1 ? v : null;
  if (typeof v !== 'string' || !/^\s*\d{1,12}\s*$/.test(v)) return null;
  const n = Number(v.trim());
  return n >= 1 ? n : null;
}

interface Index {
  byId: Map<string, Withdrawal>;
  byUser: Map<string, Withdrawal[]>;
}

const index = (w: World): Index =>
  w.derived('withdrawals', () => {
    const ix: Index = { byId: new Map(), byUser: new Map() };
    for (const wd of w.state.withdrawals.list) add(ix, wd);
    return ix;
  });

function add(ix: Index, wd: Withdrawal): void {
  ix.byId.set(wd.id, wd);
  let mine = ix.byUser.get(wd.userId);
  if (!mine) ix.byUser.set(wd.userId, (mine = []));
  mine.push(wd);
}

export function withdrawalById(w: World, id: string): Withdrawal | undefined {
  return index(w).byId.get(String(id).trim());
}

/** A player's withdrawals, newest first. */
export function withdrawalsOf(w: World, userId: string): Withdrawal[] {
  return (index(w).byUser.get(userId) ?? []).slice().reverse();
}

/** The bank details of the player's last Bank-mode withdrawal (the profile's `lastWithdrawal`), or null. */
export function lastBankDetails(w: World, userId: string): LastWithdrawal | null {
  const mine = index(w).byUser.get(userId) ?? [];
  for (let i = mine.length - 1; i >= 0; i--) {
    const wd = mine[i] as Withdrawal;
    if (wd.mode === 'Bank') return { ...wd.bank };
  }
  return null;
}

function modeOf(type: string, isUpi: boolean): WithdrawalMode | '' | null {
  if (type === '') return isUpi ? '' : 'Bank'; // with no UPI picker the form is bank only
  return WITHDRAWAL_MODES.find((m) => m.toLowerCase() === type.toLowerCase()) ?? null;
}

const masked = (digits: string) => `XXXX${digits.slice(-4)}`;

/**
 * A withdrawal request: inside the window, a valid mode with its fields, within the balance and at least the
 * minimum. Debits the amount at once and leaves the request pending — or changes nothing.
 */
export function requestWithdrawal(w: World, i: WithdrawalInput): Result<{ withdrawal: Withdrawal; balance: number }> {
  const user = userById(w, String(i.userId).trim());
  if (!user) return fail(serverText('userNotFound'));
  const s = w.state.settings;
  const now = w.now();
  if (!isWithdrawalOpen(now, s.withdrawStart, s.withdrawEnd)) return fail(WITHDRAW_MSG.closed(s.withdrawStart, s.withdrawEnd));
  const f = {
    amount: text(i.amount),
    type: text(i.type),
    number: text(i.number),
    bank_ac_no: text(i.bank_ac_no),
    ifsc_code: text(i.ifsc_code),
    ac_holder_name: text(i.ac_holder_name),
    bank_name: text(i.bank_name),
  };
  const tooLong = lengthProblem([
    ['Amount', f.amount],
    ['Payment mode', f.type],
    ['UPI mobile number', f.number],
    ['Account number', f.bank_ac_no],
    ['IFSC code', f.ifsc_code],
    ['Account holder name', f.ac_holder_name],
    ['Bank name', f.bank_name],
  ]);
  if (tooLong) return fail(tooLong);
  if (f.amount === '') return fail(WITHDRAW_MSG.amount);
  const amount = amountOf(typeof i.amount === 'number' ? i.amount : f.amount);
  if (amount === null) return fail(WITHDRAW_MSG.validAmount);
  const isUpi = Number(s.isUpi) !== 0;
  const mode = modeOf(f.type, isUpi);
  if (mode === null) return fail(WITHDRAW_MSG.unknownMode);
  const bankFields = [f.bank_ac_no, f.ifsc_code, f.ac_holder_name, f.bank_name];
  if (mode === 'Bank' && bankFields.some((v) => v === '')) return fail(WITHDRAW_MSG.bankDetails);
  if (mode === '') return fail(WITHDRAW_MSG.paymentMode);
  if (mode !== 'Bank' && f.number === '') return fail(WITHDRAW_MSG.upiMobile);
  if (mode === 'Bank' && Number(s.isBank) === 0) return fail(WITHDRAW_MSG.bankOff);
  if (mode !== 'Bank' && !isUpi) return fail(WITHDRAW_MSG.upiOff);
  if (mode === 'Bank') {
    const bad = bankFormatProblem(f.bank_ac_no, f.ifsc_code);
    if (bad) return fail(bad);
  } else if (!MOBILE_RE.test(f.number)) return fail(WITHDRAW_MSG.upiFormat);
  if (amount > balance(w, user.id)) return fail(WITHDRAW_MSG.insufficient);
  if (amount < s.minWithdrawal) return fail(WITHDRAW_MSG.greaterThan(s.minWithdrawal));

  const slice = w.state.withdrawals;
  const withdrawal: Withdrawal = {
    id: `WD${++slice.lastId}`,
    userId: user.id,
    amount,
    mode,
    upiMobile: mode === 'Bank' ? '' : f.number,
    bank:
      mode === 'Bank'
        ? { bank_ac_no: f.bank_ac_no, ac_holder_name: f.ac_holder_name, ifsc_code: f.ifsc_code.toUpperCase(), bank_name: f.bank_name }
        : { bank_ac_no: '', ac_holder_name: '', ifsc_code: '', bank_name: '' },
    status: 'pending',
    requestedAt: now,
    settledAt: null,
    reason: '',
  };
  // no player text in the description: it must never read as a credit (spec §4 words)
  const line = mode === 'Bank' ? serverText('lineWithdrawalBank', { id: withdrawal.id, account: masked(f.bank_ac_no) }) : serverText('lineWithdrawalApp', { id: withdrawal.id, app: mode, account: masked(f.number) });
  post(w, user.id, -amount, line, 'withdrawal', withdrawal.id, now);
  slice.list.push(withdrawal);
  add(index(w), withdrawal);
  return { ok: true, withdrawal, balance: balance(w, user.id) };
}

function settleable(w: World, id: string): Result<{ wd: Withdrawal }> {
  const wd = withdrawalById(w, id);
  if (!wd) return fail('Withdrawal not found');
  if (wd.status !== 'pending') return fail(`Withdrawal ${wd.id} already ${wd.status}`);
  return { ok: true, wd };
}

/** The admin pays a pending withdrawal out: final, no ledger change (the wallet was debited at the request). */
export function approveWithdrawal(w: World, id: string): Result<{ withdrawal: Withdrawal }> {
  const r = settleable(w, id);
  if (!r.ok) return r;
  r.wd.status = 'approved';
  r.wd.settledAt = w.now();
  w.touch();
  return { ok: true, withdrawal: r.wd };
}

export const MAX_REASON = 200;

/** The admin rejects a pending withdrawal: the amount is credited back, exactly once. */
export function rejectWithdrawal(w: World, id: string, reason?: unknown): Result<{ withdrawal: Withdrawal; balance: number }> {
  const why = text(reason);
  if (why.length > MAX_REASON) return fail(`Reason longer than ${MAX_REASON} characters`);
  const r = settleable(w, id);
  if (!r.ok) return r;
  const wd = r.wd;
  wd.status = 'rejected';
  wd.settledAt = w.now();
  wd.reason = why;
  post(w, wd.userId, wd.amount, why ? serverText('lineWithdrawalRejectedWhy', { id: wd.id, reason: why }) : serverText('lineWithdrawalRejected', { id: wd.id }), 'withdrawal', wd.id);
  return { ok: true, withdrawal: wd, balance: balance(w, wd.userId) };
}

declare module '../state' {
  interface SimState {
    withdrawals: WithdrawalsSlice;
  }
}
