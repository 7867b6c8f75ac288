/**
 * The one log of API calls (spec §8 'Failed calls are logged').
 *
 * Every call that ends as a failure — whatever decided it: the transport (offline, timeout), the HTTP status, the
 * reply (status 0, an error page) or the endpoint (an empty reply to an action) — is logged once, with the path,
 * the HTTP status (0 when there was no reply), the message the player got, the reply's text and a recovered PHP
 * notice. A call that worked but came with a PHP notice is logged as a 'notice'.
 *
 * What reaches the log carries no secret: the base query removes the app credential values and the values of the
 * fields the contract marks secret from the reply text (see `redactSecrets`), and the path keeps only the `action`
 * of a query string (no user id, no mobile).
 *
 * Where it goes: `setApiLogSink`. Development prints to the console; tests and production builds are silent
 * unless a sink is set (production can forward to its monitoring with one call at start-up).
 */
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { SecretFieldName } from '../../domain/sensitive';
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

// ───────────────────────── secrets ─────────────────────────

/**
 * The request fields whose values are secrets: those the contract marks `secret` (domain/contract). The marks stay
 * out of the app's start, so this is a list of their names, which the compiler holds to them both ways: a field
 * marked, renamed or unmarked there is an error here.
 */
export const SECRET_FIELDS: Readonly<Record<SecretFieldName, true>> = { otp: true, password: true, token: true };
export const isSecretField = (name: string): boolean => Object.hasOwn(SECRET_FIELDS, name);
/** A JSON pair whose name holds a secret field's name (`"password": "…"`, `"otp_code": 4821`): its value. */
const SECRET_PAIR = new RegExp(`("[^"]*(?:${Object.keys(SECRET_FIELDS).join('|')})[^"]*"\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"|-?\\d+(?:\\.\\d+)?)`, 'gi');
export const REDACTED = '[redacted]';

const MIN_SECRET_LENGTH = 3;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `text` with every secret value removed: the given values (credential values, the request's secret fields)
 * wherever they appear, and the value of any JSON-looking pair named after a secret field (`"password": "…"`).
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  const values = [...new Set(secrets.map((s) => s.trim()).filter((s) => s.length >= MIN_SECRET_LENGTH))].sort((a, b) => b.length - a.length);
  for (const v of values) out = out.replace(new RegExp(escapeRegExp(v), 'g'), REDACTED);
  return out.replace(SECRET_PAIR, `$1"${REDACTED}"`);
}

/**
 * The secret values of each call, kept beside its CallMeta (never inside it: the meta travels in Redux actions), so
 * that the message the player got can be cleaned before it is logged — a server may echo an OTP in its msg.
 */
const secretsOfCall = new WeakMap<CallMeta, readonly string[]>();

/** Remembers the secrets of the call `meta` describes (base query); returns `meta`. */
export function withSecrets(meta: CallMeta, secrets: readonly string[]): CallMeta {
  secretsOfCall.set(meta, secrets);
  return meta;
}

// ───────────────────────── the middleware ─────────────────────────

function isCallMeta(v: unknown): v is CallMeta {
  return isRecord(v) && typeof v.path === 'string' && typeof v.status === 'number' && (v.method === 'GET' || v.method === 'POST');
}

function isNormalized(v: unknown): v is Normalized<unknown> {
  return isRecord(v) && (v.kind === 'ok' || v.kind === 'warning' || v.kind === 'failure') && typeof v.message === 'string';
}

/** An entry for a finished call, or null when there is nothing to log. */
export function entryFor(meta: CallMeta, result: Normalized<unknown> | null): ApiLogEntry | null {
  const failed = !result || result.kind === 'failure';
  if (!failed && !meta.notice) return null;
  const entry: ApiLogEntry = {
    kind: failed ? 'failure' : 'notice',
    method: meta.method,
    path: meta.path,
    status: meta.status,
    message: failed ? redactSecrets(result?.message ?? 'The reply could not be read.', secretsOfCall.get(meta) ?? []) : '',
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
