/**
 * The app's start, loaded by main.tsx once the prerendered shell has painted: the store, the entry screen's code,
 * the first render. In simulator mode the calls wait for the simulator; the screen does not.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { holdCallsUntil } from '../api/baseQuery';
import { config } from '../config';
import { App } from './App';
import { hasScreen, preloadEntryScreen } from './routes';
import { setupStore } from './store';

function render(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  const app = createRoot(root);
  // The prerendered shell in #root (build/shellPlugin.ts) stays on screen until this render commits in its place.
  // A transition: the first render yields to the browser every few milliseconds instead of one long task.
  startTransition(() =>
    app.render(
      <StrictMode>
        <App store={setupStore()} />
      </StrictMode>,
    ),
  );
}

/** `simulator`: the in-browser simulator starting (simulator mode), null in the production build. */
export async function boot(simulator: Promise<void> | null): Promise<void> {
  // the same build-time gate as main.tsx's: the production build carries none of this (nor simClockSync)
  if (import.meta.env.VITE_API_MODE !== 'http' && simulator) {
    holdCallsUntil(simulator);
    if (config.apiMode === 'sim') {
      // the client clock follows the simulator's clock (frozen, set, advanced) within a second
      void simulator.then(async () => {
        const { startSimClockSync } = await import('./simClockSync');
        startSimClockSync();
      }, () => undefined);
    }
    // a path the app has no screen for may be a page of the simulator's own (the payment gateway): it goes first
    if (!hasScreen(location.pathname)) await simulator.catch(() => undefined);
  }
  // the entry screen's code (modulepreloaded by index.html for /login) is in before the first render: no fallback
  await preloadEntryScreen(location.pathname);
  render();
}
