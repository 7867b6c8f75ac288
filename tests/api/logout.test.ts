// @vitest-environment jsdom
import { configureBaseQuery, resetBaseQueryConfig } from '../../src/api/baseQuery';
import { authApi, verifyLoginResult } from '../../src/api/auth';
import { logout } from '../../src/api/logout';
import { profileApi } from '../../src/api/profile';
import { STORAGE_KEYS } from '../../src/api/session';
import { setupStore } from '../../src/app/store';
import { HOST, recordingServer } from './helpers';

const { server, captured } = recordingServer({
  'Webservices/login': { status: 1, msg: 'Welcome', id: '501' },
  'Webservices/profile': { error: false, message: '', data: [{ mobile: '9000000010', wallet: '10' }], user_Data: [] },
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureBaseQuery({ apiHost: HOST, credentials: [{ name: 'a', value: 'b' }] });
});
afterEach(() => {
  localStorage.clear();
  captured.length = 0;
});
afterAll(() => {
  server.close();
  resetBaseQueryConfig();
});

describe('login and logout', () => {
  it('a successful verifyLogin stores the id and mobile (session + localStorage)', async () => {
    const store = setupStore();
    expect(store.getState().session.userId).toBe('');
    await store.dispatch(authApi.endpoints.verifyLogin.initiate({ mobile: '9000000010', otp: '1', refferal: '' }));
    expect(store.getState().session).toEqual({ userId: '501', mobile: '9000000010' });
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('501');
    expect(localStorage.getItem(STORAGE_KEYS.mobile)).toBe('9000000010');
  });

  it('logout resets the whole API state, the session and every stored value', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, '501');
    localStorage.setItem(STORAGE_KEYS.mobile, '9000000010');
    localStorage.setItem(STORAGE_KEYS.pushToken, 'tok');
    localStorage.setItem(`${STORAGE_KEYS.noticeClosedPrefix}2024-01-01`, 'false');
    localStorage.setItem(`${STORAGE_KEYS.noticeClosedPrefix}2024-01-02`, 'false');
    localStorage.setItem('unrelated', 'keep');
    const store = setupStore();
    expect(store.getState().session.userId).toBe('501');
    const sub = store.dispatch(profileApi.endpoints.profile.initiate());
    await sub;
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    sub.unsubscribe();

    store.dispatch(logout());

    expect(store.getState().api.queries).toEqual({});
    expect(store.getState().api.mutations).toEqual({});
    expect(store.getState().session).toEqual({ userId: '', mobile: '' });
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.mobile)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.pushToken)).toBeNull();
    expect(localStorage.getItem(`${STORAGE_KEYS.noticeClosedPrefix}2024-01-01`)).toBeNull();
    expect(localStorage.getItem(`${STORAGE_KEYS.noticeClosedPrefix}2024-01-02`)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('keep');
  });

  it('after logout a new query runs again (nothing cached from the previous player)', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, '501');
    const store = setupStore();
    await store.dispatch(profileApi.endpoints.profile.initiate());
    store.dispatch(logout());
    await store.dispatch(profileApi.endpoints.profile.initiate());
    expect(captured.filter((c) => c.path === 'Webservices/profile')).toHaveLength(2);
    expect(captured.at(-1)!.form).toContainEqual(['user_id', '']);
  });

  it('verifyLoginResult keeps warnings and failures as they are', () => {
    const w = { kind: 'warning' as const, message: 'w', data: { id: '', purpose: 0, status: 2 } };
    expect(verifyLoginResult(w)).toBe(w);
  });
});
