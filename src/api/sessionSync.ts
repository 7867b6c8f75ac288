/**
 * The stored login followed across tabs (spec §4: logged in while a stored, non-empty login id exists).
 * Another tab's change of the stored user id or mobile reaches this tab as a `storage` event; this tab then takes
 * the stored values as they are now: none → logout (this tab goes to /login through the route guards, with the
 * cache and stored values cleared as by its own logout); another player → that player, with the previous player's
 * cache dropped; the same player with another mobile → the mobile.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from './api';
import { logout } from './logout';
import { loadSession, loggedIn, STORAGE_KEYS, type SessionState } from './session';

const WATCHED: ReadonlySet<string> = new Set([STORAGE_KEYS.userId, STORAGE_KEYS.mobile]);

/** Brings the session in line with the stored values. */
export function syncSessionFromStorage(): ThunkAction<void, { session: SessionState }, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const current = getState().session;
    const stored = loadSession();
    if (stored.userId.trim() === '') {
      if (current.userId.trim() !== '') dispatch(logout());
      return;
    }
    if (stored.userId === current.userId && stored.mobile === current.mobile) return;
    const otherPlayer = stored.userId !== current.userId;
    dispatch(loggedIn(stored));
    if (otherPlayer) dispatch(api.util.resetApiState());
  };
}

/** Whether a `storage` event concerns the stored login (key null: the other tab cleared the whole storage). */
export function touchesSession(e: Pick<StorageEvent, 'key' | 'storageArea'>): boolean {
  if (e.storageArea !== null && typeof localStorage !== 'undefined' && e.storageArea !== localStorage) return false;
  return e.key === null || WATCHED.has(e.key);
}

/** Follows the stored login of other tabs; returns the unsubscribe. */
export function watchStoredSession(dispatch: (action: ReturnType<typeof syncSessionFromStorage>) => unknown): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (e: StorageEvent) => {
    if (touchesSession(e)) dispatch(syncSessionFromStorage());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
