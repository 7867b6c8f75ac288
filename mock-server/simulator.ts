/**
 * Core + scenarios: the one constructor every transport uses.
 */
import { Sim, clockAt, emptyState, type SimOptions } from './core';
import { DEFAULT_SCENARIO, DEFAULT_SEED, SCENARIOS } from '../fixtures';

export interface CreateSimulatorOptions {
  scenario?: string;
  seed?: number;
  /** the clock position of the world; default real time */
  now?: number;
  /** keep the clock frozen at `now` */
  frozen?: boolean;
  realNow?: SimOptions['realNow'];
}

export function createSimulator(opts: CreateSimulatorOptions = {}): Sim {
  const scenario = opts.scenario ?? DEFAULT_SCENARIO;
  const seed = opts.seed ?? DEFAULT_SEED;
  const info = SCENARIOS[scenario];
  if (!info) throw new Error(`Unknown scenario '${scenario}' (known: ${Object.keys(SCENARIOS).join(', ')})`);
  const realNow = opts.realNow ?? Date.now;
  const now = opts.now ?? realNow();
  const state = info.build({ seed, now });
  state.clock = clockAt(opts.now, opts.frozen, realNow());
  return new Sim(state, { realNow, scenarios: SCENARIOS });
}

/** A simulator over a saved state (file, localStorage); null when the state does not check out. */
export function simulatorFromState(state: unknown, realNow: SimOptions['realNow'] = Date.now): Sim | null {
  const sim = new Sim(createEmptyPlaceholder(), { realNow, scenarios: SCENARIOS });
  return sim.load(state).ok ? sim : null;
}

function createEmptyPlaceholder() {
  return emptyState({ scenario: DEFAULT_SCENARIO, seed: DEFAULT_SEED, now: 0, markets: [] });
}

export { Sim };
