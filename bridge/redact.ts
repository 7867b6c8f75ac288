/**
 * What the bridge writes down (reports, recordings) never carries a player's secrets or identity: credential values,
 * passwords, OTPs and push tokens are replaced, mobiles and names masked, bank fields cut to their last 4 characters.
 * Applied by field name at any depth, and to every string by value (a mobile or a credential inside a message).
 */

const SECRET = /^(password|pass|pwd|otp|token|fcm_?token|app_?key|app_?id|secret)$/i;
const MOBILE_FIELD = /^(mobile|username|num|number|usercode|phone|refferal|refcode|recommendation|agentId|user_mobile)$/i;
const NAME_FIELD = /^(name|ac_holder_name|holder|holder_name|actual_name|first_name|last_name)$/i;
const BANK_FIELD = /^(account|bank_ac_no|ac_no|account_no|ifsc|ifsc_code|upi|upi_id|bankname|bank_name|city|state)$/i;

/** A mobile as the client shows referral rows: first 2 and last 2 characters kept (spec §9). */
export function maskMobile(s: string): string {
  return s.length <= 4 ? '*'.repeat(s.length) : `${s.slice(0, 2)}${'*'.repeat(s.length - 4)}${s.slice(-2)}`;
}

const lastFour = (s: string) => (s.length <= 4 ? '*'.repeat(s.length) : `${'*'.repeat(s.length - 4)}${s.slice(-4)}`);

export interface Redactor {
  /** a JSON value with every field and string redacted */
  value(v: unknown, field?: string): unknown;
  /** free text (an error page, a message): mobiles and secrets masked */
  text(s: string): string;
}

/** `secrets`: values that must never appear (the app credential values, a go-live OTP). */
export function redactor(secrets: readonly string[] = []): Redactor {
  const known = secrets.filter((s) => s.length >= 3).sort((a, b) => b.length - a.length);
  const text = (s: string): string => {
    let out = s;
    for (const v of known) out = out.split(v).join('[secret]');
    // Indian mobiles (10 digits from 6–9, optionally +91 / 91 in front) anywhere in a text
    return out.replace(/(?<!\d)(?:\+?91)?([6-9]\d{9})(?!\d)/g, (_m, d: string) => maskMobile(d));
  };
  const value = (v: unknown, field = ''): unknown => {
    if (Array.isArray(v)) return v.map((x) => value(x, field));
    if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, value(x, k)]));
    if (typeof v !== 'string' && typeof v !== 'number') return v;
    const s = String(v);
    if (SECRET.test(field) || known.includes(s)) return s === '' ? '' : '[secret]';
    // a field named like a mobile holds one only when it is that long ('number' is also a chart's two digits)
    if (MOBILE_FIELD.test(field) && /^\+?\d{8,13}$/.test(s.trim())) return maskMobile(s);
    if (NAME_FIELD.test(field)) return s === '' ? '' : `${s.slice(0, 1)}***`;
    if (BANK_FIELD.test(field)) return lastFour(s);
    return typeof v === 'string' ? text(v) : v;
  };
  return { value, text };
}
