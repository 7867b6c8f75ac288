// @vitest-environment jsdom
/** The QA panel's sections against the test simulator: each action reaches the simulator and the player screens. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAYER_MOBILES } from '../../fixtures';
import { startSimClockSync } from '../../src/app/simClockSync';
import { clientClock } from '../../src/ui/clock';
import { loggedInState } from '../render';
import { fixturePlayer, screenSimulator, TEST_NOW } from '../simulator';
import { noticeSeen, renderPanel } from './helpers';

const t = screenSimulator();
const MOBILE = PLAYER_MOBILES[0];
const player = () => fixturePlayer(t.sim, MOBILE);
const logged = () => loggedInState(player().id, MOBILE);

describe('QA panel: clock', () => {
  it('shows the simulated time live and moves it: freeze / resume, +1 min, +1 h, +1 day, jump to a close', async () => {
    const stop = startSimClockSync({ apiHost: 'http://sim.test/' });
    try {
      const user = userEvent.setup();
      renderPanel('clock');
      await waitFor(() => expect(clientClock.now()).toBe(TEST_NOW));
      expect(screen.getByTestId('qa-clock-now')).toHaveTextContent('Sat 10 Jan 2026, 12:00:00');
      expect(screen.getByText('frozen · IST')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '+1 min: advance the clock 1 minute' }));
      await waitFor(() => expect(screen.getByTestId('qa-clock-now')).toHaveTextContent('12:01:00'));
      expect(t.sim.now()).toBe(TEST_NOW + 60_000);
      expect(clientClock.now()).toBe(TEST_NOW + 60_000); // resynced at once, not at the next poll
      await user.click(screen.getByRole('button', { name: '+1 h: advance the clock 1 hour' }));
      await waitFor(() => expect(t.sim.now()).toBe(TEST_NOW + 61 * 60_000));
      await user.click(screen.getByRole('button', { name: '+1 day: advance the clock 1 day' }));
      await waitFor(() => expect(screen.getByTestId('qa-clock-now')).toHaveTextContent('Sun 11 Jan 2026, 13:01:00'));
      expect(screen.getByRole('status')).toHaveTextContent('Clock frozen at 2026-01-11 13:01:00 IST');
      // jump to a market's close
      const market = await screen.findByLabelText('Market');
      const delhi = t.sim.markets().find((m) => m.def.name === 'Delhi Bazar');
      await user.selectOptions(market, delhi?.def.id as string);
      const jump = screen.getByRole('button', { name: /^Jump to close/ });
      await user.click(jump);
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Delhi Bazar closes now/));
      expect(t.sim.markets().find((m) => m.def.id === delhi?.def.id)?.phase).not.toBe('open');
      await user.click(screen.getByRole('button', { name: 'Resume' }));
      await waitFor(() => expect(t.sim.clock.view().frozen).toBe(false));
      await waitFor(() => expect(screen.getByText('running · IST')).toBeInTheDocument());
    } finally {
      stop();
    }
  });
});

describe('QA panel: SMS inbox', () => {
  it('lists the OTPs newest first and copies a code on a tap', async () => {
    t.sim.sendOtp(MOBILE);
    t.sim.sendOtp(PLAYER_MOBILES[1] as string, 'register');
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderPanel('sms');
    const list = await screen.findByRole('list', { name: 'OTPs, newest first' });
    const items = await within(list).findAllByRole('button');
    const codes = t.sim.inbox().map((o) => o.code);
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAccessibleName(`Copy OTP ${codes[0]} sent to ${PLAYER_MOBILES[1]} for register`);
    await user.click(items[1] as HTMLElement);
    expect(writeText).toHaveBeenCalledWith(codes[1]);
    // the status follows the clipboard's promise: on a loaded machine a moment after the tap
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Copied ${codes[1]} (${MOBILE})`));
    // filtered by mobile
    await user.type(screen.getByLabelText('Mobile (empty: every number)'), MOBILE);
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
  });
});

describe('QA panel: admin actions', () => {
  it('declares a result and the player is paid: the wallet on the player screen follows', async () => {
    const user = userEvent.setup();
    const open = t.sim.markets().find((m) => m.phase === 'open');
    if (!open) throw new Error('no open market');
    const placed = t.sim.placeBet({ userId: player().id, marketId: open.def.id, lines: [{ bet_numbers: '42', bet_money: 10, type: 1 }] });
    expect(placed.ok).toBe(true);
    const before = t.sim.balance(player().id);
    renderPanel('admin', { path: '/mine', preloadedState: logged() });
    const declare = await screen.findByRole('button', { name: 'Declare result' });
    await waitFor(() => expect(within(screen.getAllByLabelText('Market')[0] as HTMLElement).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(screen.getAllByLabelText('Market')[0] as HTMLElement, open.def.id);
    await user.type(screen.getByLabelText('Result number (00–99)'), '42');
    await user.click(declare);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${open.def.name}: result 42 declared, bets settled`));
    expect(t.sim.balance(player().id)).toBe(before + 980);
  });

  it('refuses a result that is not 00–99 and a wallet amount with decimals, with a message and no call', async () => {
    const user = userEvent.setup();
    renderPanel('admin');
    await screen.findByRole('button', { name: 'Declare result' });
    await user.type(screen.getByLabelText('Result number (00–99)'), '4a');
    await user.click(screen.getByRole('button', { name: 'Declare result' }));
    expect(screen.getByRole('status')).toHaveTextContent('The result is a number 00–99');
    await user.click(screen.getByText('Adjust a wallet'));
    await waitFor(() => expect(screen.getAllByLabelText('Player').length).toBeGreaterThan(0));
    const before = t.sim.balance(player().id);
    await user.type(screen.getByLabelText('Amount in rupees (negative debits)'), '10.5');
    await user.click(screen.getByRole('button', { name: 'Adjust wallet' }));
    expect(screen.getByRole('status')).toHaveTextContent('Whole rupees only (no decimals)');
    expect(t.sim.balance(player().id)).toBe(before);
  });

  it('adjusts a wallet, approves a withdrawal, posts as admin, flips the group flag and changes bank details', async () => {
    const user = userEvent.setup();
    const uid = player().id;
    // /mine: no notice dialog behind the panel to take the focus (jsdom has no modal dialog to keep it inside)
    renderPanel('admin', { path: '/mine', preloadedState: logged() });
    // adjust
    await user.click(screen.getByText('Adjust a wallet'));
    const adjust = await screen.findByRole('button', { name: 'Adjust wallet' });
    const picker = () => screen.getAllByLabelText('Player');
    await waitFor(() => expect(within(picker()[1] as HTMLElement).getAllByRole('option').length).toBeGreaterThan(2));
    await user.selectOptions(picker()[1] as HTMLElement, uid);
    const before = t.sim.balance(uid);
    await user.type(screen.getByLabelText('Amount in rupees (negative debits)'), '-200');
    await user.click(adjust);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Debited ₹200 from ${MOBILE}`));
    expect(t.sim.balance(uid)).toBe(before - 200);
    // withdrawals: the fixture player has one pending
    await user.click(screen.getByText('Withdrawals'));
    const pending = t.sim.state.withdrawals.list.find((w) => w.status === 'pending');
    if (!pending) throw new Error('no pending withdrawal in the fixture world');
    await user.click(await screen.findByRole('button', { name: `Approve withdrawal ${pending.id} of ₹${pending.amount}` }));
    await waitFor(() => expect(t.sim.state.withdrawals.list.find((w) => w.id === pending.id)?.status).toBe('approved'));
    expect(screen.getByRole('status')).toHaveTextContent(`Withdrawal ${pending.id} approved (paid out)`);
    // group admin post and flag
    await user.click(screen.getByText('Chat groups'));
    const group = await screen.findByLabelText('Group');
    await waitFor(() => expect(within(group).getAllByRole('option').length).toBeGreaterThan(0));
    const gid = (group as HTMLSelectElement).value;
    await user.type(screen.getByLabelText('Message from the group admin'), 'Result at 5 pm sharp');
    await user.click(screen.getByRole('button', { name: 'Post as admin' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Posted in .* as the admin/));
    const groups = (await (await fetch('http://sim.test/__sim/groups')).json()) as Array<{ id: string; messages: boolean; lastMessage: { text: string } }>;
    const g = groups.find((x) => x.id === gid);
    expect(g?.lastMessage.text).toBe('Result at 5 pm sharp');
    const flag = screen.getByRole('switch', { name: 'Members may post' });
    const was = (flag as HTMLInputElement).checked;
    await user.click(flag);
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Members may post' }) as HTMLInputElement).checked).toBe(!was));
    // bank details
    await user.click(screen.getByText('Bank details'));
    await user.selectOptions(picker()[0] as HTMLElement, uid);
    await user.type(screen.getByLabelText('IFSC'), 'SBIN0000999');
    expect(screen.getByLabelText('IFSC')).toHaveValue('SBIN0000999');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Bank details of ${MOBILE} changed`));
    expect(t.sim.state.bankCards.byUser[uid]?.ifsc).toBe('SBIN0000999');
  });

  it("sends a push to a player's device, and says why when the player has none", async () => {
    const user = userEvent.setup();
    renderPanel('admin');
    await user.click(screen.getByText('Send a push notification'));
    await waitFor(() => expect(within(screen.getAllByLabelText('Player')[2] as HTMLElement).getAllByRole('option').length).toBeGreaterThan(0));
    await user.type(screen.getByLabelText('Title'), 'Result out');
    await user.type(screen.getByLabelText('Text'), 'Delhi Bazar 42');
    await user.click(screen.getByRole('button', { name: 'Send push' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The player has no push token: result alerts are not turned on on any device'));
    for (const id of Object.keys(t.sim.state.users.byId)) t.sim.setFcmToken(id, `sim-${id}`);
    await user.click(screen.getByRole('button', { name: 'Send push' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Push sent to \d{10}$/));
  });
});

describe('QA panel: fault plan', () => {
  it('adds a fault for one call, shows it in the marker, removes it, applies a named plan and clears all', async () => {
    const user = userEvent.setup();
    renderPanel('faults');
    expect(await screen.findByText('None: every call is answered normally.')).toBeInTheDocument();
    expect(screen.getByTestId('sim-marker')).toHaveTextContent('simulator');
    const call = screen.getByLabelText("Call ('*' = every call)");
    await user.clear(call);
    await user.type(call, 'game_bet');
    await user.selectOptions(screen.getByLabelText('Kind'), 'status');
    await user.clear(screen.getByLabelText('HTTP status (400–599)'));
    await user.type(screen.getByLabelText('HTTP status (400–599)'), '503');
    await user.type(screen.getByLabelText('Times (empty: until cleared)'), '2');
    await user.click(screen.getByRole('button', { name: 'Add fault' }));
    await waitFor(() => expect(t.sim.state.faults.list).toHaveLength(1));
    expect(t.sim.state.faults.list[0]).toMatchObject({ path: 'game_bet', kind: 'status', status: 503, remaining: 2 });
    const active = await screen.findByRole('list', { name: 'Active faults' });
    await waitFor(() => expect(within(active).getByText('game_bet: HTTP 503 · 2 left')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('sim-marker')).toHaveTextContent('simulator · 1 fault'));
    expect(screen.getByTestId('sim-marker')).toHaveAccessibleName('Simulator mode, 1 fault injected: game_bet: HTTP 503 · 2 left');
    // a business failure needs its message; a second fault, then remove the first
    await user.selectOptions(screen.getByLabelText('Kind'), 'business');
    await user.clear(screen.getByLabelText('Failure message'));
    await user.click(screen.getByRole('button', { name: 'Add fault' }));
    expect(await screen.findByText(/message required for a business failure/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Failure message'), 'Betting closed for today');
    await user.click(screen.getByRole('button', { name: 'Add fault' }));
    await waitFor(() => expect(t.sim.state.faults.list).toHaveLength(2));
    await user.click(await screen.findByRole('button', { name: 'Remove fault game_bet: HTTP 503 · 2 left' }));
    await waitFor(() => expect(t.sim.state.faults.list.map((f) => f.kind)).toEqual(['business']));
    // a named plan replaces the plan
    await user.click(screen.getByText('Named plans'));
    await user.selectOptions(await screen.findByLabelText('Plan'), 'maintenance');
    expect(screen.getByText('every call answers 503 (the site is down for maintenance)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use this plan' }));
    await waitFor(() => expect(t.sim.state.faults.list).toMatchObject([{ path: '*', kind: 'status', status: 503 }]));
    await user.click(await screen.findByRole('button', { name: 'Clear all faults' }));
    await waitFor(() => expect(t.sim.state.faults.list).toHaveLength(0));
    await waitFor(() => expect(screen.getByTestId('sim-marker')).toHaveTextContent(/^simulator$/));
  });
});

describe('QA panel: journal', () => {
  it('lists the latest calls, filters by path and shows the whole exchange', async () => {
    const user = userEvent.setup();
    noticeSeen(t.sim.now());
    renderPanel('journal', { preloadedState: logged() });
    // the dashboard behind the panel makes its calls
    const list = await screen.findByRole('list', { name: 'Latest calls, newest first' });
    await waitFor(() => expect(within(list).getAllByRole('button').length).toBeGreaterThan(1));
    await user.type(screen.getByLabelText('Filter by path'), 'game_list');
    await waitFor(() => within(list).getAllByRole('button').forEach((b) => expect(b).toHaveAccessibleName(/game_list/)));
    await user.click(within(list).getAllByRole('button')[0] as HTMLElement);
    expect(screen.getByRole('heading', { name: 'POST /Webservices/game_list' })).toBeInTheDocument();
    expect(screen.getByLabelText('Fields sent')).toHaveTextContent('app_id');
    expect(screen.getByLabelText('Reply')).toHaveTextContent('running_game');
    await user.click(screen.getByRole('button', { name: '← Back to the journal' }));
    expect(screen.getByLabelText('Filter by path')).toHaveValue('game_list');
  });
});

/** jsdom's Blob has no text(); the browsers the panel runs in do. */
function readBlob(this: Blob): Promise<string> {
  return new Promise((resolve) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.readAsText(this);
  });
}

describe('QA panel: snapshot and replay', () => {
  beforeAll(() => {
    if (typeof Blob.prototype.text !== 'function') Blob.prototype.text = readBlob;
  });

  it('downloads the world and the session, and loads an uploaded world', async () => {
    const user = userEvent.setup();
    const made: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      made.push(b);
      return 'blob:x';
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPanel('snapshot');
    await user.click(screen.getByRole('button', { name: 'Download world' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^World saved as sim-world-.*\.json$/));
    const world = JSON.parse(await (made[0] as Blob).text()) as { meta: { scenario: string } };
    expect(world.meta.scenario).toBe(t.sim.state.meta.scenario);
    t.sim.adjust(player().id, 777);
    await user.click(screen.getByRole('button', { name: 'Export session' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Session saved as sim-session-.*\.json \(\d+ calls\)$/));
    expect(JSON.parse(await (made[1] as Blob).text())).toMatchObject({ format: 'matka-sim-session' });
    expect(clicks).toHaveBeenCalledTimes(2);
    // upload the first world back: the 777 adjustment is gone
    const before = t.sim.balance(player().id);
    const file = new File([JSON.stringify(world)], 'world.json', { type: 'application/json' });
    await user.upload(screen.getByLabelText('Upload a saved world (JSON)'), file);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('World loaded from world.json'));
    expect(t.sim.balance(player().id)).toBe(before - 777);
    await user.upload(screen.getByLabelText('Upload a saved world (JSON)'), new File(['nope'], 'bad.json', { type: 'application/json' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('bad.json is not a JSON file'));
    clicks.mockRestore();
  });
});

describe('QA panel: session', () => {
  it('shows the scenario with its description and seed, and switches to another scenario with a seed', async () => {
    const user = userEvent.setup();
    renderPanel('session');
    const current = await screen.findByLabelText('Current world');
    expect(current).toHaveTextContent(t.sim.state.meta.scenario);
    expect(screen.getByTestId('qa-seed')).toHaveTextContent(String(t.sim.state.meta.seed));
    await user.selectOptions(screen.getByLabelText('Scenario'), 'rich-player');
    const desc = t.sim.scenarioList().find((s) => s.name === 'rich-player')?.description as string;
    expect(screen.getByText(desc)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Seed (empty: the scenario's own)"), '7');
    await user.click(screen.getByRole('button', { name: 'Switch scenario' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('World reset: rich-player, seed 7'));
    expect(t.sim.state.meta).toMatchObject({ scenario: 'rich-player', seed: 7 });
    await waitFor(() => expect(screen.getByTestId('qa-seed')).toHaveTextContent('7'));
    expect(screen.getByText(/this browser keeps its own world/)).toBeInTheDocument();
    await act(async () => undefined);
  });
});
