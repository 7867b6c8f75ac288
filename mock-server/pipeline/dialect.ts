/**
 * The PHP dialect (domain/phpHabits.ts): a wire call's reply, made by its route as the contract has it, answered the
 * way PHP backends commonly answer. Pure: the same dialect, call and reply always give the same bytes.
 *
 * Which field is a number, a boolean, a time, a day or a list comes from the call's reply schema in
 * docs/openapi.json (found by operationId), walked beside the reply; money fields are MONEY_FIELDS. Every value keeps
 * its information: "1,250.50" is 1250.5, "2:05 PM" is 14:05 (times keep their minute, as date('H:i') does), a day
 * keeps its day, null stands for ''. Failure replies (a refused call, HTTP ≠ 200) go out as the contract has them.
 * Decision 102.
 */
import openapi from '../../docs/openapi.json' with { type: 'json' };
import { dialectName, FIELD_SPELLINGS, MONEY_FIELDS, parseDialect, type Dialect, type PhpHabit } from '../../domain/phpHabits';
import { JSON_CALLS, type JsonCallName } from '../../domain/wire';
import { JSON_HEADERS, type WireReply } from './faults';

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
}

type Kind = 'num' | 'bool' | 'clock' | 'hourMinute' | 'dayDate' | 'isoDate' | 'isoDateTime' | 'text';

/** The contract's named formats (domain/wire.ts) and the kind of value each is. */
const NAMED: Record<string, Kind> = { Num: 'num', ClockTime: 'clock', HourMinute: 'hourMinute', DayDate: 'dayDate', IsoDate: 'isoDate', IsoDateTime: 'isoDateTime' };

const SCHEMAS = openapi.components.schemas as Record<string, Schema>;

/** Each call's reply schema by operationId. */
const REPLIES = new Map<string, Schema>(
  Object.values(openapi.paths as Record<string, Record<string, { operationId: string; responses: Record<string, { content: Record<string, { schema: Schema }> }> }>>).flatMap((ops) =>
    Object.values(ops).map((op) => [op.operationId, op.responses['200']?.content['application/json']?.schema ?? {}] as const),
  ),
);

/**
 * Habits that answer the same thing two ways: with both on (`php`), Webservices calls take the first and api/*.php
 * calls the second, so each call always answers alike and both ways are heard.
 */
const PAIRS: ReadonlyArray<readonly [PhpHabit, PhpHabit]> = [
  ['empty-list-object', 'empty-list-404'],
  ['tinyint-booleans', 'word-booleans'],
  ['times-12-hour', 'times-hh-mm'],
  ['dates-iso', 'dates-with-time'],
];

export const UTF8_BOM = '\uFEFF';

/** What display_errors prints before the JSON for an undefined index, as PHP 8 writes it with html_errors on. */
export function phpWarning(call: string): string {
  const file = Object.hasOwn(JSON_CALLS, call) ? `api/${JSON_CALLS[call as JsonCallName].file}` : `Webservices/${call}.php`;
  return `<br />\n<b>Warning</b>:  Undefined array key "device_id" in <b>/var/www/html/${file}</b> on line <b>42</b><br />\n`;
}

/** The dialect's text before the JSON (a BOM, a warning), and the JSON: a recording digests the two apart. */
export function splitPhpPrefix(body: string): { prefix: string; json: string } {
  const m = /^\uFEFF?(?:<br \/>\n<b>Warning<\/b>:[^\n]*\n)?/.exec(body);
  const n = m ? m[0].length : 0;
  return { prefix: body.slice(0, n), json: body.slice(n) };
}

export const NO_ROWS_OBJECT = { status: 0, msg: 'No data found' } as const;
export const NO_ROWS_404 = { status: 0, msg: 'No record found' } as const;
/** The extra columns of every row (SELECT * sent whole): a row never updated or deleted, made by the admin. */
export const EXTRA_COLUMNS = { updated_at: '2025-04-01 10:30:00', is_deleted: '0', created_by: '1' } as const;

const MONEY = new Set<string>(MONEY_FIELDS);
const SPELLINGS = new Map<string, Record<string, string>>();
for (const s of FIELD_SPELLINGS) SPELLINGS.set(`${s.call}|${s.path}`, { ...SPELLINGS.get(`${s.call}|${s.path}`), [s.field]: s.other });

const named = new Map<string, Dialect>();

/** The dialect a world answers in, from its `dialect` setting (a world saved before there was one answers plain). */
export function dialectOf(settings: { dialect?: string }): Dialect {
  const name = settings.dialect ?? 'plain';
  let d = named.get(name);
  if (!d) {
    const parsed = parseDialect(name);
    d = parsed.ok ? parsed.habits : [];
    named.set(name, d);
  }
  return d;
}

/** A dialect as a request or a command line names it: its canonical name, or the sentence listing the known ones. */
export function dialectField(v: unknown): { ok: true; name: string } | { ok: false; error: string } {
  const parsed = parseDialect(typeof v === 'string' ? v : JSON.stringify(v));
  return parsed.ok ? { ok: true, name: dialectName(parsed.habits) } : parsed;
}

/** The habits one call answers with: a pair's two ways are never mixed in one call. */
export function habitsOf(dialect: Dialect, call: string): ReadonlySet<PhpHabit> {
  const on = new Set(dialect);
  const api = Object.hasOwn(JSON_CALLS, call);
  for (const [first, second] of PAIRS) if (on.has(first) && on.has(second)) on.delete(api ? first : second);
  return on;
}

/** A reply that says the call failed: status 0, error true, return false, or a status text other than 'success'. */
export function isFailure(body: unknown): boolean {
  const b = Array.isArray(body) ? (body[0] as unknown) : body;
  if (typeof b !== 'object' || b === null) return false;
  const { status, error, return: ret } = b as Record<string, unknown>;
  if (status === 0 || status === '0' || (typeof status === 'string' && status !== 'success' && !/^\d+$/.test(status))) return true;
  return error === true || error === 1 || error === '1' || error === 'true' || ret === false;
}

/** A schema with its references followed; a named format answers its kind. */
function resolve(s: Schema | undefined): Schema | Kind | undefined {
  let cur = s;
  while (cur?.$ref) {
    const name = cur.$ref.slice(cur.$ref.lastIndexOf('/') + 1);
    if (NAMED[name]) return NAMED[name];
    cur = SCHEMAS[name];
  }
  return cur;
}

const has = (s: Schema, t: string) => (Array.isArray(s.type) ? s.type.includes(t) : s.type === t);

/** The alternative of an anyOf a value is of (`error: boolean | Num`, `X | null`). */
function pick(alts: Schema[], v: unknown): Schema | Kind | undefined {
  for (const alt of alts) {
    const r = resolve(alt);
    if (r === undefined) continue;
    if (typeof r === 'string') {
      if (typeof v !== 'boolean' && typeof v !== 'object') return r;
    } else if (has(r, typeof v === 'boolean' ? 'boolean' : Array.isArray(v) ? 'array' : typeof v)) return r;
  }
  return undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** number_format($x, 2): "1,250.50"; null when $x has more than 2 decimals (it would not come back exact). */
export function numberFormat(x: number): string | null {
  const cents = Math.round(x * 100);
  if (!Number.isSafeInteger(cents) || cents / 100 !== x) return null;
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}${whole}.${pad(abs % 100)}`;
}

function timeOf(v: string, h: ReadonlySet<PhpHabit>): string {
  const m = /^(\d\d):(\d\d)(?::\d\d)?$/.exec(v);
  if (!m) return v;
  const hour = Number(m[1]);
  if (h.has('times-12-hour')) return `${hour % 12 || 12}:${m[2]} ${hour < 12 ? 'AM' : 'PM'}`;
  if (h.has('times-hh-mm')) return `${m[1]}:${m[2]}`;
  return v;
}

function dayOf(v: string, kind: 'dayDate' | 'isoDate', h: ReadonlySet<PhpHabit>): string {
  const m = kind === 'dayDate' ? /^(\d\d)-(\d\d)-(\d{4})$/.exec(v) : /^(\d{4})-(\d\d)-(\d\d)$/.exec(v);
  if (!m) return v;
  const iso = kind === 'dayDate' ? `${m[3]}-${m[2]}-${m[1]}` : v;
  if (h.has('dates-with-time')) return `${iso} 00:00:00`;
  return h.has('dates-iso') ? iso : v;
}

function leaf(v: unknown, kind: Kind, key: string, h: ReadonlySet<PhpHabit>): unknown {
  if (v === '' && h.has('nulls')) return null;
  if (typeof v === 'boolean') {
    if (h.has('tinyint-booleans')) return v ? '1' : '0';
    if (h.has('word-booleans')) return v ? 'true' : 'false';
    return v;
  }
  if (MONEY.has(key) && h.has('thousands-separators') && (typeof v === 'number' || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)))) {
    const formatted = numberFormat(Number(v));
    if (formatted !== null) return formatted;
  }
  if (typeof v === 'number') return h.has(key === 'status' ? 'status-as-string' : 'numbers-as-strings') ? String(v) : v;
  if (typeof v !== 'string') return v;
  switch (kind) {
    case 'clock':
    case 'hourMinute':
      return timeOf(v, h);
    case 'dayDate':
    case 'isoDate':
      return dayOf(v, kind, h);
    default:
      return v;
  }
}

/** The reply walked beside its schema: every value as the habits write it, rows with extra columns, fields renamed. */
function walk(v: unknown, schema: Schema | undefined, key: string, path: string, call: string, h: ReadonlySet<PhpHabit>): unknown {
  let s = resolve(schema);
  if (typeof s === 'object' && s.anyOf) s = v === null ? undefined : pick(s.anyOf, v);
  if (s === undefined) return v;
  if (typeof s === 'string') return leaf(v, s, key, h);
  if (Array.isArray(v)) {
    const at = path === '' ? '*' : `${path}.*`;
    return v.map((x: unknown) => {
      const row = walk(x, s.items, key, at, call, h);
      return h.has('extra-columns') && typeof row === 'object' && row !== null && !Array.isArray(row) ? { ...row, ...EXTRA_COLUMNS } : row;
    });
  }
  if (typeof v === 'object' && v !== null) {
    const props = s.properties ?? {};
    const rename = h.has('other-spellings') ? SPELLINGS.get(`${call}|${path}`) : undefined;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[rename?.[k] ?? k] = walk(x, props[k], k, path === '' ? k : `${path}.${k}`, call, h);
    return out;
  }
  if (has(s, 'boolean') || has(s, 'number') || has(s, 'string')) return leaf(v, has(s, 'boolean') ? 'bool' : has(s, 'number') ? 'num' : 'text', key, h);
  return v;
}

/** The rows of a reply that is a list, or carries one list: what an empty result answers for. */
function rowsOf(body: unknown, schema: Schema | undefined): unknown[] | undefined {
  const s = resolve(schema);
  if (typeof s !== 'object') return undefined;
  if (has(s, 'array')) return Array.isArray(body) ? body : undefined;
  const lists = Object.entries(s.properties ?? {}).filter(([, p]) => {
    const r = resolve(p);
    return typeof r === 'object' && has(r, 'array');
  });
  if (lists.length !== 1 || typeof body !== 'object' || body === null) return undefined;
  const rows = (body as Record<string, unknown>)[(lists[0] as [string, Schema])[0]];
  return Array.isArray(rows) ? rows : undefined;
}

const TEXT_HTML = { 'content-type': 'text/html; charset=UTF-8', 'cache-control': 'no-store' };

/**
 * A call's reply in the dialect. `call` is the operationId (a Webservices name or a JSON call name); a failure, a
 * status other than 200 or a call the contract does not know goes out as the contract has it.
 */
export function speak(dialect: Dialect, call: string, reply: { status: number; body: unknown }): Exclude<WireReply, 'network'> {
  const schema = REPLIES.get(call);
  if (dialect.length === 0 || reply.status !== 200 || !schema || isFailure(reply.body)) {
    return { status: reply.status, headers: JSON_HEADERS, body: JSON.stringify(reply.body) };
  }
  const h = habitsOf(dialect, call);
  let status = 200;
  let out: unknown;
  if (rowsOf(reply.body, schema)?.length === 0 && h.has('empty-list-object')) out = NO_ROWS_OBJECT;
  else if (rowsOf(reply.body, schema)?.length === 0 && h.has('empty-list-404')) [status, out] = [404, NO_ROWS_404];
  else out = walk(reply.body, schema, '', '', call, h);
  const text = (h.has('bom') ? UTF8_BOM : '') + (h.has('php-warning') ? phpWarning(call) : '') + JSON.stringify(out);
  return { status, headers: h.has('text-html') ? TEXT_HTML : JSON_HEADERS, body: text };
}
