/**
 * The lines of a CROSSING or COPY PASTE board in one small external store, as JODI's entries are (jodiStore): Add Bet
 * re-renders what reads it (the total, the table) and not the board with its submission and play bar; PLAY reads the
 * lines at the tap, whatever has been rendered by then.
 */
import { totalOf, type BetLine } from '../../../domain/rules';

export interface BetRow {
  id: number;
  line: BetLine;
}

export interface LineStore {
  /** the rows in the order added; a new array after each change */
  rows(): readonly BetRow[];
  lines(): BetLine[];
  /** rupees */
  total(): number;
  add(lines: readonly BetLine[]): void;
  remove(id: number): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createLineStore(): LineStore {
  let rows: readonly BetRow[] = [];
  let total = 0;
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly BetRow[], change: number) => {
    rows = next;
    total += change;
    listeners.forEach((l) => l());
  };
  return {
    rows: () => rows,
    lines: () => rows.map((r) => r.line),
    total: () => total,
    add(lines) {
      if (!lines.length) return;
      const added = lines.map((line) => ({ id: nextId++, line }));
      set([...rows, ...added], totalOf(lines));
    },
    remove(id) {
      const gone = rows.find((r) => r.id === id);
      if (gone) set(rows.filter((r) => r !== gone), -gone.line.bet_money);
    },
    clear() {
      if (rows.length) set([], -total);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
