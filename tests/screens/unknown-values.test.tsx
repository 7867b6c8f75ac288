// @vitest-environment jsdom
/**
 * Issue 37, point 2, on the screens: a value the backend sent that cannot be read is shown as unknown with a clear
 * message, and the action that depends on it is not offered — never a number or a time that looks real. The app runs
 * against the simulator; one reply at a time is swapped for the simulator's own with the value made unreadable.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { profileReply } from '../../mock-server/routes/replies';
import { renderAt, screenSimulator } from './withLocation';
import { loginPlayer } from './screen-helpers';

const t = screenSimulator();

/** The simulator's profile reply for the player, with `change` applied to its first data row. */
function profileWith(id: string, change: (row: Record<string, unknown>, setting: Record<string, unknown>) => void) {
  return http.post('*/Webservices/profile', () => {
    const user = t.sim.user(id);
    if (!user) throw new Error('no player');
    const reply = structuredClone(profileReply(t.sim, user)) as unknown as { data: Array<Record<string, unknown> & { setting: Record<string, unknown> }> };
    const row = reply.data[0]!;
    change(row, row.setting);
    return HttpResponse.json(reply);
  });
}

describe('a wallet that cannot be read', () => {
  it('shows ₹— (not ₹0) in the header and on the balance card, says why, and offers no withdrawal form', async () => {
    const id = loginPlayer(t);
    t.server.use(profileWith(id, (row) => (row.wallet = 'Rs. 1,250/-')));
    renderAt('/withdrawal');
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₹—'));
    expect(screen.getByTestId('wallet')).toHaveTextContent('₹—');
    expect(screen.queryByText(/₹0\b/)).not.toBeInTheDocument();
    expect(screen.getByText('Your wallet balance could not be read, so it shows as ₹—.')).toBeInTheDocument();
    expect(screen.getByText('Withdrawal needs your wallet balance, which could not be read. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'WITHDRAW' })).not.toBeInTheDocument();
  });

  it('on /mine: ₹— with the reason and a retry', async () => {
    const id = loginPlayer(t);
    t.server.use(profileWith(id, (row) => (row.wallet = null)));
    renderAt('/mine');
    await waitFor(() => expect(screen.getByTestId('mine-wallet')).toHaveTextContent('₹—'));
    const alert = screen.getByText('Your wallet balance could not be read, so it shows as ₹—.').closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('a withdrawal window that cannot be read', () => {
  it('is not taken as open: no form, a message instead', async () => {
    const id = loginPlayer(t);
    t.server.use(profileWith(id, (_row, setting) => (setting.startwith = 'morning')));
    renderAt('/withdrawal');
    expect(await screen.findByText('The withdrawal hours could not be read, so withdrawal is not offered now. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'WITHDRAW' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
  });

  it('a minimum that cannot be read is not skipped: no form, a message instead', async () => {
    const id = loginPlayer(t);
    t.server.use(profileWith(id, (_row, setting) => (setting.withdrawal_amount = 'five hundred')));
    renderAt('/withdrawal');
    expect(await screen.findByText(/^The withdrawal settings \(minimum or payment modes\) could not be read/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'WITHDRAW' })).not.toBeInTheDocument();
  });

  it('the same window sent as 12-hour times is read exactly: the form is offered with the hours', async () => {
    const id = loginPlayer(t);
    t.server.use(
      profileWith(id, (_row, setting) => {
        setting.startwith = '12:00 AM';
        setting.endwith = '11:59 PM';
      }),
    );
    renderAt('/withdrawal');
    expect(await screen.findByRole('button', { name: 'WITHDRAW' })).toBeInTheDocument();
    expect(screen.getByText('Withdrawals are taken between 00:00 and 23:59.')).toBeInTheDocument();
  });
});

describe('a market whose times cannot be read', () => {
  const market = { game_id: '3', match_id: '31', game_name: 'Shree Ganesh', result: '', active: '1', start_time: '09:00:00', end_time: '23:00:00', sequence: '1', datetime: '2026-01-10 09:00:00' };

  it('shows no PLAY and says why; a market beside it with readable times (in PHP forms) keeps its PLAY', async () => {
    loginPlayer(t);
    t.server.use(
      http.post('*/Webservices/game_list', () =>
        HttpResponse.json({
          status: '1',
          LastResult: [],
          running_game: [
            { ...market, game_id: '3', game_name: 'Shree Ganesh', start_time: 'soon', end_time: '25:00' },
            { ...market, game_id: '4', match_id: '41', game_name: 'Delhi Bazar', start_time: '9:00 AM', end_time: '11:00 PM' },
          ],
          upcomming_game: [],
          banner: [],
          notice: [],
        }),
      ),
    );
    renderAt('/dashboard');
    const unreadable = (await screen.findByRole('heading', { name: 'SHREE GANESH' })).closest('article') as HTMLElement;
    expect(within(unreadable).queryByRole('link', { name: 'PLAY' })).not.toBeInTheDocument();
    expect(within(unreadable).getByText('The times of this market could not be read, so it cannot be played now.')).toBeInTheDocument();
    const readable = screen.getByRole('heading', { name: 'DELHI BAZAR' }).closest('article') as HTMLElement;
    expect(within(readable).getByRole('link', { name: 'PLAY' })).toHaveAttribute('href', '/play/4');
    expect(within(readable).getByText('9:00 AM')).toBeInTheDocument();
    expect(within(readable).getByText('11:00 PM')).toBeInTheDocument();
  });

  it('on the bet screen: a closing time that cannot be read takes no bet, and says why', async () => {
    loginPlayer(t);
    t.server.use(
      http.post('*/Webservices/game_details', () =>
        HttpResponse.json({ status: 1, data: [{ game_name: 'Shree Ganesh', end_date: '2026-01-10', end_time: 'late', result_date: '2026-01-10', result_time: '23:30:00' }] }),
      ),
    );
    renderAt('/play/3');
    expect(await screen.findByText('The closing time of this game could not be read, so bets cannot be placed now. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PLAY' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Bet' })).not.toBeInTheDocument();
  });
});

describe('rates that cannot be read', () => {
  it('the Rate List says so instead of a rate', async () => {
    loginPlayer(t);
    t.server.use(http.post('*/Webservices/game_rule', () => HttpResponse.json({ status: 1, jodirate: 'ninety', hurfrate: '9,500', data: { description: '' } })));
    renderAt('/ratelist');
    expect(await screen.findByText('The rates could not be read. Please try again.')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').map((r) => r.textContent);
    expect(rows).toContain('Jodi—');
    expect(rows).toContain('Harf100 ke 9500');
  });
});

describe('minimums and the maximum transfer that cannot be read', () => {
  it('recharge is not offered against a made-up minimum', async () => {
    const id = loginPlayer(t);
    t.server.use(
      http.post('*/Webservices/profile', () => {
        const reply = structuredClone(profileReply(t.sim, t.sim.user(id)!)) as unknown as { user_Data: Array<Record<string, unknown>> };
        reply.user_Data[5] = { name: 'limits', minimum_recharge: 'hundred', maximum_p2p: '25,000' };
        return HttpResponse.json(reply);
      }),
    );
    renderAt('/recharge');
    expect(await screen.findByText('The minimum recharge could not be read, so recharge is not offered now. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PAY BY UPI' })).not.toBeInTheDocument();
  });
});
