// @vitest-environment jsdom
/** Mine (/mine, spec §2): +91 mobile, wallet, every entry, Share App, external links, Logout with the confirm dialog. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAYER_MOBILES } from '../../fixtures';
import { config } from '../../src/config';
import { shareUrl } from '../../src/ui/share';
import MineScreen from '../../src/features/profile/MineScreen';
import { renderAt, screenSimulator } from './withLocation';
import { loginPlayer } from './screen-helpers';

const t = screenSimulator();
const [P1] = PLAYER_MOBILES;

describe('Mine', () => {
  it('shows the mobile with +91 and the wallet balance from the profile', async () => {
    const id = loginPlayer(t);
    renderAt('/mine');
    expect(await screen.findByText('+91 9876543210')).toBeInTheDocument();
    const balance = t.sim.balance(id);
    expect(balance).toBeGreaterThan(0);
    const wallet = await screen.findByTestId('mine-wallet');
    await waitFor(() => expect(wallet).toHaveTextContent(`₹${balance.toLocaleString('en-IN')}`));
  });

  it('links every entry of the menu', async () => {
    loginPlayer(t);
    renderAt('/mine');
    const entries: Array<[string, string]> = [
      ['Dashboard', '/dashboard'],
      ['Recharge', '/recharge'],
      ['Withdrawal', '/withdrawal'],
      ['Win History', '/history/win'],
      ['Kabad cancel box', '/history/marketcancel'],
      ['Bid History', '/history/market'],
      ['Rate List', '/ratelist'],
      ['Promotion', '/promotion'],
      ['Bank card', '/bank-card'],
      ['P2P', '/p2p'],
      ['Help', '/help'],
      ['Risk disclosure', '/risk-disclosure'],
    ];
    await screen.findByText('+91 9876543210');
    const links = within(screen.getByRole('main'))
      .getAllByRole('link')
      .map((a) => [a.textContent?.trim(), a.getAttribute('href')]);
    for (const entry of entries) expect(links).toContainEqual(entry);
  });

  it('shares the app and links the video channel, social group and photo page in new tabs', async () => {
    loginPlayer(t);
    renderAt('/mine');
    const main = await screen.findByRole('main');
    const external: Array<[RegExp, string]> = [
      [/^Share App/, shareUrl(config, P1)],
      [/^Video channel/, config.videoChannelUrl],
      [/^Social group/, config.socialGroupUrl],
      [/^Photos/, config.photoPageUrl],
    ];
    for (const [name, href] of external) {
      const a = within(main).getByRole('link', { name });
      expect(a).toHaveAttribute('href', href);
      expect(a).toHaveAttribute('target', '_blank');
      expect(a.getAttribute('rel')).toContain('noopener');
    }
    expect(shareUrl(config, P1)).toContain(encodeURIComponent(P1));
  });

  it('Logout opens the confirm dialog; CANCEL (and Escape) keep the session', async () => {
    const id = loginPlayer(t);
    const user = userEvent.setup({ delay: null });
    const { store, location } = renderAt('/mine');
    const logoutBtn = await screen.findByRole('button', { name: 'Logout' });
    await user.click(logoutBtn);
    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    expect(dialog.tagName).toBe('DIALOG'); // modal by showModal(): the page behind is inert (e2e/a11y.spec.ts)
    expect(dialog).toHaveAccessibleDescription('Do you want to continue?');
    expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logoutBtn).toHaveFocus();
    await user.click(logoutBtn);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().session.userId).toBe(id);
    expect(localStorage.getItem('user_id')).toBe(id);
    expect(location()).toBe('/mine');
  });

  it('YES logs out: session and stored values cleared, at /login', async () => {
    loginPlayer(t);
    localStorage.setItem('notice_2026-01-10', 'false');
    const user = userEvent.setup({ delay: null });
    const { store, location } = renderAt('/mine');
    await screen.findByText('+91 9876543210');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(store.getState().session).toEqual({ userId: '', mobile: '' });
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(localStorage.getItem('mobile')).toBeNull();
    expect(localStorage.getItem('notice_2026-01-10')).toBeNull();
    expect(store.getState().api.queries).toEqual({});
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it('a profile failure shows the message and a retry, the menu stays usable', async () => {
    const id = loginPlayer(t);
    t.sim.addFault({ path: 'Webservices/profile', kind: 'error', times: 1 });
    const user = userEvent.setup({ delay: null });
    renderAt('/mine');
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(screen.getByTestId('mine-wallet')).toHaveTextContent('₹—');
    expect(screen.getByRole('link', { name: /^Recharge/ })).toHaveAttribute('href', '/recharge');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('mine-wallet')).toHaveTextContent(`₹${t.sim.balance(id).toLocaleString('en-IN')}`));
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
  });
});

describe('Mine without a login (the route is protected; the screen still renders correctly)', () => {
  it('shows Login instead of Logout; YES goes to /login', async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderAt('/mine', undefined, <MineScreen />);
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'YES' }));
    expect(location()).toBe('/login');
    expect(t.sim.journal.filter((j) => j.path.includes('profile'))).toHaveLength(0);
  });
});
