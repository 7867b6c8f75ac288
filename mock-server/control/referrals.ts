/** Control routes for the referrals domain: a player's tree and the rewards it earned. */
import { ist } from '../core';
import type { Level } from '../core/domains/referrals';
import { bad, ok, type ControlRoute } from './route';

export const referralsRoutes: ControlRoute[] = [
  {
    method: 'GET',
    path: '/referrals/:user',
    doc: "a player's (id or mobile) promotion figures, tree by level with each invitee's rewards, reward lines (with what a reversal still owes), what cancellations still owe, and settings",
    handler(sim, p) {
      const user = sim.userByCode(p.user ?? '');
      if (!user) return bad('User not found', 404);
      const figures = sim.promotion(user.id);
      if (!figures.ok) return bad(figures.error, 404);
      const levels = ([1, 2, 3] as Level[]).map((level) => {
        const r = sim.invitees(user.id, level);
        return {
          level,
          members: r.ok
            ? r.rows.map((m) => ({ id: m.user.id, mobile: m.user.mobile, referrer: m.user.referrer, turnover: m.turnover, water: m.water, first: m.first }))
            : [],
        };
      });
      return ok({
        id: user.id,
        mobile: user.mobile,
        referrer: user.referrer,
        promotion: figures.promotion,
        owed: sim.owedBy(user.id),
        levels,
        rewards: sim.ledger(user.id)
          .filter((l) => l.kind === 'reward')
          .map((l) => ({ at: ist(l.at).dateTime, amount: l.amount, description: l.description, ref: l.ref, ...(l.owed ? { owed: l.owed } : {}) })),
        settings: sim.rewardSettings(),
      });
    },
  },
];
