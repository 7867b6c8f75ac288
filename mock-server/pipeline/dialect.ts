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

const pad = (n: number) => String(n).padStart(2, '0');

/** number_format($x, 2): "1,250.50"; null when $x has more than 2 decimals (it would not come back exact). */
export function numberFormat(x: number): string | null {
  const cents = Math.round(x * 100);
  if (!Number.isSafeInteger(cents) || cents / 100 !== x) return null;
  const abs = Math.abs(cents);
  // a comma before each group of three digits from the right (a loop: the lookahead pattern took 4× as long)
  let whole = String(Math.floor(abs / 100));
  for (let i = whole.length - 3; i > 0; i -= 3) whole = `${whole.slice(0, i)},${whole.slice(i)}`;
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

type Fn = (v: unknown) => unknown;
const same: Fn = (v) => v;
const isRow = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const NUMERIC = /^-?\d+(\.\d+)?$/;

/** How the habits write a value of a kind in a field named `key` (the identity when none touches it). */
function leaf(kind: Kind, key: string, h: ReadonlySet<PhpHabit>): Fn {
  const nulls = h.has('nulls');
  const bool = h.has('tinyint-booleans') ? ['1', '0'] : h.has('word-booleans') ? ['true', 'false'] : null;
  const money = MONEY.has(key) && h.has('thousands-separators');
  const numbers = h.has(key === 'status' ? 'status-as-string' : 'numbers-as-strings');
  const times = (kind === 'clock' || kind === 'hourMinute') && (h.has('times-12-hour') || h.has('times-hh-mm'));
  const days = (kind === 'dayDate' || kind === 'isoDate') && (h.has('dates-iso') || h.has('dates-with-time'));
  if (!nulls && !bool && !money && !numbers && !times && !days) return same;
  return (v) => {
    if (v === '' && nulls) return null;
    if (typeof v === 'boolean') return bool ? bool[v ? 0 : 1] : v;
    if (money && (typeof v === 'number' || (typeof v === 'string' && NUMERIC.test(v)))) {
      const formatted = numberFormat(Number(v));
      if (formatted !== null) return formatted;
    }
    if (typeof v === 'number') return numbers ? String(v) : v;
    if (typeof v !== 'string') return v;
    if (times) return timeOf(v, h);
    return days ? dayOf(v, kind as 'dayDate' | 'isoDate', h) : v;
  };
}

/** Whether a value is of a schema's alternative (`error: boolean | Num`, `X | null`). */
function fits(alt: Schema | Kind | undefined, v: unknown): boolean {
  if (alt === undefined) return false;
  if (typeof alt === 'string') return typeof v !== 'boolean' && typeof v !== 'object';
  return has(alt, typeof v === 'boolean' ? 'boolean' : Array.isArray(v) ? 'array' : typeof v);
}

/**
 * The reply's schema compiled into one function (once per call and set of habits): every value as the habits write
 * it, rows with extra columns, fields renamed. `path` names where a field sits, as FIELD_SPELLINGS does; `row`: the
 * value is a row of a list.
 */
function compile(schema: Schema | undefined, key: string, path: string, call: string, h: ReadonlySet<PhpHabit>, row = false): Fn {
  const s = resolve(schema);
  if (s === undefined) return same;
  if (typeof s === 'string') return leaf(s, key, h);
  if (s.anyOf) {
    const alts = s.anyOf.map((a) => ({ schema: resolve(a), fn: compile(a, key, path, call, h) }));
    if (alts.every((a) => a.fn === same)) return same;
    return (v) => (v === null ? v : (alts.find((a) => fits(a.schema, v))?.fn ?? same)(v));
  }
  if (has(s, 'array')) {
    const item = compile(s.items, key, path === '' ? '*' : `${path}.*`, call, h, true);
    if (item === same) return same;
    return (v) => (Array.isArray(v) ? v.map(item) : v);
  }
  if (s.properties) {
    const rename = h.has('other-spellings') ? SPELLINGS.get(`${call}|${path}`) : undefined;
    const props = new Map(Object.entries(s.properties).map(([k, p]) => [k, { to: rename?.[k] ?? k, fn: compile(p, k, path === '' ? k : `${path}.${k}`, call, h) }]));
    const extra = row && h.has('extra-columns');
    // a part of the reply no habit touches is sent as it is, not copied
    if (!extra && [...props].every(([k, p]) => p.fn === same && p.to === k)) return same;
    return (v) => {
      if (!isRow(v)) return v;
      const out: Record<string, unknown> = {};
      for (const k in v) {
        const p = props.get(k);
        if (p) out[p.to] = p.fn(v[k]);
        else out[k] = v[k];
      }
      if (extra) Object.assign(out, EXTRA_COLUMNS);
      return out;
    };
  }
  return has(s, 'boolean') || has(s, 'number') || has(s, 'string') ? leaf(has(s, 'boolean') ? 'bool' : has(s, 'number') ? 'num' : 'text', key, h) : same;
}

const compiled = new Map<string, Fn>();

/** The compiled reply of a call in a set of habits. */
function writerOf(call: string, schema: Schema, h: ReadonlySet<PhpHabit>): Fn {
  const id = `${call}|${[...h].join(',')}`;
  let fn = compiled.get(id);
  if (!fn) {
    fn = compile(schema, '', '', call, h);
    compiled.set(id, fn);
  }
  return fn;
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
  const noRows = rowsOf(reply.body, schema)?.length === 0;
  if (noRows && h.has('empty-list-object')) out = NO_ROWS_OBJECT;
  else if (noRows && h.has('empty-list-404')) [status, out] = [404, NO_ROWS_404];
  else out = writerOf(call, schema, h)(reply.body);
  const text = (h.has('php-warning') ? phpWarning(call) : '') + JSON.stringify(out);
  return { status, headers: h.has('text-html') ? TEXT_HTML : JSON_HEADERS, body: text, ...(h.has('bom') ? { bom: true as const } : {}) };
}
