/**
 * What must never be written down: the sensitive-field marks of the wire (read through domain/sensitive.ts).
 */
import type { BankDetail, LastWithdrawal, ProfileData, PromotionData, ReferralRow } from './entities';
import type { JsonBody, JsonCallName, JsonQuery } from './jsonCalls';

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
