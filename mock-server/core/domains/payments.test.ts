/** Payments domain: UPI recharges created pending within the recharge bounds, then approved once or failed. */
import { describe, expect, it } from 'vitest';
import { parseInstant } from '../../../domain/time';
import { createSimulator } from '../../simulator';
import { approvePayment, createPayment, failPayment, paymentById } from './payments';

function world() {
  const sim = createSimulator({ scenario: 'empty', seed: 1, now: parseInstant('2026-03-02 10:00') as number, frozen: true });
  const user = sim.userByMobile('9876543210')!;
  return { sim, user };
}

describe('createPayment', () => {
  it('numbers payments from PAY1001 in order, pending, returning to the dashboard unless told', () => {
    const { sim, user } = world();
    expect(sim.state.payments.list).toEqual([]);
    const a = createPayment(sim, user.id, 500);
    const b = createPayment(sim, user.id, '700', '/wallet');
    expect(a).toEqual({ ok: true, payment: { id: 'PAY1001', userId: user.id, amount: 500, status: 'pending', createdAt: sim.now(), settledAt: null, returnUrl: '/dashboard' } });
    expect(b).toMatchObject({ ok: true, payment: { id: 'PAY1002', amount: 700, returnUrl: '/wallet' } });
    expect(paymentById(sim, 'PAY1002')?.amount).toBe(700);
  });

  it.each([
    ['the minimum', 100, 'ok'],
    ['the maximum', 50000, 'ok'],
    ['above the maximum', 50001, 'Maximum recharge is 50000'],
    ['below the minimum', 99, 'Please enter amount greater than 100'],
  ])('takes amounts within the recharge bounds (%s)', (_, amount, want) => {
    const { sim, user } = world();
    const r = createPayment(sim, user.id, amount);
    expect(r.ok ? 'ok' : r.error).toBe(want);
    expect(sim.state.payments.list).toHaveLength(want === 'ok' ? 1 : 0);
  });

  it('refuses an unknown player and records nothing', () => {
    const { sim } = world();
    expect(createPayment(sim, '999', 500)).toEqual({ ok: false, error: 'User not found' });
    expect(sim.state.payments.list).toEqual([]);
  });
});

describe('failPayment', () => {
  it('fails a pending payment once: failing again keeps the first settlement time; unknown ids are refused', () => {
    const { sim, user } = world();
    const p = createPayment(sim, user.id, 500);
    if (!p.ok) throw new Error(p.error);
    const failedAt = sim.now();
    expect(failPayment(sim, 'PAY1001')).toMatchObject({ ok: true, payment: { status: 'failed', settledAt: failedAt } });
    sim.clock.advance(60_000);
    expect(failPayment(sim, 'PAY1001')).toMatchObject({ ok: true, payment: { status: 'failed', settledAt: failedAt } });
    expect(approvePayment(sim, 'PAY1001')).toEqual({ ok: false, error: 'Payment already failed' });
    expect(failPayment(sim, 'PAY9')).toEqual({ ok: false, error: 'Payment not found' });
    expect(sim.balance(user.id)).toBe(0);
  });
});
