// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixturePlayer, screenSimulator } from '../simulator';
import { PLAYER_MOBILES } from '../../fixtures';
import { loggedInState, renderApp } from '../render';
import { heldClockSync, rupees } from './screen-helpers';
import { activateLanguage } from '../../src/i18n/i18n';

/** 2026-01-10 14:55 IST: Shree Ganesh (id 3) is open for betting, so a bet on it can be cancelled. */
const NOW = Date.parse('2026-01-10T09:25:00Z');
const t = screenSimulator({ now: NOW });
const MOBILE = PLAYER_MOBILES[0];

function player() {
  return fixturePlayer(t.sim, MOBILE);
}

const renderAt = (path: string) => renderApp({ path, preloadedState: loggedInState(player().id, MOBILE) });
const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

/** Requests the simulator answered for a path (journal). */
const calls = (path: string) => t.sim.journal.filter((j) => j.path.includes(path));

function walletReply(data: Array<{ description: string; add_amount: string; purpose: string }>) {
  return http.post('*/Webservices/transaction_history', () =>
    HttpResponse.json({ status: 1, msg: 'ok', data: data.map((d, i) => ({ ...d, date: '10-01-2026', time: `14:0${i}:00` })) }),
  );
}

const LINES = [
  { description: 'Amount added by UPI', add_amount: '500', purpose: 'credit' },
  { description: 'Bet placed on Gali (2 numbers)', add_amount: '20', purpose: 'debit' },
  { description: 'Kabad Cancel — refund for Gali Jodi 45', add_amount: '10', purpose: 'debit' },
  { description: 'Winning amount earned on Gali — Jodi 45 (result 45)', add_amount: '980', purpose: 'debit' },
  { description: 'Bonus line with nothing in it', add_amount: '0', purpose: 'credit' },
  { description: 'Your withdrawal request has been Rejected', add_amount: '300', purpose: 'debit' },
];

describe('history titles', () => {
  it.each([
    ['win', 'Win history'],
    ['market', 'Market history'],
    ['marketcancel', 'Marketcancel history'],
    ['all', 'All history'],
  ])("'/history/%s' is titled '%s'", async (id, title) => {
    renderAt(`/history/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});

describe('wallet lines (all, win, …)', () => {
  it('lists the first page of transaction_history with the wallet in the header', async () => {
    renderAt('/history/all');
    expect(await screen.findByText(rupees(t.sim.balance(player().id)))).toBeInTheDocument();
    await screen.findByRole('list');
    const ledger = t.sim.ledger(player().id).slice().sort((a, b) => b.at - a.at || b.id - a.id);
    const first = ledger[0];
    expect(rows().length).toBeLessThanOrEqual(10);
    expect(rows()[0]).toHaveTextContent(first?.description ?? '');
    expect(rows()[0]).toHaveTextContent(`${(first?.amount ?? 0) > 0 ? '+' : '-'}${rupees(Math.abs(first?.amount ?? 0))}`);
    const form = calls('transaction_history')[0]?.fields;
    expect(form?.page).toBe('1');
  });

  it("marks credits green '+' and debits red '-', and hides lines whose add_amount is '0'", async () => {
    t.server.use(walletReply(LINES));
    renderAt('/history/all');
    await screen.findByRole('list');
    expect(rows()).toHaveLength(5);
    expect(screen.queryByText('Bonus line with nothing in it')).not.toBeInTheDocument();
    const sign = (text: string) => {
      const row = rows().find((r) => r.textContent?.includes(text));
      const amount = row?.querySelector('[data-kind]');
      return { kind: amount?.getAttribute('data-kind'), cls: amount?.className, text: amount?.textContent };
    };
    expect(sign('Amount added by UPI')).toEqual({ kind: 'credit', cls: 'credit', text: '+₹500' });
    expect(sign('Bet placed on Gali')).toEqual({ kind: 'debit', cls: 'debit', text: '-₹20' });
    expect(sign('Kabad Cancel')).toMatchObject({ kind: 'credit', text: '+₹10' });
    expect(sign('earned')).toMatchObject({ kind: 'credit', text: '+₹980' });
    expect(sign('has been Rejected')).toMatchObject({ kind: 'credit', text: '+₹300' });
    // the day as the contract sends it (DD-MM-YYYY), the time in the app's one clock format
    expect(rows()[0]).toHaveTextContent('10-01-2026 2:00 PM');
    expect(rows()[0]).not.toHaveTextContent('14:00:00');
  });

  it("the 'win' view keeps only lines containing 'earned'", async () => {
    t.server.use(walletReply(LINES));
    renderAt('/history/win');
    await screen.findByRole('list');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Winning amount earned on Gali');
  });

  it('shows an empty state when there are no cancelled bets', async () => {
    t.server.use(http.post('*/Webservices/my_bets_cancel', () => HttpResponse.json({ status: 1, msg: 'ok', data: [] })));
    renderAt('/history/marketcancel');
    expect(await screen.findByText('No cancelled bets.')).toBeInTheDocument();
  });

  it('shows an empty state when nothing is left to show', async () => {
    t.server.use(walletReply([]));
    const first = renderAt('/history/win');
    expect(await screen.findByText('No winnings yet.')).toBeInTheDocument();
    first.unmount();
    t.server.use(walletReply([{ description: 'Bet placed on Gali', add_amount: '10', purpose: 'debit' }]));
    renderAt('/history/win');
    expect(await screen.findByText('Nothing to show on page 1.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next ›' })).toBeDisabled();
  });

  it("pages by 10: previous on page 1 shows 'Last page' for 2 s; next shows page 2, asked for ahead", async () => {
    const user = userEvent.setup();
    renderAt('/history/all');
    await screen.findByRole('list');
    const firstPage = rows().map((r) => r.textContent);
    await user.click(screen.getByRole('button', { name: '‹ Previous' }));
    expect(await screen.findByText('Last page')).toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Last page')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Next ›' }));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    await screen.findByRole('list');
    expect(rows().map((r) => r.textContent)).not.toEqual(firstPage);
    // page 2 was asked for ahead while page 1 showed (Next needs a next page with rows) and is not asked for again;
    // page 2 is full, so page 3 is asked for ahead in turn
    await waitFor(() => expect(calls('transaction_history').map((c) => c.fields.page)).toEqual(['1', '2', '3']));
    await user.click(screen.getByRole('button', { name: '‹ Previous' }));
    expect(await screen.findByText('Page 1')).toBeInTheDocument();
    expect(screen.queryByText('Last page')).not.toBeInTheDocument();
  });

  it('the next page writes its lines into the rows already there (no list item made again: issue 26, a cheap phone)', async () => {
    const user = userEvent.setup();
    renderAt('/history/all');
    await screen.findByRole('list');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next ›' })).toBeEnabled());
    const before = rows();
    const texts = before.map((r) => r.textContent);
    expect(before).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Next ›' }));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    const after = rows();
    expect(after.map((r) => r.textContent)).not.toEqual(texts);
    expect(after).toHaveLength(10);
    after.forEach((r, i) => expect(r).toBe(before[i]));
  });

  it("Next's own frame shows the page ahead from the cache; the page after it is asked for once that frame has painted (issue 40)", async () => {
    const { store } = renderAt('/history/all');
    await screen.findByRole('list');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next ›' })).toBeEnabled());
    const asked = () => Object.keys(store.getState().api.queries).filter((k) => k.startsWith('transactionHistory'));
    expect(asked()).toEqual(['transactionHistory({"page":1})', 'transactionHistory({"page":2})']);
    const firstPage = rows().map((r) => r.textContent);
    fireEvent.click(screen.getByRole('button', { name: 'Next ›' }));
    // the tap's render and its effects: page 2 shown, and no subscription moved, no request started
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(rows().map((r) => r.textContent)).not.toEqual(firstPage);
    expect(asked()).toHaveLength(2);
    await waitFor(() => expect(asked()).toContain('transactionHistory({"page":3})'));
    expect(screen.getByText('Page 2')).toBeInTheDocument();
  });

  it('enables Next only when the next page is known to have rows (a full page of 10 may be the last)', async () => {
    const line = (i: number) => ({ description: `Amount added by UPI #${i}`, add_amount: '10', purpose: 'credit', date: '10-01-2026', time: '14:00:00' });
    const pages: Record<string, unknown[]> = { '1': Array.from({ length: 10 }, (_, i) => line(i)), '2': [] };
    t.server.use(
      http.post('*/Webservices/transaction_history', async ({ request }) => {
        const page = String((await request.formData()).get('page'));
        return HttpResponse.json({ status: 1, msg: 'ok', data: pages[page] ?? [] });
      }),
    );
    const first = renderAt('/history/all');
    await screen.findByRole('list');
    expect(rows()).toHaveLength(10);
    await new Promise((r) => setTimeout(r, 150)); // time for a look at page 2
    expect(screen.getByRole('button', { name: 'Next ›' })).toBeDisabled();
    first.unmount();

    pages['2'] = [line(10)];
    renderAt('/history/all');
    await screen.findByRole('list');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next ›' })).toBeEnabled());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next ›' }));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    expect(await screen.findByText('Amount added by UPI #10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next ›' })).toBeDisabled();
  });

  it('shows a failed load in a banner for 2 s', async () => {
    t.server.use(http.post('*/Webservices/transaction_history', () => HttpResponse.json({ status: 0, msg: 'History is unavailable', data: [] })));
    renderAt('/history/all');
    expect(await screen.findByRole('alert')).toHaveTextContent('History is unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

/** Three bets of my_bets: two not declared yet (isResult '0'), one settled. */
const MY_BETS = [
  { id: '91', game_name: 'Gali', type: '1', game_number: '45', money: '10', created_at: '2026-01-10 14:00:00', isResult: '0' },
  { id: '92', game_name: 'Gali', type: '2', game_number: '4', money: '20', created_at: '2026-01-10 14:01:00', isResult: '1' },
  { id: '93', game_name: 'Disawar', type: '3', game_number: '7', money: '30', created_at: '2026-01-10 14:02:00', isResult: '0' },
];
const cancelIcons = () => screen.queryAllByRole('button', { name: /^Cancel bet/ });

describe('times in the language (issue 38, decision 119)', () => {
  afterEach(() => activateLanguage('en'));

  it.each([
    ['hi', '10-01-2026 दोपहर 2:00', 'कबाड़ कैंसल — Gali जोड़ी 45'],
    ['mr', '10-01-2026 दुपार 2:00', 'कबाड कॅन्सल — Gali जोडी 45'],
  ] as const)('in %s a wallet line is dated with the part of the day in the language and names the bet with the board’s word', async (lang, when, refund) => {
    await activateLanguage(lang);
    t.server.use(walletReply(LINES));
    renderAt('/history/all');
    await screen.findByRole('list');
    expect(rows()[0]).toHaveTextContent(when);
    expect(rows()[2]).toHaveTextContent(refund);
    for (const row of rows()) expect(row).not.toHaveTextContent(/\b[AP]M\b/);
  });
});

describe('bets (market, marketcancel)', () => {
  // the cancel icon depends on the time of day (stock-take 01:30–05:30 IST) by the client clock, which follows the
  // simulator's: the phone's own clock stays at NOW (14:55 IST) throughout
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  /** my_bets answered with MY_BETS, dated by the simulator's clock as its own replies are */
  const myBets = () =>
    t.server.use(http.post('*/Webservices/my_bets', () => HttpResponse.json({ status: 1, msg: 'ok', data: MY_BETS }, { headers: { date: new Date(t.sim.now()).toUTCString() } })));

  it("offers no cancel icon during the simulator's 01:30–05:30 IST stock-take, though the phone says 14:55", async () => {
    myBets();
    t.sim.setClock({ now: Date.parse('2026-01-10T20:15:00Z') }); // 01:45 IST, 11 Jan
    const first = renderAt('/history/market');
    await screen.findByRole('list');
    expect(rows()).toHaveLength(3);
    expect(cancelIcons()).toHaveLength(0);
    first.unmount();

    t.sim.setClock({ now: Date.parse('2026-01-11T00:00:00Z') }); // 05:30 IST: the stock-take is over
    renderAt('/history/market');
    await screen.findByRole('list');
    expect(cancelIcons()).toHaveLength(2);
  });

  it("the cancel icons go within a second when the simulator's stock-take begins while the list is open", async () => {
    myBets();
    t.sim.setClock({ now: Date.parse('2026-01-10T19:59:00Z') }); // 01:29 IST, frozen
    const sync = heldClockSync();
    try {
      await sync.poll();
      renderAt('/history/market');
      await screen.findByRole('list');
      expect(cancelIcons()).toHaveLength(2);
      t.sim.setClock({ advanceMs: 61_000 }); // 01:30:01 IST
      await sync.poll(); // the first poll after the move (SIM_CLOCK_POLL_MS = 1 s) is enough
      await waitFor(() => expect(cancelIcons()).toHaveLength(0));
    } finally {
      sync.stop();
    }
  });

  it('market lists my_bets with type labels, and the cancel icon only while isResult is 0', async () => {
    t.server.use(
      http.post('*/Webservices/my_bets', () =>
        HttpResponse.json({
          status: 1,
          msg: 'ok',
          data: [
            { id: '91', game_name: 'Gali', type: '1', game_number: '45', money: '10', created_at: '2026-01-10 14:00:00', isResult: '0' },
            { id: '92', game_name: 'Gali', type: '2', game_number: '4', money: '20', created_at: '2026-01-10 14:01:00', isResult: '1' },
            { id: '93', game_name: 'Disawar', type: '3', game_number: '7', money: '30', created_at: '2026-01-10 14:02:00', isResult: '0' },
          ],
        }),
      ),
    );
    renderAt('/history/market');
    await screen.findByRole('list');
    const [a, b, c] = rows();
    expect(a).toHaveTextContent('Gali');
    expect(a).toHaveTextContent('JODI');
    expect(a).toHaveTextContent('45');
    expect(a).toHaveTextContent('10-01-2026 2:00 PM'); // the day DD-MM-YYYY and the app's one clock format, not '2026-01-10 14:00:00'
    expect(a).not.toHaveTextContent('2026-01-10');
    expect(a).toHaveTextContent('₹10');
    expect(within(a as HTMLElement).getByRole('button', { name: 'Cancel bet JODI 45 on Gali' })).toBeInTheDocument();
    expect(b).toHaveTextContent('ANDER H');
    expect(within(b as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(c).toHaveTextContent('BAHAR H');
    expect(within(c as HTMLElement).getByRole('button', { name: /Cancel bet/ })).toBeInTheDocument();
    expect(calls('my_bets_cancel')).toHaveLength(0);
  });

  it('marketcancel lists my_bets_cancel without cancel icons', async () => {
    renderAt('/history/marketcancel');
    await screen.findByRole('heading', { name: 'Marketcancel history' });
    const cancelled = t.sim.userBets(player().id, { status: ['cancelled'] });
    expect(cancelled.length).toBeGreaterThan(0); // the default world has Kabad cancels
    await screen.findByRole('list');
    expect(rows().length).toBe(Math.min(10, cancelled.length));
    expect(rows()[0]).toHaveTextContent(cancelled[0]?.number ?? '');
    expect(screen.queryByRole('button', { name: /Cancel bet/ })).not.toBeInTheDocument();
    expect(calls('my_bets_cancel')).toHaveLength(1);
    expect(calls('Webservices/my_bets').filter((c) => !c.path.includes('cancel'))).toHaveLength(0);
  });

  it('cancels a bet: confirm, toast, refund in the wallet and the history, bet gone from the cancellable list', async () => {
    const user = userEvent.setup();
    const me = player();
    const placed = t.sim.placeBet({ userId: me.id, marketId: '3', lines: [{ bet_numbers: '45', bet_money: 37, type: 1 }] });
    if (!placed.ok) throw new Error(placed.error);
    const betId = placed.bets[0]?.id;
    const before = t.sim.balance(me.id);

    const view = renderAt('/history/market');
    expect(await screen.findByText(rupees(before))).toBeInTheDocument();
    await screen.findByRole('list');
    const icon = screen.getByRole('button', { name: 'Cancel bet JODI 45 on Shree Ganesh' });
    await user.click(icon);
    const dialog = screen.getByRole('dialog', { name: 'Cancel bet' });
    expect(dialog).toHaveTextContent('₹37');
    await user.click(within(dialog).getByRole('button', { name: 'NO' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('game_bet_cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel bet JODI 45 on Shree Ganesh' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel bet' })).getByRole('button', { name: 'YES, CANCEL' }));
    expect(await screen.findByText('Bet cancelled. ₹37 refunded (Kabad Cancel)')).toBeInTheDocument();
    expect(calls('game_bet_cancel')[0]?.fields.game_id).toBe(betId);
    expect(await screen.findByText(rupees(before + 37))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel bet JODI 45 on Shree Ganesh' })).not.toBeInTheDocument());
    view.unmount();

    renderAt('/history/marketcancel');
    await screen.findByRole('list');
    expect(rows()[0]).toHaveTextContent('Shree Ganesh');
    expect(rows()[0]).toHaveTextContent('45');
    expect(rows()[0]).toHaveTextContent('₹37');
  });

  it('the refund shows as a green + line in /history/all', async () => {
    const me = player();
    const placed = t.sim.placeBet({ userId: me.id, marketId: '3', lines: [{ bet_numbers: '45', bet_money: 37, type: 1 }] });
    if (!placed.ok) throw new Error(placed.error);
    const r = t.sim.cancelBet(me.id, placed.bets[0]?.id ?? '');
    expect(r.ok).toBe(true);
    renderAt('/history/all');
    await screen.findByRole('list');
    const refund = rows()[0];
    expect(refund).toHaveTextContent('Kabad Cancel');
    expect(refund?.querySelector('[data-kind]')).toHaveTextContent('+₹37');
    expect(refund?.querySelector('[data-kind]')).toHaveClass('credit');
  });

  it('a refused cancel shows the server message as an error toast', async () => {
    t.server.use(http.post('*/Webservices/game_bet_cancel', () => HttpResponse.json({ status: 0, msg: 'Cancellation is closed for Gali' })));
    t.server.use(
      http.post('*/Webservices/my_bets', () =>
        HttpResponse.json({ status: 1, msg: 'ok', data: [{ id: '91', game_name: 'Gali', type: '1', game_number: '45', money: '10', created_at: '2026-01-10 14:00:00', isResult: '0' }] }),
      ),
    );
    const user = userEvent.setup();
    renderAt('/history/market');
    await user.click(await screen.findByRole('button', { name: 'Cancel bet JODI 45 on Gali' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'YES, CANCEL' }));
    const toast = await screen.findByText('Cancellation is closed for Gali');
    expect(toast.closest('[data-kind]')).toHaveAttribute('data-kind', 'error');
  });
});
