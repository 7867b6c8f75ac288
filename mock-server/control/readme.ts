/**
 * Writes the README's generated tables between their markers: the control API from the one route list, and the PHP
 * dialect's habits from PHP_HABITS (domain/phpHabits.ts):
 *   npx tsx mock-server/control/readme.ts
 * tests/sim/control-docs.test.ts fails when the README and the lists disagree.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { PHP_HABIT_NAMES, PHP_HABITS } from '../../domain/phpHabits';
import { routeTable } from './index';

export const START = '<!-- control-api:start -->';
export const END = '<!-- control-api:end -->';
export const HABITS_START = '<!-- php-habits:start -->';
export const HABITS_END = '<!-- php-habits:end -->';

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/</g, '&lt;');

/** The PHP dialect's habits: name (for --dialect), what the reply does, where real PHP code produces it. */
export function habitTable(): string {
  return ['| habit | what | where real PHP code does it |', '|---|---|---|', ...PHP_HABIT_NAMES.map((h) => `| \`${h}\` | ${cell(PHP_HABITS[h].what)} | ${cell(PHP_HABITS[h].where)} |`)].join('\n');
}

function between(readme: string, start: string, end: string, table: string): string {
  const i = readme.indexOf(start);
  const j = readme.indexOf(end);
  if (i < 0 || j < i) throw new Error(`README.md has no ${start} … ${end} markers`);
  return `${readme.slice(0, i + start.length)}\n${table}\n${readme.slice(j)}`;
}

export function withTable(readme: string): string {
  return between(between(readme, START, END, routeTable()), HABITS_START, HABITS_END, habitTable());
}

if (process.argv[1]?.endsWith('readme.ts')) {
  const file = new URL('../../README.md', import.meta.url);
  writeFileSync(file, withTable(readFileSync(file, 'utf8')));
}
