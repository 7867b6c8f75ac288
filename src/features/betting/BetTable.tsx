import { memo } from 'react';
import type { BetRow } from './useLineBets';

/** NUMBER / AMOUNT / ACTION table of the CROSSING and COPY PASTE screens, Delete per row. */
export const BetTable = memo(function BetTable({ rows, onDelete, disabled }: { rows: readonly BetRow[]; onDelete: (id: number) => void; disabled: boolean }) {
  return (
    <div className="card bet-table-card">
      <table className="bet-table">
        <thead>
          <tr>
            <th>NUMBER</th>
            <th>AMOUNT</th>
            <th>ACTION</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3} className="muted bet-table-empty">
                No bets yet. Enter digits and an amount, then Add Bet.
              </td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={r.id}>
                <td className="bet-num">{r.line.bet_numbers}</td>
                <td>₹{r.line.bet_money}</td>
                <td>
                  <button type="button" className="bet-delete" onClick={() => onDelete(r.id)} disabled={disabled} aria-label={`Delete ${r.line.bet_numbers}`}>
                    Delete
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
