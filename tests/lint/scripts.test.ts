/**
 * Every npm script the README names exists in package.json, and what it runs is there: the file a `tsx` script
 * starts, the tool an other script calls. Nothing is run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

const named = [
  ...new Set([...readme.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)].map((m) => m[1] ?? m[2]!)),
].sort();

/**
 * The file or tool each command of a script needs: `tsx FILE` → FILE, `npm run NAME` → that script's own needs,
 * else the tool's bin in node_modules.
 */
function needs(script: string): string[] {
  return script.split(/&&|\|\|/).flatMap((command) => {
    const [tool, ...args] = command.trim().split(/\s+/);
    if (tool === 'tsx') return [args.find((a) => !a.startsWith('-'))!];
    if (tool === 'npm') {
      const name = args.filter((a) => !a.startsWith('-'))[1]!;
      return scripts[name] === undefined ? [`package.json script ${name}`] : needs(scripts[name]);
    }
    return [join('node_modules/.bin', tool!)];
  });
}

describe('README scripts', () => {
  it('names some scripts', () => expect(named.length).toBeGreaterThan(10));
  it.each(named)('npm run %s exists and its entry is there', (name) => {
    expect(scripts[name], `package.json has a "${name}" script`).toBeDefined();
    for (const file of needs(scripts[name]!)) expect(existsSync(join(root, file)), file).toBe(true);
  });
  it('bash .ci/run is there', () => expect(existsSync(join(root, '.ci/run'))).toBe(true));
});
