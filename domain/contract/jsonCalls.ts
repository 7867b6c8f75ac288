/**
 * The api/*.php calls (JSON or query string, spec §7): request bodies, replies, and each call's method and query layout.
 */
import type { BankDetail, BetHistoryLine, ChartRow, ErrorMessageReply, Num, PromotionData, ReferralRow, StatusReply, WithdrawalFields } from './entities';

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

export const JSON_CALL_NAMES = /* @__PURE__ */ Object.keys(JSON_CALLS) as JsonCallName[];

/** The call of a method, api file and `action` parameter (calls without an action ignore it), or undefined. */
export function jsonCallOf(method: string, file: string, action: string): JsonCallName | undefined {
  return JSON_CALL_NAMES.find((n) => {
    const d: JsonCallDef = JSON_CALLS[n];
    return d.method === method && d.file === file && (d.action === '' || d.action === action);
  });
}
