/**
 * The simulator under load, in its own process: builds a world, preloads it with history (bench/sim/world.ts),
 * starts the HTTP simulator on a free loopback port and prints one line `READY {json}` on stdout (url + preload
 * report). Progress goes to stderr.
 *   npx tsx bench/sim/server.ts [--bets 100000] [--ledger 200000] [--players 1000] [--reader-bets 200] [--days 20]
 *                               [--cap-ms 100000] [--seed 42] [--max-sessions 50]
 * When forked with IPC it also answers {type: 'balance'} with the summed balance of the game_bet players (each
 * accepted game_bet of ₹1 lowers it by 1), {type: 'memory'} with its process.memoryUsage() after full garbage
 * collections (when started with --expose-gc, as bench:sim does; without it the figures include garbage), profiles its
 * CPU between {type: 'profile-start'} and {type: 'profile-stop', file}, and closes on {type: 'close'} or when the
 * parent goes away. Between {type: 'held-start'} and {type: 'held-stop'} it keeps how long the simulator held each
 * request (from its 'request' event to the reply handed to the socket), the event loop's delay, which is how long
 * a request that has arrived can wait before that event, and the garbage collector's pauses.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { startHttpSimulator } from '../../mock-server/http/server';
import { istAt, preload, type PreloadReport } from './world';

const { values } = parseArgs({
  options: {
    bets: { type: 'string', default: '100000' },
    ledger: { type: 'string' },
    players: { type: 'string', default: '1000' },
    'reader-bets': { type: 'string', default: '200' },
    days: { type: 'string', default: '20' },
    'cap-ms': { type: 'string', default: '100000' },
    seed: { type: 'string', default: '42' },
    /** cap on the per-session worlds (POST /__sim/sessions) */
    'max-sessions': { type: 'string', default: '50' },
    /**
     * the simulator's store directory (decision 094): a new one is preloaded and saved before READY; an existing one
     * is opened as a restart would (no preload), and READY reports how long that took
     */
    store: { type: 'string' },
  },
});

const num = (name: string, v: string | undefined): number => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`bad --${name} ${v}`);
  return n;
};
const bets = num('bets', values.bets);
const opts = {
  players: Math.max(2, num('players', values.players)),
  bets,
  readerBets: Math.min(bets, num('reader-bets', values['reader-bets'])),
  ledgerLines: values.ledger === undefined ? 2 * bets : num('ledger', values.ledger),
  days: Math.max(1, num('days', values.days)),
  capMs: num('cap-ms', values['cap-ms']),
  seed: num('seed', values.seed),
};

/** 2026-01-05, 00:00 IST: the first day played */
const FIRST_DAY = Date.UTC(2026, 0, 5) / 86_400_000;

const log = (msg: string) => process.stderr.write(`[sim ${opts.bets}] ${msg}\n`);

const storeDir = values.store;
const reportFile = storeDir && join(storeDir, 'bench-preload.json');
const restart = Boolean(reportFile && existsSync(reportFile));
let report = (restart ? JSON.parse(readFileSync(reportFile as string, 'utf8')) : null) as PreloadReport | null;
const started = performance.now();
const http = await startHttpSimulator({
  port: 0,
  host: '127.0.0.1',
  scenario: 'empty',
  seed: opts.seed,
  now: istAt(FIRST_DAY, 0),
  frozen: true,
  sessionLimits: { maxSessions: num('max-sessions', values['max-sessions']) },
  storeDir,
  seedWorld: (sim) => {
    log(`preloading ${opts.players} players, ${opts.bets} bets, ~${opts.ledgerLines} ledger lines over ${opts.days} days`);
    report = preload(sim, opts, log);
    log(`preloaded in ${(report.ms / 1000).toFixed(1)} s: ${report.bets} bets, ${report.ledgerLines} ledger lines, ${report.wins} wins${report.capped ? ' (CAPPED)' : ''}`);
  },
});
/** with a store: how long opening it took (a restart: load the checkpoint, apply the log since) */
const store = http.world ? { restart, startMs: Math.round(performance.now() - started), ...http.world.stats } : null;
if (store && restart) log(`store opened in ${store.openMs.toFixed(0)} ms (${store.replayedAtOpen} logged operations applied)`);
if (reportFile && !restart) writeFileSync(reportFile, JSON.stringify(report));
if (!report) throw new Error('no preload report');

const heapMB = Math.round(process.memoryUsage().heapUsed / 2 ** 20);
log(`heap used after preload: ${heapMB} MB`);
process.stdout.write(`READY ${JSON.stringify({ url: http.url, pid: process.pid, heapMB, preload: report, store })}\n`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The process's memory after full collections: two passes (weak references and finalizers settle), a pause for the
 * pages the collector freed to go back to the system, and one more pass.
 */
async function memory(): Promise<NodeJS.MemoryUsage & { gc: boolean }> {
  const gc = globalThis.gc;
  gc?.();
  gc?.();
  await sleep(300);
  gc?.();
  return { ...process.memoryUsage(), gc: Boolean(gc) };
}

const balance = () => report!.bettorIds.reduce((sum, id) => sum + http.sim.balance(id), 0);
let closing = false;
const close = () => {
  if (closing) return;
  closing = true;
  http.close().finally(() => process.exit(0));
};
// CPU profile of a window of load (bench:sim --profile): {type: 'profile-start'} … {type: 'profile-stop', file}
let session: Session | null = null;
const post = (method: string, params: object = {}) =>
  new Promise<unknown>((resolve, reject) => {
    if (!session) return reject(new Error('no profiler session'));
    session.post(method, params, (err, res) => (err ? reject(err) : resolve(res)));
  });
async function profileStart(): Promise<void> {
  session = new Session();
  session.connect();
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 200 });
  await post('Profiler.start');
}
async function profileStop(file: string): Promise<void> {
  const { profile } = (await post('Profiler.stop')) as { profile: object };
  session?.disconnect();
  session = null;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(profile));
}

// the simulator's own time per request, and the event loop's delay (the wait before a request's event)
let held: number[] | null = null;
http.server.prependListener('request', (_req, res) => {
  if (!held) return;
  const into = held;
  const t = performance.now();
  res.once('finish', () => into.push(performance.now() - t));
});
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
// the garbage collector's pauses meanwhile: what of the loop's delay is the collector's
let pauses: Array<{ ms: number; major: boolean }> | null = null;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) pauses?.push({ ms: e.duration, major: (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR });
}).observe({ entryTypes: ['gc'] });
async function heldStop(): Promise<{ times: number[]; loopP99: number; loopMax: number; gc: { count: number; major: number; longestMs: number; totalMs: number } }> {
  // the observer hears of a collection in a task after it: let it
  await new Promise((r) => setImmediate(r));
  const gcs = pauses ?? [];
  const gc = { count: gcs.length, major: gcs.filter((g) => g.major).length, longestMs: Math.max(0, ...gcs.map((g) => g.ms)), totalMs: gcs.reduce((a, g) => a + g.ms, 0) };
  const out = { times: held ?? [], loopP99: loopDelay.percentile(99) / 1e6, loopMax: loopDelay.max / 1e6, gc };
  held = null;
  pauses = null;
  loopDelay.disable();
  return out;
}

process.on('message', (m: { type?: string; file?: string }) => {
  if (m.type === 'held-start') {
    held = [];
    pauses = [];
    loopDelay.reset();
    loopDelay.enable();
    process.send?.({ type: 'held-start' });
  }
  if (m.type === 'held-stop') void heldStop().then((h) => process.send?.({ type: 'held-stop', ...h }));
  if (m.type === 'balance') process.send?.({ type: 'balance', balance: balance() });
  if (m.type === 'memory') void memory().then((mem) => process.send?.({ type: 'memory', memory: mem }));
  if (m.type === 'profile-start') void profileStart().then(() => process.send?.({ type: 'profile-start' }));
  if (m.type === 'profile-stop' && m.file) void profileStop(m.file).then(() => process.send?.({ type: 'profile-stop' }));
  if (m.type === 'store') process.send?.({ type: 'store', stats: http.world ? { ...http.world.stats } : null });
  // the longest commit from here on (the first ones after a new store file wait for the OS to write it out)
  if (m.type === 'store-reset') {
    if (http.world) Object.assign(http.world.stats, { longestCommitMs: 0, largestCheckpointBytes: 0 });
    process.send?.({ type: 'store-reset' });
  }
  if (m.type === 'close') close();
});
process.on('disconnect', close);
process.on('SIGTERM', close);
process.on('SIGINT', close);
