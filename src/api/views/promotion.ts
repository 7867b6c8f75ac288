/** The referral figures and rows as the UI receives them. */
import type { PromotionFigures, ReferralRow } from '../../../domain/wire';
import { isRecord, toArr, toInt, toNum, toRec, toStr } from '../normalize';

// ───────────────────────── promotion ─────────────────────────

export interface PromotionView extends Omit<PromotionFigures, 'level1' | 'level2' | 'level3' | 'people' | 'con' | 'bonus'> {
  level1: number;
  level2: number;
  level3: number;
  people: number;
  /** rupees (null: unreadable) */
  con: number | null;
  bonus: number | null;
}

export function pickPromotion(body: unknown): PromotionView | null {
  const d = toArr(toRec(body).data)[0];
  if (!isRecord(d)) return null;
  return {
    level1: toInt(d.level1) ?? 0,
    level2: toInt(d.level2) ?? 0,
    level3: toInt(d.level3) ?? 0,
    people: toInt(d.people) ?? 0,
    con: toNum(d.con),
    bonus: toNum(d.bonus),
    usercode: toStr(d.usercode),
  };
}

export interface ReferralRowView extends Omit<ReferralRow, 'water_reward' | 'first_reward'> {
  /** rupees (null: unreadable) */
  water_reward: number | null;
  first_reward: number | null;
}

export function pickReferralRows(body: unknown): ReferralRowView[] {
  const list = Array.isArray(body) ? body : toArr(toRec(body).data);
  return list.filter(isRecord).map((r) => ({
    username: toStr(r.username),
    water_reward: toNum(r.water_reward),
    first_reward: toNum(r.first_reward),
  }));
}
