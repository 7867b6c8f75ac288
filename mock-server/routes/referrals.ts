/**
 * Referrals and promotion on the wire (domain: core/domains/referrals.ts).
 *
 *  - promotion (GET api/promotion.php?action=getuserinfo&user={id}): `{error: false, message, data: [PromotionData]}`
 *    with every number as a string; an unknown user is `{error: true, message: 'User not found', data: []}`.
 *  - inviteRecord (GET api/game.php?level={1..3}&action=inviterecord&page={n}&user={id}): the referral rows of that
 *    level, newest registration first, 10 a page: username = the invitee's mobile (the client masks it),
 *    water_reward / first_reward = what that invitee's activity earned this player. The reply is a bare list, so it
 *    has no place for a message: an unknown user, a level outside 1–3 or a page that is not a whole number ≥ 1 is
 *    answered with an empty list (what a PHP `SELECT … WHERE` finding nothing would send) — never an HTTP error.
 */
import type { PromotionData, ReferralRow } from '../../domain/wire';
import { isLevel, type Invitee, type Level, type Promotion } from '../core/domains/referrals';
import { page, pageNumber } from './replies';
import type { JsonRoutes } from './types';

/** A level field: '1', '2' or '3' (a number too); null for anything else. */
export function levelNumber(raw: unknown): Level | null {
  const s = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const n = /^[1-3]$/.test(s) ? Number(s) : 0;
  return isLevel(n) ? n : null;
}

export function promotionWire(p: Promotion): PromotionData {
  return {
    level1: String(p.level1),
    level2: String(p.level2),
    level3: String(p.level3),
    people: String(p.people),
    con: String(p.con),
    bonus: String(p.bonus),
    usercode: p.usercode,
  };
}

export function referralRowWire(r: Invitee): ReferralRow {
  return { username: r.user.mobile, water_reward: String(r.water), first_reward: String(r.first) };
}

export const json: JsonRoutes<'promotion' | 'inviteRecord'> = {
  promotion(c) {
    const r = c.w.promotion(c.str('user'));
    if (!r.ok) return { error: true, message: r.error, data: [] };
    return { error: false, message: 'Promotion data fetched successfully', data: [promotionWire(r.promotion)] };
  },

  inviteRecord(c) {
    const level = levelNumber(c.raw('level'));
    const n = pageNumber(c.raw('page'));
    if (level === null || n === null) return [];
    const r = c.w.invitees(c.str('user'), level);
    return r.ok ? page(r.rows, n).map(referralRowWire) : [];
  },
};
