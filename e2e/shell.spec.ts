import { expect, test } from '@playwright/test';
import { shot, simulatorReady } from './helpers';

test('boots and sends an unauthenticated visit to /dashboard to /login', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/dashboard');
  await simulatorReady(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: /chat/i })).toBeVisible();
  await shot(page, 'login');
  expect(errors).toEqual([]);
});

test('unknown paths show the not-found screen', async ({ page }) => {
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
