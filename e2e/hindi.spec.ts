/**
 * The app in the browser's language (issues 25, 38), on the demo build: one project per language of
 * src/i18n/language.ts, each with its browser locale (`demo-hi`: hi-IN, `demo-mr`: mr-IN; playwright.config.ts).
 * The spec reads the project's language from that locale and every text from the language's own catalogue, so a new
 * language needs a project and nothing here (decision 114). The first paint of /login is in the language, the switch
 * changes the language without a reload and is remembered, each route shows in the language with its main action, the
 * spec's messages in their translated forms, axe clean, no horizontal overflow and touch targets of at least 44 px at
 * 360×740. Screenshots of every route land in e2e/screenshots/<code>/.
 */
import AxeBuilder from '@axe-core/playwright';
import { setupI18n, type Messages } from '@lingui/core';
import type { Page, TestInfo } from '@playwright/test';
import { DEFAULT_LANG, formatLocale, LANGUAGES, pickLanguage, type Lang } from '../src/i18n/language';
import { LANGUAGE_NAMES } from '../src/i18n/languageNames';
import type { MessageId } from '../src/i18n/source/en';
import { englishOnScreen, englishRuns } from './english';
import { shot, SHOTS, smallTargets } from './helpers';
import { appStarted, checkEveryRoute, collectErrors, expect, openMarket, PLAYER, test } from './helpers-transport';

type Tr = (id: MessageId, values?: Record<string, string | number>) => string;

/** The project's language (its browser locale, read as the app reads it) and that language's texts. */
async function language(info: TestInfo): Promise<{ lang: Lang; tr: Tr; name: string; shot: (page: Page, name: string) => Promise<void> }> {
  const lang = pickLanguage(null, info.project.use.locale);
  if (lang === DEFAULT_LANG) throw new Error(`project ${info.project.name}: its locale ${String(info.project.use.locale)} is no language of src/i18n/language.ts`);
  const { messages } = (await import(`../src/i18n/compiled/${lang}.ts`)) as { messages: Messages };
  const i18n = setupI18n({ locale: lang, locales: [formatLocale(lang)], messages: { [lang]: messages } });
  return {
    lang,
    tr: (id, values) => i18n._(id, values),
    name: LANGUAGE_NAMES[lang],
    shot: (page, name) => shot(page, name, `${SHOTS}/${lang}`),
  };
}

/** The amount word a player of the language writes in a chat ("12 34 के 20"); any other language: x. */
const CHAT_AMOUNT_WORD: Partial<Record<Lang, string>> = { hi: 'के', mr: 'ला' };

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

/** A text found anywhere in an element's text. */
const within = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Every route with the text of its first heading (a function of the language's texts). */
const ROUTES: Array<{ path: string; name: string; loggedIn: boolean; heading: (tr: Tr) => RegExp }> = [
  { path: '/login', name: 'login', loggedIn: false, heading: (tr) => within(tr('auth.login.title')) },
  { path: '/register/9876543210', name: 'register', loggedIn: false, heading: (tr) => within(tr('auth.register')) },
  { path: '/forgot-password', name: 'forgot-password', loggedIn: false, heading: (tr) => within(tr('auth.forgot.title')) },
  { path: '/dashboard', name: 'dashboard', loggedIn: true, heading: () => /Matka Play/ },
  { path: '/playground', name: 'playground', loggedIn: true, heading: (tr) => within(tr('markets.play.title')) },
  { path: '/play/:market', name: 'play', loggedIn: true, heading: () => /./ },
  { path: '/crossing/:market', name: 'crossing', loggedIn: true, heading: () => /./ },
  { path: '/copypaste/:market', name: 'copypaste', loggedIn: true, heading: () => /./ },
  { path: '/receipt', name: 'receipt', loggedIn: true, heading: (tr) => within(tr('receipt.title')) },
  { path: '/mine', name: 'mine', loggedIn: true, heading: (tr) => within(tr('mine.title')) },
  { path: '/history/all', name: 'history-all', loggedIn: true, heading: (tr) => within(tr('history.title', { id: 'all', name: '' })) },
  { path: '/history/market', name: 'history-market', loggedIn: true, heading: (tr) => within(tr('history.title', { id: 'market', name: '' })) },
  { path: '/history/marketcancel', name: 'history-marketcancel', loggedIn: true, heading: (tr) => within(tr('history.title', { id: 'marketcancel', name: '' })) },
  { path: '/history/win', name: 'history-win', loggedIn: true, heading: (tr) => within(tr('history.title', { id: 'win', name: '' })) },
  { path: '/gamechart/:market', name: 'gamechart', loggedIn: true, heading: (tr) => within(tr('markets.chartTitleBare')) },
  { path: '/ratelist', name: 'ratelist', loggedIn: true, heading: (tr) => within(tr('rate.title')) },
  { path: '/help', name: 'help', loggedIn: true, heading: (tr) => within(tr('help.title')) },
  { path: '/risk-disclosure', name: 'risk-disclosure', loggedIn: true, heading: (tr) => within(tr('risk.title')) },
  { path: '/risupport', name: 'support', loggedIn: true, heading: (tr) => within(tr('support.title')) },
  { path: '/recharge', name: 'recharge', loggedIn: true, heading: (tr) => within(tr('wallet.recharge')) },
  { path: '/reset-password', name: 'alt-recharge', loggedIn: true, heading: (tr) => within(tr('wallet.recharge')) },
  { path: '/withdrawal', name: 'withdrawal', loggedIn: true, heading: (tr) => within(tr('wallet.withdrawal')) },
  { path: '/p2p', name: 'p2p', loggedIn: true, heading: (tr) => within(tr('wallet.p2p')) },
  { path: '/bank-card', name: 'bank-card', loggedIn: true, heading: (tr) => within(tr('wallet.bankCard')) },
  { path: '/add-bank-card', name: 'add-bank-card', loggedIn: true, heading: (tr) => within(tr('wallet.addBankCard')) },
  { path: '/promotion', name: 'promotion', loggedIn: true, heading: (tr) => within(tr('promo.title')) },
  { path: '/chat', name: 'chat', loggedIn: true, heading: (tr) => within(tr('chat.title')) },
  { path: '/chat/1', name: 'chat-room', loggedIn: true, heading: () => /./ },
  { path: '/nowhere', name: 'not-found', loggedIn: true, heading: (tr) => within(tr('notFound.title')) },
];

test.describe('the app in the browser language', () => {
  test('the browser language gets its shell on the first paint of /login, before the app has started', async ({ page }, info) => {
    const { lang, tr, shot } = await language(info);
    // the shell alone: no script of the app may run (the shell script runs: it is in index.html's head)
    await page.route(/\/assets\/(index|boot|framework)-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator(`[data-shell-lang="${lang}"]`)).toBeVisible();
    for (const other of LANGUAGES.filter((l) => l !== lang)) await expect(page.locator(`[data-shell-lang="${other}"]`)).toBeHidden();
    await expect(page.getByRole('button', { name: tr('auth.sendOtp') })).toBeVisible();
    await shot(page, 'login-first-paint');
  });

  test('log in: the spec messages in the language, the switch changes the language without a reload and is remembered', async ({ page, sim }, info) => {
    const { lang, tr, name } = await language(info);
    const errors = collectErrors(page);
    await sim.start();
    await expect(page.locator('[data-shell]')).toHaveCount(0, { timeout: 20_000 });
    await page.getByRole('button', { name: tr('auth.sendOtp') }).click();
    await expect(page.getByRole('alert').filter({ hasText: tr('msg.loginMobile') })).toBeVisible(); // 'Please enter Mobile Number.'
    // English and back, without a reload (a marker on window survives only without one)
    await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name }).click();
    await expect(page.getByRole('button', { name: tr('auth.sendOtp') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(lang);

    await page.getByLabel(tr('ui.mobileNumber')).fill(PLAYER.mobile);
    await page.getByRole('button', { name: tr('auth.sendOtp') }).click();
    await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toBeVisible();
    await page.getByRole('button', { name: tr('auth.verify') }).click();
    await expect(page.getByRole('alert').filter({ hasText: tr('msg.loginOtp') })).toBeVisible(); // 'Please enter OTP.'
    await page.getByLabel('OTP', { exact: true }).fill(await sim.otp(PLAYER.mobile));
    await page.getByRole('button', { name: tr('auth.verify') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: tr('markets.addFund') })).toBeVisible();
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

  test('a JODI bet: PLAY, the success, the receipt in the language', async ({ page, sim }, info) => {
    const { tr, shot } = await language(info);
    await sim.start();
    const market = await openMarket(sim);
    await sim.storeLogin();
    await page.goto(`/play/${market}`);
    await page.getByLabel(`${tr('bet.section.jodi')} 07`, { exact: true }).fill('10');
    await expect(page.getByTestId('bet-total')).toHaveText('₹10');
    await page.getByRole('button', { name: tr('bet.playBtn'), exact: true }).click();
    await expect(page).toHaveURL(/\/receipt$/, { timeout: 15_000 });
    // the server's success in the language (its toast), and the receipt's own line
    await expect(page.getByText(tr('server.betPlaced'), { exact: true })).toBeVisible();
    await expect(page.getByTestId('receipt').getByText(tr('receipt.placed'), { exact: true })).toBeVisible();
    await expect(page.getByText('07 = 10 rs')).toBeVisible();
    await shot(page, 'receipt-after-bet');
  });

  test('the money walk in the language: a wrong OTP, a bet on each tab with its receipt, a refused PLAY, a cancel, a withdrawal and the wallet history, with no English sentence on screen', async ({ page, sim }, info) => {
    test.setTimeout(180_000);
    const { tr, shot } = await language(info);
    const errors = collectErrors(page);
    // the check itself finds an English sentence and lets names, single words and numbers be
    expect(englishRuns(['Bet placed successfully!', 'गली रिजल्ट', 'OTP भेजें', 'DELHI BAZAR ₹1,25,000', '12 = 1,00,000 rs'], ['Delhi Bazar'])).toEqual(['Bet placed successfully']);

    await sim.start();
    const markets = await sim.call<Array<{ id: string; name: string; phase: string }>>('markets');
    const groups = await sim.call<Array<{ name: string }>>('groups');
    const market = markets.find((m) => m.phase === 'open');
    if (!market) throw new Error('no open market');
    // names the backend and the seed give, not the app's words
    const users = await sim.call<Array<{ id: string; name: string }>>('users');
    const names = ['Matka Play', ...markets.map((m) => m.name), ...groups.map((g) => g.name), ...users.filter((u) => u.id === PLAYER.id).map((u) => u.name)];
    /** a step: the screen has settled on `ready`, then it holds no English sentence; a screenshot for the reader */
    const step = async (name: string, ready: () => Promise<void>) => {
      await test.step(name, async () => {
        await ready();
        expect.soft(await englishOnScreen(page, names), name).toEqual([]);
        // the language's longer words never push the screen sideways at 360 px
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect.soft(overflow, `${name}: sideways scroll`).toBeLessThanOrEqual(0);
        await shot(page, `walk-${name}`);
      });
    };
    // a wallet big enough for a bet of ₹1,25,000
    await sim.call(`users/${PLAYER.id}/adjust`, { amount: 200_000 });
    const start = await sim.balance(PLAYER.id);

    // login: a wrong OTP first, the server's refusal in the language
    await appStarted(page);
    await step('login', () => expect(page.getByRole('button', { name: tr('auth.sendOtp') })).toBeVisible());
    await page.getByLabel(tr('ui.mobileNumber')).fill(PLAYER.mobile);
    await page.getByRole('button', { name: tr('auth.sendOtp') }).click();
    const otp = page.getByLabel('OTP', { exact: true });
    await expect(otp).toBeVisible();
    const right = await sim.otp(PLAYER.mobile);
    await otp.fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: tr('auth.verify') }).click();
    await step('wrong-otp', () => expect(page.getByText(tr('server.invalidOtp'), { exact: true }).first()).toBeVisible()); // 'Invalid OTP'
    await otp.fill(right);
    await page.getByRole('button', { name: tr('auth.verify') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const notice = page.getByRole('dialog', { name: tr('markets.notice') });
    await step('dashboard', () => expect(notice).toBeVisible());
    await notice.getByRole('button', { name: tr('ui.close') }).first().click();
    await step('dashboard-markets', () => expect(page.getByRole('link', { name: tr('markets.play'), exact: true }).first()).toBeVisible());

    // JODI: ₹1,25,000 over two cells, the total and the receipt with Indian grouping
    await page.goto(`/play/${market.id}`);
    await page.getByLabel(`${tr('bet.section.jodi')} 12`, { exact: true }).fill('100000');
    await page.getByLabel(`${tr('bet.section.jodi')} 34`, { exact: true }).fill('25000');
    await step('jodi', () => expect(page.getByTestId('bet-total')).toHaveText('₹1,25,000'));
    await page.getByRole('button', { name: tr('bet.playBtn'), exact: true }).click();
    await expect(page).toHaveURL(/\/receipt$/, { timeout: 15_000 });
    const receipt = page.getByTestId('receipt');
    await step('jodi-receipt', () => expect(receipt.getByText('12 = 1,00,000 rs')).toBeVisible());
    // the server's success in the language (its toast), and the receipt's own line
    await expect(page.getByText(tr('server.betPlaced'), { exact: true })).toBeVisible();
    await expect(receipt.getByText(tr('receipt.placed'), { exact: true })).toBeVisible();
    await expect(receipt).toContainText('₹1,25,000');
    await expect(receipt).toContainText('34 = 25,000 rs');

    // CROSSING, reached by its tab
    await page.goto(`/play/${market.id}`);
    await page.getByRole('link', { name: tr('bet.tab.crossing') }).click();
    await expect(page).toHaveURL(/\/crossing\//);
    await page.getByLabel(tr('bet.digit'), { exact: true }).fill('56');
    await page.getByLabel(tr('bet.amount'), { exact: true }).fill('5');
    await page.getByRole('button', { name: tr('bet.addBet') }).click();
    await step('crossing', () => expect(page.getByTestId('bet-total')).toHaveText('₹20'));
    await page.getByRole('button', { name: tr('bet.playBtn'), exact: true }).click();
    await expect(page).toHaveURL(/\/receipt$/, { timeout: 15_000 });
    await step('crossing-receipt', () => expect(receipt.getByText('56 = 5 rs')).toBeVisible());

    // COPY PASTE, reached by its tab, with Palti
    await page.goto(`/crossing/${market.id}`);
    await page.getByRole('link', { name: tr('bet.tab.copypaste') }).click();
    await expect(page).toHaveURL(/\/copypaste\//);
    await page.getByLabel(tr('bet.digit'), { exact: true }).fill('7890');
    await page.getByLabel(tr('bet.amount'), { exact: true }).fill('10');
    await page.getByText(tr('bet.withPalti')).click();
    await page.getByRole('button', { name: tr('bet.addBet') }).click();
    await step('copypaste', () => expect(page.getByTestId('bet-total')).toHaveText('₹40'));
    await page.getByRole('button', { name: tr('bet.playBtn'), exact: true }).click();
    await expect(page).toHaveURL(/\/receipt$/, { timeout: 15_000 });
    await step('copypaste-receipt', () => expect(receipt.getByText('87 = 10 rs')).toBeVisible());

    // a PLAY the wallet cannot pay: refused in the language (JODI shows it as a browser alert, spec §8)
    const left = start - 125_000 - 20 - 40;
    expect(await sim.balance(PLAYER.id)).toBe(left);
    await page.goto(`/play/${market.id}`);
    await page.getByLabel(`${tr('bet.section.jodi')} 01`, { exact: true }).fill('100000');
    await page.getByLabel(`${tr('bet.section.jodi')} 02`, { exact: true }).fill('100000');
    await expect(page.getByTestId('bet-total')).toHaveText('₹2,00,000');
    const alert = page.waitForEvent('dialog');
    await page.getByRole('button', { name: tr('bet.playBtn'), exact: true }).click();
    const refusal = await alert;
    expect(refusal.message()).toBe(tr('server.walletLow')); // 'Insufficient wallet balance'
    expect(englishRuns([refusal.message()], names)).toEqual([]);
    await refusal.accept();
    await step('refused-play', () => expect(page.getByRole('button', { name: tr('bet.playBtn'), exact: true })).toBeEnabled());
    expect(await sim.balance(PLAYER.id)).toBe(left);

    // bid history: cancel the Crossing bet on 55, its refund in the language
    await page.goto('/history/market');
    await step('bid-history', () => expect(page.getByLabel(tr('history.number', { number: '55' })).first()).toBeVisible());
    await page.getByRole('button', { name: within(` 55`) }).first().click();
    const confirm = page.getByRole('dialog');
    await step('cancel-confirm', () => expect(confirm.getByRole('button', { name: tr('history.yesCancel') })).toBeVisible());
    await confirm.getByRole('button', { name: tr('history.yesCancel') }).click();
    await step('cancelled', () => expect(page.getByText(tr('server.betCancelled', { amount: '₹5' })).first()).toBeVisible()); // 'Bet cancelled. ₹5 refunded (Kabad Cancel)'
    expect(await sim.balance(PLAYER.id)).toBe(left + 5);

    // a withdrawal to the bank
    await page.goto('/withdrawal');
    await step('withdrawal', () => expect(page.getByRole('heading', { name: tr('wallet.withdrawMoney') })).toBeVisible());
    await page.getByRole('radio', { name: tr('wallet.mode.bank') }).check({ force: true });
    await page.getByLabel(tr('wallet.accountNumber'), { exact: true }).fill('123456789012');
    await page.getByLabel(tr('wallet.ifsc'), { exact: true }).fill('SBIN0001234');
    await page.getByLabel(tr('wallet.holder'), { exact: true }).fill('Rahul Sharma');
    await page.getByLabel(tr('wallet.bankName'), { exact: true }).fill('State Bank');
    await page.getByLabel(tr('wallet.amount'), { exact: true }).fill('1000');
    await step('withdrawal-filled', () => expect(page.getByLabel(tr('wallet.amount'), { exact: true })).toHaveValue('1000'));
    await page.getByRole('button', { name: tr('wallet.withdraw') }).click();
    await step('withdrawal-sent', () => expect(page.getByText(tr('server.withdrawalSent')).first()).toBeVisible());
    await expect(page).toHaveURL(/\/mine$/);
    await step('mine', () => expect(page.getByRole('heading', { name: tr('mine.title') })).toBeVisible());

    // the wallet history: every line the walk wrote, in the language
    await page.goto('/history/all');
    // the rows, not the five placeholders shown while the history loads (a list with role status)
    const lines = page.locator('ul.history-list:not([role="status"]) > li');
    await step('wallet-history', () => expect(lines.nth(4)).toBeVisible());
    expect(errors).toEqual([]);
  });

  test('Copy Paste: a chat text in the language with Devanagari digits adds its bets; empty digits says so', async ({ page, sim }, info) => {
    const { lang, tr } = await language(info);
    await sim.start();
    const market = await openMarket(sim);
    await sim.storeLogin();
    await page.goto(`/copypaste/${market}`);
    await page.getByRole('button', { name: tr('bet.addBet') }).click();
    await expect(page.getByRole('alert').filter({ hasText: tr('msg.enterDigit') }).first()).toBeVisible(); // 'Please Enter Digit'
    await page.getByRole('button', { name: tr('bet.pasteChat') }).click();
    await page.getByRole('dialog').locator('textarea').fill(`गली १२ ३४ ${CHAT_AMOUNT_WORD[lang] ?? 'x'} २०`);
    await page.getByRole('dialog').getByRole('button', { name: tr('bet.add') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('bet-total')).toHaveText('₹40');
  });

  test('withdrawal refusals in the language, in the spec order: amount, payment mode, balance, minimum', async ({ page, sim }, info) => {
    const { tr, shot } = await language(info);
    await sim.start();
    await sim.storeLogin();
    await page.goto('/withdrawal');
    await expect(page.getByRole('heading', { name: tr('wallet.withdrawMoney') })).toBeVisible();
    const submit = page.getByRole('button', { name: tr('wallet.withdraw') });
    const toast = (text: string) => page.getByRole('alert').filter({ hasText: text }).first();
    await submit.click();
    await expect(toast(tr('msg.withdrawAmount'))).toBeVisible(); // 'Please enter Amount'
    await page.getByLabel(tr('wallet.amount'), { exact: true }).fill('9999999');
    await submit.click();
    await expect(toast(tr('msg.paymentMode'))).toBeVisible(); // 'Please select Payment Mode'
    await page.getByRole('radio', { name: tr('wallet.mode.bank') }).check({ force: true });
    await submit.click();
    await expect(toast(tr('msg.insufficientBalance'))).toBeVisible(); // 'Insufficient Wallet balance'
    await page.getByLabel(tr('wallet.amount'), { exact: true }).fill('1');
    await submit.click();
    await expect(toast(tr('msg.amountGreaterThan', { min: 500 }))).toBeVisible(); // 'Please enter amount greater than 500'
    await shot(page, 'withdrawal-refusals');
  });

  test('every route in the language: heading, axe clean, no overflow at 360 px, targets ≥ 44 px', async ({ page, sim }, info) => {
    const { lang, tr, shot } = await language(info);
    await checkEveryRoute(page, sim, ROUTES, async (r) => {
      await expect.soft(page.getByRole('heading', { level: 1 }).first(), r.path).toHaveText(r.heading(tr));
      await expect.soft(page.getByRole('progressbar'), r.path).toHaveCount(0);
      await expect.soft(page.locator('html'), r.path).toHaveAttribute('lang', lang);
      await page.waitForTimeout(400);
      await shot(page, r.name);
      expect.soft(await overflow(page), r.path).toEqual([]);
      expect.soft(await axe(page), r.path).toEqual([]);
      expect.soft(await smallTargets(page), r.path).toEqual([]);
    });
  });
});
