/**
 * Every rupee amount a player reads goes through `formatRupees` (domain/rules/rupees.ts: ₹, Indian grouping, paise only
 * when there are any), in every language (issue 38, decision 109). A rupee sign glued to a value any other way —
 * `₹{total}` in JSX or in a catalogue message, `₹${total}` in a template, `'₹' + total` — writes "₹150000" where the
 * player expects "₹1,50,000", so it fails here. Messages take the formatted amount as a parameter: `({total})`.
 * The QA panel (src/qa) is a tool for the team, not a screen of the game, as in the catalogue check (decision 087).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');

/** ₹ followed by a JSX or ICU placeholder, a template placeholder, or joined to a value with + */
const RUPEE_NOT_FORMATTED = [/₹\{/, /₹\$\{/, /['"`]₹['"`]\s*\+/, /\+\s*['"`]₹['"`]/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path.endsWith(join('src', 'qa')) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** "file:line: text" for every line that writes a rupee amount around formatRupees */
export function unformattedRupees(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (RUPEE_NOT_FORMATTED.some((re) => re.test(line)) ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('rupee amounts', () => {
  it('the check finds each way of writing an amount around the formatter', () => {
    const lines = ['<td>₹{bet_money}</td>', 'return `₹${total}`;', "'(₹{total}).'", "'₹' + amount", "amount + '₹'", 'formatRupees(total)', "'₹—'", "'Amount in ₹'", "'every ₹100 played'"];
    const found = lines.filter((line) => RUPEE_NOT_FORMATTED.some((re) => re.test(line)));
    expect(found).toEqual(lines.slice(0, 5));
  });

  it('no screen, component or catalogue writes a rupee amount without formatRupees', () => {
    const files = sourceFiles(join(root, 'src'));
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((f) => f.endsWith(join('src', 'i18n', 'source', 'hi.ts')))).toBe(true);
    expect(unformattedRupees(files)).toEqual([]);
  });
});
