/**
 * Mounted once by App.tsx: registers the app's service worker after the page has loaded, says so while the device
 * is offline (the shell is served by the worker; calls fail with the app's offline message), and in simulator mode
 * shows the simulated push notices of this device while alerts are on.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import { readStored, STORAGE_KEYS, type SessionState } from '../../api/session';
import { startSimPushPoll } from './push/simPoll';
import { SIM_MODE, useAlertsState } from './usePush';
import { appWorker } from './worker';
import './pwa.css';
import type { MessageId } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

export const OFFLINE_TEXT: MessageId = 'offline.text';

function subscribeOnline(fn: () => void) {
  window.addEventListener('online', fn);
  window.addEventListener('offline', fn);
  return () => {
    window.removeEventListener('online', fn);
    window.removeEventListener('offline', fn);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}

export function PwaAgent() {
  const t = useT();
  const online = useOnline();
  const alerts = useAlertsState();
  const userId = useSelector((s: { session: SessionState }) => s.session.userId);

  useEffect(() => {
    void appWorker();
  }, []);

  useEffect(() => {
    if (!SIM_MODE || alerts !== 'on' || !userId) return;
    const token = readStored(STORAGE_KEYS.pushToken);
    if (!token.startsWith('sim-')) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void appWorker().then((registration) => {
      if (registration && !cancelled) stop = startSimPushPoll({ token, registration });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [alerts, userId]);

  if (online) return null;
  return (
    <div className="offline-bar" role="status">
      {t(OFFLINE_TEXT)}
    </div>
  );
}
