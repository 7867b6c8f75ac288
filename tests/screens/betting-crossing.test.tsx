// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AMOUNT_HINT, MSG } from '../../domain/rules';
import { addBet, betCalls, betSimulator, GAME_ID, openBet, playButton, playerOf, tableNumbers, typeDecimalAmount } from './betting-helpers';

const t = betSimulator();
const PATH = `/crossing/${GAME_ID}`;

describe('CROSSING /crossing/:id', () => {
  it('validates: Please Enter Digit, Please Enter Amount, Only 6 digit, paste strips non-digits, Empty Response', async () => {
    const { user } = await openBet(t.sim, PATH);
    expect(screen.getByRole('link', { name: 'CROSSING' })).toHaveAttribute('aria-current', 'page');
    const digit = screen.getByLabelText('Digit');
    expect(digit).toHaveAttribute('inputmode', 'numeric');
    await user.click(screen.getByRole('button', { name: 'Add Bet' }));
    expect(await screen.findByText('Please Enter Digit')).toBeInTheDocument();
    await user.type(digit, '12');
    await user.click(screen.getByRole('button', { name: 'Add Bet' }));
    expect(await screen.findByText('Please Enter Amount')).toBeInTheDocument();
    await user.type(digit, '34567');
    expect(digit).toHaveValue('123456');
    expect(await screen.findByText('Only 6 digit')).toBeInTheDocument();
    await user.clear(digit);
    await user.paste('1 2-3a');
    expect(digit).toHaveValue('123');
    await user.click(playButton());
    expect(await screen.findByText('Empty Response')).toBeInTheDocument();
    expect(playButton()).toHaveTextContent('PLAY');
    expect(betCalls(t.sim)).toHaveLength(0);
  });

  it('the amount field refuses a decimal or separator typed key by key, with a hint; a grouped paste reads as the number', async () => {
    const { user } = await openBet(t.sim, PATH);
    const amount = await typeDecimalAmount(user);
    await user.clear(amount);
    await user.type(amount, '1,5');
    expect(amount).toHaveValue('1');
    await user.clear(amount);
    await user.paste('1,000');
    expect(amount).toHaveValue('1000');
    await user.clear(amount);
    await user.paste('2.5');
    expect(amount).toHaveValue('');
    expect(screen.getByText(AMOUNT_HINT)).toBeInTheDocument();
    await user.type(amount, '१०');
    expect(amount).toHaveValue('10');
    expect(screen.queryByText(AMOUNT_HINT)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Digit'), '12');
    await user.click(screen.getByRole('button', { name: 'Add Bet' }));
    expect(screen.getByTestId('bet-total')).toHaveTextContent('₹40');
  });

  it('crosses the digits into n² lines, deletes a row, plays: Processing..., message, receipt, wallet down by the total', async () => {
    const u = playerOf(t.sim);
    const before = t.sim.balance(u.id);
    const { user, location } = await openBet(t.sim, PATH);
    await addBet(user, '123', '10');
    expect(screen.getByTestId('bet-total')).toHaveTextContent('₹90');
    // the rows follow the tap's frame (BetTable)
    await waitFor(() => expect(tableNumbers()).toEqual(['11', '12', '13', '21', '22', '23', '31', '32', '33']));
    expect(screen.getByRole('columnheader', { name: 'NUMBER' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'AMOUNT' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'ACTION' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete 22' }));
    expect(tableNumbers()).toHaveLength(8);
    expect(screen.getByTestId('bet-total')).toHaveTextContent('₹80');

    await user.click(playButton());
    expect(playButton()).toHaveTextContent('Processing...');
    expect(playButton()).toBeDisabled();
    expect(await screen.findByText('Bet placed successfully!')).toBeInTheDocument();
    const receipt = await screen.findByTestId('receipt');
    expect(location()).toBe('/receipt');
    expect(within(receipt).getByText('Crossing')).toBeInTheDocument();
    expect(within(receipt).getByText('₹80')).toBeInTheDocument();
    expect(within(receipt).getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      ['11', '12', '13', '21', '23', '31', '32', '33'].map((n) => `${n} = 10 rs`),
    );
    expect(t.sim.balance(u.id)).toBe(before - 80);
    expect(betCalls(t.sim)).toHaveLength(1);
  });

  it('PLAY tapped before the rows of the lines just added are on the screen sends every line', async () => {
    const { user } = await openBet(t.sim, PATH);
    await user.type(screen.getByLabelText('Digit'), '123456');
    await user.type(screen.getByLabelText('Amount'), '10');
    // both taps in one go: no frame between them, so no row is rendered yet
    fireEvent.click(screen.getByRole('button', { name: 'Add Bet' }));
    expect(tableNumbers()).toHaveLength(0);
    expect(screen.getByTestId('bet-total')).toHaveTextContent('₹360');
    fireEvent.click(playButton());
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getAllByRole('listitem')).toHaveLength(36);
    expect(betCalls(t.sim)).toHaveLength(1);
  });

  it('a failure shows the message and keeps Processing... (the way out is the bid history)', async () => {
    const u = playerOf(t.sim);
    t.sim.adjust(u.id, 5 - t.sim.balance(u.id), 'Balance deducted by admin');
    const { user } = await openBet(t.sim, PATH);
    await addBet(user, '12', '10');
    await user.click(playButton());
    expect(await screen.findByText('Insufficient wallet balance')).toBeInTheDocument();
    expect(playButton()).toHaveTextContent('Processing...');
    expect(playButton()).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Check Bid History' })).toHaveAttribute('href', '/history/market');
    expect(tableNumbers()).toHaveLength(4); // the entries are kept
    await new Promise((r) => setTimeout(r, 300));
    expect(playButton()).toHaveTextContent('Processing...');
    expect(t.sim.balance(u.id)).toBe(5);
    await waitFor(() => expect(betCalls(t.sim)).toHaveLength(1));
  });

  it('a server error page is never shown: the bet is looked up, and the toast says plainly it was not placed', async () => {
    t.sim.addFault({ path: 'Webservices/game_bet', kind: 'html', times: 1 });
    const { user } = await openBet(t.sim, PATH);
    await addBet(user, '12', '10');
    await user.click(playButton());
    expect(await screen.findByText(MSG.betNotPlaced)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Fatal|mysqli|\/var\/www|Stack trace/);
  });
});
