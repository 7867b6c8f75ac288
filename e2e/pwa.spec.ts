/**
 * The installable app on the demo build: the manifest and its icons, one service worker at the root scope that is
 * both the app's (Workbox shell) and the simulator's (MSW), the shell offline with the offline message for calls,
 * simulated result alerts, and Share through the Web Share API.
 */
import { expect, test, type Page } from '@playwright/test';
import { shot, simulatorReady } from './helpers';
import { simCall } from './sim';

const P1 = { id: '101', mobile: '9876543210' };
const OFFLINE_CALL = 'No internet connection. Please check your network and try again.';

async function freshWorld(page: Page) {
  await page.goto('/login?sim-reset');
  await simulatorReady(page);
  await simCall(page, 'reset', { scenario: 'default', seed: 7, now: '2026-11-22 12:00', frozen: true });
}

async function logIn(page: Page) {
  await page.evaluate(({ id, mobile }) => {
    localStorage.setItem('user_id', id);
    localStorage.setItem('mobile', mobile);
    localStorage.setItem(`notice_${new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)}`, 'false');
  }, P1);
}

/** The app's worker: registrations at this origin, the controller's script and the active worker's state. */
async function workers(page: Page) {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const all = await navigator.serviceWorker.getRegistrations();
    return {
      registrations: all.map((r) => ({ scope: r.scope, script: (r.active ?? r.waiting ?? r.installing)?.scriptURL ?? '' })),
      controller: navigator.serviceWorker.controller?.scriptURL ?? '',
      active: reg.active?.state ?? '',
      caches: await caches.keys(),
    };
  });
}

test('installable: a valid manifest whose icons load, and one active worker for the app and the simulator', async ({ page, baseURL }) => {
  await freshWorld(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await page.evaluate(async (h) => {
    const res = await fetch(h);
    return { type: res.headers.get('content-type'), body: (await res.json()) as Record<string, unknown> };
  }, href as string);
  expect(manifest.body).toMatchObject({
    name: 'Matka Play',
    short_name: 'Matka Play',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#3b1d8f',
    background_color: '#f3f1fa',
  });
  const icons = manifest.body.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>;
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) {
    const size = await page.evaluate(
      (src) =>
        new Promise<string>((resolve, reject) => {
          const img = new Image();
          img.onload = () => resolve(`${img.naturalWidth}x${img.naturalHeight}`);
          img.onerror = () => reject(new Error(`${src} did not load`));
          img.src = src;
        }),
      icon.src,
    );
    expect(size).toBe(icon.sizes);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#3b1d8f');

  // one registration at the root scope: the app's worker, which the simulator's MSW runs inside
  const w = await workers(page);
  expect(w.registrations).toEqual([{ scope: `${baseURL}/`, script: `${baseURL}/sw.js` }]);
  expect(w.controller).toBe(`${baseURL}/sw.js`);
  expect(w.active).toBe('activated');
  expect(w.caches.some((c) => c.startsWith('workbox-precache'))).toBe(true);

  // the simulator answers wire calls through that worker (journalled by the simulator)
  const list = await page.evaluate(async () => {
    const f = new FormData();
    f.append('app_id', 'sim-app');
    f.append('app_key', 'sim-key');
    return (await (await fetch('/Webservices/game_list', { method: 'POST', body: f })).json()) as { status: number };
  });
  expect(list.status).toBe(1);
  const journal = await simCall<Array<{ path: string }>>(page, 'requests?limit=5');
  expect(journal.map((j) => j.path)).toContain('/Webservices/game_list');
});

test('offline: a reload shows the shell, the offline bar and the offline message for calls; back online it loads', async ({ page, context }) => {
  // chaos seed 1761221717: starting offline, the simulator's worker update failed as an unhandled rejection
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await freshWorld(page);
  await logIn(page);
  await page.goto('/ratelist');
  await expect(page.getByText('100 ke 9800')).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);

  await context.setOffline(true);
  await page.reload();
  await simulatorReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/rate/i);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(page.getByText(OFFLINE_CALL)).toBeVisible();
  // the simulator's control API still answers (QA's controls are not the backend)
  expect(await simCall<{ frozen: boolean }>(page, 'clock')).toMatchObject({ frozen: true });
  await shot(page, 'pwa-offline');

  await context.setOffline(false);
  await expect(page.getByText('100 ke 9800')).toBeVisible();
  await expect(page.getByText('You are offline.')).toHaveCount(0);
  expect(errors, 'page errors').toEqual([]);
});

test('result alerts: turned on from /mine, QA sends one and a declared result for a bet arrives as a notification', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await freshWorld(page);
  await logIn(page);
  await page.goto('/mine');
  const alerts = page.getByRole('region', { name: 'Result alerts' });
  await expect(alerts).toContainText('Get a notification when a market you played declares its result.');
  await shot(page, 'pwa-alerts-off');
  await alerts.getByRole('button', { name: 'Turn on result alerts' }).click();
  await expect(alerts.getByRole('status')).toHaveText('Result alerts are on for this phone.');
  await shot(page, 'pwa-alerts-on');

  const token = await page.evaluate(() => localStorage.getItem('push_token'));
  expect(token).toMatch(/^sim-/);
  const journal = await simCall<Array<{ path: string }>>(page, 'requests?limit=20');
  expect(journal.map((j) => j.path)).toContain('/Webservices/updatefcm');

  const shown = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title} | ${n.body}`));
  const sent = await simCall<{ ok: boolean }>(page, 'push', { mobile: P1.mobile, title: 'Gali opens soon', body: 'Place your Jodi before 11 PM.' });
  expect(sent.ok).toBe(true);
  await expect.poll(shown, { timeout: 10_000 }).toContain('Gali opens soon | Place your Jodi before 11 PM.');

  // a bet on a market, then QA declares its result: the bettor's device is told
  const market = await page.evaluate(({ id }) => {
    type View = { def: { id: string; name: string }; phase: string };
    const sim = (window as unknown as { __sim: { markets(): View[]; placeBet(i: unknown): { ok: boolean; error?: string } } }).__sim;
    const open = sim.markets().find((m) => m.phase === 'open');
    if (!open) throw new Error('no open market');
    const placed = sim.placeBet({ userId: id, marketId: open.def.id, lines: [{ bet_numbers: '07', bet_money: 10, type: 1 }] });
    if (!placed.ok) throw new Error(`bet refused: ${placed.error}`);
    return open.def;
  }, P1);
  expect((await simCall<{ ok: boolean }>(page, `markets/${market.id}/result`, { number: '07' })).ok).toBe(true);
  await expect.poll(shown, { timeout: 10_000 }).toContainEqual(expect.stringMatching(new RegExp(`^${market.name} result: 07 \\| You won ₹\\d+! It is in your wallet\\.$`)));
});

test('share: the Web Share API where present, else the share link in a new tab', async ({ page, context }) => {
  await freshWorld(page);
  await logIn(page);
  await page.goto('/mine');
  // navigator.share is stubbed per document: stub it again in this one
  await page.evaluate(() => {
    (window as unknown as { shared: ShareData[] }).shared = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (d: ShareData) => void (window as unknown as { shared: ShareData[] }).shared.push(d),
    });
  });
  const pages = context.pages().length;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /share/i }).click();
  // the share sheet's module loads on the first tap: the call follows it
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared.length)).toBe(1);
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared[0]?.text).toContain('9876543210');
  expect(context.pages()).toHaveLength(pages);

  await page.evaluate(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
  await context.route('https://api.whatsapp.com/**', (r) => r.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  const popup = context.waitForEvent('page');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /share/i }).click();
  const tab = await popup;
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/^https:\/\/api\.whatsapp\.com\/send\?text=/);
  await tab.close();
});
