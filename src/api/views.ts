/**
 * What the UI receives in `Normalized<T>.data` for each call: the wire reply (wire.ts) read defensively, with numbers
 * that arrive as strings parsed where the UI needs numbers and flags parsed to booleans, whatever PHP habit they come
 * in (domain/phpHabits.ts; the readers are domain/read.ts). Every value a player acts on — wallet, balance, amounts,
 * rates, market and closing times, the withdrawal window, minimums, maximum_p2p — is read exactly or is `null`:
 * unknown, so each screen has to say so and refuse what depends on it (never a 0 that looks real). Pickers never
 * throw on a reply of the wrong shape; names and texts fall back to ''.
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
import { FIELD_SPELLINGS } from '../../domain/phpHabits';
import { DEFAULT_MIN_RECHARGE } from '../../domain/rules/forms';
import { noteHabit } from './habits';
import { isRecord, toArr, toBool, toClockTime, toDay, toHourMinute, toInt, toNum, toRec, toStr } from './normalize';

type Spelling = (typeof FIELD_SPELLINGS)[number];

/**
 * A field that a PHP backend may spell the other way in this call (FIELD_SPELLINGS, the one table): the contract's
 * spelling, else the other one (counted as the other-spellings habit).
 */
function spelled<C extends Spelling['call']>(call: C, rec: Record<string, unknown>, field: Extract<Spelling, { call: C }>['field']): unknown {
  if (rec[field] !== undefined) return rec[field];
  const other = FIELD_SPELLINGS.find((f) => f.call === call && f.field === field)?.other;
  if (other === undefined || rec[other] === undefined) return undefined;
  noteHabit('other-spellings');
  return rec[other];
}

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

// ───────────────────────── markets ─────────────────────────

export interface MarketView extends Omit<Market, 'game_id' | 'match_id' | 'active' | 'sequence' | 'result' | 'start_time' | 'end_time'> {
  game_id: string;
  match_id: string;
  result: string;
  /** null: unreadable (no PLAY) */
  active: boolean | null;
  /** HH:MM:SS (null: unreadable: no PLAY) */
  start_time: string | null;
  end_time: string | null;
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
    start_time: toClockTime(m.start_time),
    end_time: toClockTime(m.end_time),
    // an unreadable place in the list sorts last (an order, not a value anyone acts on)
    sequence: toInt(m.sequence) ?? Number.MAX_SAFE_INTEGER,
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
    upcoming: sortUpcoming(toArr(spelled('game_list', r, 'upcomming_game')).map(pickMarket)),
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
  return { date: toDay(c.date, 'dmy') ?? toStr(c.date), number: toStr(c.number) };
}

export function pickChart(body: unknown): ChartView {
  const r = toRec(body);
  return { name: toStr(r.name), chart: toArr(r.chart).map(pickChartRow) };
}

export function pickChartRows(body: unknown): ChartRow[] {
  return toArr(toRec(body).data).map(pickChartRow);
}

/** game_details: the closing and result instants' days (YYYY-MM-DD) and times (HH:MM:SS); null: unreadable. */
export type GameInfoView = { game_name: string } & { [K in Exclude<keyof GameInfo, 'game_name'>]: string | null };

export function pickGameInfo(body: unknown): GameInfoView | null {
  const d = toArr(toRec(body).data)[0];
  if (!isRecord(d)) return null;
  return {
    game_name: toStr(spelled('game_details', d, 'game_name')),
    end_date: toDay(d.end_date, 'ymd'),
    end_time: toClockTime(d.end_time),
    result_date: toDay(d.result_date, 'ymd'),
    result_time: toClockTime(d.result_time),
  };
}

// ───────────────────────── bets and wallet ─────────────────────────

export interface BetHistoryView extends Omit<BetHistoryLine, 'id' | 'type' | 'money'> {
  id: string;
  /** 1 JODI, 2 ANDER H, other BAHAR H */
  type: number;
  /** null: unreadable (shown as ₹—) */
  money: number | null;
}

export function pickBetLines(body: unknown): BetHistoryView[] {
  return toArr(toRec(body).data).map((v) => {
    const b = toRec(v);
    return {
      id: toStr(b.id),
      game_name: toStr(b.game_name),
      type: toInt(b.type) ?? 0,
      game_number: toStr(spelled('my_bets', b, 'game_number')),
      money: toNum(b.money),
      created_at: toStr(b.created_at),
      isResult: toStr(b.isResult),
    };
  });
}

export interface WalletLineView extends WalletLine {
  /** add_amount read (null: unreadable); add_amount itself is its plain decimal writing when readable ('1250.5') */
  amount: number | null;
}

export function pickWalletLines(body: unknown): WalletLineView[] {
  return toArr(toRec(body).data).map((v) => {
    const w = toRec(v);
    const raw = spelled('transaction_history', w, 'add_amount');
    const amount = toNum(raw);
    return {
      description: toStr(w.description),
      date: toDay(w.date, 'dmy') ?? toStr(w.date),
      time: toClockTime(w.time) ?? toStr(w.time),
      add_amount: amount === null ? toStr(raw) : String(amount),
      purpose: toStr(w.purpose),
      amount,
    };
  });
}

export function pickUrl(body: unknown): { url: string } {
  return { url: toStr(toRec(body).url) };
}

export function pickWallet(body: unknown): { wallet: number | null } {
  const first = Array.isArray(body) ? body[0] : body;
  return { wallet: toNum(toRec(first).wallet) };
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

export interface PromotionView extends Omit<PromotionFigures, 'level1' | 'level2' | 'level3' | 'people' | 'con' | 'bonus'> {
  level1: number;
  level2: number;
  level3: number;
  people: number;
  /** rupees (null: unreadable) */
  con: number | null;
  bonus: number | null;
}

export function pickPromotion(body: unknown): PromotionView | null {
  const d = toArr(toRec(body).data)[0];
  if (!isRecord(d)) return null;
  return {
    level1: toInt(d.level1) ?? 0,
    level2: toInt(d.level2) ?? 0,
    level3: toInt(d.level3) ?? 0,
    people: toInt(d.people) ?? 0,
    con: toNum(d.con),
    bonus: toNum(d.bonus),
    usercode: toStr(d.usercode),
  };
}

export interface ReferralRowView extends Omit<ReferralRow, 'water_reward' | 'first_reward'> {
  /** rupees (null: unreadable) */
  water_reward: number | null;
  first_reward: number | null;
}

export function pickReferralRows(body: unknown): ReferralRowView[] {
  const list = Array.isArray(body) ? body : toArr(toRec(body).data);
  return list.filter(isRecord).map((r) => ({
    username: toStr(r.username),
    water_reward: toNum(r.water_reward),
    first_reward: toNum(r.first_reward),
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
    unread: toInt(g.unread) ?? 0,
    pinned: toBool(g.pinned) === true,
    read: toBool(g.read) === true,
    delivered: toBool(g.delivered) === true,
    verified: toBool(g.verified) === true,
    TotalMember: toInt(g.TotalMember) ?? 0,
    messages: toBool(g.messages) === true,
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
      fromMe: toBool(m.fromMe) === true,
      text: toStr(m.text),
      time: toStr(m.time),
      status: MESSAGE_STATUSES.includes(st) ? st : 'sent',
    };
  });
}
