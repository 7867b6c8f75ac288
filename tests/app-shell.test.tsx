// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/app/routes';
import { loggedInState, renderApp } from './render';

describe('app shell', () => {
  it('registers every route of spec §2', () => {
    const paths = routes.map((r) => r.path);
    for (const p of ['/', '/login', '/receipt', '/register/:refcode?', '/forgot-password', '/dashboard', '/playground', '/play/:id', '/copypaste/:id', '/crossing/:id', '/mine', '/history/:id', '/gamechart/:id', '/p2p', '/recharge', '/withdrawal', '/promotion', '/bank-card', '/add-bank-card', '/reset-password', '/ratelist', '/help', '/chat', '/chat/:id', '/risk-disclosure', '*']) {
      expect(paths).toContain(p);
    }
    expect(paths.some((p) => p.startsWith('/ri') && p !== '/risk-disclosure')).toBe(true);
  });

  it('sends an unauthenticated visit to a protected screen to /login', async () => {
    renderApp({ path: '/dashboard' });
    await waitFor(() => expect(screen.queryByRole('link', { name: /home/i })).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: /chat/i })).toHaveAttribute('href', '/login');
  });

  it('sends a logged-in player on / to /dashboard and shows the full tab bar', async () => {
    renderApp({ path: '/', preloadedState: loggedInState() });
    expect(await screen.findByRole('link', { name: /home/i })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: /play/i })).toHaveAttribute('href', '/playground');
    expect(screen.getByRole('link', { name: /history/i })).toHaveAttribute('href', '/history/all');
    expect(screen.getByRole('link', { name: /chat/i })).toHaveAttribute('href', '/chat');
  });

  it('shows the not-found screen for unknown paths', async () => {
    renderApp({ path: '/no-such-page' });
    expect(await screen.findByText(/page not found/i)).toBeInTheDocument();
  });
});
