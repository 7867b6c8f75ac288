// @vitest-environment jsdom
/**
 * A JODI bet whose outcome is unknown (the reply came after the client's timeout, the connection dropped, the reply
 * could not be read) is checked in the bid history before the player is invited to play again: placed → shown as
 * placed; not placed → said plainly.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { configureBaseQuery } from '../../src/api/baseQuery';
import { MESSAGES } from '../../src/api/normalize';
import { betCalls, betSimulator, GAME_ID, GAME_NAME, mockAlert, openBet, playButton, playerOf, TEST_NOW } from './betting-helpers';

const t = betSimulator();
/** The client gives up after 1.5 s here (20 s in the app); the late reply comes after 2.5 s. */
const CLIENT_TIMEOUT_MS = 1500;
const LATE_MS = 2500;
const cell = (name: string) => screen.getByLabelText(name);

beforeEach(() => {
  configureBaseQuery({ timeoutMs: CLIENT_TIMEOUT_MS });
  // the client's clock agrees with the simulator's (frozen at TEST_NOW): "placed after the PLAY tap" is comparable
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TEST_NOW);
});
afterEach(() => {
  vi.useRealTimers();
  configureBaseQuery({ timeoutMs: undefined });
});

const myBetsCalls = () => t.sim.journal.filter((j) => j.path.includes('Webservices/my_bets'));
const profileCalls = () => t.sim.journal.filter((j) => j.path.includes('Webservices/profile'));

async function playJodi37() {
  const r = await openBet(t.sim, `/play/${GAME_ID}`);
  await r.user.type(cell('Jodi 37'), '13');
  await r.user.type(cell('Ander 6'), '7');
  await r.user.click(playButton());
  expect(playButton()).toHaveTextContent('Processing...');
  return r;
}

describe('JODI with an unknown outcome', () => {
  it('the reply comes after the timeout but the bet went through: shown as placed (receipt, grid cleared), never "try again"', async () => {
    const alert = mockAlert();
    const u = playerOf(t.sim);
    const before = t.sim.balance(u.id);
    t.sim.addFault({ path: 'Webservices/game_bet', kind: 'latency', latencyMs: LATE_MS, times: 1 });
    const { location } = await playJodi37();

    expect(await screen.findByText('Your bet was placed.', { selector: '.toast span' })).toBeInTheDocument();
    expect(cell('Jodi 37')).toHaveValue('');
    const receipt = await screen.findByTestId('receipt');
    expect(location()).toBe('/receipt');
    expect(within(receipt).getByRole('heading', { name: GAME_NAME })).toBeInTheDocument();
    expect(within(receipt).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['37 = 13 rs', 'A6 = 7 rs']);

    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByText(MESSAGES.timeout)).not.toBeInTheDocument();
    expect(betCalls(t.sim)).toHaveLength(1);
    expect(t.sim.balance(u.id)).toBe(before - 20);
    expect(myBetsCalls().length).toBeGreaterThan(0);
    expect(profileCalls().length).toBeGreaterThan(0);
  });

  it.each([
    // the simulator journals the calls it answered (a dropped connection is not journaled)
    ['the server timed out', { kind: 'timeout', latencyMs: LATE_MS }, 1],
    ['the connection was lost', { kind: 'network' }, 0],
    ['the reply was an error page', { kind: 'html' }, 1],
  ] as const)('%s and the bet is not in the history: says plainly it was not placed; PLAY is back with the entries', async (_, fault, answered) => {
    const alert = mockAlert();
    const u = playerOf(t.sim);
    const before = t.sim.balance(u.id);
    t.sim.addFault({ path: 'Webservices/game_bet', ...fault, times: 1 });
    await playJodi37();

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Your bet was not placed. Please try again.'));
    expect(alert).toHaveBeenCalledTimes(1); // never the timeout / offline text that invites a blind retry
    await waitFor(() => expect(playButton()).toHaveTextContent('PLAY'));
    expect(playButton()).toBeEnabled();
    expect(cell('Jodi 37')).toHaveValue('13');
    expect(t.sim.balance(u.id)).toBe(before);
    expect(betCalls(t.sim)).toHaveLength(answered);
    expect(myBetsCalls().length).toBeGreaterThan(0);
  });

  it.each([
    ['an error page', { kind: 'html' }],
    ['the connection dropped before it ran', { kind: 'network' }],
  ] as const)('the same bet placed a minute earlier, then this one lost to %s: not placed — never the earlier bet taken for it', async (_, fault) => {
    const alert = mockAlert();
    const u = playerOf(t.sim);
    // the identical bet (Jodi 37 ₹13, Ander 6 ₹7) was placed and receipted a moment ago
    const earlier = t.sim.placeBet({ userId: u.id, marketId: GAME_ID, lines: [{ bet_numbers: '37', bet_money: 13, type: 1 }, { bet_numbers: '7', bet_money: 7, type: 2 }] });
    expect(earlier.ok).toBe(true);
    const before = t.sim.balance(u.id);
    t.sim.addFault({ path: 'Webservices/game_bet', ...fault, times: 1 });
    await playJodi37();

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Your bet was not placed. Please try again.'));
    expect(screen.queryByText('Your bet was placed.')).not.toBeInTheDocument();
    expect(screen.queryByTestId('receipt')).not.toBeInTheDocument();
    await waitFor(() => expect(playButton()).toHaveTextContent('PLAY'));
    expect(cell('Jodi 37')).toHaveValue('13');
    expect(t.sim.balance(u.id)).toBe(before);
  });

  it('the bid history cannot be read either: PLAY stays locked with the way to the bid history', async () => {
    const alert = mockAlert();
    t.sim.addFault({ path: 'Webservices/game_bet', kind: 'network', times: 1 });
    t.sim.addFault({ path: 'Webservices/my_bets', kind: 'network' });
    await playJodi37();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('We could not confirm your bet. Check Bid History before you play again.'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(playButton()).toHaveTextContent('Processing...');
    expect(playButton()).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Check Bid History' })).toHaveAttribute('href', '/history/market');
    expect(cell('Jodi 37')).toHaveValue('13');
  });
});
