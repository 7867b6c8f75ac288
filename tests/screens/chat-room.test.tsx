// @vitest-environment jsdom
/**
 * Chat room (/chat/:id, spec §2, §4, §5, §6, §8): header with avatar, name, verified badge, member count; bubbles
 * (own right with ticks, others left with their name); composer only when members may post, else 'Only Admin can
 * send messages.'; polling every second; a sent message appended at once with status sent; send errors alerted with
 * the server message; message text rendered as text; no tab bar.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { postAsAdmin, readMessages, updateGroup } from '../../mock-server/core/domains/chat';
import { renderAt, screenSimulator } from './withLocation';
import { loginPlayer } from './screen-helpers';

const t = screenSimulator();
/** default world: 1 Matka Updates (verified, admin only), 2 Jodi Charcha (members may post) */
const UPDATES = '1';
const CHARCHA = '2';

afterEach(() => vi.restoreAllMocks());

const sendCalls = () => t.sim.journal.filter((e) => e.path.endsWith('group_initiate_chats'));
const pollCount = () => t.sim.journal.filter((e) => e.path.endsWith('group_chats')).length;
const bubbles = () => within(screen.getByRole('list', { name: 'Messages' })).queryAllByRole('listitem').filter((li) => li.classList.contains('chat-bubble-row'));

async function openRoom(groupId: string) {
  const utils = renderAt(`/chat/${groupId}`);
  await waitFor(() => expect(bubbles().length).toBeGreaterThan(0));
  return utils;
}

describe('Chat room', () => {
  it('header: back to /chat, avatar, name, verified badge, member count; no tab bar', async () => {
    loginPlayer(t);
    await openRoom(UPDATES);
    const heading = await screen.findByRole('heading', { level: 1, name: /Matka Updates/ });
    expect(within(heading).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(screen.getByText('3 members')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/chat');
    expect(document.querySelector('.chat-room-header .chat-avatar img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg/));
    expect(screen.queryByRole('navigation', { name: /tab/i })).not.toBeInTheDocument();
    expect(document.querySelector('.tabbar')).toBeNull();
  });

  it('shows every message of the group in order: others left with their name, own right with ticks', async () => {
    const id = loginPlayer(t);
    await openRoom(CHARCHA);
    const r = readMessages(t.sim, id, CHARCHA);
    if (!r.ok) throw new Error(r.error);
    await waitFor(() => expect(bubbles()).toHaveLength(r.messages.length));
    bubbles().forEach((li, i) => {
      const { message: m, status } = r.messages[i]!;
      expect(li).toHaveAttribute('data-message-id', m.id);
      expect(within(li).getByText(m.text)).toBeInTheDocument();
      if (m.from === id) {
        expect(li).toHaveClass('chat-mine');
        expect(li.querySelector('.chat-ticks')).toHaveAttribute('aria-label', status === 'read' ? 'Read' : 'Delivered');
        expect(li.querySelector('.chat-bubble-user')).toBeNull();
      } else {
        expect(li).toHaveClass('chat-theirs');
        expect(li.querySelector('.chat-bubble-user')).toHaveTextContent(m.name);
        expect(li.querySelector('.chat-ticks')).toBeNull();
      }
    });
    // the player's own: the earlier one read (others have fetched since), the last one only delivered
    const mine = bubbles().filter((li) => li.classList.contains('chat-mine'));
    expect(mine.map((li) => li.querySelector('.chat-ticks')?.getAttribute('aria-label'))).toEqual(['Read', 'Read', 'Delivered']);
  });

  it('renders a message with markup as text, never as HTML', async () => {
    loginPlayer(t);
    await openRoom(CHARCHA);
    const text = "<script>alert('hi')</script> is just text here";
    const li = bubbles().find((b) => b.textContent?.includes('is just text here'));
    expect(li).toBeDefined();
    expect(within(li!).getByText(text)).toBeInTheDocument();
    expect(li!.querySelector('script')).toBeNull();
  });

  it("an admin-only group shows 'Only Admin can send messages.' and no composer", async () => {
    loginPlayer(t);
    await openRoom(UPDATES);
    expect(await screen.findByText('Only Admin can send messages.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('a group where members may post shows the composer', async () => {
    loginPlayer(t);
    await openRoom(CHARCHA);
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(screen.queryByText('Only Admin can send messages.')).not.toBeInTheDocument();
  });

  it('polls every second: an admin post appears without any action', async () => {
    loginPlayer(t);
    await openRoom(UPDATES);
    const before = pollCount();
    const r = postAsAdmin(t.sim, { groupId: UPDATES, text: 'Lucky jodi of the day: 42' });
    expect(r.ok).toBe(true);
    expect(await screen.findByText('Lucky jodi of the day: 42')).toBeInTheDocument();
    expect(pollCount()).toBeGreaterThan(before);
  });

  it('send: empty or blank text sends nothing (Send disabled, Enter ignored)', async () => {
    loginPlayer(t);
    const user = userEvent.setup({ delay: null });
    await openRoom(CHARCHA);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    await user.click(send);
    expect(sendCalls()).toHaveLength(0);
  });

  it('a sent message shows at once with status sent, then as stored (delivered) — once', async () => {
    const id = loginPlayer(t);
    t.sim.addFault({ path: 'group_initiate_chats', kind: 'latency', latencyMs: 300, times: 1 });
    const user = userEvent.setup({ delay: null });
    await openRoom(CHARCHA);
    const count = bubbles().length;
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, '  Aaj 42 pe lagaya  ');
    await user.keyboard('{Enter}');
    // at once: appended, one tick, the field cleared, Send locked while it goes
    const outgoing = document.querySelector('.chat-outgoing');
    expect(outgoing).not.toBeNull();
    expect(outgoing).toHaveTextContent('Aaj 42 pe lagaya');
    expect(outgoing!.querySelector('.chat-ticks')).toHaveAttribute('aria-label', 'Sent');
    expect(box).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    // stored: the group's own copy replaces it (delivered), never shown twice
    await waitFor(() => expect(document.querySelector('.chat-outgoing')).toBeNull());
    expect(bubbles()).toHaveLength(count + 1);
    const last = bubbles()[count]!;
    expect(last).toHaveClass('chat-mine');
    expect(last).toHaveTextContent('Aaj 42 pe lagaya');
    expect(last.querySelector('.chat-ticks')).toHaveAttribute('aria-label', 'Delivered');
    expect(sendCalls().map((c) => c.fields.body)).toEqual(['Aaj 42 pe lagaya']);
    expect(sendCalls()[0]!.fields.user_id).toBe(id);
    expect(screen.getAllByText('Aaj 42 pe lagaya')).toHaveLength(1);
  });

  it('a refused send alerts the server message, removes the message and gives the text back', async () => {
    loginPlayer(t);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    await openRoom(CHARCHA);
    const count = bubbles().length;
    // the admin closes the group to members after the room opened
    updateGroup(t.sim, CHARCHA, { membersMayPost: false });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'kya khelna hai?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Only Admin can send messages.'));
    expect(document.querySelector('.chat-outgoing')).toBeNull();
    expect(bubbles()).toHaveLength(count);
    expect(box).toHaveValue('kya khelna hai?');
  });

  it('a send lost on the network is alerted and the text kept', async () => {
    loginPlayer(t);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    t.sim.addFault({ path: 'group_initiate_chats', kind: 'status', status: 500, times: 1 });
    const user = userEvent.setup({ delay: null });
    await openRoom(CHARCHA);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert.mock.calls[0]![0]).not.toBe('');
    expect(box).toHaveValue('hello');
  });

  it('a group the player has not joined shows the server message in place (no alert every second)', async () => {
    loginPlayer(t);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAt('/chat/4');
    const note = await screen.findByText('You are not a member of this group');
    expect(note).toHaveAttribute('role', 'alert');
    expect(await screen.findByRole('heading', { level: 1, name: /Gali Ghaziabad Club/ })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('a failed poll keeps the messages shown and says why; the next poll clears it', async () => {
    loginPlayer(t);
    await openRoom(UPDATES);
    const count = bubbles().length;
    t.sim.addFault({ path: 'group_chats', kind: 'business', message: 'Server busy', times: 1 });
    expect(await screen.findByText('Server busy')).toBeInTheDocument();
    expect(bubbles()).toHaveLength(count);
    await waitFor(() => expect(screen.queryByText('Server busy')).not.toBeInTheDocument());
    expect(bubbles()).toHaveLength(count);
  });
});
