/**
 * The stored session (spec §4): logged in when a stored, non-empty login id exists.
 * localStorage is the source of truth so a reload keeps the player logged in.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const STORAGE_KEYS = {
  userId: 'user_id',
  mobile: 'mobile',
  noticeClosedPrefix: 'notice_',
  pushToken: 'push_token',
} as const;

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string): string {
  return safeStorage()?.getItem(key) ?? '';
}

export function writeStored(key: string, value: string | null): void {
  const s = safeStorage();
  if (!s) return;
  if (value === null) s.removeItem(key);
  else s.setItem(key, value);
}

export interface SessionState {
  userId: string;
  mobile: string;
}

export function loadSession(): SessionState {
  return { userId: readStored(STORAGE_KEYS.userId), mobile: readStored(STORAGE_KEYS.mobile) };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: loadSession,
  reducers: {
    loggedIn(state, action: PayloadAction<{ userId: string; mobile: string }>) {
      state.userId = action.payload.userId;
      state.mobile = action.payload.mobile;
    },
    loggedOut(state) {
      state.userId = '';
      state.mobile = '';
    },
  },
});

export const { loggedIn, loggedOut } = sessionSlice.actions;

export const isLoggedIn = (s: { session: SessionState }): boolean => s.session.userId.trim() !== '';
