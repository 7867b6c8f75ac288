/**
 * Reply normalization (spec §3 "Server replies", §8 toasts).
 *
 * Every call of spec §7 — whatever the reply looks like — reaches the UI as one shape:
 *
 *     { kind: 'ok' | 'warning' | 'failure', message: string, data: T }
 *
 * Rules (in this order, see `normalizeBody`):
 * - `status` 0 / 1 / 2 (number or numeric string): 0 failure, 2 warning, anything else ok.
 * - `status` as a non-numeric string: 'success' / 'true' ok; 'false' failure; any other string is the failure
 *   message itself (the add-bank reply: `{ status: 'success' }` or `{ status: 'Invalid OTP' }`).
 * - `error` true / 'true' / 1 / '1' → failure. If both `error` and `status` are present, failure wins.
 * - `return` false (otp.php) → failure.
 * - Arrays: the first element decides when it carries status / error (register, P2P, JSON withdrawal);
 *   otherwise (bank card list, invite records, empty arrays) the array is plain data → ok.
 * - Actions need a verdict (`requireVerdict`, applied by the endpoints): an empty or shapeless reply to a
 *   registration, a bet, a transfer… is a failure with a clear message, never a success.
 * - message: `msg`, else `message`, else a string `error`, else a string `status` failure text, else ''.
 * - A body with text before the JSON (PHP notices: `<br /><b>Notice</b>: … {"status":1}`): the JSON tail is
 *   recovered and normalized as if it came alone; the stripped prefix is kept in `notice` for logging.
 *   Rationale: the server did run the call; reporting a failure would invite a retry (a second bet).
 * - Any other non-JSON body (an HTML error page, a PHP fatal error, a proxy page, plain text) → failure with
 *   MESSAGES.serverProblem: the page's text never reaches the screen (it names server paths and internals). Its text,
 *   tags stripped and truncated to 200 characters, is kept in `serverText` for the log. Never a throw.
 * - Non-2xx HTTP → failure with the server's message if the body carries one as JSON, else the status text.
 *
 * Numbers that arrive as strings are parsed by the small parsers at the bottom (toInt, toNum, toBool, …).
 */

import { recoverJsonTail } from '../../domain/jsonTail';
import type { ReplyKind } from '../../domain/reply';
import { MSG } from '../../domain/messages';
import { isNoRowsMessage, readAmount, readClockTime, readDay, readFlag, readHourMinute, readWhole } from '../../domain/read';
import { noteHabit } from './habits';

export interface Normalized<T> {
  kind: ReplyKind;
  /** server text (msg / message / error) or a client text for transport failures; '' when none */
  message: string;
  data: T;
  /** text the server printed before its JSON (PHP notices), tags stripped; only when recovered */
  notice?: string;
  /** the text of a reply that was not JSON (an error page), tags stripped, truncated: for the log, never the screen */
  serverText?: string;
  /**
   * Set on a failure that is not the server's own answer, so the call may still have run there: no reply (timeout,
   * connection lost, cancelled), an unreadable body, or a server error (5xx). A bet with this flag must be checked in
   * the bid history before the player is invited to play it again.
   */
  outcomeUnknown?: true;
  /** Set on a failure before the request left the device (offline): the call certainly did not run. */
  notSent?: true;
  /** the HTTP status of a failure that came with a status other than 2xx */
  httpStatus?: number;
}

export const MESSAGES = {
  empty: 'The server sent an empty reply.',
  unexpected: 'Unexpected reply from the server.',
  generic: MSG.generic,
  offline: 'No internet connection. Please check your network and try again.',
  timeout: 'The server took too long to respond. Please try again.',
  /** a reply that is an error page (HTML, a PHP fatal error) or other text instead of JSON */
  serverProblem: 'The server is having a problem. Please try again in a moment.',
} as const;

export const MAX_SERVER_TEXT = 200;

// ───────────────────────── small typed parsers ─────────────────────────

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/*
 * The readers of values a player acts on (domain/read.ts), each habit they meet counted (habits.ts noteHabit). None takes
 * a fallback: what cannot be read is null, and the view decides what unknown means — never a number that looks real.
 */

/** Rupees exact to the paisa from a number or a numeric string ('250', '1,250.50'); otherwise null. */
export const toNum = (v: unknown): number | null => readAmount(v, noteHabit);

/** A whole number (id, count, type) from a number or a numeric string; otherwise null. */
export const toInt = (v: unknown): number | null => readWhole(v, noteHabit);

/** true / false, 1 / 0, '1' / '0', 'true' / 'false'; anything else null (not false). */
export const toBool = (v: unknown): boolean | null => readFlag(v, noteHabit);

/** A time of day as HH:MM:SS (from HH:MM:SS, HH:MM or h:mm AM/PM); otherwise null. */
export const toClockTime = (v: unknown): string | null => readClockTime(v, noteHabit);

/** A time of day as HH:MM (from HH:MM or h:mm AM/PM); otherwise null. */
export const toHourMinute = (v: unknown): string | null => readHourMinute(v, noteHabit);

/** A day as the field's contract writes it ('dmy' DD-MM-YYYY, 'ymd' YYYY-MM-DD), from either, with or without a time; otherwise null. */
export const toDay = (v: unknown, form: 'dmy' | 'ymd'): string | null => readDay(v, form, noteHabit);

/** A string from a string or number; otherwise the fallback. */
export function toStr(v: unknown, fallback = ''): string {
  if (typeof v === 'string') return v;
  if (Number.isFinite(v)) return String(v);
  return fallback;
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The value as an array, or [] */
export function toArr(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

/** The value as a record, or {} */
export function toRec(v: unknown): Record<string, unknown> {
  return isRecord(v) ? v : {};
}

// ───────────────────────── text helpers ─────────────────────────

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

/** Tags, scripts and styles removed, common entities decoded, whitespace collapsed. */
export function stripTags(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|apos|#39);/gi, (_m, e: string) => ENTITIES[e.toLowerCase()] as string)
    .replace(/\s+/g, ' ')
    .trim();
}

export function truncate(s: string, max = MAX_SERVER_TEXT): string {
  return s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`;
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export { recoverJsonTail };

// ───────────────────────── normalization ─────────────────────────

function statusKind(status: unknown): { kind: ReplyKind; text: string } | null {
  if (typeof status === 'boolean') return { kind: status ? 'ok' : 'failure', text: '' };
  if (typeof status === 'number' || (typeof status === 'string' && NUMERIC.test(status.trim()))) {
    if (typeof status === 'string') noteHabit('status-as-string');
    const n = Number(status); // Number reads past the spaces around
    if (n === 0) return { kind: 'failure', text: '' };
    if (n === 2) return { kind: 'warning', text: '' };
    return { kind: 'ok', text: '' };
  }
  if (typeof status === 'string') {
    const s = status.trim();
    const low = s.toLowerCase();
    if (low === 'success' || low === 'true' || low === 'ok') return { kind: 'ok', text: '' };
    if (low === 'false') return { kind: 'failure', text: '' };
    return { kind: 'failure', text: s };
  }
  return null;
}

function messageOf(rec: Record<string, unknown>): string {
  for (const key of ['msg', 'message'] as const) {
    const v = rec[key];
    if (typeof v === 'string' && v.trim() !== '') return v;
  }
  const e = rec.error;
  if (typeof e === 'string' && e.trim() !== '' && !/^(true|false|0|1)$/i.test(e.trim())) return e;
  return '';
}

/** Normalizes an already parsed JSON body. `data` is the body itself. */
export function normalizeBody<T = unknown>(body: unknown): Normalized<T> {
  const data = body as T;
  if (Array.isArray(body)) {
    const first: unknown = body[0];
    if (isRecord(first) && ('status' in first || 'error' in first)) {
      const inner = normalizeBody(first);
      return { kind: inner.kind, message: inner.message, data };
    }
    return { kind: 'ok', message: '', data };
  }
  if (isRecord(body)) {
    let kind: ReplyKind = 'ok';
    let statusText = '';
    const st = statusKind(body.status);
    if (st) {
      kind = st.kind;
      statusText = st.text;
    }
    const err = body.error;
    // error true / 'true' / 1 / '1' → failure; a bare `{ error: 'Some text' }` (no status) → failure too
    const errText = typeof err === 'string' && err.trim() !== '' && !/^(true|false|0|1)$/i.test(err.trim());
    if (toBool(err) === true || (errText && !st)) kind = 'failure';
    if (!st && err === undefined && 'return' in body && toBool(body.return) !== true) kind = 'failure';
    let message = messageOf(body) || statusText;
    if (kind === 'failure' && message === '') message = MESSAGES.generic;
    return { kind, message, data };
  }
  if (body === true) return { kind: 'ok', message: '', data };
  if (typeof body === 'string') {
    const text = truncate(stripTags(body));
    // a JSON string carrying markup is an error page in disguise: its text is for the log only
    if (/<[a-z!/][^>]*>/i.test(body)) return { kind: 'failure', message: MESSAGES.serverProblem, data, serverText: text };
    return { kind: 'failure', message: text || MESSAGES.unexpected, data };
  }
  return { kind: 'failure', message: MESSAGES.unexpected, data };
}

export interface RawReply {
  /** HTTP status code */
  status: number;
  statusText: string;
  /** the body as text (a byte-order mark kept: it is stripped, and counted, here) */
  text: string;
  /** the Content-Type header, when known (JSON sent as text/html is counted) */
  contentType?: string | null;
}

/** The body as UTF-8 text with a byte-order mark kept (Response.text() drops it unseen; parseBodyText counts it). */
export async function bodyText(res: Response): Promise<string> {
  if (typeof res.arrayBuffer !== 'function') return res.text();
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
}

/** Body text → parsed value, recovered JSON tail, or failure text. Never throws. */
export function parseBodyText(text: string): { kind: 'json'; value: unknown; notice?: string } | { kind: 'text'; text: string } {
  if (text.charCodeAt(0) === 0xfeff) noteHabit('bom');
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'text', text: '' };
  const whole = tryParse(trimmed);
  if (whole.ok) return { kind: 'json', value: whole.value };
  const tail = recoverJsonTail(trimmed);
  if (tail) {
    const notice = truncate(stripTags(tail.prefix));
    return notice ? { kind: 'json', value: tail.value, notice } : { kind: 'json', value: tail.value };
  }
  return { kind: 'text', text: truncate(stripTags(trimmed)) };
}

/**
 * The last successful replies read, by their text: a poll answered with the same bytes as before (the chat room's
 * every second, a market list that has not changed) is not parsed again — its earlier reading, the same object, is the
 * answer, so what is built from it stays the same too (define.ts `shaped`). A few entries, texts up to 256 KB.
 * The objects are never changed once read (the store freezes what it keeps).
 */
const READ = new Map<string, Normalized<unknown>>();
const READ_MAX = 16;
const READ_MAX_CHARS = 256 * 1024;

/** A whole HTTP reply → the normalized shape. `data` is the parsed body, or null when there is none. */
export function normalizeReply(raw: RawReply): Normalized<unknown> {
  const n = readOnce(raw);
  // JSON read from a reply that called itself an HTML page (PHP's default_mimetype): counted per reply, read before or not
  if (n.serverText === undefined && raw.text.trim() !== '' && /^\s*text\/html/i.test(raw.contentType ?? '')) noteHabit('text-html');
  return n;
}

/** The reading of a reply: the earlier one for the same bytes (READ), else a new one. */
function readOnce(raw: RawReply): Normalized<unknown> {
  const ok = raw.status >= 200 && raw.status < 300 && raw.text.length <= READ_MAX_CHARS;
  const seen = ok ? READ.get(raw.text) : undefined;
  if (seen) {
    READ.delete(raw.text); // the most recent last
    READ.set(raw.text, seen);
    return seen;
  }
  const n = readReply(raw);
  if (ok) {
    READ.set(raw.text, n);
    if (READ.size > READ_MAX) READ.delete(READ.keys().next().value as string);
  }
  return n;
}

function readReply(raw: RawReply): Normalized<unknown> {
  try {
    const parsed = parseBodyText(raw.text);
    const httpOk = raw.status >= 200 && raw.status < 300;
    if (parsed.kind === 'json' && parsed.notice) noteHabit('php-warning');
    if (!httpOk) {
      const statusLine = `${raw.status}${raw.statusText ? ` ${raw.statusText}` : ''}`.trim();
      let serverText = '';
      if (parsed.kind === 'json' && isRecord(parsed.value)) serverText = messageOf(parsed.value);
      const failed: Normalized<unknown> = {
        kind: 'failure',
        message: serverText || `Server error (${statusLine}).`,
        data: parsed.kind === 'json' ? parsed.value : null,
        httpStatus: raw.status,
      };
      if (parsed.kind === 'text' && parsed.text) failed.serverText = parsed.text;
      if (raw.status >= 500 || parsed.kind !== 'json') failed.outcomeUnknown = true;
      return failed;
    }
    if (parsed.kind === 'text') {
      if (!parsed.text) return { kind: 'failure', message: MESSAGES.empty, data: null, outcomeUnknown: true };
      return { kind: 'failure', message: MESSAGES.serverProblem, data: null, serverText: parsed.text, outcomeUnknown: true };
    }
    const n = normalizeBody(parsed.value);
    if (parsed.notice) n.notice = parsed.notice;
    return n;
  } catch {
    // defensive: nothing above should throw, but a reply must never crash the UI
    return { kind: 'failure', message: MESSAGES.unexpected, data: null, outcomeUnknown: true };
  }
}

/** The reply's `error` when it is a text (not a flag such as true / 'false' / 1), in the body or an array's first element. */
export function errorText(body: unknown): string {
  const rec: unknown = Array.isArray(body) ? body[0] : body;
  if (!isRecord(rec)) return '';
  const e = rec.error;
  return typeof e === 'string' && e.trim() !== '' && !/^(true|false|0|1)$/i.test(e.trim()) ? e : '';
}

/**
 * Spec §8 'Failed market load shows response.data.error': a failure whose reply carries `error` as a text shows
 * that text, even when it also has a `msg`; otherwise the normalized message stays.
 */
export function preferErrorText<T>(n: Normalized<T>): Normalized<T> {
  if (n.kind !== 'failure') return n;
  const text = errorText(n.data);
  return text ? { ...n, message: text } : n;
}

/** Whether a reply says how the call went: `status`, `error` or `return` in the body or in an array's first element, or a bare `true`. */
export function hasVerdict(body: unknown): boolean {
  if (body === true) return true;
  const rec: unknown = Array.isArray(body) ? body[0] : body;
  return isRecord(rec) && ('status' in rec || 'error' in rec || 'return' in rec);
}

function isEmptyBody(body: unknown): boolean {
  if (body === null || body === undefined || body === '') return true;
  if (Array.isArray(body)) return body.length === 0;
  return isRecord(body) && Object.keys(body).length === 0;
}

/**
 * For actions (register, a bet, a transfer, …) only a reply that says how it went can be a success: an empty reply
 * (`[]`, `{}`, nothing) is a failure with MESSAGES.empty, a reply without status / error / return a failure with
 * MESSAGES.unexpected. (Plain arrays stay ok data for the list calls — bank cards, invite records — which do not
 * go through this.)
 */
export function requireVerdict<T>(n: Normalized<T>): Normalized<T> {
  if (n.kind === 'failure' || hasVerdict(n.data)) return n;
  return { ...n, kind: 'failure', message: isEmptyBody(n.data) ? MESSAGES.empty : MESSAGES.unexpected };
}

/**
 * A list call's failure that only says the list has no rows — `{ status: 0, msg: 'No data found' }`, or the same as
 * HTTP 404 — is an empty list, not a failure (the empty-list-object and empty-list-404 habits). A 404 without a JSON
 * body, or any other message, stays a failure.
 */
export function isNoRows(n: Normalized<unknown>): boolean {
  if (n.kind !== 'failure' || !isRecord(n.data) || !isNoRowsMessage(n.message)) return false;
  if (n.httpStatus !== undefined && n.httpStatus !== 404) return false;
  const rows = n.data.data;
  if (rows !== undefined && rows !== null && !(Array.isArray(rows) && rows.length === 0)) return false;
  noteHabit(n.httpStatus === 404 ? 'empty-list-404' : 'empty-list-object');
  return true;
}

/** A request that never left the device (the browser is offline): nothing ran on the server. */
export function notSentFailure(message: string): Normalized<null> {
  return { kind: 'failure', message, data: null, notSent: true };
}

/** A failure with no reply (the network failed, timeout, aborted). */
export function transportFailure(message: string): Normalized<null> {
  return { kind: 'failure', message, data: null, outcomeUnknown: true };
}

/**
 * Re-shapes `data` with a picker that reads the raw body defensively. If the picker throws, the result
 * becomes a failure with the fallback data (a reply of the wrong shape must not crash a screen).
 */
export function reshape<T>(n: Normalized<unknown>, pick: (body: unknown) => T, fallback: T): Normalized<T> {
  try {
    return { ...n, data: n.data === null || n.data === undefined ? fallback : pick(n.data) };
  } catch {
    return { kind: 'failure', message: n.kind === 'failure' ? n.message : MESSAGES.unexpected, data: fallback };
  }
}

export { conditionalFailed, conditionalInit, keepReading, revalidationKey, unchangedReading } from './revalidate';
