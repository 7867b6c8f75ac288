// @vitest-environment jsdom
/**
 * A screen that failed to load (offline: its code chunk or its data) recovers for real: 'Try again' loads the
 * screen's code again, leaving and re-opening it loads it again, and the connection coming back (`online`) recovers
 * without a tap.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { PLAYER_MOBILES } from '../../fixtures';
import { AppRoutes } from '../../src/app/AppRoutes';
import { config } from '../../src/config';
import { setupStore } from '../../src/app/store';
import { screenSimulator, storeLogin } from './withLocation';

/**
 * Screen code chunks whose dynamic import fails while their name is in `offline` (as a lazy chunk does offline).
 * A chunk that loaded once stays loaded (module cache), so each test uses a screen of its own.
 */
const chunks = vi.hoisted(() => ({ offline: new Set<string>(), loads: new Map<string, number>() }));
function gate(name: string) {
  chunks.loads.set(name, (chunks.loads.get(name) ?? 0) + 1);
  if (chunks.offline.has(name)) throw new TypeError(`Failed to fetch dynamically imported module: /assets/${name}-x1.js`);
}
vi.mock('../../src/features/info/HelpScreen', async (original) => (gate('HelpScreen'), original()));
vi.mock('../../src/features/info/RiskDisclosureScreen', async (original) => (gate('RiskDisclosureScreen'), original()));
vi.mock('../../src/features/info/NotFoundScreen', async (original) => (gate('NotFoundScreen'), original()));
vi.mock('../../src/features/info/SupportScreen', async (original) => (gate('SupportScreen'), original()));
vi.mock('../../src/api/recovery', async (original) => (gate('recovery'), original()));

const t = screenSimulator();
const [P1] = PLAYER_MOBILES;
const HELP_TEXT = /स्क्रीनशॉट/;

function renderApp(path: string) {
  const store = setupStore();
  const nav: { current: NavigateFunction | null } = { current: null };
  function Probe() {
    nav.current = useNavigate();
    return <output data-testid="location">{useLocation().pathname}</output>;
  }
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Probe />
      </MemoryRouter>
    </Provider>,
  );
  return { store, go: (to: string) => act(() => void nav.current?.(to)) };
}

beforeEach(() => {
  chunks.offline.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The error boundary's screen ('Something went wrong' with Try again). */
const screenError = async () => (await screen.findByText('Something went wrong')).closest('[role="alert"]');

// first in the file: once the reload code has loaded, the module cache keeps it
describe('the reload code', () => {
  it("chaos seed 7 (production build): the reload code failing to load as the connection comes back is no page error; it is asked for again and the data loads", async () => {
    storeLogin(t.sim.userByMobile(P1)!.id, P1);
    t.sim.addFault({ path: 'Webservices/game_rule', kind: 'network', times: 1 });
    renderApp('/ratelist');
    expect(await screen.findByText(/No internet connection/)).toBeInTheDocument();
    // 'online' fires, yet the first request after it still fails
    chunks.offline.add('recovery');
    act(() => void window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(chunks.loads.get('recovery')).toBe(1));
    chunks.offline.clear();
    expect(await screen.findByText('100 ke 9800')).toBeInTheDocument();
    expect(chunks.loads.get('recovery')).toBe(2);
  });

});

describe("a screen's code that failed to load", () => {
  it("'Try again' loads the screen's code again", async () => {
    chunks.offline.add('HelpScreen');
    renderApp('/help');
    expect(await screenError()).toHaveTextContent('Something went wrong');
    chunks.offline.clear();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(HELP_TEXT)).toBeInTheDocument();
    expect(chunks.loads.get('HelpScreen')).toBe(2);
  });

  it('leaving and re-opening the screen loads its code again', async () => {
    chunks.offline.add('RiskDisclosureScreen');
    const { go } = renderApp('/risk-disclosure');
    expect(await screenError()).toHaveTextContent('Something went wrong');
    chunks.offline.clear();
    go('/help');
    expect(await screen.findByText(HELP_TEXT)).toBeInTheDocument();
    go('/risk-disclosure');
    expect(await screen.findByRole('heading', { level: 1, name: 'Risk disclosure' })).toBeInTheDocument();
  });

  it('coming back online recovers without a tap', async () => {
    chunks.offline.add('NotFoundScreen');
    renderApp('/no-such-page');
    expect(await screenError()).toHaveTextContent('Something went wrong');
    chunks.offline.clear();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe("a screen's data that failed to load offline", () => {
  it('is loaded again when the connection comes back, without a tap', async () => {
    storeLogin(t.sim.userByMobile(P1)!.id, P1);
    t.sim.addFault({ path: 'Webservices/game_rule', kind: 'network', times: 1 });
    renderApp('/ratelist');
    expect(await screen.findByText(/No internet connection/)).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('100 ke 9800')).toBeInTheDocument();
  });

  it("the error screen's 'Try again' also loads again data that failed", async () => {
    storeLogin(t.sim.userByMobile(P1)!.id, P1);
    t.sim.addFault({ path: 'Webservices/game_rule', kind: 'network', times: 1 });
    const { go } = renderApp('/ratelist');
    expect(await screen.findByText(/No internet connection/)).toBeInTheDocument();
    chunks.offline.add('SupportScreen');
    go(`/ri${config.secretRoute}`);
    expect(await screenError()).toHaveTextContent('Something went wrong');
    chunks.offline.clear();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    go('/ratelist');
    expect(await screen.findByText('100 ke 9800')).toBeInTheDocument();
  });
});
