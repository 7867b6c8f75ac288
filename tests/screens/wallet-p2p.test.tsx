// @vitest-environment jsdom
/** P2P transfer (/p2p) between two simulated players (spec §2, §5, §8). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAYER_MOBILES } from '../../fixtures';
import { startSimClockSync } from '../../src/app/simClockSync';
import { renderAt, screenSimulator } from './withLocation';
import { loginPlayer, rupees, toast } from './screen-helpers';

const t = screenSimulator();
const [, P2] = PLAYER_MOBILES;

const p2pCalls = () => t.sim.journal.filter((j) => j.path.includes('p2ptransfer'));

async function openP2P() {
  const user = userEvent.setup({ delay: null });
  const r = renderAt('/p2p');
  await screen.findByText(/^Maximum transfer/);
  return { user, ...r };
}

describe('P2P', () => {
  it('shows the balance, amount, friend mobile, the maximum from user_Data[5] and the history link', async () => {
    const id = loginPlayer(t);
    await openP2P();
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent(rupees(t.sim.balance(id))));
    expect(screen.getByText('Maximum transfer ₹25,000')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toBeInTheDocument();
    expect(screen.getByLabelText("Friend's mobile number")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Transaction history' })).toHaveAttribute('href', '/history/all');
  });

  it('chaos seed 7: the wallet follows a bet placed in another tab once the player is back on this one', async () => {
    const id = loginPlayer(t);
    await openP2P();
    const before = t.sim.balance(id);
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent(rupees(before)));
    t.sim.adjust(id, -1, 'Bet placed in another tab');
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent(rupees(before - 1)));
    t.sim.adjust(id, -2, 'Bet placed in another tab');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent(rupees(before - 3)));
  });

  it("'Please fill all required fields.' when the mobile or the amount is empty, and no call", async () => {
    loginPlayer(t);
    const { user } = await openP2P();
    const transfer = () => user.click(screen.getByRole('button', { name: 'TRANSFER' }));
    await transfer();
    expect(await toast('Please fill all required fields.')).toHaveAttribute('data-kind', 'error');
    await user.type(screen.getByLabelText('Amount'), '50');
    await transfer();
    await waitFor(() => expect(screen.getAllByText('Please fill all required fields.')).toHaveLength(2));
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText("Friend's mobile number"), P2);
    await transfer();
    await waitFor(() => expect(screen.getAllByText('Please fill all required fields.')).toHaveLength(3));
    expect(p2pCalls()).toHaveLength(0);
  });

  it("the maximum is not checked here: the server's message shows", async () => {
    const id = loginPlayer(t);
    const before = t.sim.balance(id);
    const { user } = await openP2P();
    await user.type(screen.getByLabelText('Amount'), '30000');
    await user.type(screen.getByLabelText("Friend's mobile number"), P2);
    await user.click(screen.getByRole('button', { name: 'TRANSFER' }));
    expect(await toast('Maximum transfer amount is ₹25,000')).toHaveAttribute('data-kind', 'error');
    expect(p2pCalls()).toHaveLength(1);
    expect(t.sim.balance(id)).toBe(before);
    // the form keeps what was typed, to correct it
    expect(screen.getByLabelText('Amount')).toHaveValue('30000');
  });

  it("an unknown friend: the server's message", async () => {
    loginPlayer(t);
    const { user } = await openP2P();
    await user.type(screen.getByLabelText('Amount'), '10');
    await user.type(screen.getByLabelText("Friend's mobile number"), '9000000009');
    await user.click(screen.getByRole('button', { name: 'TRANSFER' }));
    expect(await toast('No user found with this mobile number')).toHaveAttribute('data-kind', 'error');
  });

  it("success: 'Amount transfer request successfully sent.', one transfer for a double tap, both wallets exact, the form empty", async () => {
    const id1 = loginPlayer(t);
    const id2 = t.sim.userByMobile(P2)!.id;
    const [b1, b2] = [t.sim.balance(id1), t.sim.balance(id2)];
    const { user } = await openP2P();
    await user.type(screen.getByLabelText('Amount'), '250');
    await user.type(screen.getByLabelText("Friend's mobile number"), P2);
    await user.dblClick(screen.getByRole('button', { name: 'TRANSFER' }));
    expect(await toast('Amount transfer request successfully sent.')).toHaveAttribute('data-kind', 'success');
    expect(p2pCalls()).toHaveLength(1);
    expect(p2pCalls()[0]!.fields).toMatchObject({ username: P2, amount: '250' });
    expect(t.sim.balance(id1)).toBe(b1 - 250);
    expect(t.sim.balance(id2)).toBe(b2 + 250);
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    expect(screen.getByLabelText("Friend's mobile number")).toHaveValue('');
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent(rupees(b1 - 250)));
    expect(screen.getByRole('button', { name: 'TRANSFER' })).toBeEnabled();
  });

  it("a transfer whose reply was cut off is looked up in the wallet history: 'Your transfer was sent.', one transfer, the form empty", async () => {
    const stop = startSimClockSync(); // the tap's time and the history's agree (one client clock)
    try {
      const id1 = loginPlayer(t);
      const b1 = t.sim.balance(id1);
      t.sim.addFault({ path: 'p2pTransfer', kind: 'malformed', body: 'truncated', times: 1 });
      const { user } = await openP2P();
      await user.type(screen.getByLabelText('Amount'), '250');
      await user.type(screen.getByLabelText("Friend's mobile number"), P2);
      await user.click(screen.getByRole('button', { name: 'TRANSFER' }));
      expect(await toast('Your transfer was sent.')).toHaveAttribute('data-kind', 'success');
      expect(p2pCalls()).toHaveLength(1);
      expect(t.sim.balance(id1)).toBe(b1 - 250);
      expect(screen.getByLabelText('Amount')).toHaveValue('');
    } finally {
      stop();
    }
  });
});
