/**
 * The four areas of the mutation run (issue 41) and how the short form picks what a change touched: the lines a diff
 * adds or changes in the areas' files, as Stryker mutation ranges (`file:start-end`), and the score of what it
 * mutated, area by area, against each area's break line (decision 121).
 */
import { matchesGlob } from 'node:path';

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
