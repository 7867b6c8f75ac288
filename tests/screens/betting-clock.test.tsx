// @vitest-environment jsdom
/**
 * The bet screen's countdowns run on the client clock (src/ui/clock.ts), which follows the simulator's clock: in
 * simulator mode by polling GET /__sim/clock every second (src/app/simClockSync.ts, started by main.tsx), and in any
 * mode from each reply's Date header. QA moving the simulator's clock past a market's close shows on the countdown
 * the way the market list's TIME OUT shows it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { startSimClockSync } from '../../src/app/simClockSync';
import { clientClock } from '../../src/ui/clock';
import { betSimulator, GAME_ID, gameLoaded, mockAlert, openBet, playButton, renderBet, SUBMIT_WAIT, TEST_NOW } from './betting-helpers';

const t = betSimulator();

/** From TEST_NOW (12:00 IST) to one second after Shree Ganesh closes (16:20 IST). */
const PAST_CLOSE_MS = (4 * 60 + 20) * 60_000 + 1000;
const gameLast = () => screen.getByRole('timer', { name: 'Game Last Time' });
const motiJodiLast = () => screen.getByRole('timer', { name: 'Moti Jodi Last Time' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the bet screen countdown follows the simulator clock', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true }));
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
  });

  it('simulator mode: frozen it stands still; moved past the close it reaches 00:00:00 within a second, like TIME OUT on the market list', async () => {
    vi.setSystemTime(TEST_NOW + 5 * 86_400_000); // the phone's clock is days off: it plays no part
    stop = startSimClockSync();
    const { user, go } = await openBet(t.sim, `/play/${GAME_ID}`);
    await waitFor(() => expect(gameLast()).toHaveTextContent('4:20:0'));
    expect(motiJodiLast()).toHaveTextContent('4:30:0');
    expect(clientClock.frozen()).toBe(true);
    await sleep(1300); // the simulator's clock is frozen, so is the countdown
    expect(gameLast()).toHaveTextContent('4:20:0');

    t.sim.setClock({ advanceMs: PAST_CLOSE_MS }); // QA: 16:20:01 IST
    const moved = performance.now();
    await waitFor(() => expect(gameLast()).toHaveTextContent('00:00:00'), { timeout: 1500, interval: 20 });
    expect(performance.now() - moved).toBeLessThan(1300);
    expect(motiJodiLast()).toHaveTextContent('0:9:59');

    // what the simulator says of a bet now agrees with the countdown
    const alert = mockAlert();
    await user.type(screen.getByLabelText('Jodi 07'), '10');
    await user.click(playButton());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Betting is closed for Shree Ganesh'), SUBMIT_WAIT);

    // and the market list says TIME OUT for the same market at the same time
    go('/dashboard');
    const running = await screen.findByRole('region', { name: 'Running markets' }, { timeout: 3000 });
    const ganesh = within(running).getByRole('article', { name: 'SHREE GANESH' });
    expect(within(ganesh).getByText('TIME OUT')).toBeInTheDocument();
    expect(within(ganesh).queryByRole('link', { name: 'PLAY' })).not.toBeInTheDocument();
  });

  it('simulator mode: the clock set back before the close counts down again', async () => {
    t.sim.setClock({ advanceMs: PAST_CLOSE_MS });
    stop = startSimClockSync();
    renderBet(t.sim, `/play/${GAME_ID}`);
    await gameLoaded();
    await waitFor(() => expect(gameLast()).toHaveTextContent('00:00:00'));
    t.sim.setClock({ now: TEST_NOW + 60 * 60_000, frozen: false }); // 13:00 IST, running
    await waitFor(() => expect(gameLast()).toHaveTextContent(/^Game Last Time3:(20:0|19:5\d)$/), { timeout: 1500 });
    await waitFor(() => expect(gameLast()).toHaveTextContent(/^Game Last Time3:19:5\d$/), { timeout: 2500 });
  });

  it('without the poll (a production build against npm run sim): the next reply’s Date header moves the countdown', async () => {
    vi.setSystemTime(TEST_NOW - 3 * 86_400_000);
    const { user } = await openBet(t.sim, `/play/${GAME_ID}`);
    // the game info reply dated 12:00 IST: the countdown counts from there, not from the phone's clock
    expect(gameLast()).toHaveTextContent(/^Game Last Time4:(20:0|19:5\d)$/);
    t.sim.setClock({ advanceMs: PAST_CLOSE_MS });
    const alert = mockAlert();
    await user.type(screen.getByLabelText('Jodi 07'), '10');
    await user.click(playButton());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Betting is closed for Shree Ganesh'), SUBMIT_WAIT);
    expect(gameLast()).toHaveTextContent('00:00:00');
  });
});
