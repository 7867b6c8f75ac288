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
  | 'slow reply';

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
  bodySchema: { ref: string; validate: ValidateFunction } | null;
  replySchema: { ref: string; validate: ValidateFunction };
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

export interface Contract {
  operation(method: string, url: URL): Operation | null;
  /** null: the path is not an API call (a gateway page, a static file) and is passed through unchecked */
  check(x: Exchange): { call: string; deviations: Deviation[] } | null;
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
        bodySchema: body ? { ref: refName(body.schema.$ref), validate: compile(body.schema) } : null,
        replySchema: { ref: refName(reply.$ref) || (path.startsWith('/Webservices/') ? `WebserviceCalls['${op.operationId}']['res']` : `JsonCalls['${op.operationId}']['res']`), validate: compile(reply) },
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

  function fromErrors(side: Deviation['side'], errors: ErrorObject[] | null | undefined, top: string): Deviation[] {
    const out: Deviation[] = [];
    for (const e of errors ?? []) {
      const schemas = [...e.schemaPath.matchAll(/components\/schemas\/([^/]+)/g)].map((m) => m[1] as string);
      const wireType = decodeURIComponent(schemas.at(-1) ?? top);
      if (e.keyword === 'additionalProperties') {
        const field = String((e.params as { additionalProperty: string }).additionalProperty);
        out.push({ kind: 'unknown field', side, at: `${e.instancePath}/${field}`, wireType, detail: `'${field}' is not a field of ${wireType}` });
      } else if (e.keyword === 'required') {
        const field = String((e.params as { missingProperty: string }).missingProperty);
        out.push({ kind: 'missing field', side, at: `${e.instancePath}/${field}`, wireType, detail: `${wireType} requires '${field}'` });
      } else if (e.keyword === 'anyOf' || e.keyword === 'oneOf') {
        // the branches' own errors say more; an anyOf of types alone is reported once as a type
        if (!(errors ?? []).some((o) => o !== e && o.instancePath === e.instancePath && o.keyword !== 'type')) {
          out.push({ kind: 'wrong type', side, at: e.instancePath, wireType, detail: `${e.instancePath || 'the value'} fits none of ${wireType}'s types` });
        }
      } else if (e.keyword === 'type' || e.keyword === 'const' || e.keyword === 'enum') {
        if ((errors ?? []).some((o) => o.keyword === 'anyOf' && o.instancePath === e.instancePath)) continue;
        out.push({ kind: 'wrong type', side, at: e.instancePath, wireType, detail: `${e.instancePath || 'the value'} ${e.message ?? 'does not fit'} (${wireType})` });
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
    if (typeof status === 'string') out.push({ kind: 'status as a string', side: 'reply', at, wireType, detail: `status is the string '${status}' (domain/wire.ts Num allows it; the client reads it as a number)` });
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
      if (!op.bodySchema.validate(fields)) deviations.push(...fromErrors('request', op.bodySchema.validate.errors, op.bodySchema.ref));
    }
    // reply
    if (x.ms > slowMs) deviations.push({ kind: 'slow reply', side: 'reply', at: '', wireType: op.replySchema.ref, detail: `answered in ${Math.round(x.ms)} ms (more than ${slowMs} ms)` });
    const text = x.replyText.trim();
    let reply: unknown;
    let parsed = false;
    try {
      reply = JSON.parse(text);
      parsed = true;
    } catch {
      /* not JSON */
    }
    if (!parsed) {
      const html = /^<|<html|<br\s*\/?>|<b>|Fatal error|Warning:|Notice:/i.test(text);
      deviations.push({
        kind: html ? 'HTML error page' : 'non-JSON reply',
        side: 'reply',
        at: '',
        wireType: op.replySchema.ref,
        detail: `HTTP ${x.status} ${x.contentType || 'without a content type'}: ${html ? 'an HTML / PHP error page' : 'text that is not JSON'} instead of ${op.replySchema.ref}`,
      });
      return { call: callName, deviations };
    }
    if (x.status !== 200) deviations.push({ kind: 'HTTP status', side: 'reply', at: '', wireType: op.replySchema.ref, detail: `HTTP ${x.status}: the contract answers every call, failures too, with HTTP 200` });
    if (!op.replySchema.validate(reply)) deviations.push(...fromErrors('reply', op.replySchema.validate.errors, op.replySchema.ref));
    if (op.numericStatus) deviations.push(...statusChecks(reply, op.replySchema.ref));
    return { call: callName, deviations };
  }

  return { operation, check };
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
