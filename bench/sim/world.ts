/**
 * Builds a large, consistent history in a simulator through its public operations only (createUser, adjust,
 * placeBet, markets, clock): many players recharge and bet across markets and days on a frozen clock that is
 * stepped through each day, and the simulator's automatic results settle every session (wins and losses).
 *
 * One player (the "reader", whose bets and wallet the read calls query) gets exactly `readerBets` bets; the other
 * players share the rest. Every placement is one bet line, so each bet adds one ledger line; recharges (admin
 * adjustments) interleaved with the bets and a final top-up bring the ledger to about `ledgerLines`.
 */
import { prng } from '../../mock-server/core/rng';
import type { Sim } from '../../mock-server/simulator';

export interface PreloadOptions {
  players: number;
  bets: number;
  readerBets: number;
  ledgerLines: number;
  days: number;
  /** stop placing bets once this much time has gone (the report then says `capped`) */
  capMs: number;
  seed: number;
}

export interface PreloadStage {
  day: number;
  elapsedMs: number;
  bets: number;
  /** ms spent on this day's bets alone */
  dayMs: number;
  /** µs per placeBet call on this day */
  placeBetUs: number;
}

export interface PreloadReport {
  ms: number;
  capped: boolean;
  players: number;
  bets: number;
  ledgerLines: number;
  wins: number;
  resultsDeclared: number;
  readerId: string;
  readerMobile: string;
  readerBets: number;
  /** players for the game_bet load (every player but the reader), each with a large balance */
  bettorIds: string[];
  /** an open market at the final clock position, open for the longest */
  openMarketId: string;
  /** the final (frozen) clock position */
  now: number;
  /** where the preload time went */
  split: { createUsersMs: number; adjustMs: number; placeBetMs: number; tickMs: number; snapshotMs: number; topUpMs: number };
  stages: PreloadStage[];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const IST_OFFSET = 330 * MINUTE;
/** the first bet slot of a day and the last, hours IST; at each hour at least three default markets are open */
const FIRST_HOUR = 10;
const LAST_HOUR = 22;
/** a slot's placements are spread over at most this long, and only markets open well past it are used */
const SLOT_SPAN = 15 * MINUTE;
const INITIAL_CREDIT = 1_000_000;

/** Epoch ms of `minutes` past midnight IST on IST day `day`. */
export const istAt = (day: number, minutes: number): number => day * DAY + minutes * MINUTE - IST_OFFSET;
export const istDayOf = (ms: number): number => Math.floor((ms + IST_OFFSET) / DAY);

export const mobileOf = (i: number): string => `6${String(i).padStart(9, '0')}`;

/** How many of `q` bets fall in slot `s` of `slots`: spread evenly, exact total; `phase` in [0, 1) staggers players. */
const share = (q: number, s: number, slots: number, phase: number): number =>
  Math.floor((q * (s + 1)) / slots + phase) - Math.floor((q * s) / slots + phase);

function must<T extends object>(r: ({ ok: true } & T) | { ok: false; error: string }, what: string): T {
  if (!r.ok) throw new Error(`${what}: ${r.error}`);
  return r;
}

/**
 * Preloads `sim`, whose clock must be frozen at midnight IST of the first day to play. Leaves the clock frozen on
 * the day after the last one played, at 11:00 IST (most markets open, yesterday's results all declared).
 */
export function preload(sim: Sim, o: PreloadOptions, log: (msg: string) => void = () => {}): PreloadReport {
  const t0 = performance.now();
  const rnd = prng(o.seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const split = { createUsersMs: 0, adjustMs: 0, placeBetMs: 0, tickMs: 0, snapshotMs: 0, topUpMs: 0 };
  const firstDay = istDayOf(sim.now());

  // players, each with a large first credit
  let t = performance.now();
  const ids: string[] = [];
  for (let i = 0; i < o.players; i++) {
    const { user } = must(sim.createUser({ mobile: mobileOf(i), name: `Bench Player ${i}` }), 'createUser');
    ids.push(user.id);
  }
  split.createUsersMs = performance.now() - t;
  t = performance.now();
  for (const id of ids) must(sim.adjust(id, INITIAL_CREDIT), 'adjust');
  split.adjustMs += performance.now() - t;

  const readerId = ids[0] as string;
  const others = o.players - 1;
  const quota = (p: number) => (p === 0 ? o.readerBets : Math.floor((o.bets - o.readerBets) / others) + (p - 1 < (o.bets - o.readerBets) % others ? 1 : 0));
  // expected ledger lines without recharges: first credits + one per bet + wins (~1 in 27 lines wins with this mix)
  const expected = o.players + o.bets * (1 + 0.037);
  const rechargeRate = Math.max(0, Math.min(1, (o.ledgerLines - expected) / o.bets - 0.02));

  const phases = ids.map(() => rnd());
  const slotsPerDay = LAST_HOUR - FIRST_HOUR + 1;
  const slots = o.days * slotsPerDay;
  let bets = 0;
  let capped = false;
  const stages: PreloadStage[] = [];
  for (let d = 0; d < o.days && !capped; d++) {
    const dayStart = performance.now();
    let dayPlaceMs = 0;
    let dayPlacements = 0;
    for (let h = 0; h < slotsPerDay; h++) {
      const s = d * slotsPerDay + h;
      const slotAt = istAt(firstDay + d, (FIRST_HOUR + h) * 60);
      sim.clock.set(slotAt);
      t = performance.now();
      const open = sim.markets().filter((m) => m.phase === 'open' && m.session.closeAt > slotAt + SLOT_SPAN + MINUTE);
      split.tickMs += performance.now() - t;
      if (open.length === 0) throw new Error(`no market open at slot ${s}`);
      const todo: number[] = [];
      for (let p = 0; p < o.players; p++) for (let k = share(quota(p), s, slots, phases[p] as number); k > 0; k--) todo.push(p);
      const step = todo.length ? Math.min(1000, Math.floor(SLOT_SPAN / todo.length)) : 0;
      for (const p of todo) {
        sim.clock.advance(step);
        const userId = ids[p] as string;
        const roll = int(1, 10);
        const type = roll <= 7 ? 1 : roll <= 8 ? 2 : 3;
        const bet_numbers = type === 1 ? String(int(0, 99)).padStart(2, '0') : String(int(1, 10));
        const money = int(1, 50);
        const market = open[int(0, open.length - 1)] as (typeof open)[number];
        t = performance.now();
        must(sim.placeBet({ userId, marketId: market.def.id, lines: [{ bet_numbers, bet_money: money, type }], grandTotal: money }), 'placeBet');
        const placeMs = performance.now() - t;
        split.placeBetMs += placeMs;
        dayPlaceMs += placeMs;
        dayPlacements++;
        bets++;
        if (rnd() < rechargeRate) {
          t = performance.now();
          must(sim.adjust(userId, money * int(1, 4)), 'adjust');
          split.adjustMs += performance.now() - t;
        }
      }
    }
    const elapsedMs = performance.now() - t0;
    stages.push({ day: d + 1, elapsedMs: Math.round(elapsedMs), bets, dayMs: Math.round(performance.now() - dayStart), placeBetUs: dayPlacements ? Math.round((dayPlaceMs / dayPlacements) * 1000) : 0 });
    if ((d + 1) % 5 === 0 || d + 1 === o.days) log(`  day ${d + 1}/${o.days}: ${bets} bets, ${(elapsedMs / 1000).toFixed(1)} s, placeBet ${stages.at(-1)?.placeBetUs} µs`);
    if (elapsedMs > o.capMs && d + 1 < o.days) {
      capped = true;
      log(`  preload capped at ${o.capMs} ms after day ${d + 1}`);
    }
  }

  // next morning: every session played so far has its result
  const lastDay = firstDay + (stages.length || 1);
  sim.clock.set(istAt(lastDay, 10 * 60));
  t = performance.now();
  sim.markets();
  split.tickMs += performance.now() - t;

  t = performance.now();
  const snap = sim.snapshot();
  split.snapshotMs = performance.now() - t;
  let ledgerLines = Object.values(snap.ledger.lines).reduce((n, lines) => n + lines.length, 0);
  const wins = Object.values(snap.ledger.lines).reduce((n, lines) => n + lines.filter((l) => l.kind === 'win').length, 0);
  const readerBets = snap.bets.list.filter((b) => b.userId === readerId).length;
  const resultsDeclared = snap.markets.list.reduce((n, m) => n + m.results.filter((r) => istDayOf(r.declaredAt) >= firstDay).length, 0);

  // top the ledger up to its target: recharges round the players, over half an hour
  t = performance.now();
  const missing = Math.max(0, o.ledgerLines - ledgerLines);
  for (let i = 0; i < missing; i++) {
    sim.clock.advance(Math.max(1, Math.floor((30 * MINUTE) / (missing || 1))));
    must(sim.adjust(ids[i % ids.length] as string, int(100, 500)), 'adjust');
  }
  split.topUpMs = performance.now() - t;
  ledgerLines += missing;

  const now = istAt(lastDay, 11 * 60);
  sim.clock.set(now);
  const open = sim.markets().filter((m) => m.phase === 'open');
  open.sort((a, b) => b.session.closeAt - a.session.closeAt);
  const market = open[0];
  if (!market) throw new Error('no open market at the final clock position');

  return {
    ms: Math.round(performance.now() - t0),
    capped,
    players: o.players,
    bets,
    ledgerLines,
    wins,
    resultsDeclared,
    readerId,
    readerMobile: mobileOf(0),
    readerBets,
    bettorIds: ids.slice(1),
    openMarketId: market.def.id,
    now,
    split: Object.fromEntries(Object.entries(split).map(([k, v]) => [k, Math.round(v)])) as PreloadReport['split'],
    stages,
  };
}
