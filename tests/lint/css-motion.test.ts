/**
 * Motion that lays the page out again on every frame: a transition or a keyframe animation of a layout property
 * (width, margin, top…) runs style, layout and paint on the main thread for each of its frames, where a tap then waits
 * (issue 26: the dashboard's carousel dots did this every 3 s). Transform and opacity run on the compositor; colours and
 * background positions repaint only. Nothing is run: the style sheets under src/ are read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** every style sheet under src/, relative to the repository */
const cssFiles = () => readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css')).map((f) => join('src', f));

/** properties whose change needs no layout */
const NO_LAYOUT = /^(transform|translate|rotate|scale|opacity|color|background(-color|-position|-image)?|border-color|border-(top|right|bottom|left)-color|box-shadow|outline-color|fill|stroke|filter|visibility)$/;

/** Every property a style sheet animates or transitions, with where. */
function animated(css: string): { property: string; where: string }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const out: { property: string; where: string }[] = [];
  for (const m of text.matchAll(/transition(-property)?\s*:\s*([^;}]+)/g)) {
    for (const item of m[2]!.split(',')) {
      const property = item.trim().split(/\s+/)[0]!;
      if (property && property !== 'none' && !/^[\d.]+m?s$/.test(property)) out.push({ property, where: `transition: ${m[2]!.trim()}` });
    }
  }
  for (const m of text.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*)[^{}]*\}/g)) {
    for (const d of m[2]!.matchAll(/([\w-]+)\s*:/g)) out.push({ property: d[1]!, where: `@keyframes ${m[1]}` });
  }
  return out;
}

describe('motion in the style sheets', () => {
  const files = cssFiles();

  it('reads the sheets and finds the motion they have', () => {
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap((f) => animated(readFileSync(join(root, f), 'utf8'))).length).toBeGreaterThan(5);
  });

  it('tells a layout property from the others', () => {
    const found = animated('.a { transition: width .2s, opacity 1s; } @keyframes k { from { left: 0; } to { transform: none; } } .b { transition: none; }');
    expect(found.map((f) => f.property)).toEqual(['width', 'opacity', 'left', 'transform']);
    expect(found.filter((f) => !NO_LAYOUT.test(f.property)).map((f) => f.property)).toEqual(['width', 'left']);
    expect(NO_LAYOUT.test('all')).toBe(false);
  });

  it.each(files)('%s animates no layout property', (file) => {
    const bad = animated(readFileSync(join(root, file), 'utf8')).filter((a) => !NO_LAYOUT.test(a.property));
    expect(bad.map((b) => `${b.property} (${b.where})`)).toEqual([]);
  });
});
