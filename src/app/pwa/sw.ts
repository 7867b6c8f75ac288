/**
 * The app's service worker (built by vite-plugin-pwa, strategy injectManifest, as a classic script: `/sw.js`).
 *
 * - Precaches the app shell (the build's files, listed by Workbox into `self.__WB_MANIFEST`) and serves it, also
 *   offline; every navigation gets the precached index.html (the app routes on the client).
 * - Nothing else is intercepted: API calls (`Webservices/*`, `api/*`) and everything not in the precache go to the
 *   network as if there were no worker, so a call made offline fails the way the app already reports.
 * - Shows push messages (Web Push / FCM payloads) and opens the app when a notification is tapped.
 * - Simulator mode (`npm run build:demo`): the same script also carries the simulator's MSW worker
 *   (`importScripts('/mockServiceWorker.js')`), because two registrations cannot share the root scope. Workbox's
 *   fetch listener runs first and stops the event for what it serves; MSW answers the rest. See decision 059.
 */
import { PrecacheController, PrecacheRoute, cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, Router } from 'workbox-routing';
import { readPush, type PushData } from './pushPayload';

/** The few worker-scope types used here (the project compiles against the DOM library, not WebWorker). */
interface ExtendableEventLike extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  respondWith(r: Promise<Response> | Response): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: PushData | null;
}
interface NotificationEventLike extends ExtendableEventLike {
  notification: Notification;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  registration: ServiceWorkerRegistration;
  location: Location;
  navigator: { onLine: boolean };
  clients: {
    claim(): Promise<void>;
    matchAll(o: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'fetch', fn: (e: FetchEventLike) => void): void;
  addEventListener(type: 'push', fn: (e: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', fn: (e: NotificationEventLike) => void): void;
  addEventListener(type: 'activate', fn: (e: ExtendableEventLike) => void): void;
}
declare const self: WorkerScope;
declare function importScripts(...urls: string[]): void;

const SIM = import.meta.env.VITE_API_MODE !== 'http';

// ── the app shell ──
const precache = new PrecacheController();
precache.precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();
const router = new Router();
router.registerRoute(new PrecacheRoute(precache));
router.registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('/index.html')));

/** The backend's two call styles (spec §7), relative to any host. */
const WIRE_CALL = /\/(Webservices\/[^/]+|api\/[^/]+\.php)$/;

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  // Simulator mode: the in-browser simulator stands for a remote backend, so without a network it is unreachable
  // too — calls fail as they would against the real host (the app shows its offline message).
  if (SIM && !self.navigator.onLine && url.origin === self.location.origin && WIRE_CALL.test(url.pathname)) {
    event.respondWith(Response.error());
    event.stopImmediatePropagation();
    return;
  }
  const served = router.handleRequest({ event: event as never, request: event.request });
  if (served) {
    event.respondWith(served);
    // the shell is ours: listeners added later (the simulator's) do not see it
    event.stopImmediatePropagation();
  }
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// ── notifications ──
self.addEventListener('push', (event) => {
  const n = readPush(event.data, import.meta.env.VITE_APP_NAME || 'Matka Play');
  event.waitUntil(self.registration.showNotification(n.title, { body: n.body, icon: '/icon-192.png', badge: '/icon-192.png', data: { url: n.url } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = typeof data?.url === 'string' ? data.url : '/dashboard';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (open) => {
      const client = open[0];
      if (!client) return self.clients.openWindow(url);
      await client.focus();
      return client.navigate(url);
    }),
  );
});

// ── the simulator (demo build only; the production build drops this branch) ──
if (SIM) {
  // MSW's worker unregisters itself when its last page closes (its own worker is re-registered by the next page);
  // this registration is the app's too and must outlive the page (offline start), so that step is a no-op here.
  Object.defineProperty(self.registration, 'unregister', { value: () => Promise.resolve(false) });
  importScripts('/mockServiceWorker.js');
}
