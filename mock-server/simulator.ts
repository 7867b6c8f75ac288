/**
 * Core + scenarios: the one constructor every transport uses.
 */
import { Sim, emptyState, type LoadOptions, type Settings, type SimOptions } from './core';
import { DEFAULT_SCENARIO, DEFAULT_SEED, FAULT_PLANS, SCENARIOS } from '../fixtures';

export interface CreateSimulatorOptions {
  scenario?: string;
  seed?: number;
  /** the clock position of the world; default real time */
  now?: number;
  /** keep the clock frozen at `now` */
  frozen?: boolean;
  realNow?: SimOptions['realNow'];
  /** settings every world of this simulator starts with, whatever the scenario (e.g. the build's Jodi reading) */
  settings?: Partial<Settings>;
}

export function createSimulator(opts: CreateSimulatorOptions = {}): Sim {
  const sim = new Sim(placeholder(), { realNow: opts.realNow, scenarios: SCENARIOS, faultPlans: FAULT_PLANS, settings: opts.settings });
  const made = sim.reset({ scenario: opts.scenario ?? DEFAULT_SCENARIO, seed: opts.seed ?? DEFAULT_SEED, now: opts.now, frozen: opts.frozen });
  if (!made.ok) throw new Error(`${made.error} (known: ${Object.keys(SCENARIOS).join(', ')})`);
  return sim;
}

/**
 * A simulator over a saved state (file, browser storage); null when the state does not check out. `load.fresh`: the
 * state is handed over, not copied (see Kernel.load).
 */
export function simulatorFromState(state: unknown, realNow: SimOptions['realNow'] = Date.now, settings?: Partial<Settings>, load?: LoadOptions): Sim | null {
  const sim = loadSimulator(state, { realNow, settings, load });
  return typeof sim === 'string' ? null : sim;
}

/** A simulator over a saved state, or why the state does not load. */
export function loadSimulator(state: unknown, opts: { realNow?: SimOptions['realNow']; settings?: Partial<Settings>; load?: LoadOptions } = {}): Sim | string {
  const sim = new Sim(placeholder(), { realNow: opts.realNow, scenarios: SCENARIOS, faultPlans: FAULT_PLANS, settings: opts.settings });
  const r = sim.load(state, opts.load);
  return r.ok ? sim : r.error;
}

function placeholder() {
  return emptyState({ scenario: DEFAULT_SCENARIO, seed: DEFAULT_SEED, now: 0, markets: [] });
}

export { Sim };
