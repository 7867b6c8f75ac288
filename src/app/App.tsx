import { lazy, Suspense } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import type { AppStore } from './store';

/** The worker, the offline bar and push: loaded after the first render, so they cost the first paint nothing. */
const PwaAgent = lazy(() => import('./pwa/PwaAgent').then((m) => ({ default: m.PwaAgent })));

/**
 * The QA panel (src/qa), in simulator mode only: the dev server and the demo build. The condition is folded at build
 * time, so the production build (http mode, not dev) drops the import and carries none of the panel.
 */
const QaLauncher = import.meta.env.VITE_API_MODE !== 'http' || import.meta.env.DEV ? lazy(() => import('../qa/QaLauncher')) : null;

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
        <Suspense fallback={null}>
          <PwaAgent />
        </Suspense>
        {QaLauncher && (
          <Suspense fallback={null}>
            <QaLauncher />
          </Suspense>
        )}
      </BrowserRouter>
    </Provider>
  );
}
