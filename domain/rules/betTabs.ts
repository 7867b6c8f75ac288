/**
 * The three bet screens (spec §2), declared once: each one's key (its tab label is the catalogue's `bet.tab.{key}`),
 * its route, its name in the bet submission machine and the receipt's 'Game Type'. A new bet screen is one row here;
 * the tabs, the machine's kinds and the receipt's labels derive from it.
 */
export const BET_TABS = [
  { key: 'jodi', route: 'play', machineKind: 'JODI', receiptKind: 'Jodi' },
  { key: 'crossing', route: 'crossing', machineKind: 'CROSSING', receiptKind: 'Crossing' },
  { key: 'copypaste', route: 'copypaste', machineKind: 'COPY PASTE', receiptKind: 'Copy Paste' },
] as const;

export type BetTabDef = (typeof BET_TABS)[number];
export type TabKey = BetTabDef['key'];
/** A bet screen's name in the bet submission machine. */
export type BetTabKind = BetTabDef['machineKind'];
/** The receipt's 'Game Type' (spec §2 Receipt: the bet kind label). */
export type ReceiptGameType = BetTabDef['receiptKind'];
export const RECEIPT_GAME_TYPES: readonly ReceiptGameType[] = BET_TABS.map((t) => t.receiptKind);
