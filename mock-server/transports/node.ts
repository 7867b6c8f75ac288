/**
 * msw/node transport for vitest: the same handlers over an in-process interceptor.
 *
 *   const { server, sim, reset } = createTestSimulator({ now: Date.parse('2026-01-10T06:30:00Z'), frozen: true });
 *   beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 *   afterEach(() => reset());
 *   afterAll(() => server.close());
 *
 * or simply `setupTestSimulator(opts)` which registers those hooks.
 */
import { setupServer, type SetupServer } from 'msw/node';
import { credentialsFromEnv, settingsFromEnv, type AppCredential } from '../config';
import { createHandlers } from '../handlers';
import { createSimulator, type CreateSimulatorOptions } from '../simulator';
import { DEFAULT_SCENARIO, DEFAULT_SEED } from '../../fixtures';
import type { Sim } from '../core';

export interface TestSimulatorOptions extends CreateSimulatorOptions {
  credentials?: AppCredential[];
}

export interface TestSimulator {
  server: SetupServer;
  sim: Sim;
  /** back to the initial scenario, seed and clock; clears the journal and runtime handler overrides */
  reset(): void;
  /** server.listen({ onUnhandledRequest: 'error' }) */
  listen(): void;
  close(): void;
}

export function createTestSimulator(opts: TestSimulatorOptions = {}): TestSimulator {
  const fixedNow = opts.now ?? Date.now();
  const sim = createSimulator({ ...opts, now: fixedNow, settings: { ...settingsFromEnv(process.env), ...opts.settings } });
  const server = setupServer(...createHandlers(sim, { credentials: opts.credentials ?? credentialsFromEnv(process.env) }));
  return {
    server,
    sim,
    reset() {
      sim.reset({ scenario: opts.scenario ?? DEFAULT_SCENARIO, seed: opts.seed ?? DEFAULT_SEED, now: fixedNow, frozen: opts.frozen });
      server.resetHandlers();
    },
    listen() {
      server.listen({ onUnhandledRequest: 'error' });
    },
    close() {
      server.close();
    },
  };
}

/** Registers beforeAll/afterEach/afterAll hooks (vitest globals) around a test simulator. */
export function setupTestSimulator(opts: TestSimulatorOptions = {}): TestSimulator {
  const t = createTestSimulator(opts);
  beforeAll(() => t.listen());
  afterEach(() => t.reset());
  afterAll(() => t.close());
  return t;
}
