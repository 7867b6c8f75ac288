/**
 * The simulator's whole state: one plain, JSON-serializable object.
 * Snapshot = JSON copy of it; restore = load it back. Money is whole rupees (integers) everywhere.
 */
import type { ClockState } from './clock';

export const STATE_VERSION = 1;

export type Result<T extends object = object> = ({ ok: true } & T) | { ok: false; error: string };

export interface Settings {
  /** payout per 100 staked on a winning Jodi */
  jodiRate: number;
  /** payout per 100 staked on a winning Ander or Bahar (haruf) */
  hurfRate: number;
  minRecharge: number;
  maxRecharge: number;
  maxP2p: number;
  minWithdrawal: number;
  /** withdrawal window, HH:MM IST */
  withdrawStart: string;
  withdrawEnd: string;
  isBank: number;
  isUpi: number;
  contactInfo: string;
  otpTtlMs: number;
  /** declare a seeded random result when a market's result time passes */
  autoResults: boolean;
  /** at most this many lines per bet placement */
  maxLinesPerBet: number;
  /** at most this many rupees per bet line */
  maxStakePerLine: number;
  rulesHtml: string;
  noticeHtml: string;
  /** referral percentages for levels 1..3 (used by a later issue) */
  referralPercents: number[];
}

export interface User {
  id: string;
  /** also the referral code */
  mobile: string;
  name: string;
  password: string;
  /** id of the inviting user, or null */
  referrer: string | null;
  agentId: string;
  createdAt: number;
  fcmToken: string;
}

export type OtpPurpose = 'login' | 'register' | 'reset' | 'other';

export interface Otp {
  mobile: string;
  code: string;
  purpose: OtpPurpose;
  sentAt: number;
  expiresAt: number;
  usedAt: number | null;
}

export type LedgerKind = 'recharge' | 'bet' | 'win' | 'refund' | 'adjust';

/** One wallet line. amount is signed: credits > 0, debits < 0. */
export interface LedgerLine {
  id: number;
  at: number;
  amount: number;
  description: string;
  kind: LedgerKind;
  /** the bet id, payment id or ticket this line belongs to */
  ref: string;
}

export interface MarketResult {
  /** session key: the IST date the session opened, YYYY-MM-DD */
  session: string;
  /** two digits, '00'–'99' */
  number: string;
  declaredAt: number;
}

export interface MarketDef {
  id: string;
  name: string;
  sequence: number;
  /** daily times, HH:MM IST; close/result earlier than open means the next day */
  open: string;
  close: string;
  result: string;
  /** ascending by session */
  results: MarketResult[];
}

export type BetKind = 'jodi' | 'ander' | 'bahar';
export type BetStatus = 'open' | 'won' | 'lost' | 'cancelled';

/** One bet line as stored (a placement of n lines stores n bets sharing a ticket). */
export interface Bet {
  id: string;
  ticket: string;
  userId: string;
  marketId: string;
  session: string;
  kind: BetKind;
  /** '00'–'99' for jodi, '0'–'9' for ander/bahar */
  number: string;
  money: number;
  placedAt: number;
  status: BetStatus;
  payout: number;
  settledAt: number | null;
}

export type PaymentStatus = 'pending' | 'approved' | 'failed';

export interface Payment {
  id: string;
  userId: string;
  amount: number;
  status: PaymentStatus;
  createdAt: number;
  settledAt: number | null;
  /** where the gateway page sends the player afterwards */
  returnUrl: string;
}

export type FaultKind = 'error' | 'timeout' | 'html' | 'latency' | 'network';

export interface Fault {
  id: number;
  /** matched against the end of the request path, e.g. 'Webservices/game_bet' or 'game_bet' */
  path: string;
  kind: FaultKind;
  latencyMs: number;
  /** how many more requests it hits; null = until cleared */
  remaining: number | null;
}

export interface Counters {
  user: number;
  bet: number;
  ticket: number;
  line: number;
  payment: number;
  fault: number;
}

export interface SimState {
  version: number;
  scenario: string;
  seed: number;
  clock: ClockState;
  rng: number;
  /** IST day number before which no automatic results are drawn */
  startDay: number;
  counters: Counters;
  settings: Settings;
  users: Record<string, User>;
  /** newest first */
  otps: Otp[];
  /** by user id, oldest first */
  ledger: Record<string, LedgerLine[]>;
  markets: MarketDef[];
  bets: Bet[];
  payments: Payment[];
  banners: string[];
  faults: Fault[];
}
