/**
 * Registers the app's service worker (`/sw.js`, built from ./sw.ts by vite-plugin-pwa) after the page has loaded
 * (workbox-window waits for `load`), so it never competes with the first paint. In simulator mode the simulator has
 * registered the same script already (decision 059) and this resolves to that registration. The dev server builds
 * no app worker: in simulator mode MSW's worker is the root registration there, in http mode there is none.
 */
import { Workbox } from 'workbox-window';

export const APP_WORKER_URL = '/sw.js';

let registration: Promise<ServiceWorkerRegistration | null> | null = null;

function register(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(null);
  if (import.meta.env.DEV) return import.meta.env.VITE_API_MODE !== 'http' ? navigator.serviceWorker.ready : Promise.resolve(null);
  return new Workbox(APP_WORKER_URL)
    .register()
    .then((r) => r ?? null)
    .catch(() => null);
}

/** The app's worker registration (registered on first call), or null where there is none. */
export function appWorker(): Promise<ServiceWorkerRegistration | null> {
  registration ??= register();
  return registration;
}
