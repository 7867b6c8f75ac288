/** Referrals domain: the reward rules, the derived figures, and the index staying in step (or rebuilt after a load). */
import { describe, expect, it } from 'vitest';
import { parseInstant } from '../../../domain/time';
import { createSimulator } from '../../simulator';
import type { Sim } from '../sim';
import { linesOf } from './ledger';
import { invitees, maskPhone, promotion, treeOf, uplines, waterReward } from './referrals';

const NOW = parseInstant('2026-03-02 09:00') as number; // IST: Delhi Bazar (id 2) is open

/** The empty world (9876543210 registered) plus a chain a ← b ← c ← d ← e and a second child a ← f. */
function chain() {
  const sim = createSimulator({ scenario: 'empty', seed: 1, now: NOW, frozen: true });
  const a = sim.userByMobile('9876543210')!;
  const mk = (mobile: string, referrer?: string) => {
    const r = sim.createUser({ mobile, referrer });
    if (!r.ok) throw new Error(r.error);
    return r.user;
  };
  const b = mk('9000000001', a.mobile);
  const c = mk('9000000002', b.mobile);
  const d = mk('9000000003', c.id); // a refcode may be the id too
  const e = mk('9000000004', d.mobile);
  const f = mk('9000000005', a.mobile);
  return { sim, a, b, c, d, e, f };
}

function recharge(sim: Sim, userId: string, amount: number): string {
  const p = sim.createPayment(userId, amount);
  if (!p.ok) throw new Error(p.error);
  const r = sim.approvePayment(p.payment.id);
  if (!r.ok) throw new Error(r.error);
  return p.payment.id;
}

function bet(sim: Sim, userId: string, money: number) {
  const r = sim.placeBet({ userId, marketId: '2', lines: [{ bet_numbers: '07', bet_money: money, type: 1 }] });
  if (!r.ok) throw new Error(r.error);
  return r;
}

const rewards = (sim: Sim, id: string) => linesOf(sim, id).filter((l) => l.kind === 'reward');

describe('referral rewards', () => {
  it('first reward: the direct inviter gets referralFirstReward once, on the first approved recharge only', () => {
    const { sim, a, b, c } = chain();
    const failed = sim.createPayment(c.id, 500);
    if (failed.ok) sim.failPayment(failed.payment.id);
    expect(rewards(sim, b.id)).toEqual([]);
    const pay = recharge(sim, c.id, 500);
    expect(rewards(sim, b.id)).toEqual([expect.objectContaining({ amount: 50, kind: 'reward', ref: pay, description: 'Referral bonus credited — first recharge by 90******02' })]);
    recharge(sim, c.id, 1000);
    sim.approvePayment(pay); // approving again credits nothing and rewards nothing
    expect(rewards(sim, b.id)).toHaveLength(1);
    expect(rewards(sim, a.id)).toEqual([]); // level 2 gets no first reward
  });

  it('first reward follows the setting at the time; a 0 setting writes no line and the chance is gone for good', () => {
    const { sim, a, b, f } = chain();
    sim.state.settings.referralFirstReward = 0;
    recharge(sim, b.id, 200);
    sim.state.settings.referralFirstReward = 75;
    recharge(sim, b.id, 200);
    expect(rewards(sim, a.id)).toEqual([]);
    recharge(sim, f.id, 200);
    expect(rewards(sim, a.id).map((l) => l.amount)).toEqual([75]);
  });

  it('water reward: levels 1–3 above the bettor get floor(total × 5/3/1 %), each a line with the ticket as ref', () => {
    const { sim, a, b, c, d, e } = chain();
    recharge(sim, e.id, 1000);
    const before = [a, b, c, d].map((u) => rewards(sim, u.id).length);
    const t = bet(sim, e.id, 250);
    const water = (u: { id: string }, i: number) => rewards(sim, u.id).slice(before[i]);
    expect(water(d, 3)).toEqual([expect.objectContaining({ amount: 12, ref: t.ticket, description: 'Referral commission credited — level 1, 5% of ₹250 bet by 90******04' })]);
    expect(water(c, 2)).toEqual([expect.objectContaining({ amount: 7, ref: t.ticket, description: 'Referral commission credited — level 2, 3% of ₹250 bet by 90******04' })]);
    expect(water(b, 1)).toEqual([expect.objectContaining({ amount: 2, ref: t.ticket, description: 'Referral commission credited — level 3, 1% of ₹250 bet by 90******04' })]);
    expect(water(a, 0)).toEqual([]); // level 4: nothing
  });

  it('a reward that floors to 0 writes no line; percentages are settings (fractions allowed)', () => {
    const { sim, b, c } = chain();
    recharge(sim, c.id, 500);
    const n = rewards(sim, b.id).length;
    bet(sim, c.id, 19); // 5% of 19 = 0.95 → 0
    expect(rewards(sim, b.id)).toHaveLength(n);
    sim.state.settings.referralPercents = [0.5, 0, 0];
    bet(sim, c.id, 200);
    expect(rewards(sim, b.id).slice(n).map((l) => l.amount)).toEqual([1]);
    expect(waterReward(100, 0.29)).toBe(0);
    expect(waterReward(10000, 0.29)).toBe(29);
    expect(waterReward(1000, 2.5)).toBe(25);
    expect(waterReward(999, -5)).toBe(0);
  });

  it('unreadable percentage settings pay nothing rather than throw', () => {
    const { sim, b, c } = chain();
    recharge(sim, c.id, 500);
    const n = rewards(sim, b.id).length;
    (sim.state.settings as unknown as Record<string, unknown>).referralPercents = { a: 1 };
    bet(sim, c.id, 100);
    (sim.state.settings as unknown as Record<string, unknown>).referralPercents = ['5', null];
    bet(sim, c.id, 100);
    expect(rewards(sim, b.id)).toHaveLength(n);
  });

  it('a cancelled bet keeps the commission it paid', () => {
    const { sim, b, c } = chain();
    recharge(sim, c.id, 500);
    const t = bet(sim, c.id, 100);
    const bal = sim.balance(b.id);
    expect(sim.cancelBet(c.id, t.bets[0]!.id)).toMatchObject({ ok: true });
    expect(sim.balance(b.id)).toBe(bal);
  });
});

describe('derived figures', () => {
  it('tree, counts, contribution and bonus', () => {
    const { sim, a, b, c, d, e, f } = chain();
    expect(treeOf(sim, a.id)).toEqual([[b.id, f.id], [c.id], [d.id]]);
    expect(uplines(sim, e.id).map((u) => u.id)).toEqual([d.id, c.id, b.id]);
    for (const u of [b, c, d, e]) recharge(sim, u.id, 1000);
    bet(sim, b.id, 100); // a: 5
    bet(sim, c.id, 200); // a: 6
    bet(sim, d.id, 300); // a: 3
    bet(sim, e.id, 400); // a: level 4, nothing — and e is outside a's tree
    const p = promotion(sim, a.id);
    expect(p).toEqual({ ok: true, promotion: { level1: 2, level2: 1, level3: 1, people: 4, con: 600, bonus: 50 + 5 + 6 + 3, usercode: '9876543210' } });
    expect(rewards(sim, a.id).reduce((s, l) => s + l.amount, 0)).toBe(64);
    expect(invitees(sim, a.id, 1)).toMatchObject({ ok: true, rows: [{ user: { id: f.id }, water: 0, first: 0 }, { user: { id: b.id }, water: 5, first: 50, turnover: 100 }] });
    expect(invitees(sim, a.id, 2)).toMatchObject({ ok: true, rows: [{ user: { id: c.id }, water: 6, first: 0, turnover: 200 }] });
    expect(invitees(sim, a.id, 3)).toMatchObject({ ok: true, rows: [{ user: { id: d.id }, water: 3, first: 0 }] });
    expect(invitees(sim, a.id, 4)).toEqual({ ok: false, error: 'Level must be 1, 2 or 3' });
    expect(invitees(sim, 'nobody', 1)).toEqual({ ok: false, error: 'User not found' });
    expect(promotion(sim, 'nobody')).toEqual({ ok: false, error: 'User not found' });
  });

  it('new registrations join the tree without a rebuild; a loaded world rebuilds the same figures', () => {
    const { sim, a, b } = chain();
    recharge(sim, b.id, 1000);
    bet(sim, b.id, 100);
    expect(promotion(sim, a.id)).toMatchObject({ promotion: { level1: 2, people: 4 } });
    const late = sim.createUser({ mobile: '9000000099', referrer: a.mobile });
    expect(late.ok).toBe(true);
    if (!late.ok) return;
    recharge(sim, late.user.id, 300);
    bet(sim, late.user.id, 40);
    const live = promotion(sim, a.id);
    expect(live).toMatchObject({ promotion: { level1: 3, people: 5, con: 140, bonus: 50 + 5 + 50 + 2 } });
    const rows = invitees(sim, a.id, 1);
    expect(rows.ok && rows.rows[0]!.user.id).toBe(late.user.id);

    const copy = createSimulator({ scenario: 'empty', seed: 1, now: NOW, frozen: true });
    expect(copy.load(sim.snapshot())).toEqual({ ok: true });
    expect(promotion(copy, a.id)).toEqual(live);
    expect(invitees(copy, a.id, 1)).toEqual(rows);
  });

  it('a reward paid by an event whose index was built inside the listener is counted once', () => {
    const { sim, a, b } = chain();
    // a fresh load drops every index: the next listener builds it from a ledger that already holds the event's line
    expect(sim.load(sim.snapshot())).toEqual({ ok: true });
    recharge(sim, b.id, 1000);
    expect(sim.load(sim.snapshot())).toEqual({ ok: true });
    bet(sim, b.id, 100);
    expect(promotion(sim, a.id)).toMatchObject({ promotion: { con: 100, bonus: 55 } });
    expect(sim.load(sim.snapshot())).toEqual({ ok: true });
    recharge(sim, b.id, 1000); // not the first: no second first-reward
    expect(promotion(sim, a.id)).toMatchObject({ promotion: { bonus: 55 } });
  });

  it('a referrer loop in a loaded world stops the walks', () => {
    const { sim, a, b } = chain();
    sim.state.users.byId[a.id]!.referrer = b.id; // a ← b and b ← a
    const copy = createSimulator({ scenario: 'empty', seed: 1, now: NOW, frozen: true });
    expect(copy.load(sim.snapshot())).toEqual({ ok: true });
    expect(uplines(copy, b.id).map((u) => u.id)).toEqual([a.id]);
    expect(treeOf(copy, a.id)[0]).toContain(b.id);
    expect(treeOf(copy, a.id).flat()).not.toContain(a.id);
    recharge(copy, b.id, 1000);
    bet(copy, b.id, 100);
  });

  it('masks phones keeping the first 2 and last 2 characters', () => {
    expect(maskPhone('9876543210')).toBe('98******10');
    expect(maskPhone('123')).toBe('123');
  });
});

describe('the default world', () => {
  it('has a 3-level tree under 9876543210 whose rewards came from the replayed history', () => {
    const sim = createSimulator({ now: NOW, frozen: true });
    const p1 = sim.userByMobile('9876543210')!;
    const p = promotion(sim, p1.id);
    expect(p).toMatchObject({ ok: true, promotion: { level1: 3, level2: 1, level3: 1, people: 5, usercode: '9876543210' } });
    if (!p.ok) return;
    expect(p.promotion.bonus).toBe(rewards(sim, p1.id).reduce((s, l) => s + l.amount, 0));
    expect(p.promotion.bonus).toBeGreaterThan(100);
    expect(p.promotion.con).toBeGreaterThan(0);
    for (const level of [1, 2, 3]) {
      const r = invitees(sim, p1.id, level);
      expect(r.ok && r.rows.length).toBeGreaterThan(0);
      if (r.ok && level > 1) expect(r.rows.every((row) => row.water > 0 && row.first === 0)).toBe(true);
    }
  });
});
