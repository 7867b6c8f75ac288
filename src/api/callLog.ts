/**
 * What the log is told about each call (RTK Query's baseQueryMeta, src/api/log.ts), with every secret removed.
 * Loaded beside the reply reader at the first call (baseQuery.ts), not with the app's start: no call is logged
 * before one is made.
 */
import type { SecretFieldName } from '../../domain/sensitive';
import { fieldString, type ApiArgs } from './args';
import { withRedactor, type CallMeta } from './log';
import { truncate, type Normalized } from './normalize';

/**
 * The request fields whose values are secrets: those the contract marks `secret` (domain/contract). The marks stay
 * out of the client's bundle, so this is a list of their names, which the compiler holds to them both ways: a field
 * marked, renamed or unmarked there is an error here.
 */
export const SECRET_FIELDS: Readonly<Record<SecretFieldName, true>> = { otp: true, password: true, token: true };
const isSecretField = (name: string): boolean => Object.hasOwn(SECRET_FIELDS, name);
/** A JSON pair whose name holds a secret field's name (`"password": "…"`, `"otp_code": 4821`): its value. */
const SECRET_PAIR = new RegExp(`("[^"]*(?:${Object.keys(SECRET_FIELDS).join('|')})[^"]*"\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"|-?\\d+(?:\\.\\d+)?)`, 'gi');
const REDACTED = '[redacted]';

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

/** How a call is named in the log: 'Webservices/game_bet', 'api/game.php?action=p2ptransfer' (no other query value). */
export function callPath(args: ApiArgs): string {
  if ('ws' in args) return `Webservices/${args.ws}`;
  const action = fieldString(args.query?.action);
  return action ? `${args.json}?action=${action}` : args.json;
}

/** The values the log must never show: the app credential values and the request's secret fields. */
function secretValues(args: ApiArgs, credentials: ReadonlyArray<{ value: string }>): string[] {
  const out = credentials.map((c) => c.value);
  const fields: Record<string, unknown> =
    'ws' in args ? { ...args.fields } : { ...args.query, ...(typeof args.body === 'object' && args.body !== null ? (args.body as Record<string, unknown>) : {}) };
  for (const [k, v] of Object.entries(fields)) {
    if (isSecretField(k) && (typeof v === 'string' || typeof v === 'number')) out.push(String(v));
  }
  return out;
}

/** At most this much of a reply's text travels to the log. */
export const LOGGED_TEXT_MAX = 500;

/**
 * The log's description of a finished call. Its secrets stay beside it (never inside it: the meta travels in Redux
 * actions), so that the message the player got can be cleaned before it is logged — a server may echo an OTP.
 */
export function callMeta(args: ApiArgs, credentials: ReadonlyArray<{ value: string }>, status: number, text: string | undefined, n: Normalized<unknown>): CallMeta {
  const secrets = secretValues(args, credentials);
  const meta: CallMeta = { method: 'ws' in args ? 'POST' : args.method, path: callPath(args), status };
  const replyText = n.serverText ?? (text !== undefined ? text.trim() : '');
  if (replyText) meta.text = truncate(redactSecrets(replyText, secrets), LOGGED_TEXT_MAX);
  if (n.notice) meta.notice = redactSecrets(n.notice, secrets);
  return withRedactor(meta, (s) => redactSecrets(s, secrets));
}
