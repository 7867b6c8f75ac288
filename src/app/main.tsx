import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from '../config';
import { App } from './App';
import { setupStore } from './store';
import './styles.css';

async function boot() {
  // The simulator is imported only in simulator mode; the production build drops it.
  if (import.meta.env.VITE_API_MODE !== 'http') {
    const { startBrowserSimulator } = await import('../../mock-server/transports/browser');
    await startBrowserSimulator();
    // the client clock follows the simulator's clock (frozen, set, advanced) within a second
    if (config.apiMode === 'sim') {
      const { startSimClockSync } = await import('./simClockSync');
      startSimClockSync();
    }
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <App store={setupStore()} />
    </StrictMode>,
  );
}

void boot();
