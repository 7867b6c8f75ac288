/** Control routes for QA's view of the wire: the SMS inbox, the request journal, the fault plan. */
import { str } from '../pipeline/request';
import { fromResult, ok, type ControlRoute } from './route';

export const qaRoutes: ControlRoute[] = [
  {
    method: 'GET',
    path: '/sms',
    doc: '?mobile= OTPs sent, newest first',
    handler: (sim, _p, f) =>
      ok(
        sim.inbox(str(f, 'mobile') || undefined).map((o) => ({
          mobile: o.mobile,
          code: o.code,
          purpose: o.purpose,
          sentAt: new Date(o.sentAt).toISOString(),
          expiresAt: new Date(o.expiresAt).toISOString(),
          used: o.usedAt !== null,
        })),
      ),
  },
  {
    method: 'GET',
    path: '/requests',
    doc: '?limit= journal of wire calls, newest first',
    handler(sim, _p, f) {
      const limit = Number(f.limit ?? 500);
      return ok(sim.journal.slice(-Math.max(1, Math.min(500, Number.isFinite(limit) ? limit : 500))).reverse());
    },
  },
  {
    method: 'DELETE',
    path: '/requests',
    doc: 'clear the journal',
    handler(sim) {
      sim.journal.length = 0;
      return ok();
    },
  },
  { method: 'GET', path: '/faults', doc: 'the fault plan', handler: (sim) => ok(sim.state.faults.list) },
  {
    method: 'POST',
    path: '/faults',
    doc: '{path, kind: error|timeout|html|latency|network, latencyMs?, times?}',
    handler: (sim, _p, f) => fromResult(sim.addFault({ path: f.path, kind: f.kind, latencyMs: f.latencyMs, times: f.times })),
  },
  {
    method: 'DELETE',
    path: '/faults',
    doc: 'clear the fault plan',
    handler(sim) {
      sim.clearFaults();
      return ok();
    },
  },
];
