import { useCallback, useMemo, useRef, useState } from 'react';
import { totalOf, validatePlay, type BetLine } from '../../../domain/rules';
import type { TabKey } from './tabs';
import { useBetSubmission } from './useBetSubmission';
import { useToast } from './useToast';

export interface BetRow {
  id: number;
  line: BetLine;
}

/**
 * The bet table of CROSSING and COPY PASTE plus its submission: rows with stable ids, add / delete / clear, total,
 * and PLAY ('Empty Response' with no lines; messages as toasts).
 */
export function useLineBets({ tab, gameId, gameName, onCleared }: { tab: TabKey; gameId: string; gameName: string; onCleared?: () => void }) {
  const toast = useToast();
  const [rows, setRows] = useState<BetRow[]>([]);
  const nextId = useRef(1);

  const add = useCallback((lines: readonly BetLine[]) => {
    const first = nextId.current;
    nextId.current += lines.length;
    const added = lines.map((line, i) => ({ id: first + i, line }));
    setRows((rs) => [...rs, ...added]);
  }, []);
  const remove = useCallback((id: number) => setRows((rs) => rs.filter((r) => r.id !== id)), []);
  const clear = useCallback(() => {
    setRows([]);
    onCleared?.();
  }, [onCleared]);

  const lines = useMemo(() => rows.map((r) => r.line), [rows]);
  const total = useMemo(() => totalOf(lines), [lines]);
  const submission = useBetSubmission({ tab, gameId, gameName, onCleared: clear });
  const { play: send } = submission;

  const play = useCallback(() => {
    const error = validatePlay(lines);
    if (error) toast('error', error);
    else send(lines);
  }, [lines, send, toast]);

  return { rows, add, remove, total, submission, play, toast };
}
