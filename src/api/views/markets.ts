/** Markets as the UI receives them: the market list, a market's times, its chart and result records. */
import type { Banner, ChartRow, GameInfo, LastResult, Market, Notice } from '../../../domain/wire';
import { isRecord, toArr, toBool, toClockTime, toDay, toInt, toRec, toStr } from '../normalize';
import { spelled } from './spelled';

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
