/**
 * What an exported world or session must not carry (a file QA attaches to a bug report): what the contract marks
 * `secret` (passwords, OTPs, push tokens) and the app credential values are replaced; what it marks `bank` (account
 * number, IFSC, UPI id, bank name, holder name) keeps its last 4 characters. The names come from the contract's
 * marks (domain/wire.ts, domain/sensitive.ts) — none is listed here — plus the simulator's own names for the same
 * secrets in its state (`OWN_SECRETS`). Redaction is by name at any depth, so every slice and every recorded call is
 * covered the same way. Identity (mobiles, names) stays: a world finds its players by mobile, and a replay logs them in.
 *
 * A redacted session still replays (mock-server/recordings/replaySession.ts): a replayed call's redacted secret is the OTP the replayed
 * simulator itself sent to that call's mobile, its redacted credentials the replay's own, a masked bank detail a
 * well-formed one with the same last 4 characters (`unmaskBank`); and replies are compared in the same redacted form
 * (`replyForDigest`).
 */
import { MARKED_NAMES } from '../../domain/sensitive';
import type { Sensitivity } from '../../domain/wire';
import type { Otp, User } from './domains/users';

export const REDACTED = '[redacted]';

/** The simulator's own state names for secrets the contract marks: an OTP's code, a player's push token. */
const OWN_SECRETS: ReadonlyArray<keyof Otp | keyof User> = ['code', 'fcmToken'];

function markOf(key: string): Sensitivity | undefined {
  return (OWN_SECRETS as readonly string[]).includes(key) ? 'secret' : MARKED_NAMES.get(key);
}

/**
 * 'SBIN0001234' → '****###1234': every letter before the last 4 becomes '*', every digit '#' (same length and
 * kind of character, so that masking twice changes nothing and a replay can restore a well-formed value).
 */
export function maskBank(s: string): string {
  return s.length <= 4 ? s : `${s.slice(0, -4).replace(/\d/g, '#').replace(/[A-Za-z]/g, '*')}${s.slice(-4)}`;
}

/**
 * A masked bank detail as a well-formed one with the same last 4, for a replay: '****###1234' → 'AAAA0001234' (an
 * IFSC), '########9012' → '000000009012' (an account). Files exported before kept '*' for digits: '********9012'.
 */
export function unmaskBank(s: string): string {
  if (/^\*+\d{4}$/.test(s)) return s.replace(/\*/g, '0');
  return /[#*]/.test(s) ? s.replace(/#/g, '0').replace(/\*/g, 'A') : s;
}

function walk(v: unknown, key: string, credentialValues: ReadonlySet<string>, credentialNames: ReadonlySet<string>): unknown {
  if (Array.isArray(v)) return v.map((x) => walk(x, key, credentialValues, credentialNames));
  if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k, credentialValues, credentialNames)]));
  if (typeof v !== 'string' && typeof v !== 'number') return v;
  const s = String(v);
  if (s === '') return v;
  const mark = markOf(key);
  if (mark === 'secret' || credentialNames.has(key) || credentialValues.has(s)) return REDACTED;
  if (mark === 'bank') return maskBank(s);
  return v;
}

/** A deep copy of `value` with every secret replaced and every bank detail masked. */
export function redactSecrets<T>(value: T, credentials: ReadonlyArray<{ name: string; value: string }> = []): T {
  return walk(value, '', new Set(credentials.map((c) => c.value).filter(Boolean)), new Set(credentials.map((c) => c.name))) as T;
}

/** A JSON text names a field the walk hides (most replies — markets, bet lists — name none: no parse for them). */
const HIDDEN_FIELD_IN_TEXT = new RegExp(
  `"(${[...OWN_SECRETS, ...[...MARKED_NAMES].filter(([, m]) => m !== 'identity').map(([n]) => n)].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})"\\s*:`,
);

/** The text a recorded reply's digest is taken of: a JSON reply with its secrets redacted (other text as it is). */
export function replyForDigest(body: string): string {
  const t = body.trimStart();
  if ((!t.startsWith('{') && !t.startsWith('[')) || !HIDDEN_FIELD_IN_TEXT.test(body)) return body;
  try {
    return JSON.stringify(redactSecrets(JSON.parse(body) as unknown));
  } catch {
    return body;
  }
}
