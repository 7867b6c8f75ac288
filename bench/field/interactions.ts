/**
 * Interaction latency on a slow phone, judged against its floor (issues 26 and 40, decision 125): event to next paint
 * of the player's taps and key presses (the Event Timing API), each measured in a pair with its floor — the same
 * gesture on the same page in the same state on something the app does not handle (bench/field/page.ts) — back to
 * back, in Chromium as a 360×740 phone whose CPU is throttled over CDP (4× and 6×) on a mid-tier mobile network.
 * The figure that judges is the excess (interaction − floor) of each pair: its median, p75 with a seeded bootstrap 95 %
 * interval, and worst case; the absolute figures are kept beside it.
 *
 *   npm run perf:field -- [--pairs 20] [--max-pairs 40] [--traced 3] [--rates 4,6] [--builds prod]
 *                         [--dist dist-field] [--demo-dist dist-demo] [--out bench/field/results.json]
 *                         [--check] [--no-build] [--quick] [--trace <interaction>] [--only <interaction>,…]
 *
 * The world is the simulator's `crowded` scenario (20 markets; the fixture player 9876543210 with a 500-line wallet
 * history) with its first chat group filled to 200 messages, the clock frozen at 2026-11-22 12:00 IST. Each phase
 * (the bet screen, PLAY, the wallet, the chat) starts from its screen with one unmeasured round at full speed (the
 * code loaded and warm, the floors' static pages taken), then `--pairs` rounds throttled. Goals (issue 40): p75 excess
 * ≤ 16 ms at 4×, worst excess ≤ 50 ms at 6×; an interaction whose interval straddles its goal gets 10 more pairs, up to
 * `--max-pairs`, and is then called on its figure. `--traced` rounds more are traced (CDP Tracing): the main thread's
 * time of each gesture and its floor, the second witness. `--quick` (CI): 6× only, 5 pairs, no traced round, judged
 * on the regression lines (the goals at 6×), crossed only when a whole interval is above; a crossing is measured once
 * more and fails `--check` only when it comes again. `--trace <text>` prints the tasks of the traced gestures whose
 * interaction's name includes the text; `--only <text>,…` runs only the phases of the interactions whose names include
 * one of the texts. Ports: the production build on FIELD_PORT_BASE (default 4385), the demo build
 * on FIELD_PORT_BASE + 1, the simulator on FIELD_PORT_BASE + 5.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { GOALS, REGRESSION_LINES, called, judge, type Goal, type Judged } from './latency';
import { INSTRUMENT, until } from './page';
import { CHAT_GROUP, CHAT_MESSAGES, FLOOR_OF, MARKET_CARDS, MARKETS, ORDER, PHASES, Round, SCENARIO, count, I, type Mode, type Phase } from './phases';
import { summarize, table, type Measured, type Samples } from './report';
import { serveStatic } from './staticHost';
import { BUILD_OPTIONS, CHROMIUM, CHROMIUM_ARGS, MOBILE_NETWORK, NOW, commit, ensureProdBuild, loggedInContext, ports, runAsScript, slowPhone, startSim, stopSim, writeSection } from './stage';

const BASE = Number(process.env.FIELD_PORT_BASE ?? 4385);
const { app: PROD_APP, simPort: SIM_PORT, sim: SIM } = ports(BASE);
const DEMO_APP = `http://127.0.0.1:${BASE + 1}`;
type Build = 'prod' | 'demo';
/** a call to the simulator's control API: over HTTP for the production build's, in the page for the demo build's */
async function control(page: Page, build: Build, method: string, path: string, body?: unknown): Promise<unknown> {
  const init = { method, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  if (build === 'prod') return (await fetch(`${SIM}/__sim${path}`, init)).json();
  return page.evaluate(`fetch(${JSON.stringify(`/__sim${path}`)}, ${JSON.stringify(init)}).then((r) => r.json())`);
}

/** a logged-in phone on `build`, the world `crowded` with a chat group of 200 messages, ready on the dashboard */
async function openApp(browser: Browser, build: Build): Promise<{ page: Page; app: string; playPath: string; close: () => Promise<void> }> {
  const app = build === 'prod' ? PROD_APP : DEMO_APP;
  // the demo build's simulator is a service worker
  const context = await loggedInContext(browser, build === 'demo' ? 'allow' : 'block');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app });
  await context.addInitScript(INSTRUMENT);
  const page = await context.newPage();
  page.on('dialog', (d) => void d.dismiss());
  await page.goto(`${app}/login?sim-reset`);
  if (build === 'demo') await until(page, `document.documentElement.dataset.simulator === 'on'`);
  // a fresh world of the scenario, as the e2e suite starts one (e2e/helpers-transport.ts)
  const reset = (await control(page, build, 'POST', '/reset', { scenario: SCENARIO, now: NOW, frozen: true })) as { ok?: boolean; error?: string };
  if (reset.ok === false) throw new Error(`the ${build} build's simulator refused the scenario ${SCENARIO} (${reset.error ?? ''}): rebuild it`);
  const groups = (await control(page, build, 'GET', '/groups')) as Array<{ id: string; name: string; messageCount: number }>;
  const group = groups.find((g) => g.name === CHAT_GROUP);
  if (!group) throw new Error(`no chat group ${CHAT_GROUP} in ${SCENARIO}`);
  for (let i = group.messageCount; i < CHAT_MESSAGES; i++) await control(page, build, 'POST', `/groups/${group.id}/post`, { text: `Aaj ka game ${i}: ${String((i * 37) % 100).padStart(2, '0')} ${String((i * 53) % 100).padStart(2, '0')} jodi, result 5 baje` });
  await page.goto(`${app}/dashboard`);
  await until(page, count(MARKET_CARDS, MARKETS));
  // the first open market's bet screen
  const playPath = await page.getByRole('link', { name: 'PLAY', exact: true }).first().getAttribute('href');
  if (!playPath) throw new Error('no PLAY link on the dashboard');
  return { page, app, playPath, close: () => context.close() };
}

/**
 * The goals still missed on the production build (decision 126), each with where its time goes: CI's short run measures
 * and prints them and does not fail on them; taking one off this list turns its line on.
 */
export const OPEN_MISSES: Record<string, string> = {
  [I.crossing]:
    "the click's task: Add's handler and React's render of the total and the table (7.5–9 ms at 4×), the style and layout of what changed, and 2.5–7 ms more input delay than its floor (React's dispatch of the tap's pointer, touch and mouse events); its worst case at 6×",
  [I.paste]: "its worst case at 6× (one run of two): the paste listener's forced layout of the 200 pasted lines (the caret put at their end), which the floor's text area does in its frame",
  [I.pasteAdd]: "its worst case at 6× (48 ms in both runs of 11-29, 56 and 40 before): the dialog hidden and the total in the tap's frame; the 521 rows come in later frames",
  [I.play]: "the tap's task: the play bar's Processing... and the bet machine's start (4–6 ms at 4×), and 5.5–8 ms more input delay than its floor (React's dispatch of the tap's events, the focus leaving the JODI cell); its worst case at 6× (72–80 ms)",
  [I.dashboard]: 'its worst case: React renders the route in a transition, and no frame is presented until the 20 cards commit (1–2 pairs in 30 at 6×)',
  [I.historyNext]: "its worst case at 6× (56 ms in both runs of 11-29): React renders the page's 10 rows in the tap's task, and they are laid out and painted in its frame",
};

interface Plan {
  pairs: number;
  maxPairs: number;
  traced: number;
  goals: readonly Goal[];
  print?: string;
}

/** every phase on one build at one rate: the unmeasured round, `pairs` rounds, more for the unsure, the traced rounds */
async function measure(browser: Browser, build: Build, rate: number, plan: Plan, only?: readonly string[]): Promise<Measured[]> {
  const samples: Samples = new Map();
  const screens = new Map<string, string>();
  const { page, app, playPath, close } = await openApp(browser, build);
  let cdp: CDPSession | undefined;
  const run = async (phase: Phase, mode: Mode, rounds: number, from: number) => {
    await cdp?.send('Emulation.setCPUThrottlingRate', { rate: mode === 'warm' ? 1 : rate });
    for (let n = from; n < from + rounds; n++) await phase.round(new Round(page, mode, n, samples, screens, plan.print), playPath);
  };
  try {
    const phases = PHASES.filter((p) => !only || p.interactions.some((i) => only.includes(i)));
    for (const phase of phases) {
      await page.goto(`${app}${phase.start(playPath)}`);
      await until(page, phase.ready);
      cdp ??= await slowPhone(page, 1);
      await run(phase, 'warm', 1, 0);
      await run(phase, 'measure', plan.pairs, 1);
      // an interval across its goal: more pairs, 10 at a time, up to the most
      for (let pairs = plan.pairs; pairs < plan.maxPairs; pairs += 10) {
        const unsure = judge(summarize(build, rate, samples, FLOOR_OF), plan.goals).filter((j) => j.verdict === 'unsure' && phase.interactions.some((i) => j.where.endsWith(i)));
        if (!unsure.length) break;
        console.log(`${build} ${rate}× ${phase.name}: ${unsure.map((u) => `${u.where} ${u.goal} [${u.interval.join(', ')}]`).join('; ')} straddles: 10 more pairs`);
        await run(phase, 'measure', Math.min(10, plan.maxPairs - pairs), pairs + 1);
      }
      if (plan.traced) await run(phase, 'trace', plan.traced, 1000);
    }
  } finally {
    await close();
  }
  return summarize(build, rate, samples, FLOOR_OF);
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
      pairs: { type: 'string' },
      'max-pairs': { type: 'string' },
      traced: { type: 'string' },
      rates: { type: 'string' },
      ...BUILD_OPTIONS,
      builds: { type: 'string' },
      quick: { type: 'boolean', default: false },
      trace: { type: 'string' },
      only: { type: 'string' },
    },
  });
  const started = Date.now();
  const quick = values.quick;
  const pairs = Number(values.pairs ?? (quick ? 5 : 20));
  const plan: Plan = {
    pairs,
    maxPairs: Number(values['max-pairs'] ?? (quick ? pairs : 2 * pairs)),
    traced: Number(values.traced ?? (quick ? 0 : 3)),
    goals: quick ? REGRESSION_LINES : GOALS,
    ...(values.trace ? { print: values.trace } : {}),
  };
  const rates = (values.rates ?? (quick ? '6' : '4,6')).split(',').map(Number);
  const builds = (values.builds ?? 'prod').split(',') as Build[];
  // the phases of the interactions whose names include one of the texts
  const only = values.only && ORDER.filter((i) => values.only!.split(',').some((text) => i.includes(text)));
  if (only && !only.length) throw new Error(`--only ${values.only}: no interaction's name includes it`);
  if (!(pairs >= 2) || !(plan.maxPairs >= pairs) || !(plan.traced >= 0) || rates.some((r) => !(r >= 1)) || builds.some((b) => b !== 'prod' && b !== 'demo')) {
    throw new Error('bad --pairs, --max-pairs, --traced, --rates or --builds');
  }
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
    let results: Measured[] = [];
    for (const build of builds) {
      for (const rate of rates) {
        const t0 = Date.now();
        results.push(...(await measure(browser, build, rate, plan, only || undefined)));
        console.log(`${build} ${rate}×: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      }
    }
    const first = judge(results, plan.goals);
    let remeasured: string[] = [];
    const isOpen = (j: Judged) => quick && ORDER.some((i) => OPEN_MISSES[i] && j.where.endsWith(` ${i}`));
    if (quick && values.check && first.some((j) => j.verdict === 'miss' && !isOpen(j))) {
      // a line crossed fails the check only if it is crossed again: its interactions measured once more
      remeasured = first.filter((j) => j.verdict === 'miss' && !isOpen(j)).map((j) => `${j.where}: ${j.goal}, ${j.figure} [${j.interval.join(', ')}]`);
      console.log(`crossed, measuring once more:\n  ${remeasured.join('\n  ')}`);
      for (const build of builds) {
        for (const rate of rates) {
          const crossed = ORDER.filter((i) => first.some((j) => j.verdict === 'miss' && j.where === `${build} ${rate}× ${i}`));
          if (!crossed.length) continue;
          const again = await measure(browser, build, rate, plan, crossed);
          results = results.map((r) => (r.build === build && r.rate === rate && crossed.includes(r.interaction) ? (again.find((a) => a.interaction === r.interaction) ?? r) : r));
        }
      }
    }
    const judged = judge(results, plan.goals);
    const misses = judged.filter((j) => (quick ? j.verdict === 'miss' && !isOpen(j) && (!values.check || remeasured.some((m) => m.startsWith(`${j.where}: ${j.goal}`))) : called(j) === 'miss'));
    const open = judged.filter((j) => isOpen(j) && j.verdict === 'miss').map((j) => `${j.where}: ${j.goal}, ${j.figure} [${j.interval.join(', ')}] (open miss, decision 126)`);
    const out = {
      measuredAt: new Date().toISOString(),
      seconds: Math.round((Date.now() - started) / 1000),
      commit: commit(),
      chromium: browser.version(),
      note:
        `Event to next paint (Event Timing API, durationThreshold 16; per gesture the longest entry among its interactions, grouped by interactionId as ` +
        `web-vitals' INP; a gesture with no entry counts as 16), each interaction measured in a pair with its floor, back to back (FLOOR_OF). ` +
        `The excess (interaction − floor) per pair judges: p75 and worst with seeded bootstrap 95 % intervals (2,000 resamples). Chromium ` +
        `${browser.version()} headless as a 360×740 touch phone, CPU throttled over CDP, network 150 ms, 1.6 Mbps down, 750 kbps up. Scenario ` +
        `'${SCENARIO}', the chat group '${CHAT_GROUP}' filled to ${CHAT_MESSAGES} messages, clock frozen at ${NOW} IST. Witness: the renderer ` +
        `main thread's time from the gesture's first input event to the end of the frame after its last (CDP Tracing), in ${plan.traced} traced ` +
        `rounds after the measured ones (tracing slows the page: its Event Timing figures are not kept).`,
      scenario: SCENARIO,
      plan: { ...plan, rates, builds },
      network: MOBILE_NETWORK,
      floors: FLOOR_OF,
      results,
      judged: judged.map((j) => ({ ...j, called: quick ? j.verdict : called(j) })),
      misses: misses.map((j) => `${j.where}: ${j.goal}, ${j.figure} [${j.interval.join(', ')}]`),
      remeasured,
      openMisses: open,
    };
    writeSection(values.out, quick ? 'interactionsQuick' : 'interactions', out);
    console.log(table(results, judged, builds, rates, ORDER));
    console.log(`written ${values.out} in ${out.seconds} s`);
    if (open.length) console.log(`Open misses (not failing CI, decision 126):\n  ${open.join('\n  ')}`);
    if (out.misses.length) {
      console.error(`${quick ? 'Regression lines crossed' : 'Goals missed'}:\n  ${out.misses.join('\n  ')}`);
      if (values.check) process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    if (sim) await stopSim(sim);
    for (const s of servers) s.close();
  }
}

runAsScript(import.meta.url, main);
