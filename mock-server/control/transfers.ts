/** Control routes for P2P transfers: the list QA reads. */
import { ist, userById } from '../core';
import { transfersOf } from '../core/domains/transfers';
import { str } from '../pipeline/request';
import { bad, ok, type ControlRoute } from './route';

export const transfersRoutes: ControlRoute[] = [
  {
    method: 'GET',
    path: '/transfers',
    doc: 'P2P transfers, newest first (?user=id or mobile: sent or received)',
    handler(sim, _p, f) {
      const who = str(f, 'user');
      const user = who ? (userById(sim, who) ?? sim.userByMobile(who)) : undefined;
      if (who && !user) return bad('User not found', 404);
      return ok(
        transfersOf(sim, user?.id).map((t) => ({
          ...t,
          from: userById(sim, t.fromId)?.mobile ?? '',
          to: userById(sim, t.toId)?.mobile ?? '',
          time: ist(t.at).dateTime,
        })),
      );
    },
  },
];
