import fc from 'fast-check';
import { habitCountsSoFar, resetHabitCounts } from '../../src/api/habits';
import {
  MAX_SERVER_TEXT,
  MESSAGES,
  bodyText,
  isNoRows,
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
  truncate,
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

describe('a status in any numeric writing is that number; any other text is the failure itself', () => {
  it.each([
    [' 2 ', 'warning', ''],
    ['+2', 'warning', ''],
    ['2.0', 'warning', ''],
    ['2e0', 'warning', ''],
    ['2e+0', 'warning', ''],
    ['2e00', 'warning', ''],
    ['20e-1', 'warning', ''],
    ['0.0', 'failure', MESSAGES.generic],
    ['.0', 'failure', MESSAGES.generic],
    ['10.5', 'ok', ''],
    ['.05', 'ok', ''],
    ['.5', 'ok', ''],
    ['x2', 'failure', 'x2'],
    ['2x', 'failure', '2x'],
    ['2.x', 'failure', '2.x'],
    ['.x', 'failure', '.x'],
    [' success ', 'ok', ''],
    ['TRUE', 'ok', ''],
    ['true', 'ok', ''],
    ['ok', 'ok', ''],
    ['false', 'failure', MESSAGES.generic],
    ['   ', 'failure', MESSAGES.generic],
  ] as const)('status %j → %s', (status, kind, message) => {
    expect(normalizeBody({ status })).toEqual({ kind, message, data: { status } });
  });

  it('a status of 2 with no text is a warning with no text, not a made-up one', () => {
    expect(normalizeBody({ status: 2 })).toEqual({ kind: 'warning', message: '', data: { status: 2 } });
    expect(ok200('true')).toEqual({ kind: 'ok', message: '', data: true });
  });

  it('a status that is neither a flag, a number nor a text never throws: the reply reads as no verdict', () => {
    for (const status of [{}, { code: 1 }, [1]]) {
      expect(normalizeBody({ status, msg: 'Done' })).toEqual({ kind: 'ok', message: 'Done', data: { status, msg: 'Done' } });
    }
  });

  it('only a status sent as a string counts the status-as-string habit', () => {
    resetHabitCounts();
    normalizeBody({ status: 1 });
    normalizeBody({ status: 'success' });
    expect(habitCountsSoFar().get('status-as-string')).toBeUndefined();
    normalizeBody({ status: '1' });
    expect(habitCountsSoFar().get('status-as-string')).toBe(1);
  });
});

describe('which text a reply shows', () => {
  it('a blank msg gives way to message; a blank or flag-like error is no text', () => {
    expect(normalizeBody({ status: 0, msg: '  ', message: 'Real reason' }).message).toBe('Real reason');
    expect(normalizeBody({ status: 0, error: '   ' }).message).toBe(MESSAGES.generic);
    expect(normalizeBody({ status: 0, error: ' true ' }).message).toBe(MESSAGES.generic);
    expect(normalizeBody({ error: false })).toEqual({ kind: 'ok', message: '', data: { error: false } });
  });

  it('an error text that only starts or ends like a flag is still the text shown', () => {
    expect(normalizeBody({ status: 0, error: 'Limit is 1' }).message).toBe('Limit is 1');
    expect(normalizeBody({ status: 0, error: '1 bet is over the limit' }).message).toBe('1 bet is over the limit');
    expect(normalizeBody({ error: 'Limit is 1' })).toMatchObject({ kind: 'failure', message: 'Limit is 1' });
    expect(normalizeBody({ error: '1 bet is over the limit' })).toMatchObject({ kind: 'failure', message: '1 bet is over the limit' });
  });

  it('a blank error, or a padded false flag, is no error', () => {
    expect(normalizeBody({ error: '   ' }).kind).toBe('ok');
    expect(normalizeBody({ error: ' 0 ' }).kind).toBe('ok');
    expect(normalizeBody({ error: ' false ' }).kind).toBe('ok');
  });

  it('status or error decides before return', () => {
    expect(normalizeBody({ status: 1, return: false }).kind).toBe('ok');
    expect(normalizeBody({ error: 0, return: false }).kind).toBe('ok');
    expect(normalizeBody({ return: false }).kind).toBe('failure');
  });

  it("a plain list's first row never decides, whatever text it carries", () => {
    expect(normalizeBody([{ message: 'row text', return: false }])).toEqual({ kind: 'ok', message: '', data: [{ message: 'row text', return: false }] });
  });

  it('a JSON string carrying markup is an error page: the player reads the server problem, the log its text', () => {
    expect(ok200(JSON.stringify('<html lang="en">Fatal error'))).toEqual({
      kind: 'failure',
      message: MESSAGES.serverProblem,
      data: '<html lang="en">Fatal error',
      serverText: 'Fatal error',
    });
    expect(ok200(JSON.stringify('<b>Fatal</b> error')).message).toBe(MESSAGES.serverProblem);
    expect(ok200(JSON.stringify('Balance < 10')).message).toBe('Balance < 10');
  });
});

describe('what a page leaves for the log', () => {
  it('scripts and styles with attributes or spaces go whole; comments go even when they hold a >', () => {
    expect(stripTags('<p>Hi</p><script type="text/javascript">var token = 1;</script>')).toBe('Hi');
    expect(stripTags('a<script>x</script>b')).toBe('a b');
    expect(stripTags('a<style media="all">p { color: red }</style>b')).toBe('a b');
    expect(stripTags('a<!-- x > y -->b')).toBe('a b');
    expect(stripTags('a<!--c-->b')).toBe('a b');
  });

  it('entities are decoded to the characters they stand for', () => {
    expect(stripTags('a&nbsp;b &quot;c&quot; &apos;d&#39; &AMP;')).toBe(`a b "c" 'd' &`);
  });

  it('a text at the limit is kept whole; a longer one is cut at a word end with an ellipsis', () => {
    const full = 'x'.repeat(MAX_SERVER_TEXT);
    expect(truncate(full)).toBe(full);
    expect(truncate(`${'a'.repeat(MAX_SERVER_TEXT - 2)}  bbb`)).toBe(`${'a'.repeat(MAX_SERVER_TEXT - 2)}…`);
    expect(truncate(`${full}y`)).toBe(`${'x'.repeat(MAX_SERVER_TEXT - 1)}…`);
  });

  it('toStr keeps no number it cannot write', () => {
    expect(toStr(NaN)).toBe('');
    expect(toStr(Infinity, '?')).toBe('?');
  });
});

describe('bodies, as they arrive', () => {
  it('the JSON after a PHP notice is recovered even with the newlines PHP prints after it', () => {
    expect(parseBodyText('<b>Notice</b>: x in y {"status":1}\n\n')).toEqual({ kind: 'json', value: { status: 1 }, notice: 'Notice : x in y' });
  });

  it('a prefix with no text (a bare <br />) is recovered with no notice', () => {
    expect(parseBodyText('<br />\n{"status":1}')).toEqual({ kind: 'json', value: { status: 1 } });
  });

  it('bodyText reads a response that has no arrayBuffer (its text, as given)', async () => {
    expect(await bodyText({ text: async () => '{"status":1}' } as unknown as Response)).toBe('{"status":1}');
  });

  it('an empty 200 reply is a failure whose outcome is unknown', () => {
    expect(ok200('')).toEqual({ kind: 'failure', message: MESSAGES.empty, data: null, outcomeUnknown: true });
  });

  it('only a readable reply that calls itself text/html counts the text-html habit', () => {
    resetHabitCounts();
    const reply = (text: string, contentType: string | null) => normalizeReply({ status: 200, statusText: 'OK', text, contentType });
    reply('{"status":1,"a":"json"}', 'application/json');
    reply('{"status":1,"a":"none"}', null);
    reply('{"status":1,"a":"x"}', 'application/x-text/html');
    reply('<html><body>Down</body></html>', 'text/html; charset=UTF-8');
    reply('', 'text/html; charset=UTF-8');
    reply('  \n', 'text/html; charset=UTF-8');
    expect(habitCountsSoFar().get('text-html')).toBeUndefined();
    reply('{"status":1,"a":"html"}', ' text/html; charset=UTF-8');
    expect(habitCountsSoFar().get('text-html')).toBe(1);
  });
});

describe('a reply that is not 2xx', () => {
  const reply = (status: number, text: string, statusText = '') => normalizeReply({ status, statusText, text });

  it('a status under 200 or of 300 is never read as a success, nor remembered as one', () => {
    expect(reply(0, '{"status":1,"z":0}')).toMatchObject({ kind: 'failure', message: 'Server error (0).', httpStatus: 0 });
    expect(ok200('{"status":1,"z":0}').kind).toBe('ok');
    expect(reply(300, '{"status":1,"z":300}', 'Multiple Choices')).toMatchObject({ kind: 'failure', message: 'Server error (300 Multiple Choices).' });
    expect(ok200('{"status":1,"z":300}').kind).toBe('ok');
    expect(reply(500, '{"status":1,"z":500}', 'Internal Server Error').kind).toBe('failure');
    expect(ok200('{"status":1,"z":500}').kind).toBe('ok');
  });

  it('a JSON body that is not an object gives the status line; a blank reason phrase adds nothing', () => {
    expect(reply(500, 'null', 'Internal Server Error')).toEqual({
      kind: 'failure',
      message: 'Server error (500 Internal Server Error).',
      data: null,
      httpStatus: 500,
      outcomeUnknown: true,
    });
    expect(reply(502, '', ' ').message).toBe('Server error (502).');
  });

  it('an error page keeps its text for the log and leaves the outcome unknown, even as a 4xx; an empty one has no text', () => {
    expect(reply(404, '<html><body>Not Found</body></html>', 'Not Found')).toEqual({
      kind: 'failure',
      message: 'Server error (404 Not Found).',
      data: null,
      serverText: 'Not Found',
      httpStatus: 404,
      outcomeUnknown: true,
    });
    expect(reply(500, '', 'Internal Server Error')).toEqual({
      kind: 'failure',
      message: 'Server error (500 Internal Server Error).',
      data: null,
      httpStatus: 500,
      outcomeUnknown: true,
    });
    expect(reply(403, '{"status":0,"msg":"Blocked"}', 'Forbidden')).toEqual({
      kind: 'failure',
      message: 'Blocked',
      data: { status: 0, msg: 'Blocked' },
      httpStatus: 403,
    });
  });
});

describe('replies read once', () => {
  it('the same bytes give the same reading while among the last 16, and a new one after', () => {
    const texts = Array.from({ length: 17 }, (_, i) => `{"status":1,"once":${i}}`);
    const first = texts.slice(0, 16).map(ok200);
    expect(ok200(texts[0]!)).toBe(first[0]); // now the most recent
    ok200(texts[16]!); // 17 kept: the least recent (texts[1]) goes
    expect(ok200(texts[1]!)).not.toBe(first[1]);
    expect(ok200(texts[1]!)).toEqual(first[1]);
  });

  it('a reply of up to 256 KB is remembered; a longer one is read anew each time', () => {
    const pad = (n: number) => `{"status":1,"p":"${'x'.repeat(n - 19)}"}`;
    const atLimit = pad(256 * 1024);
    expect(atLimit.length).toBe(256 * 1024);
    expect(ok200(atLimit)).toBe(ok200(atLimit));
    const over = pad(256 * 1024 + 1);
    expect(ok200(over)).not.toBe(ok200(over));
  });
});

describe('verdicts, errors and empty lists', () => {
  it('a failure shows a text error; a success never takes it', () => {
    const done = normalizeBody({ status: 1, error: 'Note: slow day', msg: 'Done' });
    expect(done.kind).toBe('ok');
    expect(preferErrorText(done).message).toBe('Done');
    const failed = (error: string) => preferErrorText({ kind: 'failure', message: 'Failed', data: { status: 0, error } }).message;
    expect(failed('   ')).toBe('Failed');
    expect(failed(' true ')).toBe('Failed');
    expect(failed('Limit is 1')).toBe('Limit is 1');
    expect(failed('1 market closed')).toBe('1 market closed');
  });

  it('an action answered with a bare true succeeded; with nothing at all, it is empty, never a success', () => {
    expect(requireVerdict(normalizeBody(true))).toEqual({ kind: 'ok', message: '', data: true });
    for (const data of [null, undefined, '', [], {}]) {
      expect(requireVerdict({ kind: 'ok', message: '', data })).toEqual({ kind: 'failure', message: MESSAGES.empty, data });
    }
    for (const data of [{ a: 1 }, [1], 0]) {
      expect(requireVerdict({ kind: 'ok', message: '', data })).toEqual({ kind: 'failure', message: MESSAGES.unexpected, data });
    }
  });

  it('only a failure that says "no rows", with no rows in it, is an empty list', () => {
    const failure = (data: unknown, httpStatus?: number): Normalized<unknown> => ({ kind: 'failure', message: 'No data found', data, ...(httpStatus ? { httpStatus } : {}) });
    expect(isNoRows(failure({ status: 0, msg: 'No data found' }))).toBe(true);
    expect(isNoRows(failure({ status: 0, msg: 'No data found', data: null }))).toBe(true);
    expect(isNoRows(failure({ status: 0, msg: 'No data found', data: [] }))).toBe(true);
    expect(isNoRows(failure({ status: 0, msg: 'No data found' }, 404))).toBe(true);
    expect(isNoRows(failure({ status: 0, msg: 'No data found' }, 500))).toBe(false);
    expect(isNoRows(failure({ status: 0, msg: 'No data found', data: [{ id: 1 }] }))).toBe(false);
    expect(isNoRows(failure({ status: 0, msg: 'No data found', data: '' }))).toBe(false);
    expect(isNoRows(failure({ status: 0, msg: 'No data found', data: {} }))).toBe(false);
    expect(isNoRows(failure('No data found'))).toBe(false);
    expect(isNoRows({ kind: 'ok', message: 'No data found', data: { status: 1, msg: 'No data found' } })).toBe(false);
  });

  it('reshape: no data takes the fallback without asking the picker; a failing picker keeps a failure’s own text', () => {
    const pick = vi.fn(() => 1);
    expect(reshape({ kind: 'ok', message: '', data: undefined }, pick, 0)).toEqual({ kind: 'ok', message: '', data: 0 });
    expect(pick).not.toHaveBeenCalled();
    const boom = () => {
      throw new Error('bad');
    };
    expect(reshape({ kind: 'failure', message: 'Server text', data: {} }, boom, 'fb')).toEqual({ kind: 'failure', message: 'Server text', data: 'fb' });
  });
});
