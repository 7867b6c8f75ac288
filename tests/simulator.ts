/**
 * The simulator for screen tests: msw/node with the app's handlers, a frozen clock, reset (and localStorage
 * cleared) after each test, the base query pointed at an absolute host msw/node intercepts.
 */
import { PLAYER_MOBILES } from '../fixtures';
import type { Sim } from '../mock-server/core';
import { createTestSimulator, type TestSimulator, type TestSimulatorOptions } from '../mock-server/transports/node';
import { configureBaseQuery, resetBaseQueryConfig } from '../src/api/baseQuery';

/** 10 Jan 2026, 12:00 IST. */
export const TEST_NOW = Date.parse('2026-01-10T06:30:00Z');

export function screenSimulator(opts: TestSimulatorOptions = {}): TestSimulator {
  const t = createTestSimulator({ now: TEST_NOW, frozen: true, ...opts });
  beforeAll(() => {
    t.listen();
    configureBaseQuery({ apiHost: 'http://sim.test/' });
  });
  afterEach(() => {
    t.reset();
    localStorage.clear();
  });
  afterAll(() => {
    resetBaseQueryConfig();
    t.close();
  });
  return t;
}

/** A fixture player of the simulator's world (default: the first). */
export function fixturePlayer(sim: Sim, mobile: string = PLAYER_MOBILES[0]) {
  const u = sim.userByMobile(mobile);
  if (!u) throw new Error(`fixture player ${mobile} missing`);
  return u;
}
