/**
 * Helpers for the bet-screen tests: the whole app against the msw/node simulator, with a router probe (location,
 * browser back) and an optional Profiler callback for the JODI cells.
 */
import { act, render, screen, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfilerOnRenderCallback } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { PLAYER_MOBILES } from '../../fixtures/factories';
import type { Sim } from '../../mock-server/core';
import { AMOUNT_HINT } from '../../domain/rules';
import type { TestSimulator } from '../../mock-server/transports/node';
import { AppRoutes } from '../../src/app/AppRoutes';
import { setupStore, type AppStore } from '../../src/app/store';
import { CellProfilerContext } from '../../src/features/betting/JodiGrid';

import { fixturePlayer, screenSimulator } from '../simulator';

/** At TEST_NOW (10 Jan 2026, 12:00 IST, frozen) market 3 (Shree Ganesh, 08:00–16:20) is open for bets. */
export { TEST_NOW } from '../simulator';
export const GAME_ID = '3';
export const GAME_NAME = 'Shree Ganesh';
export const PLAYER = PLAYER_MOBILES[0];

export function betSimulator(scenario?: string): TestSimulator {
  const t = screenSimulator(scenario ? { scenario } : {});
  afterEach(() => vi.restoreAllMocks());
  return t;
}

export function playerOf(sim: Sim) {
  return fixturePlayer(sim, PLAYER);
}

/** game_bet calls the simulator answered (a dropped connection is journalled with no HTTP status, and is not one). */
export function betCalls(sim: Sim) {
  return sim.journal.filter((j) => j.path.includes('Webservices/game_bet') && j.httpStatus !== 0);
}

export interface RenderedBet extends RenderResult {
  store: AppStore;
  user: ReturnType<typeof userEvent.setup>;
  location: () => string;
  back: () => void;
  /** history.go(delta) / a link push to `to`, as the router does it */
  go: (to: number | string) => void;
}

export interface RenderBetOptions {
  state?: unknown;
  profile?: ProfilerOnRenderCallback;
  /** a browser history to start in (entries and the current index) instead of `path` alone */
  history?: { entries: string[]; index: number };
}

/** The app at `path` for the logged-in fixture player. */
export function renderBet(sim: Sim, path: string, opts: RenderBetOptions = {}): RenderedBet {
  const u = playerOf(sim);
  const store = setupStore({ session: { userId: u.id, mobile: u.mobile } });
  const nav: { current: NavigateFunction | null } = { current: null };
  function Probe() {
    const l = useLocation();
    nav.current = useNavigate();
    return <output data-testid="location">{l.pathname}</output>;
  }
  const utils = render(
    <Provider store={store}>
      <CellProfilerContext.Provider value={opts.profile ?? null}>
        <MemoryRouter
          initialEntries={opts.history ? opts.history.entries : [{ pathname: path, state: opts.state }]}
          initialIndex={opts.history?.index}
        >
          <AppRoutes />
          <Probe />
        </MemoryRouter>
      </CellProfilerContext.Provider>
    </Provider>,
  );
  return {
    ...utils,
    store,
    user: userEvent.setup({ delay: null }),
    location: () => screen.getByTestId('location').textContent ?? '',
    back: () => act(() => void nav.current?.(-1)),
    go: (to) =>
      act(() => {
        if (typeof to === 'number') void nav.current?.(to);
        else void nav.current?.(to);
      }),
  };
}

/** Waits for game info: the game name in the header. */
export async function gameLoaded(name = GAME_NAME) {
  await screen.findByRole('heading', { level: 1, name });
}

/**
 * Puts the screen's clock ticks on fake timers at `now`. A screen loads on real timers (its queries and lazy code),
 * with only the date faked; then every clock hook reads the time again (a visibility change) and schedules its next
 * tick, at the clock's next second, on the fake timers.
 */
export function fakeTicksFrom(now: number) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], shouldClearNativeTimers: true });
  vi.setSystemTime(now);
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** renderBet, then waits for the game's name in the header. */
export async function openBet(sim: Sim, path: string, opts: RenderBetOptions = {}): Promise<RenderedBet> {
  const r = renderBet(sim, path, opts);
  await gameLoaded();
  return r;
}

/** Types a digit and an amount into the bet form and presses Add Bet. */
export async function addBet(user: RenderedBet['user'], digit: string, amount: string) {
  await user.type(screen.getByLabelText('Digit'), digit);
  await user.type(screen.getByLabelText('Amount'), amount);
  await user.click(screen.getByRole('button', { name: 'Add Bet' }));
}

/** Types '1.5' into Amount key by key: the field keeps '1' and shows the whole-rupee hint. Returns the field. */
export async function typeDecimalAmount(user: RenderedBet['user']): Promise<HTMLElement> {
  const amount = screen.getByLabelText('Amount');
  await user.type(amount, '1.5');
  expect(amount).toHaveValue('1');
  expect(screen.getByText(AMOUNT_HINT)).toBeInTheDocument();
  return amount;
}

/** The NUMBER column of the bet table (Crossing, Copy Paste), row by row. */
export const tableNumbers = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

export function mockAlert() {
  return vi.spyOn(window, 'alert').mockImplementation(() => {});
}

export const playButton = () => screen.getByRole('button', { name: /^(PLAY|Processing\.\.\.)$/ });
