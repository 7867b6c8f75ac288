/**
 * `npm start` prints nothing the project could fix: Vite loads vite.config.ts (and what it imports) without a
 * warning — no import of the project's own files without its extension, which Vite's coming native config loader
 * would not resolve.
 */
import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

describe('vite.config.ts', () => {
  it('loads without a warning', async () => {
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (msg) => void warnings.push(msg);
    logger.warnOnce = logger.warn;
    const loaded = await loadConfigFromFile({ command: 'serve', mode: 'development' }, undefined, process.cwd(), 'warn', logger);
    expect(loaded?.path).toMatch(/vite\.config\.ts$/);
    expect(warnings).toEqual([]);
  });
});
