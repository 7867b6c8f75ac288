/**
 * Render helper: each test gets a fresh store and a memory router at the given path,
 * with the app's real routes, guards, tab bar and toasts.
 */
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppRoutes } from '../src/app/AppRoutes';
import { setupStore, type AppStore, type RootState } from '../src/app/store';

export interface RenderAppOptions {
  path?: string;
  state?: unknown;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** Renders the whole app (all routes) at `path`. */
export function renderApp({ path = '/', state, preloadedState, store = setupStore(preloadedState) }: RenderAppOptions = {}) {
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }]}>
        <AppRoutes />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...utils };
}

/** Renders one element inside a store and a memory router (for components outside the route table). */
export function renderWithStore(ui: ReactElement, { path = '/', preloadedState, store = setupStore(preloadedState) }: RenderAppOptions = {}, options?: RenderOptions) {
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </Provider>,
    options,
  );
  return { store, ...utils };
}

/** A preloaded session for a logged-in player. */
export function loggedInState(userId = '1', mobile = '9876543210'): Partial<RootState> {
  return { session: { userId, mobile } };
}
