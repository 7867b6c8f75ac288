/**
 * One way for a spec to drive the simulator on either Playwright project (decision 071):
 * - demo: the in-browser simulator; the control API is fetched from inside the page (the service worker answers);
 * - prod: the production build talks over real HTTP to `npm run sim`; every test gets a simulator session of its own
 *   (POST /__sim/sessions), the control API is called from the test process with the `x-sim-session` header, and
 *   the page's calls to the simulator carry the same header (added by a context route), so tests never share a world.
 */
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { simulatorReady } from './helpers';

/** the simulated instant every spec starts from (IST noon, frozen: the same world on every run) */
export const SIM_NOW = '2026-11-22 12:00';
export const SIM_DAY = '2026-11-22';
export const PLAYER = { id: '101', mobile: '9876543210' } as const;
export const OTHER_PLAYER = { id: '102', mobile: '9876543211' } as const;

export interface WorldOptions {
  scenario?: string;
  seed?: number;
  now?: string;
  frozen?: boolean;
  /** how the simulator answers (domain/phpHabits.ts): 'plain', 'php' or habit names; default the project's */
  dialect?: string;
}

export interface SimControl {
  /** true on the prod project (real HTTP to `npm run sim`) */
  readonly http: boolean;
  /** the simulator session of this test (prod), or null (demo) */
  readonly session: string | null;
  /** a fresh world (default: scenario default, seed 7, SIM_NOW, frozen); leaves the page on /login */
  start(opts?: WorldOptions): Promise<void>;
  /** the control API: GET without a body, POST with one, or any method */
  call<T = unknown>(path: string, body?: unknown, method?: string): Promise<T>;
  /** the latest OTP the simulator "sent" to a mobile */
  otp(mobile: string): Promise<string>;
  /** a player's wallet balance as the simulator holds it (ledger) */
  balance(userId: string): Promise<number>;
  /** store a login in the page (as a successful login would) and close today's notice unless asked to keep it */
  storeLogin(player?: { id: string; mobile: string }, opts?: { notice?: boolean }): Promise<void>;
}

/** where the production build sends its calls: the simulator, or the live-backend bridge in front of it (E2E_BRIDGE) */
const API_URL = () => process.env.E2E_API_URL ?? SIM_URL();

const SIM_URL = () => {
  const url = process.env.E2E_SIM_URL;
  if (!url) throw new Error('E2E_SIM_URL is not set (playwright.config.ts sets it)');
  return url;
};

async function pageCall<T>(page: Page, path: string, body: unknown, method: string | undefined): Promise<T> {
  // while a page loads, the simulator's worker passes requests through until the page's simulator is up
  await simulatorReady(page);
  return page.evaluate(
    async ({ path, body, method }) => {
      const init: RequestInit = { method: method ?? (body === undefined ? 'GET' : 'POST') };
      if (body !== undefined) {
        init.headers = { 'content-type': 'application/json' };
        init.body = JSON.stringify(body);
      }
      const res = await fetch(`/__sim/${path}`, init);
      const text = await res.text();
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    },
    { path, body, method },
  ) as Promise<T>;
}

async function httpCall<T>(request: APIRequestContext, session: string, path: string, body: unknown, method: string | undefined): Promise<T> {
  const res = await request.fetch(`${SIM_URL()}/__sim/${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { 'x-sim-session': session, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

/** IST calendar day of an instant */
const istDay = (ms: number) => new Date(ms + 5.5 * 3600_000).toISOString().slice(0, 10);

export const test = base.extend<{ sim: SimControl }>({
  sim: async ({ page, request }, provide, testInfo) => {
    const http = testInfo.project.name.startsWith('prod');
    const projectDialect = (testInfo.project.metadata as { dialect?: string } | undefined)?.dialect;
    let session: string | null = null;
    const world = (o: WorldOptions = {}) => {
      const dialect = o.dialect ?? projectDialect;
      return { scenario: o.scenario ?? 'default', seed: o.seed ?? 7, now: o.now ?? SIM_NOW, frozen: o.frozen ?? true, ...(dialect ? { dialect } : {}) };
    };

    if (http) {
      // every call of the page to the simulator names this test's session
      await page.context().route(`${API_URL()}/**`, async (route) => {
        const headers = { ...route.request().headers() };
        if (session) headers['x-sim-session'] = session;
        await route.continue({ headers });
      });
    }

    const call = <T,>(path: string, body?: unknown, method?: string): Promise<T> =>
      http ? httpCall<T>(request, session ?? 'default', path, body, method) : pageCall<T>(page, path, body, method);

    const control: SimControl = {
      http,
      get session() {
        return session;
      },
      async start(opts) {
        if (http) {
          if (session) await request.delete(`${SIM_URL()}/__sim/sessions/${session}`);
          const res = await request.post(`${SIM_URL()}/__sim/sessions`, { data: world(opts) });
          expect(res.status(), await res.text()).toBe(201);
          session = ((await res.json()) as { id: string }).id;
          await page.goto('/login');
        } else {
          await page.goto('/login?sim-reset');
          await simulatorReady(page);
          const reset = await call<{ ok?: boolean }>('reset', world(opts));
          expect(reset.ok, JSON.stringify(reset)).not.toBe(false);
        }
      },
      call,
      async otp(mobile) {
        const inbox = await call<Array<{ code: string }>>(`sms?mobile=${mobile}`);
        const first = Array.isArray(inbox) ? inbox[0] : undefined;
        if (!first) throw new Error(`no OTP sent to ${mobile}: ${JSON.stringify(inbox)}`);
        return first.code;
      },
      async balance(userId) {
        const users = await call<Array<{ id: string; balance: number }>>('users');
        const u = users.find((x) => x.id === userId);
        if (!u) throw new Error(`no user ${userId}`);
        return u.balance;
      },
      async storeLogin(player = PLAYER, opts = {}) {
        const days = [SIM_DAY, istDay(Date.now())];
        await page.evaluate(
          ({ player, days, notice }) => {
            localStorage.setItem('user_id', player.id);
            localStorage.setItem('mobile', player.mobile);
            for (const d of days) {
              if (notice) localStorage.removeItem(`notice_${d}`);
              else localStorage.setItem(`notice_${d}`, 'false');
            }
          },
          { player, days, notice: opts.notice ?? false },
        );
      },
    };
    await provide(control);
    if (http && API_URL() !== SIM_URL()) {
      // through the bridge: nothing the app sent or the simulator answered may differ from the contract (the pages
      // close first, so that no poll reaches the session once it is gone)
      for (const p of page.context().pages()) await p.close();
      const drift = (await (await request.get(`${API_URL()}/__bridge/drift`)).json()) as { calls: Array<{ call: string; deviations: Array<{ side: string; kind: string; at: string; wireType: string }> }> };
      expect(drift.calls.flatMap((c) => c.deviations.map((d) => `${c.call}: ${d.side} ${d.kind} at ${d.at} (${d.wireType})`))).toEqual([]);
    }
    if (http && session) await request.delete(`${SIM_URL()}/__sim/sessions/${session}`).catch(() => undefined);
  },
});

export { expect };

/** The app has started: the prerendered login shell (index.html) has been replaced by the app's own render. */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator('[data-shell]')).toHaveCount(0, { timeout: 20_000 });
}

/** Logs in through the login screen with the OTP from the simulator's inbox; ends on /dashboard. */
export async function loginThroughScreen(page: Page, sim: SimControl, mobile: string = PLAYER.mobile): Promise<void> {
  if (!/\/login/.test(page.url())) await page.goto('/login');
  await appStarted(page);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('OTP', { exact: true })).toBeVisible();
  await page.getByLabel('OTP', { exact: true }).fill(await sim.otp(mobile));
  await page.getByRole('button', { name: 'Verify OTP & Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Page errors (uncaught exceptions) collected for the end of a test. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** the id of a market open for bets in the simulator's world */
export async function openMarket(sim: SimControl): Promise<string> {
  const open = (await sim.call<Array<{ id: string; phase: string }>>('markets')).find((m) => m.phase === 'open');
  if (!open) throw new Error('no open market');
  return open.id;
}

/**
 * Every route in one world and one page, each a page load of its own, in order: the routes of a guest first, then with
 * the login stored (`:market` is an open market's id). A fresh world per route cost ~3 s of CI's browser time each.
 * Every route is a step; `check` runs on it once loaded and uses soft assertions, so one run names every route that
 * fails. Page errors are checked route by route.
 */
export async function checkEveryRoute<R extends { path: string; loggedIn: boolean }>(page: Page, sim: SimControl, routes: readonly R[], check: (route: R) => Promise<void>): Promise<void> {
  test.setTimeout(routes.length * 15_000);
  const errors = collectErrors(page);
  await sim.start();
  const market = await openMarket(sim);
  for (const r of routes) {
    await test.step(r.path, async () => {
      if (r.loggedIn) await sim.storeLogin();
      await page.goto(r.path.replace(':market', market));
      await check(r);
      expect.soft(errors.splice(0), r.path).toEqual([]);
    });
  }
}
