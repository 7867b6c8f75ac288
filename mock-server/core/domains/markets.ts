/** Markets: their daily schedule (./schedule.ts), declared results and the dashboard banners. */
import { displayedSession, latestResult, phaseAt, type MarketDef, type MarketResult, type Phase, type SessionTimes } from '../schedule';
import type { World } from '../state';

export type { MarketDef, MarketResult } from '../schedule';

export interface MarketsSlice {
  list: MarketDef[];
  banners: string[];
}

export const initMarkets = (list: MarketDef[] = [], banners: string[] = []): MarketsSlice => ({ list, banners });

export interface MarketView {
  def: MarketDef;
  phase: Phase;
  session: SessionTimes;
  /** the session a countdown points at (next one once the current is resulted) */
  displayed: SessionTimes;
  latest: MarketResult | undefined;
}

const index = (w: World) => w.derived('markets', () => new Map(w.state.markets.list.map((m) => [m.id, m] as const)));

export function marketById(w: World, id: string): MarketDef | undefined {
  return index(w).get(String(id).trim());
}

export function marketView(m: MarketDef, now: number): MarketView {
  const { phase, session } = phaseAt(m, now);
  return { def: m, phase, session, displayed: displayedSession(m, now), latest: latestResult(m) };
}

export function marketViews(w: World): MarketView[] {
  const now = w.now();
  return w.state.markets.list.map((m) => marketView(m, now));
}

/** Records a result in the market's ascending list (settlement.ts pays the bets). */
export function recordResult(w: World, m: MarketDef, entry: MarketResult): void {
  let i = m.results.length;
  while (i > 0 && (m.results[i - 1] as MarketResult).session > entry.session) i--;
  m.results.splice(i, 0, entry);
  w.touch();
}

declare module '../state' {
  interface SimState {
    markets: MarketsSlice;
  }
}
