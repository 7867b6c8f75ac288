import { memo, useEffect, useState } from 'react';
import type { BetRow } from './useLineBets';
import { useT } from '../../i18n/useT';
import { afterPaint } from '../../ui/useAfterPaint';

/**
 * Rows rendered with the update that adds them: what a phone shows of the table below the entry form, and some. The
 * rest (Crossing's 36 lines, a pasted chat's hundreds) follow ROWS_PER_FRAME more after each frame, so the tap that
 * added them paints without waiting for the rows below the screen.
 */
export const FIRST_ROWS = 12;
export const ROWS_PER_FRAME = 48;

/** how many of `total` rows to render now: FIRST_ROWS at first, then ROWS_PER_FRAME more after each frame */
function useRevealed(total: number): number {
  const [shown, setShown] = useState(FIRST_ROWS);
  // the table was cleared or shortened: a long table added later starts small again
  if (shown > Math.max(FIRST_ROWS, total)) setShown(Math.max(FIRST_ROWS, total));
  const visible = Math.min(total, shown);
  // after the frame that shows what is there: the next slice in a task of its own
  useEffect(() => (visible >= total ? undefined : afterPaint(() => setShown((s) => s + ROWS_PER_FRAME))), [visible, total]);
  return visible;
}

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
            rows.slice(0, visible).map((r) => (
              <tr key={r.id}>
                <td className="bet-num">{r.line.bet_numbers}</td>
                <td>₹{r.line.bet_money}</td>
                <td>
                  <button type="button" className="bet-delete" onClick={() => onDelete(r.id)} disabled={disabled} aria-label={t('bet.deleteOf', { number: r.line.bet_numbers })}>
                    {t('bet.delete')}
                  </button>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
});
