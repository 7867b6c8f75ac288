// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { STORAGE_KEYS } from '../../src/api/session';
import { config } from '../../src/config';
import { BannerCarousel, BANNER_INTERVAL_MS } from '../../src/features/markets/BannerCarousel';
import { istDayKey } from '../../src/features/markets/format';
import { activateLanguage } from '../../src/i18n/i18n';
import { heldClockSync } from './screen-helpers';
import { fixturePlayer, screenSimulator } from '../simulator';
import { PLAYER_MOBILES } from '../../fixtures';
import { loggedInState, renderApp } from '../render';

/** 2026-01-10 14:55 IST: Delhi Bazar closed at 14:50 (result 15:00 pending), Shree Ganesh open, Sadar Bazar resulted. */
const NOW = Date.parse('2026-01-10T09:25:00Z');
const t = screenSimulator({ now: NOW });
const MOBILE = PLAYER_MOBILES[0];

beforeEach(() => localStorage.clear());

function player() {
  return fixturePlayer(t.sim, MOBILE);
}

function renderAt(path: string) {
  return renderApp({ path, preloadedState: loggedInState(player().id, MOBILE) });
}

const card = (name: string) => screen.getByRole('article', { name });
/** The notice day is the simulator's day (the client clock follows it), not the phone's. */
const noticeKey = () => STORAGE_KEYS.noticeClosedPrefix + istDayKey(t.sim.now());

async function closeNotice(user = userEvent.setup()) {
  const dialog = await screen.findByRole('dialog', { name: 'Notice' });
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
}

describe('dashboard', () => {
  it('shows the wallet, the last result title with the number padded to 2 digits, and the quick actions', async () => {
    const sadar = t.sim.market('1');
    const last = sadar?.results[sadar.results.length - 1];
    expect(last?.session).toBe('2026-01-10'); // declared 13:30 today: the newest result
    renderAt('/dashboard');
    const wallet = `₹${t.sim.balance(player().id).toLocaleString('en-IN')}`;
    expect(await screen.findByText(wallet)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'SADAR BAZAR रिजल्ट' })).toBeInTheDocument();
    expect(screen.getByTestId('last-result')).toHaveTextContent(String(Number(last?.number)).padStart(2, '0'));
    expect(screen.getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/mine');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(config.appName);
    const wa = screen.getByRole('link', { name: /WHATSAPP/ });
    expect(wa).toHaveAttribute('href', `https://wa.me/${config.whatsappNumber}`);
    expect(wa).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /ADD FUND/ })).toHaveAttribute('href', '/recharge');
    expect(screen.getByRole('link', { name: /WITHDRAW/ })).toHaveAttribute('href', '/withdrawal');
    const how = screen.getByRole('link', { name: /HOW TO PLAY/ });
    expect(how).toHaveAttribute('href', config.videoChannelUrl);
    expect(how).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('marquee')).toHaveTextContent(`Welcome to ${config.appName}`);
    const carousel = screen.getByRole('region', { name: 'Offers' });
    expect(carousel.querySelectorAll('img').length).toBeGreaterThanOrEqual(3);
    const dots = within(carousel).getAllByRole('button', { name: /Show banner/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.setup().click(dots[2] as HTMLElement);
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('pads a one-digit last result from the server', async () => {
    t.server.use(
      http.post('*/Webservices/game_list', () =>
        HttpResponse.json({ status: 1, msg: 'ok', LastResult: [{ game_name: 'Delhi Bazar', number: 7 }], running_game: [], upcomming_game: [], banner: [], notice: [] }),
      ),
    );
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'DELHI BAZAR रिजल्ट' })).toBeInTheDocument();
    expect(screen.getByTestId('last-result')).toHaveTextContent(/^07$/);
    expect(await screen.findByText('No markets right now.')).toBeInTheDocument(); // the list renders one step behind (MarketList)
  });

  it('lists running markets with PLAY while active and TIME OUT once closed, and upcoming markets with PLAY', async () => {
    renderAt('/dashboard');
    await closeNotice();
    const running = await screen.findByRole('region', { name: 'Running markets' });
    const upcoming = screen.getByRole('region', { name: 'Upcoming markets' });

    const delhi = within(running).getByRole('article', { name: 'DELHI BAZAR' });
    expect(within(delhi).getByText('TIME OUT')).toBeInTheDocument();
    expect(within(delhi).queryByRole('link', { name: 'PLAY' })).not.toBeInTheDocument();
    expect(within(delhi).getByRole('link', { name: 'Game Chart' })).toHaveAttribute('href', '/gamechart/2');
    expect(within(delhi).getByText('8:00 AM')).toBeInTheDocument();
    expect(within(delhi).getByText('2:50 PM')).toBeInTheDocument();
    expect(within(delhi).getByText('OPEN')).toBeInTheDocument();
    expect(within(delhi).getByText('CLOSE')).toBeInTheDocument();

    const ganesh = within(running).getByRole('article', { name: 'SHREE GANESH' });
    expect(within(ganesh).getByRole('link', { name: 'PLAY' })).toHaveAttribute('href', '/play/3');
    expect(within(ganesh).queryByText('TIME OUT')).not.toBeInTheDocument();

    // every market the simulator shows as running is on the screen, with PLAY exactly when active
    for (const v of t.sim.markets().filter((m) => m.phase !== 'resulted')) {
      const c = within(running).getByRole('article', { name: v.def.name.toUpperCase() });
      expect(within(c).queryByRole('link', { name: 'PLAY' }) !== null).toBe(v.phase === 'open');
    }

    const sadar = within(upcoming).getByRole('article', { name: 'SADAR BAZAR' });
    expect(within(sadar).getByRole('link', { name: 'PLAY' })).toHaveAttribute('href', '/play/1');
    expect(within(sadar).getByRole('link', { name: 'Game Chart' })).toHaveAttribute('href', '/gamechart/1');
    const result = t.sim.market('1')?.results.at(-1)?.number ?? '';
    expect(within(sadar).getByLabelText(`Latest result ${result}`)).toBeInTheDocument();
  });

  it.each([
    ['hi', 'सुबह 8:00', 'दोपहर 2:50'],
    ['mr', 'सकाळ 8:00', 'दुपार 2:50'],
  ] as const)('in %s the OPEN and CLOSE times name the part of the day in the language, with Latin digits (issue 38)', async (lang, open, close) => {
    await activateLanguage(lang);
    try {
      renderAt('/dashboard');
      const delhi = await screen.findByRole('article', { name: 'DELHI BAZAR' });
      expect(within(delhi).getByText(open)).toBeInTheDocument();
      expect(within(delhi).getByText(close)).toBeInTheDocument();
      expect(delhi).not.toHaveTextContent(/\b[AP]M\b/i);
    } finally {
      await activateLanguage('en');
    }
  });

  it('links running charts by match_id and upcoming charts by game_id; an inactive upcoming market still plays', async () => {
    const m = (game_id: string, match_id: string, name: string, active: string) => ({
      game_id, match_id, game_name: name, result: '45', active, start_time: '09:00:00', end_time: '21:30:00', sequence: '1', datetime: '2026-01-10 21:30:00',
    });
    t.server.use(
      http.post('*/Webservices/game_list', () =>
        HttpResponse.json({
          status: 1, msg: 'ok', LastResult: [], banner: [], notice: [],
          running_game: [m('11', '501', 'Alpha', '1'), m('12', '502', 'Beta', '0')],
          upcomming_game: [m('13', '503', 'Gamma', '0')],
        }),
      ),
    );
    renderAt('/dashboard');
    const alpha = await screen.findByRole('article', { name: 'ALPHA' });
    expect(within(alpha).getByRole('link', { name: 'Game Chart' })).toHaveAttribute('href', '/gamechart/501');
    expect(within(alpha).getByRole('link', { name: 'PLAY' })).toHaveAttribute('href', '/play/11');
    expect(within(card('BETA')).getByText('TIME OUT')).toBeInTheDocument();
    expect(within(card('BETA')).getByRole('link', { name: 'Game Chart' })).toHaveAttribute('href', '/gamechart/502');
    expect(within(card('GAMMA')).getByRole('link', { name: 'Game Chart' })).toHaveAttribute('href', '/gamechart/13');
    expect(within(card('GAMMA')).getByRole('link', { name: 'PLAY' })).toHaveAttribute('href', '/play/13');
    expect(within(card('GAMMA')).getByText('9:00 AM')).toBeInTheDocument();
    expect(within(card('GAMMA')).getByText('9:30 PM')).toBeInTheDocument();
  });

  it("shows the notice once per day: closing stores 'false' for today and it stays hidden", async () => {
    const first = renderAt('/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(within(dialog).getByText(/Results are declared on time every day/)).toBeInTheDocument();
    await closeNotice();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(noticeKey())).toBe('false');
    first.unmount();

    renderAt('/dashboard');
    expect(await screen.findByRole('article', { name: 'SHREE GANESH' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("the notice day is the simulator's day, not the phone's: closed for the simulator's day, it stays hidden", async () => {
    expect(istDayKey(Date.now())).not.toBe('2026-01-10'); // the phone is on another day
    localStorage.setItem(`${STORAGE_KEYS.noticeClosedPrefix}2026-01-10`, 'false');
    renderAt('/dashboard');
    expect(await screen.findByRole('article', { name: 'SHREE GANESH' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the notice again within a second when the simulator's clock passes midnight while the dashboard is open", async () => {
    const sync = heldClockSync();
    try {
      await sync.poll();
      renderAt('/dashboard');
      await closeNotice();
      expect(localStorage.getItem(`${STORAGE_KEYS.noticeClosedPrefix}2026-01-10`)).toBe('false');
      t.sim.setClock({ advanceMs: 10 * 60 * 60_000 }); // 00:55 IST, 11 Jan
      await sync.poll(); // the first poll after the move (SIM_CLOCK_POLL_MS = 1 s) is enough
      expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
    } finally {
      sync.stop();
    }
  });

  it('shows the notice again when only an earlier day was closed', async () => {
    localStorage.setItem(`${STORAGE_KEYS.noticeClosedPrefix}2000-01-01`, 'false');
    renderAt('/dashboard');
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
  });

  it('shows a notice that is only an image (sanitized); a notice with nothing visible stays hidden', async () => {
    t.sim.state.settings.noticeHtml = '<p><img src="https://example.com/offer.png" alt="" onerror="window.__pwned = 3"></p>';
    const first = renderAt('/dashboard');
    const body = await screen.findByTestId('notice-body');
    expect(body.querySelector('img')?.getAttribute('src')).toBe('https://example.com/offer.png');
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    first.unmount();

    t.sim.state.settings.noticeHtml = '<p>&nbsp;</p><br><script>window.__pwned = 4</script>';
    renderAt('/dashboard');
    expect(await screen.findByRole('article', { name: 'SHREE GANESH' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('sanitizes the notice HTML: no script, no event handler attributes', async () => {
    t.sim.state.settings.noticeHtml =
      '<p id="n">Hello <b>players</b><img src="x.png" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>' +
      '<a href="javascript:alert(1)">link</a></p>';
    renderAt('/dashboard');
    const body = await screen.findByTestId('notice-body');
    expect(body).toHaveTextContent('Hello players');
    expect(body.querySelector('b')).not.toBeNull();
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(body.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(body.innerHTML).not.toMatch(/onerror|<script/i);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it("a failed market load shows the server's error text, and Retry loads the list", async () => {
    let fail = true;
    t.server.use(
      http.post('*/Webservices/game_list', () =>
        fail ? HttpResponse.json({ status: 0, error: 'Markets are under maintenance' }) : undefined,
      ),
    );
    renderAt('/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Markets are under maintenance');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'SHREE GANESH' })).toBeInTheDocument();
  });

  it("spec §8: a failed market load shows the reply's error text even when it also has a msg", async () => {
    t.server.use(
      http.post('*/Webservices/game_list', () => HttpResponse.json({ status: 0, msg: 'Game list', error: 'Markets are under maintenance' })),
    );
    renderAt('/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Markets are under maintenance');
    expect(alert).not.toHaveTextContent('Game list');
  });

  it('a failed market load whose error is only a flag shows the normalized message', async () => {
    t.server.use(http.post('*/Webservices/game_list', () => HttpResponse.json({ status: 0, error: true, msg: 'Try again later' })));
    renderAt('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later');
  });

  it('a server error page never reaches the player: the market list says the server has a problem, Retry loads', async () => {
    t.sim.addFault({ path: 'Webservices/game_list', kind: 'html', times: 1 });
    renderAt('/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server is having a problem. Please try again in a moment.');
    expect(document.body.textContent).not.toMatch(/Fatal|mysqli|\/var\/www|Stack trace/);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'SHREE GANESH' })).toBeInTheDocument();
  });

  it.each([
    ['an error page', 'html' as const, 'The server is having a problem. Please try again in a moment.'],
    ['no connection', 'network' as const, 'No internet connection. Please check your network and try again.'],
    ['a failure reply', 'error' as const, 'Internal Server Error'],
  ])('a failed profile load (%s) says the wallet could not be loaded and offers a retry', async (_what, kind, message) => {
    t.sim.addFault({ path: 'Webservices/profile', kind, times: 1 });
    renderAt('/dashboard');
    const problem = await screen.findByRole('alert', { name: 'Wallet' });
    expect(problem).toHaveTextContent('Your wallet could not be loaded.');
    expect(problem).toHaveTextContent(message);
    await userEvent.setup().click(within(problem).getByRole('button', { name: 'Retry' }));
    const wallet = `₹${t.sim.balance(player().id).toLocaleString('en-IN')}`;
    expect(await screen.findByText(wallet)).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Wallet' })).not.toBeInTheDocument();
  });

  it('a profile reply without the player in it is a failure too, with a retry', async () => {
    t.server.use(http.post('*/Webservices/profile', () => HttpResponse.json({ error: false, message: 'ok', data: [], user_Data: [] }), { once: true }));
    renderAt('/dashboard');
    const problem = await screen.findByRole('alert', { name: 'Wallet' });
    expect(problem).toHaveTextContent('Your wallet could not be loaded.');
    expect(within(problem).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("a stored login id that belongs to no player ('User not found') ends the session and goes to /login", async () => {
    const { store } = renderApp({ path: '/dashboard', preloadedState: loggedInState('99999', MOBILE) });
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(store.getState().session).toEqual({ userId: '', mobile: '' });
    expect(screen.getByText('Your account could not be found. Please log in again.')).toBeInTheDocument();
  });

  it('refetches the market list when the tab becomes visible again (active flags follow the clock)', async () => {
    renderAt('/dashboard');
    await closeNotice();
    const ganesh = await screen.findByRole('article', { name: 'SHREE GANESH' });
    expect(within(ganesh).getByRole('link', { name: 'PLAY' })).toBeInTheDocument();
    t.sim.setClock({ advanceMs: 90 * 60_000 }); // 16:25 IST: Shree Ganesh closed at 16:20
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(within(card('SHREE GANESH')).getByText('TIME OUT')).toBeInTheDocument());
  });

  it('embeds the configured dashboard frame (sandboxed, lazy) and nothing when none is set', async () => {
    const before = config.dashboardFrameUrl;
    try {
      config.dashboardFrameUrl = 'https://news.example.com/board';
      const r = renderAt('/dashboard');
      const frame = await screen.findByTitle('Dashboard');
      expect(frame.tagName).toBe('IFRAME');
      expect(frame).toHaveAttribute('src', 'https://news.example.com/board');
      expect(frame).toHaveAttribute('loading', 'lazy');
      expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
      r.unmount();
      config.dashboardFrameUrl = '';
      renderAt('/dashboard');
      await screen.findByRole('article', { name: 'SHREE GANESH' });
      expect(screen.queryByTitle('Dashboard')).not.toBeInTheDocument();
    } finally {
      config.dashboardFrameUrl = before;
    }
  });
});

describe('playground', () => {
  it("lists the markets under a 'Play' header with the wallet", async () => {
    renderAt('/playground');
    expect(await screen.findByRole('heading', { level: 1, name: 'Play' })).toBeInTheDocument();
    expect(await screen.findByText(`₹${t.sim.balance(player().id).toLocaleString('en-IN')}`)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'SHREE GANESH' })).toBeInTheDocument();
    expect(within(card('DELHI BAZAR')).getByText('TIME OUT')).toBeInTheDocument();
    expect(within(card('SADAR BAZAR')).getByRole('link', { name: 'PLAY' })).toHaveAttribute('href', '/play/1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('game chart', () => {
  it("shows '{Name} RESULT CHART', Date / Number rows and the inert pager '1-10 of N'", async () => {
    const m = t.sim.market('2');
    const n = m?.results.length ?? 0;
    const newest = m?.results.at(-1);
    renderAt('/gamechart/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Delhi Bazar RESULT CHART' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Date' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Number' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(10, n));
    const [y, mo, d] = (newest?.session ?? '').split('-');
    expect(rows[0]).toHaveTextContent(`${d}-${mo}-${y}`);
    expect(rows[0]).toHaveTextContent(newest?.number ?? '');
    expect(screen.getByText(`1-10 of ${n}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows the error msg in a banner for 2 s', async () => {
    renderAt('/gamechart/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Game not found');
    expect(screen.getByText('1-10 of 0')).toBeInTheDocument();
    expect(screen.getByText('No results yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('banner carousel', () => {
  const current = () => screen.getAllByRole('button', { name: /Show banner/ }).findIndex((b) => b.getAttribute('aria-current') === 'true');
  const setHidden = (hidden: boolean) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  };
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('autoplays every 3 s, loops, swipes, and pauses while the tab is hidden', () => {
    vi.useFakeTimers();
    render(<BannerCarousel images={['a.png', 'b.png', 'c.png']} />);
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(2 * BANNER_INTERVAL_MS));
    expect(current()).toBe(0); // looped through the clone of the first slide

    setHidden(true);
    act(() => vi.advanceTimersByTime(5 * BANNER_INTERVAL_MS));
    expect(current()).toBe(0);
    setHidden(false);
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(current()).toBe(1);

    const viewport = document.querySelector('.carousel-viewport') as HTMLElement;
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(viewport, { touches: [{ clientX: from }] });
      fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: to }] });
    };
    swipe(300, 100);
    expect(current()).toBe(2);
    swipe(300, 100);
    expect(current()).toBe(0); // swipe left from the last banner wraps to the first
    swipe(100, 300);
    expect(current()).toBe(2); // swipe right from the first goes to the last
  });
});
