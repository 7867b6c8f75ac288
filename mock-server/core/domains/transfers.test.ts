/** Transfers domain: both ledgers or neither; every refusal changes nothing; the rupees only move. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInstant } from '../../../domain/time';
import { createSimulator } from '../../simulator';
import { linesOf } from './ledger';
import { transfer, transfersOf } from './transfers';

const MOBILES = ['9876543210', '9000000001', '9000000002'];

function world() {
  const sim = createSimulator({ scenario: 'empty', seed: 1, now: parseInstant('2026-03-02 10:00') as number, frozen: true });
  const ids = MOBILES.map((m) => (sim.userByMobile(m) ?? (sim.createUser({ mobile: m }) as { ok: true; user: { id: string } }).user).id);
  ids.forEach((id) => sim.adjust(id, 1000));
  return { sim, ids };
}

describe('transfer', () => {
  it('debits the sender and credits the receiver under one transfer id; the receiver line says "received"', () => {
    const { sim, ids } = world();
    const [a, b] = ids as [string, string];
    const r = transfer(sim, { fromId: a, toMobile: ' 9000000001 ', amount: '250' });
    expect(r).toMatchObject({ ok: true, balance: 750, transfer: { id: 'TR3001', fromId: a, toId: b, amount: 250, at: sim.now() } });
    expect(sim.balance(b)).toBe(1250);
    expect(linesOf(sim, a).at(-1)).toMatchObject({ amount: -250, kind: 'transfer', ref: 'TR3001', description: 'P2P transfer to 9000000001' });
    expect(linesOf(sim, b).at(-1)).toMatchObject({ amount: 250, kind: 'transfer', ref: 'TR3001', description: 'P2P amount received from 9876543210' });
    expect(transfer(sim, { fromId: a, toMobile: '9000000001', amount: 750 })).toMatchObject({ ok: true, balance: 0 });
    expect(transfersOf(sim, b).map((t) => t.id)).toEqual(['TR3002', 'TR3001']);
    expect(transfersOf(sim, ids[2])).toEqual([]);
    expect(transfersOf(sim, a).map((t) => t.id)).toEqual(['TR3002', 'TR3001']); // the sender's too
    // the full list, newest first, every time it is read
    expect(transfersOf(sim).map((t) => t.id)).toEqual(['TR3002', 'TR3001']);
    expect(transfersOf(sim).map((t) => t.id)).toEqual(['TR3002', 'TR3001']);
  });

  it('takes a padded sender id, and an amount of exactly the maximum', () => {
    const { sim, ids } = world();
    sim.state.settings.maxP2p = 800;
    expect(transfer(sim, { fromId: ` ${ids[0]} `, toMobile: '9000000001', amount: 800 })).toMatchObject({ ok: true, balance: 200 });
  });

  it('refuses, changing nothing: missing fields, bad amounts, unknown or own mobile, over the maximum, over the balance', () => {
    const { sim, ids } = world();
    const [a] = ids as [string];
    sim.state.settings.maxP2p = 800;
    const cases: Array<[{ fromId?: string; toMobile?: unknown; amount?: unknown }, string]> = [
      [{ toMobile: '' }, 'Please fill all required fields.'],
      [{ amount: undefined }, 'Please fill all required fields.'],
      [{ amount: ' ' }, 'Please fill all required fields.'],
      [{ amount: 'ten' }, 'Please enter a valid amount'],
      [{ amount: '-5' }, 'Please enter a valid amount'],
      [{ amount: -5 }, 'Please enter a valid amount'],
      [{ amount: '2.5' }, 'Please enter a valid amount'],
      [{ amount: 2.5 }, 'Please enter a valid amount'],
      [{ amount: '0' }, 'Please enter a valid amount'],
      [{ toMobile: '9000000009' }, 'No user found with this mobile number'],
      [{ toMobile: '9'.repeat(1_000_000) }, 'No user found with this mobile number'],
      [{ toMobile: '<script>alert(1)</script>' }, 'No user found with this mobile number'],
      [{ toMobile: '9876543210' }, 'You cannot transfer to your own account'],
      [{ amount: '801' }, 'Maximum transfer amount is 800'],
      [{ amount: 1e13 }, 'Maximum transfer amount is 800'], // a whole number, however long, is an amount
      [{ amount: NaN }, 'Please fill all required fields.'],
      [{ amount: Infinity }, 'Please fill all required fields.'],
      [{ toMobile: NaN }, 'Please fill all required fields.'],
      [{ fromId: '999' }, 'User not found'],
    ];
    for (const [f, msg] of cases) expect(transfer(sim, { fromId: a, toMobile: '9000000001', amount: '100', ...f })).toEqual({ ok: false, error: msg });
    sim.state.settings.maxP2p = 5000;
    expect(transfer(sim, { fromId: a, toMobile: '9000000001', amount: '1001' })).toEqual({ ok: false, error: 'Insufficient Wallet balance' });
    expect(ids.map((id) => sim.balance(id))).toEqual([1000, 1000, 1000]);
    expect(sim.state.transfers.list).toEqual([]);
  });

  it('any sequence of transfers keeps the total and every balance = its lines ≥ 0', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ from: fc.nat(2), to: fc.nat(3), amount: fc.integer({ min: -10, max: 1500 }) }), { maxLength: 40 }), (ops) => {
        const { sim, ids } = world();
        for (const o of ops) {
          const before = ids.map((id) => sim.balance(id));
          const r = transfer(sim, { fromId: ids[o.from]!, toMobile: MOBILES[o.to] ?? '9000000099', amount: o.amount });
          const to = MOBILES[o.to] ? o.to : -1;
          expect(r.ok).toBe(to >= 0 && to !== o.from && o.amount >= 1 && o.amount <= before[o.from]!);
          if (!r.ok) expect(ids.map((id) => sim.balance(id))).toEqual(before);
        }
        for (const id of ids) {
          expect(sim.balance(id)).toBe(linesOf(sim, id).reduce((s, l) => s + l.amount, 0));
          expect(sim.balance(id)).toBeGreaterThanOrEqual(0);
        }
        expect(ids.reduce((s, id) => s + sim.balance(id), 0)).toBe(3000);
      }),
      { numRuns: 50 },
    );
  });
});
