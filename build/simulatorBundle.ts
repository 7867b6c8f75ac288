/**
 * The in-browser simulator's chunk, kept small (decision 069; budget in bench/bundle-size.ts): `tldts` (the Public
 * Suffix List, which MSW's cookie jar pulls in through tough-cookie) is replaced by build/publicSuffixLite.ts.
 * Build only; the production build carries no simulator, so the alias changes nothing there.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export function simulatorBundlePlugin(): Plugin {
  return {
    name: 'matka:simulator-bundle',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^tldts$/, replacement: fileURLToPath(new URL('./publicSuffixLite.ts', import.meta.url)) }] },
    }),
  };
}
