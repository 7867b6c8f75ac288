/** Control routes for admin actions: markets and results, users and wallets, recharge payments and their gateway page. */
import { ist } from '../core';
import { str } from '../pipeline/request';
import { gatewayPage } from './gateway';
import { fromResult, ok, type ControlRoute } from './route';

export const adminRoutes: ControlRoute[] = [
  {
    method: 'GET',
    path: '/markets',
    doc: 'markets with phase and session times',
    handler: (sim) =>
      ok(
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
      ),
  },
  {
    method: 'POST',
    path: '/markets/:id/result',
    doc: '{number, session?}',
    handler: (sim, p, f) => fromResult(sim.declareResult(p.id as string, f.number, str(f, 'session') || undefined), true),
  },
  {
    method: 'GET',
    path: '/users',
    doc: 'users with balances',
    handler: (sim) =>
      ok(
        Object.values(sim.state.users.byId).map((u) => ({
          id: u.id,
          mobile: u.mobile,
          name: u.name,
          balance: sim.balance(u.id),
          referrer: u.referrer,
          agentId: u.agentId,
          fcmToken: u.fcmToken,
        })),
      ),
  },
  {
    method: 'POST',
    path: '/users/:id/adjust',
    doc: '{amount (may be negative), description?}',
    handler: (sim, p, f) => fromResult(sim.adjust(p.id as string, f.amount, str(f, 'description') || undefined), true),
  },
  { method: 'GET', path: '/payments', doc: 'recharge payments', handler: (sim) => ok(sim.state.payments.list) },
  { method: 'POST', path: '/payments/:id/approve', doc: 'credit once', handler: (sim, p) => fromResult(sim.approvePayment(p.id as string), true) },
  { method: 'POST', path: '/payments/:id/fail', doc: 'mark a pending payment failed', handler: (sim, p) => fromResult(sim.failPayment(p.id as string), true) },
  {
    method: 'GET',
    path: '/gateway/:id',
    doc: 'the simulated gateway page (HTML)',
    handler(sim, p) {
      const page = gatewayPage(sim, p.id as string);
      return { httpStatus: page.status, html: page.html };
    },
  },
];
