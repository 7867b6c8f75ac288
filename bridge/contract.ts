/**
 * The wire contract as the bridge checks it: docs/openapi.json (generated from domain/wire.ts), compiled with Ajv
 * (JSON Schema 2020-12) in a strict view — every object schema that lists its properties refuses others — so that a
 * request or reply of the real backend can be compared with what the client was built against.
 *
 * `checkExchange` names the call, validates the request (query, form-data or JSON body) and the reply, and returns
 * the deviations, each with the wire type of domain/wire.ts it contradicts (the schema's name) and where.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { recoverJsonTail } from '../domain/jsonTail';
import { FIELD_SPELLINGS, PHP_HABITS, type PhpHabit } from '../domain/phpHabits';
import { markOfName, requestMarks, typeMarks } from '../domain/sensitive';
import { BY_NAME, type Shape } from './redact';

/* eslint-disable @typescript-eslint/no-explicit-any -- the OpenAPI document is read as plain JSON */
type Doc = any;

export const OPENAPI_FILE = new URL('../docs/openapi.json', import.meta.url);

export type DeviationKind =
  | 'no connection' | 'reset before reply' | 'cut mid-body' | 'no reply in time' // transport: no (complete) reply
  | 'unknown call'
  | 'unknown field'
  | 'missing field'
  | 'wrong type'
  | 'status as a string'
  | 'status value'
  | 'HTTP status'
  | 'non-JSON reply'
  | 'HTML error page'
  | 'slow reply'
  // how PHP backends answer where the contract says otherwise (domain/phpHabits.ts names each habit)
  | 'format'
  | 'number-like text'
  | 'boolean as text'
  | 'content type'
  | 'byte-order mark'
  | 'PHP warning before JSON';

export interface Deviation {
  kind: DeviationKind;
  /** 'request' or 'reply' */
  side: 'request' | 'reply';
  /** JSON pointer inside the request fields or the reply ('' = the whole) */
  at: string;
  /** the wire type of domain/wire.ts the traffic contradicts (the OpenAPI schema name), when there is one */
  wireType: string;
  /** what the contract expects, in words */
  detail: string;
}

export interface Exchange {
  method: string;
  url: URL;
  /** the request's fields: query, plus the form or JSON body as read */
  query: Record<string, string>;
  body: Record<string, unknown> | null;
  /** how the body came: form-data (multipart or urlencoded), json, none */
  bodyKind: 'form' | 'json' | 'none' | 'other';
  status: number;
  contentType: string;
  replyText: string;
  ms: number;
}

interface Operation {
  id: string;
  method: string;
  /** '/Webservices/x' or '/api/file.php' */
  path: string;
  action: string | null;
  query: Array<{ name: string; required: boolean; schema: Doc }>;
  bodySchema: { ref: string; schema: Doc; validate: ValidateFunction } | null;
  replySchema: { ref: string; schema: Doc; validate: ValidateFunction };
  /** the reply's `status` is the contract's Num (0 / 1 / 2), not a text of its own */
  numericStatus: boolean;
}

const SCHEMA_ID = 'urn:matka-play:openapi';
const refName = (ref: string | undefined) => (ref ? ref.slice(ref.lastIndexOf('/') + 1) : '');

/** Every object schema with listed properties refuses others (the real backend's extra fields show up). */
function strict(node: Doc): Doc {
  if (Array.isArray(node)) return node.map(strict);
  if (typeof node !== 'object' || node === null) return node;
  const out: Doc = {};
  for (const [k, v] of Object.entries(node)) out[k] = k === 'properties' ? Object.fromEntries(Object.entries(v as object).map(([p, s]) => [p, strict(s)])) : strict(v);
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

/** Where an exchange's parts sit in the contract, for the redactor: its request fields and its reply. */
export interface ExchangeShape {
  request: Shape;
  reply: Shape;
}

export interface Contract {
  operation(method: string, url: URL): Operation | null;
  /** null: the path is not an API call (a gateway page, a static file) and is passed through unchecked */
  check(x: Exchange): { call: string; deviations: Deviation[] } | null;
  /** null: not a call of the contract (its fields are then read by their names alone) */
  shape(method: string, url: URL): ExchangeShape | null;
}

/** ' — PHP habit 'bom' (a UTF-8 byte-order mark before the JSON)': the name to look up in domain/phpHabits.ts and the README. */
export const habitNote = (h: PhpHabit): string => ` — PHP habit '${h}' (${PHP_HABITS[h].what})`;

const FLAG_WORDS = /^(true|false|yes|no|on|off)$/i;
const NUMBER_LIKE = /^[-+]?[\d,\s₹.]*\d[\d,\s₹.]*$/;
const TWELVE_HOUR = /^\d{1,2}:\d{2}(:\d{2})?\s*[AaPp]\.?[Mm]\.?$/;
const decodePointer = (p: string): string[] => (p === '' ? [] : p.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')));

/** A value inside a JSON document by its pointer (undefined when there is none). */
function valueAt(doc: unknown, pointer: string): unknown {
  let v = doc;
  for (const seg of decodePointer(pointer)) v = typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[seg] : undefined;
  return v;
}

/** The habit a value written otherwise than its named format shows, when it is one of PHP_HABITS. */
function formatHabit(format: string, value: string): PhpHabit | null {
  if (TWELVE_HOUR.test(value.trim())) return 'times-12-hour';
  if (format === 'ClockTime' && /^\d{2}:\d{2}$/.test(value)) return 'times-hh-mm';
  if ((format === 'DayDate' || format === 'IsoDate') && /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(value)) return 'dates-with-time';
  if (format === 'DayDate' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return 'dates-iso';
  return null;
}

export function loadContract(opts: { file?: URL | string; slowMs?: number; credentialNames?: readonly string[] } = {}): Contract {
  const doc: Doc = JSON.parse(readFileSync(opts.file ?? OPENAPI_FILE, 'utf8'));
  const slowMs = opts.slowMs ?? 5000;
  const ajv = new Ajv2020({ strict: false, allowUnionTypes: true, allErrors: true });
  ajv.addVocabulary(['components']);
  ajv.addSchema({ $id: SCHEMA_ID, components: strict(doc.components) });
  const compile = (schema: Doc) => ajv.compile(JSON.parse(JSON.stringify(strict(schema)).replaceAll('"#/components/', `"${SCHEMA_ID}#/components/`)));
  const ops: Operation[] = [];
  for (const [key, item] of Object.entries(doc.paths as Record<string, Doc>)) {
    for (const [method, op] of Object.entries(item as Record<string, Doc>)) {
      const [path = key] = key.split('?');
      const params: Doc[] = op.parameters ?? [];
      const action = params.find((p) => p.name === 'action')?.schema?.const ?? null;
      const media = op.requestBody?.content ?? {};
      const body = media['multipart/form-data'] ?? media['application/json'];
      const reply = op.responses['200'].content['application/json'].schema;
      const deref = (x: Doc): Doc => (typeof x?.$ref === 'string' ? deref(doc.components.schemas[refName(x.$ref)]) : x);
      const replyObject = deref(deref(reply).type === 'array' ? deref(reply).items : reply);
      ops.push({
        numericStatus: refName(replyObject?.properties?.status?.$ref) === 'Num',
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        action,
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: !!p.required, schema: p.schema })),
        bodySchema: body ? { ref: refName(body.schema.$ref), schema: body.schema, validate: compile(body.schema) } : null,
        replySchema: { ref: refName(reply.$ref) || (path.startsWith('/Webservices/') ? `WebserviceCalls['${op.operationId}']['res']` : `JsonCalls['${op.operationId}']['res']`), schema: reply, validate: compile(reply) },
      });
    }
  }

  // the contract's credential field names stand for the ones this backend uses
  const contractCreds = ['app_id', 'app_key'];
  const credentialNames = opts.credentialNames ?? contractCreds;

  function operation(method: string, url: URL): Operation | null {
    const path = url.pathname;
    const action = url.searchParams.get('action');
    return ops.find((o) => o.method === method.toUpperCase() && path.endsWith(o.path) && (o.action === null || o.action === action)) ?? null;
  }

  // ── the schema walked along an instance: the wire type of every place (ajv's schemaPath stops at each $ref) ──
  const schemas: Record<string, Doc> = doc.components.schemas;
  /** the format (a named string type with a pattern) of each pattern, to name it */
  const formatOfPattern = new Map<string, string>(Object.entries(schemas).filter(([, d]) => typeof d?.pattern === 'string').map(([n, d]) => [d.pattern as string, n]));
  interface Place {
    node: Doc;
    /** the innermost named schema (a domain/wire.ts type) on the way here */
    name: string;
  }
  /** $refs followed (each naming the place), and of a union the branch that is an object or a list (`LastWithdrawal | null`). */
  function resolve(node: Doc, name: string): Place {
    let n = node;
    let nm = name;
    while (typeof n?.$ref === 'string') {
      nm = refName(n.$ref);
      n = schemas[nm];
    }
    const branches: Doc[] | undefined = n?.anyOf ?? n?.oneOf;
    if (branches) {
      for (const b of branches) {
        const r = resolve(b, nm);
        if (r.node?.properties || r.node?.items) return r;
      }
    }
    return { node: n, name: nm };
  }
  function child(p: Place, key: string): Place | null {
    const next = p.node?.properties?.[key] ?? (/^\d+$/.test(key) ? p.node?.items : undefined);
    return next === undefined ? null : resolve(next, p.name);
  }
  /** The places from the root down a JSON pointer, as far as the contract declares them. */
  function placesAt(root: Place, pointer: string): Place[] {
    const out = [root];
    for (const seg of decodePointer(pointer)) {
      const next = child(out[out.length - 1] as Place, seg);
      if (!next) break;
      out.push(next);
    }
    return out;
  }
  /** the JSON types a schema allows, through its $refs and unions */
  function typesOf(node: Doc): string[] {
    if (typeof node?.$ref === 'string') return typesOf(schemas[refName(node.$ref)]);
    return [...[node?.type ?? []].flat(), ...(node?.anyOf ?? node?.oneOf ?? []).flatMap(typesOf)];
  }
  function shapeAt(p: Place): Shape {
    const marks = typeMarks(p.name);
    return {
      mark: (key) => (p.node?.properties?.[key] !== undefined ? marks[key] : markOfName(key)),
      at: (key) => {
        const next = child(p, key);
        return next ? shapeAt(next) : BY_NAME;
      },
    };
  }

  function fromErrors(side: Deviation['side'], errors: ErrorObject[] | null | undefined, root: Place, instance: unknown): Deviation[] {
    const out: Deviation[] = [];
    const all = errors ?? [];
    const done = new Set<string>();
    for (const e of all) {
      const places = placesAt(root, e.instancePath);
      const here = places[places.length - 1] as Place;
      // a field's deviation names the type that holds the field; an object's, the object's own type
      const holder = (places.length > 1 && places.length === decodePointer(e.instancePath).length + 1 ? places[places.length - 2] : here) as Place;
      const field = decodePointer(e.instancePath).at(-1) ?? '';
      const what = e.instancePath || 'the value';
      if (e.keyword === 'additionalProperties') {
        const name = String((e.params as { additionalProperty: string }).additionalProperty);
        const spelled = FIELD_SPELLINGS.find((f) => f.other === name);
        const note = spelled ? `: the contract spells it '${spelled.field}'${habitNote('other-spellings')}` : '';
        out.push({ kind: 'unknown field', side, at: `${e.instancePath}/${name}`, wireType: here.name, detail: `'${name}' is not a field of ${here.name}${note}` });
        continue;
      }
      if (e.keyword === 'required') {
        const name = String((e.params as { missingProperty: string }).missingProperty);
        out.push({ kind: 'missing field', side, at: `${e.instancePath}/${name}`, wireType: here.name, detail: `${here.name} requires '${name}'` });
        continue;
      }
      if (!['type', 'const', 'enum', 'pattern', 'anyOf', 'oneOf'].includes(e.keyword) || done.has(e.instancePath)) continue;
      // one deviation per place, from everything ajv says about it
      done.add(e.instancePath);
      const at = all.filter((o) => o.instancePath === e.instancePath);
      const value = valueAt(instance, e.instancePath);
      const allowsBoolean = typesOf(here.node).includes('boolean');
      const pattern = at.find((o) => o.keyword === 'pattern');
      const format = pattern ? (formatOfPattern.get(String((pattern.params as { pattern: string }).pattern)) ?? 'a pattern') : null;
      const shown = JSON.stringify(value);
      if (typeof value === 'string' && allowsBoolean && (FLAG_WORDS.test(value) || value === '0' || value === '1')) {
        const habit = FLAG_WORDS.test(value) ? 'word-booleans' : 'tinyint-booleans';
        out.push({ kind: 'boolean as text', side, at: e.instancePath, wireType: holder.name, detail: `${field} is the string ${shown}, not a JSON boolean${habitNote(habit)}` });
      } else if (format === 'NumericString' && typeof value === 'string' && NUMBER_LIKE.test(value)) {
        const habit = value.includes(',') ? habitNote('thousands-separators') : '';
        out.push({ kind: 'number-like text', side, at: e.instancePath, wireType: holder.name, detail: `${field} ${shown} looks like a number but is none: Num is a JSON number or plain digits ("1250.50")${habit}` });
      } else if (format && format !== 'NumericString' && typeof value === 'string') {
        const shape = String(schemas[format]?.description ?? '').match(/:\s*([A-Z][A-Z:\- ]*[A-Z])[^:]*$/)?.[1] ?? String(schemas[format]?.pattern ?? '');
        const habit = formatHabit(format, value);
        out.push({ kind: 'format', side, at: e.instancePath, wireType: holder.name, detail: `${field} '${value}' is not a ${format} (${shape})${habit ? habitNote(habit) : ''}` });
      } else {
        const habit = value === null ? habitNote('nulls') : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? habitNote('numbers-as-strings') : '';
        const message = at.find((o) => o.keyword !== 'anyOf' && o.keyword !== 'oneOf' && o.keyword !== 'pattern')?.message;
        const says = message && at.length === 1 ? message : `fits none of the types the contract allows there`;
        out.push({ kind: 'wrong type', side, at: e.instancePath, wireType: holder.name, detail: `${what} ${says} (${holder.name})${habit}` });
      }
    }
    return out;
  }

  function statusChecks(reply: unknown, wireType: string): Deviation[] {
    const first = Array.isArray(reply) ? reply[0] : reply;
    if (typeof first !== 'object' || first === null || !('status' in first)) return [];
    const status = (first as { status: unknown }).status;
    const at = Array.isArray(reply) ? '/0/status' : '/status';
    const out: Deviation[] = [];
    if (typeof status === 'string') out.push({ kind: 'status as a string', side: 'reply', at, wireType, detail: `status is the string '${status}' (domain/wire.ts Num allows it; the client reads it as a number)${habitNote('status-as-string')}` });
    const n = Number(status);
    if (typeof status !== 'string' || status.trim() !== '') {
      if (![0, 1, 2].includes(n) && typeof status !== 'object') out.push({ kind: 'status value', side: 'reply', at, wireType, detail: `status ${JSON.stringify(status)} is none of 0 (failure), 1 (success), 2 (warning)` });
    }
    return out;
  }

  function check(x: Exchange): { call: string; deviations: Deviation[] } | null {
    if (!/\/(Webservices|api)\//.test(x.url.pathname)) return null;
    const op = operation(x.method, x.url);
    const callName = op ? op.id : `${x.method} ${x.url.pathname}`;
    if (!op) return { call: callName, deviations: [{ kind: 'unknown call', side: 'request', at: '', wireType: '', detail: `${x.method} ${x.url.pathname} is not a call of the contract` }] };
    const deviations: Deviation[] = [];
    // request: query parameters, then the body
    for (const p of op.query) {
      if (p.required && !(p.name in x.query)) deviations.push({ kind: 'missing field', side: 'request', at: `?${p.name}`, wireType: `${op.id} query`, detail: `the query needs '${p.name}'` });
    }
    if (op.bodySchema) {
      const fields: Record<string, unknown> = { ...(x.body ?? {}) };
      credentialNames.forEach((name, i) => {
        const as = contractCreds[i] as string;
        if (name !== as && name in fields) {
          fields[as] = fields[name];
          delete fields[name];
        }
      });
      if (!op.bodySchema.validate(fields)) deviations.push(...fromErrors('request', op.bodySchema.validate.errors, resolve(op.bodySchema.schema, op.bodySchema.ref), fields));
    }
    // reply
    const type = op.replySchema.ref;
    const dev = (kind: DeviationKind, detail: string) => deviations.push({ kind, side: 'reply', at: '', wireType: type, detail });
    if (x.ms > slowMs) dev('slow reply', `answered in ${Math.round(x.ms)} ms (more than ${slowMs} ms)`);
    if (x.replyText.startsWith('\uFEFF')) dev('byte-order mark', `the reply starts with a UTF-8 byte-order mark (EF BB BF) before the JSON${habitNote('bom')}`);
    const text = x.replyText.replace(/^\uFEFF/, '').trim();
    let reply: unknown;
    let parsed = false;
    try {
      reply = JSON.parse(text);
      parsed = true;
    } catch {
      // a PHP warning or notice printed before the JSON: the client reads the JSON behind it, so it is checked too
      const tail = recoverJsonTail(text);
      if (tail) {
        reply = tail.value;
        parsed = true;
        dev('PHP warning before JSON', `${tail.prefix.length} characters of text (a PHP warning or notice) before the JSON; the JSON behind it is checked as the reply${habitNote('php-warning')}`);
      }
    }
    if (!parsed) {
      const html = /^<|<html|<br\s*\/?>|<b>|Fatal error|Warning:|Notice:/i.test(text);
      dev(html ? 'HTML error page' : 'non-JSON reply', `HTTP ${x.status} ${x.contentType || 'without a content type'}: ${html ? 'an HTML / PHP error page' : 'text that is not JSON'} instead of ${type}`);
      return { call: callName, deviations };
    }
    if (!/\bjson\b/i.test(x.contentType)) dev('content type', `JSON sent as ${x.contentType ? `Content-Type '${x.contentType}'` : 'a reply without a Content-Type'}, not application/json${habitNote('text-html')}`);
    if (x.status !== 200) dev('HTTP status', `HTTP ${x.status}: the contract answers every call, failures too, with HTTP 200`);
    const status = op.numericStatus ? statusChecks(reply, type) : [];
    if (!op.replySchema.validate(reply)) {
      // a status that is not 0 / 1 / 2 is said once, by the status checks
      const found = fromErrors('reply', op.replySchema.validate.errors, resolve(op.replySchema.schema, type), reply);
      deviations.push(...found.filter((d) => !status.some((s) => s.at === d.at)));
    }
    deviations.push(...status);
    return { call: callName, deviations };
  }

  function shape(method: string, url: URL): ExchangeShape | null {
    const op = operation(method, url);
    if (!op) return null;
    const marks = requestMarks(op.id);
    const declared = op.bodySchema ? resolve(op.bodySchema.schema, op.bodySchema.ref).node?.properties ?? {} : {};
    // the client sends nothing but the call's fields and the credential fields: a field the call does not declare is
    // a credential field under a name not configured, and hidden as one
    const request: Shape = {
      mark: (key) => (credentialNames.includes(key) || contractCreds.includes(key) ? 'secret' : (marks[key] ?? (key in declared || op.query.some((p) => p.name === key) ? undefined : 'secret'))),
      at: () => BY_NAME,
    };
    return { request, reply: shapeAt(resolve(op.replySchema.schema, op.replySchema.ref)) };
  }

  return { operation, check, shape };
}

/** The request's body fields as a PHP backend would read them. */
export async function bodyFields(contentType: string, body: Buffer): Promise<{ body: Record<string, unknown> | null; bodyKind: Exchange['bodyKind'] }> {
  if (body.length === 0) return { body: null, bodyKind: 'none' };
  const type = contentType.toLowerCase();
  try {
    if (type.includes('multipart/form-data')) {
      const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
      const out: Record<string, unknown> = {};
      form.forEach((v, k) => (out[k] = typeof v === 'string' ? v : v.name));
      return { body: out, bodyKind: 'form' };
    }
    if (type.includes('application/x-www-form-urlencoded')) return { body: Object.fromEntries(new URLSearchParams(body.toString('utf8'))), bodyKind: 'form' };
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return { body: typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : { body: parsed }, bodyKind: 'json' };
  } catch {
    return { body: null, bodyKind: 'other' };
  }
}
