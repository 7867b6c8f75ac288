/** Control routes for the world itself: scenarios, reset, snapshot, clock, settings. */
import { dialectName, PHP_HABITS } from '../../domain/phpHabits';
import { DEFAULT_SETTINGS, parseInstant, redactSecrets } from '../core';
import { dialectField, dialectOf } from '../pipeline/dialect';
import { str } from '../pipeline/request';
import { bad, fromResult, isTrue, ok, type ControlRoute } from './route';

const BAD_NOW = 'now must be epoch ms, ISO, or "YYYY-MM-DD HH:MM" (IST)';

const patchSettings: ControlRoute['handler'] = (sim, _p, f) => {
  const s = sim.state.settings as unknown as Record<string, unknown>;
  const patch = { ...f };
  for (const [k, v] of Object.entries(f)) {
    if (!(k in DEFAULT_SETTINGS)) return bad(`unknown setting ${k}`);
    if (k === 'dialect') {
      const d = dialectField(v);
      if (!d.ok) return bad(d.error);
      patch.dialect = d.name;
    } else if (typeof v !== typeof s[k]) return bad(`setting ${k} must be a ${typeof s[k]}`);
  }
  return ok(sim.patchSettings(patch));
};

const loadSnapshot: ControlRoute['handler'] = (sim, _p, f) => fromResult(sim.load(f));

export const worldRoutes: ControlRoute[] = [
  {
    method: 'GET',
    path: '/scenarios',
    doc: 'scenarios and the current one',
    handler: (sim) => ok({ current: sim.state.meta.scenario, seed: sim.state.meta.seed, scenarios: sim.scenarioList() }),
  },
  {
    method: 'POST',
    path: '/reset',
    doc: "{scenario?, seed?, now?, frozen?, dialect? ('plain', 'php' or habit names; default the simulator's own)}",
    handler(sim, _p, f) {
      const seed = f.seed === undefined || f.seed === '' ? undefined : Number(f.seed);
      if (seed !== undefined && !Number.isInteger(seed)) return bad('seed must be an integer');
      const now = f.now === undefined ? undefined : parseInstant(f.now);
      if (now === null) return bad(BAD_NOW);
      const dialect = f.dialect === undefined ? undefined : dialectField(f.dialect);
      if (dialect && !dialect.ok) return bad(dialect.error);
      return fromResult(sim.reset({ scenario: str(f, 'scenario') || undefined, seed, now, frozen: isTrue(f.frozen), dialect: dialect?.name }));
    },
  },
  {
    method: 'GET',
    path: '/dialect',
    doc: 'the PHP dialect replies are answered in: {dialect, habits, known} (set with reset {dialect} or PATCH settings {dialect})',
    handler: (sim) => ok({ dialect: dialectName(dialectOf(sim.state.settings)), habits: dialectOf(sim.state.settings), known: PHP_HABITS }),
  },
  {
    method: 'GET',
    path: '/snapshot',
    doc: 'the whole state (clock included); passwords, OTPs, tokens and account numbers redacted unless ?secrets=include',
    handler: (sim, _p, f) => ok(f.secrets === 'include' ? sim.snapshot() : redactSecrets(sim.snapshot())),
  },
  { method: 'PUT', path: '/snapshot', doc: 'replace the whole state (older versions are migrated)', handler: loadSnapshot },
  { method: 'POST', path: '/snapshot', doc: 'same as PUT', handler: loadSnapshot },
  { method: 'GET', path: '/clock', doc: '{now, iso, ist, frozen, offsetMs}', handler: (sim) => ok(sim.clock.view()) },
  {
    method: 'POST',
    path: '/clock',
    doc: '{now? (ms | ISO | "YYYY-MM-DD HH:MM" IST), advanceMs?, frozen?, real?}',
    handler(sim, _p, f) {
      const now = f.now === undefined ? undefined : parseInstant(f.now);
      if (now === null) return bad(BAD_NOW);
      const advanceMs = f.advanceMs === undefined ? undefined : Number(f.advanceMs);
      if (advanceMs !== undefined && !Number.isFinite(advanceMs)) return bad('advanceMs must be a number');
      const frozen = f.frozen === undefined ? undefined : isTrue(f.frozen);
      return ok(sim.setClock({ now, advanceMs, frozen, real: isTrue(f.real) }));
    },
  },
  { method: 'GET', path: '/settings', doc: 'the world settings', handler: (sim) => ok(sim.state.settings) },
  {
    method: 'PATCH',
    path: '/settings',
    doc: 'partial settings, e.g. {autoResults: false, jodiRate: 9500}',
    handler: patchSettings,
  },
  { method: 'POST', path: '/settings', doc: 'same as PATCH', handler: patchSettings },
];
