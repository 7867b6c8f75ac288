// @vitest-environment jsdom
/**
 * A long bet table is shown a screenful first: the tap that adds the lines paints after rendering those, and the rest
 * follow a slice per frame (issue 26 §2: Copy Paste's Add of a 200-line chat, 521 lines, took 550 ms to its next
 * paint at 6× CPU; Crossing's 36 lines 130–180 ms). A table of a screenful shows whole at once.
 */
import { i18n } from '@lingui/core';
import { render, waitFor } from '@testing-library/react';
import { BetTable, FIRST_ROWS, ROWS_PER_FRAME } from '../../src/features/betting/BetTable';
import type { BetRow } from '../../src/features/betting/useLineBets';

const rows = (n: number, from = 1): BetRow[] => Array.from({ length: n }, (_, i) => ({ id: from + i, line: { bet_numbers: String((from + i) % 100).padStart(2, '0'), bet_money: 10, type: 1 } }));
/** rows with a Delete button (a DOM count: role queries over hundreds of rows are slow in jsdom) */
const shown = () => document.querySelectorAll('.bet-table tbody .bet-delete').length;

describe('BetTable with many lines', () => {
  it('renders the first screenful with the update that added the lines, then the rest a slice per frame', async () => {
    const { rerender } = render(<BetTable rows={[]} onDelete={() => {}} disabled={false} />);
    rerender(<BetTable rows={rows(521)} onDelete={() => {}} disabled={false} />);
    expect(shown()).toBe(FIRST_ROWS);
    await waitFor(() => expect(shown()).toBe(521), { timeout: 10_000 });
  });

  it('shows a screenful at once, and lines added to a shown table a frame later at most', async () => {
    const { rerender } = render(<BetTable rows={rows(FIRST_ROWS)} onDelete={() => {}} disabled={false} />);
    expect(shown()).toBe(FIRST_ROWS);
    rerender(<BetTable rows={rows(FIRST_ROWS + 36)} onDelete={() => {}} disabled={false} />);
    expect(shown()).toBe(FIRST_ROWS);
    await waitFor(() => expect(shown()).toBe(FIRST_ROWS + 36));
  });

  it('a screenful is what a tall phone shows below the entry form, less than Crossing’s 36 lines, and a slice is more', () => {
    // between the Crossing form and the play bar, measured in Chromium: 4.5 rows at 360×740, 5.6 at 360×800, 7.8 at
    // 412×915 (Copy Paste's: one fewer); a row rendered below the screen only delays the tap's paint
    expect(FIRST_ROWS).toBe(8);
    expect(FIRST_ROWS).toBeLessThan(36);
    expect(ROWS_PER_FRAME).toBeGreaterThan(FIRST_ROWS);
  });

  it('starts small again once the table is cleared (after PLAY)', async () => {
    const { rerender } = render(<BetTable rows={rows(300)} onDelete={() => {}} disabled={false} />);
    await waitFor(() => expect(shown()).toBe(300), { timeout: 10_000 });
    rerender(<BetTable rows={[]} onDelete={() => {}} disabled={false} />);
    rerender(<BetTable rows={rows(300, 1000)} onDelete={() => {}} disabled={false} />);
    expect(shown()).toBe(FIRST_ROWS);
    await waitFor(() => expect(shown()).toBe(300), { timeout: 10_000 });
  });

  it('renders each row once: a slice revealed, or a line deleted, does not render the rows already shown again', async () => {
    // each rendering of a row asks for its Delete button's label once
    const labels = vi.spyOn(i18n, '_');
    const rowRenders = () => labels.mock.calls.filter(([id]) => id === 'bet.deleteOf').length;
    try {
      const onDelete = () => {};
      const all = rows(521);
      const { rerender } = render(<BetTable rows={[]} onDelete={onDelete} disabled={false} />);
      rerender(<BetTable rows={all} onDelete={onDelete} disabled={false} />);
      await waitFor(() => expect(shown()).toBe(521), { timeout: 10_000 });
      expect(rowRenders()).toBe(521);
      rerender(<BetTable rows={all.filter((r) => r.id !== 7)} onDelete={onDelete} disabled={false} />);
      expect(shown()).toBe(520);
      expect(rowRenders()).toBe(521);
    } finally {
      labels.mockRestore();
    }
  });
});
