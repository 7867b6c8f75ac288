/**
 * Model test of the simulator core: random sequences of 10,000 operations (bets, cancels, results, recharges,
 * approvals/failures, admin adjustments, withdrawal requests/approvals/rejections, P2P transfers, clock advances)
 * against an independent model of every wallet.
 *
 * Invariants checked after every operation (for the users it touched) and audited in full at the end:
 *  - balance = sum of ledger lines, never negative, and equal to the model's balance;
 *  - every settled bet is credited exactly once (floor(stake × rate ÷ 100)) and only when it really won;
 *  - a cancel succeeds exactly while the bet's session is open and outside the 01:30–05:30 stock-take;
 *  - nothing is credited for a cancelled bet beyond its one 'Kabad Cancel' refund;
 *  - a withdrawal request succeeds exactly inside the window, with a valid mode, within the balance and at least the
 *    minimum; it is debited once at the request, never again; a rejected one is credited back exactly once;
 *  - a transfer succeeds exactly to another existing player, within the maximum and the balance, and moves the
 *    amount from one ledger to the other (both lines or neither);
 *  - every line reads to the client (description only, spec §4) as what it is: a credit iff its amount is positive;
 *  - conservation: the rupees in the system change only by recharges (and admin adjustments), approved withdrawals,
 *    wins and house takings (stakes of bets not cancelled). Precisely, at the end:
 *      Σ wallet balances + Σ pending withdrawals (held by the house, not yet paid out)
 *        = Σ approved recharges + Σ adjustments + Σ payouts − Σ stakes − Σ approved withdrawals;
 *    transfers move rupees between wallets and rejections return them, so neither appears.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../mock-server/simulator';
import type { Sim } from '../../mock-server/core';
import { inStockTake } from '../../domain/cancelCutoff';
import { isWithdrawalOpen } from '../../domain/withdrawalWindow';
import { approveWithdrawal, rejectWithdrawal, requestWithdrawal } from '../../mock-server/core/domains/withdrawals';
import { transfer } from '../../mock-server/core/domains/transfers';
import { isCreditLine } from '../../domain/rules/wallet';

const START = Date.parse('2026-03-02T02:30:00Z'); // 08:00 IST, a Monday
const USERS = 5;
/**
 * Under a mutation run (scripts/mutation.ts sets MUTATION_RUN) each mutant the model covers runs it whole: 1,000
 * operations a sequence there, so that an area's run takes minutes a mutant less. A mutant only a longer sequence
 * shows then counts as survived, which can only lower the score.
 */
const OPS = process.env.MUTATION_RUN ? 1_000 : 10_000;
const RUNS = 4;
const mobileOf = (i: number) => `70000000${String(i).padStart(2, '0')}`;

type Op =
  | { op: 'bet'; user: number; market: number; lines: Array<{ type: number; n: number; money: number }>; skew: number }
  | { op: 'cancel'; user: number; pick: number }
  | { op: 'result'; market: number; number: number }
  | { op: 'recharge'; user: number; amount: number }
  | { op: 'approve'; pick: number }
  | { op: 'fail'; pick: number }
  | { op: 'adjust'; user: number; amount: number }
  | { op: 'advance'; ms: number }
  | { op: 'withdraw'; user: number; amount: number; mode: string }
  | { op: 'wapprove'; pick: number }
  | { op: 'wreject'; pick: number }
  | { op: 'p2p'; from: number; to: number; amount: number };

const money = fc.integer({ min: 1, max: 300 });
const line = fc.oneof(
  { weight: 30, arbitrary: fc.record({ type: fc.constant(1), n: fc.integer({ min: 0, max: 100 }), money }) },
  { weight: 20, arbitrary: fc.record({ type: fc.constantFrom(2, 3), n: fc.integer({ min: 1, max: 10 }), money }) },
  // malformed now and then: unknown type, number out of range, non-positive or fractional money
  { weight: 1, arbitrary: fc.record({ type: fc.integer({ min: 0, max: 4 }), n: fc.integer({ min: 0, max: 250 }), money: fc.constantFrom(0, -5, 2.5, 10) }) },
);

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 30, arbitrary: fc.record({ op: fc.constant('bet' as const), user: fc.nat(USERS - 1), market: fc.nat(8), lines: fc.array(line, { minLength: 1, maxLength: 5 }), skew: fc.oneof({ weight: 15, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constantFrom(-1, 1) }) }) },
  { weight: 10, arbitrary: fc.record({ op: fc.constant('cancel' as const), user: fc.nat(USERS - 1), pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('result' as const), market: fc.nat(8), number: fc.nat(99) }) },
  { weight: 8, arbitrary: fc.record({ op: fc.constant('recharge' as const), user: fc.nat(USERS - 1), amount: fc.integer({ min: 50, max: 3000 }) }) },
  { weight: 7, arbitrary: fc.record({ op: fc.constant('approve' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('fail' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('adjust' as const), user: fc.nat(USERS - 1), amount: fc.integer({ min: -400, max: 400 }) }) },
  { weight: 6, arbitrary: fc.record({ op: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 3 * 3600_000 }) }) },
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('withdraw' as const),
      user: fc.nat(USERS - 1),
      amount: fc.oneof({ weight: 20, arbitrary: fc.integer({ min: 300, max: 2500 }) }, { weight: 1, arbitrary: fc.constantFrom(0, -500, 600.5) }),
      mode: fc.oneof({ weight: 12, arbitrary: fc.constantFrom('Bank', 'Paytm', 'GPay') }, { weight: 1, arbitrary: fc.constantFrom('', 'Cash') }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('wapprove' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('wreject' as const), pick: fc.nat() }) },
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('p2p' as const),
      from: fc.nat(USERS - 1),
      to: fc.nat(USERS), // USERS: a mobile nobody has
      amount: fc.oneof({ weight: 20, arbitrary: fc.integer({ min: 1, max: 1500 }) }, { weight: 1, arbitrary: fc.constantFrom(0, -3, 1.5, 30_000) }),
    }),
  },
);

/** A cheap assertion for the hot loop (vitest's expect costs ~10 µs a call; there are ~100,000 checks). */
function same(actual: unknown, expected: unknown, what: string | (() => string)): void {
  if (actual !== expected) throw new Error(`${typeof what === 'string' ? what : what()}: expected ${String(expected)}, got ${String(actual)}`);
}

interface ModelBet {
  id: string;
  userId: string;
  marketId: string;
  session: string;
  kind: 'jodi' | 'ander' | 'bahar';
  number: string;
  money: number;
  state: 'open' | 'won' | 'lost' | 'cancelled';
}

/** The model's own reading of a line (written independently of the core's parser). */
function modelLine(l: { type: number; n: number; money: number }): { kind: ModelBet['kind']; number: string; money: number } | null {
  if (!Number.isInteger(l.money) || l.money < 1) return null;
  if (l.type === 1) return l.n <= 100 ? { kind: 'jodi', number: String(l.n % 100).padStart(2, '0'), money: l.money } : null;
  if (l.type === 2 || l.type === 3) return l.n >= 1 && l.n <= 10 ? { kind: l.type === 2 ? 'ander' : 'bahar', number: String(l.n - 1), money: l.money } : null;
  return null;
}

function wins(b: ModelBet, result: string): boolean {
  return b.kind === 'jodi' ? b.number === result : b.kind === 'ander' ? b.number === result.charAt(0) : b.number === result.charAt(1);
}

function runModel(ops: Op[]): { stats: Record<string, number> } {
  const sim: Sim = createSimulator({ scenario: 'empty', seed: 7, now: START, frozen: true });
  const users: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const made = sim.createUser({ mobile: mobileOf(i) });
    if (!made.ok) throw new Error(made.error);
    users.push(made.user.id);
  }
  const balance = new Map(users.map((u) => [u, 0]));
  const bets = new Map<string, ModelBet>();
  const betsOf = new Map<string, ModelBet[]>(users.map((u) => [u, []]));
  let pending: ModelBet[] = []; // the model's open bets
  const payments: Array<{ id: string; userId: string; amount: number; state: 'pending' | 'approved' | 'failed' }> = [];
  const seenResults = new Map(sim.state.markets.list.map((m) => [m.id, new Set(m.results.map((r) => r.session))]));
  const stats = { betsOk: 0, betsRejected: 0, cancels: 0, wins: 0, losses: 0, results: 0, recharges: 0, withdrawals: 0, withdrawalsRefused: 0, approvedW: 0, rejectedW: 0, transfers: 0, transfersRefused: 0 };
  const withdrawals: Array<{ id: string; userId: string; amount: number; state: 'pending' | 'approved' | 'rejected' }> = [];
  const transfers: Array<{ id: string; fromId: string; toId: string; amount: number }> = [];
  const { minWithdrawal, maxP2p, withdrawStart, withdrawEnd } = sim.state.settings;
  let external = 0; // recharges + adjustments
  const { jodiRate, hurfRate } = sim.state.settings;
  const add = (u: string, n: number) => balance.set(u, (balance.get(u) as number) + n);

  /** Settles the model's bets for every result the core declared since the last look (manual or automatic). */
  const settleNewResults = () => {
    for (const m of sim.state.markets.list) {
      const seen = seenResults.get(m.id) as Set<string>;
      if (seen.size === m.results.length) continue;
      for (const r of m.results) {
        if (seen.has(r.session)) continue;
        seen.add(r.session);
        stats.results++;
        for (const b of pending) {
          if (b.marketId !== m.id || b.session !== r.session || b.state !== 'open') continue;
          if (wins(b, r.number)) {
            b.state = 'won';
            add(b.userId, Math.floor((b.money * (b.kind === 'jodi' ? jodiRate : hurfRate)) / 100));
            stats.wins++;
          } else {
            b.state = 'lost';
            stats.losses++;
          }
        }
        pending = pending.filter((b) => b.state === 'open');
      }
    }
  };

  const check = (touched: string[]) => {
    for (const u of touched) {
      const derived = sim.ledger(u).reduce((s, l) => s + l.amount, 0);
      same(sim.balance(u), derived, `user ${u} balance vs ledger sum`);
      same(derived >= 0, true, `user ${u} balance ${derived} not negative`);
      same(derived, balance.get(u), `user ${u} balance vs model`);
    }
  };

  for (const op of ops) {
    let touched: string[] = [];
    switch (op.op) {
      case 'bet': {
        const userId = users[op.user] as string;
        const market = sim.state.markets.list[op.market % sim.state.markets.list.length]!;
        const parsed = op.lines.map(modelLine);
        const valid = parsed.every((x) => x !== null);
        const total = op.lines.reduce((s, l) => s + l.money, 0);
        sim.tick();
        settleNewResults();
        const open = sim.marketView(market).phase === 'open';
        const before = balance.get(userId) as number;
        const r = sim.placeBet({ userId, marketId: market.id, lines: op.lines.map((l) => ({ bet_numbers: String(l.n), bet_money: l.money, type: l.type })), grandTotal: total + op.skew });
        settleNewResults();
        const shouldSucceed = valid && open && op.skew === 0 && before >= total;
        same(r.ok, shouldSucceed, () => `bet ${JSON.stringify({ r, valid, open, before, total, skew: op.skew })}`);
        if (r.ok) {
          stats.betsOk++;
          add(userId, -total);
          r.bets.forEach((b, i) => {
            const want = parsed[i]!;
            same(`${b.kind} ${b.number} ${b.money}`, `${want.kind} ${want.number} ${want.money}`, 'stored bet line');
            const mb: ModelBet = { id: b.id, userId, marketId: market.id, session: b.session, kind: b.kind, number: b.number, money: b.money, state: 'open' };
            bets.set(b.id, mb);
            betsOf.get(userId)!.push(mb);
            pending.push(mb);
          });
        } else stats.betsRejected++;
        touched = [userId];
        break;
      }
      case 'cancel': {
        const userId = users[op.user] as string;
        const mine = betsOf.get(userId) as ModelBet[];
        const target = mine.length ? mine[op.pick % mine.length]! : undefined;
        const view = target ? sim.marketView(sim.market(target.marketId)!) : undefined;
        const expectOk = target?.state === 'open' && view?.phase === 'open' && view.session.key === target.session && !inStockTake(sim.now());
        const r = sim.cancelBet(userId, target?.id ?? 'none');
        settleNewResults();
        same(r.ok, expectOk, () => `cancel ${JSON.stringify({ r, target, view: view?.phase })}`);
        if (target && r.ok) {
          target.state = 'cancelled';
          add(userId, target.money);
          stats.cancels++;
        }
        touched = [userId];
        break;
      }
      case 'result': {
        sim.declareResult(sim.state.markets.list[op.market % sim.state.markets.list.length]!.id, op.number);
        settleNewResults();
        touched = users;
        break;
      }
      case 'recharge': {
        const userId = users[op.user] as string;
        const r = sim.createPayment(userId, op.amount);
        settleNewResults();
        same(r.ok, op.amount >= 100, 'payment creation');
        if (r.ok) payments.push({ id: r.payment.id, userId, amount: op.amount, state: 'pending' });
        touched = [userId];
        break;
      }
      case 'approve':
      case 'fail': {
        if (!payments.length) break;
        const p = payments[op.pick % payments.length]!;
        const r = op.op === 'approve' ? sim.approvePayment(p.id) : sim.failPayment(p.id);
        settleNewResults();
        if (op.op === 'approve') {
          same(r.ok, p.state !== 'failed', 'approve');
          if (r.ok && 'credited' in r) same(r.credited, p.state === 'pending', 'approve credits once');
          if (p.state === 'pending') {
            p.state = 'approved';
            add(p.userId, p.amount);
            external += p.amount;
            stats.recharges++;
          }
        } else {
          same(r.ok, p.state !== 'approved', 'fail');
          if (p.state === 'pending') p.state = 'failed';
        }
        touched = [p.userId];
        break;
      }
      case 'adjust': {
        const userId = users[op.user] as string;
        const before = balance.get(userId) as number;
        const r = sim.adjust(userId, op.amount);
        settleNewResults();
        same(r.ok, op.amount !== 0 && before + op.amount >= 0, 'adjust');
        if (r.ok) {
          add(userId, op.amount);
          external += op.amount;
        }
        touched = [userId];
        break;
      }
      case 'withdraw': {
        const userId = users[op.user] as string;
        sim.tick();
        settleNewResults();
        const before = balance.get(userId) as number;
        const open = isWithdrawalOpen(sim.now(), withdrawStart, withdrawEnd);
        const r = requestWithdrawal(sim, {
          userId,
          amount: op.amount,
          type: op.mode,
          number: '9123456789',
          bank_ac_no: '123456789012',
          ifsc_code: 'SBIN0001234',
          ac_holder_name: 'Model Player',
          bank_name: 'State Bank of India',
        });
        const valid = Number.isInteger(op.amount) && op.amount >= 1 && ['Bank', 'Paytm', 'GPay'].includes(op.mode);
        same(r.ok, open && valid && op.amount <= before && op.amount >= minWithdrawal, () => `withdraw ${JSON.stringify({ r, op, before, open })}`);
        if (r.ok) {
          add(userId, -op.amount);
          withdrawals.push({ id: r.withdrawal.id, userId, amount: op.amount, state: 'pending' });
          stats.withdrawals++;
        } else stats.withdrawalsRefused++;
        touched = [userId];
        break;
      }
      case 'wapprove':
      case 'wreject': {
        if (!withdrawals.length) break;
        const wd = withdrawals[op.pick % withdrawals.length]!;
        sim.tick();
        settleNewResults();
        const r = op.op === 'wapprove' ? approveWithdrawal(sim, wd.id) : rejectWithdrawal(sim, wd.id, 'model');
        same(r.ok, wd.state === 'pending', () => `${op.op} ${wd.state} ${JSON.stringify(r)}`);
        if (!r.ok) same(r.error, `Withdrawal ${wd.id} already ${wd.state}`, 'second settlement refused');
        if (r.ok && op.op === 'wapprove') {
          wd.state = 'approved';
          stats.approvedW++;
        } else if (r.ok) {
          wd.state = 'rejected';
          add(wd.userId, wd.amount);
          stats.rejectedW++;
        }
        touched = [wd.userId];
        break;
      }
      case 'p2p': {
        const fromId = users[op.from] as string;
        const toId = users[op.to]; // undefined: nobody has that mobile
        sim.tick();
        settleNewResults();
        const before = balance.get(fromId) as number;
        const r = transfer(sim, { fromId, toMobile: mobileOf(op.to), amount: String(op.amount) });
        const expectOk = toId !== undefined && toId !== fromId && Number.isInteger(op.amount) && op.amount >= 1 && op.amount <= maxP2p && op.amount <= before;
        same(r.ok, expectOk, () => `p2p ${JSON.stringify({ r, op, before })}`);
        if (r.ok && toId) {
          same(r.balance, before - op.amount, 'p2p reply balance');
          add(fromId, -op.amount);
          add(toId, op.amount);
          transfers.push({ id: r.transfer.id, fromId, toId, amount: op.amount });
          stats.transfers++;
        } else stats.transfersRefused++;
        touched = toId ? [fromId, toId] : [fromId];
        break;
      }
      case 'advance': {
        sim.clock.advance(op.ms);
        sim.tick();
        settleNewResults();
        touched = users;
        break;
      }
    }
    check(touched);
  }

  // ── full audit ──
  check(users);
  const lines = users.flatMap((u) => sim.ledger(u).map((l) => ({ ...l, userId: u })));
  for (const l of lines) {
    same(isCreditLine({ purpose: 'debit', description: l.description }), l.amount > 0, () => `line '${l.description}' (${l.amount}) reads as ${l.amount > 0 ? 'a debit' : 'a credit'}`);
  }
  const byRef = new Map<string, typeof lines>();
  for (const l of lines) {
    const key = `${l.kind}:${l.ref}`;
    const list = byRef.get(key);
    if (list) list.push(l);
    else byRef.set(key, [l]);
  }
  let stakes = 0;
  let payouts = 0;
  for (const b of sim.state.bets.list) {
    const model = bets.get(b.id)!;
    same(b.status, model.state, `bet ${b.id} status`);
    const winLines = byRef.get(`win:${b.id}`) ?? [];
    const refundLines = byRef.get(`refund:${b.id}`) ?? [];
    if (b.status === 'won') {
      same(winLines.length, 1, `bet ${b.id} credited exactly once`);
      same(winLines[0]!.amount, Math.floor((b.money * (b.kind === 'jodi' ? jodiRate : hurfRate)) / 100), `bet ${b.id} payout`);
      same(winLines[0]!.description.includes('earned'), true, `bet ${b.id} win line says 'earned'`);
      payouts += winLines[0]!.amount;
    } else same(winLines.length, 0, `bet ${b.id} (${b.status}) has no win line`);
    if (b.status === 'cancelled') {
      same(refundLines.length, 1, `bet ${b.id} refunded once`);
      same(refundLines[0]!.amount, b.money, `bet ${b.id} refund amount`);
      same(refundLines[0]!.description.includes('Kabad Cancel'), true, `bet ${b.id} refund says 'Kabad Cancel'`);
    } else {
      same(refundLines.length, 0, `bet ${b.id} (${b.status}) has no refund`);
      stakes += b.money;
    }
    if (b.status === 'won' || b.status === 'lost') {
      const result = sim.market(b.marketId)!.results.find((r) => r.session === b.session)!;
      same(b.status === 'won', wins(model, result.number), `bet ${b.id} outcome against result ${result.number}`);
    }
  }
  for (const p of sim.state.payments.list) same((byRef.get(`recharge:${p.id}`) ?? []).length, p.status === 'approved' ? 1 : 0, `payment ${p.id} credited once iff approved`);
  let held = 0; // pending withdrawals: out of the wallets, not yet paid out
  let paidOut = 0;
  same(sim.state.withdrawals.list.length, withdrawals.length, 'withdrawals stored');
  for (const wd of withdrawals) {
    const stored = sim.state.withdrawals.list.find((x) => x.id === wd.id)!;
    same(stored.status, wd.state, `withdrawal ${wd.id} status`);
    const ls = (byRef.get(`withdrawal:${wd.id}`) ?? []).slice().sort((a, b) => a.amount - b.amount);
    same(ls.map((l) => `${l.userId}:${l.amount}`).join(','), [`${wd.userId}:${-wd.amount}`, ...(wd.state === 'rejected' ? [`${wd.userId}:${wd.amount}`] : [])].join(','), `withdrawal ${wd.id} (${wd.state}) lines`);
    if (wd.state === 'rejected') same(ls[1]!.description.includes('withdrawal request has been Rejected'), true, `withdrawal ${wd.id} credit-back text`);
    if (wd.state === 'pending') held += wd.amount;
    if (wd.state === 'approved') paidOut += wd.amount;
  }
  same(sim.state.transfers.list.length, transfers.length, 'transfers stored');
  for (const t of transfers) {
    const ls = (byRef.get(`transfer:${t.id}`) ?? []).slice().sort((a, b) => a.amount - b.amount);
    same(ls.map((l) => `${l.userId}:${l.amount}`).join(','), `${t.fromId}:${-t.amount},${t.toId}:${t.amount}`, `transfer ${t.id} lines`);
    same(ls[1]!.description.includes('received'), true, `transfer ${t.id} receiver text`);
  }
  const total = users.reduce((s, u) => s + sim.balance(u), 0);
  expect(total + held).toBe(external + payouts - stakes - paidOut);
  return { stats: { ...stats, ops: ops.length, total } };
}

describe('simulator core model', () => {
  it(`keeps every ledger invariant over ${RUNS} random sequences of ${OPS} operations`, () => {
    const started = performance.now();
    let last: Record<string, number> = {};
    let modelMs = 0;
    fc.assert(
      fc.property(fc.array(opArb, { minLength: OPS, maxLength: OPS }), (ops) => {
        const t0 = performance.now();
        last = runModel(ops).stats;
        modelMs += performance.now() - t0;
      }),
      { numRuns: RUNS, seed: 20260302, endOnFailure: true },
    );
    const ms = performance.now() - started;
    console.info(
      `model test: ${RUNS * OPS} ops in ${ms.toFixed(0)} ms with generation; core + model + checks ${modelMs.toFixed(0)} ms = ${Math.round((RUNS * OPS) / (modelMs / 1000))} ops/s; last run`,
      last,
    );
    // what a sequence reached, per 10,000 operations (a mutation run's shorter sequences reach a tenth of it)
    const per = OPS / 10_000;
    expect(last.betsOk).toBeGreaterThan(500 * per);
    expect(last.wins).toBeGreaterThan(10 * per);
    expect(last.cancels).toBeGreaterThan(20 * per);
    expect(last.withdrawals).toBeGreaterThan(100 * per);
    expect(last.withdrawalsRefused).toBeGreaterThan(100 * per);
    expect(last.approvedW).toBeGreaterThan(20 * per);
    expect(last.rejectedW).toBeGreaterThan(20 * per);
    expect(last.transfers).toBeGreaterThan(100 * per);
    expect(last.transfersRefused).toBeGreaterThan(20 * per);
  });
});
