/** Control routes for QA's view of the wire: the SMS inbox, the request journal, the fault plan. */
import { FAULT_KINDS, MALFORMED_BODIES, type FaultInput } from '../core';
import { str } from '../pipeline/request';
import { exportSession } from '../core/sessionFile';
import { bad, fromResult, ok, type ControlRoute } from './route';

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
    doc: `add a fault {path ('*' = every call, a call name or a path end), kind: ${FAULT_KINDS.join('|')}, latencyMs?, latencyMaxMs?, status?, message?, body: ${MALFORMED_BODIES.join('|')}?, probability?, times?}`,
    handler: (sim, _p, f) => fromResult(sim.addFault(f)),
  },
  {
    method: 'PUT',
    path: '/faults',
    doc: 'replace the plan: {faults: [...]} or {plan: name} (GET /__sim/fault-plans)',
    handler(sim, _p, f) {
      if (f.plan !== undefined) {
        const plan = sim.faultPlan(str(f, 'plan'));
        if (!plan) return bad(`Unknown fault plan '${str(f, 'plan')}'`, 404);
        return fromResult(sim.setFaults(plan.faults));
      }
      if (!Array.isArray(f.faults)) return bad('faults must be a list, or plan a name');
      return fromResult(sim.setFaults(f.faults as FaultInput[]));
    },
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
  { method: 'GET', path: '/fault-plans', doc: 'the named fault plans', handler: (sim) => ok(sim.faultPlanList()) },
  {
    method: 'GET',
    path: '/session',
    doc: 'export the session: its starting world and every call since, with replies (npm run sim:replay -- FILE); passwords, OTPs, tokens and account numbers redacted unless ?secrets=include',
    handler: (sim, _p, f) => ok(exportSession(sim, f.secrets === 'include' ? 'include' : 'redact')),
  },
];
