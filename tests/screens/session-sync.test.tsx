// @vitest-environment jsdom
/** The stored login is followed across tabs (the `storage` event): a logout anywhere logs out everywhere. */
import { act, screen, waitFor } from '@testing-library/react';
import { PLAYER_MOBILES } from '../../fixtures';
import { STORAGE_KEYS } from '../../src/api/session';
import { fixturePlayer } from '../simulator';
import { renderAt, screenSimulator, storeLogin } from './withLocation';

const t = screenSimulator();
const [P1, P2] = PLAYER_MOBILES;

/** What another tab's change of localStorage looks like in this tab: the value is already written, then the event. */
function otherTab(key: string | null, newValue: string | null) {
  const oldValue = key ? localStorage.getItem(key) : null;
  act(() => {
    if (key === null) localStorage.clear();
    else if (newValue === null) localStorage.removeItem(key);
    else localStorage.setItem(key, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage }));
  });
}

describe('session across tabs', () => {
  it('a logout in another tab logs this tab out: it goes to /login and forgets the player', async () => {
    const me = fixturePlayer(t.sim, P1);
    storeLogin(me.id, P1);
    const { store, location } = renderAt('/dashboard', { session: { userId: me.id, mobile: P1 } });
    expect(await screen.findByRole('link', { name: /home/i })).toBeInTheDocument();
    await waitFor(() => expect(Object.keys(store.getState().api.queries).length).toBeGreaterThan(0));

    otherTab(STORAGE_KEYS.mobile, null);
    otherTab(STORAGE_KEYS.userId, null);
    await waitFor(() => expect(location()).toBe('/login'));
    expect(store.getState().session).toEqual({ userId: '', mobile: '' });
    expect(store.getState().api.queries).toEqual({});
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it('clearing storage in another tab (key null) logs out too', async () => {
    const me = fixturePlayer(t.sim, P1);
    storeLogin(me.id, P1);
    const { location } = renderAt('/mine', { session: { userId: me.id, mobile: P1 } });
    expect(await screen.findByRole('link', { name: /home/i })).toBeInTheDocument();
    otherTab(null, null);
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('a login in another tab is picked up: this tab leaves /login for the dashboard', async () => {
    const me = fixturePlayer(t.sim, P1);
    const { store, location } = renderAt('/login');
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    otherTab(STORAGE_KEYS.userId, me.id);
    otherTab(STORAGE_KEYS.mobile, P1);
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(store.getState().session).toEqual({ userId: me.id, mobile: P1 });
  });

  it("another player's login elsewhere replaces this tab's player and drops the old player's data", async () => {
    const one = fixturePlayer(t.sim, P1);
    const two = fixturePlayer(t.sim, P2);
    storeLogin(one.id, P1);
    const { store } = renderAt('/mine', { session: { userId: one.id, mobile: P1 } });
    expect(await screen.findByText(`+91 ${P1}`)).toBeInTheDocument();
    localStorage.setItem(STORAGE_KEYS.mobile, P2);
    otherTab(STORAGE_KEYS.userId, two.id);
    await waitFor(() => expect(store.getState().session).toEqual({ userId: two.id, mobile: P2 }));
    expect(await screen.findByText(`+91 ${P2}`)).toBeInTheDocument();
    const sentIds = t.sim.journal.filter((j) => j.path.includes('Webservices/profile')).map((j) => j.fields.user_id);
    expect(sentIds).toContain(two.id);
  });

  it('a change of some other stored value is ignored', async () => {
    const me = fixturePlayer(t.sim, P1);
    storeLogin(me.id, P1);
    const { store, location } = renderAt('/mine', { session: { userId: me.id, mobile: P1 } });
    expect(await screen.findByRole('link', { name: /home/i })).toBeInTheDocument();
    otherTab('notice_2026-01-10', 'false');
    expect(store.getState().session).toEqual({ userId: me.id, mobile: P1 });
    expect(location()).toBe('/mine');
  });
});
