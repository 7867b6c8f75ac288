import { memo, useEffect, useState } from 'react';
import { formatRupees } from '../../../domain/rules';
import type { BetRow } from './lineStore';
import { useT } from '../../i18n/useT';
import { afterPaint } from '../../ui/useAfterPaint';

/**
 * Lines added to the table are rendered after the frame of the tap that added them: that frame paints the entry form
 * and the total at once and waits for no row (Crossing's 36 rows laid out 132 objects in it; decision 088). The next
 * frame shows FIRST_ROWS, what a tall phone shows of the table between the entry form and the play bar (7.8 rows at
 * 412×915, 4.5 at 360×740); the rest (a pasted chat's hundreds) follow ROWS_PER_FRAME more after each frame. The lines
 * themselves, the total and PLAY never wait for the rows. A row already shown is not rendered again for a slice
 * revealed after it or a line deleted before it (521 lines: 521 row renders, not 3,814).
 */
export const FIRST_ROWS = 8;
export const ROWS_PER_FRAME = 48;

/** how many of `total` rows to render now: those shown, and after each frame a slice more */
function useRevealed(total: number): number {
  const [shown, setShown] = useState(0);
  // lines deleted, or the table cleared: what is shown is what is left
  if (shown > total) setShown(total);
  const visible = Math.min(total, shown);
  // after the frame that shows what is there: the next slice in a task of its own
  useEffect(
    () => (visible >= total ? undefined : afterPaint(() => setShown((s) => Math.min(total, s + (s === 0 ? FIRST_ROWS : ROWS_PER_FRAME))))),
    [visible, total],
  );
  return visible;
}

/** One line of the table; rendered once, and again only when its line or the table's `disabled` changes. */
const BetTableRow = memo(function BetTableRow({ row, onDelete, disabled }: { row: BetRow; onDelete: (id: number) => void; disabled: boolean }) {
  const t = useT();
  const { bet_numbers, bet_money } = row.line;
  return (
    <tr>
      <td className="bet-num">{bet_numbers}</td>
      <td>{formatRupees(bet_money)}</td>
      <td>
        <button type="button" className="bet-delete" onClick={() => onDelete(row.id)} disabled={disabled} aria-label={t('bet.deleteOf', { number: bet_numbers })}>
          {t('bet.delete')}
        </button>
      </td>
    </tr>
  );
});

/** NUMBER / AMOUNT / ACTION table of the CROSSING and COPY PASTE screens, Delete per row. */
export const BetTable = memo(function BetTable({ rows, onDelete, disabled }: { rows: readonly BetRow[]; onDelete: (id: number) => void; disabled: boolean }) {
  const t = useT();
  const visible = useRevealed(rows.length);
  return (
    <div className="card bet-table-card">
      <table className="bet-table">
        <thead>
          <tr>
            <th>{t('bet.col.number')}</th>
            <th>{t('bet.col.amount')}</th>
            <th>{t('bet.col.action')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3} className="muted bet-table-empty">
                {t('bet.none')}
              </td>
            </tr>
          ) : (
            rows.slice(0, visible).map((r) => <BetTableRow key={r.id} row={r} onDelete={onDelete} disabled={disabled} />)
          )}
        </tbody>
      </table>
    </div>
  );
});
