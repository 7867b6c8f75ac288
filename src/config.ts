/**
 * Configuration, read once from build-time environment variables (VITE_*).
 * The README's configuration table and .env.example list every variable.
 */

import { parseJodiReading, type JodiReading } from '../domain/jodiNumbers';
import { SIM_DEFAULT_CREDENTIALS } from '../domain/simControl';

export type ApiMode = 'sim' | 'http';


export interface AppConfig {
  appName: string;
  apiMode: ApiMode;
  /** API host with a trailing slash; '/' for the in-browser simulator */
  apiHost: string;
  credentials: Array<{ name: string; value: string }>;
  whatsappNumber: string;
  telegramUrl: string;
  videoChannelUrl: string;
  socialGroupUrl: string;
  photoPageUrl: string;
  appSite: string;
  userSubdomain: string;
  productSite: string;
  dashboardFrameUrl: string;
  secretRoute: string;
  defaultRefcode: string;
  /** how the backend reads a type-1 bet_numbers value (domain/jodiNumbers.ts) */
  jodiReading: JodiReading;
  version: string;
  /** push providers (src/app/pwa/push): Firebase Cloud Messaging when fully configured, else Web Push with VAPID */
  push: PushConfig;
}

export interface PushConfig {
  /** VITE_FCM_API_KEY, VITE_FCM_PROJECT_ID, VITE_FCM_SENDER_ID, VITE_FCM_APP_ID, VITE_FCM_VAPID_KEY; null unless all are set */
  fcm: { apiKey: string; projectId: string; senderId: string; appId: string; vapidKey: string } | null;
  /** VITE_VAPID_PUBLIC_KEY: the application server key (base64url) for the standard Web Push API; '' when unset */
  vapidPublicKey: string;
}

function readPush(env: Env): PushConfig {
  const fcm = {
    apiKey: str(env, 'VITE_FCM_API_KEY'),
    projectId: str(env, 'VITE_FCM_PROJECT_ID'),
    senderId: str(env, 'VITE_FCM_SENDER_ID'),
    appId: str(env, 'VITE_FCM_APP_ID'),
    vapidKey: str(env, 'VITE_FCM_VAPID_KEY'),
  };
  return { fcm: Object.values(fcm).every((v) => v !== '') ? fcm : null, vapidPublicKey: str(env, 'VITE_VAPID_PUBLIC_KEY') };
}

type Env = Record<string, string | boolean | undefined>;

function str(env: Env, key: string, fallback = ''): string {
  const v = env[key];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : fallback;
}

function withSlash(host: string): string {
  return host.endsWith('/') ? host : `${host}/`;
}

export function readConfig(env: Env): AppConfig {
  const explicitMode = str(env, 'VITE_API_MODE');
  const apiMode: ApiMode = explicitMode === 'http' || explicitMode === 'sim' ? explicitMode : str(env, 'VITE_API_HOST') ? 'http' : 'sim';
  const sim = apiMode === 'sim';
  // the production build (VITE_API_MODE folded to 'http') carries no simulator credential value at all (.ci/run checks)
  const simDefaults: readonly { name: string; value: string }[] = import.meta.env.VITE_API_MODE === 'http' ? [] : SIM_DEFAULT_CREDENTIALS;
  const credentials = [1, 2].map((n, i) => ({
    name: str(env, `VITE_APP_CRED${n}_NAME`, sim ? (simDefaults[i]?.name ?? '') : ''),
    value: str(env, `VITE_APP_CRED${n}_VALUE`, sim ? (simDefaults[i]?.value ?? '') : ''),
  })).filter((c) => c.name !== '');
  return {
    appName: str(env, 'VITE_APP_NAME', 'Matka Play'),
    apiMode,
    apiHost: sim ? '/' : withSlash(str(env, 'VITE_API_HOST')),
    credentials,
    whatsappNumber: str(env, 'VITE_WHATSAPP_NUMBER', '919999999999'),
    telegramUrl: str(env, 'VITE_TELEGRAM_URL', 'https://t.me/'),
    videoChannelUrl: str(env, 'VITE_VIDEO_CHANNEL_URL', 'https://www.youtube.com/'),
    socialGroupUrl: str(env, 'VITE_SOCIAL_GROUP_URL', 'https://chat.whatsapp.com/'),
    photoPageUrl: str(env, 'VITE_PHOTO_PAGE_URL', 'https://www.instagram.com/'),
    appSite: str(env, 'VITE_APP_SITE', 'https://example.com'),
    userSubdomain: str(env, 'VITE_USER_SUBDOMAIN', 'https://user.example.com'),
    productSite: str(env, 'VITE_PRODUCT_SITE', 'https://example.com/app'),
    dashboardFrameUrl: str(env, 'VITE_DASHBOARD_FRAME_URL'),
    secretRoute: str(env, 'VITE_SECRET_ROUTE', 'support'),
    defaultRefcode: str(env, 'VITE_DEFAULT_REFCODE', '9000000001'),
    jodiReading: parseJodiReading(str(env, 'VITE_JODI_READING')),
    version: str(env, 'VITE_APP_VERSION', '0.1.0'),
    push: readPush(env),
  };
}

export const config: AppConfig = readConfig(import.meta.env as unknown as Env);
