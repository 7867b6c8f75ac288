/** Control routes for P2P transfers: the list QA reads. */
import { ist } from '../core';
import { str } from '../pipeline/request';
import { bad, ok, type ControlRoute } from './route';

export const transfersRoutes: ControlRoute[] = [
  {
    method: 'GET',
    path: '/transfers',
    doc: 'P2P transfers, newest first (?user=id or mobile: sent or received)',
    handler(sim, _p, f) {
      const who = str(f, 'user');
      const user = who ? (sim.user(who) ?? sim.userByMobile(who)) : undefined;
      if (who && !user) return bad('User not found', 404);
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
