/**
 * Writes the control-API table into README.md between its markers, from the one route list:
 *   npx tsx mock-server/control/readme.ts
 * tests/sim/control-docs.test.ts fails when the README and the list disagree.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { routeTable } from './index';

export const START = '<!-- control-api:start -->';
export const END = '<!-- control-api:end -->';

export function withTable(readme: string): string {
  const i = readme.indexOf(START);
  const j = readme.indexOf(END);
  if (i < 0 || j < i) throw new Error(`README.md has no ${START} … ${END} markers`);
  return `${readme.slice(0, i + START.length)}\n${routeTable()}\n${readme.slice(j)}`;
}

if (process.argv[1]?.endsWith('readme.ts')) {
  const file = new URL('../../README.md', import.meta.url);
  writeFileSync(file, withTable(readFileSync(file, 'utf8')));
}
