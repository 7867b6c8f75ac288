import { memo } from 'react';
import type { BetRow } from './useLineBets';
import { useT } from '../../i18n/useT';

/** NUMBER / AMOUNT / ACTION table of the CROSSING and COPY PASTE screens, Delete per row. */
export const BetTable = memo(function BetTable({ rows, onDelete, disabled }: { rows: readonly BetRow[]; onDelete: (id: number) => void; disabled: boolean }) {
  const t = useT();
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
            rows.map((r) => (
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
