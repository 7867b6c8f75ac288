/** The domain core driven directly: bet lines, OTPs, login, placement, settlement, cancellation, recharge, fixtures. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineWins, parseBetLines, parseInstant, payoutOf, readNumber, type Sim } from '../../mock-server/core';
import { createSimulator } from '../../mock-server/simulator';
import { PLAYER_MOBILES, SCENARIOS } from '../../fixtures';

const at = (s: string) => parseInstant(s) as number;
const LIMITS = { maxLines: 500, maxStakePerLine: 100000 };

/** A frozen world at 09:00 IST: Delhi Bazar (id 2, closes 14:50, result 15:00) is open. */
function world(scenario = 'default', now = at('2026-03-02 09:00')): Sim {
  return createSimulator({ scenario, seed: 42, now, frozen: true });
}

function player(sim: Sim, i = 0) {
  const u = sim.userByMobile(PLAYER_MOBILES[i] as string);
  if (!u) throw new Error('no player');
  return u;
}

describe('bet lines: the bet_numbers rule', () => {
  it('type 1: the two-digit number itself, or a grid position p meaning p mod 100', () => {
    expect(readNumber('jodi', '07')).toBe('07');
    expect(readNumber('jodi', '00')).toBe('00');
    expect(readNumber('jodi', '42')).toBe('42');
    expect(readNumber('jodi', '7')).toBe('07'); // position 7
    expect(readNumber('jodi', '100')).toBe('00'); // position 100 is '00'
    expect(readNumber('jodi', 55)).toBe('55');
    for (const bad of ['101', '-1', '1.5', 'ab', '', '0007', null, undefined, 3.5]) expect(readNumber('jodi', bad)).toBeNull();
  });

  it('the two readings never disagree: every value 0–100 names one number, and every number has its two-digit form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), (n) => {
        const two = String(n).padStart(2, '0');
        expect(readNumber('jodi', two)).toBe(two);
        expect(readNumber('jodi', String(n === 0 ? 100 : n))).toBe(two);
      }),
    );
  });

  it('types 2/3: positions 1–10 are the digits 0–9', () => {
    expect(readNumber('ander', '1')).toBe('0');
    expect(readNumber('bahar', '10')).toBe('9');
    expect(readNumber('ander', 4)).toBe('3');
    for (const bad of ['0', '11', 'x', '', 2.5]) expect(readNumber('bahar', bad)).toBeNull();
  });

  it('rejects malformed lines and money with a message; accepts digit strings for money', () => {
    expect(parseBetLines([], LIMITS)).toEqual({ ok: false, error: 'Empty Response' });
    expect(parseBetLines('x', LIMITS).ok).toBe(false);
    expect(parseBetLines([{ bet_numbers: '07', bet_money: 0, type: 1 }], LIMITS)).toMatchObject({ ok: false, error: expect.stringContaining('amount') });
    expect(parseBetLines([{ bet_numbers: '07', bet_money: 1.5, type: 1 }], LIMITS).ok).toBe(false);
    expect(parseBetLines([{ bet_numbers: '07', bet_money: -10, type: 1 }], LIMITS).ok).toBe(false);
    expect(parseBetLines([{ bet_numbers: '07', bet_money: 10, type: 4 }], LIMITS)).toMatchObject({ ok: false, error: 'Bet 1: invalid bet type' });
    expect(parseBetLines([{ bet_numbers: '07', bet_money: '10', type: '1' }], LIMITS)).toEqual({ ok: true, total: 10, lines: [{ kind: 'jodi', number: '07', money: 10 }] });
  });

  it('never throws on arbitrary input', () => {
    // a JSON-parsed object whose own toString is not a function once crashed String(type)
    expect(parseBetLines([{ bet_numbers: 0, bet_money: [], type: { toString: [] } }], LIMITS)).toMatchObject({ ok: false });
    expect(parseBetLines([{ bet_numbers: 1, bet_money: 10, type: 'constructor' }], LIMITS)).toMatchObject({ ok: false, error: expect.stringContaining('invalid bet type') });
    fc.assert(fc.property(fc.anything(), (x) => void parseBetLines(x, LIMITS)));
    fc.assert(fc.property(fc.array(fc.record({ bet_numbers: fc.anything(), bet_money: fc.anything(), type: fc.anything() })), (x) => void parseBetLines(x, LIMITS)));
  });

  it('wins: Jodi exact, Ander first digit, Bahar second; payout floors stake × rate ÷ 100', () => {
    expect(lineWins('jodi', '07', '07')).toBe(true);
    expect(lineWins('jodi', '70', '07')).toBe(false);
    expect(lineWins('ander', '0', '07')).toBe(true);
    expect(lineWins('bahar', '7', '07')).toBe(true);
    expect(lineWins('bahar', '0', '07')).toBe(false);
    expect(payoutOf(10, 9800)).toBe(980);
    expect(payoutOf(10, 980)).toBe(98);
    expect(payoutOf(1, 980)).toBe(9); // 9.8 floored
    expect(payoutOf(7, 9800)).toBe(686);
  });
});

describe('OTPs and login', () => {
  it('sends 6 seeded random digits, one per send, newest first; never a fixed code', () => {
    const sim = world();
    const codes = Array.from({ length: 20 }, () => {
      const r = sim.sendOtp('9000000077');
      if (!r.ok) throw new Error(r.error);
      return r.otp.code;
    });
    codes.forEach((c) => expect(c).toMatch(/^\d{6}$/));
    expect(new Set(codes).size).toBeGreaterThan(15);
    expect(sim.inbox('9000000077').map((o) => o.code)).toEqual([...codes].reverse());
    expect(sim.lastOtp('9000000077')).toBe(codes.at(-1));
    // same seed → same codes
    const again = world();
    expect(again.sendOtp('9000000077')).toMatchObject({ otp: { code: codes[0] } });
  });

  it('only the newest code works, once, within 5 minutes', () => {
    const sim = world();
    sim.sendOtp('9000000077');
    const old = sim.lastOtp('9000000077') as string;
    sim.sendOtp('9000000077');
    const code = sim.lastOtp('9000000077') as string;
    if (old !== code) expect(sim.login({ mobile: '9000000077', otp: old })).toEqual({ ok: false, error: 'Invalid OTP' });
    sim.clock.advance(5 * 60_000 + 1);
    expect(sim.login({ mobile: '9000000077', otp: code })).toEqual({ ok: false, error: 'OTP expired' });
    sim.sendOtp('9000000077');
    const fresh = sim.lastOtp('9000000077') as string;
    const r = sim.login({ mobile: '9000000077', otp: fresh, refferal: PLAYER_MOBILES[0], agentId: 'AG7' });
    expect(r).toMatchObject({ ok: true, created: true, user: { mobile: '9000000077', agentId: 'AG7', referrer: player(sim).id } });
    expect(sim.login({ mobile: '9000000077', otp: fresh })).toEqual({ ok: false, error: 'OTP already used' });
  });

  it('registers with a password and resets it', () => {
    const sim = world();
    sim.sendOtp('9000000078', 'register');
    const reg = sim.register({ name: 'Asha', mobile: '9000000078', otp: sim.lastOtp('9000000078') as string, password: 'pw1', refcode: PLAYER_MOBILES[1] });
    expect(reg).toMatchObject({ ok: true, user: { name: 'Asha', password: 'pw1', referrer: player(sim, 1).id } });
    expect(sim.register({ name: 'Asha', mobile: '9000000078', otp: '000000', password: 'pw1' })).toEqual({ ok: false, error: 'Mobile number already registered' });
    sim.sendOtp('9000000078', 'reset');
    expect(sim.resetPassword({ mobile: '9000000078', otp: sim.lastOtp('9000000078') as string, password: 'pw2' })).toMatchObject({ ok: true, user: { password: 'pw2' } });
  });
});

describe('bets, settlement, cancellation', () => {
  it('placement debits the whole stake in one line, or nothing', () => {
    const sim = world();
    const u = player(sim);
    const before = sim.balance(u.id);
    const lines = [
      { bet_numbers: '07', bet_money: 10, type: 1 },
      { bet_numbers: '1', bet_money: 20, type: 2 },
      { bet_numbers: '8', bet_money: 30, type: 3 },
    ];
    const r = sim.placeBet({ userId: u.id, marketId: '2', lines, grandTotal: '60' });
    expect(r).toMatchObject({ ok: true, total: 60, balance: before - 60 });
    const last = sim.ledger(u.id).at(-1);
    expect(last).toMatchObject({ amount: -60, kind: 'bet', description: 'Bet placed on Delhi Bazar (3 numbers)' });

    const lines0 = sim.ledger(u.id).length;
    const bets0 = sim.state.bets.list.length;
    const failures = [
      sim.placeBet({ userId: u.id, marketId: '2', lines, grandTotal: 59 }),
      sim.placeBet({ userId: u.id, marketId: '2', lines: [...lines, { bet_numbers: '07', bet_money: 0, type: 1 }], grandTotal: 60 }),
      sim.placeBet({ userId: u.id, marketId: '2', lines: [{ bet_numbers: '07', bet_money: before * 2, type: 1 }], grandTotal: before * 2 }),
      sim.placeBet({ userId: u.id, marketId: '8', lines, grandTotal: 60 }), // Rajdhani Night opens at 12:00
      sim.placeBet({ userId: u.id, marketId: '99', lines, grandTotal: 60 }),
      sim.placeBet({ userId: 'nobody', marketId: '2', lines, grandTotal: 60 }),
    ];
    expect(failures.map((f) => f.ok)).toEqual([false, false, false, false, false, false]);
    expect(failures[3]).toEqual({ ok: false, error: 'Betting for Rajdhani Night opens at 12:00' });
    expect(failures[2]).toEqual({ ok: false, error: 'Insufficient wallet balance' });
    expect(failures[0]).toEqual({ ok: false, error: 'Grand total does not match the bets' });
    expect(sim.ledger(u.id).length).toBe(lines0);
    expect(sim.state.bets.list.length).toBe(bets0);
  });

  it('refuses bets after close and before open', () => {
    const sim = world('default', at('2026-03-02 14:55'));
    const u = player(sim);
    expect(sim.placeBet({ userId: u.id, marketId: '2', lines: [{ bet_numbers: '07', bet_money: 10, type: 1 }], grandTotal: 10 })).toEqual({ ok: false, error: 'Betting is closed for Delhi Bazar' });
    sim.clock.set(at('2026-03-02 15:30')); // resulted automatically at 15:00
    expect(sim.placeBet({ userId: u.id, marketId: '2', lines: [{ bet_numbers: '07', bet_money: 10, type: 1 }], grandTotal: 10 })).toEqual({ ok: false, error: 'Betting for Delhi Bazar opens at 08:00' });
  });

  it('settles Jodi / Ander / Bahar once with an "earned" line; losers get nothing', () => {
    const sim = world('manual-results');
    const u = player(sim);
    sim.placeBet({
      userId: u.id,
      marketId: '2',
      lines: [
        { bet_numbers: '47', bet_money: 10, type: 1 }, // wins 980
        { bet_numbers: '48', bet_money: 10, type: 1 }, // loses
        { bet_numbers: '5', bet_money: 10, type: 2 }, // ander 4 wins 98
        { bet_numbers: '8', bet_money: 3, type: 3 }, // bahar 7 wins floor(29.4) = 29
        { bet_numbers: '1', bet_money: 10, type: 3 }, // bahar 0 loses
      ],
      grandTotal: 43,
    });
    const before = sim.balance(u.id);
    sim.clock.set(at('2026-03-02 15:00'));
    expect(sim.declareResult('2', '47')).toMatchObject({ ok: true, session: '2026-03-02', number: '47', winners: 3, paid: 980 + 98 + 29 });
    expect(sim.balance(u.id)).toBe(before + 1107);
    const wins = sim.ledger(u.id).filter((l) => l.kind === 'win');
    expect(wins.slice(-3).map((l) => l.amount)).toEqual([980, 98, 29]);
    wins.slice(-3).forEach((l) => expect(l.description).toContain('earned'));
    expect(sim.declareResult('2', '11', '2026-03-02')).toEqual({ ok: false, error: 'Result already declared for Delhi Bazar 2026-03-02' });
    expect(sim.balance(u.id)).toBe(before + 1107);
    expect(sim.userBets(u.id, { marketId: '2' }).slice(0, 5).every((b) => b.status === 'won' || b.status === 'lost')).toBe(true);
  });

  it('results are drawn automatically (seeded) when their time passes, and settle', () => {
    const sim = world();
    const u = player(sim);
    sim.placeBet({ userId: u.id, marketId: '2', lines: [{ bet_numbers: '07', bet_money: 10, type: 1 }], grandTotal: 10 });
    sim.clock.set(at('2026-03-02 15:00'));
    sim.tick();
    const r = sim.market('2')!.results.at(-1);
    expect(r).toMatchObject({ session: '2026-03-02', declaredAt: at('2026-03-02 15:00') });
    expect(sim.userBets(u.id)[0]!.status).not.toBe('open');
  });

  it('cancels an open bet while the market is open (Kabad Cancel), once; not after close', () => {
    const sim = world();
    const u = player(sim);
    const placed = sim.placeBet({ userId: u.id, marketId: '2', lines: [{ bet_numbers: '07', bet_money: 10, type: 1 }, { bet_numbers: '08', bet_money: 15, type: 1 }], grandTotal: 25 });
    if (!placed.ok) throw new Error(placed.error);
    const [a, b] = placed.bets;
    const before = sim.balance(u.id);
    expect(sim.cancelBet(u.id, a!.id)).toMatchObject({ ok: true, balance: before + 10 });
    expect(sim.ledger(u.id).at(-1)).toMatchObject({ amount: 10, kind: 'refund', description: expect.stringContaining('Kabad Cancel') });
    expect(sim.cancelBet(u.id, a!.id)).toEqual({ ok: false, error: 'Bet already cancelled' });
    expect(sim.cancelBet(player(sim, 1).id, b!.id)).toEqual({ ok: false, error: 'Bet not found' });
    sim.clock.set(at('2026-03-02 14:51'));
    expect(sim.cancelBet(u.id, b!.id)).toEqual({ ok: false, error: 'Cancellation is closed for Delhi Bazar' });
    expect(sim.userBets(u.id, { status: ['cancelled'] })[0]!.id).toBe(a!.id);
  });
});

describe('recharge and adjustments', () => {
  it('approval credits "Money added via UPI" once; failed payments never credit', () => {
    const sim = world();
    const u = player(sim, 2);
    expect(sim.createPayment(u.id, 99)).toEqual({ ok: false, error: 'Please enter amount greater than 100' });
    expect(sim.createPayment(u.id, '12.5')).toEqual({ ok: false, error: 'Please enter a valid amount' });
    const p = sim.createPayment(u.id, '500');
    if (!p.ok) throw new Error(p.error);
    const before = sim.balance(u.id);
    expect(sim.approvePayment(p.payment.id)).toMatchObject({ ok: true, credited: true });
    expect(sim.approvePayment(p.payment.id)).toMatchObject({ ok: true, credited: false });
    expect(sim.failPayment(p.payment.id)).toEqual({ ok: false, error: 'Payment already approved' });
    expect(sim.balance(u.id)).toBe(before + 500);
    expect(sim.ledger(u.id).at(-1)!.description).toBe('Money added via UPI');
    const q = sim.createPayment(u.id, 300);
    if (!q.ok) throw new Error(q.error);
    expect(sim.failPayment(q.payment.id)).toMatchObject({ ok: true, payment: { status: 'failed' } });
    expect(sim.approvePayment(q.payment.id)).toEqual({ ok: false, error: 'Payment already failed' });
    expect(sim.balance(u.id)).toBe(before + 500);
  });

  it('an adjustment never overdraws', () => {
    const sim = world();
    const u = player(sim);
    const bal = sim.balance(u.id);
    expect(sim.adjust(u.id, -(bal + 1))).toEqual({ ok: false, error: 'Insufficient wallet balance' });
    expect(sim.adjust(u.id, -bal)).toMatchObject({ ok: true, balance: 0 });
  });
});

describe('fixtures', () => {
  it('same seed and clock → the same world; another seed → another world', () => {
    const now = at('2026-03-02 09:00');
    const a = createSimulator({ seed: 5, now, frozen: true }).snapshot();
    const b = createSimulator({ seed: 5, now, frozen: true }).snapshot();
    const c = createSimulator({ seed: 6, now, frozen: true }).snapshot();
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it('the default world: 9 markets with 30 days of results, 3 players with history, rates 9800/980', () => {
    const sim = world();
    expect(sim.state.markets.list.length).toBeGreaterThanOrEqual(8);
    for (const m of sim.state.markets.list) expect(m.results.length).toBeGreaterThanOrEqual(30);
    expect(sim.state.settings).toMatchObject({ jodiRate: 9800, hurfRate: 980 });
    expect(sim.state.markets.banners).toHaveLength(3);
    for (const mobile of PLAYER_MOBILES) {
      const u = sim.userByMobile(mobile)!;
      expect(u.name).not.toBe('');
      expect(sim.userBets(u.id).length).toBeGreaterThan(5);
      expect(sim.ledger(u.id).some((l) => l.kind === 'recharge')).toBe(true);
      expect(sim.balance(u.id)).toBeGreaterThanOrEqual(0);
    }
    expect(player(sim, 1).referrer).toBe(player(sim).id);
  });

  it('scenarios: empty has one user without history; low-balance leaves 7, 0 and 40 rupees', () => {
    expect(Object.keys(SCENARIOS)).toEqual(expect.arrayContaining(['default', 'empty', 'low-balance']));
    const empty = world('empty');
    expect(Object.keys(empty.state.users.byId)).toHaveLength(1);
    expect(empty.ledger(player(empty).id)).toEqual([]);
    const low = world('low-balance');
    expect(PLAYER_MOBILES.map((_, i) => low.balance(player(low, i).id))).toEqual([7, 0, 40]);
  });

  it('reset switches scenario and seed; snapshot/load round-trips including the clock', () => {
    const sim = world();
    const snap = sim.snapshot();
    expect(sim.reset({ scenario: 'empty', seed: 3, now: at('2026-03-02 09:00'), frozen: true })).toEqual({ ok: true, scenario: 'empty', seed: 3 });
    expect(Object.keys(sim.state.users.byId)).toHaveLength(1);
    expect(sim.reset({ scenario: 'nope' })).toEqual({ ok: false, error: "Unknown scenario 'nope'" });
    expect(sim.load(snap)).toEqual({ ok: true });
    expect(sim.snapshot()).toEqual(snap);
    expect(sim.now()).toBe(at('2026-03-02 09:00'));
    expect(sim.load({ version: 0 })).toMatchObject({ ok: false });
  });
});

describe('the operation log (decision 094)', () => {
  it('logs what changed the world, each operation once with its arguments; a read is not an operation and logs nothing', () => {
    const sim = createSimulator({ seed: 3, now: parseInstant('2026-03-02 09:00') as number, frozen: true });
    const log: Array<{ op: string; args: string }> = [];
    sim.logTo((e) => log.push(e));
    const mobile = PLAYER_MOBILES[0]!;
    const user = sim.userByMobile(mobile)!;
    sim.balance(user.id);
    sim.market('2');
    sim.inbox(mobile);
    expect(log).toEqual([]);
    sim.adjust(user.id, 5, 'test');
    sim.addFault({ path: 'game_list', kind: 'status', status: 503 });
    expect(log.map((e) => e.op)).toEqual(['adjust', 'addFault']);
    expect(sim.unloggedChanges).toBe(0);
    // a log entry naming a read is not an operation the world can run again
    expect(() => sim.applyOp({ op: 'market', args: '["2"]', real: 0 })).toThrow(/unknown operation 'market'/);
  });
});
