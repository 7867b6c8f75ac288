/**
 * Load benchmark of the HTTP simulator over loopback (npm run bench:sim).
 *
 *  1. Two simulator child processes: one preloaded with the full history (100,000 bets, 200,000 ledger lines,
 *     1,000 players; the player the reads query has exactly 200 bets), one with a small history (1,000 bets).
 *  2. On the full history, one reply of each call is captured, then each read is loaded on its own: game_list,
 *     profile, transaction_history (page 1), my_bets; my_bets (same 200-bet player) also on the small history.
 *  3. game_bet (₹1 on '07', round the 999 other players) at both history sizes, in alternating rounds; the
 *     figures of a size pool its rounds.
 *  4. The baseline: a plain node:http child answering the captured reply bytes and headers, same load.
 * The load generator (autocannon) runs here, in the parent, so it never shares an event loop with a server.
 * Each run: a short warm-up, then a fixed duration at N connections. The figures are printed as a table and
 * written to bench/sim/results.json. Goals (printed, not enforced): p99 < 20 ms; throughput ≥ 1/3 of the plain
 * server's.
 *
 *   npm run bench:sim -- [--duration 5] [--warmup 2] [--rounds 2] [--connections 50] [--bets 100000] [--ledger 200000]
 *                        [--players 1000] [--small-bets 1000] [--cap-ms 100000] [--profile]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { CapturedReply } from './plain-server';
import { formatSummary, summarize, type ProfileSummary } from './profile-summary';
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
  },
});
const DURATION = Number(values.duration);
/** game_bet rounds per history size */
const ROUNDS = Number(values.rounds);
const WARMUP = Number(values.warmup);
const CONNECTIONS = Number(values.connections);

type CallName = 'game_list' | 'profile' | 'transaction_history' | 'my_bets' | 'game_bet';
const CALLS: CallName[] = ['game_list', 'profile', 'transaction_history', 'my_bets', 'game_bet'];

interface Ready {
  url: string;
  pid: number;
  /** V8 heap in use right after the preload */
  heapMB: number;
  preload: PreloadReport;
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

function forkTs(file: string, args: string[]): ChildProcess {
  const child = fork(join(HERE, file), args, {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: childEnv(),
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function startSim(bets: number, ledger: number, players: number, capMs: number): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = forkTs('server.ts', ['--bets', String(bets), '--ledger', String(ledger), '--players', String(players), '--cap-ms', String(capMs)]);
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

/** The request(s) each connection cycles through; game_bet goes round every player but the reader. */
function requestsFor(call: CallName, w: PreloadReport): autocannon.Request[] {
  const path = `/Webservices/${call}`;
  const one = (fields: Record<string, string>): autocannon.Request => ({ method: 'POST', path, headers: HEADERS, body: form(fields) });
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

/** One reply of a call (the first of its requests), kept byte for byte for the plain server. */
async function capture(url: string, call: CallName, w: PreloadReport): Promise<{ reply: CapturedReply; bytes: number; check: string }> {
  const r = requestsFor(call, w)[0] as autocannon.Request;
  const res = await fetch(url + r.path, { method: 'POST', headers: r.headers as Record<string, string>, body: r.body as string });
  const body = Buffer.from(await res.arrayBuffer());
  const headers: Array<[string, string]> = [];
  // node:http adds date / connection / keep-alive itself; content-length is set from the body
  res.headers.forEach((v, k) => {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(k)) headers.push([k, v]);
  });
  return { reply: { status: res.status, headers, body: body.toString('base64') }, bytes: body.length, check: checkReply(call, res.status, body, w) };
}

/** 'ok' or what is wrong with a captured reply. */
function checkReply(call: CallName, status: number, body: Buffer, w: PreloadReport): string {
  if (status !== 200) return `HTTP ${status}`;
  let j: { status?: number; error?: boolean; msg?: string; message?: string; data?: unknown[] };
  try {
    j = JSON.parse(body.toString('utf8')) as typeof j;
  } catch {
    return 'not JSON';
  }
  if (call === 'profile') return j.error === false ? 'ok' : `error: ${j.message}`;
  if (j.status !== 1) return `status ${j.status}: ${j.msg}`;
  if (call === 'my_bets' && j.data?.length !== w.readerBets) return `${j.data?.length} bets, expected ${w.readerBets}`;
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

/** `seconds` of load at `CONNECTIONS` connections; with `keep`, the 2xx latencies are kept to the µs. */
function fire(url: string, requests: autocannon.Request[], seconds: number, keep: boolean): Promise<Sample> {
  return new Promise((resolve, reject) => {
    let times = new Float64Array(1 << 16);
    let count = 0;
    const started = performance.now();
    const inst = autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration: seconds, requests }, (err, result) => {
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

async function measureRun(url: string, requests: autocannon.Request[]): Promise<Run> {
  const { result, times, seconds } = await fire(url, requests, DURATION, true);
  return {
    times,
    seconds,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    wireBytes: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

/** Figures of one run or of several pooled (throughput over their summed time, percentiles over all latencies). */
function figures(runs: Run[]): Measured {
  const all = new Float64Array(runs.reduce((n, r) => n + r.times.length, 0));
  let at = 0;
  for (const r of runs) {
    all.set(r.times, at);
    at += r.times.length;
  }
  const sorted = all.sort();
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
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
  log(`\n[1/4] simulators with ${smallBets} and with ${bets} bets preloaded`);
  const small = await startSim(smallBets, 2 * smallBets, players, capMs);
  const full = await startSim(bets, Number(values.ledger), players, capMs);
  const w = full.ready.preload;
  log(`preload: ${(w.ms / 1000).toFixed(1)} s — ${w.bets} bets, ${w.ledgerLines} ledger lines, ${w.wins} wins, ${w.players} players, heap ${full.ready.heapMB} MB${w.capped ? ' (CAPPED)' : ''}`);

  // 2. the reads, on the full history; one reply of each call is kept for the plain server
  log(`\n[2/4] reads at ${w.bets} bets (and my_bets at ${smallBets})`);
  const replies: Record<string, CapturedReply> = {};
  const replyBytes: Record<string, number> = {};
  for (const call of CALLS) {
    const c = await capture(full.ready.url, call, w);
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
    const c = await capture(small.ready.url, 'my_bets', small.ready.preload);
    if (c.check !== 'ok') log(`  WARNING: captured my_bets reply at ${smallBets} bets: ${c.check}`);
    await warm(small.ready.url, requests);
    const measured = await profiled(small.child, `my_bets-${smallBets}`, () => measure(small.ready.url, requests));
    log(`  my_bets at ${smallBets} bets: ${fmt(measured)}`);
    return { measured, bytes: c.bytes };
  })();

  // 3. game_bet at both history sizes, in alternating rounds so that a change in the machine's load hits both
  log(`\n[3/4] game_bet at ${smallBets} and at ${w.bets} bets, ${ROUNDS} alternating rounds`);
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
  await Promise.all([stop(small.child), stop(full.child)]);
  const [smallBet, fullBet] = bettors.map((b) => ({
    measured: figures(b.runs),
    rounds: b.runs.map((r) => figures([r])),
    accepted: b.accepted,
    history: b.ready.preload.bets,
  })) as [BetFigures, BetFigures];
  simRuns.game_bet = fullBet.measured;

  // 4. the plain node:http server with the same replies
  log('\n[4/4] plain node:http server answering the captured replies');
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
    ...(values.profile ? { profiles } : {}),
    totalSeconds: round((performance.now() - t0) / 1000, 1),
  };
  writeFileSync(join(HERE, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(table(rows, w));
  if (values.profile) {
    console.log('\nCPU profiles of the simulator process during each measured call (bench/sim/profiles/; figures above are slowed by the profiler):');
    for (const [name, summary] of Object.entries(profiles)) console.log(formatSummary(name, summary));
  }
  console.log(`\nwritten to bench/sim/results.json (${results.totalSeconds} s in all)`);
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
