import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

export const SHOTS = 'e2e/screenshots';

export async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** Waits until the in-browser simulator's service worker controls the page. */
export async function simulatorReady(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.simulator === 'on');
}

/** The bank card the add-bank-card tests enter. */
export const BANK_CARD = {
  name: 'Ravi Kumar',
  ifsc: 'SBIN0001234',
  bankname: 'State Bank of India',
  account: '123456789012',
  upi: 'ravi@okaxis',
  city: 'Jaipur',
  state: 'Rajasthan',
} as const;

/**
 * From /bank-card of a player without a card: '+ Add bank detail' opens /add-bank-card with the logged-in mobile
 * filled in; Submit on the empty form says 'Enter required fields.'; every field is filled (IFSC as `ifsc` types it),
 * OTP is pressed (the button waits) and the OTP `otp()` reads from the simulator is typed. Leaves the form to submit.
 */
export async function fillAddBankCard(page: Page, mobile: string, otp: () => Promise<string>, ifsc: string = BANK_CARD.ifsc) {
  await page.getByRole('link', { name: '+ Add bank detail' }).click();
  await expect(page).toHaveURL(/\/add-bank-card$/);
  await expect(page.getByLabel('Mobile', { exact: true })).toHaveValue(mobile);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Enter required fields.')).toBeVisible();
  await page.getByLabel('Actual name').fill(BANK_CARD.name);
  await page.getByLabel('IFSC').fill(ifsc);
  await page.getByLabel('Bank name').fill(BANK_CARD.bankname);
  await page.getByLabel('Bank number').fill(BANK_CARD.account);
  await page.getByLabel('UPI id').fill(BANK_CARD.upi);
  await page.getByLabel('City').fill(BANK_CARD.city);
  await page.getByLabel('State').fill(BANK_CARD.state);
  await page.getByRole('button', { name: 'OTP', exact: true }).click();
  await expect(page.getByRole('button', { name: /^WAIT \d+s$/ })).toBeDisabled();
  await page.getByLabel('OTP', { exact: true }).fill(await otp());
}
