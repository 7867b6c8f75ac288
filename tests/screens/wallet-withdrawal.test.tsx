// @vitest-environment jsdom
/** Withdrawal (/withdrawal) against the simulator (spec §2, §4, §5, §8): hours, picker, prefill, checks in order, outcome. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastBankDetails } from '../../mock-server/core/domains/withdrawals';
import { startSimClockSync } from '../../src/app/simClockSync';
import { clientClock } from '../../src/ui/clock';
import { renderAt, screenSimulator } from './withLocation';
import { heldClockSync, loginPlayer, rupees, toast } from './screen-helpers';

const t = screenSimulator();

const withdrawCalls = () => t.sim.journal.filter((j) => j.path.endsWith('Webservices/withdraw_money'));

async function openForm() {
  const user = userEvent.setup({ delay: null });
  const r = renderAt('/withdrawal');
  await screen.findByRole('button', { name: 'WITHDRAW' });
  return { user, ...r };
}

afterEach(() => clientClock.reset());

describe('Withdrawal inside the hours', () => {
  it('shows the balance, the Bank / Paytm / Phonepe / GPay picker, the minimum note and the history link', async () => {
    const id = loginPlayer(t);
    await openForm();
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent(rupees(t.sim.balance(id))));
    const picker = screen.getByRole('group', { name: 'Payment mode' });
    expect(within(picker).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['Bank', 'Paytm', 'Phonepe', 'GPay']);
    expect(within(picker).getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(screen.getByText('Minimum withdrawal ₹500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Withdrawal history' })).toHaveAttribute('href', '/history/all');
    expect(screen.queryByRole('status', { name: /closed/ })).not.toBeInTheDocument();
  });

  it('Bank: the bank fields are prefilled from the last withdrawal; a UPI app asks for the UPI mobile', async () => {
    const id = loginPlayer(t);
    const last = lastBankDetails(t.sim, id)!;
    expect(last.bank_ac_no).not.toBe('');
    const { user } = await openForm();
    expect(screen.queryByLabelText('Account number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Bank' }));
    expect(screen.getByLabelText('Account number')).toHaveValue(last.bank_ac_no);
    expect(screen.getByLabelText('IFSC code')).toHaveValue(last.ifsc_code);
    expect(screen.getByLabelText('Account holder name')).toHaveValue(last.ac_holder_name);
    expect(screen.getByLabelText('Bank name')).toHaveValue(last.bank_name);
    await user.click(screen.getByRole('radio', { name: 'GPay' }));
    expect(screen.queryByLabelText('Account number')).not.toBeInTheDocument();
    expect(screen.getByLabelText('GPay UPI mobile number')).toBeInTheDocument();
  });

  it('checks in the order of spec §5, each message shown and no call made', async () => {
    const id = loginPlayer(t);
    const wallet = t.sim.balance(id);
    const { user } = await openForm();
    const amount = screen.getByLabelText('Amount');
    const withdraw = () => user.click(screen.getByRole('button', { name: 'WITHDRAW' }));

    await withdraw();
    expect(await toast('Please enter Amount')).toHaveAttribute('data-kind', 'error');

    await user.type(amount, '100');
    await withdraw();
    expect(await toast('Please select Payment Mode')).toHaveAttribute('data-kind', 'error');

    await user.click(screen.getByRole('radio', { name: 'Bank' }));
    await user.clear(screen.getByLabelText('IFSC code'));
    await withdraw();
    expect(await toast('Please fill all Bank details')).toHaveAttribute('data-kind', 'error');

    await user.click(screen.getByRole('radio', { name: 'Paytm' }));
    await withdraw();
    expect(await toast('Please enter UPI Mobile Number')).toHaveAttribute('data-kind', 'error');

    await user.type(screen.getByLabelText('Paytm UPI mobile number'), '9876500001');
    await user.clear(amount);
    await user.type(amount, String(wallet + 1));
    await withdraw();
    expect(await toast('Insufficient Wallet balance')).toHaveAttribute('data-kind', 'error');

    await user.clear(amount);
    await user.type(amount, '499');
    await withdraw();
    expect(await toast('Please enter amount greater than 500')).toHaveAttribute('data-kind', 'error');

    expect(withdrawCalls()).toHaveLength(0);
  });

  it('without UPI (isUpi 0) there is no picker: the bank fields are the form', async () => {
    t.sim.state.settings.isUpi = 0;
    loginPlayer(t);
    const { user } = await openForm();
    expect(screen.queryByRole('group', { name: 'Payment mode' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Account number'));
    await user.type(screen.getByLabelText('Amount'), '600');
    await user.click(screen.getByRole('button', { name: 'WITHDRAW' }));
    expect(await toast('Please fill all Bank details')).toHaveAttribute('data-kind', 'error');
    expect(withdrawCalls()).toHaveLength(0);
  });

  it("success: the server's message, one request for a double tap, the wallet debited, /mine after 1 s", async () => {
    const id = loginPlayer(t);
    const before = t.sim.balance(id);
    const { user, location } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'Bank' }));
    await user.type(screen.getByLabelText('Amount'), '1000');
    await user.dblClick(screen.getByRole('button', { name: 'WITHDRAW' }));
    expect(await toast('Withdrawal request sent successfully.')).toHaveAttribute('data-kind', 'success');
    const shownAt = performance.now();
    expect(withdrawCalls()).toHaveLength(1);
    expect(withdrawCalls()[0]!.fields).toMatchObject({ amount: '1000', type: 'Bank', number: '', bank_ac_no: lastBankDetails(t.sim, id)!.bank_ac_no });
    expect(t.sim.balance(id)).toBe(before - 1000);
    expect(location()).toBe('/withdrawal');
    expect(screen.getByRole('button', { name: 'WITHDRAW' })).toBeDisabled();
    await waitFor(() => expect(location()).toBe('/mine'));
    expect(performance.now() - shownAt).toBeGreaterThan(900);
  });

  it('a UPI withdrawal sends the app as type and the UPI mobile as number', async () => {
    const id = loginPlayer(t);
    const { user } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'Phonepe' }));
    await user.type(screen.getByLabelText('Phonepe UPI mobile number'), '9876500002');
    await user.type(screen.getByLabelText('Amount'), '700');
    await user.click(screen.getByRole('button', { name: 'WITHDRAW' }));
    await toast('Withdrawal request sent successfully.');
    expect(withdrawCalls()[0]!.fields).toMatchObject({ amount: '700', type: 'Phonepe', number: '9876500002', bank_ac_no: '', ifsc_code: '' });
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent(rupees(t.sim.balance(id))));
  });

  it("a failure shows the server's message and the form can be sent again", async () => {
    loginPlayer(t);
    const { user } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'Bank' }));
    await user.clear(screen.getByLabelText('Account number'));
    await user.type(screen.getByLabelText('Account number'), '12ab');
    await user.type(screen.getByLabelText('Amount'), '600');
    await user.click(screen.getByRole('button', { name: 'WITHDRAW' }));
    expect(await toast('Please enter a valid bank account number')).toHaveAttribute('data-kind', 'error');
    expect(screen.getByRole('button', { name: 'WITHDRAW' })).toBeEnabled();
  });
});

describe('a withdrawal whose reply is lost: the wallet history is read before the form is offered again', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    stop = startSimClockSync(); // the tap's time and the history's agree (one client clock)
  });
  afterEach(() => stop?.());

  it("the server took it but its reply was cut off: 'Your withdrawal request was sent.', one request, /mine", async () => {
    const id = loginPlayer(t);
    const before = t.sim.balance(id);
    t.sim.addFault({ path: 'Webservices/withdraw_money', kind: 'malformed', body: 'truncated', times: 1 });
    const { user, location } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'GPay' }));
    await user.type(screen.getByLabelText('GPay UPI mobile number'), '9876500001');
    await user.type(screen.getByLabelText('Amount'), '600');
    await user.click(screen.getByRole('button', { name: 'WITHDRAW' }));
    expect(await toast('Your withdrawal request was sent.')).toHaveAttribute('data-kind', 'success');
    expect(withdrawCalls()).toHaveLength(1);
    expect(t.sim.balance(id)).toBe(before - 600);
    expect(screen.getByRole('button', { name: 'WITHDRAW' })).toBeDisabled();
    await waitFor(() => expect(location()).toBe('/mine'));
  });

  it("the connection dropped before the server took it: 'Your withdrawal request was not sent. Please try again.' after the looks, and the form is back", async () => {
    const id = loginPlayer(t);
    const before = t.sim.balance(id);
    t.sim.addFault({ path: 'Webservices/withdraw_money', kind: 'network', times: 1 });
    const { user } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'GPay' }));
    await user.type(screen.getByLabelText('GPay UPI mobile number'), '9876500001');
    await user.type(screen.getByLabelText('Amount'), '600');
    await user.click(screen.getByRole('button', { name: 'WITHDRAW' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(await screen.findByText('Your withdrawal request was not sent. Please try again.', { selector: '.toast span' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'WITHDRAW' })).toBeEnabled();
    expect(t.sim.balance(id)).toBe(before);
    expect(t.sim.journal.filter((j) => j.path.endsWith('Webservices/transaction_history')).length).toBeGreaterThanOrEqual(3);
  });

  it('the same withdrawal made a minute earlier, then this one lost before the server took it: not sent — never the earlier one taken for it', async () => {
    const id = loginPlayer(t);
    const earlier = t.sim.requestWithdrawal({ userId: id, amount: '600', type: 'GPay', number: '9876500001', bank_ac_no: '', ifsc_code: '', ac_holder_name: '', bank_name: '' });
    expect(earlier.ok).toBe(true);
    const before = t.sim.balance(id);
    t.sim.addFault({ path: 'Webservices/withdraw_money', kind: 'malformed', body: 'html', times: 1 });
    const { user, location } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'GPay' }));
    await user.type(screen.getByLabelText('GPay UPI mobile number'), '9876500001');
    await user.type(screen.getByLabelText('Amount'), '600');
    await user.click(screen.getByRole('button', { name: 'WITHDRAW' }));
    expect(await screen.findByText('Your withdrawal request was not sent. Please try again.', { selector: '.toast span' })).toBeInTheDocument();
    expect(screen.queryByText('Your withdrawal request was sent.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'WITHDRAW' })).toBeEnabled();
    expect(location()).toBe('/withdrawal');
    expect(t.sim.balance(id)).toBe(before);
  });
});

describe('Withdrawal outside the hours', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
  });

  it("shows 'Withdrawal time closed. Please try again between {start} and {end}.' and no form; the form is back within a second of the clock reaching the window", async () => {
    t.sim.setClock({ now: t.sim.todayAt('21:00') + 1000 });
    const sync = heldClockSync();
    stop = sync.stop;
    await sync.poll();
    loginPlayer(t);
    renderAt('/withdrawal');
    expect(await screen.findByText('Withdrawal time closed. Please try again between 09:00 and 21:00.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'WITHDRAW' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Withdrawal history' })).toBeInTheDocument();

    t.sim.setClock({ now: t.sim.todayAt('20:59') });
    await sync.poll(); // the first poll after the move (SIM_CLOCK_POLL_MS = 1 s) is enough
    await screen.findByRole('button', { name: 'WITHDRAW' });
    expect(screen.queryByText(/Withdrawal time closed/)).not.toBeInTheDocument();
  });
});
