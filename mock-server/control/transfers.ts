/** Control routes for P2P transfers: the list QA reads. */
import { ist } from '../core';
import { ok, userQuery, type ControlRoute } from './route';

export const transfersRoutes: ControlRoute[] = [
  {
    method: 'GET',
    path: '/transfers',
    doc: 'P2P transfers, newest first (?user=id or mobile: sent or received)',
    handler(sim, _p, f) {
      const q = userQuery(sim, f);
      if (!q.ok) return q.reply;
      const user = q.user;
      return ok(
        sim.transfersOf(user?.id).map((t) => ({
          ...t,
          from: sim.user(t.fromId)?.mobile ?? '',
          to: sim.user(t.toId)?.mobile ?? '',
          time: ist(t.at).dateTime,
        })),
      );
    },
  },
];
