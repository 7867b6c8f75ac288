import { expect, type Page } from '@playwright/test';
import { simulatorReady } from './helpers';

/** Calls the simulator's control API from inside the page (the service worker answers it). */
export async function simCall<T = unknown>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(`/__sim/${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return res.json();
    },
    { path, body },
  ) as Promise<T>;
}

/** The wallet balance the simulator holds for a player (derived from the ledger). */
export async function simBalance(page: Page, userId: string): Promise<number> {
  return page.evaluate((id) => (window as unknown as { __sim: { balance(id: string): number } }).__sim.balance(id), userId);
}

/** The newest OTP sent to `mobile`, once one is there (a Send OTP just tapped may still be on its way). */
export async function latestOtp(page: Page, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const inbox = await simCall<Array<{ code: string }>>(page, `sms?mobile=${mobile}`);
        code = (Array.isArray(inbox) ? inbox[0]?.code : undefined) ?? '';
        return code;
      },
      { message: `an OTP sent to ${mobile}`, timeout: 0 },
    )
    .not.toBe('');
  return code;
}

/** The fixture player of the simulator's scenarios. */
export const FIXTURE_MOBILE = '9876543210';

/**
 * Logs in through the real screens, with the OTP read from the simulator's inbox, on a fixed IST noon, frozen, with
 * results declared only by hand (scenario manual-results, seed 7): the same world on every run. `atOtp` runs once the
 * OTP field shows. The player's id.
 */
export async function logInAtNoon(page: Page, atOtp?: () => Promise<void>): Promise<string> {
  await page.goto('/login?sim-reset');
  await simulatorReady(page);
  await simCall(page, 'reset', { scenario: 'manual-results', seed: 7, now: '2026-11-22 12:00', frozen: true });
  await page.getByLabel('Mobile number').fill(FIXTURE_MOBILE);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('OTP', { exact: true })).toBeVisible();
  await atOtp?.();
  await page.getByLabel('OTP', { exact: true }).fill(await latestOtp(page, FIXTURE_MOBILE));
  await page.getByRole('button', { name: 'Verify OTP & Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page.evaluate(() => localStorage.getItem('user_id') ?? '');
}
