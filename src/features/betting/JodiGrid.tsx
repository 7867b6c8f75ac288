import { createContext, memo, Profiler, useCallback, useContext, useSyncExternalStore, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { formatRupees } from '../../../domain/rules';
import { ANDER_START, BAHAR_START, type JodiStore } from './jodiStore';
import { useT } from '../../i18n/useT';

/**
 * Tests put a Profiler callback here to count which cells render (the performance requirement: a keystroke
 * re-renders one cell, not 120). Null in the app: no Profiler elements are added.
 */
export const CellProfilerContext = createContext<ProfilerOnRenderCallback | null>(null);

interface CellProps {
  store: JodiStore;
  slot: number;
  /** visible label: '07', or the digit of an Ander / Bahar cell */
  label: string;
  /** accessible name: 'Jodi 07', 'Ander 3', 'Bahar 5' */
  name: string;
}

/** smaller digits for longer amounts, so they stay readable in a 32 px cell (the field keeps 16 px while empty) */
const LENGTH_CLASS = ['', '', '', ' jodi-input-3', ' jodi-input-4', ' jodi-input-5'];

/** One amount input bound to one store slot; re-renders only when its own value changes. */
const AmountCell = memo(function AmountCell({ store, slot, label, name }: CellProps) {
  const subscribe = useCallback((l: () => void) => store.subscribeSlot(slot, l), [store, slot]);
  const value = useSyncExternalStore(subscribe, () => store.get(slot));
  return (
    <label className={`jodi-cell${value ? ' jodi-cell-filled' : ''}`}>
      <span className="jodi-cell-num" aria-hidden>
        {label}
      </span>
      <input
        className={`jodi-input${LENGTH_CLASS[Math.min(value.length, 5)]}`}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-label={name}
        value={value}
        aria-describedby={AMOUNT_HINT_ID}
        onChange={(e) => store.set(slot, e.target.value)}
        onBlur={() => store.blur(slot)}
      />
    </label>
  );
});

/**
 * The running total ('₹1,250') of a JODI store: the one thing besides the cell typed in that a keystroke re-renders
 * (the play bar around it, with PLAY, does not).
 */
export const JodiTotal = memo(function JodiTotal({ store }: { store: JodiStore }) {
  const total = useSyncExternalStore(store.subscribeTotal, store.total);
  return formatRupees(total);
});

/** id of the grid's one hint line ('Amounts are whole rupees…'), shown in the play bar */
export const AMOUNT_HINT_ID = 'jodi-amount-hint';

const JODI_NUMBERS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const DIGITS = Array.from({ length: 10 }, (_, d) => String(d));

function Cells({ store, start, labels, prefix }: { store: JodiStore; start: number; labels: readonly string[]; prefix: string }) {
  const profile = useContext(CellProfilerContext);
  return labels.map((label, i) => {
    const cell = <AmountCell key={label} store={store} slot={start + i} label={label} name={`${prefix} ${label}`} />;
    return profile ? (
      <Profiler key={label} id={`${prefix} ${label}`} onRender={profile}>
        {cell}
      </Profiler>
    ) : (
      cell
    );
  });
}

function Section({ title, children, className }: { title: string; children: ReactNode; className: string }) {
  return (
    <section className="jodi-section" aria-label={title}>
      <h2 className="jodi-title">{title}</h2>
      <div className={className}>{children}</div>
    </section>
  );
}

/** The 10×10 JODI grid (00–99) and the Ander and Bahar rows (0–9). Memoized: it never re-renders after mount. */
export const JodiGrid = memo(function JodiGrid({ store }: { store: JodiStore }) {
  const t = useT();
  return (
    <>
      <Section title={t('bet.section.jodi')} className="jodi-grid">
        <Cells store={store} start={0} labels={JODI_NUMBERS} prefix={t('bet.section.jodi')} />
      </Section>
      <Section title={t('bet.section.ander')} className="jodi-grid">
        <Cells store={store} start={ANDER_START} labels={DIGITS} prefix={t('bet.section.ander')} />
      </Section>
      <Section title={t('bet.section.bahar')} className="jodi-grid">
        <Cells store={store} start={BAHAR_START} labels={DIGITS} prefix={t('bet.section.bahar')} />
      </Section>
    </>
  );
});
