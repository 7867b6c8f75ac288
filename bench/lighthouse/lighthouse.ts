/**
 * First-paint budget: Lighthouse (mobile, default simulated throttling, performance only) on the built app.
 *
 *   npm run lighthouse -- [--runs 3] [--pages prod-login,prod-login-hi,prod-login-mr,demo-login,prod-dashboard,prod-dashboard-hi]
 *                          [--dist dist] [--demo dist-demo] [--judge median|best]
 *                         [--report-only] [--json file] [--lhr dir (every run's full report)]
 *
 * Builds nothing: it serves `dist/` (production build) and `dist-demo/` (demo build) gzip-compressed the way a
 * static host would (hashed assets cached for a year, index.html revalidated, unknown paths answered with
 * index.html), starts `npm run sim` for the logged-in /dashboard, runs Lighthouse `--runs` times per page in one
 * Chromium, prints the median and the best run of every figure and exits 1 when a page misses its threshold. A page is
 * judged on its median (`--judge median`, the default) or on its best run (`--judge best`: Lighthouse CI's
 * "optimistic" aggregation, which CI uses: host load only ever makes a run slower, decision 070). A page that misses
 * is measured `--runs` times more and judged on all its runs, up to twice (decision 137).
 *
 * The production build must point at the simulator this script starts, with its app credentials:
 *   VITE_API_HOST=http://127.0.0.1:4290/ VITE_APP_CRED1_NAME=app_id VITE_APP_CRED1_VALUE=sim-app \
 *   VITE_APP_CRED2_NAME=app_key VITE_APP_CRED2_VALUE=sim-key npm run build -- --outDir dist-lighthouse
 * Ports: static servers 4285 (dist) and 4286 (dist-demo), the simulator 4290 (LH_PORT_BASE moves them together).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { bestOf, FIGURES, failures, medianOf, type Figures, type Thresholds } from './lighthouseJudge';
import { serveStatic } from '../field/staticHost';

const BASE = Number(process.env.LH_PORT_BASE ?? 4285);
const PROD_PORT = BASE;
const DEMO_PORT = BASE + 1;
const SIM_PORT = BASE + 5;
/** the simulated instant the simulator starts from (IST) */
const SIM_NOW = '2026-11-22 12:00';
const SIM_HOST = `http://127.0.0.1:${SIM_PORT}/`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** the flags of playwright.config.ts */
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** the fixture player 9876543210 of the default world */
const SESSION = { user_id: '101', mobile: '9876543210' };

const PROD: Thresholds = { performance: 0.98, lcpMs: 1800, tbtMs: 100, cls: 0 };
/**
 * The logged-in dashboard (decision 118): the code of the last landing read a best TBT of 63–88 ms by day and 146 ms at
 * 23:30 IST on the same 2-core machine; its line sits above that spread until it is judged beside a baseline measured
 * in the same run (issue 40's paired method).
 */
const DASHBOARD: Thresholds = { performance: 0.95, lcpMs: 1800, tbtMs: 200, cls: 0 };
interface Page {
  id: string;
  title: string;
  port: number;
  path: string;
  loggedIn?: boolean;
  /** logged in, with an empty HTTP cache (a first visit after logging in elsewhere); not in the default set */
  cold?: boolean;
  /** a returning player who chose this language on the device (localStorage `lang`, decision 087) */
  lang?: 'hi' | 'mr';
  /** Lighthouse settings of this page */
  settings?: { networkQuietThresholdMs?: number };
  thresholds: Thresholds;
}
const PAGES: Page[] = [
  { id: 'prod-login', title: 'production /login', port: PROD_PORT, path: '/login', thresholds: PROD },
  { id: 'prod-login-hi', title: 'production /login in Hindi (a returning Hindi player)', port: PROD_PORT, path: '/login', lang: 'hi', thresholds: PROD },
  { id: 'prod-login-mr', title: 'production /login in Marathi (a returning Marathi player)', port: PROD_PORT, path: '/login', lang: 'mr', thresholds: PROD },
  // the in-browser simulator's clock is polled every second (src/app/simClockSync.ts): the network is never quiet for
  // Lighthouse's default 5 s, which would hold every run to its 45 s limit
  { id: 'demo-login', title: 'demo /login', port: DEMO_PORT, path: '/login', settings: { networkQuietThresholdMs: 800 }, thresholds: { performance: 0.95 } },
  { id: 'prod-dashboard', title: 'production /dashboard (logged in, npm run sim)', port: PROD_PORT, path: '/dashboard', loggedIn: true, thresholds: DASHBOARD },
  { id: 'prod-dashboard-hi', title: 'production /dashboard in Hindi (logged in, npm run sim)', port: PROD_PORT, path: '/dashboard', loggedIn: true, lang: 'hi', thresholds: DASHBOARD },
  { id: 'prod-dashboard-cold', title: 'production /dashboard, empty cache', port: PROD_PORT, path: '/dashboard', loggedIn: true, cold: true, thresholds: PROD },
];

// ---------------------------------------------------------------- simulator

async function startSim(): Promise<ChildProcess> {
  // the same world at whatever hour CI runs: an IST noon, as the browser tests' (at night IST the market list and its
  // countdowns differ, and the dashboard's load read a TBT two to three times its daytime figure)
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/http/cli.ts', '--port', String(SIM_PORT), '--now', SIM_NOW], { stdio: ['ignore', 'pipe', 'inherit'] });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run sim exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${SIM_HOST}__sim/clock`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('npm run sim did not answer within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** the build options /dashboard needs: the simulator's host and its (public) app credentials */
const PROD_BUILD = `VITE_API_HOST=${SIM_HOST} VITE_APP_CRED1_NAME=app_id VITE_APP_CRED1_VALUE=sim-app VITE_APP_CRED2_NAME=app_key VITE_APP_CRED2_VALUE=sim-key npm run build`;

function builtFor(dir: string, host: string): boolean {
  const assets = join(dir, 'assets');
  return readdirSync(assets).some((f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes(host));
}

/** The logged-in dashboard measured must be the real one: its market list answered by the simulator. */
async function expectMarketsServed(): Promise<void> {
  const journal = (await (await fetch(`${SIM_HOST}__sim/requests?limit=20`)).json()) as { path: string; replyStatus?: unknown }[];
  if (!journal.some((r) => r.path.endsWith('/game_list') && r.replyStatus === 1)) {
    throw new Error(`the dashboard's calls failed on the simulator (wrong app credentials?): build with\n  ${PROD_BUILD}`);
  }
}

// ---------------------------------------------------------------- runs

async function measure(browser: Browser, page: Page, lhrFile?: string): Promise<Figures> {
  const origin = `http://127.0.0.1:${page.port}`;
  const tab = await browser.newPage();
  try {
    if (page.loggedIn) {
      // a returning player: a stored session, the app's files in the HTTP cache (Lighthouse keeps both)
      await tab.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
      await tab.evaluate((s) => {
        localStorage.clear();
        for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
      }, page.lang ? { ...SESSION, lang: page.lang } : SESSION);
      await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle0' });
      await tab.goto('about:blank');
      await expectMarketsServed();
      if (page.cold) await (await tab.createCDPSession()).send('Network.clearBrowserCache');
    } else if (page.lang) {
      // a returning guest who chose the language: Lighthouse clears storage, caches and the service worker as for
      // any first visit; the choice is put back into localStorage before the page's first script (the shell's) runs
      await tab.evaluateOnNewDocument((lang: string) => {
        try {
          localStorage.setItem('lang', lang);
        } catch {
          // no storage: the page follows the browser's language
        }
      }, page.lang);
    }
    const result = await lighthouse(
      `${origin}${page.path}`,
      { onlyCategories: ['performance'], disableStorageReset: page.loggedIn === true, logLevel: 'error', ...page.settings },
      undefined,
      tab,
    );
    if (!result) throw new Error('Lighthouse returned nothing');
    const lhr = result.lhr;
    if (lhrFile) writeFileSync(lhrFile, JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: lhr.categories.performance?.score ?? 0,
      fcpMs: num('first-contentful-paint'),
      lcpMs: num('largest-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      siMs: num('speed-index'),
      bytes: num('total-byte-weight'),
    };
  } finally {
    await tab.close();
  }
}

const fmt = {
  performance: (v: number) => v.toFixed(2),
  fcpMs: (v: number) => `${(v / 1000).toFixed(2)} s`,
  lcpMs: (v: number) => `${(v / 1000).toFixed(2)} s`,
  tbtMs: (v: number) => `${Math.round(v)} ms`,
  cls: (v: number) => v.toFixed(3),
  siMs: (v: number) => `${(v / 1000).toFixed(2)} s`,
  bytes: (v: number) => `${(v / 1024).toFixed(1)} KB`,
} satisfies Record<keyof Figures, (v: number) => string>;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      pages: { type: 'string', default: 'prod-login,prod-login-hi,prod-login-mr,demo-login,prod-dashboard,prod-dashboard-hi' },
      dist: { type: 'string', default: 'dist' },
      demo: { type: 'string', default: 'dist-demo' },
      'report-only': { type: 'boolean', default: false },
      judge: { type: 'string', default: 'median' },
      json: { type: 'string' },
      lhr: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
  },
  });
  if (values.help) {
    console.log(readFileSync(new URL(import.meta.url), 'utf8').split('*/')[0]);
    process.exit(0);
  }
  const RUNS = Number(values.runs);
  /** how many times a miss is measured again before it fails (each time `RUNS` more runs, judged on all) */
  const CONFIRMATIONS = 2;
  if (values.judge !== 'median' && values.judge !== 'best') throw new Error(`--judge median or best, not ${values.judge}`);
  const judged = values.judge === 'best' ? bestOf : medianOf;

  const started = Date.now();
  const wanted = values.pages.split(',').map((s) => s.trim());
  const pages = PAGES.filter((p) => wanted.includes(p.id));
  if (!pages.length || !Number.isInteger(RUNS) || RUNS < 1) throw new Error(`nothing to run (pages: ${PAGES.map((p) => p.id).join(', ')})`);
  const needProd = pages.some((p) => p.port === PROD_PORT);
  const needDemo = pages.some((p) => p.port === DEMO_PORT);
  for (const [need, dir, cmd] of [
    [needProd, values.dist, PROD_BUILD],
    [needDemo, values.demo, 'npm run build:demo'],
  ] as const) {
    if (need && !existsSync(join(dir, 'index.html'))) throw new Error(`${dir}/index.html not found: run \`${cmd}\` first`);
  }
  if (pages.some((p) => p.loggedIn) && !builtFor(values.dist, SIM_HOST)) {
    throw new Error(`${values.dist}/ is not built for the simulator on ${SIM_HOST}: run\n  ${PROD_BUILD}`);
  }

  const servers: Server[] = [];
  let sim: ChildProcess | null = null;
  let browser: Browser | null = null;
  const results = new Map<string, Figures[]>();
  try {
    if (needProd) servers.push(await serveStatic(values.dist, PROD_PORT));
    if (needDemo) servers.push(await serveStatic(values.demo, DEMO_PORT));
    if (pages.some((p) => p.loggedIn)) sim = await startSim();
    browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, defaultViewport: null });
    for (const page of pages) {
      const runs: Figures[] = [];
      const measureRuns = async (n: number) => {
        for (let i = 0; i < n; i++) {
          const f = await measure(browser!, page, values.lhr ? join(values.lhr, `${page.id}-${runs.length + 1}.json`) : undefined);
          runs.push(f);
          console.log(`${page.id} run ${runs.length}: ${FIGURES.map((k) => `${k} ${fmt[k](f[k])}`).join(', ')}`);
        }
      };
      await measureRuns(RUNS);
      // A miss is confirmed before it fails the budget: as many runs again, judged on all of them, up to twice. A real
      // regression misses every time; a machine that other work slowed rarely does three times (decisions 070, 137).
      for (let round = 0; round < CONFIRMATIONS; round++) {
        const missed = failures(judged(runs), page.thresholds);
        if (!missed.length) break;
        console.log(`${page.id}: the ${values.judge === 'best' ? 'best run' : 'median'} of ${runs.length} missed (${missed.join(', ')}); confirming with ${RUNS} more runs`);
        await measureRuns(RUNS);
      }
      results.set(page.id, runs);
    }
  } finally {
    await browser?.close();
    for (const s of servers) s.close();
    sim?.kill('SIGTERM');
  }

  const rows: string[] = [];
  const failed: string[] = [];
  rows.push(`| page | performance | FCP | LCP | TBT | CLS | Speed Index | bytes | best run: performance, TBT | budget (${values.judge}) |`);
  rows.push(`|---|---|---|---|---|---|---|---|---|---|`);
  const report: Record<string, { runs: Figures[]; median: Figures; best: Figures; judge: string; failures: string[] }> = {};
  for (const page of pages) {
    const runs = results.get(page.id)!;
    const med = medianOf(runs);
    const best = bestOf(runs);
    const bad = failures(judged(runs), page.thresholds);
    report[page.id] = { runs, median: med, best, judge: values.judge, failures: bad };
    failed.push(...bad.map((b) => `${page.title}: ${b}`));
    rows.push(`| ${page.title} | ${FIGURES.map((k) => fmt[k](med[k])).join(' | ')} | ${fmt.performance(best.performance)}, ${fmt.tbtMs(best.tbtMs)} | ${bad.length ? 'FAIL' : 'ok'} |`);
  }
  const counts = [...new Set(pages.map((p) => results.get(p.id)!.length))].join(' or ');
  console.log(`\nLighthouse, median of ${counts} runs per page (mobile, simulated throttling), ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  console.log(rows.join('\n'));
  if (values.json) writeFileSync(values.json, JSON.stringify(report, null, 2));
  if (failed.length) {
    console.error(`\nUnder the first-paint budget (${values.judge === 'best' ? 'the best run' : 'the median'}):\n  ${failed.join('\n  ')}`);
    if (!values['report-only']) process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
