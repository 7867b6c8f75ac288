// @vitest-environment jsdom
/**
 * Registering the app's worker (src/app/pwa/worker.ts) after the page has loaded leaves nothing behind: no listener
 * holds the worker's messages. In the demo build the simulator's worker posts two messages to the page for every call
 * it answers; a listener that keeps them (workbox-window's buffers every message until its instance owns a worker,
 * which never happens when the simulator registered the same script before it) grew the heap by ~0.3 MB a minute on
 * a first visit left open (npm run perf:soak, decision 089).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const registration = { scope: 'http://localhost/' } as ServiceWorkerRegistration;

function fakeServiceWorker() {
  const listeners: string[] = [];
  const container = {
    controller: null,
    ready: Promise.resolve(registration),
    register: vi.fn(async (_url: string) => registration),
    getRegistration: vi.fn(async () => registration),
    addEventListener: vi.fn((type: string) => void listeners.push(type)),
    removeEventListener: vi.fn(),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return { container, listeners };
}

describe('the app worker’s registration', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubEnv('DEV', false);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('registers /sw.js once and resolves to its registration', async () => {
    const { container } = fakeServiceWorker();
    const { appWorker, APP_WORKER_URL } = await import('../../src/app/pwa/worker');
    await expect(appWorker()).resolves.toBe(registration);
    await expect(appWorker()).resolves.toBe(registration);
    expect(container.register).toHaveBeenCalledTimes(1);
    expect(container.register.mock.calls[0]?.[0]).toBe(APP_WORKER_URL);
  });

  it('leaves no listener on the worker’s messages', async () => {
    const { listeners } = fakeServiceWorker();
    const { appWorker } = await import('../../src/app/pwa/worker');
    await appWorker();
    expect(listeners).not.toContain('message');
  });

  it('is null where registering fails or there is no service worker', async () => {
    const { container } = fakeServiceWorker();
    container.register.mockRejectedValueOnce(new Error('SecurityError'));
    const { appWorker } = await import('../../src/app/pwa/worker');
    await expect(appWorker()).resolves.toBeNull();
  });
});
