// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { betCalls, betSimulator, GAME_ID, openBet, playButton, playerOf, tableNumbers, typeDecimalAmount } from './betting-helpers';

const t = betSimulator();
const PATH = `/copypaste/${GAME_ID}`;

describe('COPY PASTE /copypaste/:id', () => {
  it('validates: Please Enter Digit, Please Enter Amount, Fill Digit Based On Even(2), paste strips non-digits, Empty Response', async () => {
    const { user } = await openBet(t.sim, PATH);
    const digit = screen.getByLabelText('Digit');
    await user.click(screen.getByRole('button', { name: 'Add Bet' }));
    expect(await screen.findByText('Please Enter Digit')).toBeInTheDocument();
    await user.type(digit, '123');
    await user.click(screen.getByRole('button', { name: 'Add Bet' }));
    expect(await screen.findByText('Please Enter Amount')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '10');
    await user.click(screen.getByRole('button', { name: 'Add Bet' }));
    expect(await screen.findByText('Fill Digit Based On Even(2)')).toBeInTheDocument();
    await user.clear(digit);
    await user.paste('12 a-34,5 6');
    expect(digit).toHaveValue('123456');
    await user.click(playButton());
    expect(await screen.findByText('Empty Response')).toBeInTheDocument();
    expect(betCalls(t.sim)).toHaveLength(0);
  });

  it('the amount field refuses a decimal typed key by key with a hint (1.5 stays 1, never 15)', async () => {
    const { user } = await openBet(t.sim, PATH);
    await typeDecimalAmount(user);
    await user.type(screen.getByLabelText('Digit'), '1234');
    await user.click(screen.getByRole('button', { name: 'Add Bet' }));
    expect(screen.getByTestId('bet-total')).toHaveTextContent('₹2');
  });

  it('With Palti adds each reversed pair; plays to the receipt and debits exactly the total', async () => {
    const u = playerOf(t.sim);
    const before = t.sim.balance(u.id);
    const { user } = await openBet(t.sim, PATH);
    await user.type(screen.getByLabelText('Digit'), '1234');
    await user.type(screen.getByLabelText('Amount'), '10');
    await user.click(screen.getByRole('checkbox', { name: 'With Palti' }));
    await user.click(screen.getByRole('button', { name: 'Add Bet' }));
    expect(screen.getByTestId('bet-total')).toHaveTextContent('₹40');
    // the rows follow the tap's frame (BetTable)
    await waitFor(() => expect(tableNumbers()).toEqual(['12', '21', '34', '43']));

    await user.click(playButton());
    expect(playButton()).toHaveTextContent('Processing...');
    expect(await screen.findByText('Bet placed successfully!')).toBeInTheDocument();
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByText('Copy Paste')).toBeInTheDocument();
    expect(within(receipt).getByText('₹40')).toBeInTheDocument();
    expect(within(receipt).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['12 = 10 rs', '21 = 10 rs', '34 = 10 rs', '43 = 10 rs']);
    expect(t.sim.balance(u.id)).toBe(before - 40);
  });

  it('writes every amount the Indian way: the table, the play bar and the receipt (₹15,000, not ₹15000)', async () => {
    const u = playerOf(t.sim);
    t.sim.adjust(u.id, 100_000, 'Amount added by admin');
    const { user } = await openBet(t.sim, PATH);
    await user.type(screen.getByLabelText('Digit'), '1234');
    await user.type(screen.getByLabelText('Amount'), '15000');
    await user.click(screen.getByRole('button', { name: 'Add Bet' }));
    expect(screen.getByTestId('bet-total')).toHaveTextContent('₹30,000');
    await waitFor(() => expect(tableNumbers()).toEqual(['12', '34']));
    expect(screen.getAllByRole('cell', { name: '₹15,000' })).toHaveLength(2);

    await user.click(playButton());
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByText('₹30,000')).toBeInTheDocument();
    expect(within(receipt).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['12 = 15,000 rs', '34 = 15,000 rs']);
  });

  it('imports pasted chat text: Please Enter Digit when empty, Wrong Input lines kept to fix, the rest fills the table', async () => {
    const u = playerOf(t.sim);
    const before = t.sim.balance(u.id);
    const { user } = await openBet(t.sim, PATH);
    await user.click(screen.getByRole('button', { name: 'Paste chat text' }));
    let dialog = await screen.findByRole('dialog', { name: 'Paste chat text' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    // in the dialog, by the text area: a toast would sit under the modal dialog's backdrop
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please Enter Digit');

    const text = within(dialog).getByRole('textbox');
    await user.click(text);
    await user.paste('[10:32 am, 10/01/2026] Ravi: 12 34 x 10\n567 x 5\n25+ into 20');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(tableNumbers()).toEqual(['12', '34', '25', '52']));
    expect(within(dialog).getByText('Added 4 bets (₹60).')).toBeInTheDocument();
    expect(within(dialog).getByText('Wrong Input')).toBeInTheDocument();
    expect(text).toHaveValue('567 x 5');

    await user.clear(text);
    await user.paste('56 x 5');
    // all read: the dialog is hidden in the tap's own frame, and goes once the bets are in the table (the frame after)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(dialog).not.toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    await waitFor(() => expect(tableNumbers()).toEqual(['12', '34', '25', '52', '56']));
    expect(screen.getByTestId('bet-total')).toHaveTextContent('₹65');

    await user.click(screen.getByRole('button', { name: 'Paste chat text' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete 34' }));
    await user.click(playButton());
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByText('₹55')).toBeInTheDocument();
    expect(within(receipt).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['12 = 10 rs', '25 = 20 rs', '52 = 20 rs', '56 = 5 rs']);
    await waitFor(() => expect(t.sim.balance(u.id)).toBe(before - 55));
  });

  it('chat import keeps the pasted text when nothing in it reads as a bet, so it can be fixed', async () => {
    const { user } = await openBet(t.sim, PATH);
    await user.click(screen.getByRole('button', { name: 'Paste chat text' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paste chat text' });
    const text = within(dialog).getByRole('textbox');
    await user.click(text);
    await user.paste('Ravi: good morning all, results soon');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('No bets found in the text.')).toBeInTheDocument();
    expect(text).toHaveValue('Ravi: good morning all, results soon');
    expect(screen.queryAllByRole('button', { name: /^Delete / })).toHaveLength(0);
  });

  it('a chat pasted into the text goes where the caret is, over what is selected, with its line ends as typed ones', async () => {
    const { user } = await openBet(t.sim, PATH);
    await user.click(screen.getByRole('button', { name: 'Paste chat text' }));
    const text = within(await screen.findByRole('dialog', { name: 'Paste chat text' })).getByRole('textbox') as HTMLTextAreaElement;
    await user.type(text, '12 x 10\nXX\n34 x 5');
    text.setSelectionRange(8, 10); // 'XX'
    await user.paste('56 x 20\r\n78 x 20');
    expect(text).toHaveValue('12 x 10\n56 x 20\n78 x 20\n34 x 5');
    expect([text.selectionStart, text.selectionEnd]).toEqual([23, 23]);
    await user.paste('\r\n90 x 1');
    expect(text).toHaveValue('12 x 10\n56 x 20\n78 x 20\n90 x 1\n34 x 5');
  });
});
