/**
 * The in-browser simulator: the shared MSW handlers in a service worker (npm start, the demo build, QA on a phone).
 * The state lives in localStorage after every change, so a reload keeps the QA session; add `?sim-reset` to any URL
 * to start again from the default world. `window.__sim` is the core, for the console.
 */
import { setupWorker } from 'msw/browser';
import { config } from '../../src/config';
import type { AppCredential } from '../config';
import type { Sim } from '../core';
import { isGatewayPage } from '../control/gateway';
import { createHandlers } from '../handlers';
import { createSimulator, simulatorFromState } from '../simulator';

export const SIM_STORAGE_KEY = 'matka-sim:state';

export interface BrowserSimulatorOptions {
  /** the app credential fields the simulator checks; default: the app's configured ones */
  credentials?: AppCredential[];
  storageKey?: string;
}

/** What this build decided that the simulator must follow. */
const BUILD_SETTINGS = { jodiReading: config.jodiReading };

declare global {
  interface Window {
    __sim?: Sim;
  }
}

/** The session's recording is kept beside the world, so a reload neither loses nor restarts it. */
const recordingKey = (key: string) => `${key}:recording`;

function restoreRecording(sim: Sim, key: string): void {
  try {
    const saved = localStorage.getItem(recordingKey(key));
    if (saved) sim.recording = { complete: true, ...(JSON.parse(saved) as Partial<Sim['recording']>) } as Sim['recording'];
  } catch {
    /* an unreadable recording just starts again */
  }
}

function restore(key: string): Sim | null {
  const q = new URLSearchParams(location.search);
  if (q.has('sim-reset') || q.has('scenario')) return null;
  try {
    const saved = localStorage.getItem(key);
    const sim = saved ? simulatorFromState(JSON.parse(saved), Date.now, BUILD_SETTINGS) : null;
    if (sim) restoreRecording(sim, key);
    return sim;
  } catch {
    return null;
  }
}

function createScenario(name: string | undefined): Sim {
  try {
    return createSimulator({ scenario: name, settings: BUILD_SETTINGS });
  } catch {
    return createSimulator({ settings: BUILD_SETTINGS });
  }
}

/** Writes coalesce: a burst of changes is one write, 200 ms after the last (and at once when the page goes away). */
const SAVE_DELAY_MS = 200;

/** A gateway page is a navigation, which the service worker never sees: fetch it through MSW and show it. */
async function showGatewayPage(): Promise<void> {
  const res = await fetch(location.pathname + location.search, { headers: { accept: 'text/html' } });
  const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
  document.title = doc.title;
  document.head.innerHTML = doc.head.innerHTML;
  document.body.innerHTML = doc.body.innerHTML;
}

export async function startBrowserSimulator(opts: BrowserSimulatorOptions = {}): Promise<void> {
  const key = opts.storageKey ?? SIM_STORAGE_KEY;
  const restored = restore(key);
  // ?scenario=name on any URL starts that scenario (an unknown name falls back to the default world)
  const asked = new URLSearchParams(location.search).get('scenario') ?? undefined;
  const sim = restored ?? createScenario(asked);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    try {
      localStorage.setItem(key, JSON.stringify(sim.state));
      localStorage.setItem(recordingKey(key), JSON.stringify(sim.recording));
    } catch {
      /* storage full or blocked: the session just does not survive a reload */
    }
  };
  const save = () => {
    timer ??= setTimeout(flush, SAVE_DELAY_MS);
  };
  if (!restored) flush();
  // leaving the page always writes: read-only calls change no state but belong to the session's recording
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  // another tab changed the world: follow it
  window.addEventListener('storage', (e) => {
    if (e.key === key && e.newValue && sim.load(JSON.parse(e.newValue)).ok) restoreRecording(sim, key);
  });

  const worker = setupWorker(...createHandlers(sim, { credentials: opts.credentials ?? config.credentials, onChange: save }));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  window.__sim = sim;

  if (isGatewayPage(location.pathname)) {
    await showGatewayPage();
    document.documentElement.dataset.simulator = 'on';
    return new Promise<void>(() => {}); // this page is not the app: never hand over to it
  }
  document.documentElement.dataset.simulator = 'on';
}
