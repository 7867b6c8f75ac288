/**
 * Every route of spec §2 (and the risk-disclosure and support routes), its content and its main action, in Chromium at
 * 360×740 — on both projects: the demo build (in-browser simulator) and the production build over real HTTP to
 * `npm run sim` (e2e/helpers-transport.ts gives each test its own world either way).
 */
import type { Page } from '@playwright/test';
import { BANK_CARD, fillAddBankCard } from './helpers';
import { appStarted, collectErrors, expect, loginThroughScreen, OTHER_PLAYER, PLAYER, test, type SimControl } from './helpers-transport';

interface Market {
  id: string;
  name: string;
  phase: string;
}

/** an open market of the world (at SIM_NOW several are) */
async function openMarket(sim: SimControl): Promise<Market> {
  const markets = await sim.call<Market[]>('markets');
  const open = markets.find((m) => m.phase === 'open');
  if (!open) throw new Error(`no open market: ${JSON.stringify(markets.map((m) => [m.id, m.phase]))}`);
  return open;
}

async function loggedIn(page: Page, sim: SimControl, path: string) {
  await sim.start();
  await sim.storeLogin();
  await page.goto(path);
}

const wallet = (page: Page) => page.getByTestId('wallet').first();
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

async function play(page: Page) {
  await page.getByRole('button', { name: 'PLAY', exact: true }).click();
  await expect(page).toHaveURL(/\/receipt$/, { timeout: 10_000 });
}

test.describe('every route', () => {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = collectErrors(page);
  });
  test.afterEach(async ({ page }) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'no sideways scroll at 360 px').toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  test('/ and /login: send an OTP, verify it, land on the dashboard', async ({ page, sim }) => {
    await sim.start();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/login/i);
    await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
    await page.goto('/login');
    await appStarted(page);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Please enter Mobile Number.')).toBeVisible();
    await loginThroughScreen(page, sim);
    expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBe(PLAYER.id);
    // an authenticated visit to /login goes to the dashboard
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('/register/:refcode: the code is locked; OTP then Register creates the player', async ({ page, sim }) => {
    const mobile = '9000000123';
    await sim.start();
    await page.goto(`/register/${PLAYER.mobile}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/register/i);
    await expect(page.getByLabel('Recommendation code')).toHaveValue(PLAYER.mobile);
    await expect(page.getByLabel('Recommendation code')).toHaveAttribute('readonly', '');
    await page.getByLabel('Name').fill('Test Player');
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'OTP', exact: true }).click();
    await expect(page.getByText('OTP send successfully!')).toBeVisible();
    await page.getByLabel('Verification code').fill(await sim.otp(mobile));
    await page.getByLabel('Password').fill('secret456');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registration successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
    const users = await sim.call<Array<{ mobile: string }>>('users');
    expect(users.some((u) => u.mobile === mobile)).toBe(true);
  });

  test('/forgot-password: OTP and a new password, then back to login', async ({ page, sim }) => {
    await sim.start();
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/password/i);
    await page.getByLabel('Mobile number').fill(PLAYER.mobile);
    await page.getByRole('button', { name: 'OTP', exact: true }).click();
    await expect(page.getByText('OTP send successfully!')).toBeVisible();
    await page.getByLabel('OTP', { exact: true }).fill(await sim.otp(PLAYER.mobile));
    await page.getByLabel('New password').fill('newsecret1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Password successfully updated!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  });

  test('/dashboard: wallet, notice, quick actions, markets; PLAY opens the bet screen', async ({ page, sim }) => {
    await sim.start();
    await sim.storeLogin(PLAYER, { notice: true });
    await page.goto('/dashboard');
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0);
    await expect(wallet(page)).toHaveText(rupees(await sim.balance(PLAYER.id)));
    const actions = page.getByRole('navigation', { name: 'Quick actions' });
    for (const name of ['WHATSAPP', 'ADD FUND', 'WITHDRAW', 'HOW TO PLAY']) await expect(actions.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Game Chart' }).first()).toBeVisible();
    const market = await openMarket(sim);
    await page.getByRole('link', { name: 'PLAY', exact: true }).first().click();
    await expect(page).toHaveURL(/\/play\/[^/]+$/);
    await expect(page.getByRole('timer', { name: 'Game Last Time' })).toBeVisible();
    expect(market.id).not.toBe('');
  });

  test('/playground: the market list; Game Chart opens the chart', async ({ page, sim }) => {
    await loggedIn(page, sim, '/playground');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/play/i);
    await expect(page.getByRole('link', { name: 'PLAY', exact: true }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Game Chart' }).first().click();
    await expect(page).toHaveURL(/\/gamechart\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/RESULT CHART$/);
  });

  test('/play/:id JODI: grid, Ander and Bahar, total; PLAY gives a receipt and takes the stake', async ({ page, sim }) => {
    await sim.start();
    await sim.storeLogin();
    const market = await openMarket(sim);
    const before = await sim.balance(PLAYER.id);
    await page.goto(`/play/${market.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(market.name, 'i'));
    await expect(page.locator('input.jodi-input')).toHaveCount(120);
    await page.getByLabel('Jodi 42').fill('10');
    await page.getByLabel('Ander 1').fill('5');
    await page.getByLabel('Bahar 2').fill('5');
    await expect(page.getByTestId('bet-total')).toHaveText(/₹20/);
    await play(page);
    await expect(page.getByText('Jodi', { exact: true })).toBeVisible();
    const played = page.getByRole('list', { name: 'Played numbers' });
    for (const l of ['42 = 10 rs', 'A1 = 5 rs', 'B2 = 5 rs']) await expect(played.getByText(l, { exact: true })).toBeVisible();
    expect(await sim.balance(PLAYER.id)).toBe(before - 20);
  });

  test('/crossing/:id: Add Bet makes every pair; PLAY gives a receipt', async ({ page, sim }) => {
    await sim.start();
    await sim.storeLogin();
    const market = await openMarket(sim);
    const before = await sim.balance(PLAYER.id);
    await page.goto(`/crossing/${market.id}`);
    await page.getByLabel('Digit').fill('34');
    await page.getByLabel('Amount').fill('5');
    await page.getByRole('button', { name: 'Add Bet' }).click();
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(4);
    await play(page);
    await expect(page.getByText('Crossing', { exact: true })).toBeVisible();
    expect(await sim.balance(PLAYER.id)).toBe(before - 20);
  });

  test('/copypaste/:id: pairs with Palti; PLAY gives a receipt; Home goes to the playground', async ({ page, sim }) => {
    await sim.start();
    await sim.storeLogin();
    const market = await openMarket(sim);
    const before = await sim.balance(PLAYER.id);
    await page.goto(`/copypaste/${market.id}`);
    await page.getByLabel('Digit').fill('1234');
    await page.getByLabel('Amount').fill('10');
    await page.getByText('With Palti').click();
    await page.getByRole('button', { name: 'Add Bet' }).click();
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(4);
    await play(page);
    // /receipt: game, kind, numbers; Home
    await expect(page.getByText('Copy Paste', { exact: true })).toBeVisible();
    await expect(page.getByText(market.name, { exact: false }).first()).toBeVisible();
    expect(await sim.balance(PLAYER.id)).toBe(before - 40);
    await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/playground$/);
  });

  test('/receipt without a bet explains itself and links to the games', async ({ page, sim }) => {
    await loggedIn(page, sim, '/receipt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/receipt/i);
    await expect(page.getByRole('link', { name: 'Bid History' })).toHaveAttribute('href', '/history/market');
  });

  test('/mine: +91 mobile, menu; Logout asks, YES logs out', async ({ page, sim }) => {
    await loggedIn(page, sim, '/mine');
    await expect(page.getByText(`+91 ${PLAYER.mobile}`).or(page.getByText(`+91${PLAYER.mobile}`)).first()).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    for (const name of ['Dashboard', 'Win History', 'Bid History', 'Rate List']) await expect(menu.getByRole('link', { name })).toBeVisible();
    await page.getByRole('button', { name: /logout/i }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Do you want to continue?')).toBeVisible();
    await dialog.getByRole('button', { name: 'YES' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('user_id') ?? '')).toBe('');
  });

  test('/history/:id: wallet lines, bets, and a bet cancelled with its refund', async ({ page, sim }) => {
    await sim.start();
    await sim.storeLogin();
    const market = await openMarket(sim);
    await page.goto(`/crossing/${market.id}`);
    await page.getByLabel('Digit').fill('5');
    await page.getByLabel('Amount').fill('7');
    await page.getByRole('button', { name: 'Add Bet' }).click();
    await play(page);
    const before = await sim.balance(PLAYER.id);
    await page.goto('/history/all');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/all history/i);
    await page.goto('/history/market');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/market history/i);
    await expect(page.getByLabel('Number 55').first()).toBeVisible();
    await page.getByRole('button', { name: /^Cancel bet .* 55 on / }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
    await expect(page.getByRole('button', { name: /^Cancel bet .* 55 on / })).toHaveCount(0);
    await expect.poll(() => sim.balance(PLAYER.id)).toBe(before + 7);
    await page.goto('/history/marketcancel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/marketcancel history/i);
  });

  test('/gamechart/:id: the RESULT CHART table and its pager', async ({ page, sim }) => {
    await sim.start();
    await sim.storeLogin();
    const market = await openMarket(sim);
    await page.goto(`/gamechart/${market.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${market.name} RESULT CHART$`, 'i'));
    const chart = page.getByRole('region', { name: 'Result chart' });
    await expect(chart.getByRole('columnheader', { name: 'Date' })).toBeVisible();
    await expect(chart.getByRole('columnheader', { name: 'Number' })).toBeVisible();
    await expect(page.getByText(/^1-10 of \d+$/)).toBeVisible();
  });

  test('/ratelist: Jodi and Harf rates from the server', async ({ page, sim }) => {
    await loggedIn(page, sim, '/ratelist');
    const rates = page.getByRole('table', { name: 'Rates' });
    await expect(rates.getByRole('row', { name: /Jodi/ })).toContainText(/100 ke \d+/);
    await expect(rates.getByRole('row', { name: /Harf/ })).toContainText(/100 ke \d+/);
  });

  test('/help: the payment note and the support links', async ({ page, sim }) => {
    await loggedIn(page, sim, '/help');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/help/i);
    await expect(page.locator('[lang="hi"]').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /whatsapp/i })).toHaveAttribute('href', /wa\.me\/91\d+|whatsapp/);
    await expect(page.getByRole('link', { name: /telegram/i })).toHaveAttribute('href', /^https:\/\//);
  });

  test('/risk-disclosure: the legal text with its figures, open to anyone', async ({ page, sim }) => {
    await sim.start();
    await page.goto('/risk-disclosure');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/risk/i);
    const main = page.getByRole('main');
    for (const text of ['01:30', '05:30', '72 hours', '18']) await expect(main).toContainText(text);
  });

  test('/login and /register show 18+ and the risk disclosure before there is an account; its Back returns to /login', async ({ page, sim }) => {
    await sim.start();
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      const notice = page.getByRole('note', { name: 'Adults only' });
      await expect(notice).toContainText('18+');
      await expect(notice.getByRole('link', { name: 'Risk disclosure' })).toBeVisible();
    }
    await page.getByRole('note', { name: 'Adults only' }).getByRole('link', { name: 'Risk disclosure' }).click();
    await expect(page).toHaveURL(/\/risk-disclosure$/);
    await expect(page.getByRole('main')).toContainText('18');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('support route (/ri{secret}): support facts; Clear local data logs out', async ({ page, sim }) => {
    await loggedIn(page, sim, '/risupport');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/support/i);
    await expect(page.getByTestId('support-api-mode')).toHaveText(sim.http ? 'HTTP' : 'Simulator (in browser)');
    await expect(page.getByTestId('support-logged-in')).toHaveText('yes');
    if (!sim.http) {
      // a simulator build opens the QA panel over the support screen on this route (src/qa/QaLauncher.tsx)
      await page.getByRole('button', { name: 'Close QA panel' }).click();
      await expect(page.getByRole('dialog', { name: /QA/ })).toHaveCount(0);
    }
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Clear local data' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('an unknown path shows the not-found screen; a protected one sends a visitor to /login', async ({ page, sim }) => {
    await sim.start();
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/mine');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/recharge: the minimum is checked, PAY BY UPI goes to the gateway with a pending payment', async ({ page, sim }) => {
    await loggedIn(page, sim, '/recharge');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/recharge/i);
    await page.getByLabel('Amount', { exact: true }).fill('99');
    await page.getByRole('button', { name: 'PAY BY UPI' }).click();
    await expect(page.getByText('Please enter amount greater than 100')).toBeVisible();
    await page.getByRole('button', { name: '₹500' }).click();
    await page.getByRole('button', { name: 'PAY BY UPI' }).click();
    await expect(page).toHaveURL(/\/__sim\/gateway\/PAY\d+$/);
    const payments = await sim.call<Array<{ userId: string; amount: number; status: string }>>('payments');
    expect(payments.some((p) => p.userId === PLAYER.id && p.amount === 500 && p.status === 'pending')).toBe(true);
  });

  test('/reset-password (alternate recharge): a quick amount opens the gateway in a new tab with user and am', async ({ page, sim }) => {
    await loggedIn(page, sim, '/reset-password');
    await page.getByRole('button', { name: '₹5,000' }).click();
    const [tab] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'PAY NOW' }).click()]);
    await tab.waitForURL(/upi\/pay\.php\?/);
    const url = new URL(tab.url());
    expect(url.searchParams.get('user')).toBe(PLAYER.mobile);
    expect(url.searchParams.get('am')).toBe('5000');
    await tab.close();
  });

  test('/withdrawal: inside the hours a Bank withdrawal is sent, the wallet debited and the request pending', async ({ page, sim }) => {
    await loggedIn(page, sim, '/withdrawal');
    const start = await sim.balance(PLAYER.id);
    await page.getByRole('radio', { name: 'Bank' }).check({ force: true });
    await expect(page.getByLabel('Account number')).not.toHaveValue('');
    await page.getByRole('button', { name: 'WITHDRAW' }).click();
    await expect(page.getByText('Please enter Amount')).toBeVisible();
    await page.getByLabel('Amount', { exact: true }).fill('1000');
    await page.getByRole('button', { name: 'WITHDRAW' }).click();
    await expect(page).toHaveURL(/\/mine$/);
    expect(await sim.balance(PLAYER.id)).toBe(start - 1000);
    const pending = await sim.call<Array<{ userId: string; amount: number }>>(`withdrawals?status=pending&user=${PLAYER.id}`);
    expect(pending.some((w) => w.amount === 1000)).toBe(true);
  });

  test('/p2p: empty fields are refused; a transfer moves the money between both wallets', async ({ page, sim }) => {
    await loggedIn(page, sim, '/p2p');
    const [a, b] = [await sim.balance(PLAYER.id), await sim.balance(OTHER_PLAYER.id)];
    await page.getByRole('button', { name: 'TRANSFER' }).click();
    await expect(page.getByText('Please fill all required fields.')).toBeVisible();
    await page.getByLabel('Amount', { exact: true }).fill('250');
    await page.getByLabel("Friend's mobile number").fill(OTHER_PLAYER.mobile);
    await page.getByRole('button', { name: 'TRANSFER' }).click();
    await expect(page.getByText('Amount transfer request successfully sent.')).toBeVisible();
    expect([await sim.balance(PLAYER.id), await sim.balance(OTHER_PLAYER.id)]).toEqual([a - 250, b + 250]);
  });

  test('/bank-card and /add-bank-card: + Add bank detail, OTP to the logged-in mobile, Submit, then the card', async ({ page, sim }) => {
    await sim.start();
    await sim.storeLogin(OTHER_PLAYER);
    await page.goto('/bank-card');
    await fillAddBankCard(page, OTHER_PLAYER.mobile, () => sim.otp(OTHER_PLAYER.mobile));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Bank card add successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/mine$/);
    await page.goto('/bank-card');
    await expect(page.getByRole('heading', { name: BANK_CARD.bankname })).toBeVisible();
    await page.getByRole('button', { name: 'Info' }).click();
    await expect(page.getByText('Any changes in detail, Please contact admin')).toBeVisible();
  });

  test('/promotion: figures, the own code, Copy Link, Level 1/2/3 tabs with masked phones', async ({ page, sim, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loggedIn(page, sim, '/promotion');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/promotion/i);
    await expect(page.getByText(PLAYER.mobile).first()).toBeVisible();
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByText('Refferal link copied successfully')).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Level 1 \(\d+\)$/ })).toBeVisible();
    await page.getByRole('tab', { name: /^Level 2/ }).click();
    await expect(page.getByRole('tab', { name: /^Level 2/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: /^Level 1/ }).click();
    await expect(page.getByRole('row').filter({ hasText: /^\d98\*{6}\d\d/ }).first()).toBeVisible();
  });

  test('/chat and /chat/:id: groups listed, Join Group, then a message sent in the room', async ({ page, sim }) => {
    await loggedIn(page, sim, '/chat');
    await expect(page.getByRole('list', { name: 'Groups' }).getByRole('link').first()).toBeVisible();
    await page.getByRole('button', { name: 'Join group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join Group' });
    await dialog.getByLabel('Group ID').fill(' 5 ');
    await dialog.getByRole('button', { name: 'Join' }).click();
    await expect(page).toHaveURL(/\/chat\/5$/);
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello from the route check');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Hello from the route check');
  });
});
