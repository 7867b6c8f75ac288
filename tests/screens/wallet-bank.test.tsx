// @vitest-environment jsdom
/** Bank card (/bank-card) and Add bank card (/add-bank-card) against the simulator (spec §2, §3, §4, §5, §8). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAYER_MOBILES } from '../../fixtures';
import { bankCardOf } from '../../mock-server/core/domains/bankCards';
import { renderAt, screenSimulator } from './withLocation';
import { loginPlayer, toast } from './screen-helpers';

const t = screenSimulator();
const [P1, P2] = PLAYER_MOBILES;

const addCalls = () => t.sim.journal.filter((j) => j.path.includes('addbankcard'));

describe('Bank card', () => {
  it("shows the saved bank name, account, IFSC, holder and UPI; the info icon says 'Any changes in detail, Please contact admin'", async () => {
    const id = loginPlayer(t, P1);
    const card = bankCardOf(t.sim, id)!;
    const user = userEvent.setup({ delay: null });
    renderAt('/bank-card');
    expect(await screen.findByRole('heading', { name: card.bankname })).toBeInTheDocument();
    for (const v of [card.account, card.ifsc, card.name, card.upi]) expect(screen.getByText(v)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '+ Add bank detail' })).not.toBeInTheDocument();
    const note = screen.getByText('Any changes in detail, Please contact admin');
    expect(note).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Info' }));
    expect(note).toBeVisible();
    expect(screen.getByRole('button', { name: 'Info' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("with none saved (the server's placeholder '1111111111' / 'Not Addeed'): '+ Add bank detail' to /add-bank-card", async () => {
    loginPlayer(t, P2);
    const user = userEvent.setup({ delay: null });
    const { location } = renderAt('/bank-card');
    const add = await screen.findByRole('link', { name: '+ Add bank detail' });
    expect(screen.queryByText('1111111111')).not.toBeInTheDocument();
    expect(screen.queryByText('Not Addeed')).not.toBeInTheDocument();
    await user.click(add);
    await waitFor(() => expect(location()).toBe('/add-bank-card'));
    expect(await screen.findByLabelText('Actual name')).toBeInTheDocument();
  });
});

describe('Add bank card', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, f: Partial<Record<string, string>>) {
    for (const [label, value] of Object.entries(f)) if (value) await user.type(screen.getByLabelText(label), value);
  }
  const FULL = { 'Actual name': 'Ravi Kumar', IFSC: 'sbin0001234', 'Bank name': 'State Bank of India', 'Bank number': '123456789012', 'UPI id': 'ravi@okaxis', City: 'Jaipur', State: 'Rajasthan' };

  it('shows every field, the logged-in mobile read-only and the OTP button', async () => {
    loginPlayer(t, P2);
    renderAt('/add-bank-card');
    for (const label of ['Actual name', 'IFSC', 'Bank name', 'Bank number', 'UPI id', 'City', 'State', 'OTP']) expect(await screen.findByLabelText(label)).toBeInTheDocument();
    const mobile = screen.getByLabelText('Mobile');
    expect(mobile).toHaveValue(P2);
    expect(mobile).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'OTP' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it.each(['Bank number', 'IFSC', 'UPI id', 'Bank name'])("'Enter required fields.' without %s, and no call", async (missing) => {
    loginPlayer(t, P2);
    const user = userEvent.setup({ delay: null });
    renderAt('/add-bank-card');
    await screen.findByLabelText('Actual name');
    await fill(user, { ...FULL, [missing]: '' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await toast('Enter required fields.')).toHaveAttribute('data-kind', 'error');
    expect(addCalls()).toHaveLength(0);
  });

  it("the OTP goes to the logged-in mobile; a wrong OTP shows the server's message", async () => {
    loginPlayer(t, P2);
    const user = userEvent.setup({ delay: null });
    renderAt('/add-bank-card');
    await screen.findByLabelText('Actual name');
    await user.click(screen.getByRole('button', { name: 'OTP' }));
    expect(await toast('OTP send successfully!')).toHaveAttribute('data-kind', 'success');
    expect(await screen.findByRole('button', { name: 'WAIT 60s' })).toBeDisabled();
    const code = t.sim.lastOtp(P2)!;
    await fill(user, { ...FULL, OTP: code === '000000' ? '111111' : '000000' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await toast('Invalid OTP')).toHaveAttribute('data-kind', 'error');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it("success: 'Bank card add successfully!' (one request for a double tap), the card saved, /mine after 1 s", async () => {
    const id = loginPlayer(t, P2);
    const user = userEvent.setup({ delay: null });
    const { location } = renderAt('/add-bank-card');
    await screen.findByLabelText('Actual name');
    await user.click(screen.getByRole('button', { name: 'OTP' }));
    await screen.findByRole('button', { name: 'WAIT 60s' });
    await fill(user, { ...FULL, OTP: t.sim.lastOtp(P2)! });
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    expect(await toast('Bank card add successfully!')).toHaveAttribute('data-kind', 'success');
    expect(addCalls()).toHaveLength(1);
    expect(addCalls()[0]!.fields).toMatchObject({ name: 'Ravi Kumar', ifsc: 'SBIN0001234', account: '123456789012', upi: 'ravi@okaxis', mobile: P2, city: 'Jaipur', state: 'Rajasthan' });
    expect(bankCardOf(t.sim, id)).toMatchObject({ bankname: 'State Bank of India', account: '123456789012', ifsc: 'SBIN0001234' });
    expect(location()).toBe('/add-bank-card');
    await waitFor(() => expect(location()).toBe('/mine'));
  });

  it("a card already saved: the server's 'Any changes in detail, Please contact admin'", async () => {
    loginPlayer(t, P1);
    const user = userEvent.setup({ delay: null });
    renderAt('/add-bank-card');
    await screen.findByLabelText('Actual name');
    await fill(user, { ...FULL, OTP: '123456' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await toast('Any changes in detail, Please contact admin')).toHaveAttribute('data-kind', 'error');
  });
});
