/**
 * What the bridge writes down (reports, recordings, console lines) never carries a player's secrets or identity.
 * What to hide comes from the contract's marks (domain/wire.ts, read through domain/sensitive.ts), never from a list
 * of names kept here:
 * - by place: a field the contract marks — in the call's request, or in the reply's wire type found by walking the
 *   reply along its schema (bridge/contract.ts `shape`) — is hidden by its mark: `secret` replaced, `identity`
 *   masked, `bank` cut to its last 4 characters; a field the contract does not declare there (a renamed or extra
 *   one: `account_number`, `otp_code`) by the marked names among its words;
 * - by value: every value a request sent in a marked field or a credential field, every value of a reply's own marked
 *   fields, and the configured secrets are masked wherever they appear again, in any later reply, message, HTML page,
 *   PHP warning echoing SQL, or example — as written, HTML-escaped, JSON-escaped or URL-encoded; a value written after
 *   a secret's name ('OTP 482913') and Indian mobiles are masked in every text.
 */
import { recoverJsonTail } from '../domain/jsonTail';
import { MARKED_NAMES, markOfName, stronger } from '../domain/sensitive';
import type { Sensitivity } from '../domain/wire';

/** Where a value sits in the contract: the mark of each field of the object here, and the shape of each field. */
export interface Shape {
  mark(key: string): Sensitivity | undefined;
  at(key: string): Shape;
}

/** A field no schema places: its mark is read from its name (domain/sensitive.ts `markOfName`). */
export const BY_NAME: Shape = { mark: markOfName, at: () => BY_NAME };

/** What replaces a secret. */
export const SECRET_MASK = '[secret]';

/** A mobile as the client shows referral rows: first 2 and last 2 characters kept (spec §9). */
export function maskMobile(s: string): string {
  return s.length <= 4 ? '*'.repeat(s.length) : `${s.slice(0, 2)}${'*'.repeat(s.length - 4)}${s.slice(-2)}`;
}

const lastFour = (s: string) => (s.length <= 4 ? '*'.repeat(s.length) : `${'*'.repeat(s.length - 4)}${s.slice(-4)}`);

/** A value as its mark hides it. Short digit strings in an identity field are no mobile (a chart's `number`). */
function mask(s: string, mark: Sensitivity): string {
  if (s === '') return s;
  if (mark === 'secret') return SECRET_MASK;
  if (mark === 'bank') return lastFour(s);
  if (/^\+?\d+$/.test(s.trim())) return s.trim().length < 8 ? s : maskMobile(s);
  return `${s.slice(0, 1)}***`;
}

/** Indian mobiles (10 digits from 6–9, optionally +91 / 91 in front) anywhere in a text. */
const MOBILE = /(?<!\d)(?:\+?91)?([6-9]\d{9})(?!\d)/g;
/**
 * A secret named in a text, as a backend's message or a warning writes it: 'OTP 482913 verified', 'password=Sup3r1',
 * 'token: ab12…' — the value after a secret's name (a word with a digit in it: 'OTP sent' names none).
 */
const NAMED_SECRET = new RegExp(
  `\\b(${[...MARKED_NAMES].filter(([, m]) => m === 'secret').map(([n]) => n).join('|')})\\b(\\s*(?:is|:|=|-)?\\s*)([^\\s'",<&;]*\\d[^\\s'",<&;]*)`,
  'gi',
);
const MIN_VALUE = 3;
/** values shorter than this are masked only where they stand alone (an OTP '4821' is not hidden inside '148219') */
const ANYWHERE = 8;
/** the values learnt from requests and replies kept to mask later ones (a session's worth; configured secrets apart, always) */
const KEEP = 2000;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const htmlEscaped = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' })[c] as string);
/** How a value may be written again: as sent, HTML-escaped, inside a JSON string, URL-encoded (a form echoed). */
const spellings = (v: string) => new Set([v, htmlEscaped(v), JSON.stringify(v).slice(1, -1), encodeURIComponent(v), encodeURIComponent(v).replace(/%20/g, '+')]);

/** An exchange, as the redactor reads it. */
export interface ExchangeParts {
  method: string;
  url: URL;
  query: Record<string, unknown>;
  body: Record<string, unknown> | null;
}

/** Where an exchange's request fields and reply sit in the contract (bridge/contract.ts `shape`). */
export type ShapeOf = (method: string, url: URL) => { request: Shape; reply: Shape } | null;

export interface ExchangeRedactor {
  /** the request's query or body fields */
  request<T>(fields: T): T;
  /** a reply's text: its JSON as the client reads it (also behind a byte-order mark or a PHP warning, then `before`), else the text */
  reply(text: string): { body: unknown; before?: string };
  /** free text */
  text(s: string): string;
}

export interface Redactor {
  /** free text (an error page, a message): known values and mobiles masked */
  text(s: string): string;
  /**
   * A redactor for one exchange: it learns the values the request sent in its marked fields and credential fields
   * (kept for every later exchange too) and reads the request and the reply by their shapes in the contract.
   */
  forRequest(x: ExchangeParts): ExchangeRedactor;
}

/** `secrets`: values never to be written (the configured credential values); `shapeOf`: the contract's places. */
export function redactor(secrets: readonly string[] = [], shapeOf: ShapeOf = () => null): Redactor {
  const configured = new Set(secrets.map((s) => s.trim()).filter((s) => s.length >= MIN_VALUE));
  /** learnt values by their mark, the least recently seen first */
  const known = new Map<string, Sensitivity>();
  const markOf = (s: string): Sensitivity | undefined => (configured.has(s) ? 'secret' : known.get(s));
  let pattern: RegExp | null = null;
  let spelled = new Map<string, string>();
  const learn = (v: unknown, mark: Sensitivity) => {
    if (typeof v !== 'string' && typeof v !== 'number') return;
    const s = String(v).trim();
    if (s.length < MIN_VALUE || configured.has(s)) return;
    if (mark === 'identity' && /^\d+$/.test(s) && s.length < ANYWHERE) return;
    // seen again: the most recent now, and never hidden less than it was (a password shown later as a mobile stays a secret)
    const was = known.get(s);
    known.delete(s);
    known.set(s, stronger(was, mark));
    // the pattern finds the values; their marks are looked up as each is found
    if (was === undefined) pattern = null;
    if (known.size > KEEP) {
      known.delete(known.keys().next().value as string);
      pattern = null;
    }
  };

  const text = (s: string): string => {
    if (configured.size + known.size > 0 && pattern === null) {
      spelled = new Map();
      for (const v of [...configured, ...known.keys()]) for (const w of spellings(v)) if (!spelled.has(w)) spelled.set(w, v);
      const alternatives = [...spelled.keys()].sort((a, b) => b.length - a.length).map((w) => (w.length >= ANYWHERE ? escapeRe(w) : `(?<![A-Za-z0-9])${escapeRe(w)}(?![A-Za-z0-9])`));
      pattern = new RegExp(alternatives.join('|'), 'g');
    }
    const out = pattern ? s.replace(pattern, (w) => {
      const v = spelled.get(w) as string;
      return mask(v, markOf(v) as Sensitivity);
    }) : s;
    return out.replace(NAMED_SECRET, (_m, name: string, sep: string) => `${name}${sep}${SECRET_MASK}`).replace(MOBILE, (_m, d: string) => maskMobile(d));
  };

  const value = (v: unknown, shape: Shape = BY_NAME, mark?: Sensitivity): unknown => {
    if (Array.isArray(v)) return v.map((x, i) => value(x, shape.at(String(i)), mark));
    if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, value(x, shape.at(k), shape.mark(k) ?? mark)]));
    if (typeof v !== 'string' && typeof v !== 'number') return v;
    const s = String(v);
    if (mark) return mask(s, stronger(markOf(s.trim()), mark));
    if (typeof v === 'string') return text(v);
    const again = markOf(s);
    return again ? mask(s, again) : v;
  };

  /** learns the values of a reply's marked fields first, so that a message beside them hides them too */
  const collect = (v: unknown, shape: Shape, mark?: Sensitivity): void => {
    if (Array.isArray(v)) v.forEach((x, i) => collect(x, shape.at(String(i)), mark));
    else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) collect(x, shape.at(k), shape.mark(k) ?? mark);
    else if (mark) learn(v, mark);
  };
  const read = (v: unknown, shape: Shape): unknown => {
    collect(v, shape);
    return value(v, shape);
  };

  return {
    text,
    forRequest(x) {
      const shapes = shapeOf(x.method, x.url);
      const request = shapes?.request ?? BY_NAME;
      collect(x.query, request);
      collect(x.body, request);
      const reply = shapes?.reply ?? BY_NAME;
      return {
        request: <T>(fields: T) => value(fields, request) as T,
        text,
        reply: (t: string) => {
          const body = t.replace(/^\uFEFF/, '');
          try {
            return { body: read(JSON.parse(body), reply) };
          } catch {
            const tail = recoverJsonTail(body);
            if (!tail) return { body: text(body) };
            const json = read(tail.value, reply);
            return { body: json, before: text(tail.prefix) };
          }
        },
      };
    },
  };
}
