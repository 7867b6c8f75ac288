/**
 * The wire contract as an OpenAPI 3.1 document, generated from domain/wire.ts — never written by hand:
 *   npm run openapi        writes docs/openapi.json
 *
 * The JSON Schemas of every reply and JSON request come from the TypeScript types (ts-json-schema-generator reads
 * `WebserviceReplies` and `JsonCalls`, JSDoc comments become descriptions); the Webservices forms, paths and failure
 * replies come from the runtime declaration `WS_CALLS`, the JSON calls' methods and query layout from `JSON_CALLS`,
 * and their failure replies from the simulator's typed failure table. tests/contract/openapi.test.ts fails when the committed file differs from what
 * this produces, and the simulator serves the committed file at GET /__sim/openapi.json.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { createFormatter, createParser, DEFAULT_CONFIG, SchemaGenerator, type CompletedConfig } from 'ts-json-schema-generator';
import { JSON_CALL_NAMES, JSON_CALLS, WEBSERVICE_NAMES, WS_CALLS, type JsonCallDef, type WsField } from '../domain/wire';
import { SIM_DEFAULT_CREDENTIALS, SIM_PREFIX } from '../domain/simControl';
import { DEFAULT_HTTP_HOST, DEFAULT_HTTP_PORT } from '../mock-server/config';
import { JSON_FAILURES } from '../mock-server/routes/failures';
import pkg from '../package.json';

/** A JSON Schema or any part of the document: plain JSON. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

export const WIRE_FILE = fileURLToPath(new URL('../domain/wire.ts', import.meta.url));
export const OUTPUT_FILE = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));

/** Where the components live in the document; the generator's `#/definitions/` refs are rewritten to it. */
const COMPONENTS = '#/components/schemas/';

const isObj = (v: Json | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function obj(v: Json | undefined, what: string): Obj {
  if (!isObj(v)) throw new Error(`openapi: ${what} is not an object schema`);
  return v;
}

/** Rewrites `#/definitions/X` refs to components and drops the generator's `$schema`. */
function rewriteRefs(v: Json): Json {
  if (Array.isArray(v)) return v.map(rewriteRefs);
  if (!isObj(v)) return v;
  const out: Obj = {};
  for (const [k, x] of Object.entries(v)) {
    if (k === '$schema') continue;
    out[k] = k === '$ref' && typeof x === 'string' ? x.replace(/^#\/definitions\//, COMPONENTS) : rewriteRefs(x);
  }
  return out;
}

// ───────────────────────── JSON Schemas from the TypeScript types ─────────────────────────

export interface ContractSchemas {
  /** per Webservices call: the `res` schema and the call's JSDoc (its form comes from WS_CALLS) */
  ws: Record<string, { res: Obj; description?: string }>;
  /** per JSON call: the `query`, `body` (null type when none) and `res` schemas and the call's JSDoc */
  json: Record<string, { query: Obj; body: Obj; res: Obj; description?: string }>;
  /** named types the call schemas refer to (components) */
  definitions: Record<string, Obj>;
}

/**
 * Runs ts-json-schema-generator over domain/wire.ts and the contract modules it re-exports: a program of those files, the ES2022 library and no
 * ambient @types (they import nothing else), which keeps a run well under a second.
 */
export function contractSchemas(): ContractSchemas {
  const config: CompletedConfig = {
    ...DEFAULT_CONFIG,
    path: WIRE_FILE,
    expose: 'export',
    topRef: false,
    jsDoc: 'extended',
    // TypeScript object types are open (structural typing); so are the PHP server's replies and forms.
    additionalProperties: true,
    skipTypeCheck: true,
  };
  const program = ts.createProgram([WIRE_FILE], {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    types: [],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const generator = new SchemaGenerator(program, createParser(program, config), createFormatter(config), config);
  const definitions: Record<string, Obj> = {};
  const take = (type: string): Obj => {
    const schema = rewriteRefs(generator.createSchema(type) as Json) as Obj;
    for (const [name, def] of Object.entries(obj(schema.definitions ?? {}, `${type} definitions`))) {
      const known = definitions[name];
      if (known && JSON.stringify(known) !== JSON.stringify(def)) throw new Error(`openapi: two different schemas named ${name}`);
      definitions[name] = obj(def, name);
    }
    delete schema.definitions;
    return schema;
  };

  const replies = obj(take('WebserviceReplies').properties, 'WebserviceReplies');
  const jsonCalls = obj(take('JsonCalls').properties, 'JsonCalls');
  for (const name of WEBSERVICE_NAMES) {
    for (const f of Object.values(WS_CALLS[name].fields) as WsField[]) if (f.jsonOf) definitions[f.jsonOf] = take(f.jsonOf);
  }

  const ws: ContractSchemas['ws'] = {};
  for (const name of WEBSERVICE_NAMES) {
    const { description, ...res } = obj(replies[name], `WebserviceReplies.${name}`);
    ws[name] = { res, ...(typeof description === 'string' ? { description } : {}) };
  }
  const json: ContractSchemas['json'] = {};
  for (const name of JSON_CALL_NAMES) {
    const call = obj(jsonCalls[name], `JsonCalls.${name}`);
    const p = obj(call.properties, `JsonCalls.${name}`);
    json[name] = { query: obj(p.query, `${name}.query`), body: obj(p.body, `${name}.body`), res: obj(p.res, `${name}.res`), ...described(call) };
  }
  return { ws, json, definitions };
}

const described = (s: Obj): { description?: string } => (typeof s.description === 'string' ? { description: s.description } : {});

/** An object schema's own properties and required names; a `$ref` is followed into the components. */
function objectFields(s: Obj, definitions: Record<string, Obj>, what: string): { properties: Obj; required: string[]; description?: string } {
  if (typeof s.$ref === 'string') return objectFields(obj(definitions[s.$ref.slice(COMPONENTS.length)], s.$ref), definitions, what);
  if (s.type !== 'object') throw new Error(`openapi: ${what} is not a plain object type (${JSON.stringify(s).slice(0, 80)})`);
  const required = Array.isArray(s.required) ? s.required.map(String) : [];
  return { properties: isObj(s.properties) ? s.properties : {}, required, ...described(s) };
}

// ───────────────────────── the document ─────────────────────────

const FAILURE_TEXT = "The server's failure message";

const INFO_DESCRIPTION = `The API the client calls (spec §7), generated from the typed contract \`domain/wire.ts\` by \`npm run openapi\`:
the schemas come from its TypeScript types, paths and query layout from its runtime tables. The simulator serves this
document at \`GET /${SIM_PREFIX}/openapi.json\`.

**Two call styles.**
- \`Webservices/{name}\` (tag *Webservices*): POST with form fields (multipart/form-data as the client sends them, or
  application/x-www-form-urlencoded). Every call also carries two app credential fields whose names and values come
  from configuration (\`VITE_APP_CRED1_NAME\`/\`_VALUE\`, \`VITE_APP_CRED2_NAME\`/\`_VALUE\`); they are documented here
  under the simulator's default names \`${SIM_DEFAULT_CREDENTIALS.map((c) => c.name).join('` and `')}\`.
- \`api/{file}.php\` (tag *api*): query-string calls; the POST ones send a JSON body. The query parameters are listed in
  the order the client writes them, \`action\` included (a fixed value per call); calls of a logged-in player end with
  \`&user={id}\`. Several calls share one file and method and differ only by \`action\`; since OpenAPI keys an
  operation by path and method, their path keys carry \`?action=…\` so that each call is one operation.

**Spellings** are the server's own: \`refferal\`, \`upcomming_game\`, \`user_Data\`, \`hurfrate\`, \`LastResult\`.
**Numbers** arrive as JSON numbers or as numeric strings (PHP), so numeric fields are \`Num\`: a number or a
\`NumericString\` (plain digits, no thousands separators: \`"1250.50"\`, not \`"1,250.50"\`). Times and days are named formats
(\`ClockTime\`, \`HourMinute\`, \`DayDate\`, \`IsoDate\`, \`IsoDateTime\`), each with its pattern.
Objects list the fields the client knows; a server may send more.

**How failures arrive (spec §8).** A call that fails on the server still answers HTTP 200 with JSON, in the reply's own
shape (each operation's \`failure\` example): \`status\` 0 with the text in \`msg\` (most Webservices calls and the
record lists), \`error\` true with \`message\` (profile, withdraw_money, resetPassword, promotion; register and
withdrawal as the first element of their array), \`return: false\` (otp), a \`status\` that is not \`"success"\`
(addBankCard), or an empty list (inviteRecord, bankCard). \`status\` 2 is a warning, 1 success. Wrong app credentials
answer \`{"status": 0, "msg": "Invalid app credentials"}\` (decision 042). Besides these, a real phone sees transport
failures that no schema describes: non-2xx replies with a front server's HTML page, PHP notices or error pages in the
body, timeouts and dropped connections; the client turns every one of them into a failure (decision 006), and the
simulator can inject each of them (\`POST /${SIM_PREFIX}/faults\`). The simulator answers an unknown endpoint with 404
\`{"status": 0, "msg": "Unknown endpoint …"}\` and a Webservices GET with 405.`;

function credentialSchema(i: number): Obj {
  const c = SIM_DEFAULT_CREDENTIALS[i] as (typeof SIM_DEFAULT_CREDENTIALS)[number];
  const n = i + 1;
  return {
    type: 'string',
    description: `App credential field ${n}. Its name and value come from configuration (VITE_APP_CRED${n}_NAME, VITE_APP_CRED${n}_VALUE); \`${c.name}\` is the simulator's default name, \`${c.value}\` its default value.`,
  };
}

/** A form field's schema: text, with its bound, its description and, for JSON text, what it holds. */
function fieldSchema(f: WsField): Obj {
  return {
    type: 'string',
    ...(f.doc ? { description: f.doc } : {}),
    ...(f.max ? { maxLength: f.max } : {}),
    ...(f.jsonOf ? { contentMediaType: 'application/json', contentSchema: { type: 'array', items: { $ref: `${COMPONENTS}${f.jsonOf}` } } } : {}),
  };
}

/** One reply: 200 JSON with the call's schema and its failure reply as an example. */
function reply(schema: Obj, failure: unknown): Obj {
  return {
    '200': {
      description: 'The reply, HTTP 200 JSON. A failed call answers HTTP 200 too, in the same shape (the `failure` example).',
      content: {
        'application/json': {
          schema,
          examples: { failure: { summary: 'a failed call', value: failure as Json } },
        },
      },
    },
  };
}

function jsonPathKey(d: JsonCallDef): string {
  return `/api/${d.file}${d.action ? `?action=${d.action}` : ''}`;
}

function jsonParameters(name: string, d: JsonCallDef, query: Obj, definitions: Record<string, Obj>): Json[] {
  const q = isObj(query.properties) || query.type === 'object' ? objectFields(query, definitions, `${name}.query`) : { properties: {}, required: [] };
  const params: Json[] = [];
  const seen = new Set<string>();
  for (const p of d.order) {
    seen.add(p);
    if (p === 'action') {
      params.push({ name: 'action', in: 'query', required: true, description: 'Fixed for this call.', schema: { type: 'string', const: d.action } });
      continue;
    }
    const schema = q.properties[p];
    if (!isObj(schema)) throw new Error(`openapi: JSON_CALLS.${name}.order names ${p}, which JsonCalls.${name}.query lacks`);
    const { description, ...rest } = schema;
    params.push({ name: p, in: 'query', required: q.required.includes(p), ...(typeof description === 'string' ? { description } : {}), schema: rest });
  }
  for (const p of Object.keys(q.properties)) if (!seen.has(p)) throw new Error(`openapi: JsonCalls.${name}.query has ${p}, which JSON_CALLS.${name}.order lacks`);
  if (d.user) {
    params.push({ name: 'user', in: 'query', required: true, description: "The logged-in player's user id, appended last (`&user={id}`).", schema: { type: 'string' } });
  }
  return params;
}

/** The whole document, as a plain object (key order as built; `serialize` fixes it). */
export function buildOpenApi(schemas: ContractSchemas = contractSchemas()): Obj {
  const { definitions } = schemas;
  const components: Record<string, Obj> = { ...definitions };
  const paths: Obj = {};

  for (const name of WEBSERVICE_NAMES) {
    const call = schemas.ws[name] as ContractSchemas['ws'][string];
    const fields = Object.entries(WS_CALLS[name].fields) as [string, WsField][];
    const properties: Obj = {};
    SIM_DEFAULT_CREDENTIALS.forEach((c, i) => (properties[c.name] = credentialSchema(i)));
    for (const [field, f] of fields) properties[field] = fieldSchema(f);
    const form = `${name}.form`;
    components[form] = {
      type: 'object',
      description: `The form of Webservices/${name}: the two app credential fields and the call's own fields.`,
      properties,
      required: [...SIM_DEFAULT_CREDENTIALS.map((c) => c.name), ...fields.filter(([, f]) => f.required).map(([field]) => field)],
    };
    const ref = { $ref: `${COMPONENTS}${form}` };
    paths[`/Webservices/${name}`] = {
      post: {
        operationId: name,
        tags: ['Webservices'],
        summary: `Webservices/${name}`,
        ...described(call),
        requestBody: { required: true, content: { 'multipart/form-data': { schema: ref }, 'application/x-www-form-urlencoded': { schema: ref } } },
        responses: reply(call.res, WS_CALLS[name].failure(FAILURE_TEXT)),
      },
    };
  }

  for (const name of JSON_CALL_NAMES) {
    const call = schemas.json[name] as ContractSchemas['json'][string];
    const d: JsonCallDef = JSON_CALLS[name];
    const key = jsonPathKey(d);
    const item = obj((paths[key] ??= {}), key);
    const method = d.method.toLowerCase();
    if (item[method]) throw new Error(`openapi: two calls at ${d.method} ${key}`);
    const hasBody = call.body.type !== 'null';
    if (hasBody !== (d.method === 'POST')) throw new Error(`openapi: ${name} is ${d.method} ${hasBody ? 'with' : 'without'} a body`);
    item[method] = {
      operationId: name,
      tags: ['api'],
      summary: `${d.method} api/${d.file}${d.action ? `?action=${d.action}` : ''}`,
      ...described(call),
      parameters: jsonParameters(name, d, call.query, definitions),
      ...(hasBody ? { requestBody: { required: true, content: { 'application/json': { schema: call.body } } } } : {}),
      responses: reply(call.res, JSON_FAILURES[name](FAILURE_TEXT)),
    };
  }

  const server = `http://${DEFAULT_HTTP_HOST}:${DEFAULT_HTTP_PORT}`;
  return {
    openapi: '3.1.1',
    info: { title: 'Matka Play API (as the client calls it)', version: pkg.version, description: INFO_DESCRIPTION },
    servers: [
      { url: server, description: 'The simulator (`npm run sim`); the real API host is configured per build.' },
      {
        url: `${server}/s/{session}`,
        description: "A simulator session of one's own (`POST /__sim/sessions` answers its id).",
        variables: { session: { default: 'default', description: 'session id' } },
      },
    ],
    tags: [
      { name: 'Webservices', description: 'Form-data POST calls: `Webservices/{name}`, two app credential fields plus the listed fields.' },
      { name: 'api', description: 'Query-string calls to `api/*.php`; the POST ones send a JSON body.' },
    ],
    paths,
    components: { schemas: components },
  };
}

// ───────────────────────── stable text ─────────────────────────

/** Keys that come first, in this order, wherever they appear; all other keys follow alphabetically. */
const KEY_ORDER = [
  'openapi', 'info', 'servers', 'paths', 'components',
  'operationId', 'name', 'in', 'title', 'version', 'url', 'summary', 'tags',
  '$ref', 'type', 'const', 'enum', 'description', 'required', 'parameters', 'requestBody', 'properties', 'items', 'additionalProperties',
  'responses', 'content', 'schema',
];
const RANK = new Map(KEY_ORDER.map((k, i) => [k, i]));

function compareKeys(a: string, b: string): number {
  const ra = RANK.get(a) ?? Infinity;
  const rb = RANK.get(b) ?? Infinity;
  return ra !== rb ? ra - rb : a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Key order that depends on nothing but the content: fixed ranks, then alphabetical. Two maps keep the order they
 * are built in, because it carries meaning: `paths` (the contract's call order) and schema `properties` (the
 * fields in the order the types declare them).
 */
function canonical(v: Json, keepOrder = false): Json {
  if (Array.isArray(v)) return v.map((x) => canonical(x));
  if (!isObj(v)) return v;
  const keys = Object.keys(v);
  if (!keepOrder) keys.sort(compareKeys);
  const out: Obj = {};
  for (const k of keys) out[k] = canonical(v[k] as Json, k === 'paths' || k === 'properties');
  return out;
}

/** The document as committed: canonical key order, two-space indent, final newline. */
export function serialize(doc: Json): string {
  return `${JSON.stringify(canonical(doc), null, 2)}\n`;
}

export function generateOpenApiText(): string {
  return serialize(buildOpenApi());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const t0 = performance.now();
  const text = generateOpenApiText();
  writeFileSync(OUTPUT_FILE, text);
  const doc = JSON.parse(text) as { paths: Record<string, Record<string, unknown>> };
  const operations = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
  console.log(`docs/openapi.json: ${operations} operations, ${text.length} bytes, ${Math.round(performance.now() - t0)} ms`);
}
