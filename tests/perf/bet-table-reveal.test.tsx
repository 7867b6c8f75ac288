// @vitest-environment jsdom
/**
 * Lines added to the bet table are rendered after the tap's frame: the tap that adds them paints the entry form and the
 * total at once, and its frame waits for no row (issue 26 §2: Crossing's 36 lines, 132 objects laid out in the tap's
 * frame with 12 rows, p75 64–80 ms at 4× CPU in four full runs). A screenful follows in the next frame, the rest a
 * slice per frame (Copy Paste's Add of a 200-line chat, 521 lines, took 550 ms to its next paint at 6× CPU).
 */
import { i18n } from '@lingui/core';
import { act, render, waitFor } from '@testing-library/react';
import { BetTable, FIRST_ROWS, ROWS_PER_FRAME } from '../../src/features/betting/BetTable';
import type { BetRow } from '../../src/features/betting/lineStore';

const rows = (n: number, from = 1): BetRow[] => Array.from({ length: n }, (_, i) => ({ id: from + i, line: { bet_numbers: String((from + i) % 100).padStart(2, '0'), bet_money: 10, type: 1 } }));
/** rows with a Delete button (a DOM count: role queries over hundreds of rows are slow in jsdom) */
const shown = () => document.querySelectorAll('.bet-table tbody .bet-delete').length;
/** the browser's next frame, and the task queued from its callbacks (afterPaint) */
const nextFrame = () =>
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
  });

describe('BetTable with many lines', () => {
  it('renders no row with the update that adds the lines: a screenful in the next frame, then a slice per frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      const { rerender } = render(<BetTable rows={[]} onDelete={() => {}} disabled={false} />);
      rerender(<BetTable rows={rows(521)} onDelete={() => {}} disabled={false} />);
      expect(shown()).toBe(0);
      expect(document.querySelector('.bet-table-empty')).toBeNull(); // not "no bets" meanwhile
      nextFrame();
      expect(shown()).toBe(FIRST_ROWS);
      nextFrame();
      expect(shown()).toBe(FIRST_ROWS + ROWS_PER_FRAME);
      for (let i = 0; i < 20; i++) nextFrame();
      expect(shown()).toBe(521);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lines added to a shown table follow in the next frame; the rows already shown stay', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      const { rerender } = render(<BetTable rows={[]} onDelete={() => {}} disabled={false} />);
      rerender(<BetTable rows={rows(4)} onDelete={() => {}} disabled={false} />);
      nextFrame();
      expect(shown()).toBe(4);
      rerender(<BetTable rows={rows(40)} onDelete={() => {}} disabled={false} />);
      expect(shown()).toBe(4);
      nextFrame();
      expect(shown()).toBe(40);
    } finally {
      vi.useRealTimers();
    }
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
    await waitFor(() => expect(shown()).toBe(300));
    rerender(<BetTable rows={[]} onDelete={() => {}} disabled={false} />);
    expect(document.querySelector('.bet-table-empty')).not.toBeNull();
    rerender(<BetTable rows={rows(300, 1000)} onDelete={() => {}} disabled={false} />);
    expect(shown()).toBe(0);
    await waitFor(() => expect(shown()).toBe(300));
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
      await waitFor(() => expect(shown()).toBe(521));
      expect(rowRenders()).toBe(521);
      rerender(<BetTable rows={all.filter((r) => r.id !== 7)} onDelete={onDelete} disabled={false} />);
      expect(shown()).toBe(520);
      expect(rowRenders()).toBe(521);
    } finally {
      labels.mockRestore();
    }
  });
});
