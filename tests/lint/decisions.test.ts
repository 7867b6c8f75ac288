import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '../../docs/decisions');
const records = readdirSync(dir).filter((f) => /^\d{3}-.*\.md$/.test(f));
const index = readFileSync(join(dir, 'README.md'), 'utf8');
const STATUS = /^(accepted|superseded (in part )?by \d{3}( \(.+\))?)$/;

describe('decision records', () => {
  it.each(records)('%s has a Status line that the index repeats', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    const status = /^- Status: (.+)$/m.exec(text)?.[1];
    expect(status, 'a "- Status:" line').toMatch(STATUS);
    const row = index.split('\n').find((line) => line.startsWith(`| ${file.slice(0, 3)} |`));
    expect(row, 'a row in docs/decisions/README.md').toBeDefined();
    expect(row).toContain(`(${file})`);
    expect(row?.trimEnd().endsWith(`| ${status} |`)).toBe(true);
  });
});
