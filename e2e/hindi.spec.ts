/**
 * The app in Hindi (issue 25), on the demo build with a Hindi browser (`demo-hi` project: locale hi-IN): the first
 * paint of /login is Hindi, the switch changes the language without a reload and is remembered, each route shows in
 * Hindi with its main action, the spec's messages in their Hindi forms, axe clean, no horizontal overflow and touch
 * targets of at least 44 px at 360×740. Screenshots of every route land in e2e/screenshots/hi/.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { smallTargets } from './helpers';
import { checkEveryRoute, collectErrors, expect, openMarket, PLAYER, test } from './helpers-transport';

const HI_SHOTS = 'e2e/screenshots/hi';

async function shotHi(page: Page, name: string) {
  mkdirSync(HI_SHOTS, { recursive: true });
  await page.screenshot({ path: `${HI_SHOTS}/${name}.png` });
}

/** Elements wider than the viewport or sticking out of it to the right (a clipped or overflowing Hindi text). */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) out.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      // scrolled strips (carousel track, tables meant to scroll) are inside a clipping parent: skip what is clipped
      let clipped = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === 'hidden' || o === 'auto' || o === 'scroll' || o === 'clip') {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      if (r.right > width + 1 || r.left < -1) out.push(`${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.left)}–${Math.round(r.right)}`);
      // a text box whose own text is cut (overflow hidden with text running past it)
      // not: texts hidden for screen readers only, the marquee, and the chat list's one-line previews of what people
      // wrote (a group's last message is cut with an ellipsis by design, in either language)
      const meant = el.closest('.marquee, .visually-hidden, .sr-only, .chat-row-last, .chat-row-name');
      if (el.children.length === 0 && !meant && (style.overflow === 'hidden' || style.textOverflow === 'ellipsis') && el.scrollWidth > el.clientWidth + 1)
        out.push(`clipped text: ${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return out.slice(0, 10);
  });
}

async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

const ROUTES: Array<{ path: string; name: string; loggedIn: boolean; heading: RegExp }> = [
  { path: '/login', name: 'login', loggedIn: false, heading: /लॉगिन/ },
  { path: '/register/9876543210', name: 'register', loggedIn: false, heading: /रजिस्टर/ },
  { path: '/forgot-password', name: 'forgot-password', loggedIn: false, heading: /पासवर्ड भूल गए/ },
  { path: '/dashboard', name: 'dashboard', loggedIn: true, heading: /Matka Play/ },
  { path: '/playground', name: 'playground', loggedIn: true, heading: /खेलें/ },
  { path: '/play/:market', name: 'play', loggedIn: true, heading: /./ },
  { path: '/crossing/:market', name: 'crossing', loggedIn: true, heading: /./ },
  { path: '/copypaste/:market', name: 'copypaste', loggedIn: true, heading: /./ },
  { path: '/receipt', name: 'receipt', loggedIn: true, heading: /रसीद/ },
  { path: '/mine', name: 'mine', loggedIn: true, heading: /मेरा खाता/ },
  { path: '/history/all', name: 'history-all', loggedIn: true, heading: /सारी हिस्ट्री/ },
  { path: '/history/market', name: 'history-market', loggedIn: true, heading: /बिड हिस्ट्री/ },
  { path: '/history/marketcancel', name: 'history-marketcancel', loggedIn: true, heading: /कैंसल बेट/ },
  { path: '/history/win', name: 'history-win', loggedIn: true, heading: /जीत की हिस्ट्री/ },
  { path: '/gamechart/:market', name: 'gamechart', loggedIn: true, heading: /रिजल्ट चार्ट/ },
  { path: '/ratelist', name: 'ratelist', loggedIn: true, heading: /रेट लिस्ट/ },
  { path: '/help', name: 'help', loggedIn: true, heading: /मदद/ },
  { path: '/risk-disclosure', name: 'risk-disclosure', loggedIn: true, heading: /जोखिम की जानकारी/ },
  { path: '/risupport', name: 'support', loggedIn: true, heading: /सपोर्ट/ },
  { path: '/recharge', name: 'recharge', loggedIn: true, heading: /रिचार्ज/ },
  { path: '/reset-password', name: 'alt-recharge', loggedIn: true, heading: /रिचार्ज/ },
  { path: '/withdrawal', name: 'withdrawal', loggedIn: true, heading: /निकासी/ },
  { path: '/p2p', name: 'p2p', loggedIn: true, heading: /P2P/ },
  { path: '/bank-card', name: 'bank-card', loggedIn: true, heading: /बैंक कार्ड/ },
  { path: '/add-bank-card', name: 'add-bank-card', loggedIn: true, heading: /बैंक कार्ड जोड़ें/ },
  { path: '/promotion', name: 'promotion', loggedIn: true, heading: /प्रमोशन/ },
  { path: '/chat', name: 'chat', loggedIn: true, heading: /चैट/ },
  { path: '/chat/1', name: 'chat-room', loggedIn: true, heading: /./ },
  { path: '/nowhere', name: 'not-found', loggedIn: true, heading: /पेज नहीं मिला/ },
];

test.describe('हिंदी', () => {
  test('a Hindi browser gets Hindi on the first paint of /login, before the app has started', async ({ page }) => {
    // the shell alone: no script of the app may run (the shell script runs: it is in index.html's head)
    await page.route(/\/assets\/(index|boot|framework)-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.locator('[data-shell-lang="hi"]')).toBeVisible();
    await expect(page.locator('[data-shell-lang="en"]')).toBeHidden();
    await expect(page.getByRole('button', { name: 'OTP भेजें' })).toBeVisible();
    await shotHi(page, 'login-first-paint');
  });

  test('log in in Hindi: the spec messages in Hindi, the switch changes the language without a reload and is remembered', async ({ page, sim }) => {
    const errors = collectErrors(page);
    await sim.start();
    await expect(page.locator('[data-shell]')).toHaveCount(0, { timeout: 20_000 });
    await page.getByRole('button', { name: 'OTP भेजें' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'मोबाइल नंबर डालें।' })).toBeVisible(); // 'Please enter Mobile Number.'
    // English and back, without a reload (a marker on window survives only without one)
    await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'हिंदी' }).click();
    await expect(page.getByRole('button', { name: 'OTP भेजें' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('hi');

    await page.getByLabel('मोबाइल नंबर').fill(PLAYER.mobile);
    await page.getByRole('button', { name: 'OTP भेजें' }).click();
    await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toBeVisible();
    await page.getByRole('button', { name: 'OTP जाँचें और लॉगिन करें' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'OTP डालें।' })).toBeVisible(); // 'Please enter OTP.'
    await page.getByLabel('OTP', { exact: true }).fill(await sim.otp(PLAYER.mobile));
    await page.getByRole('button', { name: 'OTP जाँचें और लॉगिन करें' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: 'पैसे जोड़ें' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an English choice is kept across a reload and a logout; the shell paints English for it', async ({ page, sim }) => {
    await sim.start();
    await page.getByRole('button', { name: 'English' }).click();
    await sim.storeLogin();
    await page.goto('/mine');
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await page.getByRole('button', { name: /logout/i }).click();
    await page.getByRole('button', { name: 'YES' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  });

  test('a JODI bet in Hindi: PLAY, the success, the receipt in Hindi', async ({ page, sim }) => {
    await sim.start();
    const market = await openMarket(sim);
    await sim.storeLogin();
    await page.goto(`/play/${market}`);
    await page.getByLabel('जोड़ी 07', { exact: true }).fill('10');
    await expect(page.getByTestId('bet-total')).toHaveText('₹10');
    await page.getByRole('button', { name: 'खेलें', exact: true }).click();
    await expect(page).toHaveURL(/\/receipt$/, { timeout: 15_000 });
    await expect(page.getByText('बेट लग गई')).toBeVisible();
    await expect(page.getByText('07 = 10 rs')).toBeVisible();
    await shotHi(page, 'receipt-after-bet');
  });

  test('Copy Paste in Hindi: a Hindi chat text with Devanagari digits adds its bets; empty digits says so in Hindi', async ({ page, sim }) => {
    await sim.start();
    const market = await openMarket(sim);
    await sim.storeLogin();
    await page.goto(`/copypaste/${market}`);
    await page.getByRole('button', { name: 'बेट जोड़ें' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'अंक डालें' }).first()).toBeVisible(); // 'Please Enter Digit'
    await page.getByRole('button', { name: 'चैट का टेक्स्ट पेस्ट करें' }).click();
    await page.getByRole('dialog').locator('textarea').fill('गली १२ ३४ के २०');
    await page.getByRole('dialog').getByRole('button', { name: 'जोड़ें' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('bet-total')).toHaveText('₹40');
  });

  test('withdrawal refusals in Hindi, in the spec order: amount, payment mode, balance, minimum', async ({ page, sim }) => {
    await sim.start();
    await sim.storeLogin();
    await page.goto('/withdrawal');
    await expect(page.getByRole('heading', { name: 'पैसे निकालें' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'पैसे निकालें' });
    const toast = (text: string) => page.getByRole('alert').filter({ hasText: text }).first();
    await submit.click();
    await expect(toast('राशि डालें')).toBeVisible(); // 'Please enter Amount'
    await page.getByLabel('राशि', { exact: true }).fill('9999999');
    await submit.click();
    await expect(toast('भुगतान का तरीका चुनें')).toBeVisible(); // 'Please select Payment Mode'
    await page.getByRole('radio', { name: 'Bank' }).check({ force: true });
    await submit.click();
    await expect(toast('वॉलेट में पर्याप्त बैलेंस नहीं है')).toBeVisible(); // 'Insufficient Wallet balance'
    await page.getByLabel('राशि', { exact: true }).fill('1');
    await submit.click();
    await expect(toast('500 से ज़्यादा राशि डालें')).toBeVisible(); // 'Please enter amount greater than 500'
    await shotHi(page, 'withdrawal-refusals');
  });

  test('every route in Hindi: heading, axe clean, no overflow at 360 px, targets ≥ 44 px', async ({ page, sim }) => {
    await checkEveryRoute(page, sim, ROUTES, async (r) => {
      await expect.soft(page.getByRole('heading', { level: 1 }).first(), r.path).toHaveText(r.heading);
      await expect.soft(page.getByRole('progressbar'), r.path).toHaveCount(0);
      await expect.soft(page.locator('html'), r.path).toHaveAttribute('lang', 'hi');
      await page.waitForTimeout(400);
      await shotHi(page, r.name);
      expect.soft(await overflow(page), r.path).toEqual([]);
      expect.soft(await axe(page), r.path).toEqual([]);
      expect.soft(await smallTargets(page), r.path).toEqual([]);
    });
  });
});
