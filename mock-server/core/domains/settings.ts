/** The world's settings (admin-editable through the control API). */
import { DEFAULT_JODI_READING, type JodiReading } from '../../../domain/jodiNumbers';
import { RULES_HTML } from '../../../domain/serverTexts';

export interface Settings {
  /** payout per 100 staked on a winning Jodi */
  jodiRate: number;
  /** payout per 100 staked on a winning Ander or Bahar (haruf) */
  hurfRate: number;
  minRecharge: number;
  maxRecharge: number;
  maxP2p: number;
  minWithdrawal: number;
  /** withdrawal window, HH:MM IST (domain/withdrawalWindow.ts) */
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
  /**
   * turnover ("water") reward per bet, in percent of the ticket total, for the inviters at levels 1..3
   * (domains/referrals.ts; each reward floored to whole rupees)
   */
  referralPercents: number[];
  /** rupees credited to the direct inviter on an invitee's first approved recharge (once per invitee; 0 = none) */
  referralFirstReward: number;
  /** how a type-1 bet_numbers value names a Jodi number (domain/jodiNumbers.ts; VITE_JODI_READING) */
  jodiReading: JodiReading;
  /**
   * how replies are answered: 'plain' (the contract's own), 'php' or habit names (domain/phpHabits.ts; the PHP dialect,
   * mock-server/pipeline/dialect.ts). A world saved before it had none: plain.
   */
  dialect: string;
}

export const DEFAULT_SETTINGS: Settings = {
  jodiRate: 9800,
  hurfRate: 980,
  minRecharge: 100,
  maxRecharge: 50000,
  maxP2p: 25000,
  minWithdrawal: 500,
  withdrawStart: '09:00',
  withdrawEnd: '21:00',
  isBank: 1,
  isUpi: 1,
  contactInfo: '919999999999',
  otpTtlMs: 5 * 60_000,
  autoResults: true,
  maxLinesPerBet: 500,
  maxStakePerLine: 100000,
  rulesHtml: RULES_HTML.short,
  noticeHtml: '',
  referralPercents: [5, 3, 1],
  referralFirstReward: 50,
  jodiReading: DEFAULT_JODI_READING,
  dialect: 'plain',
};

declare module '../state' {
  interface SimState {
    settings: Settings;
  }
}
