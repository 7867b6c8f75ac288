import type { WalletLine } from '../wire';
import { istInstant } from './countdown';
import { CLOCK_SKEW_MS } from './placedBet';

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

/** The instant of a wallet line's date ('DD-MM-YYYY' or 'YYYY-MM-DD') and time (IST), or null. */
function lineInstant(line: Pick<WalletLine, 'date' | 'time'>): number | null {
  const date = (line.date ?? '').trim();
  const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(date);
  return istInstant(dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : date, line.time ?? '');
}

/**
 * Did money leave the wallet after all? When a withdrawal's or a transfer's outcome is unknown (no reply, an
 * unreadable reply) the client looks in the wallet history (Webservices/transaction_history, newest first) before
 * inviting the player to send again: a debit line of exactly that amount, dated no earlier than the tap less
 * CLOCK_SKEW_MS (the history's IST time comes from the server's clock, the tap's from the phone's). A time that
 * cannot be read counts as recent: wrongly saying "not sent" would invite a second debit.
 */
export function debitIsRecorded(input: { lines: readonly WalletLine[]; amount: number; since: number }): boolean {
  const earliest = Math.floor((input.since - CLOCK_SKEW_MS) / 1000) * 1000;
  return input.lines.some((line) => {
    if (isCreditLine(line) || Math.abs(Number(String(line.add_amount ?? '').trim())) !== input.amount) return false;
    const at = lineInstant(line);
    return at === null || at >= earliest;
  });
}
