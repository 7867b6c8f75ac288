/** Control routes for withdrawals: the list QA reads, and the admin's approve (final) and reject (credited back once). */
import { ist, type Sim } from '../core';
import type { Withdrawal } from '../core/domains/withdrawals';
import { str } from '../pipeline/request';
import { bad, fromResult, ok, userQuery, type ControlRoute } from './route';

const STATUSES = ['pending', 'approved', 'rejected'];

/** A withdrawal as QA reads it: with the player's mobile and IST times. */
export function withdrawalView(sim: Sim, wd: Withdrawal) {
  return {
    ...wd,
    mobile: sim.user(wd.userId)?.mobile ?? '',
    requested: ist(wd.requestedAt).dateTime,
    settled: wd.settledAt === null ? null : ist(wd.settledAt).dateTime,
  };
}

export const withdrawalsRoutes: ControlRoute[] = [
  {
    method: 'GET',
    path: '/withdrawals',
    doc: 'withdrawal requests, newest first (?status=pending|approved|rejected, ?user=id or mobile)',
    handler(sim, _p, f) {
      const status = str(f, 'status');
      if (status && !STATUSES.includes(status)) return bad(`status must be one of ${STATUSES.join(', ')}`);
      const q = userQuery(sim, f);
      if (!q.ok) return q.reply;
      const user = q.user;
      const list = sim.state.withdrawals.list.filter((wd) => (!status || wd.status === status) && (!user || wd.userId === user.id));
      return ok(list.reverse().map((wd) => withdrawalView(sim, wd)));
    },
  },
  {
    method: 'POST',
    path: '/withdrawals/:id/approve',
    doc: 'pay a pending withdrawal out (final; a second approval or rejection is refused)',
    handler: (sim, p) => fromResult(sim.approveWithdrawal(p.id as string), true),
  },
  {
    method: 'POST',
    path: '/withdrawals/:id/reject',
    doc: "{reason?}: credit a pending withdrawal back once ('…withdrawal request has been Rejected…')",
    handler: (sim, p, f) => fromResult(sim.rejectWithdrawal(p.id as string, f.reason), true),
  },
];
