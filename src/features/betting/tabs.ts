/**
 * The three bet screens (spec §2): their routes and kind names in the machine and on the receipt; the tab labels
 * (JODI, CROSSING, COPY PASTE) are the catalogue's `bet.tab.{key}`.
 */
import type { ReceiptGameType } from '../../../domain/rules';
import type { BetTabKind } from '../../../machines/betSubmissionMachine';

export type TabKey = 'jodi' | 'crossing' | 'copypaste';

export interface BetTab {
  key: TabKey;
  path: (gameId: string) => string;
  machineKind: BetTabKind;
  receiptKind: ReceiptGameType;
}

/** In swipe order: JODI ←→ CROSSING ←→ COPY PASTE. */
export const BET_TABS: readonly BetTab[] = [
  { key: 'jodi', path: (id) => `/play/${id}`, machineKind: 'JODI', receiptKind: 'Jodi' },
  { key: 'crossing', path: (id) => `/crossing/${id}`, machineKind: 'CROSSING', receiptKind: 'Crossing' },
  { key: 'copypaste', path: (id) => `/copypaste/${id}`, machineKind: 'COPY PASTE', receiptKind: 'Copy Paste' },
];

export function betTab(key: TabKey): BetTab {
  return BET_TABS.find((t) => t.key === key) ?? BET_TABS[0]!;
}

/** Where the bet screens' own back button goes (spec §2, second reading). */
export const BET_HOME = '/playground';
/** Where browser back on a bet screen goes (spec §2, first reading; '/' sends a logged-in player to /dashboard). */
export const BACK_TRAP_TARGET = '/';
/** The bid history list (the safe way out after a failed CROSSING / COPY PASTE submission). */
export const BID_HISTORY = '/history/market';
