/**
 * The three bet screens (spec §2) as the app routes them: the one declaration is domain/rules/betTabs.ts; the tab
 * labels (JODI, CROSSING, COPY PASTE) are the catalogue's `bet.tab.{key}`.
 */
import { BET_TABS as BET_TAB_DEFS, type BetTabDef, type TabKey } from '../../../domain/rules';

export type { TabKey };

export type BetTab = BetTabDef & { path: (gameId: string) => string };

/** In swipe order: JODI ←→ CROSSING ←→ COPY PASTE. */
export const BET_TABS: readonly BetTab[] = BET_TAB_DEFS.map((t) => ({ ...t, path: (id: string) => `/${t.route}/${id}` }));

export function betTab(key: TabKey): BetTab {
  return BET_TABS.find((t) => t.key === key) ?? BET_TABS[0]!;
}

/** Where the bet screens' own back button goes (spec §2, second reading). */
export const BET_HOME = '/playground';
/** Where browser back on a bet screen goes (spec §2, first reading; '/' sends a logged-in player to /dashboard). */
export const BACK_TRAP_TARGET = '/';
/** The bid history list (the safe way out after a failed CROSSING / COPY PASTE submission). */
export const BID_HISTORY = '/history/market';
