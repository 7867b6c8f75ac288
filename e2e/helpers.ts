import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

export const SHOTS = 'e2e/screenshots';

/**
 * A screenshot for people to look at (e2e/screenshots, not in git); CI, where nobody sees them, takes none (decision
 * 138: 24 s of its browser tests).
 */
export async function shot(page: Page, name: string, dir = SHOTS) {
  if (process.env.CI) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
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

/** interactive elements smaller than 44×44 CSS px (visible ones; inline links in running text are exempt, WCAG 2.5.8) */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 44;
    const out: string[] = [];
    const sel = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [tabindex]:not([tabindex="-1"])';
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // inline links inside a sentence (WCAG 2.5.8 "inline" exception)
      if (el.tagName === 'A' && style.display === 'inline' && el.parentElement && /^(P|LI|SPAN|TD|DD)$/.test(el.parentElement.tagName)) continue;
      // the label around an input counts as its target (a tap on the label focuses the input)
      const label = el.closest('label');
      const box = label && el.tagName === 'INPUT' ? label.getBoundingClientRect() : r;
      // the JODI grid: 10 cells across a phone (decision 072), at least 32 px each and spaced
      if (el.classList.contains('jodi-input')) {
        if (box.width < 30 || box.height < 30) out.push(`${el.getAttribute('aria-label')} ${Math.round(box.width)}×${Math.round(box.height)}`);
        continue;
      }
      // checkboxes and radios inside a label: the label is the target
      if (box.width + 0.5 < MIN || box.height + 0.5 < MIN) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? el.tagName;
        out.push(`${el.tagName.toLowerCase()}.${el.className || ''} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return out;
  });
}
