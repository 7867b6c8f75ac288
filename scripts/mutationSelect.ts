/**
 * The four areas of the mutation run (issue 41) and how the short form picks what a change touched: the lines a diff
 * adds or changes in the areas' files, as Stryker mutation ranges (`file:start-end`), and the score of what it
 * mutated, area by area, against each area's break line (decision 121).
 */
import { matchesGlob, posix } from 'node:path';

export interface Area {
  name: string;
  title: string;
  /** Stryker `mutate` patterns; stryker.config.json's list is these, every area's, plus EXCLUDED */
  mutate: string[];
  /** the score (%) below which the short form fails: the README's figure, not the last run's */
  breakAt: number;
}

export const AREAS: Area[] = [
  {
    name: 'rules',
    title: 'domain rules',
    mutate: ['domain/rules/**/*.ts', 'domain/withdrawalWindow.ts', 'domain/cancelCutoff.ts'],
    breakAt: 90,
  },
  {
    name: 'simulator',
    title: "the simulator's money domains",
    mutate: [
      'mock-server/core/domains/bankCards.ts',
      'mock-server/core/domains/bets.ts',
      'mock-server/core/domains/ledger.ts',
      'mock-server/core/domains/payments.ts',
      'mock-server/core/domains/referrals.ts',
      'mock-server/core/domains/settlement.ts',
      'mock-server/core/domains/transfers.ts',
      'mock-server/core/domains/withdrawals.ts',
    ],
    breakAt: 90,
  },
  { name: 'machines', title: 'machines', mutate: ['machines/**/*.ts'], breakAt: 90 },
  {
    name: 'readers',
    title: 'the redactor and the reply readers',
    mutate: ['bridge/redact.ts', 'src/api/normalize.ts', 'src/api/views/**/*.ts', 'domain/read.ts'],
    breakAt: 90,
  },
];

/**
 * The bridge's tests a readers run takes: not those that start the bridge's process or run it whole against a
 * backend (golive 17.7 s, dialect-drift 10.2, transport 3.5, proxy 3.0 of the 42 s its related tests took), since each
 * of the area's 286 module-level mutants runs them all. Their survivors are checked against those tests by hand.
 */
const BRIDGE_TESTS = 'tests/bridge/!(cli|dialect-drift|golive|proxy|secrets-by-value|transport).test.ts';

/**
 * The tests the scripts run against mutants: the tests next to the code, and the simulator's in-process tests (its
 * settlement and payments have no tests of their own). Not the screen and browser tests, which load the whole app for
 * every mutant they cover, nor the simulator's HTTP, store and scale tests: with them one area's run took hours and a
 * one-line change's dry run alone passed 5 minutes here. The figures are therefore floors, measured the same way as
 * the break lines.
 */
export const UNIT_TESTS = [
  'domain/**/*.test.ts',
  'machines/**/*.test.ts',
  'mock-server/core/**/*.test.ts',
  'src/**/*.test.ts',
  // not the lint that reads the readers' source for fallbacks: under Stryker that source is instrumented
  'tests/api/!(unknown-values).test.ts',
  BRIDGE_TESTS,
  'tests/flows/**/*.test.ts',
  ...['core', 'model', 'endpoints', 'wallet-endpoints', 'referrals-endpoints', 'referrals-model', 'faults', 'scenarios'].map(
    (name) => `tests/sim/${name}.test.ts`,
  ),
];

/**
 * The tests a run against these areas' mutants uses: UNIT_TESTS, without the bridge's unless the readers area (which
 * holds bridge/redact.ts) is among them. The bridge's tests start processes and servers (61 of the 99 s the unit tests
 * take), and a module-level mutant runs every test Stryker was given: in the rules area's 243 such mutants, about a
 * minute each.
 */
export function testsFor(areas: ReadonlyArray<Area | undefined>): string[] {
  return areas.some((a) => a?.name === 'readers') ? UNIT_TESTS : UNIT_TESTS.filter((p) => p !== BRIDGE_TESTS);
}

/** never mutated: tests and test helpers */
export const EXCLUDED = ['**/*.test.ts', '**/test-helpers.ts'];

export function areaOf(file: string): Area | undefined {
  if (EXCLUDED.some((p) => matchesGlob(file, p))) return undefined;
  return AREAS.find((a) => a.mutate.some((p) => matchesGlob(file, p)));
}

/** inclusive line range of a file */
export type Lines = [from: number, to: number];

/**
 * The lines each file gains or changes in a `git diff --unified=0` (new-side numbering). A hunk that only removes
 * lines adds none: nothing is left there to mutate.
 */
export function changedLines(diff: string): Map<string, Lines[]> {
  const files = new Map<string, Lines[]>();
  let current: Lines[] | undefined;
  for (const line of diff.split('\n')) {
    const file = /^\+\+\+ (?:b\/(.+)|\/dev\/null)$/.exec(line);
    if (file) {
      current = file[1] === undefined ? undefined : [];
      if (file[1] !== undefined && current) files.set(file[1], current);
      continue;
    }
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (hunk && current) {
      const from = Number(hunk[1]);
      const count = hunk[2] === undefined ? 1 : Number(hunk[2]);
      if (count > 0) current.push([from, from + count - 1]);
    }
  }
  return files;
}

/** Stryker `mutate` entries for the changed lines of the areas' files, in the areas' order, then by file */
export function mutationRanges(changed: Map<string, Lines[]>): string[] {
  return [...changed]
    .filter(([file, lines]) => lines.length > 0 && areaOf(file) !== undefined)
    .sort(([a], [b]) => AREAS.indexOf(areaOf(a)!) - AREAS.indexOf(areaOf(b)!) || a.localeCompare(b))
    .flatMap(([file, lines]) => lines.map(([from, to]) => `${file}:${from}-${to}`));
}

export type MutantStatus = 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

export interface Tally {
  killed: number;
  survived: number;
  /** killed ÷ (killed + survived) in %, timeouts as killed, no coverage as survived; null when nothing counted */
  score: number | null;
}

export function tally(statuses: MutantStatus[]): Tally {
  const killed = statuses.filter((s) => s === 'Killed' || s === 'Timeout').length;
  const survived = statuses.filter((s) => s === 'Survived' || s === 'NoCoverage').length;
  return { killed, survived, score: killed + survived === 0 ? null : (100 * killed) / (killed + survived) };
}

export interface Verdict extends Tally {
  area: Area;
  passed: boolean;
}

/** one verdict per area that had mutants: its score against its break line */
export function verdicts(results: { file: string; status: MutantStatus }[]): Verdict[] {
  return AREAS.flatMap((area) => {
    const t = tally(results.filter((r) => areaOf(r.file) === area).map((r) => r.status));
    if (t.score === null) return [];
    return [{ ...t, area, passed: t.score >= area.breakAt }];
  });
}

/** The relative modules a TypeScript source imports or re-exports, statically or dynamically, as written. */
export function relativeImports(source: string): string[] {
  const out = new Set<string>();
  for (const m of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm)) out.add(m[1] as string);
  return [...out];
}

/** A relative specifier of `from` as one of the known files (`x` → x.ts, x.tsx, x/index.ts, x/index.tsx). */
export function resolveImport(from: string, spec: string, known: ReadonlySet<string>): string | undefined {
  const base = posix.normalize(posix.join(posix.dirname(from), spec.replace(/\.js$/, '')));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => known.has(f));
}

const isIndex = (file: string) => /(^|\/)index\.tsx?$/.test(file);

/**
 * The tests near enough to a module to judge its module-level mutants: those importing it, or importing a module that
 * imports it; an index (a folder's re-exports) counts as importing what it re-exports. `imports`: each file's
 * resolved imports. Every module-level mutant runs all the tests it is given, so this is what makes them affordable
 * (the rules area's related tests: 729, about a minute a mutant); a test reaching the module only through more
 * modules (a screen through its feature's code, the simulator through its domains) is left out, so a score judged on
 * these is a floor.
 */
export function nearTests(file: string, imports: ReadonlyMap<string, readonly string[]>, tests: readonly string[]): string[] {
  /** what a file imports, an index's re-exports in its place */
  const seen = (f: string, trail = new Set<string>()): string[] =>
    (imports.get(f) ?? []).flatMap((d) => (isIndex(d) && !trail.has(d) ? [d, ...seen(d, new Set(trail).add(d))] : [d]));
  const importers = new Set([file]);
  for (const f of imports.keys()) if (!isIndex(f) && seen(f).includes(file)) importers.add(f);
  return tests.filter((t) => seen(t).some((d) => importers.has(d)));
}

export interface ReportMutant {
  mutatorName: string;
  replacement?: string;
  status: MutantStatus;
  static?: boolean;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
}

/** the mutation-testing-report-schema's part these scripts read */
export interface MutationReport {
  files: Record<string, { mutants: ReportMutant[] }>;
}

const mutantKey = (m: ReportMutant) => `${m.location.start.line}:${m.location.start.column}-${m.location.end.line}:${m.location.end.column} ${m.mutatorName} ${m.replacement ?? ''}`;

/** The module-level mutants an area run left out (`--ignore-static`): by file, as Stryker ranges of whole lines. */
export function moduleLevelRanges(report: MutationReport): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const lines: Lines[] = mutants
      .filter((m) => m.static && m.status === 'Ignored')
      .map((m): Lines => [m.location.start.line, m.location.end.line])
      .sort((a, b) => a[0] - b[0]);
    const merged: Lines[] = [];
    for (const [from, to] of lines) {
      const last = merged.at(-1);
      if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
      else merged.push([from, to]);
    }
    if (merged.length) out.set(file, merged.map(([from, to]) => `${file}:${from}-${to}`));
  }
  return out;
}

/**
 * An area's whole result: its run's mutants, each module-level one it left out taken from the module-level runs
 * (matched by place, mutator and replacement); one still missing there stays Ignored.
 */
export function wholeArea(area: MutationReport, moduleLevel: MutationReport): MutationReport {
  const files: MutationReport['files'] = {};
  for (const [file, { mutants }] of Object.entries(area.files)) {
    const found = new Map((moduleLevel.files[file]?.mutants ?? []).map((m) => [mutantKey(m), m]));
    files[file] = { mutants: mutants.map((m) => (m.static && m.status === 'Ignored' ? (found.get(mutantKey(m)) ?? m) : m)) };
  }
  return { files };
}

/** Each file's resolved relative imports, among `files` (read with `read`). */
export function importGraph(files: readonly string[], read: (file: string) => string): Map<string, string[]> {
  const known = new Set(files);
  return new Map(files.map((f) => [f, relativeImports(read(f)).flatMap((s) => resolveImport(f, s, known) ?? [])]));
}
