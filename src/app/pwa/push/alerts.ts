/**
 * Result alerts (decision 060): permission is asked only when the player taps "Turn on result alerts" on /mine —
 * never on first paint, never by itself. Then: a device token from the configured provider, sent with `updatefcm`,
 * kept as `push_token` (logout clears it with the rest of the player's data). A refusal is remembered (`push_denied`,
 * a fact about this device that logout keeps, and the browser's own 'denied') and the control then only says how to
 * allow notifications: the app never asks again.
 */
import { readStored, STORAGE_KEYS, writeStored } from '../../../api/session';
import type { PushProvider } from './providers';

export type AlertsState = 'unsupported' | 'off' | 'on' | 'denied';

export const DENIED_KEY = 'push_denied';

export const ALERTS_TEXT = {
  failed: 'Could not turn on result alerts. Please try again.',
  noWorker: 'Result alerts need the app to be fully loaded. Please reload and try again.',
} as const;

export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
}

export interface AlertsEnv {
  notification: NotificationApi | null;
  provider: PushProvider | null;
  worker(): Promise<ServiceWorkerRegistration | null>;
  /** `updatefcm`: the server's failure message, or null when it took the token */
  send(token: string): Promise<string | null>;
}

const listeners = new Set<() => void>();

/** Changes made here (and in other tabs) reach every subscriber. */
export function subscribeAlerts(fn: () => void): () => void {
  listeners.add(fn);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === DENIED_KEY || e.key === STORAGE_KEYS.pushToken) fn();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(fn);
    window.removeEventListener('storage', onStorage);
  };
}

const changed = () => listeners.forEach((fn) => fn());

export function alertsState(env: Pick<AlertsEnv, 'notification' | 'provider'>): AlertsState {
  if (!env.notification || !env.provider) return 'unsupported';
  if (env.notification.permission === 'denied' || readStored(DENIED_KEY) === '1') return 'denied';
  return env.notification.permission === 'granted' && readStored(STORAGE_KEYS.pushToken) ? 'on' : 'off';
}

export interface TurnOnResult {
  state: AlertsState;
  /** what to tell the player when it did not work */
  message?: string;
}

/** The player asked for alerts: permission (only if not yet decided), token, `updatefcm`. */
export async function turnOnAlerts(env: AlertsEnv): Promise<TurnOnResult> {
  const before = alertsState(env);
  if (before === 'unsupported' || before === 'denied') return { state: before };
  const { notification, provider } = env as { notification: NotificationApi; provider: PushProvider };
  const permission = notification.permission === 'granted' ? 'granted' : await notification.requestPermission();
  if (permission === 'denied') {
    writeStored(DENIED_KEY, '1');
    changed();
    return { state: 'denied' };
  }
  if (permission !== 'granted') return { state: 'off' }; // the prompt was dismissed: the player may tap again
  try {
    const reg = await env.worker();
    if (!reg) return { state: 'off', message: ALERTS_TEXT.noWorker };
    const token = await provider.token(reg);
    const refused = await env.send(token);
    if (refused !== null) return { state: 'off', message: refused || ALERTS_TEXT.failed };
    writeStored(STORAGE_KEYS.pushToken, token);
    changed();
    return { state: 'on' };
  } catch {
    return { state: 'off', message: ALERTS_TEXT.failed };
  }
}
