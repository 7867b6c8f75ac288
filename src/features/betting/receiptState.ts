/** The receipt travels to /receipt in the navigation state (spec §2); this reads it back defensively. */
import { RECEIPT_GAME_TYPES, type ReceiptGameType, type Receipt } from '../../../domain/rules';

export const RECEIPT_PATH = '/receipt';

export interface ReceiptLocationState {
  receipt: Receipt;
}

/** The view the receipt screen shows, or null when the state is missing or malformed. */
export type ReceiptView = Pick<Receipt, 'gameName' | 'kind' | 'date' | 'lines' | 'total'>;

export function readReceipt(state: unknown): ReceiptView | null {
  if (typeof state !== 'object' || state === null) return null;
  const r = (state as { receipt?: unknown }).receipt;
  if (typeof r !== 'object' || r === null) return null;
  const { gameName, kind, date, lines, total } = r as Record<string, unknown>;
  if (typeof gameName !== 'string' || typeof date !== 'string') return null;
  if (!RECEIPT_GAME_TYPES.includes(kind as ReceiptGameType)) return null;
  if (!Array.isArray(lines) || !lines.every((l) => typeof l === 'string')) return null;
  if (typeof total !== 'number' || !Number.isFinite(total)) return null;
  return { gameName, kind: kind as ReceiptGameType, date, lines: lines as string[], total };
}
