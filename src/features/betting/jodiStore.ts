/**
 * The JODI entries (100 grid cells, 10 Ander, 10 Bahar) in one small external store with a subscription per cell,
 * so a keystroke re-renders exactly the cell typed in (and whatever reads the total), never the other inputs.
 * Slots: 0–99 jodi numbers, 100–109 Ander digits, 110–119 Bahar digits.
 */
import { editAmount, HARUF_CELLS, JODI_CELLS, parseAmount, type JodiInput } from '../../../domain/rules';

export const ANDER_START = JODI_CELLS;
export const BAHAR_START = JODI_CELLS + HARUF_CELLS;
export const JODI_SLOTS = JODI_CELLS + 2 * HARUF_CELLS;

type Listener = () => void;

export interface JodiStore {
  get(slot: number): string;
  /**
   * What the player typed or pasted (the input's new text); kept as whole rupees, or refused with a hint
   * (bet-engine editAmount: a decimal point or separator never turns into other rupees).
   */
  set(slot: number, raw: string): void;
  /** the cell lost focus: a refused fraction there is over */
  blur(slot: number): void;
  /** why the last edit was refused, until the next kept one; null when none */
  hint(): string | null;
  subscribeHint(listener: Listener): () => void;
  subscribeSlot(slot: number, listener: Listener): () => void;
  total(): number;
  subscribeTotal(listener: Listener): () => void;
  input(): JodiInput;
  clear(): void;
}

export function createJodiStore(): JodiStore {
  const values = Array<string>(JODI_SLOTS).fill('');
  const amounts = Array<number>(JODI_SLOTS).fill(0);
  const holding = Array<boolean>(JODI_SLOTS).fill(false);
  let total = 0;
  let hint: string | null = null;
  const hintListeners = new Set<Listener>();
  const slotListeners = new Map<number, Set<Listener>>();
  const totalListeners = new Set<Listener>();

  const emit = (set: Set<Listener> | undefined) => set?.forEach((l) => l());
  const subscribe = (set: Set<Listener>, l: Listener) => {
    set.add(l);
    return () => void set.delete(l);
  };

  return {
    get: (slot) => values[slot] ?? '',
    set(slot, raw) {
      if (slot < 0 || slot >= JODI_SLOTS) return;
      const edit = editAmount(values[slot] ?? '', raw, holding[slot]);
      holding[slot] = edit.holding;
      if (edit.hint !== hint) {
        hint = edit.hint;
        emit(hintListeners);
      }
      const value = edit.value;
      if (value === values[slot]) return;
      values[slot] = value;
      const amount = parseAmount(value) ?? 0;
      const before = total;
      total += amount - (amounts[slot] ?? 0);
      amounts[slot] = amount;
      emit(slotListeners.get(slot));
      if (total !== before) emit(totalListeners);
    },
    blur(slot) {
      if (slot >= 0 && slot < JODI_SLOTS) holding[slot] = false;
    },
    hint: () => hint,
    subscribeHint: (l) => subscribe(hintListeners, l),
    subscribeSlot(slot, l) {
      let set = slotListeners.get(slot);
      if (!set) slotListeners.set(slot, (set = new Set()));
      return subscribe(set, l);
    },
    total: () => total,
    subscribeTotal: (l) => subscribe(totalListeners, l),
    input: () => ({ jodi: values.slice(0, ANDER_START), ander: values.slice(ANDER_START, BAHAR_START), bahar: values.slice(BAHAR_START) }),
    clear() {
      values.fill('');
      amounts.fill(0);
      holding.fill(false);
      total = 0;
      if (hint !== null) {
        hint = null;
        emit(hintListeners);
      }
      slotListeners.forEach((set) => emit(set));
      emit(totalListeners);
    },
  };
}
