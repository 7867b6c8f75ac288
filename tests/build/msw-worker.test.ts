/**
 * The in-browser simulator's service worker is the committed public/mockServiceWorker.js, not one an install script
 * writes (msw's install script is denied: decision 130). It must be the installed msw's own worker: after an msw
 * upgrade, `npx msw init public` writes the new one.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

describe('public/mockServiceWorker.js', () => {
  it("is the installed msw's worker", () => {
    const installed = readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8');
    expect(readFileSync('public/mockServiceWorker.js', 'utf8')).toBe(installed);
  });
});
