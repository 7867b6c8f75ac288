/**
 * Secrets by value, from one mark (issue 42, point 2). The contract marks its sensitive fields once (domain/wire.ts:
 * `WsField.sensitive`, `JSON_CALL_MARKS`, `SENSITIVE_TYPES`); this test reads those marks and holds the bridge's
 * redaction, the simulator's exports and replay to every one of them — so renaming a marked field in the contract (the
 * compiler makes the marks follow) changes what all three hide, and one of them keeping a list of its own fails here.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadContract, OPENAPI_FILE } from '../../bridge/contract';
import { BY_NAME, maskMobile, redactor, type Shape } from '../../bridge/redact';
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

/** An exchange no contract places (its fields are read by their names), with these body fields. */
const posted = (body: Record<string, unknown>) => ({ method: 'POST', url: new URL('http://b.test/Webservices/anything'), query: {}, body });

describe('what the redactor writes, value by value', () => {
  it('a mobile as the client shows it: first 2 and last 2 kept, 4 characters or fewer all hidden', () => {
    for (const [mobile, shown] of [
      ['9876501234', '98******34'],
      ['+919876501234', '+9*********34'],
      ['12345', '12*45'],
      ['1234', '****'],
      ['abc', '***'],
      ['', ''],
    ] as const)
      expect(maskMobile(mobile)).toBe(shown);
    fc.assert(
      fc.property(fc.string({ minLength: 5, maxLength: 30 }), (s) => {
        const m = maskMobile(s);
        expect(m).toBe(`${s.slice(0, 2)}${'*'.repeat(s.length - 4)}${s.slice(-2)}`);
      }),
    );
  });

  it('a 10-digit Indian mobile inside free text is masked (with or without +91 / 91); an 11-digit number, a non-mobile first digit or a short number is not', () => {
    const r = redactor();
    for (const [text, written] of [
      ['call 9876501234 now', 'call 98******34 now'],
      ['9876501234', '98******34'],
      ['+919876501234.', '98******34.'],
      ['(919876501234)', '(98******34)'],
      ['id 98765012345 x', 'id 98765012345 x'],
      ['id 19876501234 x', 'id 19876501234 x'],
      ['id 5876501234 x', 'id 5876501234 x'],
      ['table 98 won', 'table 98 won'],
    ] as const)
      expect(r.text(text), text).toBe(written);
    fc.assert(
      fc.property(fc.constantFrom('6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/), fc.constantFrom('', ' ', 'x', ': '), fc.constantFrom('', ' ', '.', ' ok'), (first, rest, before, after) => {
        const mobile = first + rest;
        expect(r.text(`${before}${mobile}${after}`)).toBe(`${before}${mobile.slice(0, 2)}******${mobile.slice(-2)}${after}`);
        expect(r.text(`${before}${mobile}1${after}`)).toBe(`${before}${mobile}1${after}`);
      }),
    );
  });

  it("a value written after a secret's name is masked in any case ('OTP 482913'), a name with no digit after it or a name not secret is not", () => {
    const r = redactor();
    for (const [text, written] of [
      ['OTP 482913 verified', 'OTP [secret] verified'],
      ['your otp is 4821', 'your otp is [secret]'],
      ['password=Sup3r1&next=1', 'password=[secret]&next=1'],
      ['Token: ab12cd; ok', 'Token: [secret]; ok'],
      ['otp 111111 and OTP 222222', 'otp [secret] and OTP [secret]'],
      ['OTP sent', 'OTP sent'],
      ['table number 42 won', 'table number 42 won'],
      ['name: Ravi2', 'name: Ravi2'],
      ['mobile 12345', 'mobile 12345'],
    ] as const)
      expect(r.text(text), text).toBe(written);
  });

  it('a redactor that has learnt nothing leaves text without mobiles or named secrets as it is', () => {
    const r = redactor();
    for (const text of ['hello 42', '', 'Stryker was here', 'Server error <b>500</b>']) expect(r.text(text)).toBe(text);
    fc.assert(fc.property(fc.string({ maxLength: 40 }).filter((s) => !/\d/.test(s)), (s) => {
      expect(r.text(s)).toBe(s);
    }));
    // and it reads an exchange no contract places by its fields' names
    const rx = r.forRequest(posted({ user: { password: 'Nested-9x' } }));
    expect(rx.reply('{"data":[{"otp":"Reply-7781"}]}')).toEqual({ body: { data: [{ otp: '[secret]' }] } });
    expect(r.text('saw Nested-9x and Reply-7781')).toBe('saw [secret] and [secret]');
  });

  it('a request field is hidden by its mark where it stands, even when too short to learn; an unmarked field or a field with no value is kept', () => {
    const rx = redactor().forRequest(posted({}));
    const fields = {
      password: 'ab',
      token: '',
      otp: null,
      upi: true,
      account: { holder: 'ab', no: 'ab1', branch: 'ab12', ac: 'ab123' },
      list: ['x1', 'y2'],
      note: 'hello',
      count: 7,
      number: '42',
      mobile: '1234567 ',
      username: ' 9876501234',
      city: 'Flat 12345678',
      refcode: '12345678 Road',
      usercode: '12345678',
    };
    expect(rx.request(fields)).toEqual({
      password: '[secret]',
      token: '',
      otp: null,
      upi: true,
      account: { holder: '**', no: '***', branch: '****', ac: '*b123' },
      list: ['x1', 'y2'],
      note: 'hello',
      count: 7,
      number: '42',
      mobile: '1234567 ',
      username: ' 9*******34',
      city: 'F***',
      refcode: '1***',
      usercode: '12****78',
    });
  });

  it('what a request teaches: values of 3 characters or more, strings or numbers, trimmed; identity digits only from 8 on', () => {
    for (const [body, text, written] of [
      [{ otp: 48213901 }, 'ref 48213901', 'ref [secret]'],
      [{ password: 'abc123 ' }, 'got abc123.', 'got [secret].'],
      [{ password: 'abc' }, 'user abc here', 'user [secret] here'],
      [{ otp: '12' }, 'page 12 of 20', 'page 12 of 20'],
      [{ token: null, otp: true }, 'value null, flag true', 'value null, flag true'],
      [{ usercode: '12345678' }, 'id 12345678', 'id 12****78'],
      [{ usercode: '1234567' }, 'id 1234567', 'id 1234567'],
      [{ username: 'ravi482' }, 'hi ravi482', 'hi r***'],
      [{ username: '48ravi' }, 'hi 48ravi', 'hi 4***'],
      [{ username: 'ravi' }, 'hi ravi', 'hi r***'],
      [{ password: 'my pass 123' }, 'q=my+pass+123&z=1', 'q=[secret]&z=1'],
    ] as const) {
      const r = redactor();
      r.forRequest(posted(body));
      expect(r.text(text), JSON.stringify(body)).toBe(written);
    }
  });

  it('an OTP stays hidden even where a later reply shows the same digits in an identity field (a chart number)', () => {
    const r = redactor();
    r.forRequest(posted({ otp: '4821' }));
    const rx = r.forRequest(posted({}));
    expect(rx.reply('{"number":"4821","message":"code 4821 used"}')).toEqual({ body: { number: '[secret]', message: 'code [secret] used' } });
    expect(rx.reply('{"number":"4822"}')).toEqual({ body: { number: '4822' } });
    expect(r.text('again 4821')).toBe('again [secret]');
  });

  it('a long known value is masked even inside a word (from 8 characters on), and a known value that begins with another is masked whole', () => {
    const r = redactor(['abcd1234', 'Sup3rSecret', 'Alpha-7781']);
    r.forRequest(posted({ password: 'Alpha-7781-Bravo' }));
    expect(r.text('keyabcd1234x and XSup3rSecretY')).toBe('key[secret]x and X[secret]Y');
    expect(r.text('saw Alpha-7781-Bravo and Alpha-7781.')).toBe('saw [secret] and [secret].');
  });

  it('a configured secret is replaced as a secret wherever it appears, an unmarked reply field included', () => {
    const r = redactor(['hunter22pw']);
    expect(r.text('pw hunter22pw')).toBe('pw [secret]');
    const rx = r.forRequest(posted({}));
    expect(rx.reply('{"note":"hunter22pw","n":"x"}')).toEqual({ body: { note: '[secret]', n: 'x' } });
    expect(r.text('later hunter22pw')).toBe('later [secret]');
  });

  it('a configured secret stays wholly hidden where a later value is spelled the same way (a "+" for its space), even when sent again', () => {
    const r = redactor(['pa ss1234']);
    r.forRequest(posted({ account: 'pa+ss1234' }));
    expect(r.text('echo pa+ss1234')).toBe('echo [secret]');
    r.forRequest(posted({ password: 'pa ss1234' }));
    expect(r.text('echo pa+ss1234')).toBe('echo [secret]');
  });

  it("a reply's marked values, inside arrays too, are hidden in the message beside them", () => {
    const rx = redactor().forRequest(posted({}));
    expect(rx.reply(JSON.stringify({ data: [{ bank_ac_no: '123456789012' }], message: 'Paid to 123456789012' }))).toEqual({
      body: { data: [{ bank_ac_no: '********9012' }], message: 'Paid to ********9012' },
    });
  });

  it("the reply is read by the contract's reply shape, the request by its request shape", () => {
    const marks = (m: Record<string, 'secret' | 'bank' | 'identity'>): Shape => ({ mark: (k) => m[k] ?? BY_NAME.mark(k), at: () => BY_NAME });
    const r = redactor([], () => ({ request: marks({ pin: 'secret' }), reply: marks({ code: 'secret' }) }));
    const rx = r.forRequest(posted({ pin: 'p1' }));
    expect(rx.request({ pin: 'p1', code: 'c1' })).toEqual({ pin: '[secret]', code: 'c1' });
    expect(rx.reply('{"code":"c1","pin":"p1"}')).toEqual({ body: { code: '[secret]', pin: 'p1' } });
  });

  it('a reply is read as the client reads it: a leading byte-order mark dropped, a PHP warning before the JSON kept apart, other text as text', () => {
    const rx = redactor().forRequest(posted({}));
    expect(rx.reply('\uFEFF{"status":1}')).toEqual({ body: { status: 1 } });
    expect(rx.reply('{"message":"a\uFEFFb"}')).toEqual({ body: { message: 'a\uFEFFb' } });
    expect(rx.reply('<b>Warning</b>: call 9876501234<br />{"status":1}')).toEqual({ body: { status: 1 }, before: '<b>Warning</b>: call 98******34<br />' });
    expect(rx.reply('Server error for 9876501234')).toEqual({ body: 'Server error for 98******34' });
  });

  it('a configured secret is never forgotten, however many values are learnt after it', () => {
    const r = redactor(['hunter22pw']);
    for (let i = 0; i < 2500; i++) r.forRequest(posted({ otp: `value-${i}-abc` }));
    expect(r.text('pw hunter22pw')).toBe('pw [secret]');
  });

  it('a value known as a secret stays wholly hidden where a reply shows it in a weaker field, and after', () => {
    const r = redactor(['Sup3rSecret99']);
    expect(r.forRequest(posted({})).reply('{"bank_name":"Sup3rSecret99"}')).toEqual({ body: { bank_name: '[secret]' } });
    expect(r.text('again Sup3rSecret99')).toBe('again [secret]');
    const login = redactor();
    login.forRequest(posted({ password: '98765432' }));
    expect(login.forRequest(posted({})).reply('{"mobile":"98765432"}')).toEqual({ body: { mobile: '[secret]' } });
    expect(login.text('pw 98765432')).toBe('pw [secret]');
  });

  it('a configured secret is known trimmed; one too short to be told from ordinary words is not learnt', () => {
    const r = redactor([' hunter22pw ', 'ab', 'xyz']);
    expect(r.text('pw hunter22pw, ab xyz')).toBe('pw [secret], ab [secret]');
    const rx = r.forRequest(posted({}));
    expect(rx.reply('{"bank_name":" hunter22pw "}')).toEqual({ body: { bank_name: '[secret]' } });
  });

  it('short digits in identity fields (chart numbers) are not learnt, so a long chart never pushes a secret out', () => {
    const r = redactor();
    r.forRequest(posted({ password: 'Login-pw-77' }));
    const chart = { data: Array.from({ length: 2100 }, (_, i) => ({ number: String(100000 + i) })) };
    r.forRequest(posted({})).reply(JSON.stringify(chart));
    expect(r.text('pw Login-pw-77')).toBe('pw [secret]');
  });

  it('a value learnt after the redactor has written text is hidden from then on', () => {
    const r = redactor(['hunter22pw']);
    expect(r.text('first line')).toBe('first line');
    r.forRequest(posted({ password: 'Later-pw-55' }));
    expect(r.text('pw Later-pw-55')).toBe('pw [secret]');
  });

  it('a value sent again counts as learnt again: a password sent at every login is not forgotten', () => {
    const r = redactor();
    r.forRequest(posted({ password: 'Login-pw-77' }));
    for (let i = 0; i < 1500; i++) r.forRequest(posted({ otp: `first-${i}-abc` }));
    r.forRequest(posted({ password: 'Login-pw-77' }));
    for (let i = 0; i < 1500; i++) r.forRequest(posted({ otp: `second-${i}-abc` }));
    expect(r.text('pw Login-pw-77')).toBe('pw [secret]');
  });

  it('the redactor keeps the last 2000 values learnt: the oldest is forgotten first', () => {
    const r = redactor();
    const value = (i: number) => `kept-value-${String(i).padStart(4, '0')}`;
    for (let i = 0; i <= 2000; i++) r.forRequest(posted({ otp: value(i) }));
    expect(r.text(`${value(0)} ${value(1)} ${value(2000)}`)).toBe(`${value(0)} [secret] [secret]`);
  });
});
