/**
 * npm run sim -- [--port 4010] [--host 127.0.0.1] [--seed 42] [--scenario default] [--store DIR]
 *                [--state file.json] [--now "2026-01-10 14:00"] [--frozen] [--no-compress] [--dialect php]
 * --store DIR: every world (the default one and each session) in its own file there, each call answered once its
 * changes are committed; a restart, or another process on the same DIR, goes on from there (decision 094).
 * --state FILE: the store in FILE.store, its default world first imported from FILE (a saved world) when present.
 * --no-compress: replies as they are (default: brotli or gzip by the request's Accept-Encoding, as a front server).
 * --dialect: replies as a PHP backend answers them: 'php' (every habit) or habit names, e.g. 'bom,nulls' (README "PHP
 * dialect"); every world of this server starts in it. An unknown name: one sentence listing the known ones, exit 2.
 */
import { parseArgs } from 'node:util';
import { parseInstant } from '../core';
import { DEFAULT_HTTP_HOST, DEFAULT_HTTP_PORT } from '../config';
import { DEFAULT_SCENARIO, DEFAULT_SEED, SCENARIOS } from '../../fixtures';
import { dialectField } from '../pipeline/dialect';
import { startHttpSimulator } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(DEFAULT_HTTP_PORT) },
    host: { type: 'string', default: DEFAULT_HTTP_HOST },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    scenario: { type: 'string', default: DEFAULT_SCENARIO },
    store: { type: 'string' },
    state: { type: 'string' },
    now: { type: 'string' },
    frozen: { type: 'boolean', default: false },
    'no-compress': { type: 'boolean', default: false },
    dialect: { type: 'string', default: 'plain' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(`Usage: npm run sim -- [--port ${DEFAULT_HTTP_PORT}] [--host ${DEFAULT_HTTP_HOST}] [--seed ${DEFAULT_SEED}] [--scenario name] [--store DIR] [--state file.json] [--now "YYYY-MM-DD HH:MM" (IST)] [--frozen] [--no-compress] [--dialect plain|php|habit,habit]
Scenarios: ${Object.keys(SCENARIOS).join(', ')}`);
  process.exit(0);
}

const port = Number(values.port);
const seed = Number(values.seed);
const now = values.now === undefined ? undefined : parseInstant(values.now);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`bad --port ${values.port}`);
if (!Number.isInteger(seed)) throw new Error(`bad --seed ${values.seed}`);
if (now === null) throw new Error(`bad --now ${values.now}`);
if (!SCENARIOS[values.scenario]) throw new Error(`unknown --scenario ${values.scenario} (known: ${Object.keys(SCENARIOS).join(', ')})`);

const dialect = dialectField(values.dialect);
if (!dialect.ok) {
  console.error(dialect.error);
  process.exit(2);
}

const storeDir = values.store ?? (values.state === undefined ? undefined : `${values.state}.store`);
const sim = await startHttpSimulator({ port, host: values.host, seed, scenario: values.scenario, storeDir, importState: values.state, now, frozen: values.frozen, compress: !values['no-compress'], settings: { dialect: dialect.name } });
console.log(`Simulator listening on ${sim.url}  (scenario ${sim.sim.state.meta.scenario}, seed ${sim.sim.state.meta.seed}${storeDir ? `, store ${storeDir}` : ''}, dialect ${dialect.name})`);
console.log(`Control API: ${sim.url}/__sim/   players: ${Object.values(sim.sim.state.users.byId).map((u) => u.mobile).join(', ') || 'none'}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) process.exit(1);
    closing = true;
    sim.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  });
}
