import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { isLoggedIn } from '../api/session';
import type { RootState } from './store';
import type { RouteDef } from './routes';

/** Auth rule of spec §4: protected screens need a login; a logged-in user on guest screens goes to /dashboard. */
export function Guard({ access, children }: { access: RouteDef['access']; children: ReactNode }) {
  const loggedIn = useSelector((s: RootState) => isLoggedIn(s));
  const location = useLocation();
  if (access === 'protected' && !loggedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (access === 'guest' && loggedIn && (location.pathname === '/' || location.pathname === '/login')) {
    return <Navigate to="/dashboard" replace />;
  }
  return <>{children}</>;
}
