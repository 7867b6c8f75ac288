/** A rupee amount as the screens show it, or '₹—' when it could not be read (never ₹0: src/api/views.ts gives null). */
import { formatRupees } from '../../domain/rules';

export const UNKNOWN_AMOUNT = '₹—';

export function formatAmount(amount: number | null): string {
  return amount === null ? UNKNOWN_AMOUNT : formatRupees(amount);
}
