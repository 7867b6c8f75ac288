/**
 * Load benchmark of the HTTP simulator over loopback (npm run bench:sim).
 *
 *  1. Two simulator child processes: one preloaded with the full history (100,000 bets, 200,000 ledger lines,
 *     1,000 players; the player the reads query has exactly 200 bets), one with a small history (1,000 bets).
 *  2. On the full history, one reply of each call is captured, then each read is loaded on its own: game_list,
 *     profile, transaction_history (page 1), my_bets; my_bets (same 200-bet player) also on the small history.
 *  3. game_bet (₹1 on '07', round the 999 other players) at both history sizes, in alternating rounds; the
 *     figures of a size pool its rounds.
 *  4. Sessions (--sessions 20, 0 skips): on the full simulator, N per-session worlds created one after the other
 *     (scenario 'default', frozen at the clock of the full history), their creation time and the child's memory
 *     (after a full GC) before and after; then a mixed load over all of them at once — the five calls, each on its
 *     share of the connections going round the sessions with each session's own players — reported overall and
 *     per call.
 *  2b. The PHP dialect (--dialect php; --dialect plain skips): on the full history, the five calls answered plain and
 *     in the dialect (the world's dialect switched between runs), in alternating rounds; paced as the store phase
 *     (the p99 goal) and flat out (throughput).
 *  3b. The store (--no-store skips): two fresh children on the full history, one with a store directory (every
 *     change committed before its reply, decision 094) and one without; my_bets and game_bet on both in alternating
 *     rounds; then the store child is SIGKILLed and a new one opens the store: the restart time.
 *  5. The baseline: a plain node:http child answering the captured reply bytes and headers, same load.
 * The load generator (autocannon) runs here, in the parent, so it never shares an event loop with a server.
 * Each run: a short warm-up, then a fixed duration at N connections. The figures are printed as a table and
 * written to bench/sim/results.json. Goals (printed, not enforced): p99 < 20 ms; throughput ≥ 1/3 of the plain
 * server's.
 *
 *   npm run bench:sim -- [--duration 5] [--warmup 2] [--rounds 2] [--connections 50] [--bets 100000] [--ledger 200000]
 *                        [--players 1000] [--small-bets 1000] [--cap-ms 100000] [--profile]
 *                        [--sessions 20] [--sessions-scenario default] [--mixed-duration 6]
 *                        [--no-store | --store-only] [--store-rate 1000] [--store-connections 20]
 *                        [--dialect php | --dialect-only]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { CapturedReply } from './plain-server';
import { formatSummary, summarize, type ProfileSummary } from './profile-summary';
import { balanceOf, createSessions, credit, recordingOf, SESSION_HEADER, sessionWorld, stateBytes, type SessionWorld } from './sessions';
import type { PreloadReport } from './world';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const CREDENTIALS = { app_id: 'sim-app', app_key: 'sim-key' };
const GOAL_P99_MS = 20;
const GOAL_RATIO = 1 / 3;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    bets: { type: 'string', default: '100000' },
    ledger: { type: 'string', default: '200000' },
    players: { type: 'string', default: '1000' },
    'small-bets': { type: 'string', default: '1000' },
    'cap-ms': { type: 'string', default: '100000' },
    /** profile the simulator's CPU during each measured call (bench/sim/profiles/) and print where it went */
    profile: { type: 'boolean', default: false },
    /** per-session worlds for the mixed load (0: no sessions phase) */
    sessions: { type: 'string', default: '20' },
    'sessions-scenario': { type: 'string', default: 'default' },
    /** measured seconds of the mixed load over the sessions (after the usual warm-up) */
    'mixed-duration': { type: 'string', default: '6' },
    /** the store phase (decision 094); --no-store skips it */
    store: { type: 'boolean', default: true },
    /** the store phase's latency load: this many requests a second over --store-connections (decision 090) */
    'store-rate': { type: 'string', default: '1000' },
    'store-connections': { type: 'string', default: '20' },
    /** the store phase alone (its table printed, results.json left as it was) */
    'store-only': { type: 'boolean', default: false },
    /** the dialect of the dialect phase ('plain' skips it) */
    dialect: { type: 'string', default: 'php' },
    /** the dialect phase alone (its table printed, results.json left as it was) */
    'dialect-only': { type: 'boolean', default: false },
  },
  allowNegative: true,
});
const DURATION = Number(values.duration);
/** game_bet rounds per history size */
const ROUNDS = Number(values.rounds);
const WARMUP = Number(values.warmup);
const CONNECTIONS = Number(values.connections);
const SESSIONS = Number(values.sessions);
const STORE_RATE = Number(values['store-rate']);
const STORE_CONNECTIONS = Number(values['store-connections']);
const MIXED_DURATION = Number(values['mixed-duration']);
/** each session world starts with its bettors credited this much, so that no game_bet of the load is refused for funds */
const SESSION_CREDIT = 1_000_000;
/** the seed of the session worlds (the simulator child's own default) */
const SESSION_SEED = 42;

type CallName = 'game_list' | 'profile' | 'transaction_history' | 'my_bets' | 'game_bet';
const CALLS: CallName[] = ['game_list', 'profile', 'transaction_history', 'my_bets', 'game_bet'];

interface Ready {
  url: string;
  pid: number;
  /** V8 heap in use right after the preload */
  heapMB: number;
  preload: PreloadReport;
  /** with --store: whether the child opened an existing store (a restart), and how long that took */
  store: { restart: boolean; startMs: number; openMs: number; replayedAtOpen: number } | null;
}

interface Measured {
  reqPerSec: number;
  p50: number;
  p99: number;
  max: number;
  responses: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  seconds: number;
  /** bytes per response on the wire (headers + body) */
  wireBytes: number;
}

// ───────────────────────── child processes ─────────────────────────

function childEnv(): NodeJS.ProcessEnv {
  // the simulator takes its app credentials from VITE_APP_CRED*; the bench sends the defaults
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITE_APP_CRED')));
}

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null) c.kill();
});

function forkTs(file: string, args: string[], execArgv: string[] = []): ChildProcess {
  const child = fork(join(HERE, file), args, {
    cwd: ROOT,
    execArgv: ['--import', 'tsx', ...execArgv],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: childEnv(),
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function startSim(bets: number, ledger: number, players: number, capMs: number, storeDir?: string): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = forkTs(
    'server.ts',
    ['--bets', String(bets), '--ledger', String(ledger), '--players', String(players), '--cap-ms', String(capMs), '--max-sessions', String(Math.max(50, SESSIONS)), ...(storeDir ? ['--store', storeDir] : [])],
    // gc() before each memory reading (bench --sessions)
    ['--expose-gc'],
  );
  return new Promise((resolve, reject) => {
    const early = (code: number | null) => reject(new Error(`simulator exited (${code}) before it was ready`));
    const timer = setTimeout(() => reject(new Error(`simulator (${bets} bets) not ready after ${capMs + 60_000} ms`)), capMs + 60_000);
    child.once('exit', early);
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      if (!line.startsWith('READY ')) return;
      clearTimeout(timer);
      child.off('exit', early);
      resolve({ child, ready: JSON.parse(line.slice('READY '.length)) as Ready });
    });
  });
}

function startPlain(replies: Record<string, CapturedReply>): Promise<{ child: ChildProcess; url: string }> {
  const child = forkTs('plain-server.ts', []);
  return new Promise((resolve, reject) => {
    const early = (code: number | null) => reject(new Error(`plain server exited (${code}) before it was ready`));
    child.once('exit', early);
    child.on('message', (m: { type?: string; url?: string }) => {
      if (m.type !== 'ready' || !m.url) return;
      child.off('exit', early);
      resolve({ child, url: m.url });
    });
    child.send({ type: 'replies', replies });
  });
}

function ask<T>(child: ChildProcess, type: string, payload: object = {}): Promise<T> {
  return new Promise((resolve) => {
    const on = (m: { type?: string }) => {
      if (m.type !== type) return;
      child.off('message', on);
      resolve(m as T);
    };
    child.on('message', on);
    child.send({ type, ...payload });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.send({ type: 'close' });
  });
}

// ───────────────────────── the calls ─────────────────────────

const HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams({ ...CREDENTIALS, ...fields }).toString();
const BET_LINE = JSON.stringify([{ bet_numbers: '07', bet_money: 1, type: 1 }]);

/** Whose calls: the reader's reads, the bettors' bets, in which market (and in which session world, if any). */
type Target = Pick<PreloadReport, 'readerId' | 'bettorIds' | 'openMarketId'> & { session?: string };

/** The request(s) each connection cycles through; game_bet goes round every player but the reader. */
function requestsFor(call: CallName, w: Target): autocannon.Request[] {
  const path = `/Webservices/${call}`;
  const headers = w.session === undefined ? HEADERS : { ...HEADERS, [SESSION_HEADER]: w.session };
  const one = (fields: Record<string, string>): autocannon.Request => ({ method: 'POST', path, headers, body: form(fields) });
  switch (call) {
    case 'game_list':
      return [one({})];
    case 'profile':
    case 'my_bets':
      return [one({ user_id: w.readerId })];
    case 'transaction_history':
      return [one({ user_id: w.readerId, page: '1' })];
    case 'game_bet':
      return w.bettorIds.map((id) =>
        one({ user_id: id, game_id: w.openMarketId, game_type: '1', bet_numbers: BET_LINE, grand_total: '1' }),
      );
  }
}

/**
 * One reply of a call (the first of its requests), kept byte for byte for the plain server. `readerBets`: how many
 * bets my_bets must list (null: not checked).
 */
async function capture(url: string, call: CallName, w: Target, readerBets: number | null): Promise<{ reply: CapturedReply; bytes: number; check: string }> {
  const r = requestsFor(call, w)[0] as autocannon.Request;
  const res = await fetch(url + r.path, { method: 'POST', headers: r.headers as Record<string, string>, body: r.body as string });
  const body = Buffer.from(await res.arrayBuffer());
  const headers: Array<[string, string]> = [];
  // node:http adds date / connection / keep-alive itself; content-length is set from the body
  res.headers.forEach((v, k) => {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(k)) headers.push([k, v]);
  });
  return { reply: { status: res.status, headers, body: body.toString('base64') }, bytes: body.length, check: checkReply(call, res.status, body, readerBets) };
}

/** 'ok' or what is wrong with a captured reply. */
function checkReply(call: CallName, status: number, body: Buffer, readerBets: number | null): string {
  if (status !== 200) return `HTTP ${status}`;
  let j: { status?: number; error?: boolean; msg?: string; message?: string; data?: unknown[] };
  try {
    j = JSON.parse(body.toString('utf8')) as typeof j;
  } catch {
    return 'not JSON';
  }
  if (call === 'profile') return j.error === false ? 'ok' : `error: ${j.message}`;
  if (j.status !== 1) return `status ${j.status}: ${j.msg}`;
  if (call === 'my_bets' && readerBets !== null && j.data?.length !== readerBets) return `${j.data?.length} bets, expected ${readerBets}`;
  if (call === 'transaction_history' && j.data?.length !== 10) return `${j.data?.length} lines on page 1, expected 10`;
  return 'ok';
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

interface Sample {
  result: autocannon.Result;
  times: Float64Array;
  seconds: number;
}

/**
 * `seconds` of load at `connections` connections; with `keep`, the 2xx latencies are kept to the µs. With `rate`, the
 * connections together send that many requests a second (autocannon's overallRate) rather than as many as they can.
 */
function fire(url: string, requests: autocannon.Request[], seconds: number, keep: boolean, connections = CONNECTIONS, rate?: number): Promise<Sample> {
  return new Promise((resolve, reject) => {
    let times = new Float64Array(1 << 16);
    let count = 0;
    const started = performance.now();
    const inst = autocannon({ url, connections, pipelining: 1, duration: seconds, requests, ...(rate ? { overallRate: rate } : {}) }, (err, result) => {
      if (err) reject(err instanceof Error ? err : new Error(String(err)));
      else resolve({ result, times: times.subarray(0, count), seconds: (performance.now() - started) / 1000 });
    });
    if (!keep) return;
    // autocannon 9 emits (client, statusCode, resBytes, responseTime in ms); its typings predate the client argument
    (inst as unknown as NodeJS.EventEmitter).on('response', (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
      if (statusCode < 200 || statusCode > 299) return;
      if (count === times.length) {
        const bigger = new Float64Array(times.length * 2);
        bigger.set(times);
        times = bigger;
      }
      times[count++] = ms;
    });
  });
}

async function warm(url: string, requests: autocannon.Request[]): Promise<void> {
  if (WARMUP > 0) await fire(url, requests, WARMUP, false);
}

/** One measured run: its 2xx latencies plus autocannon's counters. */
interface Run {
  times: Float64Array;
  seconds: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  wireBytes: number;
}

async function measureRun(url: string, requests: autocannon.Request[], duration = DURATION, connections = CONNECTIONS, rate?: number): Promise<Run> {
  const { result, times, seconds } = await fire(url, requests, duration, true, connections, rate);
  return {
    times,
    seconds,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    wireBytes: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

/**
 * Figures of one run or of several pooled (percentiles over all latencies; throughput over their summed time, or
 * over `wallSeconds` for runs made at the same time).
 */
function figures(runs: Run[], wallSeconds?: number): Measured {
  const all = new Float64Array(runs.reduce((n, r) => n + r.times.length, 0));
  let at = 0;
  for (const r of runs) {
    all.set(r.times, at);
    at += r.times.length;
  }
  const sorted = all.sort();
  const seconds = wallSeconds ?? runs.reduce((n, r) => n + r.seconds, 0);
  const sum = (k: 'non2xx' | 'errors' | 'timeouts') => runs.reduce((n, r) => n + r[k], 0);
  return {
    reqPerSec: Math.round(sorted.length / seconds),
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? NaN),
    responses: sorted.length,
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    seconds: round(seconds, 1),
    wireBytes: runs[0]?.wireBytes ?? 0,
  };
}

async function measure(url: string, requests: autocannon.Request[]): Promise<Measured> {
  return figures([await measureRun(url, requests)]);
}

async function load(url: string, requests: autocannon.Request[]): Promise<Measured> {
  await warm(url, requests);
  return measure(url, requests);
}

// ───────────────────────── the run ─────────────────────────

interface Row {
  call: string;
  history: number;
  sim: Measured;
  replyBytes: number;
  plain: Measured | null;
  ratio: number | null;
  goals: { p99: boolean; throughput: boolean | null };
  /** game_bet: bets the simulator accepted during the measured runs (from the players' balances) */
  accepted?: number;
  /** game_bet: each round on its own (`sim` pools them) */
  rounds?: Measured[];
}

const log = (msg: string) => process.stderr.write(`${msg}\n`);
const brief = (p: PreloadReport) => {
  const { bettorIds: _ids, ...rest } = p;
  return rest;
};

async function main(): Promise<void> {
  const t0 = performance.now();
  const settings = { connections: CONNECTIONS, durationS: DURATION, warmupS: WARMUP, gameBetRounds: ROUNDS, pipelining: 1 };
  log(`bench:sim — ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per call; node ${process.version}, ${cpus().length} cpus, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);

  // 1. two simulators, one with a small history and one with the full history (the idle one uses no CPU)
  const players = Number(values.players);
  const capMs = Number(values['cap-ms']);
  const smallBets = Number(values['small-bets']);
  const bets = Number(values.bets);
  if (values['store-only']) {
    console.log(storeTable(await storePhase(bets, Number(values.ledger), players, capMs)));
    return;
  }
  if (values['dialect-only']) {
    log(`\n[dialect] a simulator with ${bets} bets preloaded`);
    const alone = await startSim(bets, Number(values.ledger), players, capMs);
    try {
      console.log(dialectTable(await dialectPhase(alone)));
    } finally {
      await stop(alone.child);
    }
    return;
  }
  log(`\n[1/5] simulators with ${smallBets} and with ${bets} bets preloaded`);
  const small = await startSim(smallBets, 2 * smallBets, players, capMs);
  const full = await startSim(bets, Number(values.ledger), players, capMs);
  const w = full.ready.preload;
  log(`preload: ${(w.ms / 1000).toFixed(1)} s — ${w.bets} bets, ${w.ledgerLines} ledger lines, ${w.wins} wins, ${w.players} players, heap ${full.ready.heapMB} MB${w.capped ? ' (CAPPED)' : ''}`);

  // 2. the reads, on the full history; one reply of each call is kept for the plain server
  log(`\n[2/5] reads at ${w.bets} bets (and my_bets at ${smallBets})`);
  const replies: Record<string, CapturedReply> = {};
  const replyBytes: Record<string, number> = {};
  for (const call of CALLS) {
    const c = await capture(full.ready.url, call, w, w.readerBets);
    replies[call] = c.reply;
    replyBytes[call] = c.bytes;
    if (c.check !== 'ok') log(`  WARNING: captured ${call} reply: ${c.check}`);
  }
  const simRuns: Partial<Record<CallName, Measured>> = {};
  for (const call of CALLS.filter((c) => c !== 'game_bet')) {
    const requests = requestsFor(call, w);
    await warm(full.ready.url, requests);
    simRuns[call] = await profiled(full.child, call, () => measure(full.ready.url, requests));
    log(`  ${call}: ${fmt(simRuns[call])}`);
  }

  // my_bets of a 200-bet player again, with a small history around it
  const smallMyBets = await (async () => {
    const requests = requestsFor('my_bets', small.ready.preload);
    const c = await capture(small.ready.url, 'my_bets', small.ready.preload, small.ready.preload.readerBets);
    if (c.check !== 'ok') log(`  WARNING: captured my_bets reply at ${smallBets} bets: ${c.check}`);
    await warm(small.ready.url, requests);
    const measured = await profiled(small.child, `my_bets-${smallBets}`, () => measure(small.ready.url, requests));
    log(`  my_bets at ${smallBets} bets: ${fmt(measured)}`);
    return { measured, bytes: c.bytes };
  })();

  // 2b. the same calls answered in the PHP dialect, beside the plain ones
  let dialect: DialectReport | null = null;
  if (values.dialect !== 'plain') {
    log(`\n[dialect] the five calls at ${w.bets} bets, plain and in the '${values.dialect}' dialect, ${ROUNDS} alternating rounds`);
    dialect = await dialectPhase(full);
  } else log('\n[dialect] skipped (--dialect plain)');

  // 3. game_bet at both history sizes, in alternating rounds so that a change in the machine's load hits both
  log(`\n[3/5] game_bet at ${smallBets} and at ${w.bets} bets, ${ROUNDS} alternating rounds`);
  const bettors = [small, full].map((s) => ({ ...s, requests: requestsFor('game_bet', s.ready.preload), runs: [] as Run[], accepted: 0 }));
  for (const b of bettors) await warm(b.ready.url, b.requests);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const b of bettors) {
      const before = (await ask<{ balance: number }>(b.child, 'balance')).balance;
      const run = await profiled(b.child, `game_bet-${b.ready.preload.bets}-round${round}`, () => measureRun(b.ready.url, b.requests));
      // each accepted bet is ₹1 off a game_bet player's balance
      const accepted = before - (await ask<{ balance: number }>(b.child, 'balance')).balance;
      b.runs.push(run);
      b.accepted += accepted;
      log(`  round ${round}, ${b.ready.preload.bets} bets: ${fmt(figures([run]))}; ${accepted} bets accepted for ${run.times.length} replies`);
      if (Math.abs(accepted - run.times.length) > 2 * CONNECTIONS) log(`  WARNING: game_bet accepted ${accepted} bets for ${run.times.length} 2xx replies`);
    }
  }
  await stop(small.child);

  // 3b. the store (decision 094): the same calls on the same history with every change committed before its reply
  let storeReport: StoreReport | null = null;
  if (values.store) {
    log(`\n[store] game_bet and my_bets at ${w.bets} bets with the store on, beside the same calls with it off, ${ROUNDS} alternating rounds`);
    storeReport = await storePhase(bets, Number(values.ledger), players, capMs);
  } else log('\n[store] skipped (--no-store)');

  // 4. per-session worlds on the full simulator: creation, memory, mixed load over all of them at once
  let sessions: SessionsReport | null = null;
  if (SESSIONS > 0) {
    log(`\n[4/5] ${SESSIONS} sessions (scenario '${values['sessions-scenario']}') on the full simulator, then a mixed load over all of them`);
    sessions = await sessionsPhase(full, w.now);
  } else log('\n[4/5] sessions: skipped (--sessions 0)');
  await stop(full.child);
  const [smallBet, fullBet] = bettors.map((b) => ({
    measured: figures(b.runs),
    rounds: b.runs.map((r) => figures([r])),
    accepted: b.accepted,
    history: b.ready.preload.bets,
  })) as [BetFigures, BetFigures];
  simRuns.game_bet = fullBet.measured;

  // 4. the plain node:http server with the same replies
  log('\n[5/5] plain node:http server answering the captured replies');
  const plain = await startPlain(replies);
  const plainRuns: Partial<Record<CallName, Measured>> = {};
  for (const call of CALLS) {
    plainRuns[call] = await load(plain.url, requestsFor(call, w));
    log(`  ${call}: ${fmt(plainRuns[call])}`);
  }
  await stop(plain.child);

  const row = (call: string, history: number, sim: Measured, pl: Measured | undefined, bytes: number, bet?: BetFigures): Row => {
    const ratio = pl && pl.reqPerSec ? round(sim.reqPerSec / pl.reqPerSec) : null;
    return {
      call,
      history,
      sim,
      replyBytes: bytes,
      plain: pl ?? null,
      ratio,
      goals: { p99: sim.p99 < GOAL_P99_MS, throughput: ratio === null ? null : ratio >= GOAL_RATIO },
      ...(bet ? { accepted: bet.accepted, rounds: bet.rounds } : {}),
    };
  };
  const rows: Row[] = CALLS.filter((c) => c !== 'game_bet' && c !== 'my_bets').map((c) => row(c, w.bets, simRuns[c] as Measured, plainRuns[c], replyBytes[c] as number));
  rows.push(row(`my_bets (${smallBets} bets)`, small.ready.preload.bets, smallMyBets.measured, plainRuns.my_bets, smallMyBets.bytes));
  rows.push(row(`my_bets (${w.bets} bets)`, w.bets, simRuns.my_bets as Measured, plainRuns.my_bets, replyBytes.my_bets as number));
  rows.push(row(`game_bet (${smallBet.history} bets)`, smallBet.history, smallBet.measured, plainRuns.game_bet, replyBytes.game_bet as number, smallBet));
  rows.push(row(`game_bet (${fullBet.history} bets)`, fullBet.history, fullBet.measured, plainRuns.game_bet, replyBytes.game_bet as number, fullBet));

  const results = {
    at: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadavg: loadavg().map((l) => round(l)),
    settings,
    goals: { p99Ms: GOAL_P99_MS, minRatio: round(GOAL_RATIO) },
    preload: { ...brief(w), heapMB: full.ready.heapMB },
    smallPreload: { ...brief(small.ready.preload), heapMB: small.ready.heapMB },
    rows,
    sessions,
    store: storeReport,
    dialect,
    ...(values.profile ? { profiles } : {}),
    totalSeconds: round((performance.now() - t0) / 1000, 1),
  };
  writeFileSync(join(HERE, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(table(rows, w));
  if (sessions) console.log(sessionsTable(sessions));
  if (storeReport) console.log(storeTable(storeReport));
  if (dialect) console.log(dialectTable(dialect));
  if (values.profile) {
    console.log('\nCPU profiles of the simulator process during each measured call (bench/sim/profiles/; figures above are slowed by the profiler):');
    for (const [name, summary] of Object.entries(profiles)) console.log(formatSummary(name, summary));
  }
  console.log(`\nwritten to bench/sim/results.json (${results.totalSeconds} s in all)`);
}

// ───────────────────────── the store: durability's cost, restart time ─────────────────────────

/** Goal of the store phase: p99 with the store on at most this many times the p99 with it off (and < GOAL_P99_MS). */
const GOAL_STORE_RATIO = 1.5;

type StoreCalls = Record<'game_bet' | 'my_bets', { off: Measured; on: Measured; p99Ratio: number; goals: { p99: boolean; ratio: boolean } }>;

interface StoreReport {
  history: number;
  /** preload plus the first save of the whole world into a new store */
  firstSaveMs: number;
  /** as fast as --connections can go (throughput; p99 there is mostly time queued behind the other connections) */
  calls: StoreCalls;
  /** the latency goals' load: --store-rate requests a second over --store-connections (decision 090) */
  paced: { rate: number; connections: number; calls: StoreCalls };
  /** game_bet with the store on: bets accepted (from the players' balances) for its 2xx replies */
  accepted: number;
  /** the store child's commits (group commit: operations per commit) and the worker's checkpoints */
  commits: { commits: number; opsCommitted: number; longestCommitMs: number; checkpoints: number; lastCheckpointMs: number; largestCheckpointBytes: number };
  /** a new process on the store after SIGKILL: until it listens, and opening the store alone (checkpoint + log) */
  restart: { startMs: number; openMs: number; replayedAtOpen: number; storeBytes: number };
}

function storeBytes(dir: string): number {
  return ['default.sqlite', 'default.sqlite-wal'].reduce((n, f) => n + (existsSync(join(dir, f)) ? statSync(join(dir, f)).size : 0), 0);
}

async function storePhase(bets: number, ledger: number, players: number, capMs: number): Promise<StoreReport> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sim-store-'));
  try {
    // two fresh children with the same history: without a store, and with one
    const off = await startSim(bets, ledger, players, capMs);
    const t = performance.now();
    const on = await startSim(bets, ledger, players, capMs, dir);
    const firstSaveMs = round(performance.now() - t, 0);
    log(`  store child ready in ${firstSaveMs} ms (preload and first save)`);
    const targets = [
      { name: 'off' as const, sim: off, runs: { game_bet: [] as Run[], my_bets: [] as Run[] }, paced: { game_bet: [] as Run[], my_bets: [] as Run[] } },
      { name: 'on' as const, sim: on, runs: { game_bet: [] as Run[], my_bets: [] as Run[] }, paced: { game_bet: [] as Run[], my_bets: [] as Run[] } },
    ];
    let accepted = 0;
    for (const t of targets) for (const call of ['my_bets', 'game_bet'] as const) await warm(t.sim.ready.url, requestsFor(call, t.sim.ready.preload));
    await ask(on.child, 'store-reset');
    for (let r = 1; r <= ROUNDS; r++) {
      for (const t of targets) {
        for (const call of ['my_bets', 'game_bet'] as const) {
          const before = call === 'game_bet' && t.name === 'on' ? (await ask<{ balance: number }>(t.sim.child, 'balance')).balance : 0;
          const run = await measureRun(t.sim.ready.url, requestsFor(call, t.sim.ready.preload));
          if (call === 'game_bet' && t.name === 'on') accepted += before - (await ask<{ balance: number }>(t.sim.child, 'balance')).balance;
          t.runs[call].push(run);
          log(`  round ${r}, store ${t.name}, ${call}: ${fmt(figures([run]))}`);
          const paced = await profiled(t.sim.child, `store-${t.name}-${call}-paced-round${r}`, () =>
            measureRun(t.sim.ready.url, requestsFor(call, t.sim.ready.preload), DURATION, STORE_CONNECTIONS, STORE_RATE),
          );
          t.paced[call].push(paced);
          log(`  round ${r}, store ${t.name}, ${call} at ${STORE_RATE} req/s over ${STORE_CONNECTIONS} connections: ${fmt(figures([paced]))}`);
        }
      }
    }
    const { stats } = await ask<{ stats: StoreReport['commits'] }>(on.child, 'store');
    log(`  group commit: ${stats.opsCommitted} operations in ${stats.commits} commits (${round(stats.opsCommitted / Math.max(1, stats.commits), 1)} a commit; the longest after the warm-up ${round(stats.longestCommitMs, 1)} ms); ${stats.checkpoints} checkpoints by the worker, the last one ${round(stats.lastCheckpointMs, 0)} ms of its time, the largest ${mb(stats.largestCheckpointBytes)} MB written`);
    await stop(off.child);
    on.child.kill('SIGKILL');
    await new Promise((resolve) => on.child.once('exit', resolve));
    const bytes = storeBytes(dir);
    const again = await startSim(bets, ledger, players, capMs, dir);
    const st = again.ready.store as NonNullable<Ready['store']>;
    log(`  after SIGKILL: a new process opened the store (${mb(bytes)} MB) in ${round(st.openMs, 0)} ms, applying ${st.replayedAtOpen} logged operations; listening after ${st.startMs} ms`);
    await stop(again.child);
    const compare = (runs: (t: (typeof targets)[number]) => Record<'game_bet' | 'my_bets', Run[]>) =>
      Object.fromEntries(
        (['game_bet', 'my_bets'] as const).map((call) => {
          const [o, n] = targets.map((t) => figures(runs(t)[call])) as [Measured, Measured];
          const p99Ratio = round(n.p99 / o.p99);
          return [call, { off: o, on: n, p99Ratio, goals: { p99: n.p99 < GOAL_P99_MS, ratio: p99Ratio <= GOAL_STORE_RATIO } }];
        }),
      ) as StoreCalls;
    const commits = { commits: stats.commits, opsCommitted: stats.opsCommitted, longestCommitMs: round(stats.longestCommitMs, 1), checkpoints: stats.checkpoints, lastCheckpointMs: round(stats.lastCheckpointMs, 0), largestCheckpointBytes: stats.largestCheckpointBytes };
    return { history: bets, firstSaveMs, calls: compare((t) => t.runs), paced: { rate: STORE_RATE, connections: STORE_CONNECTIONS, calls: compare((t) => t.paced) }, accepted, commits, restart: { startMs: st.startMs, openMs: round(st.openMs, 0), replayedAtOpen: st.replayedAtOpen, storeBytes: bytes } };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function storeTable(s: StoreReport): string {
  const lines = [
    `\nThe store (decision 094) at ${s.history} bets — every change committed (WAL, synchronous=FULL) before its reply; goals (decision 090): at ${s.paced.rate} req/s over ${s.paced.connections} connections, p99 < ${GOAL_P99_MS} ms and ≤ ${GOAL_STORE_RATIO}× the p99 with the store off`,
  ];
  lines.push('| call | load | store off: req/s, p50, p99 | store on: req/s, p50, p99 | p99 on/off | goals |');
  lines.push('|---|---|---|---|---|---|');
  const rows = (load: string, calls: StoreCalls, judged: boolean) => {
    for (const [call, c] of Object.entries(calls)) {
      const goals = judged ? (c.goals.p99 && c.goals.ratio ? 'met' : 'MISSED') : '— (throughput)';
      lines.push(`| ${call} | ${load} | ${c.off.reqPerSec}, ${c.off.p50} ms, ${c.off.p99} ms | ${c.on.reqPerSec}, ${c.on.p50} ms, ${c.on.p99} ms | ${c.p99Ratio}× | ${goals} |`);
    }
  };
  rows(`${s.paced.rate} req/s, ${s.paced.connections} connections`, s.paced.calls, true);
  rows(`as fast as ${CONNECTIONS} connections go`, s.calls, false);
  lines.push(`group commit: ${s.commits.opsCommitted} operations in ${s.commits.commits} commits, the longest after the warm-up ${s.commits.longestCommitMs} ms; ${s.commits.checkpoints} checkpoints by the worker (the last ${s.commits.lastCheckpointMs} ms of its thread; the largest wrote ${mb(s.commits.largestCheckpointBytes)} MB)`);
  lines.push(`restart after SIGKILL: store of ${mb(s.restart.storeBytes)} MB opened in ${s.restart.openMs} ms (${s.restart.replayedAtOpen} logged operations applied), listening after ${s.restart.startMs} ms`);
  return lines.join('\n');
}

// ───────────────────────── the PHP dialect: its cost per call ─────────────────────────

/** How long the simulator itself held the requests of a run (bench/sim/server.ts: 'held-start', 'held-stop'). */
interface Held {
  p50: number;
  p99: number;
  /** the event loop's delay, p99 and worst: how long an arrived request could wait before the simulator saw it */
  loopP99: number;
  loopMax: number;
  /** the garbage collector's pauses in the runs: how many (major: mark-compact), the longest, ms a second of run */
  gc: { count: number; major: number; longestMs: number; msPerSecond: number };
}

/** what the simulator reports of one run (bench/sim/server.ts heldStop) */
type HeldRun = { times: number[]; loopP99: number; loopMax: number; gc: { count: number; major: number; longestMs: number; totalMs: number } };

async function heldDuring<T>(child: ChildProcess, work: () => Promise<T>): Promise<[T, HeldRun]> {
  await ask(child, 'held-start');
  const out = await work();
  const held = await ask<HeldRun>(child, 'held-stop');
  return [out, held];
}

function heldFigures(runs: HeldRun[]): Held {
  const sorted = Float64Array.from(runs.flatMap((r) => r.times)).sort();
  const gc = {
    count: runs.reduce((a, r) => a + r.gc.count, 0),
    major: runs.reduce((a, r) => a + r.gc.major, 0),
    longestMs: round(Math.max(...runs.map((r) => r.gc.longestMs))),
    msPerSecond: round(runs.reduce((a, r) => a + r.gc.totalMs, 0) / (runs.length * DURATION)),
  };
  return { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), loopP99: round(Math.max(...runs.map((r) => r.loopP99))), loopMax: round(Math.max(...runs.map((r) => r.loopMax))), gc };
}

type DialectCalls = Record<CallName, { plain: Measured; dialect: Measured; p99Ratio: number; goal: boolean; held?: { plain: Held; dialect: Held } }>;

interface DialectReport {
  dialect: string;
  history: number;
  /** each call's first reply in the dialect: its content type and how its body starts (the dialect is on) */
  replies: Record<CallName, { contentType: string; head: string }>;
  /** the p99 goal's load (decision 090): --store-rate requests a second over --store-connections */
  paced: { rate: number; connections: number; calls: DialectCalls };
  /** as fast as --connections can go (throughput) */
  calls: DialectCalls;
}

/** Sets the world's dialect through the control API. */
async function setDialect(url: string, dialect: string): Promise<void> {
  const r = await fetch(`${url}/__sim/settings`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ dialect }) });
  if (!r.ok) throw new Error(`PATCH /__sim/settings {dialect: ${dialect}}: HTTP ${r.status} ${await r.text()}`);
}

/**
 * The five calls on one world, plain and in the dialect, alternating (plain, dialect) in each round so that a change
 * in the machine's load hits both; paced (the goal) and flat out.
 */
async function dialectPhase(sim: { child: ChildProcess; ready: Ready }): Promise<DialectReport> {
  const url = sim.ready.url;
  const w = sim.ready.preload;
  const name = values.dialect;
  const ways = [
    { label: 'plain', dialect: 'plain', paced: {} as Record<CallName, Run[]>, flat: {} as Record<CallName, Run[]>, held: {} as Record<CallName, HeldRun[]> },
    { label: name, dialect: name, paced: {} as Record<CallName, Run[]>, flat: {} as Record<CallName, Run[]>, held: {} as Record<CallName, HeldRun[]> },
  ];
  await setDialect(url, name);
  const replies = {} as DialectReport['replies'];
  for (const call of CALLS) {
    const r = requestsFor(call, w)[0] as autocannon.Request;
    const res = await fetch(url + r.path, { method: 'POST', headers: r.headers as Record<string, string>, body: r.body as string });
    const body = Buffer.from(await res.arrayBuffer()).toString('utf8');
    replies[call] = { contentType: res.headers.get('content-type') ?? '', head: JSON.stringify(body.slice(0, 60)) };
    log(`  ${call} in ${name}: HTTP ${res.status}, ${replies[call].contentType}, ${replies[call].head}…`);
  }
  for (let r = 1; r <= ROUNDS; r++) {
    for (const way of ways) {
      await setDialect(url, way.dialect);
      for (const call of CALLS) {
        const requests = requestsFor(call, w);
        if (r === 1) await warm(url, requests);
        const [paced, held] = await heldDuring(sim.child, () => profiled(sim.child, `dialect-${way.dialect}-${call}-round${r}`, () => measureRun(url, requests, DURATION, STORE_CONNECTIONS, STORE_RATE)));
        (way.held[call] ??= []).push(held);
        const flat = await measureRun(url, requests);
        (way.paced[call] ??= []).push(paced);
        (way.flat[call] ??= []).push(flat);
        const h = heldFigures([held]);
        log(`  round ${r}, ${way.label}, ${call}: paced ${fmt(figures([paced]))} (held p50 ${h.p50} ms, p99 ${h.p99} ms, loop delay p99 ${h.loopP99} ms; GC ${h.gc.count} pauses, ${h.gc.major} major, longest ${h.gc.longestMs} ms, ${h.gc.msPerSecond} ms/s); flat out ${fmt(figures([flat]))}`);
      }
    }
  }
  await setDialect(url, 'plain');
  const compare = (runs: (way: (typeof ways)[number]) => Record<CallName, Run[]>, withHeld: boolean): DialectCalls =>
    Object.fromEntries(
      CALLS.map((call) => {
        const [p, d] = ways.map((way) => figures(runs(way)[call])) as [Measured, Measured];
        const held = withHeld ? { plain: heldFigures(ways[0]!.held[call]), dialect: heldFigures(ways[1]!.held[call]) } : undefined;
        return [call, { plain: p, dialect: d, p99Ratio: round(d.p99 / p.p99), goal: d.p99 < GOAL_P99_MS, ...(held ? { held } : {}) }];
      }),
    ) as DialectCalls;
  return { dialect: name, history: w.bets, replies, paced: { rate: STORE_RATE, connections: STORE_CONNECTIONS, calls: compare((way) => way.paced, true) }, calls: compare((way) => way.flat, false) };
}

function dialectTable(d: DialectReport): string {
  const lines = [`\nThe '${d.dialect}' dialect at ${d.history} bets beside the plain replies of the same world; goal: p99 < ${GOAL_P99_MS} ms at ${d.paced.rate} req/s over ${d.paced.connections} connections (decision 090)`];
  lines.push('| call | load | plain: req/s, p50, p99 | dialect: req/s, p50, p99 | p99 dialect/plain | held by the simulator, plain / dialect: p50, p99 (loop delay p99; longest GC pause) | goal |');
  lines.push('|---|---|---|---|---|---|---|');
  const heldCell = (h: Held) => `${h.p50}, ${h.p99} ms (${h.loopP99}; ${h.gc.longestMs})`;
  const rows = (load: string, calls: DialectCalls, judged: boolean) => {
    for (const [call, c] of Object.entries(calls)) {
      const held = c.held ? `${heldCell(c.held.plain)} / ${heldCell(c.held.dialect)}` : '—';
      lines.push(`| ${call} | ${load} | ${c.plain.reqPerSec}, ${c.plain.p50} ms, ${c.plain.p99} ms | ${c.dialect.reqPerSec}, ${c.dialect.p50} ms, ${c.dialect.p99} ms | ${c.p99Ratio}× | ${held} | ${judged ? (c.goal ? 'met' : 'MISSED') : '— (throughput)'} |`);
    }
  };
  rows(`${d.paced.rate} req/s, ${d.paced.connections} connections`, d.paced.calls, true);
  rows(`as fast as ${CONNECTIONS} connections go`, d.calls, false);
  return lines.join('\n');
}

// ───────────────────────── sessions: many worlds, mixed load ─────────────────────────

interface MemoryReading {
  heapUsed: number;
  rss: number;
  external: number;
}

interface MixedCall extends Measured {
  connections: number;
  /** this call's part of all 2xx replies of the mixed load */
  share: number;
  /** body bytes of the first session's reply */
  replyBytes: number;
}

interface SessionsReport {
  count: number;
  scenario: string;
  seed: number;
  /** every session's frozen clock: the full history's final position */
  now: string;
  /** POST /__sim/sessions round trips, one session after the other */
  create: { totalMs: number; meanMs: number; firstMs: number; minMs: number; maxMs: number; medianMs: number };
  /** the child's process.memoryUsage() after a full GC (gc: false means it was not exposed and garbage is counted) */
  memory: {
    gc: boolean;
    before: MemoryReading;
    afterCreate: MemoryReading;
    afterLoad: MemoryReading;
    /** (afterCreate − before) / count */
    perSession: { heapUsed: number; rss: number };
    /** (afterLoad − before) / count: the worlds with the bets of the mixed load in them, and their recordings */
    perSessionAfterLoad: { heapUsed: number; rss: number };
    /** the first session's recording after the load (every wire call since its last restart, with its reply) */
    recording: { calls: number; bytes: number };
  };
  /** JSON size of a world's state as the server measured it at creation */
  stateBytes: { mean: number; min: number; max: number };
  /** what the load uses in each world (the same in all when they come from one scenario and seed) */
  players: { users: number; readerId: string; readerMobile: string; bettors: number; openMarketId: string; sameIdsInAll: boolean };
  mixed: {
    connections: number;
    warmupS: number;
    durationS: number;
    overall: Measured;
    calls: Record<CallName, MixedCall>;
    /** game_bet: bets accepted (from the bettors' balances) for the 2xx replies, and their spread over the sessions */
    accepted: number;
    acceptedPerSession: { min: number; max: number };
  };
}

const toReading = (m: NodeJS.MemoryUsage): MemoryReading => ({ heapUsed: m.heapUsed, rss: m.rss, external: m.external });

async function memoryOf(child: ChildProcess): Promise<{ reading: MemoryReading; gc: boolean }> {
  const { memory } = await ask<{ memory: NodeJS.MemoryUsage & { gc: boolean } }>(child, 'memory');
  return { reading: toReading(memory), gc: memory.gc };
}

/** Each call's requests over all the worlds, interleaved so that consecutive requests name different sessions. */
function mixedRequests(call: CallName, worlds: SessionWorld[]): autocannon.Request[] {
  const per = worlds.map((w) => requestsFor(call, { ...w, session: w.id }));
  const longest = Math.max(...per.map((p) => p.length));
  const out: autocannon.Request[] = [];
  for (let k = 0; k < longest; k++) for (const p of per) out.push(p[k % p.length] as autocannon.Request);
  return out;
}

/** Connections per call: CONNECTIONS split as evenly as possible over the five calls. */
function connectionsPerCall(): Record<CallName, number> {
  if (CONNECTIONS < CALLS.length) throw new Error(`the mixed load needs at least ${CALLS.length} connections (one per call)`);
  return Object.fromEntries(CALLS.map((c, i) => [c, Math.floor(CONNECTIONS / CALLS.length) + (i < CONNECTIONS % CALLS.length ? 1 : 0)])) as Record<CallName, number>;
}

/** All five calls at once, each on its own connections, for `seconds`, measured. */
async function mixedRun(url: string, byCall: Record<CallName, autocannon.Request[]>, seconds: number): Promise<{ runs: Record<CallName, Run>; wall: number }> {
  const conns = connectionsPerCall();
  const t = performance.now();
  const runs = await Promise.all(CALLS.map((c) => measureRun(url, byCall[c], seconds, conns[c])));
  const wall = (performance.now() - t) / 1000;
  return { runs: Object.fromEntries(CALLS.map((c, i) => [c, runs[i]])) as Record<CallName, Run>, wall };
}

async function warmMixed(url: string, byCall: Record<CallName, autocannon.Request[]>): Promise<void> {
  const conns = connectionsPerCall();
  if (WARMUP > 0) await Promise.all(CALLS.map((c) => fire(url, byCall[c], WARMUP, false, conns[c])));
}

const perSession = (after: MemoryReading, before: MemoryReading) => ({
  heapUsed: Math.round((after.heapUsed - before.heapUsed) / SESSIONS),
  rss: Math.round((after.rss - before.rss) / SESSIONS),
});

async function sessionsPhase(sim: { child: ChildProcess; ready: Ready }, now: number): Promise<SessionsReport> {
  const { url } = sim.ready;
  const scenario = values['sessions-scenario'] as string;
  const seed = SESSION_SEED;

  // creation, between two memory readings (the first reading lets the garbage of the earlier phases go)
  await memoryOf(sim.child);
  const before = await memoryOf(sim.child);
  const created = await createSessions(url, SESSIONS, { scenario, seed, now, frozen: true });
  const afterCreate = await memoryOf(sim.child);
  const ms = created.map((c) => c.ms);
  const sortedMs = [...ms].sort((a, b) => a - b);
  const create = {
    totalMs: round(ms.reduce((a, b) => a + b, 0), 1),
    meanMs: round(ms.reduce((a, b) => a + b, 0) / ms.length),
    firstMs: round(ms[0] as number),
    minMs: round(sortedMs[0] as number),
    maxMs: round(sortedMs[sortedMs.length - 1] as number),
    medianMs: round(sortedMs[Math.floor((sortedMs.length - 1) / 2)] as number),
  };
  const per = perSession(afterCreate.reading, before.reading);
  log(`  created ${SESSIONS} sessions in ${create.totalMs} ms: ${create.meanMs} ms each (first ${create.firstMs}, median ${create.medianMs}, max ${create.maxMs})`);
  log(`  memory${before.gc ? ' after a full GC' : ' (no gc exposed: garbage included)'}: heap ${mb(before.reading.heapUsed)} → ${mb(afterCreate.reading.heapUsed)} MB, rss ${mb(before.reading.rss)} → ${mb(afterCreate.reading.rss)} MB; per session ${mb(per.heapUsed, 2)} MB heap, ${mb(per.rss, 2)} MB rss`);
  const sizes = await stateBytes(url);
  const bytes = created.map((c) => sizes.get(c.id) ?? NaN);

  // each world's players and open market, through its own control routes; the bettors credited
  const worlds: SessionWorld[] = [];
  for (const c of created) worlds.push(await sessionWorld(url, c.id));
  const first = worlds[0] as SessionWorld;
  const key = (w: SessionWorld) => [w.readerId, w.openMarketId, ...w.bettorIds].join(',');
  const sameIdsInAll = worlds.every((w) => key(w) === key(first));
  if (!sameIdsInAll) log('  NOTE: the session worlds differ in their player ids or open market');
  for (const wd of worlds) await credit(url, wd.id, wd.bettorIds, SESSION_CREDIT);

  // one reply of each call in each world must be a success
  const replyBytes = {} as Record<CallName, number>;
  for (const wd of worlds) {
    for (const call of CALLS) {
      const c = await capture(url, call, { ...wd, session: wd.id }, null);
      if (wd === first) replyBytes[call] = c.bytes;
      if (c.check !== 'ok') log(`  WARNING: session ${wd.id}, ${call}: ${c.check}`);
    }
  }

  // the mixed load: warm-up, then the measured run; game_bet checked against the bettors' balances in each world
  const byCall = Object.fromEntries(CALLS.map((c) => [c, mixedRequests(c, worlds)])) as Record<CallName, autocannon.Request[]>;
  const conns = connectionsPerCall();
  log(`  mixed load: ${CALLS.map((c) => `${c} ×${conns[c]}`).join(', ')} connections, each going round the ${SESSIONS} sessions`);
  await warmMixed(url, byCall);
  const balances = async () => Promise.all(worlds.map((wd) => balanceOf(url, wd.id, wd.bettorIds)));
  const balBefore = await balances();
  const { runs, wall } = await mixedRun(url, byCall, MIXED_DURATION);
  const balAfter = await balances();
  const acceptedBy = balBefore.map((b, i) => b - (balAfter[i] as number));
  const accepted = acceptedBy.reduce((a, b) => a + b, 0);
  const afterLoad = await memoryOf(sim.child);
  const recording = await recordingOf(url, first.id);
  log(`  memory after the load: heap ${mb(afterLoad.reading.heapUsed)} MB, rss ${mb(afterLoad.reading.rss)} MB; session ${first.id}'s recording: ${recording.calls} calls, ${mb(recording.bytes)} MB as JSON`);

  const overall = figures(CALLS.map((c) => runs[c]), wall);
  const calls = Object.fromEntries(
    CALLS.map((c) => {
      const m = figures([runs[c]]);
      return [c, { ...m, connections: conns[c], share: round(m.responses / (overall.responses || 1), 3), replyBytes: replyBytes[c] }];
    }),
  ) as Record<CallName, MixedCall>;
  log(`  all calls: ${fmt(overall)}`);
  for (const c of CALLS) log(`  ${c}: ${fmt(calls[c])}`);
  log(`  game_bet: ${accepted} bets accepted for ${calls.game_bet.responses} 2xx replies; per session ${Math.min(...acceptedBy)}–${Math.max(...acceptedBy)}`);
  if (Math.abs(accepted - calls.game_bet.responses) > 2 * CONNECTIONS) log(`  WARNING: game_bet accepted ${accepted} bets for ${calls.game_bet.responses} 2xx replies`);

  return {
    count: SESSIONS,
    scenario,
    seed,
    now: new Date(now).toISOString(),
    create,
    memory: {
      gc: before.gc,
      before: before.reading,
      afterCreate: afterCreate.reading,
      afterLoad: afterLoad.reading,
      perSession: per,
      perSessionAfterLoad: perSession(afterLoad.reading, before.reading),
      recording,
    },
    stateBytes: { mean: Math.round(bytes.reduce((a, b) => a + b, 0) / bytes.length), min: Math.min(...bytes), max: Math.max(...bytes) },
    players: { users: first.users, readerId: first.readerId, readerMobile: first.readerMobile, bettors: first.bettorIds.length, openMarketId: first.openMarketId, sameIdsInAll },
    mixed: {
      connections: CONNECTIONS,
      warmupS: WARMUP,
      durationS: MIXED_DURATION,
      overall,
      calls,
      accepted,
      acceptedPerSession: { min: Math.min(...acceptedBy), max: Math.max(...acceptedBy) },
    },
  };
}

const mb = (bytes: number, digits = 1) => (bytes / 2 ** 20).toFixed(digits);

function sessionsTable(s: SessionsReport): string {
  const m = s.mixed;
  const head = ['call', 'connections', 'req/s', 'share', 'p50 ms', 'p99 ms', 'max ms', 'reply bytes', `p99<${GOAL_P99_MS}`];
  const cells = (name: string, f: Measured, conns: number, share: number, bytes: string) => [
    name,
    String(conns),
    String(f.reqPerSec),
    `${Math.round(share * 100)} %`,
    f.p50.toFixed(2),
    f.p99.toFixed(2),
    f.max.toFixed(2),
    bytes,
    f.p99 < GOAL_P99_MS ? 'yes' : 'NO',
  ];
  const body = [cells('all calls', m.overall, m.connections, 1, '-'), ...CALLS.map((c) => cells(c, m.calls[c], m.calls[c].connections, m.calls[c].share, String(m.calls[c].replyBytes)))];
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] as string).length)));
  const line = (cs: string[]) => `| ${cs.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join(' | ')} |`;
  const bad = m.overall.non2xx + m.overall.errors + m.overall.timeouts;
  return [
    '',
    `Sessions: ${s.count} worlds of scenario '${s.scenario}' (seed ${s.seed}, clock frozen at ${s.now}) beside the full history, in the same simulator process.`,
    `Creation (POST /__sim/sessions, one after the other): ${s.create.totalMs} ms in all, ${s.create.meanMs} ms per session (first ${s.create.firstMs}, median ${s.create.medianMs}, max ${s.create.maxMs}).`,
    `Memory of the simulator process${s.memory.gc ? ' after a full GC' : ' (gc not exposed: garbage included)'}: heap ${mb(s.memory.before.heapUsed)} → ${mb(s.memory.afterCreate.heapUsed)} MB, rss ${mb(s.memory.before.rss)} → ${mb(s.memory.afterCreate.rss)} MB;` +
      ` per session ${mb(s.memory.perSession.heapUsed, 2)} MB heap, ${mb(s.memory.perSession.rss, 2)} MB rss (world state ${Math.round(s.stateBytes.mean / 1024)} KB as JSON);` +
      ` after the mixed load ${mb(s.memory.perSessionAfterLoad.heapUsed, 2)} MB heap per session` +
      ` (a session's recording then: ${s.memory.recording.calls} calls with their replies, ${mb(s.memory.recording.bytes)} MB as JSON).`,
    `Mixed load over all ${s.count} sessions at once: ${m.connections} connections (each call on its own, going round the sessions; the reads by ${s.players.readerMobile}, game_bet round the ${s.players.bettors} other players of each world), ${m.warmupS} s warm-up + ${m.durationS} s;` +
      ` game_bet: ${m.accepted} bets accepted for ${m.calls.game_bet.responses} 2xx replies, ${m.acceptedPerSession.min}–${m.acceptedPerSession.max} per session${bad ? `; non-2xx ${m.overall.non2xx}, errors ${m.overall.errors}, timeouts ${m.overall.timeouts}` : ''}.`,
    '',
    line(head),
    `|${widths.map((n) => '-'.repeat(n + 2)).join('|')}|`,
    ...body.map(line),
  ].join('\n');
}

interface BetFigures {
  measured: Measured;
  rounds: Measured[];
  accepted: number;
  history: number;
}

const profiles: Record<string, ProfileSummary> = {};

/** Runs `work` under the child's CPU profiler when --profile is on; keeps a summary per call. */
async function profiled<T>(child: ChildProcess, name: string, work: () => Promise<T>): Promise<T> {
  if (!values.profile) return work();
  const file = join(HERE, 'profiles', `${name}.cpuprofile`);
  await ask(child, 'profile-start');
  const out = await work();
  await ask(child, 'profile-stop', { file });
  profiles[name] = summarize(JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof summarize>[0]);
  return out;
}

function fmt(m: Measured | undefined): string {
  if (!m) return '-';
  const bad = m.non2xx + m.errors + m.timeouts;
  return `${m.reqPerSec} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms${bad ? ` (non-2xx ${m.non2xx}, errors ${m.errors}, timeouts ${m.timeouts})` : ''}`;
}

function table(rows: Row[], w: PreloadReport): string {
  const head = ['call', 'req/s', 'p50 ms', 'p99 ms', 'reply bytes', 'plain req/s', 'plain p99 ms', 'ratio', `p99<${GOAL_P99_MS}`, 'ratio≥1/3'];
  const mark = (b: boolean | null) => (b === null ? '-' : b ? 'yes' : 'NO');
  const body = rows.map((r) => [
    r.call,
    String(r.sim.reqPerSec),
    r.sim.p50.toFixed(2),
    r.sim.p99.toFixed(2),
    String(r.replyBytes),
    r.plain ? String(r.plain.reqPerSec) : '-',
    r.plain ? r.plain.p99.toFixed(2) : '-',
    r.ratio === null ? '-' : r.ratio.toFixed(2),
    mark(r.goals.p99),
    mark(r.goals.throughput),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] as string).length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join(' | ')} |`;
  return [
    '',
    `Simulator over loopback, ${CONNECTIONS} connections, ${DURATION} s per call after ${WARMUP} s warm-up (game_bet: ${ROUNDS} rounds of ${DURATION} s pooled).`,
    `History: ${w.bets} bets, ${w.ledgerLines} ledger lines, ${w.players} players (reader: ${w.readerBets} bets); preload ${(w.ms / 1000).toFixed(1)} s${w.capped ? ' (CAPPED)' : ''}` +
      ` (placeBet ${w.split.placeBetMs} ms, adjust ${w.split.adjustMs + w.split.topUpMs} ms, clock moves + automatic results ${w.split.tickMs} ms, createUser ${w.split.createUsersMs} ms, one snapshot() ${w.split.snapshotMs} ms).`,
    `Goals (not enforced): p99 < ${GOAL_P99_MS} ms per call; throughput ≥ 1/3 of the plain node:http server's.`,
    '',
    line(head),
    `|${widths.map((n) => '-'.repeat(n + 2)).join('|')}|`,
    ...body.map(line),
  ].join('\n');
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
