// @vitest-environment jsdom
/**
 * The bet screen's countdowns run on the client clock (src/ui/clock.ts), which follows the simulator's clock: in
 * simulator mode by polling GET /__sim/clock every second (src/app/simClockSync.ts, started by main.tsx), and in any
 * mode from each reply's Date header. QA moving the simulator's clock past a market's close shows on the countdown
 * the way the market list's TIME OUT shows it.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { clientClock } from '../../src/ui/clock';
import { betSimulator, GAME_ID, gameLoaded, mockAlert, openBet, playButton, renderBet, TEST_NOW } from './betting-helpers';
import { heldClockSync } from './screen-helpers';

const t = betSimulator();

/** From TEST_NOW (12:00 IST) to one second after Shree Ganesh closes (16:20 IST). */
const PAST_CLOSE_MS = (4 * 60 + 20) * 60_000 + 1000;
const gameLast = () => screen.getByRole('timer', { name: 'Game Last Time' });
const motiJodiLast = () => screen.getByRole('timer', { name: 'Moti Jodi Last Time' });

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
    const sync = heldClockSync();
    stop = sync.stop;
    await sync.poll();
    const { user, go } = await openBet(t.sim, `/play/${GAME_ID}`);
    await waitFor(() => expect(gameLast()).toHaveTextContent('4:20:0'));
    expect(motiJodiLast()).toHaveTextContent('4:30:0');
    expect(clientClock.frozen()).toBe(true);
    vi.setSystemTime(Date.now() + 10 * 60_000); // ten minutes pass on the phone; the simulator's clock is frozen,
    await sync.poll(); // so is the countdown, read again after a poll and on the tab shown again
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(gameLast()).toHaveTextContent('4:20:0');

    t.sim.setClock({ advanceMs: PAST_CLOSE_MS }); // QA: 16:20:01 IST
    await sync.poll(); // the first poll after the move (SIM_CLOCK_POLL_MS = 1 s) is enough
    await waitFor(() => expect(gameLast()).toHaveTextContent('00:00:00'));
    expect(motiJodiLast()).toHaveTextContent('0:9:59');

    // what the simulator says of a bet now agrees with the countdown
    const alert = mockAlert();
    await user.type(screen.getByLabelText('Jodi 07'), '10');
    await user.click(playButton());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Betting is closed for Shree Ganesh'));

    // and the market list says TIME OUT for the same market at the same time
    go('/dashboard');
    const running = await screen.findByRole('region', { name: 'Running markets' });
    const ganesh = within(running).getByRole('article', { name: 'SHREE GANESH' });
    expect(within(ganesh).getByText('TIME OUT')).toBeInTheDocument();
    expect(within(ganesh).queryByRole('link', { name: 'PLAY' })).not.toBeInTheDocument();
  });

  it('simulator mode: the clock set back before the close counts down again', async () => {
    t.sim.setClock({ advanceMs: PAST_CLOSE_MS });
    const sync = heldClockSync();
    stop = sync.stop;
    await sync.poll();
    renderBet(t.sim, `/play/${GAME_ID}`);
    await gameLoaded();
    await waitFor(() => expect(gameLast()).toHaveTextContent('00:00:00'));
    t.sim.setClock({ now: TEST_NOW + 60 * 60_000, frozen: false }); // 13:00 IST, running
    await sync.poll();
    await waitFor(() => expect(gameLast()).toHaveTextContent(/^Game Last Time3:(20:0|19:5\d)$/));
    // running: the countdown goes on from there (the phone's clock moved on a minute)
    vi.setSystemTime(Date.now() + 60_000);
    await waitFor(() => expect(gameLast()).toHaveTextContent(/^Game Last Time3:1[89]:\d\d$/));
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
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Betting is closed for Shree Ganesh'));
    expect(gameLast()).toHaveTextContent('00:00:00');
  });
});
