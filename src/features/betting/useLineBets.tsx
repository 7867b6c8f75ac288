import { memo, useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { formatRupees, validatePlay, type BetResult } from '../../../domain/rules';
import type { BetEntryHandle } from './BetEntryForm';
import { BetTable } from './BetTable';
import { createLineStore, type LineStore } from './lineStore';
import type { TabKey } from './tabs';
import { useBetSubmission } from './useBetSubmission';
import { useToast } from './useToast';

/**
 * The bet table of CROSSING and COPY PASTE plus its submission: the lines in a store of the board's own, `add` for
 * what the bet engine made of the entry form (its error as a toast), and PLAY ('Empty Response' with no lines;
 * messages as toasts), which reads the store at the tap. After a placed bet the lines and the form's digits are cleared
 * (`form` is the entry form's handle).
 */
export function useLineBets({ tab, gameId, gameName }: { tab: TabKey; gameId: string; gameName: string }) {
  const toast = useToast();
  const [store] = useState(createLineStore);
  const form = useRef<BetEntryHandle>(null);
  const clear = useCallback(() => {
    store.clear();
    form.current?.clearDigits();
  }, [store]);
  const submission = useBetSubmission({ tab, gameId, gameName, onCleared: clear });
  const { play: send } = submission;

  /** the lines of an Add Bet to the table, or its error as a toast; true when added */
  const add = useCallback(
    (r: BetResult) => {
      if (r.ok) store.add(r.lines);
      else toast('error', r.error);
      return r.ok;
    },
    [store, toast],
  );

  const play = useCallback(() => {
    const lines = store.lines();
    const error = validatePlay(lines);
    if (error) toast('error', error);
    else send(lines);
  }, [store, send, toast]);

  return { store, form, add, submission, play, toast };
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
