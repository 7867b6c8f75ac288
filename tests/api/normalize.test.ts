import fc from 'fast-check';
import {
  MESSAGES,
  normalizeBody,
  normalizeReply,
  parseBodyText,
  recoverJsonTail,
  preferErrorText,
  requireVerdict,
  reshape,
  stripTags,
  toBool,
  toInt,
  toNum,
  toStr,
  transportFailure,
  type Normalized,
} from '../../src/api/normalize';

const ok200 = (text: string) => normalizeReply({ status: 200, statusText: 'OK', text });

describe('status replies', () => {
  it.each([
    [{ status: 0, msg: 'Bad' }, 'failure', 'Bad'],
    [{ status: '0', msg: 'Bad' }, 'failure', 'Bad'],
    [{ status: 1, msg: 'Done' }, 'ok', 'Done'],
    [{ status: '1', msg: 'Done' }, 'ok', 'Done'],
    [{ status: 2, msg: 'Careful' }, 'warning', 'Careful'],
    [{ status: '2', msg: 'Careful' }, 'warning', 'Careful'],
    [{ status: 3, msg: 'Other' }, 'ok', 'Other'],
    [{ status: true }, 'ok', ''],
    [{ status: false }, 'failure', MESSAGES.generic],
  ] as const)('%j → %s', (body, kind, message) => {
    const n = normalizeBody(body);
    expect(n.kind).toBe(kind);
    expect(n.message).toBe(message);
    expect(n.data).toEqual(body);
  });

  it('a failure with no text gets a generic message', () => {
    expect(normalizeBody({ status: 0 })).toMatchObject({ kind: 'failure', message: MESSAGES.generic });
  });
});

describe('error / message replies', () => {
  it.each([
    [{ error: true, message: 'No user' }, 'failure', 'No user'],
    [{ error: 'true', message: 'No user' }, 'failure', 'No user'],
    [{ error: 1, message: 'No user' }, 'failure', 'No user'],
    [{ error: '1', message: 'No user' }, 'failure', 'No user'],
    [{ error: false, message: 'Fine' }, 'ok', 'Fine'],
    [{ error: 'false', message: 'Fine' }, 'ok', 'Fine'],
    [{ error: 0, message: 'Fine' }, 'ok', 'Fine'],
    [{ error: 'Invalid OTP' }, 'failure', 'Invalid OTP'],
  ] as const)('%j → %s', (body, kind, message) => {
    expect(normalizeBody(body)).toMatchObject({ kind, message });
  });

  it('error wins over a success status', () => {
    expect(normalizeBody({ status: 1, error: true, message: 'x' }).kind).toBe('failure');
  });

  it('otp.php return flag', () => {
    expect(normalizeBody({ return: true }).kind).toBe('ok');
    expect(normalizeBody({ return: false, message: 'Try later' })).toMatchObject({ kind: 'failure', message: 'Try later' });
  });
});

describe('arrays', () => {
  it('register: first element carries error and status', () => {
    expect(normalizeBody([{ error: true, status: 0, message: 'Mobile exists' }])).toMatchObject({
      kind: 'failure',
      message: 'Mobile exists',
    });
    expect(normalizeBody([{ error: false, status: 1, message: 'Registered' }])).toMatchObject({ kind: 'ok', message: 'Registered' });
  });

  it('p2p: first element carries status, wallet, message', () => {
    const body = [{ status: '0', wallet: '150', message: 'Insufficient balance' }];
    const n = normalizeBody(body);
    expect(n).toMatchObject({ kind: 'failure', message: 'Insufficient balance' });
    expect(n.data).toBe(body);
  });

  it('json withdrawal: first element { error, message }', () => {
    expect(normalizeBody([{ error: false, message: 'Requested' }])).toMatchObject({ kind: 'ok', message: 'Requested' });
  });

  it('plain arrays (bank card list, invite records, empty) are ok data', () => {
    expect(normalizeBody([{ name: 'A', account: '1' }])).toMatchObject({ kind: 'ok', message: '' });
    expect(normalizeBody([{ username: '98******10', water_reward: '1' }]).kind).toBe('ok');
    expect(normalizeBody([]).kind).toBe('ok');
  });
});

describe('preferErrorText (spec §8 market load)', () => {
  it("a failure shows `error` when it is a text, else the normalized message; successes are untouched", () => {
    expect(preferErrorText(normalizeBody({ status: 0, msg: 'Game list', error: 'Maintenance' }))).toMatchObject({ kind: 'failure', message: 'Maintenance' });
    expect(preferErrorText(normalizeBody([{ status: 0, message: 'm', error: 'Down' }]))).toMatchObject({ message: 'Down' });
    expect(preferErrorText(normalizeBody({ status: 0, msg: 'Closed', error: 'true' }))).toMatchObject({ message: 'Closed' });
    expect(preferErrorText(normalizeBody({ status: 0, msg: 'Closed', error: true }))).toMatchObject({ message: 'Closed' });
    expect(preferErrorText(normalizeBody({ status: 1, msg: 'Game list', error: '' }))).toMatchObject({ kind: 'ok', message: 'Game list' });
  });
});

describe('actions need a verdict (requireVerdict)', () => {
  it('an empty or shapeless reply to an action is a failure with a clear message', () => {
    expect(requireVerdict(normalizeBody([]))).toMatchObject({ kind: 'failure', message: MESSAGES.empty });
    expect(requireVerdict(normalizeBody({}))).toMatchObject({ kind: 'failure', message: MESSAGES.empty });
    expect(requireVerdict(normalizeBody([{ id: '5' }]))).toMatchObject({ kind: 'failure', message: MESSAGES.unexpected });
    expect(requireVerdict(normalizeBody({ data: [] }))).toMatchObject({ kind: 'failure', message: MESSAGES.unexpected });
    expect(requireVerdict(normalizeBody([1, 2]))).toMatchObject({ kind: 'failure', message: MESSAGES.unexpected });
  });

  it('a reply with a verdict keeps its kind and message', () => {
    expect(requireVerdict(normalizeBody([{ error: false, status: 1, message: 'Registered' }]))).toMatchObject({ kind: 'ok', message: 'Registered' });
    expect(requireVerdict(normalizeBody({ status: 'success' }))).toMatchObject({ kind: 'ok' });
    expect(requireVerdict(normalizeBody({ error: false, message: 'Done' }))).toMatchObject({ kind: 'ok', message: 'Done' });
    expect(requireVerdict(normalizeBody({ return: true }))).toMatchObject({ kind: 'ok' });
    expect(requireVerdict(normalizeBody({ status: 2, msg: 'Careful' }))).toMatchObject({ kind: 'warning', message: 'Careful' });
    const failed = normalizeReply({ status: 500, statusText: 'X', text: '' });
    expect(requireVerdict(failed)).toEqual(failed);
  });
});

describe('add bank card status string', () => {
  it("'success' → ok, any other string → failure carrying it", () => {
    expect(normalizeBody({ status: 'success' })).toMatchObject({ kind: 'ok', message: '' });
    expect(normalizeBody({ status: 'Invalid OTP' })).toMatchObject({ kind: 'failure', message: 'Invalid OTP' });
  });
});

describe('bodies that are not clean JSON', () => {
  it('recovers the JSON after a PHP notice and keeps the notice text', () => {
    const text =
      '<br />\n<b>Notice</b>:  Undefined index: agentId in <b>/var/www/html/Webservices/login.php</b> on line <b>12</b><br />\n{"status":1,"msg":"OTP sent","purpose":"1"}';
    const n = ok200(text);
    expect(n.kind).toBe('ok');
    expect(n.message).toBe('OTP sent');
    expect(n.data).toEqual({ status: 1, msg: 'OTP sent', purpose: '1' });
    expect(n.notice).toContain('Notice');
    expect(n.notice).not.toContain('<b>');
  });

  it('recovers a JSON array tail and a failure status inside it', () => {
    const n = ok200('Warning: something {odd}\n[{"status":0,"wallet":"5","message":"No such user"}]');
    expect(n).toMatchObject({ kind: 'failure', message: 'No such user' });
  });

  it('an HTML page becomes a failure for the player; its text (tags stripped, truncated) is kept for the log', () => {
    const page = `<!DOCTYPE html><html><head><title>503 Service Unavailable</title><style>body{color:red}</style></head>
      <body><h1>Service Unavailable</h1><p>The server is temporarily unable &amp; busy.</p>${'<p>more text</p>'.repeat(40)}</body></html>`;
    const n = ok200(page);
    expect(n.kind).toBe('failure');
    expect(n.message).toBe('The server is having a problem. Please try again in a moment.');
    expect(n.serverText?.startsWith('503 Service Unavailable Service Unavailable The server is temporarily unable & busy.')).toBe(true);
    expect(n.serverText).not.toMatch(/[<>]/);
    expect(n.serverText).not.toContain('color:red');
    expect(n.serverText?.length).toBeLessThanOrEqual(200);
    expect(n.data).toBeNull();
  });

  it('a PHP fatal error page never becomes the message', () => {
    const page =
      '<br />\n<b>Fatal error</b>:  Uncaught mysqli_sql_exception: Too many connections in /var/www/html/Webservices/index.php:12\n' +
      'Stack trace:\n#0 {main}\n  thrown in <b>/var/www/html/Webservices/index.php</b> on line <b>12</b><br />\n';
    const n = ok200(page);
    expect(n).toMatchObject({ kind: 'failure', message: MESSAGES.serverProblem, data: null });
    expect(n.serverText).toContain('Fatal error : Uncaught mysqli_sql_exception: Too many connections');
    expect(normalizeReply({ status: 500, statusText: 'Internal Server Error', text: page }).message).not.toMatch(/Fatal|mysqli/);
  });

  it('plain text and an empty body are failures', () => {
    expect(ok200('Database connection failed')).toMatchObject({ kind: 'failure', message: MESSAGES.serverProblem, serverText: 'Database connection failed' });
    expect(ok200('')).toMatchObject({ kind: 'failure', message: MESSAGES.empty });
    expect(ok200('   \n')).toMatchObject({ kind: 'failure', message: MESSAGES.empty });
  });

  it('JSON primitives', () => {
    expect(ok200('true').kind).toBe('ok');
    expect(ok200('"Session expired"')).toMatchObject({ kind: 'failure', message: 'Session expired' });
    expect(ok200('42')).toMatchObject({ kind: 'failure', message: MESSAGES.unexpected });
    expect(ok200('null')).toMatchObject({ kind: 'failure', message: MESSAGES.unexpected });
  });

  it('recoverJsonTail only runs when the body ends like JSON', () => {
    expect(recoverJsonTail('abc {"a":1} trailing')).toBeNull();
    expect(recoverJsonTail('x {"a":1}')).toEqual({ value: { a: 1 }, prefix: 'x ' });
    expect(parseBodyText('{"a":1}')).toEqual({ kind: 'json', value: { a: 1 } });
  });

  it('stripTags decodes entities and drops scripts', () => {
    expect(stripTags('<script>alert(1)</script><b>Hi</b>&nbsp;&lt;there&gt;')).toBe('Hi <there>');
  });
});

describe('HTTP status', () => {
  it('non-2xx → failure with the status text', () => {
    expect(normalizeReply({ status: 500, statusText: 'Internal Server Error', text: '<h1>Oops</h1>' })).toMatchObject({
      kind: 'failure',
      message: 'Server error (500 Internal Server Error).',
    });
    expect(normalizeReply({ status: 404, statusText: '', text: '' })).toMatchObject({ kind: 'failure', message: 'Server error (404).' });
  });

  it('non-2xx with a JSON message uses the server text', () => {
    expect(normalizeReply({ status: 403, statusText: 'Forbidden', text: '{"status":0,"msg":"Blocked"}' })).toMatchObject({
      kind: 'failure',
      message: 'Blocked',
    });
  });

  it('non-2xx is a failure even when the body says status 1', () => {
    expect(normalizeReply({ status: 502, statusText: 'Bad Gateway', text: '{"status":1}' }).kind).toBe('failure');
  });
});

describe('outcome unknown: the call may have run on the server', () => {
  it('no reply (transport failure), an unreadable body or a server error (5xx) → outcomeUnknown', () => {
    expect(transportFailure(MESSAGES.timeout)).toEqual({ kind: 'failure', message: MESSAGES.timeout, data: null, outcomeUnknown: true });
    expect(ok200('<html><body>Fatal error</body></html>')).toMatchObject({ kind: 'failure', outcomeUnknown: true });
    expect(ok200('')).toMatchObject({ kind: 'failure', outcomeUnknown: true });
    expect(normalizeReply({ status: 504, statusText: 'Gateway Time-out', text: '<h1>504</h1>' })).toMatchObject({ outcomeUnknown: true });
    expect(normalizeReply({ status: 500, statusText: 'X', text: '{"status":0,"msg":"Internal Server Error"}' })).toMatchObject({
      outcomeUnknown: true,
    });
  });

  it("the server's own answer is never unknown: JSON replies, a 4xx with a JSON body, a recovered JSON tail", () => {
    expect(ok200('{"status":0,"msg":"Market closed"}').outcomeUnknown).toBeUndefined();
    expect(ok200('{"status":1,"msg":"ok"}').outcomeUnknown).toBeUndefined();
    expect(ok200('<b>Notice</b>: x {"status":0,"msg":"No"}').outcomeUnknown).toBeUndefined();
    expect(normalizeReply({ status: 400, statusText: 'Bad Request', text: '{"status":0,"msg":"Invalid bet data"}' }).outcomeUnknown).toBeUndefined();
  });
});

describe('parsers', () => {
  it('toNum / toInt', () => {
    expect(toNum('150')).toBe(150);
    expect(toNum(' 12.5 ')).toBe(12.5);
    expect(toNum('1,000')).toBe(1000);
    // what cannot be read is unknown (null): the readers take no fallback
    for (const v of ['abc', '', null, Number.NaN, 'Infinity']) expect(toNum(v)).toBeNull();
    expect(toInt('9800')).toBe(9800);
    expect(toInt('12.9')).toBeNull();
    expect(toInt('x')).toBeNull();
  });

  it('toBool / toStr', () => {
    expect([true, 'true', 'TRUE', 1, '1'].map(toBool)).toEqual([true, true, true, true, true]);
    expect([false, 'false', 0, '0'].map(toBool)).toEqual(Array(4).fill(false));
    expect(['', null, undefined, 2, 'no'].map(toBool)).toEqual(Array(5).fill(null));
    expect(toStr(5)).toBe('5');
    expect(toStr(undefined, '-')).toBe('-');
  });

  it('toNum agrees with Number for every integer string', () => {
    fc.assert(fc.property(fc.integer(), (n) => toNum(String(n)) === n && toInt(String(n)) === n));
  });
});

describe('reshape', () => {
  it('falls back to a failure when the picker throws', () => {
    const n: Normalized<unknown> = { kind: 'ok', message: 'x', data: {} };
    const r = reshape(n, () => {
      throw new Error('bad');
    }, 'fb');
    expect(r).toEqual({ kind: 'failure', message: MESSAGES.unexpected, data: 'fb' });
  });

  it('uses the fallback when there is no data', () => {
    expect(reshape({ kind: 'failure', message: 'm', data: null }, () => 1, 0)).toEqual({ kind: 'failure', message: 'm', data: 0 });
  });
});

describe('properties', () => {
  const kinds = ['ok', 'warning', 'failure'];
  const check = (n: Normalized<unknown>) => kinds.includes(n.kind) && typeof n.message === 'string';

  it('normalize never throws on any string body, for any HTTP status', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), fc.integer({ min: 100, max: 599 }), (text, status) =>
        check(normalizeReply({ status, statusText: 'X', text })),
      ),
      { numRuns: 2000 },
    );
  });

  it('never throws on JSON-ish strings (random JSON with random prefixes)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.json(), (prefix, json) => check(ok200(prefix + json))),
      { numRuns: 1000 },
    );
  });

  it('never throws on any JSON value', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => check(normalizeBody(v))), { numRuns: 1000 });
  });

  it('any JSON object after a notice is recovered exactly', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (obj) => {
        const n = ok200(`<br />\n<b>Notice</b>: Undefined variable $x on line <b>3</b><br />\n${JSON.stringify(obj)}`);
        expect(n.data).toEqual(JSON.parse(JSON.stringify(obj)));
      }),
      { numRuns: 300 },
    );
  });

  it('failure messages from text bodies are at most 200 characters and tag-free', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (s) => {
        const n = ok200(`<html><body><p>${s}</p></body></html>`);
        return n.message.length <= 200;
      }),
    );
  });
});
