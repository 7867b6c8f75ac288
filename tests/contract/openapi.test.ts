/**
 * The OpenAPI document of the wire contract (docs/openapi.json, `npm run openapi`): it is what the generator makes
 * from domain/wire.ts now, it is valid OpenAPI 3.1 whose schemas compile as JSON Schema 2020-12, it has the 32 calls
 * with the spec's field names, and the simulator serves it at GET /__sim/openapi.json.
 */
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { JSON_CALL_NAMES, JSON_CALLS, WEBSERVICE_NAMES } from '../../domain/wire';
import { SIM_DEFAULT_CREDENTIALS } from '../../domain/simControl';
import { setupTestSimulator } from '../../mock-server/transports/node';
import { generateOpenApiText, OUTPUT_FILE } from '../../scripts/openapi';
import { SPEC_CALLS, USER } from './calls';

/* eslint-disable @typescript-eslint/no-explicit-any -- the document is read as plain JSON */
type Doc = any;

const committedText = readFileSync(OUTPUT_FILE, 'utf8');
const committed: Doc = JSON.parse(committedText);
const CREDENTIALS = SIM_DEFAULT_CREDENTIALS.map((c) => c.name);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const t = setupTestSimulator();

interface Operation {
  method: string;
  path: string;
  op: Doc;
}

function operations(doc: Doc): Operation[] {
  return Object.entries(doc.paths as Record<string, Doc>).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((m) => METHODS.includes(m))
      .map((method) => ({ method, path, op: item[method] })),
  );
}

const byId = (id: string): Operation => {
  const found = operations(committed).find((o) => o.op.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};

/** Follows a local `$ref` ('#/components/schemas/X'). */
function deref(schema: Doc): Doc {
  if (typeof schema?.$ref !== 'string') return schema;
  const target = (schema.$ref as string)
    .slice(2)
    .split('/')
    .reduce((node: Doc, key) => node?.[key], committed);
  if (!target) throw new Error(`unresolved ${schema.$ref}`);
  return deref(target);
}

/** The field names a Webservices call's form takes besides the two credentials, in order. */
function formFields(id: string, mediaType = 'multipart/form-data'): string[] {
  const schema = deref(byId(id).op.requestBody.content[mediaType].schema);
  return Object.keys(schema.properties).filter((f) => !CREDENTIALS.includes(f));
}

const bodyFields = (id: string): string[] => Object.keys(deref(byId(id).op.requestBody.content['application/json'].schema).properties);
const queryNames = (id: string): string[] => (byId(id).op.parameters ?? []).map((p: Doc) => p.name);

describe('docs/openapi.json', () => {
  it('is what `npm run openapi` generates from domain/wire.ts now', () => {
    const generated = generateOpenApiText();
    expect(JSON.parse(committedText), 'docs/openapi.json is out of date: run npm run openapi').toEqual(JSON.parse(generated));
    expect(committedText === generated, 'docs/openapi.json is not formatted as generated: run npm run openapi').toBe(true);
  });

  it('is a valid OpenAPI 3.1 document whose refs all resolve', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(committed));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('has schemas that compile as JSON Schema 2020-12 (strict), and each failure example fits its reply schema', () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
    ajv.addVocabulary(['components']);
    ajv.addSchema({ $id: 'urn:matka-play:openapi', components: committed.components });
    const compile = (schema: Doc) => ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"urn:matka-play:openapi#/components/')));
    for (const name of Object.keys(committed.components.schemas)) expect(() => compile({ $ref: `#/components/schemas/${name}` }), name).not.toThrow();

    for (const { op } of operations(committed)) {
      for (const p of op.parameters ?? []) compile(p.schema);
      for (const media of Object.values(op.requestBody?.content ?? {}) as Doc[]) compile(media.schema);
      const reply = op.responses['200'].content['application/json'];
      const validate = compile(reply.schema);
      expect(reply.examples.failure, op.operationId).toBeDefined();
      expect(validate(reply.examples.failure.value), `${op.operationId}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it('has exactly the 32 calls: 20 Webservices POSTs with both form encodings and 12 api/*.php calls', () => {
    const ops = operations(committed);
    expect(ops).toHaveLength(32);
    expect(ops.map((o) => o.op.operationId).sort()).toEqual([...WEBSERVICE_NAMES, ...JSON_CALL_NAMES].sort());

    for (const name of WEBSERVICE_NAMES) {
      const { method, path, op } = byId(name);
      expect([method, path]).toEqual(['post', `/Webservices/${name}`]);
      expect(Object.keys(op.requestBody.content).sort()).toEqual(['application/x-www-form-urlencoded', 'multipart/form-data']);
      expect(formFields(name, 'application/x-www-form-urlencoded')).toEqual(formFields(name));
      const form = deref(op.requestBody.content['multipart/form-data'].schema);
      expect(form.required.slice(0, 2), name).toEqual(CREDENTIALS);
      for (const c of CREDENTIALS) expect(form.properties[c].description).toMatch(/configuration/);
    }
    for (const name of JSON_CALL_NAMES) {
      const d = JSON_CALLS[name];
      const { method, path, op } = byId(name);
      expect(method).toBe(d.method.toLowerCase());
      expect(path.startsWith(`/api/${d.file}`)).toBe(true);
      expect(Boolean(op.requestBody), name).toBe(d.method === 'POST');
      if (op.requestBody) expect(Object.keys(op.requestBody.content)).toEqual(['application/json']);
      if (d.action) expect(op.parameters.find((p: Doc) => p.name === 'action').schema.const).toBe(d.action);
    }
  });

  it("keeps the contract's field names: game_bet, p2pTransfer, betRec and the server's spellings", () => {
    expect(formFields('game_bet')).toEqual(['user_id', 'game_id', 'game_type', 'bet_numbers', 'grand_total']);
    expect(deref(byId('game_bet').op.requestBody.content['multipart/form-data'].schema).properties.bet_numbers).toMatchObject({
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: { type: 'array', items: { $ref: '#/components/schemas/BetLine' } },
    });
    expect(bodyFields('p2pTransfer')).toEqual(['username', 'amount']);
    expect(queryNames('betRec')).toEqual(['game', 'action', 'page', 'user']);
    expect(byId('betRec').op.parameters.every((p: Doc) => p.in === 'query' && p.required)).toBe(true);

    expect(formFields('login')).toContain('refferal');
    const reply = (id: string) => deref(byId(id).op.responses['200'].content['application/json'].schema);
    expect(Object.keys(reply('game_list').properties)).toEqual(expect.arrayContaining(['LastResult', 'running_game', 'upcomming_game']));
    expect(Object.keys(reply('profile').properties)).toContain('user_Data');
    expect(Object.keys(reply('game_rule').properties)).toEqual(expect.arrayContaining(['jodirate', 'hurfrate']));
    // a number, or its text as plain digits (PHP's numeric strings; not number_format's "1,250.50")
    expect(committed.components.schemas.Num.anyOf).toEqual([{ type: 'number' }, { $ref: '#/components/schemas/NumericString' }]);
    const digits = new RegExp(committed.components.schemas.NumericString.pattern);
    expect(['1250.50', '-3', '12', ''].filter((s) => digits.test(s))).toHaveLength(4);
    expect(['1,250.50', '₹12', '1e3', 'false'].filter((s) => digits.test(s))).toEqual([]);
  });

  it('matches every call of spec §7 as the client makes it (tests/contract/calls.ts)', () => {
    const forms = new Map<string, Set<string>>();
    for (const call of SPEC_CALLS) {
      if (call.encoding === 'form-data') {
        const name = call.path.replace('Webservices/', '');
        const fields = formFields(name);
        expect(fields, call.endpoint).toEqual(expect.arrayContaining(call.form ?? []));
        forms.set(name, new Set([...(forms.get(name) ?? []), ...(call.form ?? [])]));
        continue;
      }
      const action = (o: Operation) => o.op.parameters.find((p: Doc) => p.name === 'action')?.schema.const;
      const op = operations(committed).find((o) => o.method === call.method.toLowerCase() && o.path.split('?')[0] === `/${call.path}` && action(o) === call.query?.action);
      expect(op, call.endpoint).toBeDefined();
      const id = (op as Operation).op.operationId as string;
      expect(queryNames(id), call.endpoint).toEqual(Object.keys(call.query ?? {}));
      for (const p of (op as Operation).op.parameters as Doc[]) {
        const value = call.query?.[p.name];
        if (p.schema.const !== undefined) expect(value, `${call.endpoint} ${p.name}`).toBe(p.schema.const);
        if (p.name === 'user') expect(value).toBe(USER);
      }
      if (call.body) expect(bodyFields(id).sort(), call.endpoint).toEqual([...call.body].sort());
      else expect(op?.op.requestBody, call.endpoint).toBeUndefined();
    }
    // the client's calls together use every field of each form (login's two steps use all four)
    for (const [name, used] of forms) expect(formFields(name).sort(), name).toEqual([...used].sort());
  });
});

describe('GET /__sim/openapi.json', () => {
  it('serves the committed document', async () => {
    expect(t.sim).toBeDefined();
    const res = await fetch('http://sim.test/__sim/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual(committed);
  });
});
