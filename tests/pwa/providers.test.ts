/** Push providers (decision 061): chosen by configuration; each gives a token for updatefcm. */
import { base64UrlBytes, chooseProvider, fcmProvider, simProvider, webPushProvider } from '../../src/app/pwa/push/providers';
import { readConfig } from '../../src/config';

const FCM = { VITE_FCM_API_KEY: 'k', VITE_FCM_PROJECT_ID: 'p', VITE_FCM_SENDER_ID: 's', VITE_FCM_APP_ID: 'a', VITE_FCM_VAPID_KEY: 'BFcm' };
const push = (env: Record<string, string>) => readConfig({ VITE_API_HOST: 'https://api.example.com/', ...env }).push;
const sdk = async () => ({ getToken: async () => 'fcm-token' });

describe('configuration', () => {
  it('reads FCM only when all five VITE_FCM_* are set, and the VAPID key', () => {
    expect(push({}).fcm).toBeNull();
    expect(push({ ...FCM, VITE_FCM_APP_ID: ' ' }).fcm).toBeNull();
    expect(push(FCM).fcm).toEqual({ apiKey: 'k', projectId: 'p', senderId: 's', appId: 'a', vapidKey: 'BFcm' });
    expect(push({ VITE_VAPID_PUBLIC_KEY: ' BKey ' }).vapidPublicKey).toBe('BKey');
  });
});

describe('chooseProvider', () => {
  it('simulator mode: the simulated provider, whatever else is configured', () => {
    expect(chooseProvider({ push: push({ ...FCM, VITE_VAPID_PUBLIC_KEY: 'B' }), sim: true, loadFcmSdk: sdk })?.kind).toBe('sim');
  });
  it('FCM when configured and the SDK is there; else Web Push with the VAPID key; else none', () => {
    expect(chooseProvider({ push: push({ ...FCM, VITE_VAPID_PUBLIC_KEY: 'B' }), sim: false, loadFcmSdk: sdk })?.kind).toBe('fcm');
    expect(chooseProvider({ push: push({ ...FCM, VITE_VAPID_PUBLIC_KEY: 'B' }), sim: false, loadFcmSdk: null })?.kind).toBe('webpush');
    expect(chooseProvider({ push: push(FCM), sim: false, loadFcmSdk: null })).toBeNull();
    expect(chooseProvider({ push: push({}), sim: false, loadFcmSdk: sdk })).toBeNull();
  });
});

describe('tokens', () => {
  const reg = (existing: PushSubscription | null) => {
    const subscribe = vi.fn(async () => ({ toJSON: () => ({ endpoint: 'https://push.example/new', keys: { p256dh: 'P', auth: 'A' } }) }) as unknown as PushSubscription);
    return { subscribe, reg: { pushManager: { getSubscription: async () => existing, subscribe } } as unknown as ServiceWorkerRegistration };
  };

  it('Web Push subscribes with the VAPID key (bytes) and sends the subscription JSON', async () => {
    const { reg: r, subscribe } = reg(null);
    const token = await webPushProvider('AQID-_8').token(r);
    expect(JSON.parse(token)).toEqual({ endpoint: 'https://push.example/new', keys: { p256dh: 'P', auth: 'A' } });
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: new Uint8Array([1, 2, 3, 251, 255]) });
  });

  it('Web Push reuses an existing subscription', async () => {
    const existing = { toJSON: () => ({ endpoint: 'https://push.example/old' }) } as unknown as PushSubscription;
    const { reg: r, subscribe } = reg(existing);
    expect(JSON.parse(await webPushProvider('AQID').token(r))).toEqual({ endpoint: 'https://push.example/old' });
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('FCM asks the SDK for a token with its VAPID key and our worker registration', async () => {
    const getToken = vi.fn(async () => 'fcm-123');
    const r = {} as ServiceWorkerRegistration;
    const fcm = push(FCM).fcm!;
    expect(await fcmProvider(fcm, async () => ({ getToken })).token(r)).toBe('fcm-123');
    expect(getToken).toHaveBeenCalledWith({ vapidKey: 'BFcm', serviceWorkerRegistration: r });
  });

  it('the simulated provider makes sim-… tokens', async () => {
    expect(await simProvider(() => 'abc').token({} as ServiceWorkerRegistration)).toBe('sim-abc');
  });

  it('base64url decoding', () => {
    expect([...base64UrlBytes('AQID-_8')]).toEqual([1, 2, 3, 251, 255]);
    expect([...base64UrlBytes('')]).toEqual([]);
  });
});
