import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { isLoggedIn } from '../api/session';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { SimMarker } from '../ui/SimMarker';
import { TabBar } from '../ui/TabBar';
import { Guard } from './Guards';
import { retryFailedScreens, routes } from './routes';
import type { AppDispatch, RootState } from './store';

/**
 * Toasts, the cross-tab session watch and the reload of failed data are no part of the first render: their code
 * comes right after it (the toaster is fetched at once and shows when there is a toast), which keeps the language
 * runtime inside the initial-JS budget (decision 087).
 */
const loadToaster = () => import('../ui/Toaster');
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));
/** 'online' can fire before requests go through: code that fails to load then is asked for again, a few times */
const RELOAD_RETRY_MS = 2000;
const RELOAD_TRIES = 4;
const refetchFailed = (dispatch: AppDispatch, tries = RELOAD_TRIES): void =>
  void import('../api/recovery').then(
    (m) => dispatch(m.refetchFailedQueries()),
    () => tries > 1 && setTimeout(() => refetchFailed(dispatch, tries - 1), RELOAD_RETRY_MS),
  );

export function AppRoutes() {
  const location = useLocation();
  const loggedIn = useSelector((s: RootState) => isLoggedIn(s));
  const mobile = useSelector((s: RootState) => s.session.mobile);
  const dispatch = useDispatch<AppDispatch>();
  const hasToasts = useSelector((s: RootState) => s.toasts.length > 0);
  // a login or logout in another tab is followed here (spec §4: the stored login id decides)
  useEffect(() => {
    let live = true;
    let stop = () => {};
    // (started offline without a cached copy: no watch and no early toaster code, and no page error either)
    void import('../api/sessionSync').then(
      (m) => {
        if (live) stop = m.watchStoredSession(dispatch);
      },
      () => undefined,
    );
    void loadToaster().catch(() => undefined);
    return () => {
      live = false;
      stop();
    };
  }, [dispatch]);
  // a retry is a real one: screen code that failed to load and data that failed are both asked for again
  const retry = useCallback(() => {
    retryFailedScreens();
    refetchFailed(dispatch);
  }, [dispatch]);
  // the connection coming back loads again whatever failed while offline, without a tap
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  const bare = routes.some((r) => r.bare && matchPath(r.path, location.pathname));
  return (
    <div className="app">
      <ErrorBoundary resetKey={location.pathname} onRetry={retry}>
        <Suspense fallback={<LoadingOverlay show />}>
          <Routes>
            {routes.map(({ path, screen: Screen, access }) => (
              <Route
                key={path}
                path={path}
                element={
                  <Guard access={access}>
                    <Screen />
                  </Guard>
                }
              />
            ))}
          </Routes>
        </Suspense>
      </ErrorBoundary>
      {!bare && <TabBar loggedIn={loggedIn} mobile={mobile} />}
      {hasToasts ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
      {/* only the builds with the QA panel (App.tsx) ever light the marker: the production build drops it */}
      {import.meta.env.VITE_API_MODE !== 'http' || import.meta.env.DEV ? <SimMarker /> : null}
    </div>
  );
}
