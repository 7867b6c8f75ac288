import { memo, useCallback, useState, useSyncExternalStore } from 'react';
import { formatRupees, validatePlay } from '../../../domain/rules';
import { BetTable } from './BetTable';
import { createLineStore, type LineStore } from './lineStore';
import type { TabKey } from './tabs';
import { useBetSubmission } from './useBetSubmission';
import { useToast } from './useToast';

/**
 * The bet table of CROSSING and COPY PASTE plus its submission: the lines in a store of the board's own (add / delete
 * / clear), and PLAY ('Empty Response' with no lines; messages as toasts), which reads the store at the tap.
 */
export function useLineBets({ tab, gameId, gameName, onCleared }: { tab: TabKey; gameId: string; gameName: string; onCleared?: () => void }) {
  const toast = useToast();
  const [store] = useState(createLineStore);
  const clear = useCallback(() => {
    store.clear();
    onCleared?.();
  }, [store, onCleared]);
  const submission = useBetSubmission({ tab, gameId, gameName, onCleared: clear });
  const { play: send } = submission;

  const play = useCallback(() => {
    const lines = store.lines();
    const error = validatePlay(lines);
    if (error) toast('error', error);
    else send(lines);
  }, [store, send, toast]);

  return { store, submission, play, toast };
}

/** The running total ('₹360') of a line store: with the table, all that Add Bet re-renders. */
export const LinesTotal = memo(function LinesTotal({ store }: { store: LineStore }) {
  return formatRupees(useSyncExternalStore(store.subscribe, store.total));
});

/** The table of a line store, Delete per row. */
export const LineTable = memo(function LineTable({ store, disabled }: { store: LineStore; disabled: boolean }) {
  const rows = useSyncExternalStore(store.subscribe, store.rows);
  return <BetTable rows={rows} onDelete={store.remove} disabled={disabled} />;
});
