/** The player's account as the UI receives it: the login step, the profile (wallet, settings, limits) and the rates. */
import type { LastWithdrawal, ProfileSetting } from '../../../domain/wire';
import { DEFAULT_MIN_RECHARGE } from '../../../domain/rules/forms';
import { isRecord, toArr, toBool, toHourMinute, toInt, toNum, toRec, toStr } from '../normalize';
import { spelled } from './spelled';

/** A setting with a default when the backend does not set it (absent or an empty column), unknown when unreadable. */
function amountOr(v: unknown, absent: number): number | null {
  return v === undefined || v === null || v === '' ? absent : toNum(v);
}

// ───────────────────────── auth ─────────────────────────

export interface LoginView {
  /** the user id ('' when none) */
  id: string;
  /** 1 means show the referral code field (spec §3) */
  purpose: number;
  /** the raw status (0 / 1 / 2) */
  status: number;
}

export function pickLogin(body: unknown): LoginView {
  const r = toRec(body);
  return { id: toStr(r.id).trim(), purpose: toInt(r.purpose) ?? 0, status: toInt(r.status) ?? 0 };
}

// ───────────────────────── profile ─────────────────────────

export interface ProfileSettingView extends Omit<ProfileSetting, 'withdrawal_amount' | 'startwith' | 'endwith' | 'isbank' | 'isUpi'> {
  /** minimum withdrawal amount (null: unreadable) */
  withdrawal_amount: number | null;
  /** the withdrawal window, HH:MM IST (null: missing or unreadable) */
  startwith: string | null;
  endwith: string | null;
  /** null: unreadable */
  isbank: boolean | null;
  isUpi: boolean | null;
}

export interface ProfileView {
  mobile: string;
  name: string;
  usercode: string;
  /** null: unreadable (shown as ₹—, never ₹0) */
  wallet: number | null;
  balance: number | null;
  setting: ProfileSettingView;
  lastWithdrawal: LastWithdrawal | null;
  /** user_Data[5].minimum_recharge, default 100 when not set (spec §9); null: unreadable */
  minimumRecharge: number | null;
  /** user_Data[5].maximum_p2p, 0 (none) when not set; null: unreadable */
  maximumP2p: number | null;
  /** user_Data[0].balance, default `balance` */
  userDataBalance: number | null;
}

export function pickProfile(body: unknown): ProfileView | null {
  const r = toRec(body);
  const d = toArr(r.data)[0];
  if (!isRecord(d)) return null;
  const s = toRec(d.setting);
  const lw = isRecord(d.lastWithdrawal) ? d.lastWithdrawal : null;
  const ud = toArr(r.user_Data);
  const ud0 = toRec(ud[0]);
  const ud5 = toRec(ud[5]);
  const balance = toNum(d.balance);
  return {
    mobile: toStr(d.mobile),
    name: toStr(d.name),
    usercode: toStr(spelled('profile', d, 'usercode')),
    wallet: toNum(d.wallet),
    balance,
    setting: {
      contact_info: toStr(s.contact_info),
      withdrawal_amount: toNum(s.withdrawal_amount),
      startwith: toHourMinute(s.startwith),
      endwith: toHourMinute(s.endwith),
      isbank: toBool(s.isbank),
      isUpi: toBool(s.isUpi),
    },
    lastWithdrawal: lw
      ? {
          bank_ac_no: toStr(lw.bank_ac_no),
          ac_holder_name: toStr(lw.ac_holder_name),
          ifsc_code: toStr(lw.ifsc_code),
          bank_name: toStr(lw.bank_name),
        }
      : null,
    minimumRecharge: amountOr(ud5.minimum_recharge, DEFAULT_MIN_RECHARGE),
    maximumP2p: amountOr(ud5.maximum_p2p, 0),
    userDataBalance: ud0.balance === undefined ? balance : toNum(ud0.balance),
  };
}

export interface RatesView {
  /** rupees paid per ₹100 (null: unreadable) */
  jodirate: number | null;
  hurfrate: number | null;
  /** game rules text (HTML from the server) */
  description: string;
}

export function pickRates(body: unknown): RatesView {
  const r = toRec(body);
  return { jodirate: toNum(r.jodirate), hurfrate: toNum(r.hurfrate), description: toStr(toRec(r.data).description) };
}
