/**
 * Registers the app's service worker (`/sw.js`, built from ./sw.ts by vite-plugin-pwa) after the page has loaded, so
 * it never competes with the first paint. In simulator mode the simulator has registered the same script already
 * (decision 059) and this resolves to that registration. The dev server builds no app worker: in simulator mode MSW's
 * worker is the root registration there, in http mode there is none.
 *
 * The browser's own `register`, not workbox-window's: the app needs only the registration, and workbox-window's
 * instance listens to every message of the worker and keeps each one until it owns a worker — which it never does
 * when the simulator registered the script first, so in the demo build every call's messages stayed in memory
 * (decision 089).
 */
export const APP_WORKER_URL = '/sw.js';

let registration: Promise<ServiceWorkerRegistration | null> | null = null;

const loaded = (): Promise<void> =>
  document.readyState === 'complete' ? Promise.resolve() : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

function register(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(null);
  if (import.meta.env.DEV) return import.meta.env.VITE_API_MODE !== 'http' ? navigator.serviceWorker.ready : Promise.resolve(null);
  return loaded()
    .then(() => navigator.serviceWorker.register(APP_WORKER_URL))
    .then((r) => r ?? null)
    .catch(() => null);
}

/** The app's worker registration (registered on first call), or null where there is none. */
export function appWorker(): Promise<ServiceWorkerRegistration | null> {
  registration ??= register();
  return registration;
}
