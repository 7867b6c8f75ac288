import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType, type Location } from 'react-router-dom';

/**
 * Browser back on a bet screen is trapped (spec §2). One visit to the bet screens owns two history entries:
 *
 *     … | guard (the arrival, state { betBackGuard: true }) | sentinel (same URL, state { betBackTrap: true })
 *
 * On arrival (a push or replace from elsewhere, or the app's first page) the arrival entry is marked as the guard
 * and the sentinel is pushed above it, once per visit. Switching tabs (links and swipes) replaces the sentinel
 * with the other tab, keeping its state, so a visit never adds more entries. A back (POP) that lands on the guard
 * — from the sentinel, or a jump over it — replaces the guard with `target`, leaving any forward history as it was.
 * An older plain entry reached by back / forward gets nothing pushed above it, so no forward history is cut off.
 * Works with any react-router history (browser or memory).
 */
const TRAP = 'betBackTrap';
const GUARD = 'betBackGuard';

type State = Record<string, unknown>;

function flag(state: unknown, key: string): boolean {
  return typeof state === 'object' && state !== null && (state as State)[key] === true;
}

function withFlag(state: unknown, key: string): State {
  const base = typeof state === 'object' && state !== null ? { ...(state as State) } : {};
  delete base[TRAP];
  delete base[GUARD];
  return { ...base, [key]: true };
}

/** The state a tab link or swipe carries: the sentinel's, so the next tab takes its place (no new entry). */
export function trapState(state: unknown): State | undefined {
  return flag(state, TRAP) ? (state as State) : undefined;
}

export function useBackTrap(target: string): void {
  const location: Location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  /** the guard and sentinel of this arrival are on their way (StrictMode runs effects twice) */
  const pushing = useRef(false);

  useEffect(() => {
    if (flag(location.state, TRAP)) {
      pushing.current = false;
      return;
    }
    if (flag(location.state, GUARD)) {
      // back (or a jump back) below the sentinel: the trap
      if (navigationType === 'POP') navigate(target, { replace: true });
      return;
    }
    // an existing entry reached by back / forward: pushing would cut off the forward history
    if (navigationType === 'POP' && location.key !== 'default') return;
    if (pushing.current) return;
    pushing.current = true;
    const here = { pathname: location.pathname, search: location.search, hash: location.hash };
    navigate(here, { replace: true, state: withFlag(location.state, GUARD) });
    navigate(here, { state: withFlag(location.state, TRAP) });
  }, [location, navigationType, navigate, target]);
}
