/**
 * npm run chaos -- [--seed N] [--steps 20] [--minutes 0] [--build demo|prod] [--faults none|light|heavy|<plan>] [--dialect plain|php|<habits>] [--replay FILE] [--out DIR]
 * npm run chaos -- --planted [--seeds 7,11] [--steps 20] [--minutes 4]   (the planted-defect check, ./planted.ts)
 *
 * The chaos player (./chaos.spec.ts): a seeded random player in Chromium at 360×740 with the invariants
 * checked after every step. Without --seed a fresh one is drawn and printed first. --minutes runs sequence after
 * sequence for that long (a night run); --replay re-runs the shrunk path a failure wrote (chaos-results/failure.json).
 * demo: the demo build with the in-browser simulator; prod: the production build over HTTP to `npm run sim`, a
 * simulator session per run. --faults <plan> runs under a named fault plan whose replies stay whole (slow-network),
 * with light faults on the next money calls besides. --dialect: the simulator answers as a PHP backend (every habit of
 * domain/phpHabits.ts, or those named), and the harness expects those habits on the wire. Every run prints and writes
 * what it met (chaos-results/coverage.json).
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { FAULT_PLANS } from '../../fixtures/faultPlans';
import { parseDialect } from '../../domain/phpHabits';

/**
 * Named plans the player can run under for a whole run: those whose replies stay whole (late, but intact), so each
 * command still knows what the app must say. A plan that spoils calls at random would leave no command able to tell
 * a refusal from a fault; the player spoils calls itself, one at a time, with light and heavy.
 */
export const WHOLE_REPLY_PLANS = Object.entries(FAULT_PLANS)
  .filter(([, p]) => p.faults.every((f) => f.kind === 'latency'))
  .map(([name]) => name);

// the planted-defect check has options of its own (./planted.ts)
if (process.argv.includes('--planted')) {
  const planted = spawnSync('npx', ['tsx', 'e2e/chaos/planted.ts', ...process.argv.slice(2).filter((a) => a !== '--planted')], { stdio: 'inherit' });
  process.exit(planted.status ?? 1);
}

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    steps: { type: 'string', default: '20' },
    minutes: { type: 'string', default: '0' },
    build: { type: 'string', default: 'demo' },
    faults: { type: 'string', default: 'light' },
    dialect: { type: 'string', default: 'plain' },
    replay: { type: 'string' },
    out: { type: 'string', default: 'chaos-results' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
const USAGE = 'npm run chaos -- [--seed N] [--steps 20] [--minutes 0] [--build demo|prod] [--faults none|light|heavy|<plan>] [--dialect plain|php|<habits>] [--replay FILE] [--out DIR]\n       npm run chaos -- --planted [--seeds 7,11] [--steps 20] [--minutes 4]';
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const build = values.build as string;
if (!['demo', 'prod'].includes(build)) throw new Error(`--build must be demo or prod, not ${build}`);
const faults = values.faults as string;
if (!['none', 'light', 'heavy', ...WHOLE_REPLY_PLANS].includes(faults)) {
  const named = Object.hasOwn(FAULT_PLANS, faults) ? ` ('${faults}' spoils calls at random, so no command could tell what the app must say)` : '';
  throw new Error(`--faults must be none, light, heavy or a named plan whose replies stay whole: ${WHOLE_REPLY_PLANS.join(', ')}${named}`);
}
const dialect = parseDialect(values.dialect);
if (!dialect.ok) throw new Error(`--dialect: ${dialect.error}`);
const seed = values.seed ?? String(Math.floor(Math.random() * 2 ** 31));
console.log(`chaos: seed ${seed} (${build} build, ${values.faults} faults, dialect ${values.dialect}${Number(values.minutes) ? `, ${values.minutes} min` : `, ${values.steps} steps`})`);
// two runs side by side (one per build, each with its own E2E_PORT) keep their results apart with --out
const run = spawnSync('npx', ['playwright', 'test', 'e2e/chaos', '--project', build, '--retries', '0', '--output', `${values.out}/playwright`], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHAOS: '1',
    CHAOS_SEED: seed,
    CHAOS_STEPS: values.steps,
    CHAOS_MINUTES: values.minutes,
    CHAOS_FAULTS: WHOLE_REPLY_PLANS.includes(faults) ? 'light' : faults,
    ...(WHOLE_REPLY_PLANS.includes(faults) ? { CHAOS_PLAN: faults } : {}),
    CHAOS_OUT: values.out,
    CHAOS_DIALECT: values.dialect,
    ...(values.replay ? { CHAOS_REPLAY: values.replay } : {}),
  },
});
process.exit(run.status ?? 1);
