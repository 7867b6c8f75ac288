/** Referrals domain: the reward rules, the derived figures, and the index staying in step (or rebuilt after a load). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInstant } from '../../../domain/time';
import { createSimulator } from '../../simulator';
import type { Sim } from '../sim';
import { linesOf } from './ledger';
import { invitees, maskPhone, owedBy, promotion, rewardSettings, treeOf, uplines, waterReward } from './referrals';

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

  it('a cancelled bet takes back the commission it paid, at every level (decision 084)', () => {
    const { sim, a, b, c, d } = chain();
    recharge(sim, d.id, 1000);
    const before = [a, b, c].map((u) => sim.balance(u.id));
    const t = bet(sim, d.id, 100); // c 5, b 3, a 1
    expect([a, b, c].map((u) => sim.balance(u.id) - before[[a, b, c].indexOf(u)]!)).toEqual([1, 3, 5]);
    expect(sim.cancelBet(d.id, t.bets[0]!.id)).toMatchObject({ ok: true });
    expect([a, b, c].map((u) => sim.balance(u.id))).toEqual(before);
    expect(rewards(sim, c.id).at(-1)).toMatchObject({ amount: -5, kind: 'reward', ref: t.ticket, description: 'Referral commission reversed — ₹100 bet by 90******03 cancelled' });
    expect(promotion(sim, c.id)).toMatchObject({ promotion: { con: 0, bonus: 50 } }); // d's first recharge stays
    expect(invitees(sim, c.id, 1)).toMatchObject({ ok: true, rows: [{ user: { id: d.id }, water: 0, turnover: 0 }] });
  });

  it('a ticket cancelled a line at a time gives back exactly what it paid, never more', () => {
    const { sim, b, c } = chain();
    recharge(sim, c.id, 1000);
    const r = sim.placeBet({ userId: c.id, marketId: '2', lines: [{ bet_numbers: '07', bet_money: 30, type: 1 }, { bet_numbers: '08', bet_money: 30, type: 1 }, { bet_numbers: '09', bet_money: 30, type: 1 }] });
    if (!r.ok) throw new Error(r.error);
    const start = sim.balance(b.id) - 4; // floor(90 × 5%) = 4 paid
    const steps: number[] = [];
    for (const x of r.bets) {
      sim.cancelBet(c.id, x.id);
      steps.push(sim.balance(b.id) - start);
    }
    // what stays is floor(4 × standing ÷ 90): 2 after 60 stand, 1 after 30, 0 after none
    expect(steps).toEqual([2, 1, 0]);
  });

  it('an inviter who has spent the commission: taken back down to 0, the rest owed and collected from later commissions', () => {
    const { sim, b, c } = chain();
    recharge(sim, c.id, 5000);
    const t = bet(sim, c.id, 1000); // b: 50
    // b spends everything
    const spend = sim.adjust(b.id, -sim.balance(b.id), 'spent');
    expect(spend.ok).toBe(true);
    expect(sim.cancelBet(c.id, t.bets[0]!.id)).toMatchObject({ ok: true });
    expect(sim.balance(b.id)).toBe(0);
    expect(owedBy(sim, b.id)).toBe(50);
    bet(sim, c.id, 400); // b earns 20, all of it collected
    expect(sim.balance(b.id)).toBe(0);
    expect(owedBy(sim, b.id)).toBe(30);
    expect(rewards(sim, b.id).at(-1)).toMatchObject({ amount: -20, ref: 'owed', description: 'Referral commission reversal collected — owed for cancelled bets' });
    bet(sim, c.id, 1000); // 50 more: 30 collected, 20 kept
    expect(sim.balance(b.id)).toBe(20);
    expect(owedBy(sim, b.id)).toBe(0);
    // a loaded world derives the same
    const copy = createSimulator({ scenario: 'empty', seed: 1, now: NOW, frozen: true });
    expect(copy.load(sim.snapshot())).toEqual({ ok: true });
    expect(owedBy(copy, b.id)).toBe(0);
    expect(promotion(copy, b.id)).toEqual(promotion(sim, b.id));
  });

  it('a reversal the wallet covers only in part takes what it holds and records the rest as owed on the line', () => {
    const { sim, b, c } = chain();
    recharge(sim, c.id, 5000);
    const t = bet(sim, c.id, 1000); // b: 50 water (+50 first reward)
    sim.adjust(b.id, 20 - sim.balance(b.id), 'spent');
    sim.cancelBet(c.id, t.bets[0]!.id);
    expect(rewards(sim, b.id).at(-1)).toMatchObject({ amount: -20, owed: 30, ref: t.ticket });
    expect([sim.balance(b.id), owedBy(sim, b.id)]).toEqual([0, 30]);
  });

  it('a reversal the wallet covers in full records nothing owed', () => {
    const { sim, b, c } = chain();
    recharge(sim, c.id, 1000);
    const t = bet(sim, c.id, 100);
    sim.cancelBet(c.id, t.bets[0]!.id);
    expect(rewards(sim, b.id).at(-1)).toMatchObject({ amount: -5 });
    expect(rewards(sim, b.id).at(-1)).not.toHaveProperty('owed');
  });

  it('a cancelled line that leaves an inviter nothing more to give back writes no line for them', () => {
    const { sim, a, c, d } = chain();
    recharge(sim, d.id, 1000);
    const r = sim.placeBet({ userId: d.id, marketId: '2', lines: [40, 40, 40].map((m, i) => ({ bet_numbers: String(20 + i), bet_money: m, type: 1 })) });
    if (!r.ok) throw new Error(r.error);
    for (const x of r.bets.slice(0, 2)) sim.cancelBet(d.id, x.id);
    // a (level 3) was paid floor(120 × 1%) = 1, all of it given back by the first cancellation
    expect(rewards(sim, a.id).filter((l) => l.ref === r.ticket).map((l) => l.amount)).toEqual([1, -1]);
    expect(rewards(sim, c.id).filter((l) => l.ref === r.ticket).map((l) => l.amount)).toEqual([6, -2, -2]);
  });

  it('after a reload, a ticket whose first reversal was all owed owes no more than it paid when its last line is cancelled', () => {
    const { sim, b, c } = chain();
    recharge(sim, c.id, 1000);
    const r = sim.placeBet({ userId: c.id, marketId: '2', lines: [100, 100].map((m, i) => ({ bet_numbers: String(30 + i), bet_money: m, type: 1 })) });
    if (!r.ok) throw new Error(r.error);
    sim.adjust(b.id, -sim.balance(b.id), 'spent'); // b was paid 10 on this ticket
    sim.cancelBet(c.id, r.bets[0]!.id);
    expect(owedBy(sim, b.id)).toBe(5);
    const copy = createSimulator({ scenario: 'empty', seed: 1, now: NOW, frozen: true });
    expect(copy.load(sim.snapshot())).toEqual({ ok: true });
    expect(copy.cancelBet(c.id, r.bets[1]!.id)).toMatchObject({ ok: true });
    expect(owedBy(copy, b.id)).toBe(10);
  });

  it('property: whatever is placed, cancelled, spent and recharged, no balance goes negative, every line adds up, and a fully cancelled ticket nets to nothing for its inviters', () => {
    type Op = { kind: 'bet'; who: number; money: number; lines: number } | { kind: 'cancel'; pick: number } | { kind: 'spend'; who: number; part: number } | { kind: 'recharge'; who: number; amount: number };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('bet' as const), who: fc.integer({ min: 0, max: 4 }), money: fc.integer({ min: 1, max: 300 }), lines: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('spend' as const), who: fc.integer({ min: 0, max: 5 }), part: fc.integer({ min: 1, max: 100 }) }),
      fc.record({ kind: fc.constant('recharge' as const), who: fc.integer({ min: 0, max: 5 }), amount: fc.integer({ min: 100, max: 2000 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const { sim, a, b, c, d, e, f } = chain();
        const users = [a, b, c, d, e, f];
        for (const u of users) recharge(sim, u.id, 3000);
        const open: Array<{ userId: string; id: string }> = [];
        for (const o of ops) {
          if (o.kind === 'bet') {
            const u = users[o.who + 1]!;
            const lines = Array.from({ length: o.lines }, (_, i) => ({ bet_numbers: String(10 + i), bet_money: o.money, type: 1 }));
            const r = sim.placeBet({ userId: u.id, marketId: '2', lines });
            if (r.ok) for (const x of r.bets) open.push({ userId: u.id, id: x.id });
          } else if (o.kind === 'cancel' && open.length > 0) {
            const [x] = open.splice(o.pick % open.length, 1);
            expect(sim.cancelBet(x!.userId, x!.id)).toMatchObject({ ok: true });
          } else if (o.kind === 'spend') {
            const u = users[o.who]!;
            const amount = Math.floor((sim.balance(u.id) * o.part) / 100);
            if (amount > 0) sim.adjust(u.id, -amount, 'spent');
          } else if (o.kind === 'recharge') recharge(sim, users[o.who]!.id, o.amount);
        }
        for (const u of users) {
          const lines = linesOf(sim, u.id);
          expect(sim.balance(u.id)).toBe(lines.reduce((s, l) => s + l.amount, 0));
          let running = 0;
          for (const l of lines) {
            running += l.amount;
            expect(running).toBeGreaterThanOrEqual(0);
          }
          expect(owedBy(sim, u.id)).toBeGreaterThanOrEqual(0);
        }
        // tickets with no standing bet: for each inviter, what was paid = what was taken back + what was recorded owed for it
        const standing = new Set(open.map((x) => sim.bet(x.id)?.ticket));
        for (const u of users) {
          const byTicket = new Map<string, number>();
          for (const l of rewards(sim, u.id)) if (l.ref.startsWith('T')) byTicket.set(l.ref, (byTicket.get(l.ref) ?? 0) + l.amount - (l.owed ?? 0));
          for (const [ticket, net] of byTicket) if (!standing.has(ticket)) expect(net).toBe(0);
        }
      }),
      { numRuns: 60 },
    );
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

  it('a player id may come padded with spaces', () => {
    const { sim, a } = chain();
    expect(promotion(sim, ` ${a.id} `)).toEqual(promotion(sim, a.id));
    expect(invitees(sim, ` ${a.id} `, 1)).toEqual(invitees(sim, a.id, 1));
  });

  it('the tree keeps registration order, also after a reload, when the clock was set back between registrations', () => {
    const { sim, a, b, f } = chain();
    sim.setClock({ now: NOW - 3_600_000 });
    const g = sim.createUser({ mobile: '9000000066', referrer: a.mobile });
    if (!g.ok) throw new Error(g.error);
    expect(g.user.createdAt).toBeLessThan(b.createdAt);
    expect(treeOf(sim, a.id)[0]).toEqual([b.id, f.id, g.user.id]);
    expect(sim.load(sim.snapshot())).toEqual({ ok: true });
    expect(treeOf(sim, a.id)[0]).toEqual([b.id, f.id, g.user.id]);
  });

  it('a hand-edited saved world: unbacked recharge and refund lines, a referrer or a user record that names no user', () => {
    const { sim, a, b, c, d, e } = chain();
    const s = sim.state;
    const line = (id: number, kind: string, ref: string) => ({ id, at: NOW, amount: 100, description: 'edited', kind, ref });
    s.ledger.lines[b.id] = [line(900001, 'recharge', 'no-such-payment') as never];
    s.ledger.lines[c.id] = [line(900002, 'recharge', 'no-such-payment') as never, line(900003, 'refund', 'no-such-bet') as never];
    s.users.byId[c.id]!.referrer = '999'; // c's inviter is gone
    s.users.byId[e.id]!.id = 'ghost'; // e's record is filed under another id
    const copy = createSimulator({ scenario: 'empty', seed: 1, now: NOW, frozen: true });
    expect(copy.load(sim.snapshot())).toEqual({ ok: true });
    expect(uplines(copy, c.id)).toEqual([]);
    expect(promotion(copy, a.id)).toMatchObject({ ok: true, promotion: { level1: 2, level2: 0, people: 2, bonus: 0 } });
    expect(invitees(copy, d.id, 1)).toEqual({ ok: true, rows: [] });
    // the first real recharge still pays the first reward; a bet by the orphaned c pays no one
    recharge(copy, b.id, 500);
    expect(rewards(copy, a.id).map((l) => l.amount)).toEqual([50]);
    recharge(copy, c.id, 500);
    bet(copy, c.id, 100);
    expect(rewards(copy, b.id)).toEqual([]);
  });

  it('a bet whose player is gone from a saved world can still be cancelled and takes its commission back', () => {
    const { sim, c, d } = chain();
    recharge(sim, d.id, 1000);
    const t = bet(sim, d.id, 100); // c: 5
    delete sim.state.users.byId[d.id];
    const copy = createSimulator({ scenario: 'empty', seed: 1, now: NOW, frozen: true });
    expect(copy.load(sim.snapshot())).toEqual({ ok: true });
    expect(copy.cancelBet(d.id, t.bets[0]!.id)).toMatchObject({ ok: true });
    const back = rewards(copy, c.id).at(-1)!;
    expect(back).toMatchObject({ amount: -5, ref: t.ticket });
    expect(back.description).not.toContain('*'); // no phone to mask
  });

  it('an unknown player has no inviters', () => {
    expect(uplines(chain().sim, 'nobody')).toEqual([]);
  });

  it.each([
    [{ referralPercents: [2.5, 0, 1], referralFirstReward: 40 }, { percents: [2.5, 0, 1], firstReward: 40 }],
    [{ referralPercents: [-5, Infinity, '3'], referralFirstReward: Infinity }, { percents: [0, 0, 0], firstReward: 0 }],
    [{ referralPercents: [NaN, 5, 5], referralFirstReward: '75' }, { percents: [0, 5, 5], firstReward: 0 }],
    [{ referralPercents: [5, 3, 1], referralFirstReward: -50 }, { percents: [5, 3, 1], firstReward: 0 }],
  ])('reward settings %o are read as %o (only positive finite numbers count)', (settings, expected) => {
    const { sim } = chain();
    Object.assign(sim.state.settings, settings);
    expect(rewardSettings(sim)).toEqual(expected);
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
