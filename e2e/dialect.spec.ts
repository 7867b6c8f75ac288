/**
 * The production build against a backend that answers in the PHP dialect (issue 37; every habit of
 * domain/phpHabits.ts on): the player's journey shows the same screens, amounts, times and receipts as on the plain
 * simulator. The same journey runs twice in one test — a plain session, then a php one, each from the same seed and
 * the same frozen instant — and what the player reads at each step is compared field by field.
 */
import type { Locator, Page } from '@playwright/test';
import { collectErrors, expect, loginThroughScreen, OTHER_PLAYER, PLAYER, test, type SimControl } from './helpers-transport';

interface Market {
  id: string;
  name: string;
  phase: string;
}

/** what a region says, whitespace collapsed */
async function read(l: Locator): Promise<string> {
  await expect(l.first()).toBeVisible();
  return (await l.first().innerText()).replace(/\s+/g, ' ').trim();
}

/** every element's text, in order */
async function readAll(l: Locator): Promise<string[]> {
  return (await l.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}

async function play(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'PLAY', exact: true }).click();
  await expect(page).toHaveURL(/\/receipt$/);
  return read(page.getByTestId('receipt'));
}

/** The journey, returning what the player read at each step. */
async function journey(page: Page, sim: SimControl, dialect: string): Promise<Record<string, unknown>> {
  const seen: Record<string, unknown> = {};
  await sim.start({ dialect });
  // the session really answers in the dialect asked for (a comparison of two plain sessions would prove nothing)
  expect((await sim.call<{ dialect: string }>('dialect')).dialect).toBe(dialect);
  const markets = await sim.call<Market[]>('markets');
  const open = markets.find((m) => m.phase === 'open');
  if (!open) throw new Error('no open market');

  // the first journey's login is not the second's
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await loginThroughScreen(page, sim, PLAYER.mobile);
  const notice = page.getByRole('dialog', { name: 'Notice' });
  seen.notice = await read(notice);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('link', { name: 'PLAY', exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('wallet').first()).toHaveText(/₹\d/);
  seen.wallet = await read(page.getByTestId('wallet'));
  seen.markets = await readAll(page.locator('article.market-card'));

  await page.goto(`/play/${open.id}`);
  await expect(page.getByRole('timer', { name: 'Game Last Time' })).toBeVisible();
  // the market's name, not the screen's title shown until the market list is in
  await expect(page.locator('header').first()).toContainText(open.name, { ignoreCase: true });
  seen.jodiHeader = await read(page.locator('header').first());
  await page.getByLabel('Jodi 42').fill('10');
  await page.getByLabel('Ander 1').fill('5');
  await page.getByLabel('Bahar 2').fill('5');
  seen.jodiTotal = await read(page.getByTestId('bet-total'));
  seen.jodiReceipt = await play(page);

  await page.goto(`/crossing/${open.id}`);
  await page.getByLabel('Digit').fill('34');
  await page.getByLabel('Amount').fill('5');
  await page.getByRole('button', { name: 'Add Bet' }).click();
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(4);
  seen.crossingReceipt = await play(page);

  await page.goto(`/copypaste/${open.id}`);
  await page.getByLabel('Digit').fill('1234');
  await page.getByLabel('Amount').fill('10');
  await page.getByText('With Palti').click();
  await page.getByRole('button', { name: 'Add Bet' }).click();
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(4);
  seen.copyPasteReceipt = await play(page);

  await page.goto('/history/market');
  await expect(page.getByLabel('Number 33').first()).toBeVisible();
  seen.bids = await readAll(page.locator('ul.history-list > li'));
  await page.getByRole('button', { name: /^Cancel bet .* 33 on / }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
  await expect(page.getByRole('button', { name: /^Cancel bet .* 33 on / })).toHaveCount(0);

  await page.goto('/history/all');
  // the rows, not the five placeholders shown while the history loads (a list with role status)
  const walletLines = page.locator('ul.history-list:not([role="status"]) > li');
  await expect(walletLines.first()).toBeVisible();
  seen.walletLines = await readAll(walletLines);

  await page.goto('/ratelist');
  // the rates as read, or the sentence that says they could not be
  await expect(page.getByRole('main')).toContainText(/100 ke|could not be read/);
  seen.rates = await read(page.getByRole('main'));

  await page.goto('/withdrawal');
  await expect(page.getByTestId('wallet-balance')).toHaveText(/₹\d/);
  seen.withdrawal = await read(page.getByRole('main'));
  await page.getByRole('radio', { name: 'Bank' }).check({ force: true });
  await page.getByLabel('Amount', { exact: true }).fill('1000');
  await page.getByRole('button', { name: 'WITHDRAW' }).click();
  await expect(page).toHaveURL(/\/mine$/);

  await page.goto('/p2p');
  await expect(page.getByTestId('wallet-balance')).toHaveText(/₹\d/);
  seen.p2p = await read(page.getByTestId('wallet-balance'));
  await page.getByLabel('Amount', { exact: true }).fill('100');
  await page.getByLabel("Friend's mobile number").fill(OTHER_PLAYER.mobile);
  await page.getByRole('button', { name: 'TRANSFER' }).click();
  await expect(page.getByText('Amount transfer request successfully sent.')).toBeVisible();

  await page.goto('/chat');
  const groups = page.getByRole('list', { name: 'Groups' });
  await expect(groups.getByRole('link').first()).toBeVisible();
  seen.groups = await readAll(groups.getByRole('link'));
  await groups.getByRole('link').first().click();
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem').first()).toBeVisible();
  seen.messages = await readAll(page.getByRole('list', { name: 'Messages' }).getByRole('listitem'));

  seen.balances = [await sim.balance(PLAYER.id), await sim.balance(OTHER_PLAYER.id)];
  return seen;
}

test.describe('the PHP dialect', () => {
  test('the journey on a PHP-dialect backend reads field by field as on the plain simulator', async ({ page, sim }) => {
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    const plain = await journey(page, sim, 'plain');
    const php = await journey(page, sim, 'php');
    expect(php).toEqual(plain);
    // the plain journey did move money: the comparison is not of two empty pages
    expect(plain.jodiReceipt).toContain('42 = 10 rs');
    for (const k of ['markets', 'bids', 'walletLines', 'groups', 'messages']) expect((plain[k] as string[]).length, k).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
