/**
 * Every route of spec §2 (and the risk-disclosure and support routes), its content and its main action, in Chromium at
 * 360×740 — on both projects: the demo build (in-browser simulator) and the production build over real HTTP to
 * `npm run sim` (e2e/helpers-transport.ts gives each test its own world either way).
 */
import type { Page } from '@playwright/test';
import { collectErrors, expect, loginThroughScreen, PLAYER, test, type SimControl } from './helpers-transport';

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

  test('support route (/ri{secret}): support facts; Clear local data logs out', async ({ page, sim }) => {
    await loggedIn(page, sim, '/risupport');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/support/i);
    await expect(page.getByTestId('support-api-mode')).toHaveText(sim.http ? 'HTTP' : 'Simulator (in browser)');
    await expect(page.getByTestId('support-logged-in')).toHaveText('yes');
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

  /**
   * The routes whose screens other changes build (wallet, promotion, chat): the heading is checked today.
   * TODO(lead, after merging those screens): add each one's main action here —
   *   /recharge: PAY BY UPI with a quick amount → the gateway url;   /reset-password: a quick amount → gateway tab;
   *   /withdrawal: a withdrawal inside the window → pending in GET /__sim/withdrawals, wallet debited;
   *   /p2p: a transfer to 9876543211 → 'Amount transfer request successfully sent.';
   *   /bank-card: the saved card (9876543210 has one) and the info icon text;
   *   /add-bank-card: OTP to the logged-in mobile, Submit → 'Bank card add successfully!' → /mine;
   *   /promotion: code, Copy Link → 'Refferal link copied successfully', Level 1/2/3 tabs;
   *   /chat: groups listed, Join Group dialog;   /chat/:id: send a message → it shows (status sent).
   */
  const PENDING_SCREENS: Array<{ path: string; heading: RegExp }> = [
    { path: '/recharge', heading: /recharge/i },
    { path: '/reset-password', heading: /recharge/i },
    { path: '/withdrawal', heading: /withdraw/i },
    { path: '/p2p', heading: /p2p|transfer/i },
    { path: '/bank-card', heading: /bank/i },
    { path: '/add-bank-card', heading: /bank/i },
    { path: '/promotion', heading: /promotion/i },
    { path: '/chat', heading: /chat/i },
    { path: '/chat/1', heading: /./ },
  ];
  for (const s of PENDING_SCREENS) {
    test(`${s.path}: heading (main action after merge)`, async ({ page, sim }) => {
      await loggedIn(page, sim, s.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(s.heading);
    });
  }
});
