// @vitest-environment jsdom
/** Recharge (/recharge) and the alternate recharge (/reset-password) against the simulator (spec §2, §5, §8, §9). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAYER_MOBILES } from '../../fixtures';
import { altGatewayUrl } from '../../domain/altGateway';
import { config } from '../../src/config';
import { goToPage, openInNewTab } from '../../src/features/wallet/browser';
import { renderAt, screenSimulator } from './withLocation';
import { loginPlayer, rupees, toast } from './screen-helpers';

vi.mock('../../src/features/wallet/browser', () => ({ goToPage: vi.fn(), openInNewTab: vi.fn() }));

const t = screenSimulator();
const [P1] = PLAYER_MOBILES;

const gatewayCalls = () => t.sim.journal.filter((j) => j.path.endsWith('Webservices/add_money_gateway'));

afterEach(() => vi.mocked(goToPage).mockClear());
afterEach(() => vi.mocked(openInNewTab).mockClear());

describe('Recharge', () => {
  it('shows the balance, the quick amounts 100–2000 and the minimum from user_Data[5]', async () => {
    const id = loginPlayer(t);
    renderAt('/recharge');
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent(rupees(t.sim.balance(id))));
    const quick = screen.getByRole('group', { name: 'Quick amounts' });
    expect(within(quick).getAllByRole('button').map((b) => b.textContent)).toEqual(['₹100', '₹200', '₹300', '₹500', '₹1,000', '₹2,000']);
    expect(screen.getByText('Minimum recharge ₹100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PAY BY UPI' })).toBeEnabled();
  });

  it("under the minimum: 'Please enter amount greater than {min}' with the profile's minimum, and no call", async () => {
    t.sim.state.settings.minRecharge = 150;
    loginPlayer(t);
    const user = userEvent.setup({ delay: null });
    renderAt('/recharge');
    expect(await screen.findByText('Minimum recharge ₹150')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'PAY BY UPI' }));
    expect(await toast('Please enter amount greater than 150')).toHaveAttribute('data-kind', 'error');
    await user.click(screen.getByRole('button', { name: '₹100' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('100');
    await user.click(screen.getByRole('button', { name: 'PAY BY UPI' }));
    await waitFor(() => expect(screen.getAllByText('Please enter amount greater than 150')).toHaveLength(2));
    expect(gatewayCalls()).toHaveLength(0);
  });

  it('refuses a decimal with a hint, never another amount', async () => {
    loginPlayer(t);
    const user = userEvent.setup({ delay: null });
    renderAt('/recharge');
    const field = await screen.findByLabelText('Amount');
    await user.type(field, '150.5');
    expect(field).toHaveValue('150');
    expect(screen.getByText('Amounts are whole rupees: type digits only')).toBeInTheDocument();
  });

  it('PAY BY UPI calls add_money_gateway once (double tap) and sends the browser to the gateway page', async () => {
    loginPlayer(t);
    const user = userEvent.setup({ delay: null });
    renderAt('/recharge');
    await screen.findByTestId('wallet-balance');
    await user.click(screen.getByRole('button', { name: '₹500' }));
    const pay = screen.getByRole('button', { name: 'PAY BY UPI' });
    await user.dblClick(pay);
    await waitFor(() => expect(goToPage).toHaveBeenCalledTimes(1));
    const url = vi.mocked(goToPage).mock.calls[0]![0];
    expect(url).toMatch(/\/__sim\/gateway\/PAY\d+$/);
    expect(gatewayCalls()).toHaveLength(1);
    expect(gatewayCalls()[0]!.fields).toMatchObject({ amount: '500' });
    const payment = t.sim.payment(url.split('/').pop()!)!;
    expect(payment).toMatchObject({ amount: 500, status: 'pending' });
    // the browser is leaving: the button stays disabled
    expect(screen.getByRole('button', { name: /PAY BY UPI|Processing/ })).toBeDisabled();
  });

  it("a failure shows the server's message and the form can be sent again", async () => {
    t.sim.state.settings.maxRecharge = 1000;
    loginPlayer(t);
    const user = userEvent.setup({ delay: null });
    renderAt('/recharge');
    await screen.findByTestId('wallet-balance');
    await user.click(screen.getByRole('button', { name: '₹2,000' }));
    await user.click(screen.getByRole('button', { name: 'PAY BY UPI' }));
    expect(await toast('Maximum recharge is 1000')).toHaveAttribute('data-kind', 'error');
    expect(goToPage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'PAY BY UPI' })).toBeEnabled();
  });
});

describe('Alternate recharge (/reset-password)', () => {
  it('shows the quick amounts 500–50000, the gateway method and the minimum note', async () => {
    loginPlayer(t);
    renderAt('/reset-password');
    const quick = await screen.findByRole('group', { name: 'Quick amounts' });
    expect(within(quick).getAllByRole('button').map((b) => b.textContent)).toEqual(['₹500', '₹1,000', '₹2,000', '₹5,000', '₹10,000', '₹50,000']);
    expect(screen.getByRole('group', { name: 'Payment method' })).toHaveTextContent('UPI payment gateway');
    expect(await screen.findByText('Minimum recharge ₹100')).toBeInTheDocument();
  });

  it("checks the minimum ('Please enter amount greater than {min}') and opens nothing", async () => {
    t.sim.state.settings.minRecharge = 600;
    loginPlayer(t);
    const user = userEvent.setup({ delay: null });
    renderAt('/reset-password');
    await screen.findByText('Minimum recharge ₹600');
    await user.click(screen.getByRole('button', { name: '₹500' }));
    await user.click(screen.getByRole('button', { name: 'PAY NOW' }));
    expect(await toast('Please enter amount greater than 600')).toHaveAttribute('data-kind', 'error');
    expect(openInNewTab).not.toHaveBeenCalled();
  });

  it('opens the gateway path on the base URL in a new tab with user (login mobile) and am', async () => {
    loginPlayer(t);
    const user = userEvent.setup({ delay: null });
    renderAt('/reset-password');
    await screen.findByText('Minimum recharge ₹100');
    await user.click(screen.getByRole('button', { name: '₹10,000' }));
    await user.click(screen.getByRole('button', { name: 'PAY NOW' }));
    expect(openInNewTab).toHaveBeenCalledWith(altGatewayUrl(config.apiHost, P1, 10000));
    expect(vi.mocked(openInNewTab).mock.calls[0]![0]).toContain(`upi/pay.php?user=${P1}&am=10000`);
    expect(screen.getByText(/The payment page for ₹10,000 opened in a new tab./)).toHaveAttribute('role', 'status');
  });
});
