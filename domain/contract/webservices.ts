/**
 * The Webservices/* calls (form-data POST, spec §7): each call's reply type, form fields and failure reply, declared once.
 */
import type { Banner, BetHistoryLine, ChartRow, ChatGroup, ChatMessage, ErrorMessageReply, GameInfo, LastResult, Market, Notice, Num, ProfileData, StatusReply, UserDataEntry, WalletLine } from './entities';
import type { Sensitivity } from './marks';

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
  add_money_gateway: { fields: { user_id: USER_ID, amount: REQUIRED }, failure: status0 },
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

export const WEBSERVICE_NAMES = /* @__PURE__ */ Object.keys(WS_CALLS) as WebserviceName[];

/** An app credential field: every Webservices call carries two (names and values from configuration). */
export interface AppCredential {
  name: string;
  value: string;
}
