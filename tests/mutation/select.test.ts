import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AREAS,
  EXCLUDED,
  UNIT_TESTS,
  areaOf,
  changedLines,
  importGraph,
  moduleLevelRanges,
  mutationRanges,
  nearTests,
  relativeImports,
  tally,
  testsFor,
  verdicts,
  wholeArea,
  type MutationReport,
  type ReportMutant,
} from '../../scripts/mutationSelect';

const root = join(import.meta.dirname, '../..');

const DIFF = `diff --git a/domain/rules/amount.ts b/domain/rules/amount.ts
index 1111111..2222222 100644
--- a/domain/rules/amount.ts
+++ b/domain/rules/amount.ts
@@ -12 +12 @@ export const MAX_AMOUNT = 10000;
-const a = 1;
+const a = 2;
@@ -40,0 +41,3 @@ function x() {
+one
+two
+three
@@ -60,2 +63,0 @@ function y() {
-gone
-gone too
diff --git a/domain/rules/amount.test.ts b/domain/rules/amount.test.ts
--- a/domain/rules/amount.test.ts
+++ b/domain/rules/amount.test.ts
@@ -1,0 +2,2 @@
+it()
+it()
diff --git a/machines/loginMachine.ts b/machines/loginMachine.ts
--- a/machines/loginMachine.ts
+++ b/machines/loginMachine.ts
@@ -5,2 +5,4 @@ import x
+a
+b
diff --git a/src/ui/Button.tsx b/src/ui/Button.tsx
--- a/src/ui/Button.tsx
+++ b/src/ui/Button.tsx
@@ -1 +1 @@
-x
+y
diff --git a/mock-server/core/domains/ledger.ts b/mock-server/core/domains/ledger.ts
new file mode 100644
--- /dev/null
+++ b/mock-server/core/domains/ledger.ts
@@ -0,0 +1,2 @@
+a
+b
diff --git a/bridge/redact.ts b/bridge/redact.ts
deleted file mode 100644
--- a/bridge/redact.ts
+++ /dev/null
@@ -1,2 +0,0 @@
-a
-b
`;

describe('the short mutation form picks what a change touched', () => {
  it('reads the added and changed lines of each file, on the new side; a removal-only hunk adds none', () => {
    const lines = changedLines(DIFF);
    expect(lines.get('domain/rules/amount.ts')).toEqual([
      [12, 12],
      [41, 43],
    ]);
    expect(lines.get('machines/loginMachine.ts')).toEqual([[5, 8]]);
    expect(lines.get('mock-server/core/domains/ledger.ts')).toEqual([[1, 2]]);
    expect(lines.has('bridge/redact.ts')).toBe(false);
  });

  it('mutates only the changed lines of the areas’ files, never a test, in the areas’ order', () => {
    expect(mutationRanges(changedLines(DIFF))).toEqual([
      'domain/rules/amount.ts:12-12',
      'domain/rules/amount.ts:41-43',
      'mock-server/core/domains/ledger.ts:1-2',
      'machines/loginMachine.ts:5-8',
    ]);
  });

  it('a change outside the areas, or to tests and test helpers only, mutates nothing', () => {
    const diff = DIFF.split('diff --git').filter((d) => /Button|amount\.test|^$/.test(d)).join('diff --git');
    expect(mutationRanges(changedLines(diff))).toEqual([]);
    expect(areaOf('machines/test-helpers.ts')).toBeUndefined();
    expect(areaOf('mock-server/core/domains/users.ts')).toBeUndefined();
  });

  it('places each file in its area', () => {
    expect(areaOf('domain/rules/chat/parser.ts')?.name).toBe('rules');
    expect(areaOf('domain/cancelCutoff.ts')?.name).toBe('rules');
    expect(areaOf('mock-server/core/domains/settlement.ts')?.name).toBe('simulator');
    expect(areaOf('machines/otpCooldownMachine.ts')?.name).toBe('machines');
    expect(areaOf('domain/read.ts')?.name).toBe('readers');
    expect(areaOf('src/api/views/money.ts')?.name).toBe('readers');
    expect(areaOf('src/api/betting.ts')).toBeUndefined();
  });
});

describe('the score of the short form', () => {
  it('counts timeouts as killed and no coverage as survived; compile errors and ignored mutants not at all', () => {
    expect(tally(['Killed', 'Timeout', 'Survived', 'NoCoverage', 'CompileError', 'Ignored', 'RuntimeError'])).toEqual({
      killed: 2,
      survived: 2,
      score: 50,
    });
    expect(tally(['CompileError']).score).toBeNull();
  });

  it('judges each area that had mutants against its own break line', () => {
    const rules = AREAS.find((a) => a.name === 'rules')!;
    const nine = Array.from({ length: 9 }, () => ({ file: 'domain/rules/amount.ts', status: 'Killed' as const }));
    const [v] = verdicts([...nine, { file: 'domain/rules/amount.ts', status: 'Survived' }]);
    expect(v).toMatchObject({ area: rules, killed: 9, survived: 1, score: 90, passed: rules.breakAt <= 90 });
    const [w] = verdicts([...nine.slice(1), { file: 'domain/rules/amount.ts', status: 'NoCoverage' }]);
    expect(w).toMatchObject({ score: 88.88888888888889, passed: rules.breakAt <= 88.8 });
    expect(verdicts([{ file: 'machines/failure.ts', status: 'CompileError' }])).toEqual([]);
  });
});

describe('the tests a run uses', () => {
  const area = (name: string) => AREAS.find((a) => a.name === name);
  it('every unit test for the readers area (the redactor is the bridge’s); the others leave out the bridge’s own tests', () => {
    expect(testsFor([area('readers')])).toEqual(UNIT_TESTS);
    expect(testsFor([area('rules'), area('readers')])).toEqual(UNIT_TESTS);
    for (const name of ['rules', 'simulator', 'machines']) {
      const tests = testsFor([area(name)]);
      expect(tests).toEqual(UNIT_TESTS.filter((t) => !t.startsWith('tests/bridge/')));
    }
    expect(testsFor([undefined]).filter((t) => t.startsWith('tests/bridge/'))).toEqual([]);
  });

  it('of the bridge’s tests, the readers area takes the quick ones, not those that start processes or run the whole bridge (34 of their 42 s)', () => {
    const files = execFileSync('git', ['ls-files', 'tests/bridge'], { cwd: root, encoding: 'utf8' }).split('\n').filter((f) => f.endsWith('.test.ts'));
    const taken = files.filter((f) => testsFor([area('readers')]).some((p) => matchesGlob(f, p)));
    const started = ['cli', 'dialect-drift', 'golive', 'proxy', 'secrets-by-value', 'transport'].map((n) => `tests/bridge/${n}.test.ts`);
    expect(taken).toEqual(files.filter((f) => !started.includes(f)));
    expect(taken).toContain('tests/bridge/redact.test.ts');
  });

  it('never the lint that reads the readers’ source text (Stryker instruments that text): the other API tests, yes', () => {
    const files = execFileSync('git', ['ls-files', 'tests/api'], { cwd: root, encoding: 'utf8' }).split('\n').filter((f) => f.endsWith('.test.ts'));
    const taken = files.filter((f) => UNIT_TESTS.some((p) => matchesGlob(f, p)));
    expect(taken).not.toContain('tests/api/unknown-values.test.ts');
    expect(taken).toEqual(files.filter((f) => f !== 'tests/api/unknown-values.test.ts'));
  });
});

describe('one list of areas', () => {
  it('stryker.config.json mutates exactly the areas’ files', () => {
    const config = JSON.parse(readFileSync(join(root, 'stryker.config.json'), 'utf8')) as { mutate: string[] };
    expect(config.mutate).toEqual([...AREAS.flatMap((a) => a.mutate), ...EXCLUDED.map((p) => `!${p}`)]);
  });

  it('every pattern of every area names files that exist (a file moved or split is not silently left out)', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
    for (const pattern of AREAS.flatMap((a) => a.mutate)) {
      expect(files.some((f) => matchesGlob(f, pattern) && !EXCLUDED.some((x) => matchesGlob(f, x))), pattern).toBe(true);
    }
  });

  it('the README states each area’s break line, the figure the short form fails under', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    for (const area of AREAS) {
      const row = readme.split('\n').find((l) => l.startsWith(`| ${area.title} |`));
      expect(row, `a README row for ${area.title}`).toBeDefined();
      expect(row).toContain(`| ${area.breakAt} % |`);
    }
  });
});

describe('module-level mutants, judged on the tests near their module', () => {
  it('reads the relative imports, re-exports and dynamic imports of a source, not packages or text', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b/index';",
      "export * from './c';",
      "import './d.css';",
      "const e = await import('./e');",
      "import fc from 'fast-check';",
      "const text = 'from ./f';",
    ].join('\n');
    expect(relativeImports(source)).toEqual(['./a', '../b/index', './c', './d.css', './e']);
  });

  it('resolves a specifier to a file, a .tsx or a folder index; an unknown one to nothing', () => {
    const graph = importGraph(['x/a.ts', 'x/b.tsx', 'y/index.ts', 'x/t.test.ts'], (f) => (f === 'x/t.test.ts' ? "import './a';\nimport './b';\nimport '../y';\nimport './gone';" : ''));
    expect(graph.get('x/t.test.ts')).toEqual(['x/a.ts', 'x/b.tsx', 'y/index.ts']);
  });

  it('takes the tests importing the module or a module that imports it, an index standing for what it re-exports', () => {
    const imports = new Map<string, string[]>([
      ['r/words.ts', []],
      ['r/parser.ts', ['r/words.ts']],
      ['r/index.ts', ['r/words.ts', 'r/parser.ts']],
      ['r/words.test.ts', ['r/words.ts']],
      ['r/parser.test.ts', ['r/parser.ts']],
      ['r/rules.test.ts', ['r/index.ts']],
      ['s/screen.ts', ['r/index.ts']],
      ['s/screen.test.ts', ['s/screen.ts']],
      ['r/other.test.ts', []],
    ]);
    const tests = ['r/words.test.ts', 'r/parser.test.ts', 'r/rules.test.ts', 's/screen.test.ts', 'r/other.test.ts'];
    expect(nearTests('r/words.ts', imports, tests)).toEqual(['r/words.test.ts', 'r/parser.test.ts', 'r/rules.test.ts', 's/screen.test.ts']);
    expect(nearTests('r/parser.ts', imports, tests)).toEqual(['r/parser.test.ts', 'r/rules.test.ts', 's/screen.test.ts']);
  });

  it('in this repository: the chat words are judged by their own tests and the parser’s, not by every screen', () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    const graph = importGraph(files, (f) => readFileSync(join(root, f), 'utf8'));
    const near = nearTests('domain/rules/chatWords.ts', graph, files.filter((f) => /\.test\.tsx?$/.test(f)));
    expect(near).toContain('domain/rules/chatWords.test.ts');
    expect(near).toContain('domain/rules/chatParser.test.ts');
    expect(near).not.toContain('tests/sim/referrals-model.test.ts');
  });

  const mutant = (line: number, status: ReportMutant['status'], isStatic: boolean, replacement = 'x'): ReportMutant => ({
    mutatorName: 'StringLiteral',
    replacement,
    status,
    static: isStatic,
    location: { start: { line, column: 1 }, end: { line, column: 9 } },
  });

  it('names the lines of the module-level mutants a run left out, adjacent lines as one range', () => {
    const report: MutationReport = {
      files: {
        'a.ts': { mutants: [mutant(3, 'Ignored', true), mutant(4, 'Ignored', true), mutant(9, 'Ignored', true), mutant(5, 'Killed', false), mutant(12, 'Killed', true)] },
        'b.ts': { mutants: [mutant(1, 'Survived', false)] },
      },
    };
    expect(moduleLevelRanges(report)).toEqual(new Map([['a.ts', ['a.ts:3-4', 'a.ts:9-9']]]));
  });

  it('fills an area’s left-out mutants from the module-level runs, by place, mutator and replacement', () => {
    const area: MutationReport = { files: { 'a.ts': { mutants: [mutant(3, 'Ignored', true, 'p'), mutant(3, 'Ignored', true, 'q'), mutant(5, 'Killed', false), mutant(7, 'Ignored', true)] } } };
    const moduleLevel: MutationReport = { files: { 'a.ts': { mutants: [mutant(3, 'Survived', true, 'q'), mutant(3, 'Killed', true, 'p'), mutant(5, 'Survived', false)] } } };
    expect(wholeArea(area, moduleLevel).files['a.ts']!.mutants.map((m) => m.status)).toEqual(['Killed', 'Survived', 'Killed', 'Ignored']);
  });
});
