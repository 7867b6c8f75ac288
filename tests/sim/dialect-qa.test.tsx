// @vitest-environment jsdom
/** The QA panel's dialect switch: it shows the world's dialect and resets the world into the one picked. */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPanel } from '../qa/helpers';
import { screenSimulator } from '../simulator';

const t = screenSimulator();

describe('QA panel: the PHP dialect', () => {
  it('shows the dialect, and a reset with another one answers in it', async () => {
    const user = userEvent.setup();
    renderPanel('session');
    await waitFor(() => expect(screen.getByTestId('qa-dialect')).toHaveTextContent('plain'));
    const select = screen.getByLabelText('Replies (PHP dialect)');
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(expect.arrayContaining(['plain', 'php', 'bom', 'thousands-separators']));
    await user.selectOptions(select, 'php');
    await user.click(screen.getByRole('button', { name: 'Reset world' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^World reset: .+, seed \d+, dialect php$/));
    expect(t.sim.state.settings.dialect).toBe('php');
    await waitFor(() => expect(screen.getByTestId('qa-dialect')).toHaveTextContent('php'));
    await act(async () => undefined);
  });
});
