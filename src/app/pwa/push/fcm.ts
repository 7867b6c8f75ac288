/**
 * The Firebase SDK for the FCM provider (decision 061). An FCM registration token can only be had through the
 * Firebase JS SDK (`getToken` of firebase/messaging registers the browser's push subscription with FCM), and this
 * project does not ship the `firebase` package, so no SDK is wired in: a build with VITE_FCM_* set uses Web Push
 * (VITE_VAPID_PUBLIC_KEY) when that is set, else shows no alerts control.
 *
 * To turn FCM on: `npm install firebase`, then replace `null` below with
 *
 *   async (fcm) => {
 *     const { initializeApp } = await import('firebase/app');
 *     const { getMessaging, getToken } = await import('firebase/messaging');
 *     const messaging = getMessaging(initializeApp({ apiKey: fcm.apiKey, projectId: fcm.projectId,
 *       messagingSenderId: fcm.senderId, appId: fcm.appId }));
 *     return { getToken: (o) => getToken(messaging, o) };
 *   }
 *
 * The token goes to the server with `updatefcm` as any other; our service worker (src/app/pwa/sw.ts) shows FCM's
 * `{notification: {title, body}}` payloads.
 */
import type { FcmSdkLoader } from './providers';

export const loadFcmSdk: FcmSdkLoader | null = null;
