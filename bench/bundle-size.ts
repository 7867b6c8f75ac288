/**
 * Bundle budgets (gzip, level 9), read from the built files; exits non-zero over any of them.
 *
 *   npm run size [-- dist [dist-demo]]
 *
 * - initial JS (production build): what every page loads before its first screen — the entry script of index.html
 *   and the start it imports (src/app/main.tsx → react-dom/client, src/app/boot.tsx), each with its static imports;
 * - every route chunk: a screen's lazy chunk with the chunks it imports beyond the initial JS;
 * - /login: the initial JS plus the entry screen's chunks, which index.html lists for preloading (build/shellPlugin.ts);
 * - the simulator chunk (demo build, when built): mock-server/transports/browser.ts with what it imports beyond the
 *   demo build's own initial JS. The production build carries no simulator (.ci/run checks that too).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// initial: the screens' preload lists are trimmed to the two entry screens' (build/preloadLists.ts, decision 070)
// decision 118: route 40 → 42 KB; decision 132: initial back to 115 KB
export const BUDGET_KB = { initial: 115, route: 42, simulator: 120 } as const;

const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[^"'`()]*?from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;

class Build {
  private code = new Map<string, string>();
  constructor(readonly dir: string) {
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir}/index.html not found: build first`);
  }
  html(): string {
    return readFileSync(join(this.dir, 'index.html'), 'utf8');
  }
  source(asset: string): string {
    let c = this.code.get(asset);
    if (c === undefined) this.code.set(asset, (c = readFileSync(join(this.dir, 'assets', asset), 'utf8')));
    return c;
  }
  kb(assets: Iterable<string>): number {
    let bytes = 0;
    for (const a of assets) bytes += gzipSync(readFileSync(join(this.dir, 'assets', a)), { level: 9 }).length;
    return bytes / 1024;
  }
  /** the assets and everything they import statically */
  closure(start: Iterable<string>): Set<string> {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length) {
      const f = queue.shift()!;
      if (seen.has(f)) continue;
      seen.add(f);
      for (const m of this.source(f).matchAll(STATIC_IMPORT)) queue.push(m[1]!);
    }
    return seen;
  }
  dynamicImports(of: Iterable<string>): Set<string> {
    const out = new Set<string>();
    for (const f of of) for (const m of this.source(f).matchAll(DYNAMIC_IMPORT)) out.add(m[1]!);
    return out;
  }
  entryScripts(): string[] {
    return [...this.html().matchAll(/<script type="module"[^>]*\ssrc="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  }
  /** the start: the entry, then what it imports dynamically (except `skip`), all with their static imports */
  initial(skip: (asset: string) => boolean = () => false): Set<string> {
    const entry = this.closure(this.entryScripts());
    const start = [...this.dynamicImports(entry)].filter((f) => !skip(f));
    return new Set([...entry, ...this.closure(start)]);
  }
}

const minus = (a: Set<string>, b: Set<string>) => new Set([...a].filter((x) => !b.has(x)));
const isSimulator = (asset: string) => asset.startsWith('browser-');

export interface SizeReport {
  initialKb: number;
  loginKb: number;
  routes: Array<{ chunk: string; kb: number }>;
  simulatorKb: number | null;
  failures: string[];
}

export function measure(dist: string, demo: string | null): SizeReport {
  const prod = new Build(dist);
  const initial = prod.initial();
  const failures: string[] = [];
  if ([...initial].some(isSimulator)) failures.push('the production build loads the simulator');
  const routes = [...minus(prod.dynamicImports(initial), initial)]
    .map((chunk) => ({ chunk, kb: prod.kb(minus(prod.closure([chunk]), initial)) }))
    .sort((a, b) => b.kb - a.kb);
  const template = /<template id="shell-chunks">([^]*?)<\/template>/.exec(prod.html())?.[1] ?? '';
  // the entry screen's chunks and the English catalogue (the Hindi one is listed too, for a Hindi page: not counted)
  const shellChunks = new Set([...template.matchAll(/<link[^>]*href="\/assets\/([^"]+\.js)"[^>]*>/g)].filter((m) => !/data-lang="(?!en")/.test(m[0])).map((m) => m[1]!));
  const initialKb = prod.kb(initial);
  const loginKb = initialKb + prod.kb(minus(shellChunks, initial));
  if (initialKb > BUDGET_KB.initial) failures.push(`initial JS ${initialKb.toFixed(1)} KB > ${BUDGET_KB.initial} KB`);
  for (const r of routes) if (r.kb > BUDGET_KB.route) failures.push(`route chunk ${r.chunk} ${r.kb.toFixed(1)} KB > ${BUDGET_KB.route} KB`);
  let simulatorKb: number | null = null;
  if (demo) {
    const d = new Build(demo);
    const sim = [...d.dynamicImports(d.closure(d.entryScripts()))].filter(isSimulator);
    if (sim.length === 0) failures.push(`${demo}: no simulator chunk (browser-*.js) imported by the entry`);
    else {
      simulatorKb = d.kb(minus(d.closure(sim), d.initial(isSimulator)));
      if (simulatorKb > BUDGET_KB.simulator) failures.push(`simulator chunk ${simulatorKb.toFixed(1)} KB > ${BUDGET_KB.simulator} KB`);
    }
  }
  return { initialKb, loginKb, routes, simulatorKb, failures };
}

function main(): void {
  const dist = process.argv[2] ?? 'dist';
  const demoArg = process.argv[3] ?? 'dist-demo';
  const demo = existsSync(join(demoArg, 'index.html')) ? demoArg : null;
  const r = measure(dist, demo);
  console.log(`initial JS (gzip): ${r.initialKb.toFixed(1)} KB — budget ${BUDGET_KB.initial} KB`);
  console.log(`/login JS with its screen: ${r.loginKb.toFixed(1)} KB`);
  console.log(`route chunks: ${r.routes.length}, largest ${r.routes[0]?.chunk ?? '-'} ${(r.routes[0]?.kb ?? 0).toFixed(1)} KB — budget ${BUDGET_KB.route} KB each`);
  for (const x of r.routes.slice(0, 5)) console.log(`  ${x.kb.toFixed(1).padStart(5)} KB  ${x.chunk}`);
  if (r.simulatorKb === null) console.log(`simulator chunk: ${demoArg}/ not built, not checked`);
  else console.log(`simulator chunk (demo build): ${r.simulatorKb.toFixed(1)} KB — budget ${BUDGET_KB.simulator} KB`);
  if (r.failures.length) {
    console.error(`Over budget:\n  ${r.failures.join('\n  ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!)) main();
