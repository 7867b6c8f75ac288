/**
 * The wallet screens in Chromium at 360×740 against the demo build's in-browser simulator: recharge through the
 * simulated gateway (and the alternate gateway in a new tab), withdrawal inside and outside its hours with the admin's
 * approve / reject, P2P between two players, adding a bank card with the OTP from the simulator's inbox.
 * The wallet is checked exactly, in the simulator's ledger and on screen, at each step.
 */
import { expect, test, type Page } from '@playwright/test';
import { BANK_CARD, fillAddBankCard, shot, simulatorReady } from './helpers';
import { latestOtp, simBalance, simCall } from './sim';

const P1 = '9876543210';
const P2 = '9876543211';
/** Noon IST, frozen: inside the withdrawal hours (09:00–21:00). */
const NOON = '2026-11-22 12:00';

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** A fresh world, then a login through the real screens with the OTP from the simulator's inbox. */
async function freshLogin(page: Page, mobile: string): Promise<string> {
  await page.goto('/login?sim-reset');
  await simulatorReady(page);
  await simCall(page, 'reset', { seed: 7, now: NOON, frozen: true });
  return login(page, mobile);
}

async function login(page: Page, mobile: string): Promise<string> {
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill(await latestOtp(page, mobile));
  await page.getByRole('button', { name: 'Verify OTP & Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page.evaluate(() => localStorage.getItem('user_id') ?? '');
}

/** Another player in the same world: the stored session is replaced (what a logout and login leave behind). */
async function switchTo(page: Page, mobile: string): Promise<string> {
  const users = await simCall<Array<{ id: string; mobile: string }>>(page, 'users');
  const id = users.find((u) => u.mobile === mobile)?.id ?? '';
  await page.evaluate(({ id, mobile }) => {
    localStorage.setItem('user_id', id);
    localStorage.setItem('mobile', mobile);
  }, { id, mobile });
  return id;
}

/** The ledger's balance, once the page's simulator is up (after a navigation). */
async function ledger(page: Page, userId: string): Promise<number> {
  await page.waitForFunction(() => '__sim' in window);
  return simBalance(page, userId);
}

async function expectBalance(page: Page, userId: string, amount: number) {
  expect(await ledger(page, userId)).toBe(amount);
  await expect(page.getByTestId('wallet-balance')).toHaveText(rupees(amount));
}

test('recharge through the simulated gateway: approved raises the wallet, failed leaves it', async ({ page }) => {
  const id = await freshLogin(page, P1);
  const start = await ledger(page, id);
  await expect(page.getByRole('link', { name: /ADD FUND/ })).toHaveAttribute('href', '/recharge');
  await page.goto('/recharge');
  await expectBalance(page, id, start);
  await page.getByRole('button', { name: '₹500' }).click();
  await shot(page, 'wallet-recharge');

  await page.getByRole('button', { name: 'PAY BY UPI' }).click();
  await expect(page).toHaveURL(/\/__sim\/gateway\/PAY\d+$/);
  await expect(page.getByText('₹500')).toBeVisible();
  await shot(page, 'wallet-gateway');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('wallet')).toHaveText(rupees(start + 500));
  expect(await ledger(page, id)).toBe(start + 500);

  // a failed payment credits nothing
  await page.goto('/recharge');
  await page.getByLabel('Amount', { exact: true }).fill('300');
  await page.getByRole('button', { name: 'PAY BY UPI' }).click();
  await expect(page).toHaveURL(/\/__sim\/gateway\//);
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('wallet')).toHaveText(rupees(start + 500));
  expect(await ledger(page, id)).toBe(start + 500);

  // under the minimum: the message, no payment
  await page.goto('/recharge');
  await page.getByLabel('Amount', { exact: true }).fill('99');
  await page.getByRole('button', { name: 'PAY BY UPI' }).click();
  await expect(page.getByText('Please enter amount greater than 100')).toBeVisible();
  await expect(page).toHaveURL(/\/recharge$/);
});

test('alternate recharge opens the gateway in a new tab; the wallet follows', async ({ page }) => {
  const id = await freshLogin(page, P1);
  const start = await ledger(page, id);
  await page.goto('/reset-password');
  await expectBalance(page, id, start);
  await page.getByRole('button', { name: '₹5,000' }).click();
  await shot(page, 'wallet-alt-recharge');
  const [gateway] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'PAY NOW' }).click()]);
  await expect(gateway).toHaveURL(new RegExp(`/upi/pay\\.php\\?user=${P1}&am=5000$`));
  await gateway.getByRole('button', { name: 'Approve' }).click();
  await expect(gateway.getByText('Payment successful')).toBeVisible();
  await expect.poll(() => simBalance(page, id)).toBe(start + 5000);
  await gateway.close();
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByTestId('wallet-balance')).toHaveText(rupees(start + 5000));
});

test('a QA clock move is stored before it is answered: a navigation right after it keeps it (chaos seed 1601309542)', async ({ page }) => {
  await freshLogin(page, P1);
  await page.evaluate(() => window.__simStore?.settled());
  for (const [now, closed] of [['2026-11-22 21:30', true], [NOON, false], ['2026-11-22 21:30', true]] as const) {
    // the reply and the store's write counts (a log entry or a whole world) read in one turn of the page: nothing is
    // left to a later save
    const written = await page.evaluate(async (now) => {
      const count = () => (window.__simStore?.stats.writes ?? 0) + (window.__simStore?.stats.log.writes ?? 0);
      const before = count();
      await fetch('/__sim/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ now, frozen: true }) });
      return count() - before;
    }, now);
    expect(written).toBeGreaterThan(0);
    await page.goto('/withdrawal');
    if (closed) await expect(page.getByText('Withdrawal time closed. Please try again between 09:00 and 21:00.')).toBeVisible();
    else await expect(page.getByRole('button', { name: 'WITHDRAW' })).toBeVisible();
  }
});

test('withdrawal: closed outside the hours, then requested, rejected and approved through the control API', async ({ page }) => {
  const id = await freshLogin(page, P1);
  const start = await ledger(page, id);

  // 21:30 IST: closed
  await simCall(page, 'clock', { now: '2026-11-22 21:30' });
  await page.goto('/withdrawal');
  await expect(page.getByText('Withdrawal time closed. Please try again between 09:00 and 21:00.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'WITHDRAW' })).toHaveCount(0);
  await expectBalance(page, id, start);
  await shot(page, 'wallet-withdrawal-closed');

  // back inside the hours: the form shows within a second, without a reload
  await simCall(page, 'clock', { now: NOON });
  await expect(page.getByRole('button', { name: 'WITHDRAW' })).toBeVisible({ timeout: 3000 });
  await page.getByRole('radio', { name: 'Bank' }).check({ force: true });
  await expect(page.getByLabel('Account number')).not.toHaveValue('');
  await page.getByLabel('Amount', { exact: true }).fill('1000');
  await shot(page, 'wallet-withdrawal');
  await page.getByRole('button', { name: 'WITHDRAW' }).click();
  await expect(page.getByText('Withdrawal request sent successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByTestId('mine-wallet')).toHaveText(rupees(start - 1000));
  expect(await ledger(page, id)).toBe(start - 1000);

  // the admin rejects it: credited back once
  const [first] = await simCall<Array<{ id: string; amount: number }>>(page, `withdrawals?user=${P1}&status=pending`);
  expect(first?.amount).toBe(1000);
  expect(await simCall<{ ok?: boolean }>(page, `withdrawals/${first!.id}/reject`, { reason: 'Bank details mismatch' })).toMatchObject({ ok: true });
  await page.goto('/withdrawal');
  await expectBalance(page, id, start);

  // a UPI withdrawal, approved: the money has left
  await page.getByRole('radio', { name: 'GPay' }).check({ force: true });
  await page.getByLabel('GPay UPI mobile number').fill('9876500001');
  await page.getByLabel('Amount', { exact: true }).fill('600');
  await page.getByRole('button', { name: 'WITHDRAW' }).click();
  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByTestId('mine-wallet')).toHaveText(rupees(start - 600));
  const [second] = await simCall<Array<{ id: string; amount: number; mode: string }>>(page, `withdrawals?user=${P1}&status=pending`);
  expect(second).toMatchObject({ amount: 600, mode: 'GPay' });
  expect(await simCall<{ ok?: boolean }>(page, `withdrawals/${second!.id}/approve`, {})).toMatchObject({ ok: true });
  await page.goto('/withdrawal');
  await expectBalance(page, id, start - 600);
});

test('P2P between two players: both wallets exact', async ({ page }) => {
  const id1 = await freshLogin(page, P1);
  const users = await simCall<Array<{ id: string; mobile: string }>>(page, 'users');
  const id2 = users.find((u) => u.mobile === P2)!.id;
  const [b1, b2] = [await ledger(page, id1), await ledger(page, id2)];
  await page.goto('/p2p');
  await expectBalance(page, id1, b1);
  await page.getByRole('button', { name: 'TRANSFER' }).click();
  await expect(page.getByText('Please fill all required fields.')).toBeVisible();
  await page.getByLabel('Amount', { exact: true }).fill('250');
  await page.getByLabel("Friend's mobile number").fill(P2);
  await shot(page, 'wallet-p2p');
  await page.getByRole('button', { name: 'TRANSFER' }).click();
  await expect(page.getByText('Amount transfer request successfully sent.')).toBeVisible();
  await expectBalance(page, id1, b1 - 250);
  expect(await ledger(page, id2)).toBe(b2 + 250);

  // the friend sees it
  await switchTo(page, P2);
  await page.goto('/p2p');
  await expectBalance(page, id2, b2 + 250);
  // over the maximum: the server's message (not checked on the phone)
  await page.getByLabel('Amount', { exact: true }).fill('30000');
  await page.getByLabel("Friend's mobile number").fill(P1);
  await page.getByRole('button', { name: 'TRANSFER' }).click();
  await expect(page.getByText('Maximum transfer amount is ₹25,000')).toBeVisible();
  expect(await ledger(page, id1)).toBe(b1 - 250);
  expect(await ledger(page, id2)).toBe(b2 + 250);
});

test('add a bank card with the OTP from the inbox; the bank card screen shows it', async ({ page }) => {
  await freshLogin(page, P2);
  await page.goto('/bank-card');
  await expect(page.getByRole('link', { name: '+ Add bank detail' })).toBeVisible();
  await shot(page, 'wallet-bank-card-empty');
  // IFSC typed in lower case is kept upper case
  await fillAddBankCard(page, P2, () => latestOtp(page, P2), BANK_CARD.ifsc.toLowerCase());
  await shot(page, 'wallet-add-bank-card');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Bank card add successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/mine$/);

  await page.goto('/bank-card');
  await expect(page.getByRole('heading', { name: BANK_CARD.bankname })).toBeVisible();
  await expect(page.getByText(BANK_CARD.account)).toBeVisible();
  await expect(page.getByText(BANK_CARD.ifsc)).toBeVisible();
  await expect(page.getByText(BANK_CARD.upi)).toBeVisible();
  await page.getByRole('button', { name: 'Info' }).click();
  await expect(page.getByText('Any changes in detail, Please contact admin')).toBeVisible();
  await shot(page, 'wallet-bank-card');
  const cards = await simCall<Array<{ userId: string; account: string }>>(page, 'bank-cards');
  expect(cards.some((c) => c.account === BANK_CARD.account)).toBe(true);
});
