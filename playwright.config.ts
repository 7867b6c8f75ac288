import { defineConfig } from '@playwright/test';

/**
 * Real Chromium from Debian at a phone viewport, in two projects (decision 071):
 * - `demo`: the demo build (the in-browser simulator, `window.__sim`) on E2E_PORT;
 * - `prod`: the production build pointed at the simulator's HTTP server (`npm run sim`), i.e. real HTTP, CORS and
 *   form-data on the wire, served by `vite preview` on E2E_PROD_PORT (default E2E_PORT + 10); the simulator listens on
 *   E2E_SIM_PORT (default E2E_PORT + 110). Each prod test has its own simulator session (e2e/transport.ts).
 * Only the servers of the projects asked for (`--project`) are started.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const PROD_PORT = Number(process.env.E2E_PROD_PORT ?? PORT + 10);
const SIM_PORT = Number(process.env.E2E_SIM_PORT ?? PORT + 110);
/** the API host baked into the production build the prod project runs (and told to the tests) */
const SIM_URL = `http://127.0.0.1:${SIM_PORT}`;
process.env.E2E_SIM_URL = SIM_URL;
/**
 * E2E_BRIDGE=1: the production build talks to the simulator through the live-backend bridge (npm run proxy, decision
 * 085) on E2E_SIM_PORT + 1, and each prod test fails on any deviation from the contract the bridge reports.
 */
const BRIDGE = !!process.env.E2E_BRIDGE;
const API_URL = BRIDGE ? `http://127.0.0.1:${SIM_PORT + 1}` : SIM_URL;
process.env.E2E_API_URL = API_URL;

/** specs that run on both builds; every other spec uses the in-browser simulator (window.__sim) and runs on demo only */
const BOTH = /(routes|security|chaos)\.spec\.ts$/;
/** the chaos player (e2e/chaos/) runs only when asked for: npm run chaos sets CHAOS */
const CHAOS = !!process.env.CHAOS;
/** specs of the production build alone: the first tap on a slow phone over real HTTP (issue 26) */
const PROD_ONLY = /first-tap\.spec\.ts$/;
/** the spec of the language projects (demo-hi, demo-mr: the app in the browser's language, decision 114) */
const HINDI = /hindi\.spec\.ts$/;
/**
 * `prod-php` (issue 37): the production build against simulator sessions that answer in the PHP dialect (every habit of
 * domain/phpHabits.ts): dialect.spec.ts walks the player's journey (login, dashboard, the three bet tabs with their
 * receipts, bid history with a cancel, wallet history, rates, withdrawal, P2P, chat) on a plain and on a php session
 * and compares them field by field. E2E_DIALECT_ROUTES=1 (the long form) also runs those routes of routes.spec.ts
 * on php sessions.
 */
const DIALECT = /dialect\.spec\.ts$/;
const DIALECT_JOURNEY = /every route \/( and \/login|dashboard|play\/|crossing|copypaste|history|withdrawal|p2p|chat)/;

function projectsAsked(): Set<string> | null {
  const argv = process.argv;
  const asked = new Set<string>();
  argv.forEach((a, i) => {
    if (a === '--project' && argv[i + 1]) asked.add(argv[i + 1] as string);
    else if (a.startsWith('--project=')) asked.add(a.slice('--project='.length));
  });
  return asked.size ? asked : null;
}
const asked = projectsAsked();
const wants = (name: string) => !asked || asked.has(name);
const skipBuild = !!process.env.E2E_SKIP_BUILD;

const demoServer = {
  command: skipBuild ? `npm run preview:demo -- --port ${PORT}` : `npm run build:demo && npm run preview:demo -- --port ${PORT}`,
  url: `http://127.0.0.1:${PORT}/login`,
  reuseExistingServer: !process.env.CI,
  timeout: 120_000,
};
/** the production build in dist-e2e (.ci/run builds it once; E2E_SKIP_BUILD reuses it) */
const prodBuild = `npx vite build --outDir dist-e2e --emptyOutDir`;
/**
 * The app credentials of the e2e pair (build and simulator): values of their own, so that the production bundle
 * never carries the simulator's defaults (.ci/run checks it) and the simulator refuses a build without them.
 */
const E2E_CREDENTIALS = {
  VITE_APP_CRED1_NAME: 'app_id',
  VITE_APP_CRED1_VALUE: 'e2e-app-id',
  VITE_APP_CRED2_NAME: 'app_key',
  VITE_APP_CRED2_VALUE: 'e2e-app-key',
};
const prodServer = {
  command: `${skipBuild ? '' : `${prodBuild} && `}npx vite preview --outDir dist-e2e --port ${PROD_PORT} --strictPort`,
  url: `http://127.0.0.1:${PROD_PORT}/login`,
  env: { ...E2E_CREDENTIALS, VITE_API_HOST: `${API_URL}/` },
  reuseExistingServer: !process.env.CI,
  timeout: 120_000,
};
const simServer = {
  command: `npx tsx mock-server/http/cli.ts --port ${SIM_PORT}`,
  url: `${SIM_URL}/__sim/`,
  env: E2E_CREDENTIALS,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
};

const bridgeServer = {
  command: `npx tsx bridge/cli.ts --upstream ${SIM_URL}/ --port ${SIM_PORT + 1} --report test-results/bridge-drift.html`,
  url: `${API_URL}/__bridge/drift`,
  env: E2E_CREDENTIALS,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
};

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: 'e2e',
  testIgnore: CHAOS ? [] : ['**/chaos/**'],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // two workers in CI: every test has its own world (a fresh browser context, or its own simulator session)
  workers: process.env.CI ? 2 : 1,
  retries: process.env.CI ? 1 : 0,
  // CI's short form (CI time, issue 39): tests tagged `@long` re-prove in the browser what unit tests and a shorter
  // browser test already prove (the whole fault table, the screenshot tour); `npm run test:e2e` runs them
  grepInvert: process.env.CI ? /@long/ : undefined,
  reporter: [['list']],
  use: {
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    launchOptions,
    // a trace of every test costs CI a sixth of the suite's time (431 s → 387 s with 2 workers, decision 138): CI keeps
    // the retry's trace of a failing test; a person's run (no retry) keeps every failing test's
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    // CI's short form (CI time, issue 39) walks every route and runs the security spec once, on the production build
    // over HTTP (the players' build and transport); the demo build's transport is proven by its own specs (player flow,
    // wallet, social, QA panel, faults, persistence)
    { name: 'demo', testIgnore: [HINDI, PROD_ONLY, DIALECT, ...(CHAOS ? [] : ['**/chaos/**']), ...(process.env.CI ? [/(routes|security)\.spec\.ts$/] : [])], use: { baseURL: `http://127.0.0.1:${PORT}`, serviceWorkers: 'allow' } },
    // the app in Hindi (issue 25, decision 087): a Hindi browser on the demo build, a short set of its own
    // CI's short form (CI time, issue 39): the first paint, login with the switch, the money walk (a bet on each tab
    // with its receipt, no English sentence and no sideways scroll on screen: decision 120); the every-route walk, the
    // single JODI bet (the walk covers it), the Copy Paste, the English choice kept and the withdrawal refusals run
    // without CI
    { name: 'demo-hi', testMatch: HINDI, grep: process.env.CI ? /first paint|log in: |money walk/ : undefined, use: { baseURL: `http://127.0.0.1:${PORT}`, serviceWorkers: 'allow', locale: 'hi-IN' } },
    // the app in Marathi (issue 38): the same spec in a Marathi browser; screenshots in e2e/screenshots/mr/
    // CI's short form of the third language: the first paint and the money walk (all eight tests, the every-route
    // walk among them, without CI)
    { name: 'demo-mr', testMatch: HINDI, grep: process.env.CI ? /first paint|money walk/ : undefined, use: { baseURL: `http://127.0.0.1:${PORT}`, serviceWorkers: 'allow', locale: 'mr-IN' } },
    {
      name: 'prod',
      testMatch: [BOTH, PROD_ONLY],
      // a service worker's own fetches would pass the per-test session header by (e2e/transport.ts)
      use: { baseURL: `http://127.0.0.1:${PROD_PORT}`, serviceWorkers: 'block' },
    },
    {
      name: 'prod-php',
      testMatch: process.env.E2E_DIALECT_ROUTES ? [/routes\.spec\.ts$/, DIALECT] : DIALECT,
      grep: [DIALECT_JOURNEY, /PHP dialect/],
      metadata: { dialect: 'php' },
      use: { baseURL: `http://127.0.0.1:${PROD_PORT}`, serviceWorkers: 'block' },
    },
  ],
  webServer: [...(!asked || [...asked].some((p) => p.startsWith('demo')) ? [demoServer] : []), ...(wants('prod') || wants('prod-php') ? [prodServer, simServer, ...(BRIDGE ? [bridgeServer] : [])] : [])],
});
