import { shot } from './helpers';
import { expect, test } from './helpers-transport';

/**
 * Every player screen renders at 360×740 without a page error or sideways scroll; a screenshot of each is saved, for
 * people to look at (e2e/screenshots/). CI's short form leaves these out (`@long`, CI time, issue 39): the
 * accessibility walk (a11y.spec.ts) checks the same heading, page errors and sideways scroll on every route.
 */
const SCREENS: Array<{ path: string; name: string; heading: RegExp; loggedIn: boolean }> = [
  { path: '/login', name: 'login', heading: /login/i, loggedIn: false },
  { path: '/register/9876543210', name: 'register', heading: /register/i, loggedIn: false },
  { path: '/forgot-password', name: 'forgot-password', heading: /password/i, loggedIn: false },
  { path: '/playground', name: 'playground', heading: /play/i, loggedIn: true },
  { path: '/play/1', name: 'play', heading: /./, loggedIn: true },
  { path: '/crossing/1', name: 'crossing', heading: /./, loggedIn: true },
  { path: '/copypaste/1', name: 'copypaste', heading: /./, loggedIn: true },
  { path: '/receipt', name: 'receipt-empty', heading: /receipt/i, loggedIn: true },
  { path: '/mine', name: 'mine', heading: /./, loggedIn: true },
  { path: '/history/all', name: 'history-all', heading: /all history/i, loggedIn: true },
  { path: '/history/market', name: 'history-market', heading: /market history/i, loggedIn: true },
  { path: '/history/marketcancel', name: 'history-marketcancel', heading: /marketcancel history/i, loggedIn: true },
  { path: '/gamechart/1', name: 'gamechart', heading: /result chart/i, loggedIn: true },
  { path: '/ratelist', name: 'ratelist', heading: /rate/i, loggedIn: true },
  { path: '/help', name: 'help', heading: /help/i, loggedIn: true },
  { path: '/risk-disclosure', name: 'risk-disclosure', heading: /risk/i, loggedIn: true },
  { path: '/risupport', name: 'support', heading: /support/i, loggedIn: true },
];

for (const s of SCREENS) {
  test(`${s.path} renders`, { tag: '@long' }, async ({ page, sim }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await sim.start();
    if (s.loggedIn) await sim.storeLogin();
    await page.goto(s.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(s.heading);
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 10_000 });
    await page.waitForTimeout(300);
    await shot(page, `screen-${s.name}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
}

test('the market list does not move once it has appeared: a card keeps the size it was first given', async ({ page, sim }) => {
  await sim.start();
  await sim.storeLogin();
  // each frame: where the list's last card begins, from the frame the list first shows
  await page.addInitScript(() => {
    const w = window as unknown as { __lastCardTops: number[] };
    w.__lastCardTops = [];
    const frame = () => {
      const cards = document.querySelectorAll('.market-section .market-card');
      const last = cards[cards.length - 1];
      if (last) w.__lastCardTops.push(Math.round(last.getBoundingClientRect().top + window.scrollY));
      if (w.__lastCardTops.length < 30) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.goto('/dashboard');
  await expect(page.locator('.market-section .market-card').first()).toBeVisible();
  await page.waitForTimeout(1000);
  const tops = await page.evaluate(() => (window as unknown as { __lastCardTops: number[] }).__lastCardTops);
  expect(tops.length).toBeGreaterThan(1);
  expect(new Set(tops).size, JSON.stringify(tops)).toBe(1);
});
