/**
 * Screen-test helpers (auth, profile, info): the whole app at a path, against the msw/node simulator, plus a probe
 * that shows where the router is (MemoryRouter does not touch window.location).
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { STORAGE_KEYS } from '../../src/api/session';
import { AppRoutes } from '../../src/app/AppRoutes';
import { setupStore, type RootState } from '../../src/app/store';

export { TEST_NOW, screenSimulator } from '../simulator';

function LocationProbe() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname + l.search}</output>;
}

/**
 * Renders the app at `path` (query string allowed); `location()` reads the router's current path.
 * With `ui`, that element is rendered on every path instead of the app's routes (a screen without its guard).
 */
export function renderAt(path: string, preloadedState?: Partial<RootState>, ui?: ReactElement) {
  const store = setupStore(preloadedState);
  const [pathname, search = ''] = path.split('?');
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '' }]}>
        {ui ? (
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
        ) : (
          <AppRoutes />
        )}
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  const location = () => utils.getByTestId('location').textContent ?? '';
  return { store, location, ...utils };
}

/** Logs a fixture player in the way a reload would find them (stored values, read by the store on creation). */
export function storeLogin(userId: string, mobile: string): void {
  localStorage.setItem(STORAGE_KEYS.userId, userId);
  localStorage.setItem(STORAGE_KEYS.mobile, mobile);
}
