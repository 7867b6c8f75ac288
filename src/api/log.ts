/**
 * The one log of API calls (spec §8 'Failed calls are logged').
 *
 * Every call that ends as a failure — whatever decided it: the transport (offline, timeout), the HTTP status, the
 * reply (status 0, an error page) or the endpoint (an empty reply to an action) — is logged once, with the path,
 * the HTTP status (0 when there was no reply), the message the player got, the reply's text and a recovered PHP
 * notice. A call that worked but came with a PHP notice is logged as a 'notice'.
 *
 * What reaches the log carries no secret: the base query removes the app credential values and the values of the
 * fields the contract marks secret from the reply text (`redactSecrets` in callLog.ts), and the path keeps only the `action`
 * of a query string (no user id, no mobile).
 *
 * Where it goes: `setApiLogSink`. Development prints to the console; tests and production builds are silent
 * unless a sink is set (production can forward to its monitoring with one call at start-up).
 */
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { Normalized } from './normalize';

/** (normalize.ts has the same; not imported: the log is in the app's start, the reply reader is not) */
function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export interface ApiLogEntry {
  /** 'failure': the call failed (the player saw `message`); 'notice': it worked, but the server printed a PHP notice */
  kind: 'failure' | 'notice';
  method: 'GET' | 'POST';
  /** 'Webservices/game_bet' or 'api/game.php?action=p2ptransfer' */
  path: string;
  /** HTTP status; 0 when no reply came (offline, timeout, cancelled) */
  status: number;
  /** what the player was told ('' for a notice on a call that worked) */
  message: string;
  /** the reply's text (an error page's text with tags stripped), secrets removed, at most 500 characters */
  text?: string;
  /** text the server printed before its JSON (PHP notice), secrets removed */
  notice?: string;
}

export type ApiLogSink = (entry: ApiLogEntry) => void;

/** What the base query tells the log about each call (RTK Query's baseQueryMeta). Secrets are already removed. */
export interface CallMeta {
  method: 'GET' | 'POST';
  path: string;
  status: number;
  text?: string;
  notice?: string;
}

const consoleSink: ApiLogSink = (e) => console.warn(`[api] ${e.kind} ${e.method} ${e.path} (${e.status})`, e);

function defaultSink(): ApiLogSink | null {
  // read as import.meta.env.X, which Vite folds at build time (the production build keeps neither the sink nor the
  // environment object)
  return import.meta.env.DEV && import.meta.env.MODE !== 'test' ? consoleSink : null;
}

let sink: ApiLogSink | null = defaultSink();

/** Where log entries go: a function (forward them), null (silence), undefined (back to the default). */
export function setApiLogSink(next: ApiLogSink | null | undefined): void {
  sink = next === undefined ? defaultSink() : next;
}

export function logApiEntry(entry: ApiLogEntry): void {
  try {
    sink?.(entry);
  } catch {
    // a broken sink must never break a call
  }
}

/**
 * How to clean each call's texts of its secrets (callLog.ts), kept beside its CallMeta (never inside it: the meta
 * travels in Redux actions), so that the message the player got is cleaned before it is logged.
 */
const redactorOfCall = new WeakMap<CallMeta, (text: string) => string>();

/** Remembers how to clean the texts of the call `meta` describes (callLog.ts); returns `meta`. */
export function withRedactor(meta: CallMeta, redact: (text: string) => string): CallMeta {
  redactorOfCall.set(meta, redact);
  return meta;
}

// ───────────────────────── the middleware ─────────────────────────

function isCallMeta(v: unknown): v is CallMeta {
  return isRecord(v) && typeof v.path === 'string' && typeof v.status === 'number' && (v.method === 'GET' || v.method === 'POST');
}

function isNormalized(v: unknown): v is Normalized<unknown> {
  return isRecord(v) && (v.kind === 'ok' || v.kind === 'warning' || v.kind === 'failure') && typeof v.message === 'string';
}

/** A call whose secrets are unknown logs no message. */
const withheld = () => '';

/** An entry for a finished call, or null when there is nothing to log. */
export function entryFor(meta: CallMeta, result: Normalized<unknown> | null): ApiLogEntry | null {
  const failed = !result || result.kind === 'failure';
  if (!failed && !meta.notice) return null;
  const entry: ApiLogEntry = {
    kind: failed ? 'failure' : 'notice',
    method: meta.method,
    path: meta.path,
    status: meta.status,
    message: failed ? (redactorOfCall.get(meta) ?? withheld)(result?.message ?? 'The reply could not be read.') : '',
  };
  if (meta.text) entry.text = meta.text;
  if (meta.notice) entry.notice = meta.notice;
  return entry;
}

/**
 * Logs each finished API call once, after the endpoint has shaped its reply (so a failure decided by the endpoint,
 * such as an empty reply to an action, is logged too). Cached results dispatch nothing and are not logged again.
 */
export function createApiLogMiddleware(reducerPath: string): Middleware {
  const prefix = `${reducerPath}/`;
  return () => (next) => (action) => {
    const result = next(action);
    const a = action as UnknownAction & { payload?: unknown; meta?: { baseQueryMeta?: unknown } };
    if (typeof a.type === 'string' && a.type.startsWith(prefix) && (a.type.endsWith('/fulfilled') || a.type.endsWith('/rejected'))) {
      const meta = a.meta?.baseQueryMeta;
      if (isCallMeta(meta)) {
        const entry = entryFor(meta, a.type.endsWith('/fulfilled') && isNormalized(a.payload) ? a.payload : null);
        if (entry) logApiEntry(entry);
      }
    }
    return result;
  };
}
