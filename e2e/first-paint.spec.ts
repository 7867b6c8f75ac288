import { expect, test, type Page } from '@playwright/test';
import { simulatorReady } from './helpers';

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
  // one shell per language (decision 087): the English one shows to this English browser, the Hindi one is hidden
  await expect(page.locator('[data-shell]')).toHaveCount(2);
  await expect(page.locator('[data-shell-lang="en"]')).toBeVisible();
  await expect(page.locator('[data-shell-lang="hi"]')).toBeHidden();
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
  await expect(page.locator('[data-shell]')).toHaveCount(2);
  await expect(page.locator('[data-shell-lang="en"]')).toBeHidden();
  await expect(page.locator('[data-shell-lang="hi"]')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeHidden();
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
});
