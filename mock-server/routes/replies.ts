/**
 * Domain objects → wire shapes of src/api/wire.ts.
 * Like a PHP/mysqli server, numeric fields (ids, money, flags, rates) go out as strings;
 * `status` is a number and `error` a boolean.
 */
import {
  BET_TYPE,
  type BetHistoryLine,
  type ChartRow,
  type GameInfo,
  type LastResult,
  type Market,
  type WalletLine,
  type WsRes,
} from '../../domain/wire';
import { hmsOf, ist, pageOf, parseDayKey, parseHm, type Bet, type LedgerLine, type MarketDef, type MarketView, type Sim, type User } from '../core';

export const PAGE_SIZE = 10;

/** chart/result rows, newest first */
export function chartRows(m: MarketDef): ChartRow[] {
  return m.results
    .slice()
    .reverse()
    .map((r) => ({ date: ist(parseDayKey(r.session) * 86_400_000).dmy, number: r.number }));
}

export function marketWire(v: MarketView): Market {
  const s = v.phase === 'resulted' ? v.displayed : v.session;
  return {
    game_id: v.def.id,
    match_id: v.def.id,
    game_name: v.def.name,
    result: v.latest?.number ?? '**',
    active: v.phase === 'open' ? '1' : '0',
    start_time: hmsOf(parseHm(v.def.open)),
    end_time: hmsOf(parseHm(v.def.close)),
    sequence: String(v.def.sequence),
    datetime: ist(s.closeAt).dateTime,
  };
}

export function gameInfo(v: MarketView): GameInfo {
  const end = ist(v.displayed.closeAt);
  const res = ist(v.displayed.resultAt);
  return { game_name: v.def.name, end_date: end.ymd, end_time: end.hms, result_date: res.ymd, result_time: res.hms };
}

export function lastResults(views: MarketView[]): LastResult[] {
  return views
    .filter((v) => v.latest)
    .sort((a, b) => (b.latest?.declaredAt ?? 0) - (a.latest?.declaredAt ?? 0) || b.def.sequence - a.def.sequence)
    .map((v) => ({ game_name: v.def.name, number: String(Number(v.latest?.number)) }));
}

/**
 * A bet's wire line. Only its status ever changes, so the line is kept per bet object (a bet list of 200 is then 200
 * look-ups, not 200 date formattings); a renamed market or a new status makes a new line.
 */
const betLines = new WeakMap<Bet, BetHistoryLine>();

export function betWire(w: Sim, b: Bet): BetHistoryLine {
  const isResult = b.status === 'open' ? '0' : b.status === 'cancelled' ? '2' : '1';
  const game_name = w.market(b.marketId)?.name ?? '';
  const kept = betLines.get(b);
  if (kept && kept.isResult === isResult && kept.game_name === game_name) return kept;
  const line: BetHistoryLine = {
    id: b.id,
    game_name,
    type: String(BET_TYPE[b.kind]),
    game_number: b.number,
    money: String(b.money),
    created_at: ist(b.placedAt).dateTime,
    isResult,
  };
  betLines.set(b, line);
  return line;
}

export function walletWire(l: LedgerLine): WalletLine {
  const t = ist(l.at);
  return { description: l.description, date: t.dmy, time: t.hms, add_amount: String(Math.abs(l.amount)), purpose: l.amount > 0 ? 'credit' : 'debit' };
}

/** Page `n` of a user's wallet lines, newest first (reads only that page). */
export function walletPage(w: Sim, userId: string, n: number): WalletLine[] {
  return pageOf(w, userId, n, PAGE_SIZE).map(walletWire);
}

/** Page `n` (1-based) of rows already in display order. */
export function page<T>(rows: T[], n: number): T[] {
  return rows.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE);
}

/** A page field: a whole number ≥ 1 (missing = 1); null for anything else. */
export function pageNumber(raw: unknown): number | null {
  if (raw === undefined || raw === '') return 1;
  const s = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return /^\d{1,6}$/.test(s) && Number(s) >= 1 ? Number(s) : null;
}

export function profileReply(w: Sim, user: User): WsRes<'profile'> {
  const bal = String(w.balance(user.id));
  const s = w.state.settings;
  return {
    error: false,
    message: 'Profile fetched successfully',
    data: [
      {
        wallet: bal,
        balance: bal,
        usercode: user.mobile,
        mobile: user.mobile,
        name: user.name,
        setting: {
          contact_info: s.contactInfo,
          withdrawal_amount: String(s.minWithdrawal),
          startwith: s.withdrawStart,
          endwith: s.withdrawEnd,
          isbank: String(s.isBank),
          isUpi: String(s.isUpi),
        },
        lastWithdrawal: w.lastBankDetails(user.id),
      },
    ],
    user_Data: [
      { name: 'wallet', balance: bal },
      { name: 'jodi_rate', value: String(s.jodiRate) },
      { name: 'haruf_rate', value: String(s.hurfRate) },
      { name: 'minimum_withdrawal', value: String(s.minWithdrawal) },
      { name: 'maximum_recharge', value: String(s.maxRecharge) },
      { name: 'limits', minimum_recharge: String(s.minRecharge), maximum_p2p: String(s.maxP2p) },
    ],
  };
}
