/**
 * A Vitest reporter for mutation runs (vitest.config.ts adds it under MUTATION_RUN): a test file that failed and holds
 * no test — it could not load, because a mutant made a module it imports throw (`initial: ''`, a state's `on`
 * emptied) — gets one failed test carrying its load error.
 *
 * StrykerJS 9.6's Vitest runner builds a mutant's result from the tests it collected once the run has finished
 * (`ctx.state.getFiles()`, read after the run's end, which reporters hear first); a file that collected none added no
 * failure, so such a mutant counted
 * as survived although the suite catches it (stryker-js#6150, open). Outside a mutation run nothing uses this.
 * Decision 134.
 */
import type { RunnerTestCase, RunnerTestFile } from 'vitest';
import type { Vitest } from 'vitest/node';
import type { Reporter } from 'vitest/reporters';

export class LoadFailuresAsFailedTests implements Reporter {
  private files: () => RunnerTestFile[] = () => [];

  onInit(vitest: Vitest): void {
    this.files = () => vitest.state.getFiles();
  }

  onTestRunEnd(): void {
    markLoadFailures(this.files());
  }
}

/** Each file that failed without a test gets one failed test with the file's errors; any other file is left alone. */
export function markLoadFailures(files: RunnerTestFile[]): void {
  for (const file of files) {
    if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
    // the fields Stryker's runner reads (its name, its file, its result); a test's context exists only while it runs
    const loads = {
      type: 'test',
      id: `${file.id}_loads`,
      name: 'the test file loads',
      fullName: `${file.name} > the test file loads`,
      mode: 'run',
      meta: {},
      file,
      suite: file,
      timeout: 0,
      annotations: [],
      artifacts: [],
      result: { state: 'fail', errors: file.result.errors ?? [] },
    } as unknown as RunnerTestCase;
    file.tasks.push(loads);
  }
}
