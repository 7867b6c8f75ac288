/**
 * Secrets by value, from one mark (issue 42, point 2). The contract marks its sensitive fields once (domain/wire.ts:
 * `WsField.sensitive`, `JSON_CALL_MARKS`, `SENSITIVE_TYPES`); this test reads those marks and holds the bridge's
 * redaction, the simulator's exports and replay to every one of them — so renaming a marked field in the contract (the
 * compiler makes the marks follow) changes what all three hide, and one of them keeping a list of its own fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadContract, OPENAPI_FILE } from '../../bridge/contract';
import { maskMobile, redactor } from '../../bridge/redact';
import { redactSecrets, unmaskBank } from '../../mock-server/core';
import { ACCOUNT_RE, IFSC_RE, UPI_RE } from '../../mock-server/core/domains/bankCards';
import { restoredFields } from '../../mock-server/recordings/replaySession';
import { JSON_CALL_MARKS, JSON_CALLS, SENSITIVE_TYPES, WS_CALLS, type JsonCallName, type Sensitivity } from '../../domain/wire';

/* eslint-disable @typescript-eslint/no-explicit-any -- the OpenAPI document is read as plain JSON */
type Doc = any;

interface MarkedField {
  call: string;
  method: string;
  path: string;
  field: string;
  mark: Sensitivity;
}

/** Every marked request field of the contract, read from the marks themselves. */
const REQUEST_FIELDS: MarkedField[] = [
  ...Object.entries(WS_CALLS).flatMap(([call, def]) =>
    Object.entries(def.fields as Record<string, { sensitive?: Sensitivity }>).flatMap(([field, f]) => (f.sensitive ? [{ call, method: 'POST', path: `/Webservices/${call}`, field, mark: f.sensitive }] : [])),
  ),
  ...Object.entries(JSON_CALL_MARKS).flatMap(([call, marks]) => {
    const d = JSON_CALLS[call as JsonCallName];
    const path = `/api/${d.file}${d.action ? `?action=${d.action}&user=17` : ''}`;
    return Object.entries(marks as Record<string, Sensitivity | null>).flatMap(([field, mark]) => (mark ? [{ call, method: d.method, path, field, mark }] : []));
  }),
];

const MOBILE = '9876501234';
/** a value of each kind, distinct per field */
const planted = (f: { field: string; mark: Sensitivity }) => (f.mark === 'secret' ? `Sec-${f.field}-7f3a9` : f.mark === 'bank' ? `Bank ${f.field} 4321` : MOBILE);

describe('the marks', () => {
  it('cover the fields the issue names', () => {
    const names = REQUEST_FIELDS.map((f) => `${f.field}:${f.mark}`);
    for (const n of ['otp:secret', 'password:secret', 'token:secret', 'bank_ac_no:bank', 'ifsc_code:bank', 'ac_holder_name:bank', 'bank_name:bank', 'account:bank', 'ifsc:bank', 'upi:bank', 'mobile:identity', 'username:identity'])
      expect(names).toContain(n);
    expect(SENSITIVE_TYPES.LastWithdrawal.ac_holder_name).toBe('bank');
  });
});

describe('the bridge hides every marked field, where it stands and wherever its value reappears', () => {
  const contract = loadContract();
  it.each(REQUEST_FIELDS.map((f) => [`${f.call}.${f.field} (${f.mark})`, f] as const))('%s', (_name, f) => {
    const r = redactor([], contract.shape);
    const value = planted(f);
    const fields = { [f.field]: value };
    const url = new URL(f.path, 'http://backend.test');
    const rx = r.forRequest({ method: f.method, url, query: f.method === 'GET' ? fields : {}, body: f.method === 'GET' ? null : fields });
    const sent = rx.request(fields)[f.field];
    expect(sent).not.toBe(value);
    if (f.mark === 'secret') expect(sent).toBe('[secret]');
    if (f.mark === 'bank') expect(sent).toBe(`${'*'.repeat(value.length - 4)}4321`);
    if (f.mark === 'identity') expect(sent).toBe(maskMobile(value));
    // echoed in a message, under a field of another name, inside a PHP warning before the JSON, in an error page
    const reply = rx.reply(`<b>Warning</b>: mysqli_query(): SELECT * FROM t WHERE x='${value}'<br />{"msg":"echo ${value}","other":"${value}"}`);
    expect(JSON.stringify(reply)).not.toContain(value);
    expect(JSON.stringify(rx.reply(`<html><body>Error near '${value}'</body></html>`))).not.toContain(value);
  });

  /** Where each marked reply type sits in some call's reply: an operation and a JSON pointer to an object of it. */
  function placesOf(doc: Doc, type: string): Array<{ method: string; path: string; pointer: string[] }> {
    const out: Array<{ method: string; path: string; pointer: string[] }> = [];
    const seek = (node: Doc, pointer: string[], seen: Set<string>, found: (p: string[]) => void): void => {
      if (!node || typeof node !== 'object') return;
      if (typeof node.$ref === 'string') {
        const name = node.$ref.split('/').pop() as string;
        if (name === type) return found(pointer);
        if (seen.has(name)) return;
        return seek(doc.components.schemas[name], pointer, new Set([...seen, name]), found);
      }
      for (const b of node.anyOf ?? node.oneOf ?? []) seek(b, pointer, seen, found);
      if (node.items) seek(node.items, [...pointer, '0'], seen, found);
      for (const [k, p] of Object.entries(node.properties ?? {})) seek(p, [...pointer, k], seen, found);
    };
    for (const [key, item] of Object.entries(doc.paths as Record<string, Doc>)) {
      for (const [method, op] of Object.entries(item as Record<string, Doc>)) {
        const path = key.includes('?') ? `${key}&user=17` : key;
        seek(op.responses['200'].content['application/json'].schema, [], new Set(), (pointer) => out.push({ method: method.toUpperCase(), path, pointer }));
      }
    }
    return out;
  }

  const doc: Doc = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8'));
  const replyFields = Object.entries(SENSITIVE_TYPES).flatMap(([type, marks]) =>
    Object.entries(marks as Record<string, Sensitivity | null>).flatMap(([field, mark]) => (mark ? [[`${type}.${field} (${mark})`, type, field, mark] as const] : [])),
  );
  it.each(replyFields)('in a reply: %s, wherever the type sits', (_name, type, field, mark) => {
    const places = placesOf(doc, type);
    expect(places.length, `${type} is in some call's reply`).toBeGreaterThan(0);
    for (const p of places) {
      const value = mark === 'identity' ? 'Ravindra Kumar' : `Reply ${field} 8765`;
      // the reply: the path down to an object of the type, with the marked field in it
      const reply: unknown = p.pointer.reduceRight<unknown>((inner, seg) => (seg === '0' ? [inner] : { [seg]: inner }), { [field]: value });
      const r = redactor([], contract.shape).forRequest({ method: p.method, url: new URL(p.path, 'http://backend.test'), query: {}, body: null });
      const out = JSON.stringify(r.reply(JSON.stringify(reply)).body);
      expect(out, `${p.method} ${p.path} /${p.pointer.join('/')}`).not.toContain(value);
      expect(out).toContain(mark === 'identity' ? '"R***"' : '8765"');
    }
  });

  it('a field the contract does not declare there is read by the marked names among its words', () => {
    const r = redactor([], contract.shape).forRequest({ method: 'POST', url: new URL('http://b.test/Webservices/profile'), query: {}, body: { user_id: '5' } });
    const body = r.reply(JSON.stringify({ error: false, message: '', account_number: '123456789012', otp_code: 48213, upiId: 'ravi@okaxis', bet_number: '42', data: [] })).body;
    expect(body).toMatchObject({ account_number: '********9012', otp_code: '[secret]', upiId: '*******axis', bet_number: '42' });
  });

  it('a request field its call does not declare is a credential field under a name not configured: hidden as a secret', () => {
    const r = redactor([], loadContract().shape);
    const rx = r.forRequest({ method: 'POST', url: new URL('http://b.test/Webservices/game_list'), query: {}, body: { api_key: 'k3y-value-x1' } });
    expect(rx.request({ api_key: 'k3y-value-x1' })).toEqual({ api_key: '[secret]' });
    expect(r.text('Invalid key k3y-value-x1')).toBe('Invalid key [secret]');
  });

  it('a short value is hidden only where it stands alone; spellings of a value are hidden too', () => {
    const r = redactor([], contract.shape);
    const rx = r.forRequest({ method: 'POST', url: new URL('http://b.test/Webservices/login'), query: {}, body: { mobile: MOBILE, otp: '4821' } });
    expect(rx.text('OTP 4821 sent; ref 148219')).toBe('OTP [secret] sent; ref 148219');
    const p = r.forRequest({ method: 'POST', url: new URL('http://b.test/api/auth.php?action=addusers'), query: {}, body: { password: 'a&b "c"', otp: '1', username: MOBILE } });
    expect(p.text(`<p>a&amp;b &quot;c&quot;</p> {"p":"a&b \\"c\\""} p=a%26b%20%22c%22`)).toBe('<p>[secret]</p> {"p":"[secret]"} p=[secret]');
    // learnt once, hidden in every later exchange
    expect(r.text('resent 4821')).toBe('resent [secret]');
  });
});

describe('exports and replay hide and restore every marked field', () => {
  it.each(REQUEST_FIELDS.map((f) => [`${f.call}.${f.field} (${f.mark})`, f] as const))('%s', (_name, f) => {
    const value = planted(f);
    const others = Object.fromEntries(REQUEST_FIELDS.filter((o) => o.call === f.call).map((o) => [o.field, planted(o)]));
    const exported = redactSecrets({ fields: others, nested: [{ [f.field]: value }] });
    if (f.mark === 'identity') expect(JSON.stringify(exported)).toContain(value);
    else expect(JSON.stringify(exported)).not.toContain(value);
    const back = restoredFields({ method: f.method, path: f.path, fields: exported.fields }, { lastOtp: (m) => (m === MOBILE ? '4821' : undefined) }, []);
    const hasMobile = REQUEST_FIELDS.some((o) => o.call === f.call && o.mark === 'identity');
    if (f.mark === 'secret') expect(back[f.field]).toBe(hasMobile ? '4821' : '[redacted]');
    if (f.mark === 'bank') expect(back[f.field]).toMatch(/^[^#*]+ 4321$/);
    if (f.mark === 'identity') expect(back[f.field]).toBe(value);
  });

  it('a masked bank detail comes back well-formed, with its last 4', () => {
    for (const [value, re] of [['123456789012', ACCOUNT_RE], ['SBIN0001234', IFSC_RE], ['9876543210@paytm', UPI_RE], ['asha@upi', UPI_RE]] as const) {
      const masked = (redactSecrets({ account: value }) as { account: string }).account;
      expect(masked.slice(-4)).toBe(value.slice(-4));
      expect(masked).not.toBe(value);
      expect(unmaskBank(masked)).toMatch(re);
      expect((redactSecrets({ account: unmaskBank(masked) }) as { account: string }).account).toBe(masked);
    }
  });
});

describe('none of them keeps a list of field names of its own', () => {
  // words that are also JavaScript's own ('number', 'name', 'state') cannot be told apart in source text
  const names = [...new Set([...REQUEST_FIELDS.map((f) => f.field), ...Object.values(SENSITIVE_TYPES).flatMap((m) => Object.keys(m))])].filter((n) => !['number', 'name', 'state'].includes(n));
  it.each(['bridge/redact.ts', 'mock-server/core/secrets.ts', 'mock-server/recordings/replaySession.ts', 'mock-server/recordings/replayBridge.ts'])('%s names no marked field', (file) => {
    const code = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const literals = code.match(/(['"`])(?:\\.|(?!\1)[^\\])*\1|\/(?:\\.|[^/\n])+\/[gimsuy]*/g) ?? [];
    const named = names.filter((n) => literals.some((l) => new RegExp(`(^|[^A-Za-z0-9_])${n}([^A-Za-z0-9_]|$)`).test(l)));
    expect(named).toEqual([]);
  });
});
