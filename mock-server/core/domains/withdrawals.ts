/** Withdrawals: a request debits the wallet at once and waits; the admin approves (final) or rejects (refunded). */

export interface WithdrawalsSlice {
  list: unknown[];
  lastId: number;
}

export const initWithdrawals = (): WithdrawalsSlice => ({ list: [], lastId: 0 });
