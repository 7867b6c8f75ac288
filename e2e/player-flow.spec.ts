import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SIM_DEFAULT_CREDENTIALS } from '../domain/simControl';
import { replaySession } from '../mock-server/recordings/replaySession';
import { shot } from './helpers';
import { logInAtNoon, simBalance, simCall } from './sim';

/** Logs in through the real screens on the frozen noon (e2e/sim.ts), with a picture of the OTP step. */
const login = (page: Page): Promise<string> => logInAtNoon(page, () => shot(page, 'login-otp'));

async function playAndSeeReceipt(page: Page, kind: string, lines: string[]) {
  await page.getByRole('button', { name: 'PLAY', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeVisible();
  await expect(page).toHaveURL(/\/receipt$/, { timeout: 10_000 });
  await expect(page.getByText(kind, { exact: true })).toBeVisible();
  const played = page.getByRole('list', { name: 'Played numbers' });
  for (const l of lines) await expect(played.getByText(l, { exact: true })).toBeVisible();
}

test('a player logs in, bets Jodi, Crossing and Copy Paste, cancels one, and is paid on a declared result', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const userId = await login(page);
  expect(userId).not.toBe('');
  // the day's notice shows once; closing it keeps it closed for today
  const notice = page.getByRole('dialog', { name: 'Notice' });
  await expect(notice).toBeVisible();
  await shot(page, 'dashboard-notice');
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'PLAY', exact: true }).first()).toBeVisible();
  await shot(page, 'dashboard');
  const start = await simBalance(page, userId);

  // JODI: grid + Ander + Bahar
  const playHref = (await page.getByRole('link', { name: 'PLAY', exact: true }).first().getAttribute('href')) ?? '';
  const gameId = playHref.split('/').pop() ?? '';
  await page.getByRole('link', { name: 'PLAY', exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/play/${gameId}$`));
  await page.getByLabel('Jodi 07').fill('10');
  await page.getByLabel('Ander 0').fill('5');
  await page.getByLabel('Bahar 9').fill('5');
  await shot(page, 'jodi');
  await playAndSeeReceipt(page, 'Jodi', ['07 = 10 rs', 'A0 = 5 rs', 'B9 = 5 rs']);
  await shot(page, 'receipt-jodi');
  expect(await simBalance(page, userId)).toBe(start - 20);

  // CROSSING: 2 digits → 4 lines
  await page.goto(`/crossing/${gameId}`);
  await page.getByLabel('Digit').fill('18');
  await page.getByLabel('Amount').fill('5');
  await page.getByRole('button', { name: 'Add Bet' }).click();
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(4);
  await shot(page, 'crossing');
  await playAndSeeReceipt(page, 'Crossing', ['11 = 5 rs', '18 = 5 rs', '81 = 5 rs', '88 = 5 rs']);
  expect(await simBalance(page, userId)).toBe(start - 40);

  // COPY PASTE: With Palti, plus a pasted chat text
  await page.goto(`/copypaste/${gameId}`);
  await page.getByLabel('Digit').fill('1234');
  await page.getByLabel('Amount').fill('10');
  await page.getByText('With Palti').click();
  await page.getByRole('button', { name: 'Add Bet' }).click();
  await page.getByRole('button', { name: 'Paste chat text' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('[10:32 pm, 21/11/2026] Ravi: 56 78 x 10');
  await shot(page, 'copypaste-chat');
  await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(6);
  await shot(page, 'copypaste');
  await playAndSeeReceipt(page, 'Copy Paste', ['12 = 10 rs', '21 = 10 rs', '34 = 10 rs', '43 = 10 rs', '56 = 10 rs', '78 = 10 rs']);
  expect(await simBalance(page, userId)).toBe(start - 100);

  // Bid history shows the bets; cancel the crossing bet on 88 and see the refund
  await page.goto('/history/market');
  await expect(page.getByLabel('Number 56').first()).toBeVisible();
  await shot(page, 'history-market');
  await page.getByRole('button', { name: /^Cancel bet .* 88 on / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
  await expect(page.getByRole('button', { name: /^Cancel bet .* 88 on / })).toHaveCount(0);
  expect(await simBalance(page, userId)).toBe(start - 95);

  // Declare 07 through the control API: Jodi 07 wins 10 × 9800 / 100, Ander 0 wins 5 × 980 / 100
  const declared = await simCall<{ ok: boolean }>(page, `markets/${gameId}/result`, { number: '07' });
  expect(declared.ok).toBe(true);
  expect(await simBalance(page, userId)).toBe(start - 95 + 980 + 49);
  await page.goto('/history/win');
  await expect(page.getByText(/earned/).first()).toBeVisible();
  await expect(page.getByText('+980').or(page.getByText('+ 980')).or(page.getByText('+₹980')).first()).toBeVisible();
  await shot(page, 'history-win');
  await page.goto('/dashboard');
  await expect(page.getByText(new RegExp(`₹${(start - 95 + 980 + 49).toLocaleString('en-IN')}`)).first()).toBeVisible();
  expect(errors).toEqual([]);

  // the whole session exports as one replayable file (npm run sim:replay); E2E_SAVE_SESSION=file keeps a copy
  const session = await simCall<{ format: string; calls: unknown[] }>(page, 'session');
  expect(session.format).toBe('matka-sim-session');
  expect(session.calls.length).toBeGreaterThan(20);
  // and it replays, call for call, outside the browser: the recording survived every reload of the page
  expect(await replaySession(session, SIM_DEFAULT_CREDENTIALS.slice())).toEqual({ ok: true, calls: session.calls.length });
  if (process.env.E2E_SAVE_SESSION) writeFileSync(process.env.E2E_SAVE_SESSION, `${JSON.stringify(session, null, 1)}\n`);
});
