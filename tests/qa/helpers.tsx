/** Rendering the QA panel in component tests: the panel beside the app's real routes, on the test simulator. */
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../../src/app/AppRoutes';
import { setupStore, type RootState } from '../../src/app/store';
import QaLauncher from '../../src/qa/QaLauncher';
import QaPanel from '../../src/qa/QaPanel';
import type { QaSectionId } from '../../src/qa/state';
import { STORAGE_KEYS } from '../../src/api/session';
import { istDayKey } from '../../src/features/markets/format';

/**
 * The day's notice closed already: on the dashboard it would open and take the focus from the panel's fields (jsdom
 * has no modal dialog to keep the focus inside the panel, as a browser does).
 */
export function noticeSeen(now: number): void {
  localStorage.setItem(STORAGE_KEYS.noticeClosedPrefix + istDayKey(now), 'false');
}

/** The panel open on one section, with the app's routes at `path` behind it. */
export function renderPanel(section: QaSectionId, { path = '/dashboard', preloadedState }: { path?: string; preloadedState?: Partial<RootState> } = {}) {
  const store = setupStore(preloadedState);
  const onClose = vi.fn();
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <QaPanel section={section} onSection={() => undefined} onClose={onClose} />
      </MemoryRouter>
    </Provider>,
  );
  return { store, onClose, ...utils };
}

/** The app with the launcher, as App.tsx mounts it. */
export function renderWithLauncher({ path = '/dashboard', preloadedState }: { path?: string; preloadedState?: Partial<RootState> } = {}) {
  const store = setupStore(preloadedState);
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <QaLauncher />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...utils };
}
