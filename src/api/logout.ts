/**
 * Logout (spec §2 profile menu, §4): nothing of the previous player may remain.
 * Order: the session goes first (so a component that re-subscribes after the reset has no user id to send),
 * then the whole RTK Query cache, then every stored value (STORAGE_KEYS: user id, mobile, push token and the
 * per-day notice flags `notice_{date}`).
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from './api';
import { loggedOut, STORAGE_KEYS, writeStored } from './session';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Removes every value this app stores (STORAGE_KEYS, including all notice flags). */
export function clearStoredValues(): void {
  writeStored(STORAGE_KEYS.userId, null);
  writeStored(STORAGE_KEYS.mobile, null);
  writeStored(STORAGE_KEYS.pushToken, null);
  const s = storage();
  if (!s) return;
  const noticeKeys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k !== null && k.startsWith(STORAGE_KEYS.noticeClosedPrefix)) noticeKeys.push(k);
  }
  for (const k of noticeKeys) s.removeItem(k);
}

export function logout(): ThunkAction<void, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    dispatch(loggedOut());
    dispatch(api.util.resetApiState());
    clearStoredValues();
  };
}
