// @vitest-environment jsdom
/** The QA panel's entry: the simulator marker's button, the secret route, state across a reload, and the player screens following. */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAYER_MOBILES } from '../../fixtures';
import { resyncSimClock, startSimClockSync } from '../../src/app/simClockSync';
import { config } from '../../src/config';
import { QA_UI_KEY, readQaUi } from '../../src/qa/state';
import { clientClock } from '../../src/ui/clock';
import { setSimMarkerFaults } from '../../src/ui/SimMarker';
import { loggedInState } from '../render';
import { fixturePlayer, screenSimulator, TEST_NOW } from '../simulator';
import { noticeSeen, renderWithLauncher } from './helpers';

const t = screenSimulator();
const MOBILE = PLAYER_MOBILES[0];
const logged = () => loggedInState(fixturePlayer(t.sim, MOBILE).id, MOBILE);

beforeEach(() => sessionStorage.clear());

describe('QA launcher', () => {
  it('opens the panel from the marker\'s button, keeps it open on the same section across a reload, and closes', async () => {
    const user = userEvent.setup();
    renderWithLauncher();
    const fab = await screen.findByRole('button', { name: 'Open QA panel' });
    expect(fab).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: /QA panel/ })).toBeNull();
    await user.click(fab);
    const dialog = await screen.findByRole('dialog', { name: /QA panel/ });
    expect(fab).toHaveAttribute('aria-expanded', 'true');
    // the seven sections, as tabs
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((b) => b.textContent?.replace(/^\W+/, ''))).toEqual(['Session', 'Clock', 'SMS', 'Admin', 'Faults', 'Journal', 'Save']);
    await user.click(within(dialog).getByRole('tab', { name: /Journal/ }));
    expect(within(dialog).getByRole('tab', { name: /Journal/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel')).toContainElement(within(dialog).getByLabelText('Filter by path'));
    expect(JSON.parse(sessionStorage.getItem(QA_UI_KEY) ?? '{}')).toMatchObject({ open: true, section: 'journal' });
    // a reload: the panel comes back open on the journal
    cleanup();
    renderWithLauncher();
    const again = await screen.findByRole('dialog', { name: /QA panel/ });
    expect(within(again).getByRole('tab', { name: /Journal/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(again).getByRole('button', { name: 'Close QA panel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /QA panel/ })).toBeNull());
    expect(JSON.parse(sessionStorage.getItem(QA_UI_KEY) ?? '{}')).toMatchObject({ open: false });
  });

  it('opens on the secret route, above the support screen', async () => {
    renderWithLauncher({ path: `/ri${config.secretRoute}` });
    expect(await screen.findByRole('dialog', { name: /QA panel/ })).toBeInTheDocument();
    expect(await screen.findByText('App version')).toBeInTheDocument();
  });

  it('opens from the simulator marker at the top of the screen, on the Faults section while a fault is active', async () => {
    const user = userEvent.setup();
    renderWithLauncher();
    const open = await screen.findByRole('button', { name: 'Open QA panel' });
    // the button is the marker's: it is described by it and sits where it is (no floating tab over the screen)
    const marker = screen.getByTestId('sim-marker');
    expect(open).toHaveAttribute('aria-describedby', marker.id);
    expect(open).toHaveAccessibleDescription('simulator');
    expect(open).toHaveClass('qa-open');
    expect(screen.queryByTestId('qa-fab')).toBeNull();
    act(() => setSimMarkerFaults(['game_bet: HTTP 503 · 2 left']));
    expect(open).toHaveAccessibleDescription('simulator · 1 fault');
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: /QA panel/ });
    expect(within(dialog).getByRole('tab', { name: /Faults/ })).toHaveAttribute('aria-selected', 'true');
    act(() => setSimMarkerFaults([]));
  });

  it('forgets a place the old floating button was dragged to', () => {
    sessionStorage.setItem(QA_UI_KEY, JSON.stringify({ open: true, section: 'sms', top: 300 }));
    expect(readQaUi()).toEqual({ open: true, section: 'sms' });
  });

  it('an admin action refreshes the player screen on show: the dashboard wallet follows a wallet adjustment', async () => {
    const user = userEvent.setup();
    const uid = fixturePlayer(t.sim, MOBILE).id;
    const start = t.sim.balance(uid);
    noticeSeen(t.sim.now());
    renderWithLauncher({ preloadedState: logged() });
    expect(await screen.findByText(`₹${start.toLocaleString('en-IN')}`)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Open QA panel' }));
    const dialog = await screen.findByRole('dialog', { name: /QA panel/ });
    await user.click(within(dialog).getByRole('tab', { name: /Admin/ }));
    await user.click(within(dialog).getByText('Adjust a wallet'));
    const picker = () => within(dialog).getAllByLabelText('Player')[1] as HTMLElement;
    await waitFor(() => expect(within(picker()).getAllByRole('option').length).toBeGreaterThan(2));
    await user.selectOptions(picker(), uid);
    await user.type(within(dialog).getByLabelText('Amount in rupees (negative debits)'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust wallet' }));
    await waitFor(() => expect(t.sim.balance(uid)).toBe(start + 500));
    expect(await screen.findByText(`₹${(start + 500).toLocaleString('en-IN')}`)).toBeInTheDocument();
  });
});

describe('resyncSimClock', () => {
  it('reads the simulator clock at once, without waiting for the next poll', async () => {
    const stop = startSimClockSync({ apiHost: 'http://sim.test/', intervalMs: 60_000 });
    try {
      await waitFor(() => expect(clientClock.now()).toBe(TEST_NOW));
      t.sim.setClock({ advanceMs: 3_600_000 });
      expect(clientClock.now()).toBe(TEST_NOW); // the next poll is a minute away
      await act(() => resyncSimClock());
      expect(clientClock.now()).toBe(TEST_NOW + 3_600_000);
    } finally {
      stop();
    }
    // no sync running: nothing to do
    await expect(resyncSimClock()).resolves.toBeUndefined();
  });
});
