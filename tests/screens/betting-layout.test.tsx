// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProfilerOnRenderCallback } from 'react';
import { betSimulator, fakeTicksFrom, GAME_ID, gameLoaded, openBet, renderBet, TEST_NOW } from './betting-helpers';

const t = betSimulator();
const cell = (name: string) => screen.getByLabelText(name);

/** Collects the ids of the JODI cells that re-render (Profiler per cell, mount excluded). */
function cellRenders() {
  const ids: string[] = [];
  const profile: ProfilerOnRenderCallback = (id, phase) => {
    if (phase !== 'mount') ids.push(id);
  };
  return { ids, profile };
}

describe('bet screen layout', () => {
  it('shows the Loading.. overlay, then the game name, both countdowns and the tabs', async () => {
    renderBet(t.sim, `/play/${GAME_ID}`);
    expect(await screen.findByRole('progressbar', { name: 'Loading..' })).toBeInTheDocument();
    await gameLoaded();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Game Last Time' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Moti Jodi Last Time' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/playground');
    const tabs = within(screen.getByRole('navigation', { name: 'Bet type' }));
    expect(tabs.getByRole('link', { name: 'JODI' })).toHaveAttribute('href', `/play/${GAME_ID}`);
    expect(tabs.getByRole('link', { name: 'JODI' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'CROSSING' })).toHaveAttribute('href', `/crossing/${GAME_ID}`);
    expect(tabs.getByRole('link', { name: 'COPY PASTE' })).toHaveAttribute('href', `/copypaste/${GAME_ID}`);
    expect(document.querySelectorAll('input.jodi-input')).toHaveLength(120);
    expect(cell('Jodi 00')).toHaveAttribute('inputmode', 'numeric');
    for (const name of ['Jodi 99', 'Ander 0', 'Ander 9', 'Bahar 0', 'Bahar 9']) expect(cell(name)).toBeInTheDocument();
  });

  it('a game that cannot be loaded shows the message and a way back', async () => {
    renderBet(t.sim, '/crossing/999');
    expect(await screen.findByText('Game not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to games' })).toHaveAttribute('href', '/playground');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PLAY' })).not.toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Game Last Time' })).toHaveTextContent('00:00:00');
  });

  it('browser back is trapped: it replaces the location with / (→ /dashboard for a player)', async () => {
    const { back, location } = await openBet(t.sim, `/copypaste/${GAME_ID}`);
    back();
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('one guard entry per visit: tab switches add no history, and one more back after the trap leaves the bet screens', async () => {
    const { user, go, back, location } = renderBet(t.sim, '/playground');
    await screen.findByRole('heading', { level: 1 });
    go(`/play/${GAME_ID}`);
    await gameLoaded();
    await user.click(screen.getByRole('link', { name: 'CROSSING' }));
    await waitFor(() => expect(location()).toBe(`/crossing/${GAME_ID}`));
    await screen.findByRole('button', { name: 'Add Bet' });
    const el = document.querySelector('.bet-screen')!; // a swipe left, like the tab link, replaces the entry
    fireEvent.touchStart(el, { touches: [{ clientX: 200, clientY: 300 }] });
    fireEvent.touchEnd(el, { changedTouches: [{ clientX: 110, clientY: 300 }] });
    await waitFor(() => expect(location()).toBe(`/copypaste/${GAME_ID}`));
    await screen.findByRole('button', { name: 'Paste chat text' });
    await user.click(screen.getByRole('link', { name: 'JODI' }));
    await waitFor(() => expect(location()).toBe(`/play/${GAME_ID}`));
    await gameLoaded();
    back();
    await waitFor(() => expect(location()).toBe('/dashboard'));
    back();
    await waitFor(() => expect(location()).toBe('/playground'));
  });

  it('arriving by back or forward at an existing bet-screen entry never cuts off the forward history', async () => {
    const { go, location } = await openBet(t.sim, '', { history: { entries: ['/playground', `/play/${GAME_ID}`, '/mine'], index: 1 } });
    go(1);
    await waitFor(() => expect(location()).toBe('/mine'));
  });

  it('a jump back past the guard entry is trapped too, and the forward history stays', async () => {
    const { go, location } = renderBet(t.sim, '/playground');
    await screen.findByRole('heading', { level: 1 });
    go(`/play/${GAME_ID}`);
    await gameLoaded();
    go('/mine');
    await waitFor(() => expect(location()).toBe('/mine'));
    go(-2); // straight to the visit's first entry, below its guard
    await waitFor(() => expect(location()).toBe('/dashboard'));
    go(1);
    await waitFor(() => expect(location()).toBe(`/play/${GAME_ID}`));
    go(1);
    await waitFor(() => expect(location()).toBe('/mine'));
  });

  it('swipe left goes JODI → CROSSING → COPY PASTE, swipe right goes back; short or vertical drags do nothing', async () => {
    const { location } = await openBet(t.sim, `/play/${GAME_ID}`);
    const swipe = (dx: number, dy = 0) => {
      const el = document.querySelector('.bet-screen')!;
      fireEvent.touchStart(el, { touches: [{ clientX: 200, clientY: 300 }] });
      fireEvent.touchEnd(el, { changedTouches: [{ clientX: 200 + dx, clientY: 300 + dy }] });
    };
    swipe(-40);
    swipe(-80, 120);
    expect(location()).toBe(`/play/${GAME_ID}`);
    swipe(80); // right on the first tab: nothing before it
    expect(location()).toBe(`/play/${GAME_ID}`);
    swipe(-80);
    await waitFor(() => expect(location()).toBe(`/crossing/${GAME_ID}`));
    await screen.findByRole('button', { name: 'Add Bet' });
    swipe(-90, 20);
    await waitFor(() => expect(location()).toBe(`/copypaste/${GAME_ID}`));
    swipe(-90); // left on the last tab: nothing after it
    expect(location()).toBe(`/copypaste/${GAME_ID}`);
    swipe(100);
    await waitFor(() => expect(location()).toBe(`/crossing/${GAME_ID}`));
    swipe(100);
    await waitFor(() => expect(location()).toBe(`/play/${GAME_ID}`));
  });
});

describe('rendering cost (React Profiler)', () => {
  it('a keystroke in one JODI cell re-renders that cell only (not the other 119)', async () => {
    const { ids, profile } = cellRenders();
    const { user } = await openBet(t.sim, `/play/${GAME_ID}`, { profile });
    ids.length = 0;
    await user.type(cell('Jodi 07'), '5');
    expect(ids).toEqual(['Jodi 07']);
    ids.length = 0;
    await user.type(cell('Ander 3'), '25');
    await user.type(cell('Bahar 9'), '1');
    expect(ids).toEqual(['Ander 3', 'Ander 3', 'Bahar 9']);
    expect(screen.getByTestId('bet-total')).toHaveTextContent('₹31');
  });

  it('a countdown tick re-renders the countdowns only: no JODI cell renders', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TEST_NOW); // 12:00 IST: Shree Ganesh closes 16:20, result 16:30
    try {
      const { ids, profile } = cellRenders();
      renderBet(t.sim, `/play/${GAME_ID}`, { profile });
      await gameLoaded();
      const gameLast = screen.getByRole('timer', { name: 'Game Last Time' });
      expect(gameLast).toHaveTextContent('4:20:0');
      expect(screen.getByRole('timer', { name: 'Moti Jodi Last Time' })).toHaveTextContent('4:30:0');
      fakeTicksFrom(TEST_NOW);
      ids.length = 0;
      // 3 s and 1 ms on: 4:19:56.999 left, shown floored
      act(() => vi.advanceTimersByTime(3001));
      expect(gameLast).toHaveTextContent('4:19:56');
      expect(screen.getByRole('timer', { name: 'Moti Jodi Last Time' })).toHaveTextContent('4:29:56');
      expect(ids).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
