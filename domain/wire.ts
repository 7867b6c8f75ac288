/**
 * Wire types of every call in spec §7 — the one place they are written, each call declared once (WS_CALLS, JSON_CALLS).
 * The client (src/api) and the simulator (mock-server) both import this module.
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

// ───────────────────────── Webservices/* (form-data POST) ─────────────────────────
// Every request also carries the two app credential fields (names from configuration).

/** The reply of every Webservices call. The call's JSDoc is its OpenAPI description. */
export interface WebserviceReplies {
  /** Login by OTP in two steps: step 1 (mobile) sends an OTP by SMS, step 2 verifies it, with an optional referral code and agent id. */
  login: StatusReply & {
    /** step 2: the player's user id */
    id?: Num;
    /** step 1: 1 when the mobile is new */
    purpose?: Num;
  };
  /** The player's profile: wallet, balance, settings (contact, minimum withdrawal, withdrawal hours), the last withdrawal's bank fields and `user_Data`. */
  profile: ErrorMessageReply & { data: ProfileData[]; user_Data: UserDataEntry[] };
  /** Saves the device's push token. */
  updatefcm: StatusReply;
  /** Payout rates (`jodirate` for Jodi, `hurfrate` for Ander/Bahar) and the rules text. */
  game_rule: StatusReply & { jodirate: Num; hurfrate: Num; data: { description: string } };
  /** The market list: latest results, running and upcoming markets (the client sorts upcoming by sequence, then datetime), banners and notices. */
  game_list: StatusReply & {
    LastResult: LastResult[];
    running_game: Market[];
    upcomming_game: Market[];
    banner: Banner[];
    notice: Notice[];
    /** a failed load's text, shown to the player (spec §8) */
    error?: string;
  };
  /** A market's result chart. */
  game_chart: StatusReply & { chart: ChartRow[]; name: string };
  /** Starts a recharge: the browser goes to the returned `url` (the payment gateway page). */
  add_money_gateway: StatusReply & { url?: string };
  /** Asks for a withdrawal to a bank account or a wallet app (`type`). */
  withdraw_money: ErrorMessageReply;
  /** Cancels a bet while its result is not declared; `game_id` carries the bet id. */
  game_bet_cancel: StatusReply;
  /** One market's name, close and result times (`data[0]`). */
  game_details: StatusReply & { data: GameInfo[] };
  /** Places bet lines on a market; the reply's status tells whether they were taken. */
  game_bet: StatusReply;
  /** A chat group: avatar, name, verified, TotalMember, whether members may post. */
  group_details: StatusReply & { data: ChatGroup[] };
  /** Posts a message to a chat group. */
  group_initiate_chats: StatusReply;
  /** A chat group's messages (the client polls every second). */
  group_chats: StatusReply & { data: ChatMessage[] };
  /** Wallet lines (credits and debits), a page at a time. */
  transaction_history: StatusReply & { data: WalletLine[] };
  /** The player's bets. */
  my_bets: StatusReply & { data: BetHistoryLine[] };
  /** The player's cancelled bets. */
  my_bets_cancel: StatusReply & { data: BetHistoryLine[] };
  /** The player's chat list. */
  chatlist: StatusReply & { data: ChatGroup[] };
  /** Joins a chat group. */
  group_add: StatusReply;
  /** The chat groups. */
  group_list: StatusReply & { data: ChatGroup[] };
}

/**
 * One form field of a Webservices call. Every value travels as text. The client's request builders must send the
 * required ones (a compile error otherwise), the simulator reads only declared fields and holds them to their
 * bounds, and the OpenAPI form lists them.
 */
export interface WsField {
  /** the call needs it */
  required: boolean;
  /** the longest value accepted, in characters */
  max?: number;
  /** what it holds (the OpenAPI description) */
  doc?: string;
  /** the text is JSON: a list of this wire type (OpenAPI contentSchema) */
  jsonOf?: 'BetLine';
  /** it holds a player's secret, identity or bank detail (see `Sensitivity`) */
  sensitive?: Sensitivity;
}

/** A Webservices call: its fields, and its failure reply with a given message (what the server answers when it refuses). */
export interface WsCallDef<R> {
  fields: Readonly<Record<string, WsField>>;
  failure: (msg: string) => R;
  /**
   * The reply sends the browser to another document (the recharge's gateway page): the in-browser simulator answers
   * only once the call's change is stored, since that document reads the world from the store.
   */
  leavesPage?: true;
}

const REQUIRED = { required: true } as const;
/** a required bank detail (account number, IFSC, holder, bank) */
const BANK = { required: true, sensitive: 'bank' } as const;
/** user_id: the logged-in player (the client fills it in from the session). */
const USER_ID = REQUIRED;
const status0 = (msg: string) => ({ status: 0, msg });
const list0 = (msg: string) => ({ status: 0, msg, data: [] });

/**
 * Every Webservices call of spec §7, declared once: its form fields and its failure reply (its reply type is in
 * `WebserviceReplies`). The request types (`WsReq`), the call names, the simulator's field reading, its failure
 * replies and route table, the client's request builders, the QA panel's call list and the OpenAPI document all come
 * from here. Not imported by the client's runtime code (types only), so it costs the production bundle nothing.
 */
export const WS_CALLS = {
  login: {
    fields: {
      mobile: { required: true, sensitive: 'identity' },
      otp: { required: false, doc: 'step 2: the OTP (step 1 sends the mobile only)', sensitive: 'secret' },
      refferal: { required: false, doc: 'step 2: the referral code', sensitive: 'identity' },
      agentId: { required: false, doc: "step 2: the login link's agent id, when it has one" },
    },
    failure: status0,
  },
  profile: { fields: { user_id: USER_ID }, failure: (message) => ({ error: true, message, data: [], user_Data: [] }) },
  updatefcm: { fields: { user_id: USER_ID, token: { required: true, max: 4096, doc: "the device's push token", sensitive: 'secret' } }, failure: status0 },
  game_rule: {
    fields: { user_id: USER_ID },
    failure: (msg) => ({ status: 0, msg, jodirate: '', hurfrate: '', data: { description: '' } }),
  },
  game_list: {
    fields: {},
    failure: (msg) => ({ status: 0, msg, error: msg, LastResult: [], running_game: [], upcomming_game: [], banner: [], notice: [] }),
  },
  game_chart: { fields: { user_id: USER_ID, game_id: REQUIRED }, failure: (msg) => ({ status: 0, msg, chart: [], name: '' }) },
  add_money_gateway: { fields: { user_id: USER_ID, amount: REQUIRED }, failure: status0, leavesPage: true },
  withdraw_money: {
    fields: {
      user_id: USER_ID,
      amount: REQUIRED,
      number: { required: true, doc: 'the UPI mobile (empty in Bank mode)', sensitive: 'identity' },
      type: { required: true, doc: "'Bank' or the wallet app: Paytm, Phonepe, GPay" },
      bank_ac_no: BANK,
      ifsc_code: BANK,
      ac_holder_name: BANK,
      bank_name: BANK,
    },
    failure: (message) => ({ error: true, message }),
  },
  game_bet_cancel: { fields: { user_id: USER_ID, game_id: { required: true, doc: 'the bet id' } }, failure: status0 },
  game_details: { fields: { game_id: REQUIRED }, failure: list0 },
  game_bet: {
    fields: {
      user_id: USER_ID,
      game_id: REQUIRED,
      game_type: { required: true, doc: "the constant '1'" },
      bet_numbers: { required: true, max: 64 * 1024, jsonOf: 'BetLine', doc: 'the bet lines: JSON.stringify(BetLine[])' },
      grand_total: { required: true, doc: 'the total amount of the lines' },
    },
    failure: status0,
  },
  group_details: { fields: { groupid: REQUIRED, user_id: USER_ID }, failure: list0 },
  group_initiate_chats: { fields: { groupid: REQUIRED, user_id: USER_ID, body: REQUIRED }, failure: status0 },
  group_chats: { fields: { groupid: REQUIRED, user_id: USER_ID }, failure: list0 },
  transaction_history: { fields: { user_id: USER_ID, page: { required: false, doc: 'page number, from 1 (1 when absent)' } }, failure: list0 },
  my_bets: { fields: { user_id: USER_ID }, failure: list0 },
  my_bets_cancel: { fields: { user_id: USER_ID }, failure: list0 },
  chatlist: { fields: { user_id: USER_ID }, failure: list0 },
  group_add: { fields: { user_id: USER_ID, group_id: REQUIRED }, failure: status0 },
  group_list: { fields: { user_id: USER_ID }, failure: list0 },
} as const satisfies { [N in keyof WebserviceReplies]: WsCallDef<WebserviceReplies[N]> };

export type WebserviceName = keyof WebserviceReplies;
type WsFieldsOf<N extends WebserviceName> = (typeof WS_CALLS)[N]['fields'];
type RequiredKeys<F> = { [K in keyof F]: F[K] extends { required: true } ? K : never }[keyof F];
/** The form fields of a call as the client builds them: the required ones as strings, the others optional. */
export type WsReq<N extends WebserviceName> = { [K in RequiredKeys<WsFieldsOf<N>>]: string } & {
  [K in Exclude<keyof WsFieldsOf<N>, RequiredKeys<WsFieldsOf<N>>>]?: string;
};
export type WsRes<N extends WebserviceName> = WebserviceReplies[N];
/** Request and reply of every call, as types. */
export type WebserviceCalls = { [N in WebserviceName]: { req: WsReq<N>; res: WsRes<N> } };

export const WEBSERVICE_NAMES = Object.keys(WS_CALLS) as WebserviceName[];

// ───────────────────────── api/*.php (JSON / query string) ─────────────────────────

export interface RegisterBody {
  name: string;
  otp: string;
  username: string;
  password: string;
  refcode: string;
}
export type RegisterReply = Array<{ error: boolean; status: Num; message: string }>;

export interface ResetPasswordBody {
  otp: string;
  username: string;
  password: string;
}
export type ResetPasswordReply = ErrorMessageReply;

/** GET api/otp.php?num={mobile} */
export interface OtpReply {
  return: boolean;
  message?: string;
}

/** GET api/game.php?action=bankcard and api/bankcard.php?action=bankcard: first item is the bank detail. */
export type BankCardReply = BankDetail[];

export type PromotionReply = ErrorMessageReply & { data: PromotionData[] };

/** GET api/game.php?level={1..3}&action=inviterecord&page=1&user={id} */
export type InviteRecordReply = ReferralRow[];

/** POST api/bankcard.php?action=withdrawal&user={id}: the first element is read. */
export type JsonWithdrawalBody = WithdrawalFields;
export type JsonWithdrawalReply = ErrorMessageReply[];

/** POST api/game.php?action=addbankcard&user={id}: the bank detail plus the OTP sent to the player's mobile. */
export interface AddBankCardBody extends BankDetail {
  otp: string;
}
/** status is the string 'success' or a failure message. */
export interface AddBankCardReply {
  status: string;
}

/** POST api/game.php?action=p2ptransfer&user={id} */
export interface P2PBody {
  username: string;
  amount: string;
}
export type P2PReply = Array<{ status: Num; wallet: Num; message: string }>;

/** GET api/game.php?game={id}&action=resultrec&page=1 */
export type ResultRecReply = StatusReply & { data: ChartRow[] };

/** GET api/game.php?game={id}&action=betrec&page={page}&user={id} */
export type BetRecReply = StatusReply & { data: BetHistoryLine[] };

// ───────────────────────── the JSON-call contract (method, path, query, body, reply per call) ─────────────────────────

/** Every api/*.php call of spec §7: its request (query parameters besides `action` and `user`, JSON body) and reply. */
export interface JsonCalls {
  /** Sends an OTP by SMS (registration, password reset, adding a bank card). GET api/otp.php?num={mobile} */
  otp: {
    query: {
      /** the mobile number */
      num: string;
    };
    body: null;
    res: OtpReply;
  };
  /** Registers a player with an OTP, a password and an optional referral code. POST api/auth.php?action=addusers */
  register: { query: Record<string, never>; body: RegisterBody; res: RegisterReply };
  /** Sets a new password, confirmed by an OTP sent to the player's mobile. POST api/auth.php?action=resetpassword */
  resetPassword: { query: Record<string, never>; body: ResetPasswordBody; res: ResetPasswordReply };
  /** A market's declared results. GET api/game.php?game={id}&action=resultrec&page=1 */
  resultRec: {
    query: {
      /** the market's game id */
      game: string;
      /** page number; the client always sends 1 */
      page: Num;
    };
    body: null;
    res: ResultRecReply;
  };
  /** The player's bets on a market, a page at a time. GET api/game.php?game={id}&action=betrec&page={page}&user={id} */
  betRec: {
    query: {
      /** the market's game id */
      game: string;
      /** page number, from 1 */
      page: Num;
    };
    body: null;
    res: BetRecReply;
  };
  /** The player's referral summary (`data[0]`). GET api/promotion.php?action=getuserinfo&user={id} */
  promotion: { query: Record<string, never>; body: null; res: PromotionReply };
  /** The players referred at level 1, 2 or 3. GET api/game.php?level={level}&action=inviterecord&page=1&user={id} */
  inviteRecord: {
    query: {
      /** referral level: 1, 2 or 3 */
      level: Num;
      /** page number; the client always sends 1 */
      page: Num;
    };
    body: null;
    res: InviteRecordReply;
  };
  /** Asks for a withdrawal (the client reads the first element of the reply). POST api/bankcard.php?action=withdrawal&user={id} */
  withdrawal: { query: Record<string, never>; body: JsonWithdrawalBody; res: JsonWithdrawalReply };
  /** Transfers wallet money to another player (`username`). POST api/game.php?action=p2ptransfer&user={id} */
  p2pTransfer: { query: Record<string, never>; body: P2PBody; res: P2PReply };
  /** The player's saved bank card (first item). GET api/game.php?action=bankcard&user={id} */
  bankCard: { query: Record<string, never>; body: null; res: BankCardReply };
  /** The player's saved bank card (first item), from the bankcard file. GET api/bankcard.php?action=bankcard&user={id} */
  bankCardDetail: { query: Record<string, never>; body: null; res: BankCardReply };
  /** Saves the player's bank card, confirmed by an OTP. POST api/game.php?action=addbankcard&user={id} */
  addBankCard: { query: Record<string, never>; body: AddBankCardBody; res: AddBankCardReply };
}

export type JsonCallName = keyof JsonCalls;
export type JsonQuery<N extends JsonCallName> = JsonCalls[N]['query'];
export type JsonBody<N extends JsonCallName> = JsonCalls[N]['body'];
export type JsonRes<N extends JsonCallName> = JsonCalls[N]['res'];

export interface JsonCallDef {
  method: 'GET' | 'POST';
  /** file under api/ */
  file: 'auth.php' | 'game.php' | 'promotion.php' | 'bankcard.php' | 'otp.php';
  /** the `action` query parameter ('' = none) */
  action: string;
  /** query parameter names in the order the spec writes them ('action' among them where it has one) */
  order: readonly string[];
  /** the call ends with `&user={session user id}` */
  user: boolean;
}

/** Method, path and query layout of every JSON call: the client builds requests from it, the simulator routes on it. */
export const JSON_CALLS = {
  otp: { method: 'GET', file: 'otp.php', action: '', order: ['num'], user: false },
  register: { method: 'POST', file: 'auth.php', action: 'addusers', order: ['action'], user: false },
  resetPassword: { method: 'POST', file: 'auth.php', action: 'resetpassword', order: ['action'], user: false },
  resultRec: { method: 'GET', file: 'game.php', action: 'resultrec', order: ['game', 'action', 'page'], user: false },
  betRec: { method: 'GET', file: 'game.php', action: 'betrec', order: ['game', 'action', 'page'], user: true },
  promotion: { method: 'GET', file: 'promotion.php', action: 'getuserinfo', order: ['action'], user: true },
  inviteRecord: { method: 'GET', file: 'game.php', action: 'inviterecord', order: ['level', 'action', 'page'], user: true },
  withdrawal: { method: 'POST', file: 'bankcard.php', action: 'withdrawal', order: ['action'], user: true },
  p2pTransfer: { method: 'POST', file: 'game.php', action: 'p2ptransfer', order: ['action'], user: true },
  bankCard: { method: 'GET', file: 'game.php', action: 'bankcard', order: ['action'], user: true },
  bankCardDetail: { method: 'GET', file: 'bankcard.php', action: 'bankcard', order: ['action'], user: true },
  addBankCard: { method: 'POST', file: 'game.php', action: 'addbankcard', order: ['action'], user: true },
} as const satisfies { [N in JsonCallName]: JsonCallDef };

export const JSON_CALL_NAMES = Object.keys(JSON_CALLS) as JsonCallName[];

/** The call of a method, api file and `action` parameter (calls without an action ignore it), or undefined. */
export function jsonCallOf(method: string, file: string, action: string): JsonCallName | undefined {
  return JSON_CALL_NAMES.find((n) => {
    const d: JsonCallDef = JSON_CALLS[n];
    return d.method === method && d.file === file && (d.action === '' || d.action === action);
  });
}

// ───────────────────────── what must never be written down (marks) ─────────────────────────

/**
 * What a field holds that a report, a recording, an export or a log must not show: `secret` (an OTP, a password, a
 * push token, a credential value: never shown), `identity` (a mobile, a person's name, a referral code: masked) or
 * `bank` (account number, IFSC, UPI id, bank name, holder name: cut to the last 4 characters). Marked once, here —
 * on the Webservices fields (`WsField.sensitive`), on every JSON call's query and body (`JSON_CALL_MARKS`) and on the
 * reply types that carry such fields (`SENSITIVE_TYPES`); the bridge, the simulator's exports and replay derive what
 * they hide from these marks (domain/sensitive.ts).
 */
export type Sensitivity = 'secret' | 'identity' | 'bank';

/**
 * Every field of a type, each with its mark or null: a field added to or renamed in the type is a compile error here
 * until it is marked (or said to be plain).
 */
export type FieldMarks<T> = { readonly [K in keyof T]-?: Sensitivity | null };

type OwnKeys<T> = string extends keyof T ? never : keyof T;
type BodyKeys<N extends JsonCallName> = JsonBody<N> extends null ? never : keyof JsonBody<N>;
/** A JSON call's query parameters and body fields (besides `action` and `user`), each with its mark or null. */
export type JsonCallMarks<N extends JsonCallName> = { readonly [K in OwnKeys<JsonQuery<N>> | BodyKeys<N>]-?: Sensitivity | null };

const BANK_DETAIL_MARKS = {
  name: 'identity',
  bankname: 'bank',
  account: 'bank',
  ifsc: 'bank',
  upi: 'bank',
  mobile: 'identity',
  city: 'identity',
  state: 'identity',
} as const satisfies FieldMarks<BankDetail>;

/** The reply types (by their name in domain/wire.ts and the OpenAPI document) whose fields say who a player is or where the money goes. */
export const SENSITIVE_TYPES = {
  ProfileData: { wallet: null, balance: null, usercode: 'identity', mobile: 'identity', name: 'identity', setting: null, lastWithdrawal: null },
  LastWithdrawal: { bank_ac_no: 'bank', ac_holder_name: 'bank', ifsc_code: 'bank', bank_name: 'bank' },
  BankDetail: BANK_DETAIL_MARKS,
  ReferralRow: { username: 'identity', water_reward: null, first_reward: null },
  PromotionData: { level1: null, level2: null, level3: null, people: null, con: null, bonus: null, usercode: 'identity' },
} as const satisfies {
  ProfileData: FieldMarks<ProfileData>;
  LastWithdrawal: FieldMarks<LastWithdrawal>;
  BankDetail: FieldMarks<BankDetail>;
  ReferralRow: FieldMarks<ReferralRow>;
  PromotionData: FieldMarks<PromotionData>;
};

/** Every JSON call's query parameters and body fields with their marks. */
export const JSON_CALL_MARKS = {
  otp: { num: 'identity' },
  register: { name: 'identity', otp: 'secret', username: 'identity', password: 'secret', refcode: 'identity' },
  resetPassword: { otp: 'secret', username: 'identity', password: 'secret' },
  resultRec: { game: null, page: null },
  betRec: { game: null, page: null },
  promotion: {},
  inviteRecord: { level: null, page: null },
  withdrawal: { amount: null, number: 'identity', type: null, bank_ac_no: 'bank', ifsc_code: 'bank', ac_holder_name: 'bank', bank_name: 'bank' },
  p2pTransfer: { username: 'identity', amount: null },
  bankCard: {},
  bankCardDetail: {},
  addBankCard: { ...BANK_DETAIL_MARKS, otp: 'secret' },
} as const satisfies { [N in JsonCallName]: JsonCallMarks<N> };

/** An app credential field: every Webservices call carries two (names and values from configuration). */
export interface AppCredential {
  name: string;
  value: string;
}

/** The two credential fields the simulator expects unless configured otherwise. Not secrets: simulator only. */
export const SIM_DEFAULT_CREDENTIALS: readonly AppCredential[] = [
  { name: 'app_id', value: 'sim-app' },
  { name: 'app_key', value: 'sim-key' },
];

/** Prefix of the simulator's control API; never part of the real API. */
export const SIM_PREFIX = '__sim';

/** One entry of the simulator's request journal (GET /__sim/journal), read by the QA panel. */
export interface JournalEntry {
  at: string;
  method: string;
  path: string;
  fields: Record<string, unknown>;
  httpStatus: number;
  /** the reply's status / error / return field when it has one */
  replyStatus: unknown;
  ms: number;
  /** the reply body's first characters (JOURNAL_REPLY_CHARS in mock-server/core/journal.ts) (none for a dropped connection or a hang) */
  reply?: string;
}

/**
 * The fault plan (GET /__sim/faults), read by the QA panel: failures QA injects into wire calls. What each kind does:
 * mock-server/core/domains/faults.ts.
 */
/** The kinds the QA panel offers. */
export const OFFERED_FAULT_KINDS = ['latency', 'status', 'business', 'malformed', 'network', 'hang'] as const;
/** Kinds kept from the first plan: still accepted, no longer offered. */
export const FIRST_PLAN_FAULT_KINDS = ['error', 'html', 'timeout'] as const;
/** Every kind the simulator accepts. */
export const FAULT_KINDS = [...OFFERED_FAULT_KINDS, ...FIRST_PLAN_FAULT_KINDS] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** html: a PHP fatal-error page · notice: a PHP notice before the real JSON · truncated: the real JSON cut short · empty */
export const MALFORMED_BODIES = ['html', 'notice', 'truncated', 'empty'] as const;
export type MalformedBody = (typeof MALFORMED_BODIES)[number];

/** One fault of the plan. */
export interface Fault {
  id: number;
  /** '*' = every wire call; else a call name ('game_bet', 'p2pTransfer') or the end of the request path */
  path: string;
  kind: FaultKind;
  latencyMs: number;
  /** latency: the delay is drawn from [latencyMs, latencyMaxMs] when set */
  latencyMaxMs: number | null;
  /** status: the HTTP status (400–599) */
  status: number | null;
  /** business: the failure message */
  message: string | null;
  /** malformed: how the body is broken */
  body: MalformedBody | null;
  /** chance (0–1] that a matching request is hit */
  probability: number;
  /** how many more requests it hits; null = until cleared */
  remaining: number | null;
}

/**
 * What the in-browser simulator announces on its page (a `CustomEvent` of this name on `window`, the status as its
 * detail) when its clock moves or its fault plan changes: the page follows both without polling the simulator.
 */
export const SIM_STATUS_EVENT = 'matka-sim:status';
export interface SimStatus {
  /** as `GET /__sim/clock` reads it, at the moment of the event */
  clock: { now: number; frozen: boolean };
  /** as `GET /__sim/faults` reads it */
  faults: Fault[];
}
