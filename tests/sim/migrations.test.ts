/** Saved worlds of older versions load, migrated, instead of being thrown away. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STATE_VERSION, migrate, parseInstant } from '../../mock-server/core';
import { simulatorFromState } from '../../mock-server/simulator';

/** A version-1 world saved by the simulator before the core was split by domain ('low-balance', seed 7, frozen). */
const V1 = JSON.parse(readFileSync(new URL('./snapshots/state-v1.json', import.meta.url), 'utf8')) as Record<string, unknown>;

describe('state versions', () => {
  it('loads a version-1 snapshot: same players, balances, bets, OTPs, faults and clock', () => {
    expect(V1.version).toBe(1);
    const sim = simulatorFromState(V1, () => parseInstant('2026-03-02 09:00') as number);
    expect(sim).not.toBeNull();
    if (!sim) return;
    expect(sim.state.version).toBe(STATE_VERSION);
    expect(sim.state.meta).toMatchObject({ scenario: 'low-balance', seed: 7 });
    expect(sim.now()).toBe(parseInstant('2026-03-02 09:00'));
    expect(['101', '102', '103'].map((id) => sim.balance(id))).toEqual([7, 0, 40]);
    expect(sim.state.bets.list).toHaveLength(93);
    expect(Object.values(sim.state.ledger.lines).flat()).toHaveLength(48);
    expect(sim.lastOtp('9876543210')).toMatch(/^\d{6}$/);
    expect(sim.state.faults.list).toMatchObject([{ path: 'game_list', kind: 'latency', remaining: 2 }]);
  });

  it('keeps counting ids where version 1 left off', () => {
    const sim = simulatorFromState(V1, () => parseInstant('2026-03-02 09:00') as number)!;
    const v1Counters = V1.counters as { bet: number; ticket: number; user: number };
    const placed = sim.placeBet({ userId: '103', marketId: '2', lines: [{ bet_numbers: '07', bet_money: 5, type: 1 }] });
    expect(placed).toMatchObject({ ok: true, ticket: `T${v1Counters.ticket + 1}`, balance: 35 });
    if (placed.ok) expect(placed.bets[0]?.id).toBe(String(v1Counters.bet + 1));
    const made = sim.createUser({ mobile: '9000000001' });
    expect(made.ok && made.user.id).toBe(String(v1Counters.user + 1));
  });

  it('refuses unknown versions and unreadable old worlds with a reason', () => {
    expect(migrate({ version: 0 })).toEqual({ error: `state version must be 1–${STATE_VERSION}` });
    expect(migrate({ version: STATE_VERSION + 1 })).toHaveProperty('error');
    expect(migrate({ version: 1 })).toEqual({ error: 'version 1 state unreadable: counters missing' });
    expect(migrate([])).toEqual({ error: 'state must be an object' });
  });
});
