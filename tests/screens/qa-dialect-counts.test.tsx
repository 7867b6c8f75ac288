// @vitest-environment jsdom
/**
 * Issue 37: the QA panel shows what the app had to read in a PHP dialect — each habit met, counted by the reply
 * readers — so a tester sees that the backend answered otherwise than the contract says.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noteHabit, resetHabitCounts } from '../../src/api/habits';
import { DialectCounts } from '../../src/qa/sections/DialectCounts';

beforeEach(() => resetHabitCounts());

describe('QA panel: backend dialect', () => {
  it('says the replies spoke the contract until a habit is met, then lists each habit met with its count, live', async () => {
    render(<DialectCounts />);
    expect(screen.getByText('Every reply read so far spoke the contract: no PHP habit met.')).toBeInTheDocument();
    await act(async () => {
      noteHabit('bom');
      noteHabit('times-12-hour');
      noteHabit('times-12-hour');
      await Promise.resolve();
    });
    const table = screen.getByRole('table', { name: 'PHP habits the app read' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['bom1', 'times-12-hour2']); // in the declared order
    expect(within(table).getByRole('rowheader', { name: 'bom' })).toHaveAttribute('title', 'a UTF-8 byte-order mark before the JSON');
    // numbers sent as strings are what the contract's Num allows too (the plain simulator does it): said so
    await act(async () => {
      noteHabit('numbers-as-strings');
      await Promise.resolve();
    });
    expect(within(table).getByRole('rowheader', { name: /^numbers-as-strings/ })).toHaveTextContent('numbers-as-strings (the contract allows it too)');
  });

  it('Reset counts starts again', async () => {
    noteHabit('text-html');
    const user = userEvent.setup();
    render(<DialectCounts />);
    expect(screen.getByTestId('qa-habit-text-html')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Reset counts' }));
    expect(screen.getByText('Every reply read so far spoke the contract: no PHP habit met.')).toBeInTheDocument();
  });
});
