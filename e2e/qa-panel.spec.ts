/**
 * The QA panel in the demo build (in-browser simulator) at 360×740: each action, and its effect on the player
 * screens. Screenshots of every section: e2e/screenshots/qa-*.png.
 */
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MSG } from '../domain/messages';
import { shot, simulatorReady } from './helpers';
import { latestOtp, simBalance, simCall } from './sim';

const MOBILE = '9876543210';
const run = promisify(execFile);

async function login(page: Page): Promise<string> {
  await page.goto('/login?sim-reset');
  await simulatorReady(page);
  await simCall(page, 'reset', { scenario: 'manual-results', seed: 7, now: '2026-11-22 12:00', frozen: true });
  await page.evaluate(() => sessionStorage.clear());
  await page.getByLabel('Mobile number').fill(MOBILE);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill(await latestOtp(page, MOBILE));
  await page.getByRole('button', { name: 'Verify OTP & Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const notice = page.getByRole('dialog', { name: 'Notice' });
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
  return page.evaluate(() => localStorage.getItem('user_id') ?? '');
}

const panel = (page: Page) => page.getByRole('dialog', { name: /QA panel/ });

async function openPanel(page: Page, section?: string): Promise<Locator> {
  const fab = page.getByRole('button', { name: 'Open QA panel' });
  await expect(fab).toBeVisible();
  if ((await fab.getAttribute('aria-expanded')) !== 'true') await fab.click();
  const p = panel(page);
  await expect(p).toBeVisible();
  if (section) {
    await p.getByRole('tab', { name: new RegExp(section) }).click();
    await expect(p.getByRole('tab', { name: new RegExp(section) })).toHaveAttribute('aria-selected', 'true');
  }
  return p;
}

async function closePanel(page: Page) {
  await panel(page).getByRole('button', { name: 'Close QA panel' }).click();
  await expect(panel(page)).toHaveCount(0);
}

/** The first market with PLAY on the dashboard: its game id and card. */
async function firstPlayable(page: Page): Promise<{ id: string; card: Locator }> {
  const play = page.getByRole('link', { name: 'PLAY', exact: true }).first();
  const href = (await play.getAttribute('href')) ?? '';
  const id = decodeURIComponent(href.split('/').pop() ?? '');
  const name = (await page.getByRole('article').filter({ has: page.locator(`a[href="${href}"]`) }).getAttribute('aria-labelledby')) ?? '';
  const title = (await page.locator(`[id="${name}"]`).textContent())?.trim() ?? '';
  return { id, card: page.getByRole('article', { name: title, exact: true }) };
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * What the QA button lies over at the top of the screen: every visible control (link, button, field) whose box meets
 * the button's, and which is not drawn above it (a toast is: it takes the tap).
 */
async function controlsUnderQaButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const open = document.querySelector('.qa-open');
    if (!open) return ['no QA button'];
    const a = open.getBoundingClientRect();
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])')) {
      if (el === open) continue;
      const b = el.getBoundingClientRect();
      if (b.width === 0 || b.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (!(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)) continue;
      const x = Math.max(a.left, b.left) + 1;
      const y = Math.max(a.top, b.top) + 1;
      const top = document.elementFromPoint(x, y);
      if (top && el.contains(top)) continue; // drawn above the button: the control takes the tap
      out.push(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return out;
  });
}

test('the QA button is the simulator marker: a 44 px target over the header title that covers no control on any screen', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page);
  const { id } = await firstPlayable(page);
  const button = page.getByRole('button', { name: 'Open QA panel' });
  const box = await button.boundingBox();
  expect(box && box.height >= 44 && box.width >= 44 && box.y === 0).toBe(true);
  const marker = await page.getByTestId('sim-marker').boundingBox();
  expect(box && marker && overlaps(box, marker)).toBe(true);
  for (const path of ['/dashboard', `/play/${encodeURIComponent(id)}`, `/crossing/${encodeURIComponent(id)}`, '/withdrawal', '/p2p', '/recharge', '/add-bank-card', '/mine', '/history/all', '/chat', '/promotion']) {
    await page.goto(path);
    await expect(page.locator('.app-header, .auth-screen').first()).toBeVisible();
    await expect(button).toBeVisible();
    await page.waitForTimeout(300); // the screen's data in
    expect({ path, under: await controlsUnderQaButton(page) }).toEqual({ path, under: [] });
    if (path === '/withdrawal') await shot(page, 'qa-closed-withdrawal');
  }
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  await expect(button).toBeVisible();
  expect(await controlsUnderQaButton(page)).toEqual([]);
  await shot(page, 'qa-closed-login');
});

test('clock: jump past a close turns PLAY into TIME OUT at once and the countdowns reach 00:00:00', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page);
  const { id, card } = await firstPlayable(page);
  await shot(page, 'qa-closed-dashboard');

  const p = await openPanel(page, 'Clock');
  await expect(p.getByTestId('qa-clock-now')).toHaveText('Sun 22 Nov 2026, 12:00:00');
  await p.getByLabel('Market').selectOption(id);
  await shot(page, 'qa-clock');
  await p.getByRole('button', { name: /^Jump to close/ }).click();
  await expect(p.getByRole('status')).toContainText('closes now');
  await p.getByRole('button', { name: '+1 min: advance the clock 1 minute' }).click();
  await expect(p.getByRole('status')).toContainText('Clock frozen at');
  await closePanel(page);
  // no reload: the market list refetched after the move
  await expect(card.getByText('TIME OUT')).toBeVisible();
  await expect(card.getByRole('link', { name: 'PLAY', exact: true })).toHaveCount(0);
  await shot(page, 'qa-after-close-dashboard');

  await page.goto(`/play/${encodeURIComponent(id)}`);
  await expect(page.getByRole('timer', { name: 'Game Last Time' })).toHaveText(/00:00:00/);
  const result = page.getByRole('timer', { name: 'Moti Jodi Last Time' });
  await expect(result).not.toHaveText(/00:00:00/);
  const again = await openPanel(page, 'Clock');
  await again.getByLabel('Market').selectOption(id);
  await again.getByRole('button', { name: /^Jump to result/ }).click();
  await expect(again.getByRole('status')).toContainText(`result time`);
  await closePanel(page);
  await expect(result).toHaveText(/00:00:00/, { timeout: 1500 }); // at once, not at the next poll
  await shot(page, 'qa-after-close-countdowns');
});

test('admin: declare a result and the win shows in the wallet and /history/win; approve a withdrawal; post as admin', async ({ page }) => {
  test.setTimeout(120_000);
  const uid = await login(page);
  const { id } = await firstPlayable(page);
  const start = await simBalance(page, uid);
  // a Jodi bet on 42 through the player's screen
  await page.goto(`/play/${encodeURIComponent(id)}`);
  await page.getByLabel('Jodi 42').fill('10');
  await page.getByRole('button', { name: 'PLAY', exact: true }).click();
  await expect(page).toHaveURL(/\/receipt$/, { timeout: 10_000 });
  await page.goto('/dashboard');
  await simulatorReady(page);
  await expect(page.getByText(rupees(start - 10)).first()).toBeVisible();

  const p = await openPanel(page, 'Admin');
  await p.getByLabel('Market').first().selectOption(id);
  await p.getByLabel('Result number (00–99)').fill('42');
  await shot(page, 'qa-admin');
  await p.getByRole('button', { name: 'Declare result' }).click();
  await expect(p.getByRole('status').last()).toContainText('result 42 declared');
  expect(await simBalance(page, uid)).toBe(start - 10 + 980);
  await closePanel(page);
  await expect(page.getByText(rupees(start - 10 + 980)).first()).toBeVisible(); // the wallet followed without a reload
  await page.goto('/history/win');
  await expect(page.getByText(/earned/).first()).toBeVisible();
  await expect(page.getByText('+980').or(page.getByText('+ 980')).or(page.getByText('+₹980')).first()).toBeVisible();
  await shot(page, 'qa-history-win');

  // a withdrawal request through the wire call the withdrawal screen makes, approved in the panel
  await page.goto('/dashboard');
  await simulatorReady(page);
  const before = await simBalance(page, uid);
  const asked = await page.evaluate(async (user) => {
    const f = new FormData();
    for (const [k, v] of Object.entries({ app_id: 'sim-app', app_key: 'sim-key', user_id: user, amount: '500', number: '', type: 'Bank', bank_ac_no: '123456789012', ifsc_code: 'SBIN0000123', ac_holder_name: 'Test Player', bank_name: 'SBI' })) f.append(k, v);
    return (await fetch('/Webservices/withdraw_money', { method: 'POST', body: f })).json();
  }, uid);
  expect(JSON.stringify(asked)).not.toMatch(/closed/i);
  expect(await simBalance(page, uid)).toBe(before - 500);
  const wd = await simCall<Array<{ id: string; amount: number; status: string }>>(page, `withdrawals?status=pending&user=${uid}`);
  const mine = wd.find((w) => w.amount === 500);
  expect(mine).toBeTruthy();
  const admin = await openPanel(page, 'Admin');
  await admin.getByText('Withdrawals', { exact: true }).click();
  await admin.getByRole('button', { name: `Approve withdrawal ${mine?.id} of ₹500` }).click();
  await expect(admin.getByRole('status').last()).toContainText(`Withdrawal ${mine?.id} approved`);
  const after = await simCall<Array<{ id: string; status: string }>>(page, `withdrawals?user=${uid}`);
  expect(after.find((w) => w.id === mine?.id)?.status).toBe('approved');
  expect(await simBalance(page, uid)).toBe(before - 500); // paid out: the debit stays, nothing credited back

  // post as the group admin while the player has the group's chat room open: the message arrives within 2 s
  const groups = await simCall<Array<{ id: string; name: string; members: Array<{ id: string }> }>>(page, 'groups');
  const group = groups.find((g) => g.members.some((m) => m.id === uid)) ?? groups[0];
  await closePanel(page);
  await page.goto(`/chat/${encodeURIComponent(group?.id ?? '')}`);
  await simulatorReady(page);
  await expect(page.getByRole('heading', { name: group?.name ?? '' })).toBeVisible();
  const room = await openPanel(page, 'Admin');
  await room.getByText('Chat groups', { exact: true }).click();
  await room.getByLabel('Group', { exact: true }).selectOption(group?.id ?? '');
  await room.getByLabel('Message from the group admin').fill('Gali result at 11:30 pm sharp');
  await room.getByRole('button', { name: 'Post as admin' }).click();
  await expect(room.getByRole('status').last()).toContainText(`Posted in ${group?.name}`);
  await expect(page.getByText('Gali result at 11:30 pm sharp').first()).toBeVisible({ timeout: 2_000 });
  const flag = room.getByRole('switch', { name: 'Members may post' });
  const was = await flag.isChecked();
  await flag.click();
  await expect(flag).toBeChecked({ checked: !was });
  await shot(page, 'qa-admin-groups');
});

test('faults: a 5xx on game_bet shows the failure, leaves the wallet alone, lights the marker and is in the journal', async ({ page }) => {
  test.setTimeout(90_000);
  const uid = await login(page);
  const { id } = await firstPlayable(page);
  const p = await openPanel(page, 'Faults');
  await p.getByLabel("Call ('*' = every call)").fill('game_bet');
  await p.getByLabel('Kind').selectOption('status');
  await p.getByLabel('HTTP status (400–599)').fill('500');
  await p.getByRole('button', { name: 'Add fault' }).click();
  await expect(p.getByRole('list', { name: 'Active faults' }).getByText('game_bet: HTTP 500')).toBeVisible();
  await shot(page, 'qa-faults');
  await closePanel(page);
  const marker = page.getByTestId('sim-marker');
  await expect(marker).toHaveText('simulator · 1 fault');
  await expect(marker).toHaveAccessibleName(/1 fault injected: game_bet: HTTP 500/);

  const start = await simBalance(page, uid);
  await page.goto(`/play/${encodeURIComponent(id)}`);
  await simulatorReady(page);
  await expect(page.getByTestId('sim-marker')).toHaveText('simulator · 1 fault'); // after a reload too
  await page.getByLabel('Jodi 07').fill('10');
  const alert = page.waitForEvent('dialog');
  await page.getByRole('button', { name: 'PLAY', exact: true }).click();
  const dialog = await alert;
  const message = dialog.message();
  await dialog.accept();
  expect(message).toBe(MSG.betNotPlaced);
  await expect(page.getByRole('button', { name: 'PLAY', exact: true })).toBeEnabled();
  await shot(page, 'qa-fault-bet');
  expect(await simBalance(page, uid)).toBe(start);

  const j = await openPanel(page, 'Journal');
  await j.getByLabel('Filter by path').fill('game_bet');
  const row = j.getByRole('list', { name: 'Latest calls, newest first' }).getByRole('button').first();
  await expect(row).toHaveAccessibleName(/game_bet, 500/);
  await shot(page, 'qa-journal');
  await row.click();
  await expect(j.getByRole('heading', { name: 'POST /Webservices/game_bet' })).toBeVisible();
  await expect(j.getByLabel('Fields sent')).toContainText('bet_numbers');
  await shot(page, 'qa-journal-exchange');
  await j.getByRole('tab', { name: /Faults/ }).click();
  await j.getByRole('button', { name: 'Clear all faults' }).click();
  await expect(j.getByText('None: every call is answered normally.')).toBeVisible();
  await closePanel(page);
  await expect(page.getByTestId('sim-marker')).toHaveText('simulator');
});

test('session, SMS, snapshot: scenario shown, OTP copied, world downloaded and uploaded, session replayed by npm run sim:replay', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const uid = await login(page);

  // the secret route opens the panel; it survives a reload on the section it was on
  await page.goto('/risupport');
  const p = await openPanel(page, 'Session');
  await expect(p.getByLabel('Current world')).toContainText('manual-results');
  await expect(p.getByTestId('qa-seed')).toHaveText('7');
  await shot(page, 'qa-session');
  await page.reload();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('tab', { name: /Session/ })).toHaveAttribute('aria-selected', 'true');

  const sms = await openPanel(page, 'SMS');
  const code = await latestOtp(page, MOBILE);
  const first = sms.getByRole('list', { name: 'OTPs, newest first' }).getByRole('button').first();
  await expect(first).toHaveAccessibleName(`Copy OTP ${code} sent to ${MOBILE} for login`);
  await first.click();
  await expect(sms.getByRole('status')).toHaveText(`Copied ${code} (${MOBILE})`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await shot(page, 'qa-sms');

  const save = await openPanel(page, 'Save');
  await shot(page, 'qa-snapshot');
  mkdirSync('test-results', { recursive: true });
  const worldDl = page.waitForEvent('download');
  await save.getByRole('button', { name: 'Download world' }).click();
  const worldFile = 'test-results/qa-world.json';
  await (await worldDl).saveAs(worldFile);
  const before = await simBalance(page, uid);
  await simCall(page, `users/${uid}/adjust`, { amount: 321 });
  expect(await simBalance(page, uid)).toBe(before + 321);
  await save.getByLabel('Upload a saved world (JSON)').setInputFiles(worldFile);
  await expect(save.getByRole('status')).toHaveText('World loaded from qa-world.json');
  expect(await simBalance(page, uid)).toBe(before);

  // a few recorded calls after the load, then the export, replayed outside the browser
  await simCall(page, `users/${uid}/adjust`, { amount: 50 });
  await closePanel(page);
  await page.goto('/dashboard');
  await expect(page.getByText(rupees(before + 50)).first()).toBeVisible();
  const again = await openPanel(page, 'Save');
  const sessionDl = page.waitForEvent('download');
  await again.getByRole('button', { name: 'Export session' }).click();
  const sessionFile = 'test-results/qa-session.json';
  await (await sessionDl).saveAs(sessionFile);
  await expect(again.getByRole('status')).toContainText(/Session saved as sim-session-.*\.json \(\d+ calls\)/);
  const { stdout } = await run('npm', ['run', '--silent', 'sim:replay', '--', sessionFile], { timeout: 60_000 });
  expect(stdout).toMatch(/calls replayed, every reply the same/);
});
