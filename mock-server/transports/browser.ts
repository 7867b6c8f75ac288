/**
 * The in-browser simulator: the shared MSW handlers in a service worker (npm start, the demo build, QA on a phone).
 * The world and the session's recording are kept in IndexedDB (localStorage when the browser has no IndexedDB): each
 * reply that changed the world leaves once its operations are in the store's log, and checkpoints are written a piece
 * at a time without holding the page up (./worldStore.ts), so a reload or a killed tab keeps every acknowledged call
 * whatever the world's size; other tabs of the app follow through a BroadcastChannel. A move of the clock or a change
 * of the fault plan is announced on the page (./simStatus.ts). Add `?sim-reset` to any URL to start again
 * from the default world, `?scenario=name` for a named one; `?dialect=php` (or habit names) answers in the PHP dialect
 * from then on (a change of the world's settings, recorded like QA's own). `window.__sim` is the core,
 * `window.__simStore` its storage (stats, settled()), for the console and the e2e suite.
 */
import { setupWorker } from 'msw/browser';
import type { JodiReading } from '../../domain/jodiNumbers';
import type { AppCredential } from '../config';
import type { Sim } from '../core';
import { isGatewayPage } from '../control/gateway';
import { createDispatcher, createHandlers, type HandlerOptions } from '../handlers';
import { fromFetchRequest } from '../pipeline/request';
import { createSimulator, simulatorFromState } from '../simulator';
import { announceSimStatus } from './simStatus';
import { localStorageBackend, openIndexedDbBackend } from './storageBackends';
import { WorldStore } from './worldStore';

/** The IndexedDB database and BroadcastChannel name; before IndexedDB, the localStorage key of the world. */
export const SIM_STORAGE_KEY = 'matka-sim:state';
/** the longest a reply waits for its change to be stored (a browser whose storage is stuck) */
const STORED_WAIT_MS = 2000;

export interface BrowserSimulatorOptions {
  /** the app credential fields the simulator checks: the app's configured ones */
  credentials: readonly AppCredential[];
  /** how the build reads a Jodi grid position on the wire (decision 005): the simulator follows the app */
  jodiReading: JodiReading;
  storageKey?: string;
}

declare global {
  interface Window {
    __sim?: Sim;
    __simStore?: WorldStore;
  }
}

function pageLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked (some privacy settings)
  }
}

/** The world's store: IndexedDB, else localStorage, else none (the world then lasts as long as the page). */
async function openWorldStore(key: string): Promise<WorldStore | null> {
  const storage = pageLocalStorage();
  const backend = (await openIndexedDbBackend(key)) ?? (storage ? localStorageBackend(`${key}:store`, storage) : null);
  if (!backend) return null;
  return new WorldStore({
    backend,
    channel: typeof BroadcastChannel === 'function' ? new BroadcastChannel(key) : null,
    // the world as saved before IndexedDB: read once when the store has none, then moved
    legacy: storage ? { storage, key, recordingKey: `${key}:recording` } : null,
  });
}

function createScenario(name: string | undefined, jodiReading: JodiReading): Sim {
  try {
    return createSimulator({ scenario: name, settings: { jodiReading } });
  } catch {
    return createSimulator({ settings: { jodiReading } });
  }
}

/** A gateway page is a navigation, which the service worker never sees: fetch it through MSW and show it. */
async function showGatewayPage(): Promise<void> {
  const res = await fetch(location.pathname + location.search, { headers: { accept: 'text/html' } });
  const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
  document.title = doc.title;
  document.head.innerHTML = doc.head.innerHTML;
  document.body.innerHTML = doc.body.innerHTML;
}

/**
 * `?dialect=`: the world's dialect setting changed through the control API (PATCH /__sim/settings), so the session's
 * recording holds the change and a replay answers alike. A name it does not know is said on the console.
 */
export async function switchDialect(sim: Sim, handlerOptions: HandlerOptions, dialect: string, origin = location.origin): Promise<void> {
  const patch = new Request(new URL('/__sim/settings', origin), { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ dialect }) });
  const reply = await createDispatcher(sim, handlerOptions)(fromFetchRequest(patch));
  if (reply !== 'network' && reply.status !== 200) console.warn(`?dialect=${dialect}: ${reply.body}`);
}

export async function startBrowserSimulator(opts: BrowserSimulatorOptions): Promise<void> {
  const key = opts.storageKey ?? SIM_STORAGE_KEY;
  const q = new URLSearchParams(location.search);
  const store = await openWorldStore(key);
  // ?sim-reset and ?scenario=name start a new world (an unknown scenario name falls back to the default world)
  const saved = store && !q.has('sim-reset') && !q.has('scenario') ? await store.read() : null;
  const restored = saved ? simulatorFromState(saved.state, Date.now, { jodiReading: opts.jodiReading }, { fresh: true }) : null;
  if (restored && saved?.recording) restored.recording = saved.recording;
  const sim = restored ?? createScenario(q.get('scenario') ?? undefined, opts.jodiReading);
  // done once: a reload of this page keeps the world it has now rather than starting over again
  if (q.has('sim-reset') || q.has('scenario') || q.has('dialect')) {
    const url = new URL(location.href);
    for (const once of ['sim-reset', 'scenario', 'dialect']) url.searchParams.delete(once);
    history.replaceState(history.state, '', url);
  }
  if (store) {
    store.attach(sim, restored ? saved : null);
    // leaving the page writes the log: read-only calls change no state but belong to the session's recording
    window.addEventListener('pagehide', () => store.flush());
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && store.flush());
    window.__simStore = store;
  }

  // the client clock and the QA marker follow the simulator's clock and fault plan from these announcements
  announceSimStatus(sim, window);

  // the built app's worker (src/app/pwa/sw.ts) carries MSW's worker too: one registration for the root scope
  // (decision 059); the dev server has only MSW's
  const url = import.meta.env.DEV ? '/mockServiceWorker.js' : '/sw.js';
  const handlerOptions: HandlerOptions = {
    credentials: [...opts.credentials],
    onChange: () => store?.changed(),
    // a reply that changed the world is answered once its operations are stored, or after STORED_WAIT_MS at most
    stored: store ? () => Promise.race([store.stored(), new Promise<void>((r) => setTimeout(r, STORED_WAIT_MS))]) : undefined,
  };
  const dialect = q.get('dialect');
  if (dialect !== null) await switchDialect(sim, handlerOptions, dialect);
  const handlers = createHandlers(sim, handlerOptions);
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url } });
  window.__sim = sim;

  if (isGatewayPage(location.pathname)) {
    await showGatewayPage();
    document.documentElement.dataset.simulator = 'on';
    return new Promise<void>(() => {}); // this page is not the app: never hand over to it
  }
  document.documentElement.dataset.simulator = 'on';
}
