/**
 * The entities of the PHP wire (spec §3): the shapes the calls carry, the formats of their texts and the bet type codes.
 * Spellings are the server's own: `refferal`, `upcomming_game`, `hurfrate`, `user_Data`, `LastResult`.
 *
 * PHP servers send numbers as strings as often as not, so numeric reply fields are typed `Num`
 * (number | string); the client's normalization parses them.
 */

/** A number as PHP sends it: a JSON number or a numeric string. */
export type Num = number | NumericString;

/**
 * A number written as text, as PHP sends it: plain decimal digits, an optional sign and fraction, no thousands
 * separators (`"1250.50"`, not `"1,250.50"`); empty when the server has no value.
 * @pattern ^(-?[0-9]+(\.[0-9]+)?)?$
 */
export type NumericString = string;

// Formats of the texts that carry a time or a day, as the contract sends them (spec §3, §9). Each is its own named
// type so that the OpenAPI document names it (`#/components/schemas/ClockTime`) and whoever reads a reply by its
// schema — the bridge's format check, the simulator's PHP dialect — finds every field of the kind.

/**
 * A time of day, 24-hour, with seconds: HH:MM:SS (IST).
 * @pattern ^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$
 */
export type ClockTime = string;

/**
 * A time of day, 24-hour, without seconds: HH:MM (IST).
 * @pattern ^([01][0-9]|2[0-3]):[0-5][0-9]$
 */
export type HourMinute = string;

/**
 * A day as the screens write it: DD-MM-YYYY (spec §9).
 * @pattern ^(0[1-9]|[12][0-9]|3[01])-(0[1-9]|1[0-2])-[0-9]{4}$
 */
export type DayDate = string;

/**
 * A day as MySQL writes it: YYYY-MM-DD.
 * @pattern ^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$
 */
export type IsoDate = string;

/**
 * A moment as MySQL writes it: YYYY-MM-DD HH:MM:SS (IST).
 * @pattern ^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]) ([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$
 */
export type IsoDateTime = string;

/** status: 0 failure, 1 success, 2 warning. */
export interface StatusReply {
  /** 0 failure, 1 success, 2 warning */
  status: Num;
  /** the server's message, shown to the player */
  msg: string;
}

/** `{ error, message }` replies (profile, withdraw_money, reset password, promotion). */
export interface ErrorMessageReply {
  /** true (or 1) when the call failed */
  error: boolean | Num;
  /** the server's message, shown to the player */
  message: string;
}

// ───────────────────────── shared entities (spec §3) ─────────────────────────

/** Bet type codes (spec §3 "Bet line sent"). */
export const BET_TYPE = { jodi: 1, ander: 2, bahar: 3 } as const;
export type BetType = (typeof BET_TYPE)[keyof typeof BET_TYPE];
/** A bet type by name: jodi, ander, bahar. */
export type BetKind = keyof typeof BET_TYPE;

/** The bet type a wire code names (1 or '1' → 'jodi'), or undefined for anything else. */
export function betKindOfCode(code: unknown): BetKind | undefined {
  if (typeof code !== 'number' && typeof code !== 'string') return undefined;
  return (Object.keys(BET_TYPE) as BetKind[]).find((k) => String(BET_TYPE[k]) === String(code));
}

/**
 * One bet line as the API takes it.
 * bet_numbers: 1–100 for jodi grid positions, 1–10 for ander/bahar positions,
 * or the two-digit number itself ("07") for copy paste and crossing.
 * Both jodi forms arrive as type 1, so the server cannot tell them apart: a type-1 value v (0–100) names the Jodi
 * number v mod 100 ('07' and '7' are 07, '100' is 00). Send a grid cell as its two-digit number (or as position
 * n with 100 for '00'), never as number + 1. Types 2/3: position p (1–10) is the digit p − 1.
 */
export interface BetLine {
  bet_numbers: string;
  bet_money: number;
  type: BetType;
}

export interface GameInfo {
  game_name: string;
  end_date: IsoDate;
  end_time: ClockTime;
  result_date: IsoDate;
  result_time: ClockTime;
}

export interface Market {
  game_id: Num;
  match_id: Num;
  game_name: string;
  /** latest result, '' or '**' when none yet */
  result: string;
  /** 1 when betting is open */
  active: Num;
  start_time: ClockTime;
  end_time: ClockTime;
  sequence: Num;
  /** the next close */
  datetime: IsoDateTime;
}

export interface LastResult {
  game_name: string;
  number: Num;
}

export interface Banner {
  banner_img: string;
}

export interface Notice {
  text_msg: string;
}

export interface BetHistoryLine {
  id: Num;
  game_name: string;
  /** 1 JODI, 2 ANDER H, other BAHAR H */
  type: Num;
  game_number: string;
  money: Num;
  created_at: IsoDateTime;
  /** '0' while the result is not declared (cancellable) */
  isResult: string;
}

export interface WalletLine {
  description: string;
  date: DayDate;
  time: ClockTime;
  add_amount: string;
  /** 'credit' or anything else ('debit') */
  purpose: string;
}

export interface ProfileSetting {
  contact_info: string;
  /** minimum withdrawal */
  withdrawal_amount: Num;
  /** the withdrawal window's start */
  startwith: HourMinute;
  /** the withdrawal window's end */
  endwith: HourMinute;
  isbank: Num;
  isUpi: Num;
}

export interface LastWithdrawal {
  bank_ac_no: string;
  ac_holder_name: string;
  ifsc_code: string;
  bank_name: string;
}

export interface ProfileData {
  wallet: Num;
  balance: Num;
  usercode: string;
  mobile: string;
  name: string;
  setting: ProfileSetting;
  lastWithdrawal: LastWithdrawal | null;
}

/**
 * user_Data entries: index 0 carries balance, index 5 carries minimum_recharge and maximum_p2p (spec §3).
 * The other indexes carry named settings the screens do not read.
 */
export interface UserDataEntry {
  name?: string;
  balance?: Num;
  minimum_recharge?: Num;
  maximum_p2p?: Num;
  value?: Num;
}

/** The wallet apps a withdrawal may go to (spec §9), as the `type` field spells them; 'Bank' is the other mode. */
export const UPI_APPS = ['Paytm', 'Phonepe', 'GPay'] as const;
export type UpiApp = (typeof UPI_APPS)[number];

/** A withdrawal request: amount, UPI mobile, mode ('Bank' or a wallet app) and the bank fields. */
export interface WithdrawalFields {
  amount: string;
  number: string;
  type: string;
  bank_ac_no: string;
  ifsc_code: string;
  ac_holder_name: string;
  bank_name: string;
}

export interface ChartRow {
  date: DayDate;
  number: string;
}

export interface BankDetail {
  name: string;
  bankname: string;
  account: string;
  ifsc: string;
  upi: string;
  mobile: string;
  city: string;
  state: string;
}

/** The placeholder a server returns when no bank is saved (spec §3). */
export const NO_BANK_ACCOUNT = '1111111111';
export const NO_BANK_IFSC = 'Not Addeed';

export interface ReferralRow {
  username: string;
  water_reward: Num;
  first_reward: Num;
}

export interface PromotionData {
  level1: Num;
  level2: Num;
  level3: Num;
  people: Num;
  con: Num;
  bonus: Num;
  usercode: string;
}

/** The promotion figures as numbers (what the client reads and the simulator derives). */
export type PromotionFigures = { [K in keyof PromotionData]: K extends 'usercode' ? string : number };

export interface ChatGroup {
  id: Num;
  groupid: Num;
  name: string;
  avatar: string;
  lastMessage: string;
  lastMessageTime: string;
  unread: Num;
  pinned: boolean;
  read: boolean;
  delivered: boolean;
  verified: boolean;
  TotalMember: Num;
  /** whether members may post */
  messages: boolean;
}

export type ChatMessageStatus = 'sent' | 'delivered' | 'read';

export interface ChatMessage {
  id: Num;
  user: string;
  fromMe: boolean;
  text: string;
  time: string;
  status: ChatMessageStatus;
}
