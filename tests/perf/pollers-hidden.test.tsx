// @vitest-environment jsdom
/**
 * Nothing polls while the tab is hidden (issue 26 §4, decision 096): the chat room's group_chats (every second while
 * shown, spec §9), the chat list's chatlist (every 10 s) and the dashboard's game_list (every 60 s) stop when
 * `document.visibilityState` turns 'hidden', ask once at once when the tab is shown again, then poll on as before.
 * A countdown's 1 s tick stops too and reads the time again when shown. Fake timers; the calls are counted as they
 * reach the simulator (msw's request:start).
 */
import { act, render, screen } from '@testing-library/react';
import { PLAYER_MOBILES } from '../../fixtures';
import { renderApp, loggedInState } from '../render';
import { fixturePlayer, screenSimulator } from '../simulator';
import { useClockNow } from '../../src/ui/useNow';
import { createClientClock } from '../../src/ui/clock';

const t = screenSimulator();

const calls = new Map<string, number>();
t.server.events.on('request:start', ({ request }) => {
  const name = new URL(request.url).pathname.split('/').pop() ?? '';
  calls.set(name, (calls.get(name) ?? 0) + 1);
});
const count = (name: string) => calls.get(name) ?? 0;

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Lets `ms` of fake time pass in small steps, the replies' promises settling in between. */
async function pass(ms: number, step = 100) {
  for (let left = ms; left > 0; left -= step) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(step, left));
    });
  }
}

/** the real setTimeout (fake timers are on in every test): lazy screens load on real time */
const realSetTimeout = globalThis.setTimeout;

/** waits until `check` holds; no deadline of its own (the test's timeout is the guard, decision 110) */
async function until(check: () => boolean) {
  while (!check()) {
    await act(() => new Promise<void>((r) => realSetTimeout(r, 20)));
    await pass(50, 50);
  }
}

beforeEach(() => {
  calls.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
});

const player = () => {
  const u = fixturePlayer(t.sim, PLAYER_MOBILES[0]);
  return loggedInState(u.id, u.mobile);
};

describe('pollers while the tab is hidden', () => {
  it('the chat room polls every second while shown, never while hidden, and at once when shown again', async () => {
    renderApp({ path: '/chat/2', preloadedState: player() });
    await until(() => screen.queryByRole('heading', { level: 1, name: /Jodi Charcha/ }) !== null && count('group_chats') >= 1);
    await pass(2000);
    const shown = count('group_chats');
    await pass(5000);
    expect(count('group_chats') - shown).toBeGreaterThanOrEqual(4);
    expect(count('group_chats') - shown).toBeLessThanOrEqual(6);

    setHidden(true);
    await pass(1000); // a poll already on its way lands
    const hidden = count('group_chats');
    await pass(60_000, 1000);
    expect(count('group_chats')).toBe(hidden);

    setHidden(false);
    await pass(100);
    expect(count('group_chats')).toBe(hidden + 1); // at once
    await pass(3000);
    expect(count('group_chats')).toBeGreaterThanOrEqual(hidden + 3); // and every second again
  });

  it('no call at all leaves the chat room, the chat list or the dashboard in a hidden minute', async () => {
    for (const [path, first] of [['/chat/2', 'group_chats'], ['/chat', 'chatlist'], ['/dashboard', 'game_list']] as const) {
      const r = renderApp({ path, preloadedState: player() });
      await until(() => count(first) >= 1);
      await pass(5000);
      setHidden(true);
      await pass(1000);
      const before = [...calls.values()].reduce((a, b) => a + b, 0);
      await pass(60_000, 1000);
      expect({ path, calls: [...calls.values()].reduce((a, b) => a + b, 0) - before }).toEqual({ path, calls: 0 });
      setHidden(false);
      r.unmount();
    }
  });

  it('the chat list refreshes every 10 s while shown, not while hidden, and at once when shown again', async () => {
    renderApp({ path: '/chat', preloadedState: player() });
    await until(() => count('chatlist') >= 1);
    await pass(1000);
    const first = count('chatlist');
    await pass(20_000, 500);
    expect(count('chatlist') - first).toBe(2);
    setHidden(true);
    await pass(60_000, 1000);
    expect(count('chatlist') - first).toBe(2);
    setHidden(false);
    await pass(100);
    expect(count('chatlist') - first).toBe(3);
  });
});

describe('the 1 s clock tick while the tab is hidden', () => {
  it('stops, and reads the time again when the tab is shown', async () => {
    let device = 1_000_000;
    const clock = createClientClock(() => device);
    let renders = 0;
    function Now() {
      renders++;
      return <p>{useClockNow(1000, { clock })}</p>;
    }
    render(<Now />);
    const start = renders;
    // a tick falls 1 ms past each second of the clock
    for (let i = 0; i < 3; i++) {
      device += 1000;
      await pass(1001, 1001);
    }
    expect(renders - start).toBe(3);
    setHidden(true);
    const hidden = renders;
    device += 60_000;
    await pass(60_000, 1000);
    expect(renders).toBe(hidden);
    setHidden(false);
    expect(screen.getByText(String(device))).toBeInTheDocument();
    device += 1000;
    await pass(1001);
    expect(screen.getByText(String(device))).toBeInTheDocument();
  });
});
