/**
 * Where a device's push token comes from, chosen by configuration (decision 061):
 * - simulator mode: the simulated provider — a random `sim-…` token; the simulator queues notices for it and the
 *   page shows them (./simPoll.ts);
 * - Firebase Cloud Messaging when all VITE_FCM_* are set and the Firebase SDK is wired in (./fcm.ts);
 * - otherwise the standard Web Push API with VITE_VAPID_PUBLIC_KEY: the token is the subscription's JSON
 *   (endpoint and keys), which is what a Web Push sender needs;
 * - none: the alerts control is not shown.
 */
import type { PushConfig } from '../../../config';

export type ProviderKind = 'sim' | 'fcm' | 'webpush';

export interface PushProvider {
  readonly kind: ProviderKind;
  /** a device token for `updatefcm` (asks the browser for a push subscription where the provider needs one) */
  token(registration: ServiceWorkerRegistration): Promise<string>;
}

/** The parts of the Firebase JS SDK the FCM provider uses (`getToken` of firebase/messaging, bound to an app). */
export interface FcmSdk {
  getToken(options: { vapidKey: string; serviceWorkerRegistration: ServiceWorkerRegistration }): Promise<string>;
}

export type FcmSdkLoader = (fcm: NonNullable<PushConfig['fcm']>) => Promise<FcmSdk>;

/** base64url (a VAPID public key) → bytes. */
export function base64UrlBytes(s: string): Uint8Array<ArrayBuffer> {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export function webPushProvider(vapidPublicKey: string): PushProvider {
  return {
    kind: 'webpush',
    async token(reg) {
      const sub =
        (await reg.pushManager.getSubscription()) ??
        (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(vapidPublicKey) }));
      return JSON.stringify(sub.toJSON());
    },
  };
}

export function fcmProvider(fcm: NonNullable<PushConfig['fcm']>, load: FcmSdkLoader): PushProvider {
  return {
    kind: 'fcm',
    async token(reg) {
      const sdk = await load(fcm);
      return sdk.getToken({ vapidKey: fcm.vapidKey, serviceWorkerRegistration: reg });
    },
  };
}

export function simProvider(random: () => string = () => crypto.randomUUID()): PushProvider {
  return { kind: 'sim', token: async () => `sim-${random()}` };
}

export interface ProviderChoice {
  push: PushConfig;
  sim: boolean;
  /** the Firebase SDK, when the project has it (./fcm.ts) */
  loadFcmSdk: FcmSdkLoader | null;
}

export function chooseProvider({ push, sim, loadFcmSdk }: ProviderChoice): PushProvider | null {
  if (sim) return simProvider();
  if (push.fcm && loadFcmSdk) return fcmProvider(push.fcm, loadFcmSdk);
  if (push.vapidPublicKey) return webPushProvider(push.vapidPublicKey);
  return null;
}
