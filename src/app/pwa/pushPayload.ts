/** What a push message shows: read from our payload, FCM's, or plain text (used by the service worker, src/app/pwa/sw.ts). */

export interface PushData {
  json(): unknown;
  text(): string;
}

export interface ShownNotice {
  title: string;
  body: string;
  /** the app path a tap opens */
  url: string;
}

const FALLBACK: ShownNotice = { title: 'Matka Play', body: '', url: '/dashboard' };

const record = (v: unknown): Record<string, unknown> | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/** Ours `{title, body, url?}`, FCM's `{notification: {title, body}, data?: {url}}`, or plain text as the body. */
export function readPush(data: PushData | null, appName = FALLBACK.title): ShownNotice {
  const fallback = { ...FALLBACK, title: appName };
  if (!data) return fallback;
  let v: unknown;
  try {
    v = data.json();
  } catch {
    return { ...fallback, body: data.text() };
  }
  const o = record(v) ?? {};
  const n = record(o.notification) ?? o;
  const d = record(o.data) ?? o;
  return {
    title: typeof n.title === 'string' && n.title.trim() ? n.title : fallback.title,
    body: typeof n.body === 'string' ? n.body : '',
    // only a path of this app (never another site)
    url: typeof d.url === 'string' && /^\/(?!\/)/.test(d.url) ? d.url : fallback.url,
  };
}
