import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType, type Location } from 'react-router-dom';

/**
 * Browser back on a bet screen is trapped (spec §2): on arrival a sentinel entry (same URL, state
 * `{ betBackTrap: true }`) is pushed through the router; when a back (POP) leaves the sentinel for the plain entry
 * below it, the location is replaced by `target`. Works with any react-router history (browser or memory).
 */
const KEY = 'betBackTrap';

function isTrap(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[KEY] === true;
}

function withTrap(state: unknown): Record<string, unknown> {
  const base = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return { ...base, [KEY]: true };
}

export function useBackTrap(target: string): void {
  const location: Location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  /** the sentinel has been reached: a later POP off it is a back press */
  const armed = useRef(false);
  /** a sentinel push is on its way (StrictMode runs effects twice) */
  const pushing = useRef(false);

  useEffect(() => {
    if (isTrap(location.state)) {
      armed.current = true;
      pushing.current = false;
      return;
    }
    if (armed.current && navigationType === 'POP') {
      armed.current = false;
      navigate(target, { replace: true });
      return;
    }
    if (pushing.current) return;
    pushing.current = true;
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { state: withTrap(location.state) });
  }, [location, navigationType, navigate, target]);
}
