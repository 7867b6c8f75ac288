/** Loading control-API data and running admin actions from the panel's sections. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { api, TAGS } from '../api/api';
import { sim, type SimReply } from './simApi';

export interface SimData<T> {
  data: T | undefined;
  error: string | null;
  reload: () => void;
}

/**
 * GET `/__sim/{path}` of the current session, again whenever `path` or `version` changes and every `everyMs`
 * while the page is visible (a live inbox, journal or fault list). null: nothing to load.
 */
export function useSimData<T>(path: string | null, { everyMs, version = 0 }: { everyMs?: number; version?: number } = {}): SimData<T> {
  const [state, setState] = useState<{ data: T | undefined; error: string | null }>({ data: undefined, error: null });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let live = true;
    void sim<T>(path).then((r) => {
      if (!live) return;
      setState((s) => (r.ok ? { data: r.data, error: null } : { data: s.data, error: r.error }));
    });
    return () => {
      live = false;
    };
  }, [path, tick, version]);
  useEffect(() => {
    if (!everyMs || path === null) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') setTick((n) => n + 1);
    }, everyMs);
    return () => clearInterval(timer);
  }, [everyMs, path]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}

export interface ActionStatus {
  tone: 'ok' | 'error';
  text: string;
}

/** Every cached reply of the player screens is stale after an admin action: screens on show refetch at once. */
export function useRefreshPlayerScreens(): () => void {
  const dispatch = useDispatch();
  return useCallback(() => {
    dispatch(api.util.invalidateTags([...TAGS]));
  }, [dispatch]);
}

/**
 * Runs one control call at a time (buttons disable while it is in flight: no double submit), reports the outcome in
 * words, and on success calls `after` and then refreshes the player screens.
 */
export function useSimAction() {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<ActionStatus | null>(null);
  const refresh = useRefreshPlayerScreens();
  const inFlight = useRef(false);
  const run = useCallback(
    async <T,>(call: () => Promise<SimReply<T>>, done: string | ((data: T) => string), after?: (data: T) => void | Promise<void>): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setBusy(true);
      try {
        const r = await call();
        if (!r.ok) {
          setStatus({ tone: 'error', text: r.error });
          return false;
        }
        await after?.(r.data);
        refresh();
        setStatus({ tone: 'ok', text: typeof done === 'string' ? done : done(r.data) });
        return true;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [refresh],
  );
  /** A message without a call (a form refused before sending). */
  const refuse = useCallback((text: string) => setStatus({ tone: 'error', text }), []);
  return { busy, status, run, refuse };
}
