/**
 * Social screens in Chromium at 360×740 on the demo build (in-browser simulator): join a chat group and exchange
 * messages with the simulated admin (control API posts as the admin); see a referral's turnover reward in Promotion
 * after that referral bets. Screenshots: /chat, the Join Group dialog, /chat/:id, /promotion.
 */
import { expect, test, type Page } from '@playwright/test';
import { SIM_DEFAULT_CREDENTIALS } from '../domain/simControl';
import { shot, simulatorReady } from './helpers';
import { latestOtp, simCall } from './sim';

const P1 = '9876543210';
const P2 = '9876543211';

async function login(page: Page, mobile = P1): Promise<string> {
  await page.goto('/login?sim-reset');
  await simulatorReady(page);
  await simCall(page, 'reset', { scenario: 'default', seed: 7, now: '2026-11-22 12:00', frozen: true });
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill(await latestOtp(page, mobile));
  await page.getByRole('button', { name: 'Verify OTP & Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const notice = page.getByRole('dialog', { name: 'Notice' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Close' }).click();
  return page.evaluate(() => localStorage.getItem('user_id') ?? '');
}

/** Closes the toasts (they cover the header in screenshots). */
async function clearToasts(page: Page) {
  const close = page.locator('.toast-close');
  while ((await close.count()) > 0) await close.first().click();
}

/** A control call with any method (simCall only GETs and POSTs). */
async function simRequest(page: Page, method: string, path: string, body: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => (await fetch(`/__sim/${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json(),
    { method, path, body },
  );
}

test('join a chat group and exchange messages with the admin', async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await login(page);

  // the Chat tab → the list: pinned first, badges, unread count
  await page.getByRole('link', { name: /Chat/ }).first().click();
  await expect(page).toHaveURL(/\/chat$/);
  const groups = page.getByRole('list', { name: 'Groups' });
  await expect(groups.getByRole('link')).toHaveCount(3);
  await expect(groups.getByRole('link').first()).toHaveAccessibleName(/^Payment Notices ?, pinned/);
  await expect(groups.getByRole('link', { name: /^Matka Updates ?, verified, 2 unread/ })).toBeVisible();
  await clearToasts(page);
  await shot(page, 'chat-list');

  // Join Group: an unknown id is alerted with the server's message, then group 5 is joined and opens
  await page.getByRole('button', { name: 'Join group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Group' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Join' })).toBeDisabled();
  await dialog.getByLabel('Group ID').fill('77');
  await clearToasts(page);
  await shot(page, 'chat-join-dialog');
  await dialog.getByRole('button', { name: 'Join' }).click();
  await expect.poll(() => dialogs).toEqual(['Group not found']);
  await dialog.getByLabel('Group ID').fill(' 5 ');
  await dialog.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/chat\/5$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New Players Help' })).toBeVisible();
  await expect(page.getByText('1 member', { exact: true })).toBeVisible();
  await expect(page.getByText('No messages yet.')).toBeVisible();
  await expect(page.locator('.tabbar')).toHaveCount(0);

  // the admin writes; the poll brings it within a second or two
  await simCall(page, 'groups/5/post', { text: 'Welcome! Ask anything about the markets.' });
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('Welcome! Ask anything about the markets.')).toBeVisible({ timeout: 5000 });
  await expect(messages.locator('.chat-theirs .chat-bubble-user')).toHaveText('Help Desk');

  // the player answers: shown at once (one tick), then stored (two ticks), then read once the admin has seen it
  await page.getByRole('textbox', { name: 'Message' }).fill('When is the Gali result?');
  await page.getByRole('button', { name: 'Send' }).click();
  const mine = messages.locator('.chat-mine').filter({ hasText: 'When is the Gali result?' });
  await expect(mine).toHaveCount(1);
  await expect(mine.locator('.chat-ticks')).toHaveAttribute('aria-label', /^(Sent|Delivered)$/);
  await expect(mine.locator('.chat-ticks')).toHaveAttribute('aria-label', 'Delivered', { timeout: 5000 });
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await simCall(page, 'groups/5/seen', {});
  await expect(mine.locator('.chat-ticks')).toHaveAttribute('aria-label', 'Read', { timeout: 5000 });

  // the admin's reply with markup stays text
  const markup = '<img src=x onerror="document.title=\'pwned\'"> Gali result at 23:30 <b>sharp</b>';
  await simCall(page, 'groups/5/post', { text: markup });
  await expect(messages.getByText(markup)).toBeVisible({ timeout: 5000 });
  await expect(messages.locator('img')).toHaveCount(0);
  expect(await page.title()).not.toBe('pwned');
  await clearToasts(page);
  await shot(page, 'chat-room');

  // the admin closes the group to members: a send is refused with the server's message, the text kept
  await simRequest(page, 'PATCH', 'groups/5', { messages: false });
  await page.getByRole('textbox', { name: 'Message' }).fill('one more question');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => dialogs).toEqual(['Group not found', 'Only Admin can send messages.']);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('one more question');
  await expect(messages.getByText('one more question')).toHaveCount(0);

  // an admin-only group shows the note instead of the composer
  await page.goto('/chat/1');
  await expect(page.getByRole('heading', { level: 1, name: /Matka Updates/ })).toBeVisible();
  await expect(page.getByText('Only Admin can send messages.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await clearToasts(page);
  await shot(page, 'chat-room-admin-only');

  // back in the list the joined group shows its last message
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('link', { name: /^New Players Help/ })).toContainText('Gali result at 23:30');
  expect(errors).toEqual([]);
});

test("a referral's bet shows as a water reward in Promotion", async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page);
  const playHref = (await page.getByRole('link', { name: 'PLAY', exact: true }).first().getAttribute('href')) ?? '';
  const gameId = playHref.split('/').pop() ?? '';
  expect(gameId).not.toBe('');

  await page.goto('/promotion');
  await expect(page.getByRole('tab', { name: 'Level 1 (3)' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: '98******11' });
  await expect(row).toHaveCount(1);
  const money = (s: string) => Number(s.replace(/[₹,\s]/g, ''));
  const waterBefore = money((await row.getByRole('cell').nth(2).textContent()) ?? '');
  const bonusBefore = money((await page.getByTestId('promotion-bonus').textContent()) ?? '');
  const conBefore = money((await page.getByTestId('promotion-con').textContent()) ?? '');
  await expect(page.getByLabel('My referral link')).toHaveValue(new RegExp(`/register/${P1}$`));

  // the referral (level 1) bets ₹200 through the wire, as their own app would
  const users = await simCall<Array<{ id: string; mobile: string }>>(page, 'users');
  const referral = users.find((u) => u.mobile === P2);
  expect(referral).toBeDefined();
  const reply = await page.evaluate(
    async ({ creds, userId, gameId }) => {
      const fd = new FormData();
      for (const c of creds) fd.append(c.name, c.value);
      fd.append('user_id', userId);
      fd.append('game_id', gameId);
      fd.append('game_type', '1');
      fd.append('bet_numbers', JSON.stringify([{ bet_numbers: '3', bet_money: 200, type: 2 }]));
      fd.append('grand_total', '200');
      return (await fetch('/Webservices/game_bet', { method: 'POST', body: fd })).json();
    },
    { creds: SIM_DEFAULT_CREDENTIALS, userId: referral!.id, gameId },
  );
  expect(reply).toMatchObject({ status: 1 });

  // 5 % of ₹200 for level 1
  await page.goto('/mine');
  await page.goto('/promotion');
  await expect(row.getByRole('cell').nth(2)).toHaveText(`₹${waterBefore + 10}`);
  await expect(page.getByTestId('promotion-bonus')).toHaveText(`₹${(bonusBefore + 10).toLocaleString('en-IN')}`);
  await expect(page.getByTestId('promotion-con')).toHaveText(`₹${(conBefore + 200).toLocaleString('en-IN')}`);
  await clearToasts(page);
  await shot(page, 'promotion');
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Refferal link copied successfully')).toBeVisible();
  await page.getByRole('tab', { name: /^Level 2/ }).click();
  await expect(page.getByRole('row').filter({ hasText: '98******13' })).toHaveCount(1);
  await clearToasts(page);
  await shot(page, 'promotion-level-2');
  expect(errors).toEqual([]);
});
