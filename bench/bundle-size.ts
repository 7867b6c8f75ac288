/**
 * Bundle budget: gzip size of the JS the production build loads before the first screen
 * (the entry chunk and its static imports), and of the largest lazy chunk.
 * Reads dist/ (run `npm run build` first). Exits non-zero over budget.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const BUDGET_INITIAL_KB = 150;
const dir = process.argv[2] ?? 'dist';
if (!existsSync(join(dir, 'index.html'))) {
  console.error(`${dir}/index.html not found: build first`);
  process.exit(1);
}
const html = readFileSync(join(dir, 'index.html'), 'utf8');
const entries = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
const seen = new Set<string>();
const queue = [...entries];
while (queue.length) {
  const f = queue.shift()!;
  if (seen.has(f)) continue;
  seen.add(f);
  const code = readFileSync(join(dir, f), 'utf8');
  // static imports only: `import ... from "./x.js"` / `import "./x.js"`
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) queue.push(`assets/${m[1]}`);
}
const gz = (f: string) => gzipSync(readFileSync(join(dir, f))).length / 1024;
const initial = [...seen].reduce((sum, f) => sum + gz(f), 0);
const lazy = readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.js') && !seen.has(`assets/${f}`));
const largestLazy = lazy.map((f) => ({ f, kb: gz(`assets/${f}`) })).sort((a, b) => b.kb - a.kb)[0];
console.log(`initial JS (gzip): ${initial.toFixed(1)} KB in ${seen.size} file(s) — budget ${BUDGET_INITIAL_KB} KB`);
if (largestLazy) console.log(`largest lazy chunk: ${largestLazy.f} ${largestLazy.kb.toFixed(1)} KB gzip; ${lazy.length} lazy chunks`);
if (initial > BUDGET_INITIAL_KB) {
  console.error('Initial JS over budget');
  process.exit(1);
}
