/**
 * Results and settlement: declaring a market session's result (by an admin, or drawn from the seeded generator
 * when its time passes) pays that session's winning bets once. Only the named session's open bets are touched.
 */
import { lineWins, payoutOf } from '../betlines';
import { nextInt } from '../rng';
import { currentSession, findResult, sessionDay, sessionTimes, type SessionTimes } from '../schedule';
import { fail, type Result } from '../result';
import type { World } from '../state';
import { betLabel, takeOpenBets } from './bets';
import { post } from './ledger';
import { marketById, recordResult, type MarketDef } from './markets';
import { serverText } from '../../../domain/serverTexts';

/** Records the result and settles the session's open bets. */
function declare(w: World, m: MarketDef, session: string, number: string, at: number): { winners: number; paid: number } {
  recordResult(w, m, { session, number, declaredAt: at });
  let winners = 0;
  let paid = 0;
  const { jodiRate, hurfRate } = w.state.settings;
  /** each player who had a bet in the session, with what they won */
  const players = new Map<string, number>();
  for (const b of takeOpenBets(w, m.id, session)) {
    b.settledAt = at;
    players.set(b.userId, players.get(b.userId) ?? 0);
    if (lineWins(b.kind, b.number, number)) {
      b.status = 'won';
      b.payout = payoutOf(b.money, b.kind === 'jodi' ? jodiRate : hurfRate);
      post(w, b.userId, b.payout, serverText('lineWin', { game: m.name, bet: betLabel(b), number }), 'win', b.id, at);
      winners++;
      paid += b.payout;
      players.set(b.userId, (players.get(b.userId) ?? 0) + b.payout);
    } else {
      b.status = 'lost';
    }
  }
  w.emit('resultDeclared', { marketId: m.id, marketName: m.name, session, number, at, players: [...players].map(([userId, won]) => ({ userId, won })) });
  return { winners, paid };
}

/**
 * The first session day of a market that may still be without a result: every session from the world's first day up
 * to it has one. Found once from the results, then moved on as they are declared, so neither declaring nor drawing
 * reads a market's history again; a session left behind by a result declared for a later one keeps it there.
 */
function firstWithoutResult(w: World, m: MarketDef): number {
  const known = w.derived('settlement.firstWithoutResult', () => new Map<string, number>());
  let d = known.get(m.id);
  if (d === undefined) {
    d = w.state.meta.startDay;
    for (const r of m.results) {
      const day = sessionDay(r.session);
      if (day > d) break;
      if (day === d) d++;
    }
  }
  while (findResult(m, sessionTimes(m, d).key)) d++;
  known.set(m.id, d);
  return d;
}

/**
 * Declares a result and settles the session's bets. Without `session` it picks the oldest closed session still
 * without a result, else the current session (closing its betting early).
 */
export function declareResult(
  w: World,
  marketId: string,
  number: unknown,
  session?: string,
): Result<{ session: string; number: string; winners: number; paid: number }> {
  const m = marketById(w, marketId);
  if (!m) return fail('Game not found');
  const n = typeof number === 'number' ? number : typeof number === 'string' && /^\s*\d{1,2}\s*$/.test(number) ? Number(number) : NaN;
  if (!Number.isInteger(n) || n < 0 || n > 99) return fail('Result must be a number 00–99');
  const now = w.now();
  let key = session;
  if (key === undefined) {
    const current = currentSession(m, now);
    key = current.key;
    for (let d = Math.max(firstWithoutResult(w, m), current.day - 400); d < current.day; d++) {
      const s = sessionTimes(m, d);
      if (s.closeAt <= now && !findResult(m, s.key)) {
        key = s.key;
        break;
      }
    }
  } else if (!/^\d{4}-\d{2}-\d{2}$/.test(key)) {
    return fail('session must be YYYY-MM-DD');
  }
  if (findResult(m, key)) return fail(`Result already declared for ${m.name} ${key}`);
  const two = String(n).padStart(2, '0');
  return { ok: true, session: key, number: two, ...declare(w, m, key, two, now) };
}

/**
 * The tick work of this domain: declares seeded random results whose time has passed, oldest first. Returns at
 * once until the next result falls due.
 */
export function drawDueResults(w: World): void {
  if (!w.state.settings.autoResults) return;
  const now = w.now();
  const quiet = w.derived('settlement.quiet', () => ({ until: -Infinity }));
  if (now < quiet.until) return;
  const due: Array<{ m: MarketDef; s: SessionTimes }> = [];
  let until = Infinity;
  for (const m of w.state.markets.list) {
    const current = currentSession(m, now).day;
    for (let d = Math.max(firstWithoutResult(w, m), current - 400); ; d++) {
      const s = sessionTimes(m, d);
      if (s.resultAt > now || d > current) {
        until = Math.min(until, s.resultAt);
        break;
      }
      due.push({ m, s });
    }
  }
  quiet.until = until;
  due.sort((a, b) => a.s.resultAt - b.s.resultAt);
  for (const { m, s } of due) {
    if (!findResult(m, s.key)) declare(w, m, s.key, String(nextInt(w.rng, 100)).padStart(2, '0'), s.resultAt);
  }
}
