// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { hasScreen, preloadEntryScreen, retryableLazy, routes } from '../../src/app/routes';
import { renderApp } from '../render';

describe('the entry screen', () => {
  it('a preloaded screen renders at once, without suspending to the fallback', async () => {
    const load = vi.fn(async () => ({ default: () => <p>loaded screen</p> }));
    const Screen = retryableLazy(load);
    await Screen.preload?.();
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('loaded screen')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a screen not preloaded suspends first (as before)', async () => {
    const Screen = retryableLazy(async () => ({ default: () => <p>late screen</p> }));
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('fallback')).toBeInTheDocument();
    expect(await screen.findByText('late screen')).toBeInTheDocument();
  });

  it('a failed preload does not reject; the route shows its failure and retries as any failed screen', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: () => <p>second try</p> };
    });
    const route = { path: '/x', screen: retryableLazy(load), access: 'open' as const };
    routes.unshift(route);
    try {
      await expect(preloadEntryScreen('/x')).resolves.toBeUndefined();
      fail = false;
      await route.screen.preload?.();
      render(<route.screen />);
      expect(screen.getByText('second try')).toBeInTheDocument();
    } finally {
      routes.splice(routes.indexOf(route), 1);
    }
  });

  it('preloads the screen of the route the page opens on: the first render of / shows the login form', async () => {
    await preloadEntryScreen('/');
    renderApp({ path: '/' });
    // synchronously: no fallback in between
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it("knows the app's own screens from the rest (a simulator page such as the payment gateway)", () => {
    expect(hasScreen('/login')).toBe(true);
    expect(hasScreen('/play/3')).toBe(true);
    expect(hasScreen('/__sim/gateway/12')).toBe(false);
    expect(hasScreen('/upi/pay.php')).toBe(false);
  });
});
