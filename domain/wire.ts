/**
 * Wire types of every call in spec §7 — the one place they are written.
 * The client (src/api) and the simulator (mock-server) both import this module.
 * Spellings are the server's own: `refferal`, `upcomming_game`, `hurfrate`, `user_Data`, `LastResult`.
 *
 * PHP servers send numbers as strings as often as not, so numeric reply fields are typed `Num`
 * (number | string); the client's normalization parses them.
 */

export type Num = number | string;

/** status: 0 failure, 1 success, 2 warning. */
export interface StatusReply {
  status: Num;
  msg: string;
}

/** `{ error, message }` replies (profile, withdraw_money, reset password, promotion). */
export interface ErrorMessageReply {
  error: boolean | Num;
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
  end_date: string; // YYYY-MM-DD
  end_time: string; // HH:MM:SS
  result_date: string; // YYYY-MM-DD
  result_time: string; // HH:MM:SS
}

export interface Market {
  game_id: Num;
  match_id: Num;
  game_name: string;
  /** latest result, '' or '**' when none yet */
  result: string;
  /** 1 when betting is open */
  active: Num;
  start_time: string; // HH:MM:SS
  end_time: string; // HH:MM:SS
  sequence: Num;
  datetime: string; // YYYY-MM-DD HH:MM:SS of the next close
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
  created_at: string; // YYYY-MM-DD HH:MM:SS
  /** '0' while the result is not declared (cancellable) */
  isResult: string;
}

export interface WalletLine {
  description: string;
  date: string; // DD-MM-YYYY
  time: string; // HH:MM:SS
  add_amount: string;
  /** 'credit' or anything else ('debit') */
  purpose: string;
}

export interface ProfileSetting {
  contact_info: string;
  /** minimum withdrawal */
  withdrawal_amount: Num;
  startwith: string; // HH:MM
  endwith: string; // HH:MM
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
  date: string; // DD-MM-YYYY
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

export interface WebserviceCalls {
  login: {
    /** step 1: mobile only; step 2: mobile, otp, refferal, optional agentId */
    req: { mobile: string; otp?: string; refferal?: string; agentId?: string };
    res: StatusReply & { id?: Num; purpose?: Num };
  };
  profile: {
    req: { user_id: string };
    res: ErrorMessageReply & { data: ProfileData[]; user_Data: UserDataEntry[] };
  };
  updatefcm: { req: { user_id: string; token: string }; res: StatusReply };
  game_rule: {
    req: { user_id: string };
    res: StatusReply & { jodirate: Num; hurfrate: Num; data: { description: string } };
  };
  game_list: {
    req: Record<string, never>;
    res: StatusReply & {
      LastResult: LastResult[];
      running_game: Market[];
      upcomming_game: Market[];
      banner: Banner[];
      notice: Notice[];
      /** a failed load's text, shown to the player (spec §8) */
      error?: string;
    };
  };
  game_chart: {
    req: { user_id: string; game_id: string };
    res: StatusReply & { chart: ChartRow[]; name: string };
  };
  add_money_gateway: { req: { user_id: string; amount: string }; res: StatusReply & { url?: string } };
  withdraw_money: { req: { user_id: string } & WithdrawalFields; res: ErrorMessageReply };
  /** game_id carries the bet id */
  game_bet_cancel: { req: { user_id: string; game_id: string }; res: StatusReply };
  game_details: { req: { game_id: string }; res: StatusReply & { data: GameInfo[] } };
  game_bet: {
    /** game_type is the constant '1'; bet_numbers is JSON.stringify(BetLine[]) */
    req: { user_id: string; game_id: string; game_type: string; bet_numbers: string; grand_total: string };
    res: StatusReply;
  };
  group_details: {
    req: { groupid: string; user_id: string };
    res: StatusReply & { data: ChatGroup[] };
  };
  group_initiate_chats: { req: { groupid: string; user_id: string; body: string }; res: StatusReply };
  group_chats: { req: { groupid: string; user_id: string }; res: StatusReply & { data: ChatMessage[] } };
  transaction_history: { req: { user_id: string; page?: string }; res: StatusReply & { data: WalletLine[] } };
  my_bets: { req: { user_id: string }; res: StatusReply & { data: BetHistoryLine[] } };
  my_bets_cancel: { req: { user_id: string }; res: StatusReply & { data: BetHistoryLine[] } };
  chatlist: { req: { user_id: string }; res: StatusReply & { data: ChatGroup[] } };
  group_add: { req: { user_id: string; group_id: string }; res: StatusReply };
  group_list: { req: { user_id: string }; res: StatusReply & { data: ChatGroup[] } };
}

export type WebserviceName = keyof WebserviceCalls;
export type WsReq<N extends WebserviceName> = WebserviceCalls[N]['req'];
export type WsRes<N extends WebserviceName> = WebserviceCalls[N]['res'];

export const WEBSERVICE_NAMES = [
  'login',
  'profile',
  'updatefcm',
  'game_rule',
  'game_list',
  'game_chart',
  'add_money_gateway',
  'withdraw_money',
  'game_bet_cancel',
  'game_details',
  'game_bet',
  'group_details',
  'group_initiate_chats',
  'group_chats',
  'transaction_history',
  'my_bets',
  'my_bets_cancel',
  'chatlist',
  'group_add',
  'group_list',
] as const satisfies readonly WebserviceName[];

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
  /** GET api/otp.php?num={mobile} */
  otp: { query: { num: string }; body: null; res: OtpReply };
  /** POST api/auth.php?action=addusers */
  register: { query: Record<string, never>; body: RegisterBody; res: RegisterReply };
  /** POST api/auth.php?action=resetpassword */
  resetPassword: { query: Record<string, never>; body: ResetPasswordBody; res: ResetPasswordReply };
  /** GET api/game.php?game={id}&action=resultrec&page=1 */
  resultRec: { query: { game: string; page: Num }; body: null; res: ResultRecReply };
  /** GET api/game.php?game={id}&action=betrec&page={page}&user={id} */
  betRec: { query: { game: string; page: Num }; body: null; res: BetRecReply };
  /** GET api/promotion.php?action=getuserinfo&user={id} */
  promotion: { query: Record<string, never>; body: null; res: PromotionReply };
  /** GET api/game.php?level={level}&action=inviterecord&page=1&user={id} */
  inviteRecord: { query: { level: Num; page: Num }; body: null; res: InviteRecordReply };
  /** POST api/bankcard.php?action=withdrawal&user={id} */
  withdrawal: { query: Record<string, never>; body: JsonWithdrawalBody; res: JsonWithdrawalReply };
  /** POST api/game.php?action=p2ptransfer&user={id} */
  p2pTransfer: { query: Record<string, never>; body: P2PBody; res: P2PReply };
  /** GET api/game.php?action=bankcard&user={id} */
  bankCard: { query: Record<string, never>; body: null; res: BankCardReply };
  /** GET api/bankcard.php?action=bankcard&user={id} */
  bankCardDetail: { query: Record<string, never>; body: null; res: BankCardReply };
  /** POST api/game.php?action=addbankcard&user={id} */
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
