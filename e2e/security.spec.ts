/**
 * Security in the browser (issue 15 §6), on both projects: script and HTML payloads from the server render inert;
 * a double tap on PLAY places one bet; after a logout and a login as another player nothing of the first shows, in
 * this tab or another open one; and on the production build its Content-Security-Policy (build/csp.ts) is in force
 * and the app runs without a single violation.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { collectErrors, expect, loginThroughScreen, OTHER_PLAYER, PLAYER, test, type SimControl } from './helpers-transport';

/** every way a string could run script if it reached the DOM as HTML */
const PAYLOAD =
  `<img src=x id=xss-img onerror="window.__xss=1;alert('xss')">` +
  `<script id=xss-script>window.__xss=1;alert('xss')</script>` +
  `<svg id=xss-svg onload="window.__xss=1"></svg>` +
  `<iframe id=xss-frame src="javascript:alert('xss')"></iframe>` +
  `<a id=xss-link href="javascript:alert('xss')">tap</a>` +
  `"'><b onmouseover=alert(1)>x</b>`;

/** Records alerts, confirms and prompts (none may come from a payload) and CSP violations, from the first byte. */
async function watch(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
}

/** Nothing of a payload is live: no dialog, no flag, no script-capable element or handler in the app's DOM. */
async function expectInert(page: Page, dialogs: string[]) {
  await page.waitForTimeout(500); // an onerror or onload would have run by now
  expect(dialogs).toEqual([]);
  const live = await page.evaluate(() => {
    const root = document.getElementById('root')!;
    const bad: string[] = [];
    if ((window as unknown as { __xss?: unknown }).__xss !== undefined) bad.push('window.__xss set');
    for (const el of Array.from(root.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      if (['script', 'iframe', 'object', 'embed', 'frame'].includes(tag) && !el.closest('.dashboard-frame')) bad.push(`<${tag}>`);
      if (el.id.startsWith('xss-')) bad.push(`#${el.id}`);
      for (const a of Array.from(el.attributes)) {
        if (/^on/i.test(a.name)) bad.push(`${tag}[${a.name}]`);
        if (/^(href|src|action|formaction|xlink:href)$/i.test(a.name) && /^\s*javascript:/i.test(a.value)) bad.push(`${tag}[${a.name}=javascript:]`);
      }
    }
    return bad;
  });
  expect(live).toEqual([]);
}

function dialogsOf(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return dialogs;
}

interface Snapshot {
  markets: { list: Array<{ id: string; name: string }>; banners: string[] };
}

async function openMarket(sim: SimControl): Promise<{ id: string; name: string }> {
  const open = (await sim.call<Array<{ id: string; name: string; phase: string }>>('markets')).find((m) => m.phase === 'open');
  if (!open) throw new Error('no open market');
  return open;
}

test.describe('security', () => {
  test('script and HTML from the server render inert: notice, market name, banner, game rules, chat, server message', async ({ page, sim, context }) => {
    await watch(context);
    const errors = collectErrors(page);
    const dialogs = dialogsOf(page);
    await sim.start();
    const market = await openMarket(sim);
    // notice and game rules (admin HTML), a market name and a banner (world data), a chat post, a server message
    await sim.call('settings', { noticeHtml: `<p>Today's notice</p>${PAYLOAD}`, rulesHtml: `<p>Rules</p>${PAYLOAD}` }, 'PATCH');
    const snap = await sim.call<Snapshot & Record<string, unknown>>('snapshot');
    const def = snap.markets.list.find((m) => m.id === market.id)!;
    def.name = `Evil ${PAYLOAD}`;
    snap.markets.banners = [`x" onerror="alert('xss')`, `javascript:alert('xss')`, ...snap.markets.banners];
    expect(await sim.call<{ ok?: boolean }>('snapshot', snap, 'PUT')).toMatchObject({ ok: true });
    const groups = await sim.call<Array<{ id: string }>>('groups');
    await sim.call(`groups/${groups[0]!.id}/post`, { text: PAYLOAD });

    // the server message of a refused login, shown as a toast
    await sim.call('faults', { faults: [{ path: 'login', kind: 'business', message: `Refused ${PAYLOAD}`, times: 1 }] }, 'PUT');
    await page.getByLabel('Mobile number').fill(PLAYER.mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText(/^Refused /)).toBeVisible();
    await expect(page.getByText(/^Refused /)).toContainText('<img src=x'); // shown as text
    await expectInert(page, dialogs);

    await sim.storeLogin(PLAYER, { notice: true });
    await page.goto('/dashboard');
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expect(notice).toContainText("Today's notice");
    await expectInert(page, dialogs);
    await notice.getByRole('button', { name: 'Close' }).click();
    // the market name is text, upper-cased as it is shown
    await expect(page.getByRole('heading', { name: /^EVIL / }).first()).toContainText('<IMG SRC=X');
    await expectInert(page, dialogs);

    await page.goto(`/play/${market.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Evil <img src=x');
    await expectInert(page, dialogs);

    await page.goto('/ratelist');
    await expect(page.getByRole('region', { name: 'Game rules text' })).toContainText('Rules');
    await expectInert(page, dialogs);

    // the chat room (its screen lands with the chat change; the check holds for whatever it shows)
    await page.goto(`/chat/${groups[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForTimeout(1500); // a poll or two
    await expectInert(page, dialogs);
    await page.goto('/chat');
    await expectInert(page, dialogs);

    if (sim.http) expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    // the demo build's simulator worker: the browser's own update check of mockServiceWorker.js is sometimes refused
    // here (not the app's doing; reported to the lead) — every other page error fails the test
    expect(errors.filter((e) => !/^Failed to update a ServiceWorker .*mockServiceWorker\.js/.test(e))).toEqual([]);
  });

  test('a double tap on PLAY places one bet', async ({ page, sim }) => {
    await sim.start();
    await sim.storeLogin();
    const market = await openMarket(sim);
    const before = await sim.balance(PLAYER.id);
    await sim.call('requests', undefined, 'DELETE');
    await page.goto(`/play/${market.id}`);
    await page.getByLabel('Jodi 11').fill('10');
    const play = page.getByRole('button', { name: 'PLAY', exact: true });
    const box = (await play.boundingBox())!;
    // two taps 80 ms apart, as a quick thumb does
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(80);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2).catch(() => undefined);
    await expect(page).toHaveURL(/\/receipt$/, { timeout: 10_000 });
    const bets = (await sim.call<Array<{ path: string }>>('requests?limit=50')).filter((r) => r.path.endsWith('game_bet'));
    expect(bets).toHaveLength(1);
    expect(await sim.balance(PLAYER.id)).toBe(before - 10);
  });

  test('after a logout and a login as another player nothing of the first shows, in this tab or another', async ({ page, sim, context }) => {
    await sim.start();
    await loginThroughScreen(page, sim, PLAYER.mobile);
    const p1 = await sim.balance(PLAYER.id);
    const p2 = await sim.balance(OTHER_PLAYER.id);
    expect(p1).not.toBe(p2);
    const other = await context.newPage();
    await other.goto('/mine');
    await expect(other.getByText(`+91 ${PLAYER.mobile}`).or(other.getByText(`+91${PLAYER.mobile}`)).first()).toBeVisible();
    // the first player's bid history is in this tab's cache
    await page.goto('/history/all');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/mine');
    await page.getByRole('button', { name: /logout/i }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // the other tab follows the logout
    await expect(other).toHaveURL(/\/login$/);
    await loginThroughScreen(page, sim, OTHER_PLAYER.mobile);

    const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
    for (const tab of [page, other]) {
      await tab.goto('/mine');
      await expect(tab.getByText(`+91 ${OTHER_PLAYER.mobile}`).or(tab.getByText(`+91${OTHER_PLAYER.mobile}`)).first()).toBeVisible();
      const text = await tab.locator('body').innerText();
      expect(text).not.toContain(`+91 ${PLAYER.mobile}`);
      expect(text).not.toContain(`+91${PLAYER.mobile}`);
      expect(text).not.toContain(rupees(p1));
      await tab.goto('/playground');
      await expect(tab.getByTestId('wallet').first()).toHaveText(rupees(p2));
      await tab.goto('/history/market');
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      await tab.waitForTimeout(500);
      expect(await tab.locator('body').innerText()).not.toContain(rupees(p1));
    }
    expect(await other.evaluate(() => localStorage.getItem('user_id'))).toBe(OTHER_PLAYER.id);
  });

  test('the production build carries its Content-Security-Policy and runs without a violation', async ({ page, sim, context }) => {
    test.skip(!sim.http, 'the policy is part of the production build only');
    await watch(context);
    const errors = collectErrors(page);
    await sim.start();
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain(`connect-src 'self' ${new URL(process.env.E2E_API_URL ?? process.env.E2E_SIM_URL!).origin}`);
    // the policy is enforced: an inline script added now does not run
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inline = 1';
      document.head.append(s);
    });
    expect(await page.evaluate(() => (window as unknown as { __inline?: number }).__inline)).toBeUndefined();
    await page.evaluate(() => ((window as unknown as { __csp: string[] }).__csp.length = 0));
    // a player's round: login, markets, a bet, history, rates — no violation on the way
    await loginThroughScreen(page, sim);
    const market = await openMarket(sim);
    for (const path of ['/dashboard', '/playground', `/play/${market.id}`, `/gamechart/${market.id}`, '/history/all', '/ratelist', '/mine', '/help']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    }
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
