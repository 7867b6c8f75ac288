// @vitest-environment jsdom
/**
 * Render counts of the chat room (issue: quality gates §4), measured with React's <Profiler>:
 * - a poll whose reply is unchanged commits nothing, anywhere in the app;
 * - a poll with one new message commits once, rendering only the list container and that new bubble;
 * - a poll where one message's ticks change renders only the list and that bubble.
 * The room polls group_chats every second for real (no fake timers): each step waits for the polls' replies to be in
 * the store (their fulfilled time stamps) before counting.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { PLAYER_MOBILES } from '../../fixtures';
import { adminSeen, postAsAdmin } from '../../mock-server/core/domains/chat';
import { chatApi } from '../../src/api/chat';
import { AppRoutes } from '../../src/app/AppRoutes';
import { setupStore, type AppStore } from '../../src/app/store';
import { ChatProfilerContext } from '../../src/features/chat/profiling';
import { screenSimulator } from '../simulator';

const t = screenSimulator();
/** default world: group 2, Jodi Charcha, where members may post (the composer shows too) */
const GROUP = '2';

type Commit = [id: string, phase: string];

function renderRoom() {
  const u = t.sim.userByMobile(PLAYER_MOBILES[0])!;
  const store = setupStore({ session: { userId: u.id, mobile: u.mobile } });
  const commits: Commit[] = [];
  const onRender: ProfilerOnRenderCallback = (id, phase) => void commits.push([id, phase]);
  render(
    <Provider store={store}>
      <ChatProfilerContext.Provider value={onRender}>
        <MemoryRouter initialEntries={[`/chat/${GROUP}`]}>
          <Profiler id="app" onRender={onRender}>
            <AppRoutes />
          </Profiler>
        </MemoryRouter>
      </ChatProfilerContext.Provider>
    </Provider>,
  );
  return { store, commits };
}

const stamp = (store: AppStore) => chatApi.endpoints.groupChats.select({ groupId: GROUP })(store.getState()).fulfilledTimeStamp;

/** Waits until `n` more polls have been answered and stored, then lets React finish whatever they caused. */
async function polls(store: AppStore, n: number) {
  for (let i = 0; i < n; i++) {
    const before = stamp(store);
    await waitFor(() => expect(stamp(store)).not.toBe(before));
  }
  await act(async () => {});
}

async function settled() {
  const r = renderRoom();
  await screen.findByRole('heading', { level: 1, name: /Jodi Charcha/ });
  await screen.findByRole('textbox', { name: 'Message' });
  await polls(r.store, 2);
  r.commits.length = 0;
  return r;
}

describe('chat room render counts', () => {
  it('an unchanged poll commits nothing', async () => {
    const { store, commits } = await settled();
    await polls(store, 3);
    expect(commits).toEqual([]);
  });

  it('a poll with one new message commits once: the list container and that bubble only', async () => {
    // an admin post also means the admin has seen the player's messages (they turn read): have that happen first
    adminSeen(t.sim, GROUP);
    const { store, commits } = await settled();
    const r = postAsAdmin(t.sim, { groupId: GROUP, text: 'Jodi 27 played a lot today.' });
    if (!r.ok) throw new Error(r.error);
    await screen.findByText('Jodi 27 played a lot today.');
    await polls(store, 2); // and the polls after it change nothing
    expect(commits).toEqual([
      [`chat-bubble-${r.message.id}`, 'mount'],
      ['chat-messages', 'update'],
      ['app', 'update'],
    ]);
  });

  it('a poll where one message turns read renders the list and that bubble only', async () => {
    const { store, commits } = await settled();
    const mine = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem').filter((li) => li.classList.contains('chat-mine'));
    const last = mine[mine.length - 1]!;
    expect(last.querySelector('.chat-ticks')).toHaveAttribute('aria-label', 'Delivered');
    adminSeen(t.sim, GROUP);
    await waitFor(() => expect(last.querySelector('.chat-ticks')).toHaveAttribute('aria-label', 'Read'));
    await polls(store, 1);
    expect(commits).toEqual([
      [`chat-bubble-${last.getAttribute('data-message-id')}`, 'update'],
      ['chat-messages', 'update'],
      ['app', 'update'],
    ]);
  });
});
