/**
 * What an exported world or session must not carry (a file QA attaches to a bug report): passwords, OTP codes, push
 * tokens, the app credential values, and bank account numbers beyond their last 4 digits. Redaction is by field
 * name at any depth, so every slice and every recorded call is covered the same way.
 *
 * A redacted session still replays (mock-server/replay.ts): a replayed call's redacted OTP is the one the replayed
 * simulator itself sent to that mobile, its redacted credentials the replay's own, a masked account number a
 * well-formed one with the same last 4 digits; and replies are compared in the same redacted form (`replyForDigest`).
 */

export const REDACTED = '[redacted]';

const SECRET_KEY = /^(password|pass|pwd|otp|code|token|fcm_?token|fcmtoken)$/i;
const ACCOUNT_KEY = /^(account|bank_ac_no|ac_no|account_no)$/i;

/** '123456789012' → '********9012' (same length, so masking twice changes nothing). */
export function maskAccount(s: string): string {
  return s.length <= 4 ? s : `${'*'.repeat(s.length - 4)}${s.slice(-4)}`;
}

/** A masked account number as a well-formed one (6–18 digits) with the same last 4, for a replay. */
export function unmaskAccount(s: string): string {
  return /^\*+\d{4}$/.test(s) ? s.replace(/\*/g, '0') : s;
}

function walk(v: unknown, key: string, credentialValues: ReadonlySet<string>, credentialNames: ReadonlySet<string>): unknown {
  if (Array.isArray(v)) return v.map((x) => walk(x, key, credentialValues, credentialNames));
  if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k, credentialValues, credentialNames)]));
  if (typeof v !== 'string' && typeof v !== 'number') return v;
  const s = String(v);
  if (s === '') return v;
  if (SECRET_KEY.test(key) || credentialNames.has(key) || credentialValues.has(s)) return REDACTED;
  if (ACCOUNT_KEY.test(key)) return maskAccount(s);
  return v;
}

/** A deep copy of `value` with every secret replaced or masked. */
export function redactSecrets<T>(value: T, credentials: ReadonlyArray<{ name: string; value: string }> = []): T {
  return walk(value, '', new Set(credentials.map((c) => c.value).filter(Boolean)), new Set(credentials.map((c) => c.name))) as T;
}

/** The text a recorded reply's digest is taken of: a JSON reply with its secrets redacted (other text as it is). */
const SECRET_FIELD_IN_TEXT = /"(password|pass|pwd|otp|code|token|fcm_?token|fcmtoken|account|bank_ac_no|ac_no|account_no)"\s*:/i;

export function replyForDigest(body: string): string {
  const t = body.trimStart();
  // most replies (markets, bet lists) name no secret field: no parse on the request path for them
  if ((!t.startsWith('{') && !t.startsWith('[')) || !SECRET_FIELD_IN_TEXT.test(body)) return body;
  try {
    return JSON.stringify(redactSecrets(JSON.parse(body) as unknown));
  } catch {
    return body;
  }
}
