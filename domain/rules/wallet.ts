import type { WalletLine } from '../wire';
import { istInstant } from './countdown';
import { CLOCK_SKEW_MS, type ReconcileVerdict } from './placedBet';

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

/** The first page of the wallet history and the wallet as they were just before a withdrawal or transfer went out. */
export interface WalletMark {
  lines: readonly WalletLine[];
  /** the wallet balance (null: not read) */
  wallet: number | null;
}

const lineKey = (l: WalletLine) => [l.description, l.date, l.time, l.add_amount, l.purpose].map((v) => String(v ?? '').trim()).join('\u0001');

/**
 * How many lines at the top of `after` are new since `before` (both a first page, newest first): every n for which the
 * rest of `after` is the top of `before` — the older lines pushed down, and off the page's end. At least one line of
 * a history that had any must still be there: a page of nothing but new lines cannot be told from another history.
 */
function newLineCounts(before: readonly WalletLine[], after: readonly WalletLine[]): number[] {
  const b = before.map(lineKey);
  const a = after.map(lineKey);
  const counts: number[] = [];
  for (let n = 0; n <= a.length; n++) {
    const rest = a.length - n;
    if (rest <= b.length && (rest > 0 || b.length === 0) && a.slice(n).every((k, i) => k === b[i])) counts.push(n);
  }
  return counts;
}

/** a debit line of exactly `amount`; a line whose amount is blank is a debit of no known amount (not of 0) */
const isDebitOf = (amount: number) => (line: WalletLine) => {
  const text = String(line.add_amount ?? '').trim();
  return !isCreditLine(line) && text !== '' && Math.abs(Number(text)) === amount;
};

/**
 * Did money leave the wallet after all? When a withdrawal's or a transfer's outcome is unknown (no reply, an
 * unreadable reply) the client looks at the first page of the wallet history (Webservices/transaction_history,
 * newest first) before inviting the player to send again, and says "sent" only on evidence that cannot belong to
 * another request (decision 083):
 * - the lines new since the mark (the page read just before sending) hold a debit of exactly that amount, and the
 *   wallet, when both readings are known, went down by at least the amount → 'placed';
 * - the new lines hold no such debit → 'notPlaced';
 * - the page cannot be lined up with the mark, the readings disagree, or there is no mark (an identical earlier
 *   request cannot be told apart: a debit of the amount since the tap less CLOCK_SKEW_MS, or with an unreadable
 *   time, is 'unknown'; none is 'notPlaced') → 'unknown'.
 */
export function debitVerdict(input: { before: WalletMark | null; lines: readonly WalletLine[]; wallet: number | null; amount: number; since: number }): ReconcileVerdict {
  const debit = isDebitOf(input.amount);
  const { before } = input;
  if (!before) {
    const earliest = Math.floor((input.since - CLOCK_SKEW_MS) / 1000) * 1000;
    const recent = input.lines.filter((line) => {
      const at = lineInstant(line);
      return at === null || at >= earliest;
    });
    return recent.some(debit) ? 'unknown' : 'notPlaced';
  }
  const verdicts = new Set(
    newLineCounts(before.lines, input.lines).map((n): ReconcileVerdict => {
      if (!input.lines.slice(0, n).some(debit)) return 'notPlaced';
      if (before.wallet !== null && input.wallet !== null && before.wallet - input.wallet < input.amount) return 'unknown';
      return 'placed';
    }),
  );
  return verdicts.size === 1 ? [...verdicts][0]! : 'unknown';
}
