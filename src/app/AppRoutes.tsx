import { Suspense, useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { refetchFailedQueries } from '../api/recovery';
import { isLoggedIn } from '../api/session';
import { watchStoredSession } from '../api/sessionSync';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { SimMarker } from '../ui/SimMarker';
import { TabBar } from '../ui/TabBar';
import { Toaster } from '../ui/Toaster';
import { Guard } from './Guards';
import { retryFailedScreens, routes } from './routes';
import type { AppDispatch, RootState } from './store';

export function AppRoutes() {
  const location = useLocation();
  const loggedIn = useSelector((s: RootState) => isLoggedIn(s));
  const mobile = useSelector((s: RootState) => s.session.mobile);
  const dispatch = useDispatch<AppDispatch>();
  // a login or logout in another tab is followed here (spec §4: the stored login id decides)
  useEffect(() => watchStoredSession(dispatch), [dispatch]);
  // a retry is a real one: screen code that failed to load and data that failed are both asked for again
  const retry = useCallback(() => {
    retryFailedScreens();
    dispatch(refetchFailedQueries());
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
      <Toaster />
      <SimMarker />
    </div>
  );
}
