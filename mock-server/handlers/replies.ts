/**
 * Domain objects → wire shapes of src/api/wire.ts.
 * Like a PHP/mysqli server, numeric fields (ids, money, flags, rates) go out as strings;
 * `status` is a number and `error` a boolean.
 */
import type {
  BetHistoryLine,
  ChartRow,
  GameInfo,
  LastResult,
  Market,
  WalletLine,
  WsRes,
} from '../../domain/wire';
import { hmsOf, ist, parseDayKey, parseHm, type Bet, type LedgerLine, type MarketDef, type MarketView, type Sim, type User } from '../core';

export const PAGE_SIZE = 10;

const BET_TYPE: Record<Bet['kind'], string> = { jodi: '1', ander: '2', bahar: '3' };

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

export function betWire(sim: Sim, b: Bet): BetHistoryLine {
  return {
    id: b.id,
    game_name: sim.market(b.marketId)?.name ?? '',
    type: BET_TYPE[b.kind],
    game_number: b.number,
    money: String(b.money),
    created_at: ist(b.placedAt).dateTime,
    isResult: b.status === 'open' ? '0' : b.status === 'cancelled' ? '2' : '1',
  };
}

export function walletWire(l: LedgerLine): WalletLine {
  const t = ist(l.at);
  return { description: l.description, date: t.dmy, time: t.hms, add_amount: String(Math.abs(l.amount)), purpose: l.amount > 0 ? 'credit' : 'debit' };
}

/** Wallet lines newest first. */
export function walletLines(sim: Sim, userId: string): WalletLine[] {
  return sim
    .ledger(userId)
    .slice()
    .sort((a, b) => b.at - a.at || b.id - a.id)
    .map(walletWire);
}

export function page<T>(rows: T[], pageField: unknown): T[] {
  const n = Number(pageField);
  if (pageField === undefined || pageField === '' || !Number.isInteger(n) || n < 1) return rows;
  return rows.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE);
}

export function profileReply(sim: Sim, user: User): WsRes<'profile'> {
  const bal = String(sim.balance(user.id));
  const s = sim.state.settings;
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
        lastWithdrawal: null,
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
