import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_LANG, LANGUAGES } from '../src/i18n/language';
import { simulatorReady } from './helpers';

/** one shell per language (decision 114): those of the other languages are hidden */
async function otherShellsHidden(page: Page, except: string | null): Promise<void> {
  await expect(page.locator('[data-shell]')).toHaveCount(LANGUAGES.length);
  for (const lang of LANGUAGES) if (lang !== except) await expect(page.locator(`[data-shell-lang="${lang}"]`)).toBeHidden();
}

/** Holds the app's framework chunk until `release()`: the page shows only what its HTML paints (build/shellPlugin.ts). */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test('a guest sees the login screen from the HTML alone; what they type before the app starts is kept', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  // the default language's shell shows to this English browser, the others are hidden
  await expect(page.locator(`[data-shell-lang="${DEFAULT_LANG}"]`)).toBeVisible();
  await otherShellsHidden(page, DEFAULT_LANG);
  await page.locator('#login-mobile').pressSequentially('98765');
  release();
  await simulatorReady(page);
  await expect(page.locator('[data-shell]')).toHaveCount(0); // the app's own render took over
  await expect(page.locator('#login-mobile')).toHaveValue('98765');
  await expect(page.locator('#login-mobile')).toBeFocused();
  await page.locator('#login-mobile').pressSequentially('43210');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('OTP')).toBeVisible();
});

test('a logged-in player opening / never sees the login form, and lands on the dashboard', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('user_id', '101');
    localStorage.setItem('mobile', '9876543210');
  });
  const release = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await otherShellsHidden(page, null);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeHidden();
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
});
