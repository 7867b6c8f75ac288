/**
 * Mutation testing by area (issue 41, decisions 111 and 121).
 *
 *   npm run mutation:changed [-- --base REF] [--cap-minutes 5] [--unknown-passes]
 *       The short form (CI): mutates only the lines a change added or changed in the areas' files since it left
 *       REF (default: origin/main, else main; the previous commit when HEAD is on it), uncommitted edits included.
 *       Fails when an area's score on what it mutated is under that area's break line, or when the run does not
 *       finish within the cap (an unknown score is not a pass) unless `--unknown-passes` (CI, decision 135: a
 *       landing is held by a measured drop, not by a slow machine). A change outside the areas mutates nothing.
 *   npm run mutation:lines -- FILE:FROM-TO … [--near]
 *       Only those lines (as Stryker's mutation ranges), each survivor printed with its replacement: to check that a
 *       new test kills what it was written for. Judged like the short form. --near: on the tests near the files
 *       only (as --module-level), for module-level mutants.
 *   npm run mutation:area -- NAME [--concurrency N] [--ignore-static]     (rules | simulator | machines | readers)
 *       One area whole, with its own incremental file (reports/mutation/NAME.incremental.json): a rerun redoes only
 *       the mutants whose code or tests changed. N test runners at once (default 1; 2 on a machine left to the run).
 *       --ignore-static leaves out the module-level mutants (Stryker's `ignoreStatic`): each of them runs every
 *       related test, so they are most of an area's time; a later run without it takes the others' results from the
 *       incremental file. Fails under the area's break line.
 *   npm run mutation:area -- NAME --module-level [--concurrency N]
 *       The module-level mutants the area's last run left out (--ignore-static), each file's on the tests near it
 *       (those importing it or a module that imports it: nearTests) instead of the area's; writes
 *       reports/mutation/NAME.module-level.json, which `survivors` and the whole score then take in. A floor: a test
 *       reaching the module only through more modules is not run.
 *   npm run mutation:survivors -- NAME
 *       The survivors and the mutants no test reaches of the area's last run (reports/mutation/NAME.json), by file
 *       and line, each with its mutator and replacement.
 *
 * The score is killed ÷ (killed + survived): timeouts count as killed, mutants no test reaches as survived. Both
 * forms run the unit tests only (UNIT_TESTS; the bridge's only for the readers area: testsFor) and no TypeScript checker: `npm run mutation` runs every related test
 * with the checker, for the whole-suite figure.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { matchesGlob, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { Stryker } from '@stryker-mutator/core';
import {
  AREAS,
  EXCLUDED,
  areaOf,
  changedLines,
  importGraph,
  moduleLevelRanges,
  mutationRanges,
  nearTests,
  tally,
  testsFor,
  verdicts,
  wholeArea,
  type Area,
  type MutantStatus,
  type MutationReport,
} from './mutationSelect';

const git = (...args: string[]): string => execFileSync('git', args, { encoding: 'utf8' }).trim();

function refExists(ref: string): boolean {
  try {
    git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
    return true;
  } catch {
    return false;
  }
}

/** origin/main (else main), or the previous commit when HEAD is already on it */
function defaultBase(): string {
  const main = refExists('origin/main') ? 'origin/main' : 'main';
  return git('merge-base', main, 'HEAD') === git('rev-parse', 'HEAD') ? 'HEAD~1' : main;
}

async function run(mutate: string[], options: Record<string, unknown>, capMinutes: number | null, unknownPasses = false): Promise<boolean> {
  const started = Date.now();
  // the test processes Stryker starts inherit it: the simulator's model test runs shorter sequences (tests/sim/model.test.ts)
  process.env.MUTATION_RUN = '1';
  // no TypeScript checker: its first compile of the project took 8 minutes here under load (decision 121)
  const areas = mutate.filter((m) => !m.startsWith('!')).map((m) => AREAS.find((a) => a.mutate.includes(m)) ?? areaOf(m.replace(/:[\d-]+$/, '')));
  const work = new Stryker({ mutate, testFiles: testsFor(areas), checkers: [], ...options }).runMutationTest();
  const cap =
    capMinutes === null
      ? null
      : new Promise<'cap'>((resolve) => setTimeout(() => resolve('cap'), capMinutes * 60_000).unref());
  const results = await (cap ? Promise.race([work, cap]) : work);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  if (results === 'cap') {
    console.error(`\nThe mutation run did not finish within ${capMinutes} min: its score is unknown${unknownPasses ? ' (passed: --unknown-passes)' : ', which is not a pass'}.`);
    console.error(`Run it without a cap: npm run mutation:changed -- --cap-minutes 0`);
    return unknownPasses;
  }
  const judged = verdicts(results.map((r) => ({ file: relative(process.cwd(), r.fileName), status: r.status as MutantStatus })));
  console.log(`\nMutation score, ${results.length} mutants in ${minutes} min:`);
  for (const v of judged) {
    const line = `  ${v.area.title}: ${v.score!.toFixed(1)} % (${v.killed} killed, ${v.survived} survived), break line ${v.area.breakAt} %`;
    if (v.passed) console.log(line);
    else console.error(`${line}: UNDER THE LINE`);
  }
  return judged.every((v) => v.passed);
}

const readReport = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as MutationReport;
const moduleLevelFile = (area: Area) => `reports/mutation/${area.name}.module-level.json`;

/** An area's last run, its module-level mutants filled in from `--module-level` when that ran. */
function areaResult(area: Area): MutationReport {
  const report = readReport(`reports/mutation/${area.name}.json`);
  return existsSync(moduleLevelFile(area)) ? wholeArea(report, readReport(moduleLevelFile(area))) : report;
}

/** The tests near each file (nearTests) among the areas' tests. */
function nearTestsOf(areas: Area[]): (file: string) => string[] {
  const files = git('ls-files', '*.ts', '*.tsx').split('\n').filter(Boolean);
  const graph = importGraph(files, (f) => readFileSync(f, 'utf8'));
  const globs = testsFor(areas);
  const tests = files.filter((f) => globs.some((g) => matchesGlob(f, g)));
  return (file) => nearTests(file, graph, tests);
}

/**
 * The module-level mutants an area's run left out (`--ignore-static`), file by file, each file's on the tests near it
 * (nearTests) rather than the area's: minutes where the area's tests took hours. Writes NAME.module-level.json and
 * prints the area's whole score.
 */
async function moduleLevel(area: Area, concurrency: number): Promise<boolean> {
  const ranges = moduleLevelRanges(readReport(`reports/mutation/${area.name}.json`));
  const near = nearTestsOf([area]);
  const found: MutationReport = { files: {} };
  mkdirSync('reports/mutation/module-level', { recursive: true });
  for (const [file, mutate] of ranges) {
    const tests = near(file);
    const out = `reports/mutation/module-level/${file.replace(/\//g, '_')}.json`;
    console.log(`\n${file}: ${mutate.length} range(s), ${tests.length} test files`);
    process.env.MUTATION_RUN = '1';
    await new Stryker({ mutate, testFiles: tests, checkers: [], concurrency, reporters: ['json', 'progress'], jsonReporter: { fileName: out } }).runMutationTest();
    Object.assign(found.files, readReport(out).files);
  }
  writeFileSync(moduleLevelFile(area), JSON.stringify(found));
  const whole = Object.values(wholeArea(readReport(`reports/mutation/${area.name}.json`), found).files).flatMap((f) => f.mutants);
  const left = whole.filter((m) => m.status === 'Ignored').length;
  const t = tally(whole.map((m) => m.status));
  console.log(`\n${area.title}, whole: ${t.score?.toFixed(1)} % (${t.killed} killed, ${t.survived} survived${left ? `, ${left} still left out` : ''}), break line ${area.breakAt} %`);
  return t.score !== null && t.score >= area.breakAt;
}

function printSurvivors(report: MutationReport): void {
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const left = mutants
      .filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
      .sort((a, b) => a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column);
    if (left.length === 0) continue;
    console.log(`\n${file} (${left.length})`);
    for (const m of left) {
      const at = `${m.location.start.line}:${m.location.start.column}`;
      const tags = [m.status === 'NoCoverage' ? 'no test reaches it' : '', m.static ? 'module-level' : ''].filter(Boolean).join(', ');
      console.log(`  ${at.padEnd(8)} ${m.mutatorName}: ${(m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100)}${tags ? `  (${tags})` : ''}`);
    }
  }
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      base: { type: 'string' },
      'cap-minutes': { type: 'string', default: '5' },
      'unknown-passes': { type: 'boolean', default: false },
      concurrency: { type: 'string', default: '1' },
      'ignore-static': { type: 'boolean', default: false },
      'module-level': { type: 'boolean', default: false },
      near: { type: 'boolean', default: false },
    },
  });
  const [mode, name] = positionals;
  let passed: boolean;
  if (mode === 'changed') {
    const base = values.base ?? defaultBase();
    if (!refExists(base)) {
      // a first commit, or a clone without history: nothing to compare with
      console.log(`No commit ${base} here to compare with: nothing to mutate.`);
      return;
    }
    const cap = Number(values['cap-minutes']);
    // from where the branch left the base to the working tree: the lines Stryker's sandbox copy will hold
    const ranges = mutationRanges(changedLines(git('diff', '--unified=0', '--diff-filter=AMR', git('merge-base', base, 'HEAD'))));
    if (ranges.length === 0) {
      console.log(`No line of the mutation areas changed since ${base}: nothing to mutate.`);
      return;
    }
    console.log(`Mutating the lines changed since ${base}:\n  ${ranges.join('\n  ')}`);
    passed = await run(ranges, { reporters: ['clear-text', 'progress'] }, cap > 0 ? cap : null, values['unknown-passes']);
  } else if (mode === 'lines') {
    const ranges = positionals.slice(1);
    if (ranges.length === 0 || !ranges.every((r) => /^[^:]+:\d+(-\d+)?$/.test(r))) throw new Error('Usage: npm run mutation:lines -- FILE:FROM-TO …');
    const files = [...new Set(ranges.map((r) => r.replace(/:[\d-]+$/, '')))];
    const areas = files.map((f) => areaOf(f)).filter((a): a is Area => a !== undefined);
    // --near: each file's module-level mutants on the tests near it, as --module-level judges them
    const near = values.near ? { testFiles: [...new Set(files.flatMap(nearTestsOf(areas)))] } : {};
    passed = await run(ranges, { reporters: ['clear-text', 'progress'], ...near }, null);
  } else if (mode === 'area') {
    const area = AREAS.find((a) => a.name === name);
    if (!area) throw new Error(`Unknown area '${name}': one of ${AREAS.map((a) => a.name).join(', ')}`);
    if (values['module-level']) process.exit((await moduleLevel(area, Number(values.concurrency))) ? 0 : 1);
    passed = await run(
      [...area.mutate, ...EXCLUDED.map((p) => `!${p}`)],
      {
        incremental: true,
        incrementalFile: `reports/mutation/${area.name}.incremental.json`,
        htmlReporter: { fileName: `reports/mutation/${area.name}.html` },
        jsonReporter: { fileName: `reports/mutation/${area.name}.json` },
        concurrency: Number(values.concurrency),
        ignoreStatic: values['ignore-static'],
      },
      null,
    );
  } else if (mode === 'survivors') {
    const area = AREAS.find((a) => a.name === name);
    if (!area) throw new Error(`Unknown area '${name}': one of ${AREAS.map((a) => a.name).join(', ')}`);
    printSurvivors(areaResult(area));
    return;
  } else {
    throw new Error('Usage: tsx scripts/mutation.ts changed [--base REF] [--cap-minutes N] | lines FILE:FROM-TO … | area NAME | survivors NAME');
  }
  process.exit(passed ? 0 : 1);
}

await main();
