/**
 * Interaction latency on a slow phone (issue 26 §2, decision 088): event to next paint of the player's taps and key
 * presses, read from the Event Timing API, in Chromium as a 360×740 phone whose CPU is throttled over CDP
 * (`Emulation.setCPUThrottlingRate`, 4× and 6×) on a mid-tier mobile network (150 ms, 1.6 Mbps down, 750 kbps up),
 * on both builds: the production build over HTTP to `npm run sim`, and the demo build with its in-browser simulator.
 *
 *   npm run perf:field -- [--runs 15] [--rates 4,6] [--builds prod,demo] [--dist dist-field] [--demo-dist dist-demo]
 *                         [--out bench/field/results.json] [--check] [--no-build] [--quick] [--trace <interaction>]
 *
 * The world is the simulator's `crowded` scenario (the default world with 20 markets; the fixture player 9876543210
 * with a 500-line wallet history), its clock frozen at 2026-11-22 12:00 IST. Each gesture is one sample: the longest
 * Event Timing entry (`durationThreshold: 16`) among the interactions it made, grouped by interactionId as web-vitals'
 * INP does; a gesture that left no entry took under 16 ms and counts as 16. Before each gesture the page is let idle
 * (requestIdleCallback), so one gesture's late work is not charged to the next. Measured, after one unmeasured round:
 * - a baseline: a tap on the JODI grid's heading (no handler: this machine's and the page's floor);
 * - a JODI cell keystroke (two per round, each in another cell);
 * - switching bet tabs (JODI → CROSSING → COPY PASTE → JODI, three per round, the screens as the other gestures left them);
 * - Crossing Add Bet with 6 digits (36 lines);
 * - Copy Paste: pasting a 200-line chat (Ctrl+V in the chat-import dialog) and its Add (the bets into the table), and
 *   the paste's floor: the same Ctrl+V into a bare text area of the same size laid over the page, outside the app;
 * - PLAY → receipt: the tap, and the wall time from the tap until the receipt is painted (the spec's 1 s before the call
 *   and 1 s before the receipt included);
 * - opening the dashboard (20 markets) from the tab bar, the wallet history (500 lines) and its next page; with the
 *   wall time until the markets / lines are painted.
 * Goals (issue 26): every worst case ≤ 100 ms at 6×, every p75 ≤ 50 ms at 4×; a short run (`--quick`, CI: 6× only,
 * one round) is judged on regression lines instead. `--check` exits 1 on a budget missed twice: the build and rate of
 * a miss are measured once more, and only a miss that comes again counts.
 * Ports: the production build on FIELD_PORT_BASE (default 4385, as `npm run perf:data`: one build serves both), the
 * demo build on FIELD_PORT_BASE + 1, the simulator on FIELD_PORT_BASE + 5.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { parseChat } from '../../domain/rules';
import { serveStatic } from './staticHost';
import { buildChat } from '../chatText';
import { breakdown, figures, gestureLatency, misses, type Breakdown, type Budgets, type EventEntry, type Figures, type Run } from './latency';
import { BUILD_OPTIONS, CHROMIUM, CHROMIUM_ARGS, MOBILE_NETWORK, NOW, commit, ensureProdBuild, loggedInContext, ports, runAsScript, slowPhone, startSim, stopSim, writeSection } from './stage';

const BASE = Number(process.env.FIELD_PORT_BASE ?? 4385);
const { app: PROD_APP, simPort: SIM_PORT, sim: SIM } = ports(BASE);
const DEMO_APP = `http://127.0.0.1:${BASE + 1}`;
const SCENARIO = 'crowded';
const MARKETS = 20;
const WALLET_LINES = 500;
const CROSSING_DIGITS = '123456';
const CHAT = buildChat(200, 20261122);
const CHAT_BETS = (() => {
  const r = parseChat(CHAT);
  if (!r.ok) throw new Error(r.error);
  return r.lines.length;
})();

/** issue 26's goals: p75 ≤ 50 ms at 4×, the worst case ≤ 100 ms at 6× (judged on full runs) */
export const GOALS: Budgets = { p75Ms: { rate: 4, ms: 50 }, maxMs: { rate: 6, ms: 100 } };

const I = {
  baseline: 'baseline: a tap on a heading',
  jodiKey: 'JODI cell keystroke',
  tabs: 'switching bet tabs',
  crossing: 'Crossing Add Bet (6 digits, 36 lines)',
  paste: 'Copy Paste: paste a 200-line chat',
  pasteFloor: 'floor: the same paste into a bare text area',
  pasteAdd: `Copy Paste: Add (${CHAT_BETS} bets from the chat)`,
  play: 'PLAY → receipt',
  dashboard: `opening the dashboard (${MARKETS} markets)`,
  history: `opening the wallet history (${WALLET_LINES} lines)`,
  historyNext: 'wallet history: next page',
} as const;
const ORDER = Object.values(I);
/** what the page and the platform cost with no app work: read the interactions against them, judged on no budget */
const FLOORS = [I.baseline, I.pasteFloor];

/**
 * The short run's regression lines (`--quick`, CI): each interaction's median at 6× at most this — the worst case at
 * 6× on either build in the last two full runs, and at least 1.5× their median, rounded up to 8 ms (decision 088): a
 * regression beyond the noise of one round on a 2-core machine (one of the two runs was on a busy host). The
 * dashboard's line leaves out one lone sample of 336 ms at 6× (the rest of its 15 at most 88 ms).
 */
export const REGRESSION: Budgets = {
  medianMs: {
    rate: 6,
    byInteraction: {
      [I.jodiKey]: 72,
      [I.tabs]: 120,
      [I.crossing]: 160,
      [I.paste]: 232,
      [I.pasteAdd]: 120,
      [I.play]: 136,
      [I.dashboard]: 168,
      [I.history]: 144,
      [I.historyNext]: 144,
    },
  },
};
type Build = 'prod' | 'demo';

/**
 * Put into every document: the Event Timing and long-task observers, a watch for the screen a gesture leads to (the
 * time of the frame after it is in the DOM), the first input event's time, and `settle`, which waits until every
 * interaction since a mark has its entries. Text, not a function: tsx names functions with a helper the page lacks.
 */
const INSTRUMENT = `(() => {
  if (window.__field) return;
  const f = (window.__field = { entries: [], longTasks: [], readyAt: undefined, inputAt: undefined });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) f.entries.push({ name: e.name, interactionId: e.interactionId, duration: e.duration, startTime: e.startTime, processingStart: e.processingStart, processingEnd: e.processingEnd });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) f.longTasks.push({ startTime: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'keydown', 'click'])
    addEventListener(type, (e) => { if (f.inputAt === undefined) f.inputAt = e.timeStamp; }, { capture: true, passive: true });
  f.until = (pred, timeoutMs) => new Promise((resolve, reject) => {
    const t0 = performance.now();
    const tick = () => {
      if (pred()) resolve(true);
      else if (performance.now() - t0 > timeoutMs) reject(new Error('timed out waiting for ' + pred));
      else setTimeout(tick, 50);
    };
    tick();
  });
  f.quiet = () => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 1000 }));
  f.mark = (ready) => {
    f.readyAt = undefined;
    f.inputAt = undefined;
    if (ready) {
      const seen = () => {
        if (f.readyAt !== undefined || !ready()) return false;
        requestAnimationFrame(() => setTimeout(() => { f.readyAt = performance.now(); }, 0));
        return true;
      };
      const mo = new MutationObserver(() => { if (seen()) mo.disconnect(); });
      mo.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
    }
    return { t: performance.now(), n: performance.interactionCount };
  };
  f.settle = (t0, n0, timeoutMs) => new Promise((resolve) => {
    const started = performance.now();
    let complete;
    const check = () => {
      const made = performance.interactionCount - n0;
      const mine = f.entries.filter((e) => e.startTime >= t0);
      const ids = new Set(mine.filter((e) => e.interactionId).map((e) => e.interactionId));
      const now = performance.now();
      if (complete === undefined && made > 0 && ids.size >= made) complete = now;
      if ((complete !== undefined && now - complete >= 50) || now - started > timeoutMs) {
        const longTasks = f.longTasks.filter((l) => l.startTime + l.duration >= t0);
        resolve({ made, entries: mine, readyAt: f.readyAt, inputAt: f.inputAt, longTaskMs: longTasks.reduce((s, l) => s + l.duration, 0) });
      } else setTimeout(check, 25);
    };
    check();
  });
})()`;

interface Settled {
  made: number;
  entries: EventEntry[];
  readyAt?: number;
  inputAt?: number;
  longTaskMs: number;
}

interface Sample {
  latency: number;
  breakdown?: Breakdown;
  underThreshold: boolean;
  wallMs?: number;
  longTaskMs: number;
}

/** `--trace <text>`: the measured gestures whose interaction's name includes the text are traced (decision 088) */
let tracing: { match: string; armed: boolean } | null = null;

/**
 * Where a traced gesture's main-thread time went: each task of the renderer's main thread of 4 ms or more, in order
 * (ms from the first), with the time of what it did by name (nested events inside their parents: FunctionCall holds
 * the handlers and React's work, UpdateLayoutTree is style) and the objects its layouts laid out.
 */
function traceSummary(buffer: Buffer): string {
  type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string; beginData?: { dirtyObjects?: number } } };
  const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return '  (no renderer main thread in the trace)';
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const tasks = mine.filter((e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask');
  const t0 = tasks[0]?.ts ?? 0;
  const lines: string[] = [];
  for (const task of tasks) {
    const end = task.ts + (task.dur as number);
    if ((task.dur as number) < 4000) continue;
    const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
    const by = new Map<string, number>();
    for (const e of inside) if (/^(EventDispatch|FunctionCall|TimerFire|FireAnimationFrame|RunMicrotasks|UpdateLayoutTree|Layout|PrePaint|Paint|Layerize|MajorGC|MinorGC)$/.test(e.name)) by.set(e.name, (by.get(e.name) ?? 0) + (e.dur as number) / 1000);
    const dirty = inside.filter((e) => e.name === 'Layout').map((e) => e.args?.beginData?.dirtyObjects ?? 0);
    const parts = [...by].sort((a, b) => b[1] - a[1]).map(([k, ms]) => `${k} ${ms.toFixed(1)}`);
    lines.push(`  +${((task.ts - t0) / 1000).toFixed(0).padStart(5)} ms: task ${((task.dur as number) / 1000).toFixed(1)} ms — ${parts.join(', ')}${dirty.length ? `; layout of ${dirty.join(', ')} objects` : ''}`);
  }
  return lines.join('\n') || '  (no task of 4 ms or more)';
}

/**
 * One gesture measured: the page let idle, a mark, the gesture, the screen it leads to (`ready`, a predicate's source
 * run in the page) and the Event Timing entries of its interactions.
 */
async function gesture(page: Page, name: string, act: () => Promise<unknown>, ready?: string): Promise<Sample> {
  await page.evaluate('__field.quiet()');
  const traced = tracing?.armed && name.includes(tracing.match) ? page.context().browser() : null;
  if (traced) await traced.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const mark = await page.evaluate<{ t: number; n: number }>(`__field.mark(${ready ? `() => (${ready})` : 'undefined'})`);
  await act();
  if (ready) await until(page, '__field.readyAt !== undefined');
  const s = await page.evaluate<Settled>(`__field.settle(${mark.t}, ${mark.n}, 500)`);
  const { latency, underThreshold } = gestureLatency(s.entries, s.made);
  if (traced) console.log(`${name}: ${latency} ms\n${traceSummary(await traced.stopTracing())}`);
  const wallMs = ready && s.readyAt !== undefined ? Math.round(s.readyAt - (s.inputAt ?? mark.t)) : undefined;
  const parts = breakdown(s.entries);
  return { latency, underThreshold, longTaskMs: Math.round(s.longTaskMs), ...(parts ? { breakdown: parts } : {}), ...(wallMs === undefined ? {} : { wallMs }) };
}

/**
 * Waits in the page until `predicate` (source) holds. The production build's Content-Security-Policy forbids the eval
 * that Playwright's waitForFunction uses; an expression sent over CDP is not subject to it.
 */
const until = (page: Page, predicate: string, timeoutMs = 30_000) => page.evaluate(`__field.until(() => (${predicate}), ${timeoutMs})`);

/**
 * A tap as a phone makes it (touch events, then the click), at the middle of the element: straight to the
 * touchscreen, without the actionability checks of locator.tap() (frames waited for on a throttled page).
 */
const tap = (l: Locator) => async () => {
  await l.waitFor();
  // the middle of the element, brought to the middle of the screen when something (the tab bar, the play bar, the
  // header) covers it or it is off the screen
  const reachable = () => l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
  if (!(await reachable())) {
    await l.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    if (!(await reachable())) throw new Error(`${l.toString()} cannot be tapped: something covers it`);
  }
  const box = await l.boundingBox();
  if (!box) throw new Error(`${l.toString()} has no box`);
  await l.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
};

const count = (selector: string, n: number) => `document.querySelectorAll(${JSON.stringify(selector)}).length >= ${n}`;
const BET_ROWS = '.bet-table tbody tr:has(.bet-delete)';
const MARKET_CARDS = '.market-card:not(.skeleton-card)';
const HISTORY_ROWS = '.history-list > li';

type Samples = Map<string, Sample[]>;

/** measures gestures on `page` into `samples` (when `measured`), each under its interaction's name */
function gestures(page: Page, samples: Samples, measured: boolean) {
  return async (key: string, act: () => Promise<unknown>, ready?: string): Promise<void> => {
    const s = await gesture(page, key, act, ready);
    if (!measured) return;
    const list = samples.get(key) ?? [];
    list.push(s);
    samples.set(key, list);
  };
}

/** a text area as the chat-import dialog's (font, size, rows, padding), over the page, outside React's root */
const BARE_TEXT_AREA = `(() => {
  const t = document.createElement('textarea');
  t.id = 'field-bare-text';
  t.rows = 7;
  t.style.cssText = 'position:fixed;top:80px;left:32px;width:296px;min-height:150px;padding:10px 12px;line-height:1.4;font:inherit;z-index:2147483647;background:#fff';
  document.body.append(t);
})()`;

/** the bet screen: baseline, JODI keystrokes, the tabs, Crossing and Copy Paste; ends where it started (JODI) */
async function betScreenRound(page: Page, samples: Samples, round: number, measured: boolean): Promise<void> {
  const g = gestures(page, samples, measured);
  const tabLink = (name: string) => page.getByRole('navigation', { name: 'Bet type' }).getByRole('link', { name, exact: true });
  await g(I.baseline, tap(page.locator('.jodi-title').first()));
  for (const [k, key] of ['5', '0'].entries()) {
    const cell = page.getByLabel(`Jodi ${String((round * 13 + k * 41) % 100).padStart(2, '0')}`, { exact: true });
    await cell.focus();
    await g(I.jodiKey, () => page.keyboard.press(key));
  }
  await g(I.tabs, tap(tabLink('CROSSING')), `location.pathname.startsWith('/crossing/') && !!document.querySelector('.bet-digits')`);
  await page.getByLabel('Digit', { exact: true }).fill(CROSSING_DIGITS);
  await page.getByLabel('Amount', { exact: true }).fill('10');
  await g(I.crossing, tap(page.getByRole('button', { name: 'Add Bet' })), count(BET_ROWS, CROSSING_DIGITS.length ** 2));
  await g(I.tabs, tap(tabLink('COPY PASTE')), `location.pathname.startsWith('/copypaste/') && !!document.querySelector('.chat-import-btn')`);
  // the paste's floor: the same chat into a bare text area of the dialog's size, outside the app (no handler at all);
  // the clipboard keeps the chat for the dialog's paste after it
  await page.evaluate(`navigator.clipboard.writeText(${JSON.stringify(CHAT)})`);
  await page.evaluate(BARE_TEXT_AREA);
  await page.locator('#field-bare-text').focus();
  await g(I.pasteFloor, () => page.keyboard.press('ControlOrMeta+V'));
  if ((await page.locator('#field-bare-text').inputValue()).length < CHAT.length) throw new Error('the paste into the bare text area did not land');
  await page.evaluate(`document.getElementById('field-bare-text').remove()`);
  await page.getByRole('button', { name: 'Paste chat text' }).tap();
  const text = page.locator('dialog[open] textarea');
  await text.waitFor();
  await text.focus();
  await g(I.paste, () => page.keyboard.press('ControlOrMeta+V'), `(document.querySelector('dialog[open] textarea')?.value.length ?? 0) >= ${CHAT.length}`);
  const add = page.locator('dialog[open]').getByRole('button', { name: 'Add', exact: true });
  await g(I.pasteAdd, tap(add), `${count(BET_ROWS, CHAT_BETS)} && !document.querySelector('dialog[open]')`);
  await g(I.tabs, tap(tabLink('JODI')), `location.pathname.startsWith('/play/') && !!document.querySelector('.jodi-input')`);
}

/** a JODI bet: PLAY until the receipt; back to the bet screen through the games list */
async function playRound(page: Page, playPath: string, samples: Samples, round: number, measured: boolean): Promise<void> {
  const g = gestures(page, samples, measured);
  await page.getByLabel(`Jodi ${String((round * 7 + 3) % 100).padStart(2, '0')}`, { exact: true }).fill('10');
  await g(I.play, tap(page.getByRole('button', { name: 'PLAY', exact: true })), `!!document.querySelector('[data-testid=receipt]')`);
  await page.locator('.receipt-actions').getByRole('link', { name: 'Home', exact: true }).tap();
  await page.locator(`a[href="${playPath}"]`).first().tap();
  await page.locator('.jodi-input').first().waitFor();
}

/** from the tab bar: the dashboard, the wallet history and its next page */
async function walletRound(page: Page, samples: Samples, measured: boolean): Promise<void> {
  const g = gestures(page, samples, measured);
  const tab = (name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
  await g(I.dashboard, tap(tab('Home')), `location.pathname === '/dashboard' && ${count(MARKET_CARDS, MARKETS)}`);
  await g(I.history, tap(tab('History')), `location.pathname === '/history/all' && ${count(HISTORY_ROWS, 10)}`);
  await until(page, `document.querySelector('.history-pager button:last-of-type')?.disabled === false`);
  await g(I.historyNext, tap(page.getByRole('button', { name: /^Next/ })), `/2/.test(document.querySelector('.history-pager-page')?.textContent ?? '') && ${count(HISTORY_ROWS, 10)}`);
}

/** a logged-in phone on `build`, the world `crowded`, ready on the dashboard */
async function openApp(browser: Browser, build: Build): Promise<{ page: Page; app: string; playPath: string; close: () => Promise<void> }> {
  const app = build === 'prod' ? PROD_APP : DEMO_APP;
  // the demo build's simulator is a service worker
  const context = await loggedInContext(browser, build === 'demo' ? 'allow' : 'block');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app });
  await context.addInitScript(INSTRUMENT);
  const page = await context.newPage();
  page.on('dialog', (d) => void d.dismiss());
  if (build === 'demo') {
    // the in-browser simulator: a fresh world of the scenario, as the e2e suite starts one (e2e/helpers-transport.ts)
    await page.goto(`${app}/login?sim-reset`);
    await until(page, `document.documentElement.dataset.simulator === 'on'`);
    const reset = await page.evaluate<{ ok?: boolean; error?: string }>(
      `fetch('/__sim/reset', { method: 'POST', headers: { 'content-type': 'application/json' }, body: ${JSON.stringify(JSON.stringify({ scenario: SCENARIO, now: NOW, frozen: true }))} }).then((r) => r.json())`,
    );
    if (reset.ok === false) throw new Error(`the demo build's simulator refused the scenario ${SCENARIO} (${reset.error ?? ''}): rebuild it (npm run build:demo)`);
  }
  await page.goto(`${app}/dashboard`);
  await until(page, count(MARKET_CARDS, MARKETS));
  // the first open market's bet screen
  const playPath = await page.getByRole('link', { name: 'PLAY', exact: true }).first().getAttribute('href');
  if (!playPath) throw new Error('no PLAY link on the dashboard');
  return { page, app, playPath, close: () => context.close() };
}

/** every interaction on one build at one rate: one unmeasured round, then `runs` measured */
async function measure(browser: Browser, build: Build, rate: number, runs: number, quick: boolean): Promise<Samples> {
  const samples: Samples = new Map();
  const { page, app, playPath, close } = await openApp(browser, build);
  try {
    await page.goto(`${app}${playPath}`);
    await page.locator('.jodi-input').first().waitFor({ timeout: 30_000 });
    // one unmeasured round at full speed first: the screens' code loaded and warm (a full run also warms PLAY and
    // the wallet screens, throttled)
    await betScreenRound(page, samples, 0, false);
    await slowPhone(page, rate);
    if (tracing) tracing.armed = true;
    for (let r = 1; r <= runs; r++) await betScreenRound(page, samples, r, true);
    for (let r = quick ? 1 : 0; r <= runs; r++) await playRound(page, playPath, samples, r, r > 0);
    await page.getByRole('link', { name: 'Back' }).first().tap();
    for (let r = quick ? 1 : 0; r <= runs; r++) await walletRound(page, samples, r > 0);
  } finally {
    await close();
    if (tracing) tracing.armed = false;
  }
  return samples;
}

export interface Measured extends Run {
  /** every sample, in the order measured (ms) */
  values: number[];
  /** the wall time from the tap until the screen it leads to is painted */
  wallMs?: Omit<Figures, 'underThreshold'> & { values: number[] };
  /** long tasks (> 50 ms) overlapping the samples, in all */
  longTaskMs: number;
  /** medians of where each sample's longest entry spent its time */
  breakdown?: Breakdown;
}

function summarize(build: Build, rate: number, samples: Samples): Measured[] {
  return ORDER.filter((k) => samples.has(k)).map((interaction) => {
    const list = samples.get(interaction)!;
    const values = list.map((s) => s.latency);
    const walls = list.flatMap((s) => (s.wallMs === undefined ? [] : [s.wallMs]));
    const f = figures(values, list.filter((s) => s.underThreshold).length);
    const w = walls.length ? figures(walls, 0) : undefined;
    const parts = list.flatMap((s) => (s.breakdown ? [s.breakdown] : []));
    const mid = (xs: number[]) => figures(xs, 0).median;
    return {
      build,
      rate,
      interaction,
      ...f,
      values,
      ...(w ? { wallMs: { samples: w.samples, median: w.median, p75: w.p75, max: w.max, values: walls } } : {}),
      longTaskMs: list.reduce((s, x) => s + x.longTaskMs, 0),
      ...(parts.length ? { breakdown: { inputDelay: mid(parts.map((p) => p.inputDelay)), processing: mid(parts.map((p) => p.processing)), presentation: mid(parts.map((p) => p.presentation)) } } : {}),
    };
  });
}

function table(runs: readonly Measured[], builds: readonly Build[], rates: readonly number[]): string {
  const cols = builds.flatMap((b) => rates.map((r) => ({ b, r })));
  const head = `| interaction | ${cols.map((c) => `${c.b} ${c.r}×`).join(' | ')} |`;
  const line = (label: string, cell: (m: Measured) => string) =>
    `| ${label} | ${cols.map((c) => {
      const m = runs.find((x) => x.build === c.b && x.rate === c.r && x.interaction === label);
      return m ? cell(m) : '—';
    }).join(' | ')} |`;
  const rows = ORDER.map((k) => line(k, (m) => `${m.median} / ${m.p75} / ${m.max}${m.underThreshold ? ` (${m.underThreshold}× ≤16)` : ''}`));
  const walls = ORDER.filter((k) => runs.some((m) => m.interaction === k && m.wallMs)).map((k) =>
    line(k, (m) => (m.wallMs ? `${m.wallMs.median} / ${m.wallMs.p75} / ${m.wallMs.max}` : '—')).replace(`| ${k} |`, `| ${k}: wall time until painted |`),
  );
  const parts = ORDER.map((k) => line(k, (m) => (m.breakdown ? `${m.breakdown.inputDelay} / ${m.breakdown.processing} / ${m.breakdown.presentation}` : '—')));
  return [
    'Event to next paint, ms: median / p75 / max',
    '',
    head,
    `|---|${cols.map(() => '---').join('|')}|`,
    ...rows,
    ...walls,
    '',
    'Where the time went, ms (medians of the longest entry): input delay / processing (handlers, React render and commit) / presentation (style, layout, paint)',
    '',
    head,
    `|---|${cols.map(() => '---').join('|')}|`,
    ...parts,
  ].join('\n');
}

export interface Results {
  measuredAt: string;
  commit: string;
  chromium: string;
  note: string;
  scenario: string;
  runs: number;
  rates: number[];
  builds: Build[];
  network: typeof MOBILE_NETWORK;
  results: Measured[];
  /** the budgets this run was judged on: the issue's goals, or the regression lines of a short run */
  budgets: Budgets;
  misses: string[];
  /** the issue's goals missed (a short run measures too few samples to judge them: for reading only) */
  goalMisses: string[];
  /** with --check, the misses of the first measurement, measured once more (only those that came again are in `misses`) */
  remeasured: string[];
}

function ensureDemoBuild(dir: string, noBuild: boolean): void {
  if (existsSync(join(dir, 'index.html'))) return;
  if (noBuild) throw new Error(`${dir}/index.html not found: run npm run build:demo`);
  console.log(`building ${dir} (demo) …`);
  execSync(`npx vite build --mode demo --outDir ${dir} --emptyOutDir`, { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      rates: { type: 'string' },
      ...BUILD_OPTIONS,
      quick: { type: 'boolean', default: false },
      trace: { type: 'string' },
    },
  });
  if (values.trace) tracing = { match: values.trace, armed: false };
  const started = Date.now();
  const runs = Number(values.runs ?? (values.quick ? 1 : 15));
  const rates = (values.rates ?? (values.quick ? '6' : '4,6')).split(',').map(Number);
  const budgets = values.quick ? REGRESSION : GOALS;
  const builds = values.builds.split(',') as Build[];
  if (!(runs >= 1) || rates.some((r) => !(r >= 1)) || builds.some((b) => b !== 'prod' && b !== 'demo')) throw new Error('bad --runs, --rates or --builds');
  const servers: Server[] = [];
  let sim: Awaited<ReturnType<typeof startSim>> | undefined;
  let browser: Browser | undefined;
  try {
    if (builds.includes('prod')) {
      ensureProdBuild(values.dist, SIM, values['no-build']);
      if (await fetch(`${SIM}/__sim/clock`).then((r) => r.ok, () => false)) throw new Error(`something already answers on ${SIM}: stop it first`);
      servers.push(await serveStatic(values.dist, BASE));
      sim = await startSim(SIM_PORT, ['--now', NOW, '--frozen', '--scenario', SCENARIO]);
    }
    if (builds.includes('demo')) {
      ensureDemoBuild(values['demo-dist'], values['no-build']);
      servers.push(await serveStatic(values['demo-dist'], BASE + 1));
    }
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const measureAll = async (which: Array<{ build: Build; rate: number }>) => {
      const out: Measured[] = [];
      for (const { build, rate } of which) {
        const t0 = Date.now();
        out.push(...summarize(build, rate, await measure(browser!, build, rate, runs, values.quick)));
        console.log(`${build} ${rate}×: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      }
      return out;
    };
    let results = await measureAll(builds.flatMap((build) => rates.map((rate) => ({ build, rate }))));
    const first = misses(results, budgets, FLOORS);
    let missed = first;
    if (first.length && values.check) {
      // a miss fails the check only if it comes again: its build and rate measured once more
      console.log(`missed, measuring once more to confirm:\n  ${first.join('\n  ')}`);
      const again = builds.flatMap((build) => rates.map((rate) => ({ build, rate }))).filter((c) => first.some((m) => m.startsWith(`${c.build} ${c.rate}× `)));
      const second = await measureAll(again);
      results = results.map((r) => second.find((s) => s.build === r.build && s.rate === r.rate && s.interaction === r.interaction) ?? r);
      const secondMisses = misses(second, budgets, FLOORS);
      const key = (m: string) => m.split(':')[0];
      missed = secondMisses.filter((m) => first.some((f) => key(f) === key(m)));
    }
    const out: Results = {
      measuredAt: new Date().toISOString(),
      commit: commit(),
      chromium: browser.version(),
      note:
        `Event to next paint (Event Timing API, PerformanceObserver type 'event', durationThreshold 16, buffered), per gesture the longest entry ` +
        `among its interactions (grouped by interactionId, as web-vitals' INP); a gesture with no entry took under 16 ms and counts as 16 ` +
        `(underThreshold). Durations are the browser's, rounded to 8 ms. Chromium ${browser.version()} headless as a 360×740 phone (touch taps), ` +
        `CPU throttled over CDP Emulation.setCPUThrottlingRate, network by Network.emulateNetworkConditions (150 ms, 1.6 Mbps down, 750 kbps up; ` +
        `the demo build's calls are answered in the page by its simulator and never reach the network). The simulator's scenario '${SCENARIO}' ` +
        `(${MARKETS} markets, ${WALLET_LINES} wallet lines for 9876543210), clock frozen at ${NOW} IST. One unmeasured round, then ${runs} ` +
        `per interaction (JODI keystrokes 2 and tab switches 3 per round); the page let idle before each gesture. Wall times: from the first ` +
        `input event of the tap to the end of the frame after the screen it leads to is in the DOM (PLAY → receipt includes the spec's ` +
        `1 s before the call and 1 s before the receipt). This machine: ${cpus().length} cores, other jobs may run; read ` +
        `every figure against the baseline of its build and rate.`,
      scenario: SCENARIO,
      runs,
      rates,
      builds,
      network: MOBILE_NETWORK,
      results,
      budgets,
      misses: missed,
      goalMisses: misses(results, GOALS, FLOORS),
      remeasured: values.check ? first : [],
    };
    writeSection(values.out, 'interactions', out);
    console.log(table(results, builds, rates));
    console.log(`written ${values.out} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (missed.length) {
      console.error(`Over budget${values.check ? ' (missed twice)' : ''}:\n  ${missed.join('\n  ')}`);
      if (values.check) process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    if (sim) await stopSim(sim);
    for (const s of servers) s.close();
  }
}

runAsScript(import.meta.url, main);
