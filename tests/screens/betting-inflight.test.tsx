// @vitest-environment jsdom
/**
 * A bet in flight outlives its screen: the player who leaves while 'Processing...' still learns the outcome, as a
 * toast on whatever screen they are on, with the receipt one tap away.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { betCalls, betSimulator, GAME_ID, GAME_NAME, mockAlert, openBet, playButton, playerOf } from './betting-helpers';

const t = betSimulator();

/** The toast carrying this text. */
async function toastWith(text: string) {
  const node = await screen.findByText(text, { selector: '.toast span' });
  return node.closest('.toast') as HTMLElement;
}

describe('leaving a bet screen while Processing...', () => {
  it('CROSSING: the bet is still placed; the toast on the next screen offers the receipt', async () => {
    const u = playerOf(t.sim);
    const before = t.sim.balance(u.id);
    const { user, location } = await openBet(t.sim, `/crossing/${GAME_ID}`);
    await user.type(screen.getByLabelText('Digit'), '12');
    await user.type(screen.getByLabelText('Amount'), '10');
    await user.click(screen.getByRole('button', { name: 'Add Bet' }));
    await user.click(playButton());
    expect(playButton()).toHaveTextContent('Processing...');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/playground'));

    const toast = await toastWith('Bet placed successfully!');
    expect(toast).toHaveAttribute('data-kind', 'success');
    expect(location()).toBe('/playground'); // the player is not taken away from where they went
    expect(betCalls(t.sim)).toHaveLength(1);
    expect(t.sim.balance(u.id)).toBe(before - 40);

    await user.click(within(toast).getByRole('button', { name: 'View receipt' }));
    const receipt = await screen.findByTestId('receipt');
    expect(location()).toBe('/receipt');
    expect(within(receipt).getByRole('heading', { name: GAME_NAME })).toBeInTheDocument();
    expect(within(receipt).getByText('Crossing')).toBeInTheDocument();
    expect(within(receipt).getByText('₹40')).toBeInTheDocument();
    expect(within(receipt).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['11 = 10 rs', '12 = 10 rs', '21 = 10 rs', '22 = 10 rs']);
    expect(screen.queryByText('Bet placed successfully!', { selector: '.toast span' })).not.toBeInTheDocument();
  });

  it('JODI: a failure reaches the player as a toast on the next screen (no alert there)', async () => {
    const alert = mockAlert();
    const u = playerOf(t.sim);
    const before = t.sim.balance(u.id);
    const { user, location } = await openBet(t.sim, `/play/${GAME_ID}`);
    await user.type(screen.getByLabelText('Jodi 11'), String(before + 1));
    await user.click(playButton());
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/playground'));
    const toast = await toastWith('Insufficient wallet balance');
    expect(toast).toHaveAttribute('data-kind', 'error');
    expect(within(toast).queryByRole('button', { name: 'View receipt' })).not.toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(t.sim.balance(u.id)).toBe(before);
  });

  it('staying on the screen: no receipt offer in the toast, the receipt opens by itself', async () => {
    const { user, location } = await openBet(t.sim, `/crossing/${GAME_ID}`);
    await user.type(screen.getByLabelText('Digit'), '3');
    await user.type(screen.getByLabelText('Amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Add Bet' }));
    await user.click(playButton());
    const toast = await toastWith('Bet placed successfully!');
    expect(within(toast).queryByRole('button', { name: 'View receipt' })).not.toBeInTheDocument();
    await screen.findByTestId('receipt');
    await waitFor(() => expect(location()).toBe('/receipt'));
  });
});
