import type { WalletLine } from '../../domain/wire';

/** Description words that make a non-'credit' line a credit (spec §4), matched case-insensitively. */
export const CREDIT_WORDS = ['added', 'credited', 'received', 'deposited', 'earned', 'kabad cancel', 'withdrawal request has been rejected'] as const;

/** Credit (green plus) or debit (red minus). */
export function isCreditLine(line: Pick<WalletLine, 'purpose' | 'description'>): boolean {
  if (line.purpose === 'credit') return true;
  const d = (line.description ?? '').toLowerCase();
  return CREDIT_WORDS.some((w) => d.includes(w));
}

function isZero(amount: string): boolean {
  const n = Number(String(amount ?? '').trim());
  return String(amount ?? '').trim() !== '' && n === 0;
}

/** Lines a history view shows: add_amount '0' hidden; the 'win' view keeps only lines mentioning 'earned'. */
export function visibleWalletLines(lines: readonly WalletLine[], view: string): WalletLine[] {
  return lines.filter((l) => !isZero(l.add_amount) && (view !== 'win' || (l.description ?? '').toLowerCase().includes('earned')));
}
