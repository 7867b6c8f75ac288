/**
 * The QA panel's one way to the simulator: its control API (`/__sim/…`) over fetch — the client never imports the
 * simulator. Same origin in the in-browser simulator (the MSW worker answers); `{VITE_API_HOST}__sim/` against
 * `npm run sim`, where a joined session is named by the URL prefix `/s/{id}/` (mock-server/sessions.ts). Every
 * outcome resolves as data, never a throw: `{ ok: true, data }` or `{ ok: false, error }` with a readable message.
 */
import { activeBaseQueryConfig, configureBaseQuery } from '../api/baseQuery';
import { config } from '../config';

export type SimReply<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: string };

export interface SimInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** sent as JSON */
  body?: unknown;
}

/** The HTTP simulator session this browser joined (localStorage: it outlives the tab, as a tester expects). */
export const JOINED_SESSION_KEY = 'qa-sim-session';
export const DEFAULT_SESSION = 'default';

const withSlash = (host: string) => (host.endsWith('/') ? host : `${host}/`);
const SESSION_PREFIX = /s\/([a-z0-9-]{1,40})\/$/i;

/** The simulator's own address: the API host without a session prefix. */
export function serverRoot(): string {
  return withSlash(config.apiHost).replace(SESSION_PREFIX, '');
}

/** The session the client's calls go to ('default' when none is named). */
export function currentSession(): string {
  return SESSION_PREFIX.exec(withSlash(activeBaseQueryConfig().apiHost))?.[1] ?? DEFAULT_SESSION;
}

/** Where `/__sim/{path}` of the current session is. */
export function simUrl(path: string): string {
  return `${withSlash(activeBaseQueryConfig().apiHost)}__sim/${path.replace(/^\/+/, '')}`;
}

/** Where the session routes are (they span sessions, so no prefix). */
export function sessionsUrl(path = ''): string {
  return `${serverRoot()}__sim/sessions${path}`;
}

/** Points the client's calls (the player screens' and the panel's) at a session of the HTTP simulator. */
export function switchSession(id: string): void {
  const root = serverRoot();
  configureBaseQuery({ apiHost: id === DEFAULT_SESSION ? root : `${root}s/${encodeURIComponent(id)}/` });
  try {
    if (id === DEFAULT_SESSION) localStorage.removeItem(JOINED_SESSION_KEY);
    else localStorage.setItem(JOINED_SESSION_KEY, id);
  } catch {
    /* storage unavailable: the choice lasts until the page reloads */
  }
}

/** The session joined earlier on this browser (HTTP simulator only), applied at start. True if one was applied. */
export function restoreJoinedSession(): boolean {
  if (config.apiMode !== 'http') return false;
  let id: string | null = null;
  try {
    id = localStorage.getItem(JOINED_SESSION_KEY);
  } catch {
    return false;
  }
  if (!id || id === currentSession()) return false;
  switchSession(id);
  return true;
}

function messageOf(status: number, body: unknown, text: string): string {
  if (typeof body === 'object' && body !== null) {
    const o = body as Record<string, unknown>;
    for (const k of ['error', 'msg', 'message']) if (typeof o[k] === 'string' && o[k]) return `${o[k] as string} (HTTP ${status})`;
  }
  return text.trim() ? `HTTP ${status}: ${text.trim().slice(0, 120)}` : `HTTP ${status}`;
}

/** One control call: the parsed JSON reply, or why it failed. */
export async function simFetch<T = unknown>(url: string, init: SimInit = {}): Promise<SimReply<T>> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      cache: 'no-store',
      headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    return { ok: false, status: 0, error: 'The simulator did not answer (network error).' };
  }
  const text = await res.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: the text is the message */
  }
  if (!res.ok) {
    if (res.status === 404 && /No control route/.test(text)) {
      return { ok: false, status: 404, error: `This simulator has no ${method} /__sim/${url.split('/__sim/')[1] ?? ''} yet (404).` };
    }
    return { ok: false, status: res.status, error: messageOf(res.status, body, text) };
  }
  if (typeof body === 'object' && body !== null && (body as { ok?: unknown }).ok === false) {
    return { ok: false, status: res.status, error: messageOf(res.status, body, text) };
  }
  return { ok: true, status: res.status, data: body as T };
}

/** `simFetch` on the current session's control API. */
export const sim = <T = unknown>(path: string, init?: SimInit) => simFetch<T>(simUrl(path), init);

/** Saves a JSON value as a file download. */
export function downloadJson(name: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 1)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}
