/**
 * The control API under /__sim/ (JSON). Never part of the real API.
 */
import { ist, parseInstant, type Sim } from '../core';
import { gatewayPage } from './gateway';
import { str, type Fields } from './request';

export interface ControlReply {
  httpStatus: number;
  body?: unknown;
  html?: string;
}

export const CONTROL_ROUTES = [
  'GET    /__sim/                          this list',
  'GET    /__sim/scenarios                 scenarios and the current one',
  'POST   /__sim/reset                     {scenario?, seed?, now?, frozen?}',
  'GET    /__sim/snapshot                  the whole state (clock included)',
  'PUT    /__sim/snapshot                  replace the whole state',
  'GET    /__sim/clock                     {now, iso, ist, frozen, offsetMs}',
  'POST   /__sim/clock                     {now? (ms | ISO | "YYYY-MM-DD HH:MM" IST), advanceMs?, frozen?, real?}',
  'GET    /__sim/sms?mobile=               OTPs sent, newest first',
  'GET    /__sim/markets                   markets with phase and session times',
  'POST   /__sim/markets/:id/result        {number, session?}',
  'GET    /__sim/users                     users with balances',
  'POST   /__sim/users/:id/adjust          {amount (may be negative), description?}',
  'GET    /__sim/payments                  recharge payments',
  'POST   /__sim/payments/:id/approve      credit once',
  'POST   /__sim/payments/:id/fail',
  'GET    /__sim/gateway/:id               the simulated gateway page (HTML)',
  'GET    /__sim/requests?limit=           journal of wire calls, newest first',
  'DELETE /__sim/requests',
  'GET    /__sim/faults',
  'POST   /__sim/faults                    {path, kind: error|timeout|html|latency|network, latencyMs?, times?}',
  'DELETE /__sim/faults',
  'GET    /__sim/settings',
  'PATCH  /__sim/settings                  partial settings, e.g. {autoResults: false, jodiRate: 9500}',
];

const ok = (body: unknown = { ok: true }): ControlReply => ({ httpStatus: 200, body });
const bad = (error: string, httpStatus = 400): ControlReply => ({ httpStatus, body: { ok: false, error } });

function fromResult(r: { ok: true } | { ok: false; error: string }, notFound = false): ControlReply {
  return r.ok ? ok(r) : bad(r.error, notFound && /not found/i.test(r.error) ? 404 : 400);
}

export function control(sim: Sim, method: string, path: string, f: Fields): ControlReply {
  const parts = path.split('/').filter(Boolean);
  const [head, id, verb] = parts;
  const route = `${method} ${head ?? ''}${id !== undefined ? '/:id' : ''}${verb !== undefined ? `/${verb}` : ''}`;
  switch (route) {
    case 'GET ':
      return ok({ routes: CONTROL_ROUTES });
    case 'GET scenarios':
      return ok({ current: sim.state.meta.scenario, seed: sim.state.meta.seed, scenarios: sim.scenarioList() });
    case 'POST reset': {
      const seed = f.seed === undefined || f.seed === '' ? undefined : Number(f.seed);
      if (seed !== undefined && !Number.isInteger(seed)) return bad('seed must be an integer');
      const now = f.now === undefined ? undefined : parseInstant(f.now);
      if (now === null) return bad('now must be epoch ms, ISO, or "YYYY-MM-DD HH:MM" (IST)');
      return fromResult(sim.reset({ scenario: str(f, 'scenario') || undefined, seed, now, frozen: f.frozen === true || f.frozen === 'true' }));
    }
    case 'GET snapshot':
      return ok(sim.snapshot());
    case 'PUT snapshot':
    case 'POST snapshot':
      return fromResult(sim.load(f));
    case 'GET clock':
      return ok(sim.clock.view());
    case 'POST clock': {
      const now = f.now === undefined ? undefined : parseInstant(f.now);
      if (now === null) return bad('now must be epoch ms, ISO, or "YYYY-MM-DD HH:MM" (IST)');
      const advanceMs = f.advanceMs === undefined ? undefined : Number(f.advanceMs);
      if (advanceMs !== undefined && !Number.isFinite(advanceMs)) return bad('advanceMs must be a number');
      const frozen = f.frozen === undefined ? undefined : f.frozen === true || f.frozen === 'true';
      return ok(sim.setClock({ now, advanceMs, frozen, real: f.real === true || f.real === 'true' }));
    }
    case 'GET sms':
      return ok(
        sim.inbox(str(f, 'mobile') || undefined).map((o) => ({
          mobile: o.mobile,
          code: o.code,
          purpose: o.purpose,
          sentAt: new Date(o.sentAt).toISOString(),
          expiresAt: new Date(o.expiresAt).toISOString(),
          used: o.usedAt !== null,
        })),
      );
    case 'GET markets':
      return ok(
        sim.markets().map((v) => ({
          id: v.def.id,
          name: v.def.name,
          sequence: v.def.sequence,
          open: v.def.open,
          close: v.def.close,
          result: v.def.result,
          phase: v.phase,
          session: v.session.key,
          closesAt: ist(v.session.closeAt).dateTime,
          resultAt: ist(v.session.resultAt).dateTime,
          latest: v.latest ?? null,
        })),
      );
    case 'POST markets/:id/result':
      return fromResult(sim.declareResult(id as string, f.number, str(f, 'session') || undefined), true);
    case 'GET users':
      return ok(
        Object.values(sim.state.users.byId).map((u) => ({
          id: u.id,
          mobile: u.mobile,
          name: u.name,
          balance: sim.balance(u.id),
          referrer: u.referrer,
          agentId: u.agentId,
        })),
      );
    case 'POST users/:id/adjust':
      return fromResult(sim.adjust(id as string, f.amount, str(f, 'description') || undefined), true);
    case 'GET payments':
      return ok(sim.state.payments.list);
    case 'POST payments/:id/approve':
      return fromResult(sim.approvePayment(id as string), true);
    case 'POST payments/:id/fail':
      return fromResult(sim.failPayment(id as string), true);
    case 'GET gateway/:id': {
      const page = gatewayPage(sim, id as string);
      return { httpStatus: page.status, html: page.html };
    }
    case 'GET requests': {
      const limit = Number(f.limit ?? 500);
      return ok(sim.journal.slice(-Math.max(1, Math.min(500, Number.isFinite(limit) ? limit : 500))).reverse());
    }
    case 'DELETE requests':
      sim.journal.length = 0;
      return ok();
    case 'GET faults':
      return ok(sim.state.faults.list);
    case 'POST faults':
      return fromResult(sim.addFault({ path: f.path, kind: f.kind, latencyMs: f.latencyMs, times: f.times }));
    case 'DELETE faults':
      sim.clearFaults();
      return ok();
    case 'GET settings':
      return ok(sim.state.settings);
    case 'PATCH settings':
    case 'POST settings': {
      const s = sim.state.settings as unknown as Record<string, unknown>;
      for (const [k, v] of Object.entries(f)) {
        if (!(k in s)) return bad(`unknown setting ${k}`);
        if (typeof v !== typeof s[k]) return bad(`setting ${k} must be a ${typeof s[k]}`);
      }
      Object.assign(s, f);
      sim.changes++;
      return ok(sim.state.settings);
    }
    default:
      return bad(`No control route ${method} /__sim/${path}`, 404);
  }
}
