// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AMOUNT_HINT, MSG, formatDateIST } from '../../domain/rules';
import { betCalls, betSimulator, GAME_ID, GAME_NAME, mockAlert, openBet, playButton, playerOf } from './betting-helpers';

const t = betSimulator();
/** by aria-label: role queries over 120 inputs are slow in jsdom */
const cell = (name: string) => screen.getByLabelText(name);

describe('JODI /play/:id', () => {
  it('keeps whole rupees only: typing and pasting are reduced to digits, 0 is not an amount', async () => {
    const { user } = await openBet(t.sim, `/play/${GAME_ID}`);
    await user.type(cell('Jodi 07'), 'a1-b');
    expect(cell('Jodi 07')).toHaveValue('1');
    await user.clear(cell('Jodi 06'));
    await user.click(cell('Jodi 06'));
    await user.paste('2.75'); // a fraction is not an amount: refused, never cut to 2
    expect(cell('Jodi 06')).toHaveValue('');
    await user.click(cell('Jodi 08'));
    await user.paste('1,000');
    expect(cell('Jodi 08')).toHaveValue('1000');
    await user.type(cell('Jodi 09'), '0');
    expect(cell('Jodi 09')).toHaveValue('');
    expect(screen.getByTestId('bet-total')).toHaveTextContent('₹1,001');
  });

  it('a decimal point or a separator typed key by key is refused with a hint, never shifted into the rupees', async () => {
    const { user } = await openBet(t.sim, `/play/${GAME_ID}`);
    expect(screen.queryByText(AMOUNT_HINT)).not.toBeInTheDocument();
    await user.type(cell('Jodi 07'), '1.5');
    expect(cell('Jodi 07')).toHaveValue('1');
    expect(screen.getByText(AMOUNT_HINT)).toBeInTheDocument();
    await user.type(cell('Jodi 08'), '1,5');
    expect(cell('Jodi 08')).toHaveValue('1');
    await user.type(cell('Jodi 09'), '2 50');
    expect(cell('Jodi 09')).toHaveValue('2');
    // Indian-script digits keep working, and so does the decimal rule with them
    await user.type(cell('Ander 3'), '२५');
    expect(cell('Ander 3')).toHaveValue('25');
    await user.type(cell('Bahar 4'), '३.५');
    expect(cell('Bahar 4')).toHaveValue('3');
    // a deletion ends the refused fraction: the digits typed after it count again
    await user.type(cell('Jodi 12'), '7.5{Backspace}6');
    expect(cell('Jodi 12')).toHaveValue('6');
    await user.type(cell('Jodi 07'), '{Backspace}40');
    expect(cell('Jodi 07')).toHaveValue('40');
    // a paste is read whole: valid thousands grouping is the number, anything else is refused
    await user.click(cell('Jodi 10'));
    await user.paste('1,00,000');
    expect(cell('Jodi 10')).toHaveValue('100000');
    await user.click(cell('Jodi 11'));
    await user.paste('1,5');
    expect(cell('Jodi 11')).toHaveValue('');
    await user.paste('12,50');
    expect(cell('Jodi 11')).toHaveValue('');
    expect(screen.getByText(AMOUNT_HINT)).toBeInTheDocument();
    expect(screen.getByTestId('bet-total')).toHaveTextContent('₹1,00,077'); // Indian grouping, not ₹100077
  });

  it('PLAY with nothing entered alerts Empty Response and calls nothing', async () => {
    const alert = mockAlert();
    const { user } = await openBet(t.sim, `/play/${GAME_ID}`);
    await user.click(playButton());
    expect(alert).toHaveBeenCalledWith('Empty Response');
    expect(playButton()).toHaveTextContent('PLAY');
    expect(betCalls(t.sim)).toHaveLength(0);
  });

  it('PLAY: the frame after the tap shows Processing... alone; the grid is locked in the frame after that (issue 26)', async () => {
    const { user } = await openBet(t.sim, `/play/${GAME_ID}`);
    await user.type(cell('Jodi 07'), '10');
    const grid = cell('Jodi 07').closest('fieldset')!;
    fireEvent.click(playButton());
    // disabling 120 inputs lays the whole grid out again: not in the tap's own frame
    expect(playButton()).toHaveTextContent('Processing...');
    expect(grid).not.toBeDisabled();
    await waitFor(() => expect(grid).toBeDisabled());
    expect(cell('Jodi 07')).toBeDisabled();
    expect(await screen.findByTestId('receipt')).toBeInTheDocument();
  });

  it('places grid + Ander + Bahar bets: Processing..., server message, grid cleared, receipt, wallet down by the total', async () => {
    const u = playerOf(t.sim);
    const before = t.sim.balance(u.id);
    const { user, location } = await openBet(t.sim, `/play/${GAME_ID}`);
    await user.type(cell('Jodi 07'), '10');
    await user.type(cell('Jodi 42'), '25');
    await user.type(cell('Ander 3'), '5');
    await user.type(cell('Bahar 9'), '20');
    expect(screen.getByTestId('bet-total')).toHaveTextContent('₹60');

    await user.click(playButton());
    expect(playButton()).toHaveTextContent('Processing...');
    expect(playButton()).toBeDisabled();
    expect(await screen.findByText('Bet placed successfully!')).toBeInTheDocument();
    expect(cell('Jodi 07')).toHaveValue('');
    expect(cell('Bahar 9')).toHaveValue('');
    expect(screen.getByTestId('bet-total')).toHaveTextContent('₹0');

    const receipt = await screen.findByTestId('receipt');
    expect(location()).toBe('/receipt');
    expect(within(receipt).getByRole('heading', { name: GAME_NAME })).toBeInTheDocument();
    expect(within(receipt).getByText('Jodi')).toBeInTheDocument();
    expect(within(receipt).getByText('₹60')).toBeInTheDocument();
    // the play date is the server's (the simulator's) day, not the phone's
    expect(formatDateIST(Date.now())).not.toBe(formatDateIST(t.sim.now()));
    expect(within(receipt).getByText(formatDateIST(t.sim.now()))).toBeInTheDocument();
    const lines = within(receipt).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual(['07 = 10 rs', '42 = 25 rs', 'A3 = 5 rs', 'B9 = 20 rs']);

    expect(t.sim.balance(u.id)).toBe(before - 60);
    const placed = t.sim.userBets(u.id).filter((b) => b.placedAt === t.sim.now());
    expect(placed.map((b) => `${b.kind} ${b.number} ${b.money}`).sort()).toEqual(['ander 3 5', 'bahar 9 20', 'jodi 07 10', 'jodi 42 25']);
  });

  it('a failure alerts the server message and returns to idle with the entries kept', async () => {
    const alert = mockAlert();
    const u = playerOf(t.sim);
    const before = t.sim.balance(u.id);
    const { user } = await openBet(t.sim, `/play/${GAME_ID}`);
    await user.type(cell('Jodi 11'), String(before + 1));
    await user.click(playButton());
    expect(playButton()).toHaveTextContent('Processing...');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Insufficient wallet balance'));
    await waitFor(() => expect(playButton()).toHaveTextContent('PLAY'));
    expect(playButton()).toBeEnabled();
    expect(cell('Jodi 11')).toHaveValue(String(before + 1));
    expect(screen.queryByText('Insufficient wallet balance')).not.toBeInTheDocument(); // an alert, not a toast
    expect(t.sim.balance(u.id)).toBe(before);
  });

  it('a server error page is never shown: the bet is looked up, and the alert says plainly it was not placed', async () => {
    const alert = mockAlert();
    t.sim.addFault({ path: 'Webservices/game_bet', kind: 'html', times: 1 });
    const { user } = await openBet(t.sim, `/play/${GAME_ID}`);
    await user.type(cell('Jodi 11'), '10');
    await user.click(playButton());
    // an error page leaves the outcome unknown: the bid history is checked before a retry is invited
    await waitFor(() => expect(alert).toHaveBeenCalled());
    expect(alert).toHaveBeenCalledWith(MSG.betNotPlaced);
    for (const [text] of alert.mock.calls) expect(String(text)).not.toMatch(/Fatal|mysqli|\/var\/www|Stack trace/);
  });

  it('a double tap on PLAY places one bet (one call, one debit)', async () => {
    const u = playerOf(t.sim);
    const before = t.sim.balance(u.id);
    const { user } = await openBet(t.sim, `/play/${GAME_ID}`);
    await user.type(cell('Jodi 55'), '10');
    const btn = playButton();
    fireEvent.click(btn);
    fireEvent.click(btn);
    await user.dblClick(btn);
    await screen.findByTestId('receipt');
    expect(betCalls(t.sim)).toHaveLength(1);
    expect(t.sim.balance(u.id)).toBe(before - 10);
  });
});
