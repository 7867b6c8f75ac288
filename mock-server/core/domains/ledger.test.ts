/** Ledger domain: the balance is the sum of the lines, kept line by line; pages read newest first; never below zero. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInstant } from '../../../domain/time';
import { createSimulator } from '../../simulator';
import { adjust, balance, linesOf, pageOf, post } from './ledger';

const world = () => {
  const sim = createSimulator({ scenario: 'empty', seed: 1, now: parseInstant('2026-03-02 09:00') as number, frozen: true });
  return { sim, id: sim.userByMobile('9876543210')!.id };
};

describe('ledger', () => {
  it('balance = sum of lines after any sequence of credits and allowed debits', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -500, max: 500 }), { maxLength: 60 }), (amounts) => {
        const { sim, id } = world();
        for (const a of amounts) if (a !== 0) adjust(sim, id, a);
        const sum = linesOf(sim, id).reduce((s, l) => s + l.amount, 0);
        expect(balance(sim, id)).toBe(sum);
        expect(sum).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses to write a line that would overdraw', () => {
    const { sim, id } = world();
    adjust(sim, id, 50);
    expect(() => post(sim, id, -51, 'x', 'bet', 'T1')).toThrow(/would leave/);
    expect(adjust(sim, id, -51)).toEqual({ ok: false, error: 'Insufficient wallet balance' });
    expect(balance(sim, id)).toBe(50);
  });

  it('pages newest first, 10 a page, and keeps lines back-dated by a clock moved backwards in time order', () => {
    const { sim, id } = world();
    for (let i = 1; i <= 25; i++) {
      sim.clock.advance(60_000);
      adjust(sim, id, i);
    }
    sim.clock.advance(-30 * 60_000);
    adjust(sim, id, 1000, 'late entry');
    expect(pageOf(sim, id, 1, 10).map((l) => l.amount)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    expect(pageOf(sim, id, 3, 10).map((l) => l.amount)).toEqual([5, 4, 3, 2, 1, 1000]);
    expect(pageOf(sim, id, 4, 10)).toEqual([]);
  });
  it.each([
    ['100', 100],
    [' 25 ', 25],
    ['-10', -10],
    [-100, -100],
    [7, 7],
  ])('an adjustment of %j moves the balance by %i', (amount, n) => {
    const { sim, id } = world();
    adjust(sim, id, 100);
    expect(adjust(sim, id, amount)).toMatchObject({ ok: true, line: { amount: n }, balance: 100 + n });
  });

  it.each(['1.5', 'abc', '', '0x10', '1e3', '+5', '5x', 'x5', '--5', '1234567890123', '0', 0, 1.5, NaN, null, true, ['5']])(
    'refuses an adjustment of %j and writes nothing',
    (amount) => {
      const { sim, id } = world();
      adjust(sim, id, 100);
      expect(adjust(sim, id, amount)).toEqual({ ok: false, error: 'Amount must be a non-zero whole number of rupees' });
      expect(linesOf(sim, id)).toHaveLength(1);
    },
  );

  it('an adjustment for an unknown user is refused', () => {
    const { sim } = world();
    expect(adjust(sim, 'nobody', 100)).toEqual({ ok: false, error: 'User not found' });
    expect(linesOf(sim, 'nobody')).toEqual([]);
  });

  it.each([
    [50, undefined, 'Bonus credited by admin'],
    [50, '   ', 'Bonus credited by admin'],
    [-50, undefined, 'Balance deducted by admin'],
    [50, ' Diwali bonus ', 'Diwali bonus'],
  ])('an adjustment of %i described as %j reads "%s" and is marked as an admin adjustment', (amount, description, text) => {
    const { sim, id } = world();
    adjust(sim, id, 100);
    expect(adjust(sim, id, amount, description)).toMatchObject({ ok: true, line: { description: text, kind: 'adjust', ref: 'admin' } });
  });
});
