/**
 * Under a StrykerJS mutation run, the active mutant is set before any module under test loads.
 *
 * StrykerJS 9.6's Vitest runner activates a mutant in a `beforeAll` hook when the run has a test filter (ours does:
 * scripts/mutation.ts names the unit tests). That is after the test file has imported its modules, so a mutant in
 * module-level code — a machine's states and guards, a constant pattern — is never active and counts as survived
 * (stryker-js#6144, fixed upstream by #6145, not released for 9.x). Outside a mutation run this file does nothing.
 * Decision 133.
 */
import { inject } from 'vitest';

const provided = inject as unknown as (key: string) => unknown;
if (provided('mode') === 'mutant') {
  const namespace = provided('globalNamespace');
  if (typeof namespace === 'string') {
    const g = globalThis as unknown as Record<string, { activeMutant?: unknown } | undefined>;
    (g[namespace] ??= {}).activeMutant = provided('activeMutant');
  }
}
