/**
 * Under a mutation run, a test file that cannot load (a mutant made a module it imports throw) is a failing test:
 * StrykerJS 9.6's Vitest runner builds a mutant's result from the tests it collected, and such a file collects none,
 * so the mutant counted as survived (stryker-js#6150). tests/mutationLoadFailures.ts is the reporter that adds it.
 */
import type { RunnerTestCase, RunnerTestFile } from 'vitest';
import { describe, expect, it } from 'vitest';
import { markLoadFailures } from '../mutationLoadFailures';

function file(state: 'pass' | 'fail' | undefined, tasks: number, errors: unknown[] = []): RunnerTestFile {
  const f = { type: 'suite', id: 'f1', name: 'machines/x.test.ts', mode: 'run', meta: {}, tasks: [] as unknown[], filepath: '/x.test.ts', projectName: '', file: undefined as unknown, result: state ? { state, errors } : undefined } as unknown as RunnerTestFile;
  f.file = f;
  for (let i = 0; i < tasks; i++) f.tasks.push({ type: 'test', id: `f1_${i}`, name: `t${i}`, mode: 'run', meta: {}, file: f, suite: f, result: { state: 'pass' } } as unknown as RunnerTestCase);
  return f;
}

describe('a test file that cannot load, under a mutation run', () => {
  it('becomes one failed test carrying the load error', () => {
    const error = { message: "Initial state '' not found on 'login'" };
    const f = file('fail', 0, [error]);
    markLoadFailures([f]);
    expect(f.tasks).toHaveLength(1);
    const t = f.tasks[0] as RunnerTestCase;
    expect(t.type).toBe('test');
    expect(t.result?.state).toBe('fail');
    expect(t.result?.errors).toEqual([error]);
    expect(t.file).toBe(f);
    expect(t.suite).toBe(f);
    expect(t.name).toBe('the test file loads');
    expect(t.id).not.toBe(f.id);
  });

  it('leaves a file that loaded as it is: passed, or failed with its own tests', () => {
    const passed = file('pass', 2);
    const failed = file('fail', 3);
    const skipped = file(undefined, 0);
    markLoadFailures([passed, failed, skipped]);
    expect(passed.tasks.map((t) => t.name)).toEqual(['t0', 't1']);
    expect(failed.tasks.map((t) => t.name)).toEqual(['t0', 't1', 't2']);
    expect(skipped.tasks).toEqual([]);
  });
});
