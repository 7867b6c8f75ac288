/**
 * Market schedule: pure functions of a market definition and an instant.
 *
 * A session is named by the IST date it opens on. It opens at `open` that day, closes at `close` (the next day
 * when `close` is earlier than `open`, e.g. Disawar 06:00 → 03:30), and its result is due at `result` (the day
 * after the close when `result` is earlier than `close`). The current session at time t is the latest one that
 * has opened by t.
 *
 * Phases of the current session:
 *  - 'open'     betting open                       → running list, active 1
 *  - 'closed'   closed, result pending             → running list, active 0 (TIME OUT)
 *  - 'resulted' result declared, next not open yet → upcoming list
 */
import { dayKey, istDay, istEpoch, parseDayKey, parseHm } from '../../domain/time';

export interface MarketResult {
  /** session key: the IST date the session opened, YYYY-MM-DD */
  session: string;
  /** two digits, '00'–'99' */
  number: string;
  declaredAt: number;
}

export interface MarketDef {
  id: string;
  name: string;
  sequence: number;
  /** daily times, HH:MM IST; close/result earlier than open means the next day */
  open: string;
  close: string;
  result: string;
  /** ascending by session */
  results: MarketResult[];
}

export type Phase = 'open' | 'closed' | 'resulted';

export interface SessionTimes {
  day: number;
  key: string;
  openAt: number;
  closeAt: number;
  resultAt: number;
}

export function sessionTimes(m: Pick<MarketDef, 'open' | 'close' | 'result'>, day: number): SessionTimes {
  const open = parseHm(m.open);
  const close = parseHm(m.close);
  const result = parseHm(m.result);
  const closeDay = close > open ? day : day + 1;
  const resultDay = result >= close ? closeDay : closeDay + 1;
  return {
    day,
    key: dayKey(day),
    openAt: istEpoch(day, open),
    closeAt: istEpoch(closeDay, close),
    resultAt: istEpoch(resultDay, result),
  };
}

/** The session that most recently opened at or before t. */
export function currentSession(m: Pick<MarketDef, 'open' | 'close' | 'result'>, t: number): SessionTimes {
  const d = istDay(t);
  const s = sessionTimes(m, d);
  return t >= s.openAt ? s : sessionTimes(m, d - 1);
}

export function findResult(m: MarketDef, session: string): MarketResult | undefined {
  // results are ascending; recent sessions are looked up most, so search from the end
  for (let i = m.results.length - 1; i >= 0; i--) {
    const r = m.results[i] as MarketResult;
    if (r.session === session) return r;
    if (r.session < session) return undefined;
  }
  return undefined;
}

export function latestResult(m: MarketDef): MarketResult | undefined {
  return m.results[m.results.length - 1];
}

export function phaseAt(m: MarketDef, t: number): { phase: Phase; session: SessionTimes } {
  const session = currentSession(m, t);
  if (findResult(m, session.key)) return { phase: 'resulted', session };
  return { phase: t < session.closeAt ? 'open' : 'closed', session };
}

/** The session a bet screen counts down to: the current one unless it is over, then the next. */
export function displayedSession(m: MarketDef, t: number): SessionTimes {
  const { phase, session } = phaseAt(m, t);
  return phase === 'resulted' ? sessionTimes(m, session.day + 1) : session;
}

export function sessionDay(key: string): number {
  return parseDayKey(key);
}

/** Validates a market definition's times; throws on nonsense. */
export function checkMarketTimes(m: Pick<MarketDef, 'id' | 'open' | 'close' | 'result'>): void {
  const s = sessionTimes(m, 20000);
  if (s.closeAt <= s.openAt || s.resultAt < s.closeAt || s.resultAt - s.openAt >= 2 * 86_400_000) {
    throw new Error(`market ${m.id}: bad times ${m.open}/${m.close}/${m.result}`);
  }
}
