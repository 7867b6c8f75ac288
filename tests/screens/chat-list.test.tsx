// @vitest-environment jsdom
/**
 * Chat list (/chat, spec §2, §5, §8): groups with avatar, name, verified badge, last message and time, pin, ticks,
 * unread badge; the plus button's Join Group dialog (trimmed group id required); errors alerted with the server msg.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatList } from '../../mock-server/core/domains/chat';
import { renderAt, screenSimulator } from './withLocation';
import { loginPlayer } from './screen-helpers';

const t = screenSimulator();

afterEach(() => vi.restoreAllMocks());

const groupAddCalls = () => t.sim.journal.filter((e) => e.path.endsWith('group_add'));

function rowOf(name: string): HTMLElement {
  return screen.getByRole('link', { name: new RegExp(`^${name}`) });
}

describe('Chat list', () => {
  it('lists the player’s groups, pinned first, with avatar, name, last message and time', async () => {
    const id = loginPlayer(t);
    renderAt('/chat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
    const r = chatList(t.sim, id);
    if (!r.ok) throw new Error(r.error);
    const names = r.groups.map((g) => g.group.name);
    expect(names[0]).toBe('Payment Notices');
    const list = await screen.findByRole('list', { name: 'Groups' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((a) => a.querySelector('.chat-row-name')?.firstChild?.textContent)).toEqual(names);
    for (const g of r.groups) {
      const row = rowOf(g.group.name);
      expect(row).toHaveAttribute('href', `/chat/${g.group.id}`);
      expect(row).toHaveTextContent(g.last?.text ?? '');
      expect(row.querySelector('.chat-avatar img')).toHaveAttribute('src', g.group.avatar);
    }
    // times: the day before TEST_NOW reads 'Yesterday', today a clock time
    expect(within(rowOf('Jodi Charcha')).getByText(/^\d{1,2}:\d{2} (AM|PM)$/)).toBeInTheDocument();
  });

  it('shows the verified badge, the pin, the unread badge and the ticks of the player’s own last message', async () => {
    loginPlayer(t);
    renderAt('/chat');
    await screen.findByRole('list', { name: 'Groups' });
    const updates = rowOf('Matka Updates');
    expect(updates).toHaveAccessibleName(/^Matka Updates, verified, 2 unread\./);
    expect(within(updates).getByRole('img', { name: 'Verified', hidden: true })).toBeInTheDocument();
    expect(updates.querySelector('.chat-unread')).toHaveTextContent('2');
    const notices = rowOf('Payment Notices');
    expect(notices).toHaveAccessibleName(/^Payment Notices, pinned\./);
    expect(notices.querySelector('.chat-pin')).not.toBeNull();
    expect(notices.querySelector('.chat-unread')).toBeNull();
    // Jodi Charcha's last message is the player's own, stored but not yet seen by anyone: two grey ticks
    const charcha = rowOf('Jodi Charcha');
    expect(charcha.querySelector('.chat-ticks')).toHaveAttribute('aria-label', 'Delivered');
    expect(updates.querySelector('.chat-ticks')).toBeNull();
  });

  it('a player with no groups is invited to join one', async () => {
    t.sim.reset({ scenario: 'empty-histories' });
    loginPlayer(t);
    renderAt('/chat');
    expect(await screen.findByText('You have not joined any group yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join a group' })).toBeInTheDocument();
  });

  it('the plus button opens the Join Group dialog; Join needs a group id (spaces do not count); Cancel closes it', async () => {
    loginPlayer(t);
    const user = userEvent.setup({ delay: null });
    renderAt('/chat');
    await user.click(await screen.findByRole('button', { name: 'Join group' }));
    const dialog = screen.getByRole('dialog', { name: 'Join Group' });
    const input = within(dialog).getByLabelText('Group ID');
    expect(input).toHaveFocus();
    const join = within(dialog).getByRole('button', { name: 'Join' });
    expect(join).toBeDisabled();
    await user.type(input, '   ');
    expect(join).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(groupAddCalls()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('joins a group by its trimmed id and opens it', async () => {
    const id = loginPlayer(t);
    const user = userEvent.setup({ delay: null });
    const { location } = renderAt('/chat');
    await user.click(await screen.findByRole('button', { name: 'Join group' }));
    await user.type(screen.getByLabelText('Group ID'), '  4 ');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(location()).toBe('/chat/4'));
    expect(groupAddCalls().map((c) => c.fields.group_id)).toEqual(['4']);
    expect(await screen.findByText('You joined Gali Ghaziabad Club')).toBeInTheDocument();
    const r = chatList(t.sim, id);
    expect(r.ok && r.groups.map((g) => g.group.name)).toContain('Gali Ghaziabad Club');
    expect(await screen.findByRole('heading', { level: 1, name: /Gali Ghaziabad Club/ })).toBeInTheDocument();
  });

  it.each([
    ['999', 'Group not found'],
    ['1', 'You are already a member of this group'],
    ['abc', 'Invalid group ID'],
  ])('joining %s alerts the server message “%s” and keeps the dialog', async (typed, message) => {
    loginPlayer(t);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    const { location } = renderAt('/chat');
    await user.click(await screen.findByRole('button', { name: 'Join group' }));
    await user.type(screen.getByLabelText('Group ID'), typed);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(message));
    expect(screen.getByRole('dialog', { name: 'Join Group' })).toBeInTheDocument();
    expect(screen.getByLabelText('Group ID')).toHaveValue(typed);
    expect(location()).toBe('/chat');
  });

  it('Join is disabled while the call runs (no double join)', async () => {
    loginPlayer(t);
    t.sim.addFault({ path: 'group_add', kind: 'latency', latencyMs: 200, times: 1 });
    const user = userEvent.setup({ delay: null });
    const { location } = renderAt('/chat');
    await user.click(await screen.findByRole('button', { name: 'Join group' }));
    await user.type(screen.getByLabelText('Group ID'), '5');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByRole('button', { name: 'Joining…' })).toBeDisabled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/chat/5'));
    expect(groupAddCalls()).toHaveLength(1);
  });

  it('a failed list shows the server message with a retry', async () => {
    loginPlayer(t);
    t.sim.addFault({ path: 'chatlist', kind: 'business', message: 'Chat is down for maintenance', times: 1 });
    const user = userEvent.setup({ delay: null });
    renderAt('/chat');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Chat is down for maintenance');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Groups' })).toBeInTheDocument();
    expect(screen.queryByText('Chat is down for maintenance')).not.toBeInTheDocument();
  });
});
