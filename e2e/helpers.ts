import type { Page } from '@playwright/test';
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
