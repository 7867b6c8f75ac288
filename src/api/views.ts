/**
 * What the UI receives in `Normalized<T>.data` for each call: the wire reply (wire.ts) read defensively,
 * with numbers that arrive as strings parsed where the UI needs numbers (wallet, balance, rates, amounts)
 * and flags parsed to booleans. Pickers never throw on a reply of the wrong shape; they fall back to
 * empty values.
 */
import type {
  BankDetail,
  Banner,
  BetHistoryLine,
  ChartRow,
  ChatGroup,
  ChatMessage,
  ChatMessageStatus,
  GameInfo,
  LastResult,
  LastWithdrawal,
  Market,
  Notice,
  ProfileSetting,
  PromotionFigures,
  ReferralRow,
  WalletLine,
} from '../../domain/wire';
import { NO_BANK_ACCOUNT, NO_BANK_IFSC } from '../../domain/wire';
import { isRecord, toArr, toBool, toInt, toNum, toRec, toStr } from './normalize';

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
  return { id: toStr(r.id).trim(), purpose: toInt(r.purpose, 0), status: toInt(r.status, 0) };
}

// ───────────────────────── profile ─────────────────────────

export interface ProfileSettingView extends Omit<ProfileSetting, 'withdrawal_amount' | 'isbank' | 'isUpi'> {
  /** minimum withdrawal amount */
  withdrawal_amount: number;
  isbank: boolean;
  isUpi: boolean;
}

export interface ProfileView {
  mobile: string;
  name: string;
  usercode: string;
  wallet: number;
  balance: number;
  setting: ProfileSettingView;
  lastWithdrawal: LastWithdrawal | null;
  /** user_Data[5].minimum_recharge, default 100 (spec §9) */
  minimumRecharge: number;
  /** user_Data[5].maximum_p2p, default 0 (shown, not checked client-side) */
  maximumP2p: number;
  /** user_Data[0].balance, default `balance` */
  userDataBalance: number;
}

export const DEFAULT_MINIMUM_RECHARGE = 100;

export function pickProfile(body: unknown): ProfileView | null {
  const r = toRec(body);
  const d = toArr(r.data)[0];
  if (!isRecord(d)) return null;
  const s = toRec(d.setting);
  const lw = isRecord(d.lastWithdrawal) ? d.lastWithdrawal : null;
  const ud = toArr(r.user_Data);
  const ud0 = toRec(ud[0]);
  const ud5 = toRec(ud[5]);
  const balance = toNum(d.balance, 0);
  return {
    mobile: toStr(d.mobile),
    name: toStr(d.name),
    usercode: toStr(d.usercode),
    wallet: toNum(d.wallet, 0),
    balance,
    setting: {
      contact_info: toStr(s.contact_info),
      withdrawal_amount: toNum(s.withdrawal_amount, 0),
      startwith: toStr(s.startwith),
      endwith: toStr(s.endwith),
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
    minimumRecharge: toNum(ud5.minimum_recharge, DEFAULT_MINIMUM_RECHARGE),
    maximumP2p: toNum(ud5.maximum_p2p, 0),
    userDataBalance: toNum(ud0.balance, balance),
  };
}

export interface RatesView {
  jodirate: number;
  hurfrate: number;
  /** game rules text (HTML from the server) */
  description: string;
}

export function pickRates(body: unknown): RatesView {
  const r = toRec(body);
  return { jodirate: toNum(r.jodirate, 0), hurfrate: toNum(r.hurfrate, 0), description: toStr(toRec(r.data).description) };
}

// ───────────────────────── markets ─────────────────────────

export interface MarketView extends Omit<Market, 'game_id' | 'match_id' | 'active' | 'sequence' | 'result'> {
  game_id: string;
  match_id: string;
  result: string;
  active: boolean;
  sequence: number;
}

export interface LastResultView extends Omit<LastResult, 'number'> {
  number: string;
}

export interface MarketsView {
  lastResult: LastResultView[];
  running: MarketView[];
  /** sorted by sequence, then datetime (spec §7) */
  upcoming: MarketView[];
  banners: Banner[];
  notices: Notice[];
}

function pickMarket(v: unknown): MarketView {
  const m = toRec(v);
  return {
    game_id: toStr(m.game_id),
    match_id: toStr(m.match_id),
    game_name: toStr(m.game_name),
    result: toStr(m.result),
    active: toBool(m.active),
    start_time: toStr(m.start_time),
    end_time: toStr(m.end_time),
    sequence: toNum(m.sequence, 0),
    datetime: toStr(m.datetime),
  };
}

export function sortUpcoming(list: MarketView[]): MarketView[] {
  return [...list].sort((a, b) => a.sequence - b.sequence || (a.datetime < b.datetime ? -1 : a.datetime > b.datetime ? 1 : 0));
}

export const EMPTY_MARKETS: MarketsView = { lastResult: [], running: [], upcoming: [], banners: [], notices: [] };

export function pickMarkets(body: unknown): MarketsView {
  const r = toRec(body);
  return {
    lastResult: toArr(r.LastResult).map((x) => {
      const l = toRec(x);
      return { game_name: toStr(l.game_name), number: toStr(l.number) };
    }),
    running: toArr(r.running_game).map(pickMarket),
    upcoming: sortUpcoming(toArr(r.upcomming_game).map(pickMarket)),
    banners: toArr(r.banner).map((x) => ({ banner_img: toStr(toRec(x).banner_img) })),
    notices: toArr(r.notice).map((x) => ({ text_msg: toStr(toRec(x).text_msg) })),
  };
}

export interface ChartView {
  name: string;
  chart: ChartRow[];
}

function pickChartRow(v: unknown): ChartRow {
  const c = toRec(v);
  return { date: toStr(c.date), number: toStr(c.number) };
}

export function pickChart(body: unknown): ChartView {
  const r = toRec(body);
  return { name: toStr(r.name), chart: toArr(r.chart).map(pickChartRow) };
}

export function pickChartRows(body: unknown): ChartRow[] {
  return toArr(toRec(body).data).map(pickChartRow);
}

export function pickGameInfo(body: unknown): GameInfo | null {
  const d = toArr(toRec(body).data)[0];
  if (!isRecord(d)) return null;
  return {
    game_name: toStr(d.game_name),
    end_date: toStr(d.end_date),
    end_time: toStr(d.end_time),
    result_date: toStr(d.result_date),
    result_time: toStr(d.result_time),
  };
}

// ───────────────────────── bets and wallet ─────────────────────────

export interface BetHistoryView extends Omit<BetHistoryLine, 'id' | 'type' | 'money'> {
  id: string;
  /** 1 JODI, 2 ANDER H, other BAHAR H */
  type: number;
  money: number;
}

export function pickBetLines(body: unknown): BetHistoryView[] {
  return toArr(toRec(body).data).map((v) => {
    const b = toRec(v);
    return {
      id: toStr(b.id),
      game_name: toStr(b.game_name),
      type: toInt(b.type, 0),
      game_number: toStr(b.game_number),
      money: toNum(b.money, 0),
      created_at: toStr(b.created_at),
      isResult: toStr(b.isResult),
    };
  });
}

export interface WalletLineView extends WalletLine {
  /** add_amount parsed */
  amount: number;
}

export function pickWalletLines(body: unknown): WalletLineView[] {
  return toArr(toRec(body).data).map((v) => {
    const w = toRec(v);
    return {
      description: toStr(w.description),
      date: toStr(w.date),
      time: toStr(w.time),
      add_amount: toStr(w.add_amount),
      purpose: toStr(w.purpose),
      amount: toNum(w.add_amount, 0),
    };
  });
}

export function pickUrl(body: unknown): { url: string } {
  return { url: toStr(toRec(body).url) };
}

export function pickWallet(body: unknown): { wallet: number } {
  const first = Array.isArray(body) ? body[0] : body;
  return { wallet: toNum(toRec(first).wallet, 0) };
}

// ───────────────────────── bank ─────────────────────────

export interface BankCardView {
  /** every item of the reply */
  cards: BankDetail[];
  /** the first item, or null when none is saved (or it is the server's placeholder, spec §3) */
  bank: BankDetail | null;
}

export function isPlaceholderBank(b: Pick<BankDetail, 'account' | 'ifsc' | 'upi'>): boolean {
  return b.account === NO_BANK_ACCOUNT && b.ifsc === NO_BANK_IFSC && b.upi.trim() === '';
}

function pickBank(v: unknown): BankDetail {
  const b = toRec(v);
  return {
    name: toStr(b.name),
    bankname: toStr(b.bankname),
    account: toStr(b.account),
    ifsc: toStr(b.ifsc),
    upi: toStr(b.upi),
    mobile: toStr(b.mobile),
    city: toStr(b.city),
    state: toStr(b.state),
  };
}

export function pickBankCards(body: unknown): BankCardView {
  const list = Array.isArray(body) ? body : toArr(toRec(body).data);
  const cards = list.filter(isRecord).map(pickBank);
  const first = cards[0];
  return { cards, bank: first && !isPlaceholderBank(first) ? first : null };
}

// ───────────────────────── promotion ─────────────────────────

export type PromotionView = PromotionFigures;

export function pickPromotion(body: unknown): PromotionView | null {
  const d = toArr(toRec(body).data)[0];
  if (!isRecord(d)) return null;
  return {
    level1: toInt(d.level1, 0),
    level2: toInt(d.level2, 0),
    level3: toInt(d.level3, 0),
    people: toInt(d.people, 0),
    con: toNum(d.con, 0),
    bonus: toNum(d.bonus, 0),
    usercode: toStr(d.usercode),
  };
}

export interface ReferralRowView extends Omit<ReferralRow, 'water_reward' | 'first_reward'> {
  water_reward: number;
  first_reward: number;
}

export function pickReferralRows(body: unknown): ReferralRowView[] {
  const list = Array.isArray(body) ? body : toArr(toRec(body).data);
  return list.filter(isRecord).map((r) => ({
    username: toStr(r.username),
    water_reward: toNum(r.water_reward, 0),
    first_reward: toNum(r.first_reward, 0),
  }));
}

// ───────────────────────── chat ─────────────────────────

export interface ChatGroupView extends Omit<ChatGroup, 'id' | 'groupid' | 'unread' | 'TotalMember'> {
  id: string;
  groupid: string;
  unread: number;
  TotalMember: number;
}

function pickGroup(v: unknown): ChatGroupView {
  const g = toRec(v);
  const id = toStr(g.id) || toStr(g.groupid) || toStr(g.group_id);
  return {
    id,
    groupid: toStr(g.groupid) || toStr(g.group_id) || id,
    name: toStr(g.name),
    avatar: toStr(g.avatar),
    lastMessage: toStr(g.lastMessage),
    lastMessageTime: toStr(g.lastMessageTime),
    unread: toInt(g.unread, 0),
    pinned: toBool(g.pinned),
    read: toBool(g.read),
    delivered: toBool(g.delivered),
    verified: toBool(g.verified),
    TotalMember: toInt(g.TotalMember, 0),
    messages: toBool(g.messages),
  };
}

export function pickGroups(body: unknown): ChatGroupView[] {
  return toArr(toRec(body).data).map(pickGroup);
}

export function pickGroup0(body: unknown): ChatGroupView | null {
  const d = toArr(toRec(body).data)[0];
  return isRecord(d) ? pickGroup(d) : null;
}

export interface ChatMessageView extends Omit<ChatMessage, 'id'> {
  id: string;
}

const MESSAGE_STATUSES: readonly ChatMessageStatus[] = ['sent', 'delivered', 'read'];

export function pickMessages(body: unknown): ChatMessageView[] {
  return toArr(toRec(body).data).map((v) => {
    const m = toRec(v);
    const st = toStr(m.status) as ChatMessageStatus;
    return {
      id: toStr(m.id),
      user: toStr(m.user),
      fromMe: toBool(m.fromMe),
      text: toStr(m.text),
      time: toStr(m.time),
      status: MESSAGE_STATUSES.includes(st) ? st : 'sent',
    };
  });
}
