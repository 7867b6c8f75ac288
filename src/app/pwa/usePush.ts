/** The push environment of this page: the browser's Notification API, the configured provider, the app's worker. */
import { useMemo, useSyncExternalStore } from 'react';
import { useUpdateFcmMutation } from '../../api/profile';
import { config } from '../../config';
import { alertsState, subscribeAlerts, type AlertsEnv, type AlertsState } from './push/alerts';
import { loadFcmSdk } from './push/fcm';
import { chooseProvider, type PushProvider } from './push/providers';
import { appWorker } from './worker';

/** Simulator mode: the in-browser simulator is the backend (the production build folds this to false). */
export const SIM_MODE = import.meta.env.VITE_API_MODE !== 'http' && config.apiMode === 'sim';

let provider: PushProvider | null | undefined;
function theProvider(): PushProvider | null {
  provider ??= chooseProvider({ push: config.push, sim: SIM_MODE, loadFcmSdk });
  return provider;
}

function notificationApi(): AlertsEnv['notification'] {
  return typeof Notification === 'undefined' ? null : Notification;
}

/** The alerts state, following changes made in this tab and others. */
export function useAlertsState(): AlertsState {
  return useSyncExternalStore(subscribeAlerts, () => alertsState({ notification: notificationApi(), provider: theProvider() }));
}

/** Everything turnOnAlerts needs, with `updatefcm` through the API layer. */
export function useAlertsEnv(): AlertsEnv {
  const [updateFcm] = useUpdateFcmMutation();
  return useMemo(
    () => ({
      notification: notificationApi(),
      provider: theProvider(),
      worker: appWorker,
      send: async (token: string) => {
        const r = await updateFcm({ token });
        if ('error' in r) return '';
        return r.data.kind === 'failure' ? r.data.message : null;
      },
    }),
    [updateFcm],
  );
}
