/**
 * The stage every field measurement stands on (bench/field/*.ts): a production build pointed at a simulator the
 * script starts, a static host for it, Chromium as a 360×740 phone, the fixture player logged in, and the one results
 * file each script writes its own section of.
 */
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

/** the simulator's clock for every field run: the default world at noon, so every run sees the same markets */
export const NOW = '2026-11-22 12:00';
export const DAY = '2026-11-22';
export const PLAYER = { user_id: '101', mobile: '9876543210' };
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export const RESULTS_FILE = 'bench/field/results.json';

/** The command-line options every field script that runs both builds takes (parseArgs). */
export const BUILD_OPTIONS = {
  builds: { type: 'string', default: 'prod,demo' },
  dist: { type: 'string', default: 'dist-field' },
  'demo-dist': { type: 'string', default: 'dist-demo' },
  out: { type: 'string', default: RESULTS_FILE },
  check: { type: 'boolean', default: false },
  'no-build': { type: 'boolean', default: false },
} as const;

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** the app on `base`, the simulator the page talks to on `base + 5` */
export function ports(base: number): { app: string; simPort: number; sim: string } {
  return { app: `http://127.0.0.1:${base}`, simPort: base + 5, sim: `http://127.0.0.1:${base + 5}` };
}

function builtFor(dir: string, sim: string): boolean {
  const assets = join(dir, 'assets');
  if (!existsSync(assets)) return false;
  return readdirSync(assets).some((f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes(`${sim}/`));
}

/** a production build in `dir` whose API host is `sim` (built when the one there points elsewhere) */
export function ensureProdBuild(dir: string, sim: string, noBuild = false): void {
  if (builtFor(dir, sim)) return;
  if (noBuild) throw new Error(`${dir} is not a production build for ${sim}/`);
  console.log(`building ${dir} for ${sim}/ …`);
  const env = { VITE_API_HOST: `${sim}/`, VITE_APP_CRED1_NAME: 'app_id', VITE_APP_CRED1_VALUE: 'sim-app', VITE_APP_CRED2_NAME: 'app_key', VITE_APP_CRED2_VALUE: 'sim-key' };
  execSync(`npx vite build --outDir ${dir} --emptyOutDir`, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
}

/** `npm run sim` on `port` with the clock at NOW (frozen unless `args` say otherwise), answering before it returns */
export async function startSim(port: number, args: string[] = ['--now', NOW, '--frozen']): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/http/cli.ts', '--port', String(port), ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run sim exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/__sim/clock`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('npm run sim did not answer within 60 s');
    }
    await sleep(200);
  }
}

/** a phone-sized context with the fixture player logged in and today's notice already seen */
export async function loggedInContext(browser: Browser, serviceWorkers: 'allow' | 'block' = 'block'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers });
  await context.addInitScript(
    ({ player, days }) => {
      localStorage.setItem('user_id', player.user_id);
      localStorage.setItem('mobile', player.mobile);
      for (const d of days) localStorage.setItem(`notice_${d}`, 'false');
    },
    { player: PLAYER, days: [DAY, new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)] },
  );
  return context;
}

/**
 * The page as a phone with its screen off or the app in the background sees it. (Scripts run in the page are given
 * as text: tsx names functions with a helper the page does not have.)
 */
export async function hide(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  })()`);
}

/** writes one script's section of the results file, keeping the others' */
export function writeSection(file: string, section: string, value: unknown): void {
  let all: Record<string, unknown> = {};
  try {
    all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    // no file yet, or one another tool left unreadable: start it again
  }
  all[section] = value;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
}

export function commit(): string {
  return execSync('git rev-parse --short HEAD').toString().trim();
}

/** a mid-tier mobile network: 150 ms round trips, 1.6 Mbps down, 750 kbps up (the first-tap test's slow 4G) */
export const MOBILE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1_000_000) / 8, uploadThroughput: (750 * 1_000) / 8 };

/** The page as a cheap phone runs it: its CPU `rate` times slower than this machine's, on MOBILE_NETWORK (over CDP). */
export async function slowPhone(page: Page, rate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** Runs a field script's `main` when the file is the one node was asked to run (not when a test imports it). */
export function runAsScript(moduleUrl: string, main: () => Promise<void>): void {
  const entry = process.argv[1]?.replace(/\\/g, '/').split('/').pop();
  if (!entry || !moduleUrl.endsWith(entry)) return;
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    process.exit(1);
  });
}

/** The end of a field run: where its section went, and the budgets missed twice (exit 1 with `--check`). */
export function reportMisses(out: string, misses: string[], check: boolean): void {
  console.log(`written ${out}`);
  if (!misses.length) return;
  console.error(`Over budget (confirmed):\n  ${misses.join('\n  ')}`);
  if (check) process.exitCode = 1;
}

/** Stops a simulator startSim started: SIGTERM (it closes its server), SIGKILL if it has not exited within 3 s. */
export async function stopSim(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
}
