/**
 * A long evening (issue 26 §3 and §5, decision 089): the app left open through hours of markets, accelerated. One
 * phone, one tab: the player goes round the dashboard, the bet screen of the next market to close and a chat room
 * whose admin posts every two minutes, staying a while on each, eight rounds in `--hours` (default 4) of simulated
 * time from 17:00 IST, while the simulator declares each market's result as it falls due.
 *
 *   npm run perf:soak -- [--hours 4 | --quick (0.2 h, CI)] [--builds prod,demo] [--dist dist-field] [--demo-dist dist-demo]
 *                         [--out bench/field/results.json] [--check] [--no-build]
 *
 * Time: the page's clock is Playwright's (`clock.install`, paused, then `clock.runFor` one simulated second at a
 * time: every timeout, interval and animation frame of the page fires in order, as on a phone left open), and the
 * simulator's clock is moved with it:
 * - production build (`npm run sim` over HTTP): the simulator's clock is frozen and set, before each page second, to
 *   that second's end (POST /__sim/clock {now}); a reply's Date header is then never more than a second ahead of the
 *   page, inside the client's 1.5 s tolerance (src/ui/clock.ts), so the two clocks agree at every sample;
 * - demo build (the in-browser simulator): the simulator runs in the page on the page's own Date.now, its clock
 *   running from the page clock (POST /__sim/clock {real: true}), so it is in step by construction.
 * `performance.now()` stays the real one: it measures work (React's scheduler, the in-browser simulator's 4 ms save
 * slices), not the time of day, and a paused one would make every slice unbounded.
 *
 * Sampled at the end of each visit, after two forced garbage collections (CDP HeapProfiler.collectGarbage): the JS
 * heap used, event listeners and DOM nodes (CDP Performance.getMetrics JSHeapUsedSize, JSEventListeners, Nodes), the
 * page's pending timeouts and intervals (the fake clock's timer list), on the bet screen the drift of its countdowns
 * from the simulator's clock (the h:m:s on screen against the market's close and result by GET /__sim/markets and
 * /__sim/clock), and long tasks (> 50 ms, PerformanceObserver 'longtask'). Judged by ./soakJudge.ts; the first
 * round is the warm-up. `--check` fails (exit 1) on a budget missed twice: a build that misses is soaked once more.
 * Ports: the production build on FIELD_PORT_BASE (default 4385) against the simulator on FIELD_PORT_BASE + 5 (the
 * build perf:data makes, shared through --dist), the demo build on FIELD_PORT_BASE + 1.
 */
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { serveStatic } from './staticHost';
import { SOAK_BUDGETS, countdownDriftMs, judgeSoak, type SoakJudgement, type SoakSample } from './soakJudge';
import { BUILD_OPTIONS, CHROMIUM, CHROMIUM_ARGS, commit, ensureProdBuild, loggedInContext, ports, reportMisses, runAsScript, startSim, writeSection } from './stage';

const BASE = Number(process.env.FIELD_PORT_BASE ?? 4385);
const { app: APP, simPort: SIM_PORT, sim: SIM } = ports(BASE);
const DEMO_APP = `http://127.0.0.1:${BASE + 1}`;

/** the evening begins at 17:00 IST: Faridabad closes at 17:50, Gwalior, Ghaziabad and Gali follow */
const EVENING = '2026-11-22 17:00';
const EVENING_MS = Date.parse('2026-11-22T17:00:00+05:30');
const CHAT_GROUP = '2';
/** the room's admin posts this often (simulated) */
const ADMIN_EVERY_MS = 2 * 60_000;
/** the conversation the room opens on: the simulator's page of the newest messages, full */
const CHAT_HISTORY = 100;
const CYCLES = 8;
const SCREENS = ['dashboard', 'bet screen', 'chat room'] as const;
type Screen = (typeof SCREENS)[number];
/** --quick (CI): twelve simulated minutes, the same eight rounds */
const QUICK_HOURS = 0.2;
/** the page's clock moves a simulated second at a time */
const STEP_MS = 1000;

type Build = 'prod' | 'demo';
/** the demo build's judgement (the production build's long tasks are not judged) */
type DemoBudgets = { longTaskBudget: number; heapGrowthMb?: number };

/** The simulator's control API, over HTTP (production build) or through the page's own simulator (demo build). */
interface SimControl {
  now(): Promise<number>;
  /** the simulator's clock to `ms` (a no-op where it follows the page's clock) */
  moveTo(ms: number): Promise<void>;
  post(text: string): Promise<void>;
  markets(): Promise<Array<{ id: string; phase: string; closesAt: string; resultAt: string }>>;
}

function httpControl(): SimControl {
  const call = async <T,>(path: string, body?: object): Promise<T> => {
    const res = await fetch(`${SIM}/__sim/${path}`, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : undefined);
    if (!res.ok) throw new Error(`/__sim/${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return {
    now: async () => (await call<{ now: number }>('clock')).now,
    moveTo: async (ms) => void (await call('clock', { now: ms })),
    post: async (text) => void (await call(`groups/${CHAT_GROUP}/post`, { text })),
    markets: () => call('markets'),
  };
}

/** the same calls made by the page: the in-browser simulator answers them */
function pageControl(page: Page): SimControl {
  const call = <T,>(path: string, body?: object): Promise<T> =>
    page.evaluate(
      `fetch('/__sim/${path}', ${JSON.stringify(body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {})}).then((r) => r.ok ? r.json() : r.text().then((t) => { throw new Error(t); }))`,
    ) as Promise<T>;
  return {
    now: async () => (await call<{ now: number }>('clock')).now,
    moveTo: async () => undefined,
    post: async (text) => void (await call(`groups/${CHAT_GROUP}/post`, { text })),
    markets: () => call('markets'),
  };
}

/** 'YYYY-MM-DD HH:MM:SS' IST (the control API's times) as epoch ms */
const istMs = (s: string) => Date.parse(`${s.replace(' ', 'T')}+05:30`);

/**
 * Before the page's scripts: long tasks observed from the start, and the real performance.now kept aside (Playwright's
 * clock replaces `performance` and Event#timeStamp; ./soak.ts puts them back after it, see the header).
 */
const BEFORE_CLOCK = `(() => {
  window.__soak = { longTasks: [], gc: [], performance: window.performance, timeStamp: Object.getOwnPropertyDescriptor(Event.prototype, 'timeStamp') };
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__soak.longTasks.push({ start: e.startTime, end: e.startTime + e.duration }); }).observe({ type: 'longtask' });
  } catch {}
})()`;
const AFTER_CLOCK = `(() => {
  window.performance = window.__soak.performance;
  if (window.__soak.timeStamp) Object.defineProperty(Event.prototype, 'timeStamp', window.__soak.timeStamp);
})()`;

interface Soaker {
  page: Page;
  cdp: CDPSession;
  sim: SimControl;
  /** the time both clocks stand at */
  now: number;
  nextPost: number;
  posts: number;
  /** the page's calls under way (CDP Network events) */
  inFlight: Set<string>;
}

/**
 * The page's calls answered before the clocks move on: a call made in one page second and answered after the clocks
 * have moved to the next would carry a time a second ahead of the page's (the production build's Date header, the
 * demo build's clock poll), which no phone sees at a real second's pace.
 */
async function quiet(s: Soaker): Promise<void> {
  const deadline = Date.now() + 5000;
  while (s.inFlight.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
}

function trackCalls(cdp: CDPSession, inFlight: Set<string>): void {
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Fetch' || e.type === 'XHR') inFlight.add(e.requestId);
  });
  const done = (e: { requestId: string }) => void inFlight.delete(e.requestId);
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
}

/** Both clocks forward by `ms`, a second at a time, the admin posting when due. */
async function advance(s: Soaker, ms: number): Promise<void> {
  const end = s.now + ms;
  while (s.now < end) {
    const step = Math.min(STEP_MS, end - s.now);
    await quiet(s);
    await s.sim.moveTo(s.now + step);
    await s.page.clock.runFor(step);
    s.now += step;
    if (s.now >= s.nextPost) {
      s.posts++;
      await s.sim.post(`Evening update ${s.posts}: next result soon, jodi ${String((s.posts * 37) % 100).padStart(2, '0')}`);
      s.nextPost += ADMIN_EVERY_MS;
    }
  }
}

/** Moves the clocks on a tenth of a second at a time until `selector` shows (a screen's data arriving). */
async function until(s: Soaker, selector: string, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (await s.page.locator(selector).first().isVisible()) return;
    if (Date.now() > deadline) {
      await s.page.screenshot({ path: `/tmp/soak-${what.replace(/\W+/g, '-')}.png` });
      throw new Error(`${what} did not show (${selector}) on ${s.page.url()}`);
    }
    await advance(s, 100);
  }
}

async function click(s: Soaker, selector: string, what: string): Promise<void> {
  await until(s, selector, what);
  await s.page.locator(selector).first().click();
}

/** The player's way to each screen from the one before it, with what shows once it is there. */
async function visit(s: Soaker, screen: Screen): Promise<void> {
  if (screen === 'dashboard') {
    // from the chat room: back to the list, then Home in the tab bar
    if (s.page.url().includes('/chat/')) await click(s, `a[href="/chat"]`, 'the back link of the chat room');
    if (!s.page.url().endsWith('/dashboard')) await click(s, `a[href="/dashboard"]`, 'Home in the tab bar');
    await until(s, 'a:text-is("PLAY")', 'the market list');
  } else if (screen === 'bet screen') {
    await click(s, 'a:text-is("PLAY")', 'PLAY on the dashboard');
    await until(s, '.countdown-value', 'the countdowns');
  } else {
    // the bet screen's back button to the games, the Chat tab, the group
    await click(s, 'header a[href="/playground"]', 'the back button of the bet screen');
    await click(s, `a[href="/chat"]`, 'Chat in the tab bar');
    await click(s, `a[href="/chat/${CHAT_GROUP}"]`, 'the group in the chat list');
    await until(s, '.chat-bubble, [class*="bubble"]', 'the messages');
  }
}

async function countdownDrift(s: Soaker): Promise<number | null> {
  const id = /\/(?:play|crossing|copypaste)\/([^/?#]+)/.exec(s.page.url())?.[1];
  if (!id) return null;
  const [simNow, markets, shown] = await Promise.all([
    s.sim.now(),
    s.sim.markets(),
    s.page.locator('.countdown-value').allTextContents(),
  ]);
  const m = markets.find((x) => x.id === id);
  if (!m || m.phase === 'resulted') return null;
  const drifts = [
    m.phase === 'open' ? countdownDriftMs(shown[0] ?? '', istMs(m.closesAt), simNow) : null,
    countdownDriftMs(shown[1] ?? '', istMs(m.resultAt), simNow),
  ].filter((d): d is number => d !== null);
  if (!drifts.length) return null;
  return drifts.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a));
}

/**
 * Long tasks since the last sample, leaving out the forced collections' own (the window of each, on the real
 * performance clock; a task reported late is counted at the next sample).
 */
const LONG_TASKS = `(() => {
  const gc = window.__soak.gc;
  const mine = (t) => gc.some((w) => t.start < w.end && t.end > w.start);
  const n = window.__soak.longTasks.filter((t) => t.end - t.start > 50 && !mine(t)).length;
  window.__soak.longTasks.length = 0;
  return n;
})()`;

async function sample(s: Soaker, cycle: number, screen: Screen): Promise<SoakSample> {
  const longTasks = await s.page.evaluate<number>(LONG_TASKS);
  const gcFrom = await s.page.evaluate<number>('performance.now()');
  await s.cdp.send('HeapProfiler.collectGarbage');
  await s.cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await s.cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  const page = await s.page.evaluate<{ timers: number }>(`(() => {
    window.__soak.gc.push({ start: ${gcFrom}, end: performance.now() });
    let timers = 0;
    for (const t of window.__pwClock.controller._timers.values()) if (t.type === 'Timeout' || t.type === 'Interval') timers++;
    return { timers };
  })()`);
  return {
    minutes: Math.round(((s.now - EVENING_MS) / 60_000) * 100) / 100,
    cycle,
    screen,
    heapMb: Math.round((metric('JSHeapUsedSize') / 1e6) * 100) / 100,
    listeners: metric('JSEventListeners'),
    timers: page.timers,
    nodes: metric('Nodes'),
    driftMs: screen === 'bet screen' ? await countdownDrift(s) : null,
    longTasks,
  };
}

export interface BuildSoak {
  build: Build;
  wallSeconds: number;
  adminPosts: number;
  resultsDeclared: number;
  /** long tasks of the warm-up round (first visits load each screen's code), not judged */
  warmUpLongTasks: number;
  samples: SoakSample[];
  summary: SoakJudgement;
}

async function soak(browser: Browser, build: Build, hours: number, budgets: DemoBudgets): Promise<BuildSoak> {
  const started = Date.now();
  const context: BrowserContext = await loggedInContext(browser, build === 'demo' ? 'allow' : 'block');
  try {
    await context.addInitScript(BEFORE_CLOCK);
    const page = await context.newPage();
    await page.clock.install({ time: EVENING_MS - 60_000 });
    await page.clock.pauseAt(EVENING_MS);
    await context.addInitScript(AFTER_CLOCK);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const inFlight = new Set<string>();
    await cdp.send('Network.enable');
    trackCalls(cdp, inFlight);
    const sim = build === 'prod' ? httpControl() : pageControl(page);
    const s: Soaker = { page, cdp, sim, now: EVENING_MS, nextPost: EVENING_MS + ADMIN_EVERY_MS, posts: 0, inFlight };
    await page.goto(`${build === 'prod' ? APP : `${DEMO_APP}`}/dashboard${build === 'demo' ? '?sim-reset' : ''}`);
    if (build === 'demo') {
      await until(s, 'html[data-simulator="on"]', 'the in-browser simulator');
      await page.evaluate(`fetch('/__sim/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ real: true }) }).then((r) => r.json())`);
    }
    const clock = await sim.now();
    if (Math.abs(clock - s.now) > STEP_MS) throw new Error(`the simulator's clock (${new Date(clock).toISOString()}) is not the page's (${new Date(s.now).toISOString()})`);
    for (let i = 0; i < CHAT_HISTORY; i++) await sim.post(`Earlier today ${i + 1}: results and rates as usual`);
    const marketsBefore = await sim.markets();
    await until(s, 'a:text-is("PLAY")', 'the market list');
    const visitMs = Math.round((hours * 3_600_000) / (CYCLES * SCREENS.length) / STEP_MS) * STEP_MS;
    const samples: SoakSample[] = [];
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      for (const screen of SCREENS) {
        const arrived = s.now;
        await visit(s, screen);
        await advance(s, Math.max(0, visitMs - (s.now - arrived)));
        const x = await sample(s, cycle, screen);
        samples.push(x);
        console.log(
          `  ${build} ${x.minutes.toFixed(0).padStart(4)} min ${screen.padEnd(10)} heap ${x.heapMb.toFixed(1)} MB, ${x.listeners} listeners, ${x.timers} timers, ${x.nodes} nodes` +
            `${x.driftMs === null ? '' : `, drift ${x.driftMs} ms`}${x.longTasks ? `, ${x.longTasks} long tasks` : ''} (${Math.round((Date.now() - started) / 1000)} s)`,
        );
      }
    }
    const marketsAfter = await sim.markets();
    const resultsDeclared = marketsAfter.filter((m) => m.phase === 'resulted' && marketsBefore.find((b) => b.id === m.id)?.phase !== 'resulted').length;
    return {
      build,
      wallSeconds: Math.round((Date.now() - started) / 1000),
      adminPosts: s.posts,
      resultsDeclared,
      warmUpLongTasks: samples.filter((x) => x.cycle === 0).reduce((n, x) => n + x.longTasks, 0),
      samples,
      summary: judgeSoak(samples, build === 'demo' ? budgets : { longTaskBudget: null }),
    };
  } finally {
    await context.close();
  }
}

function table(runs: BuildSoak[]): string {
  const lines = [
    '| build | heap start → end (MB) | heap growth after warm-up (MB) | listeners growth | timers growth | DOM nodes growth | max countdown drift | long tasks > 50 ms | wall |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of runs) {
    const j = r.summary;
    const at = (g: { growth: number; worstScreen: string | null }) => `${g.growth}${g.worstScreen ? ` (${g.worstScreen})` : ''}`;
    lines.push(
      `| ${r.build} | ${j.heap.startMb.toFixed(1)} → ${j.heap.endMb.toFixed(1)} | ${j.heap.growthMb.toFixed(2)} (${j.heap.worstScreen}) | ${at(j.listeners)} | ${at(j.timers)} | ${at(j.nodes)} | ` +
        `${j.drift.maxAbsMs === null ? '—' : `${j.drift.maxAbsMs} ms (${j.drift.readings} readings)`} | ${r.build === 'demo' ? `${j.longTasks} (warm-up ${r.warmUpLongTasks})` : `${j.longTasks} (not judged)`} | ${r.wallSeconds} s |`,
    );
  }
  return lines.join('\n');
}

function samplesTable(r: BuildSoak): string {
  const lines = [`| ${r.build}: min | screen | heap MB | listeners | timers | nodes | drift ms | long tasks |`, '|---|---|---|---|---|---|---|---|'];
  for (const x of r.samples) lines.push(`| ${x.minutes} | ${x.screen} | ${x.heapMb.toFixed(2)} | ${x.listeners} | ${x.timers} | ${x.nodes} | ${x.driftMs ?? ''} | ${x.longTasks} |`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      hours: { type: 'string', default: '4' },
      quick: { type: 'boolean', default: false },
      ...BUILD_OPTIONS,
      samples: { type: 'boolean', default: false },
    },
  });
  const hours = values.quick ? QUICK_HOURS : Number(values.hours);
  const demoBudgets: DemoBudgets = values.quick
    ? { longTaskBudget: SOAK_BUDGETS.longTasksQuick, heapGrowthMb: SOAK_BUDGETS.demoHeapGrowthMbQuick }
    : { longTaskBudget: SOAK_BUDGETS.longTasks };
  if (!(hours > 0)) throw new Error(`bad --hours ${values.hours}`);
  const builds = values.builds.split(',').map((b) => b.trim()) as Build[];
  for (const b of builds) if (b !== 'prod' && b !== 'demo') throw new Error(`unknown build ${b} (prod, demo)`);

  const servers: Server[] = [];
  let sim: ChildProcess | null = null;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    if (builds.includes('prod')) {
      ensureProdBuild(values.dist, SIM, values['no-build']);
      servers.push(await serveStatic(values.dist, BASE));
    }
    if (builds.includes('demo')) servers.push(await serveStatic(values['demo-dist'], BASE + 1));
    const runs: BuildSoak[] = [];
    for (const build of builds) {
      const once = async () => {
        if (build === 'prod') {
          sim?.kill('SIGTERM');
          sim = await startSim(SIM_PORT, ['--now', EVENING, '--frozen']);
        }
        console.log(`soaking the ${build} build: ${hours} h simulated from ${EVENING} IST …`);
        return soak(browser, build, hours, demoBudgets);
      };
      let r = await once();
      if (r.summary.misses.length) {
        console.log(`missed, soaking once more to confirm:\n  ${r.summary.misses.join('\n  ')}`);
        r = await once();
      }
      runs.push(r);
    }
    const misses = runs.flatMap((r) => r.summary.misses.map((m) => `${r.build}: ${m}`));
    writeSection(values.out, 'soak', {
      measuredAt: new Date().toISOString(),
      commit: commit(),
      note:
        `One tab of a logged-in player (9876543210) going round the dashboard, the bet screen of the first PLAY on the dashboard ` +
        `and chat room ${CHAT_GROUP} (opened on a full page of ${CHAT_HISTORY} messages, its admin posting every ${ADMIN_EVERY_MS / 60_000} simulated minutes), ` +
        `${CYCLES} rounds in ${hours} h simulated from ${EVENING} IST, results declared by the simulator as they fall due; Chromium ${browser.version()}, no throttling. ` +
        `Page clock: Playwright clock.install, paused, runFor ${STEP_MS} ms at a time (performance.now left real); simulator clock: production build, ` +
        `npm run sim frozen and set to each page second's end (POST /__sim/clock); demo build, the in-browser simulator running on the page's clock. ` +
        `Samples at the end of each visit after two CDP HeapProfiler.collectGarbage: JSHeapUsedSize, JSEventListeners, Nodes (CDP Performance.getMetrics), ` +
        `pending timeouts and intervals (the fake clock's timers), countdown drift on the bet screen (h:m:s shown against the market's close/result ` +
        `by the simulator's clock), long tasks (PerformanceObserver 'longtask', > 50 ms). Growth: a screen's last visit against its first after ` +
        `the warm-up round. MB = 10^6 bytes.`,
      hours,
      quick: values.quick,
      cycles: CYCLES,
      stepMs: STEP_MS,
      builds: runs,
      budgets: SOAK_BUDGETS,
      misses,
    });
    console.log(table(runs));
    if (values.samples) for (const r of runs) console.log(`\n${samplesTable(r)}`);
    reportMisses(values.out, misses, values.check);
  } finally {
    await browser.close();
    (sim as ChildProcess | null)?.kill('SIGTERM');
    for (const s of servers) s.close();
  }
}

runAsScript(import.meta.url, main);
