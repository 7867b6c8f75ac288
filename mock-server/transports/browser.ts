import { setupWorker } from 'msw/browser';
import { http, HttpResponse } from 'msw';

/** Starts the in-browser simulator (MSW service worker). */
export async function startBrowserSimulator(): Promise<void> {
  const worker = setupWorker(http.get('/__sim/scenarios', () => HttpResponse.json([{ name: 'default' }])));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  document.documentElement.dataset.simulator = 'on';
}
