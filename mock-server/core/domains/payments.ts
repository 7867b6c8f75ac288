/** Recharge payments through the simulated UPI gateway: created pending, then approved (credited once) or failed. */
import { amountGreaterThan } from '../../../domain/messages';
import { wholeRupees } from '../betlines';
import { fail, type Result } from '../result';
import type { World } from '../state';
import { post } from './ledger';
import { userById } from './users';
import { serverText } from '../../../domain/serverTexts';

export type PaymentStatus = 'pending' | 'approved' | 'failed';

export interface Payment {
  id: string;
  userId: string;
  amount: number;
  status: PaymentStatus;
  createdAt: number;
  settledAt: number | null;
  /** where the gateway page sends the player afterwards */
  returnUrl: string;
}

export interface PaymentsSlice {
  list: Payment[];
  lastId: number;
}

export const initPayments = (): PaymentsSlice => ({ list: [], lastId: 1000 });

const index = (w: World) => w.derived('payments', () => new Map(w.state.payments.list.map((p) => [p.id, p] as const)));

export function paymentById(w: World, id: string): Payment | undefined {
  return index(w).get(id);
}

export function createPayment(w: World, userId: string, amount: unknown, returnUrl = '/dashboard'): Result<{ payment: Payment }> {
  if (!userById(w, userId)) return fail(serverText('userNotFound'));
  const n = wholeRupees(amount);
  const { minRecharge, maxRecharge } = w.state.settings;
  if (n === null) return fail(serverText('validAmount'));
  if (n < minRecharge) return fail(amountGreaterThan(minRecharge));
  if (n > maxRecharge) return fail(`Maximum recharge is ${maxRecharge}`);
  const slice = w.state.payments;
  const payment: Payment = { id: `PAY${++slice.lastId}`, userId, amount: n, status: 'pending', createdAt: w.now(), settledAt: null, returnUrl };
  slice.list.push(payment);
  index(w).set(payment.id, payment);
  w.touch();
  return { ok: true, payment };
}

/** Approves a pending payment and credits it once; approving an approved payment again credits nothing. */
export function approvePayment(w: World, id: string): Result<{ payment: Payment; credited: boolean }> {
  const p = paymentById(w, id);
  if (!p) return fail('Payment not found');
  if (p.status === 'approved') return { ok: true, payment: p, credited: false };
  if (p.status === 'failed') return fail('Payment already failed');
  p.status = 'approved';
  p.settledAt = w.now();
  post(w, p.userId, p.amount, serverText('lineRecharge'), 'recharge', p.id);
  w.emit('rechargeApproved', { userId: p.userId, paymentId: p.id, amount: p.amount });
  return { ok: true, payment: p, credited: true };
}

export function failPayment(w: World, id: string): Result<{ payment: Payment }> {
  const p = paymentById(w, id);
  if (!p) return fail('Payment not found');
  if (p.status === 'approved') return fail('Payment already approved');
  if (p.status === 'pending') {
    p.status = 'failed';
    p.settledAt = w.now();
    w.touch();
  }
  return { ok: true, payment: p };
}

declare module '../state' {
  interface SimState {
    payments: PaymentsSlice;
  }
}
