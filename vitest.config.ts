import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { LoadFailuresAsFailedTests } from './tests/mutationLoadFailures';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'domain/**/*.test.ts', 'machines/**/*.test.ts', 'mock-server/**/*.test.ts', 'fixtures/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/mutationActivation.ts', 'tests/setup.ts'],
    env: { VITE_API_MODE: 'sim' },
    // a guard for a test that will never pass, not a budget: every wait inside waits on its event (decision 110). Under
    // a mutation run (scripts/mutation.ts) a mutant that stops a machine would hold its test until Stryker's own
    // timeout, which also restarts the test runner: the guard comes first there, and the mutant counts as killed alike
    testTimeout: process.env.MUTATION_RUN ? 5_000 : 60_000,
    // under a mutation run, a test file that cannot load is a failed test, not no test (decision 134)
    reporters: process.env.MUTATION_RUN ? ['default', new LoadFailuresAsFailedTests()] : ['default'],
    expect: { poll: { timeout: 20_000 } },
    // one worker more than there are cores: the component tests spend most of their time waiting on real timers
    // (a 2 s banner, a 1 s redirect), so a third worker on a two-core machine takes the suite from 233 s (Vitest's
    // default, cores − 1 = one worker) to 103 s
    maxWorkers: availableParallelism() + 1,
  },
});
