/**
 * The PHP dialect's transformation (mock-server/pipeline/dialect.ts): each habit alone on a reply with a field of
 * its kind, all of them together (`php`), failures untouched, and the exactness property: a reference reader that
 * undoes each habit gets back the plain reply's values.
 */
import fc from 'fast-check';
import openapi from '../../docs/openapi.json' with { type: 'json' };
import { FIELD_SPELLINGS, MONEY_FIELDS, PHP_HABIT_NAMES, parseDialect, type PhpHabit } from '../../domain/phpHabits';
import { EXTRA_COLUMNS, habitsOf, numberFormat, speak } from '../../mock-server/pipeline/dialect';
import { wireText } from '../../mock-server/pipeline/faults';

const market = {
  game_id: 3,
  match_id: '3',
  game_name: 'Delhi Bazar',
  result: '**',
  active: '1',
  start_time: '09:00:00',
  end_time: '14:05:00',
  sequence: '2',
  datetime: '2026-01-10 14:05:00',
};
const gameList = { status: 1, msg: 'Game list', LastResult: [{ game_name: 'Delhi Bazar', number: 45 }], running_game: [market], upcomming_game: [{ ...market, game_id: 4, start_time: '00:30:00', end_time: '12:00:00' }], banner: [], notice: [{ text_msg: '' }] };
const profile = {
  error: false,
  message: 'Profile fetched successfully',
  data: [
    {
      wallet: '1250',
      balance: 1250,
      usercode: '9876543210',
      mobile: '9876543210',
      name: '',
      setting: { contact_info: '919999999999', withdrawal_amount: '500', startwith: '09:00', endwith: '21:00', isbank: '1', isUpi: 1 },
      lastWithdrawal: null,
    },
  ],
  user_Data: [{ name: 'wallet', balance: '1250' }],
};
const history = { status: 1, msg: 'Transaction history', data: [{ description: 'Bet placed', date: '10-01-2026', time: '14:03:27', add_amount: '125000', purpose: 'debit' }] };
const details = { status: 1, msg: 'Game details', data: [{ game_name: 'Delhi Bazar', end_date: '2026-01-10', end_time: '14:05:00', result_date: '2026-01-10', result_time: '15:00:00' }] };
const chatlist = { status: 1, msg: 'Chat list', data: [{ id: 1, groupid: '1', name: 'Group', avatar: '', lastMessage: 'hi', lastMessageTime: '10:00', unread: 0, pinned: true, read: false, delivered: true, verified: false, TotalMember: 12, messages: true }] };
const noBets = { status: 1, msg: 'My bets', data: [] };

/** A reply in the dialect as the wire carries it: its text with the byte-order mark the transports put before it. */
const said = (...args: Parameters<typeof speak>) => {
  const r = speak(...args);
  return { ...r, body: wireText(r) };
};
const one = (h: PhpHabit, call: string, body: unknown) => said([h], call, { status: 200, body });
const json = (r: { body: string }) => JSON.parse(r.body) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('each habit alone', () => {
  it('numbers-as-strings: every number of a Num field is a string; status is left to its own habit', () => {
    const r = json(one('numbers-as-strings', 'game_list', gameList));
    expect(r.running_game[0].game_id).toBe('3');
    expect(r.LastResult[0].number).toBe('45');
    expect(r.status).toBe(1);
    expect(json(one('numbers-as-strings', 'profile', profile)).data[0].setting.isUpi).toBe('1');
  });

  it('status-as-string: status "1", the other numbers as they were', () => {
    const r = json(one('status-as-string', 'game_list', gameList));
    expect(r.status).toBe('1');
    expect(r.running_game[0].game_id).toBe(3);
  });

  it('tinyint-booleans and word-booleans: booleans as "1"/"0" or "true"/"false"', () => {
    expect(json(one('tinyint-booleans', 'chatlist', chatlist)).data[0]).toMatchObject({ pinned: '1', read: '0', messages: '1', verified: '0' });
    expect(json(one('tinyint-booleans', 'profile', profile)).error).toBe('0');
    expect(json(one('word-booleans', 'chatlist', chatlist)).data[0]).toMatchObject({ pinned: 'true', read: 'false' });
    expect(json(one('word-booleans', 'otp', { return: true, message: 'OTP sent' })).return).toBe('true');
  });

  it('nulls: an empty column is null', () => {
    expect(json(one('nulls', 'profile', profile)).data[0].name).toBeNull();
    expect(json(one('nulls', 'game_list', gameList)).notice[0].text_msg).toBeNull();
    expect(json(one('nulls', 'chatlist', chatlist)).data[0].avatar).toBeNull();
  });

  it('extra-columns: every row carries columns nobody asked for', () => {
    const r = json(one('extra-columns', 'game_list', gameList));
    expect(r.running_game[0]).toEqual({ ...market, ...EXTRA_COLUMNS });
    expect(r).not.toHaveProperty('updated_at');
  });

  it('empty-list-object: a list with no rows is an object with a message; rows are answered as before', () => {
    const r = one('empty-list-object', 'my_bets', noBets);
    expect([r.status, json(r)]).toEqual([200, { status: 0, msg: 'No data found' }]);
    expect(json(one('empty-list-object', 'inviteRecord', []))).toEqual({ status: 0, msg: 'No data found' });
    expect(json(one('empty-list-object', 'transaction_history', history))).toEqual(history);
    // a reply with several lists is not "a list"
    expect(json(one('empty-list-object', 'game_list', gameList)).banner).toEqual([]);
  });

  it('empty-list-404: a list with no rows is HTTP 404 with a JSON body', () => {
    const r = one('empty-list-404', 'inviteRecord', []);
    expect([r.status, json(r)]).toEqual([404, { status: 0, msg: 'No record found' }]);
  });

  it('text-html: valid JSON sent as text/html; charset=UTF-8', () => {
    const r = one('text-html', 'game_list', gameList);
    expect(r.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(JSON.parse(r.body)).toEqual(gameList);
  });

  it('bom: the three bytes before the JSON', () => {
    const r = one('bom', 'game_list', gameList);
    expect([...Buffer.from(r.body, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(JSON.parse(r.body.slice(1))).toEqual(gameList);
  });

  it('php-warning: a warning printed before the JSON, naming the script', () => {
    const ws = one('php-warning', 'game_list', gameList).body;
    const warning = '<br />\n<b>Warning</b>:  Undefined array key "device_id" in <b>/var/www/html/Webservices/game_list.php</b> on line <b>42</b><br />\n';
    expect(ws.startsWith(warning)).toBe(true);
    expect(JSON.parse(ws.slice(warning.length))).toEqual(gameList);
    expect(one('php-warning', 'betRec', noBets).body).toContain('/var/www/html/api/game.php</b>');
  });

  it('thousands-separators: money fields as number_format($x, 2), other numbers untouched', () => {
    const p = json(one('thousands-separators', 'profile', profile)).data[0];
    expect([p.wallet, p.balance, p.setting.withdrawal_amount, p.mobile]).toEqual(['1,250.00', '1,250.00', '500.00', '9876543210']);
    expect(json(one('thousands-separators', 'transaction_history', history)).data[0].add_amount).toBe('125,000.00');
    expect(json(one('thousands-separators', 'game_list', gameList)).running_game[0].game_id).toBe(3);
    expect([numberFormat(1250.5), numberFormat(-1234567.25), numberFormat(0.1), numberFormat(1.005)]).toEqual(['1,250.50', '-1,234,567.25', '0.10', null]);
  });

  it('number_format($x, 2) of any amount in paise writes what en-US grouping writes, for every digit count', () => {
    // up to 2^50 paise (₹11 lakh crore), where a double still holds every paisa of a rupee amount
    const paise = fc.oneof(fc.integer({ min: -999_999, max: 999_999 }), fc.bigInt({ min: -(2n ** 50n), max: 2n ** 50n }).map(Number));
    fc.assert(
      fc.property(paise, (c) => {
        const abs = BigInt(Math.abs(c));
        const expected = `${c < 0 ? '-' : ''}${(abs / 100n).toLocaleString('en-US')}.${String(abs % 100n).padStart(2, '0')}`;
        expect(numberFormat(c / 100)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
    expect([0, 1, 12, 123, 1234, 12345, 123456, 1234567].map((n) => numberFormat(n))).toEqual(['0.00', '1.00', '12.00', '123.00', '1,234.00', '12,345.00', '123,456.00', '1,234,567.00']);
  });

  it('times-hh-mm and times-12-hour: times of day without seconds, or h:mm AM', () => {
    const hm = json(one('times-hh-mm', 'game_list', gameList));
    expect([hm.running_game[0].start_time, hm.running_game[0].end_time]).toEqual(['09:00', '14:05']);
    expect(hm.running_game[0].datetime).toBe('2026-01-10 14:05:00');
    const twelve = json(one('times-12-hour', 'game_list', gameList));
    expect([twelve.running_game[0].start_time, twelve.running_game[0].end_time, twelve.upcomming_game[0].start_time, twelve.upcomming_game[0].end_time]).toEqual(['9:00 AM', '2:05 PM', '12:30 AM', '12:00 PM']);
    expect(json(one('times-12-hour', 'profile', profile)).data[0].setting).toMatchObject({ startwith: '9:00 AM', endwith: '9:00 PM' });
    expect(json(one('times-12-hour', 'transaction_history', history)).data[0].time).toBe('2:03 PM');
  });

  it('dates-iso and dates-with-time: days as MySQL writes them', () => {
    expect(json(one('dates-iso', 'transaction_history', history)).data[0].date).toBe('2026-01-10');
    expect(json(one('dates-iso', 'game_details', details)).data[0].end_date).toBe('2026-01-10');
    expect(json(one('dates-with-time', 'transaction_history', history)).data[0].date).toBe('2026-01-10 00:00:00');
    expect(json(one('dates-with-time', 'game_details', details)).data[0]).toMatchObject({ end_date: '2026-01-10 00:00:00', end_time: '14:05:00' });
  });

  it('other-spellings: each field of FIELD_SPELLINGS under its other name', () => {
    const r = json(one('other-spellings', 'game_list', gameList));
    expect(r).toHaveProperty('upcoming_game');
    expect(r).not.toHaveProperty('upcomming_game');
    expect(json(one('other-spellings', 'transaction_history', history)).data[0]).toMatchObject({ amount: '125000' });
    expect(json(one('other-spellings', 'game_details', details)).data[0]).toHaveProperty('gamename', 'Delhi Bazar');
    // the field keeps its place among the others
    expect(Object.keys(json(one('other-spellings', 'game_list', gameList)))).toEqual(['status', 'msg', 'LastResult', 'running_game', 'upcoming_game', 'banner', 'notice']);
  });

  it('every habit changes some reply of its kind (none is a no-op)', () => {
    const replies: Array<[string, unknown]> = [['game_list', gameList], ['profile', profile], ['transaction_history', history], ['chatlist', chatlist], ['my_bets', noBets], ['game_details', details]];
    for (const h of PHP_HABIT_NAMES) {
      const changed = replies.some(([call, body]) => {
        const r = one(h, call, body);
        return r.status !== 200 || r.body !== JSON.stringify(body) || r.headers['content-type'] !== 'application/json; charset=utf-8';
      });
      expect(changed, h).toBe(true);
    }
  });
});

describe('php: every habit together', () => {
  const php = (parseDialect('php') as { habits: PhpHabit[] }).habits;

  it('one way of each pair per call: Webservices calls the first, api/*.php calls the second', () => {
    expect([...habitsOf(php, 'my_bets')]).toEqual(expect.arrayContaining(['empty-list-object', 'tinyint-booleans', 'times-12-hour', 'dates-iso']));
    expect([...habitsOf(php, 'my_bets')]).not.toContain('empty-list-404');
    expect([...habitsOf(php, 'inviteRecord')]).toEqual(expect.arrayContaining(['empty-list-404', 'word-booleans', 'times-hh-mm', 'dates-with-time']));
    expect(said(php, 'my_bets', { status: 200, body: noBets }).status).toBe(200);
    expect(said(php, 'inviteRecord', { status: 200, body: [] }).status).toBe(404);
  });

  it('the market list as a PHP backend sends it', () => {
    const r = said(php, 'game_list', { status: 200, body: gameList });
    expect(r.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(r.body.startsWith('\uFEFF<br />\n<b>Warning</b>:')).toBe(true);
    const body = JSON.parse(r.body.slice(r.body.indexOf('{'))) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(body.status).toBe('1');
    expect(body.running_game[0]).toEqual({ ...market, game_id: '3', start_time: '9:00 AM', end_time: '2:05 PM', ...EXTRA_COLUMNS });
    expect(body.upcoming_game[0].game_id).toBe('4');
    expect(body.notice[0].text_msg).toBeNull();
    const wallet = JSON.parse(said(php, 'profile', { status: 200, body: profile }).body.replace(/^[^{]*/, '')) as typeof profile;
    expect(wallet.data[0]?.balance).toBe('1,250.00');
  });
});

describe('failures and unknown calls are never transformed', () => {
  const all = PHP_HABIT_NAMES;
  it.each([
    ['game_bet', { status: 0, msg: 'Insufficient balance' }],
    ['profile', { error: true, message: 'User not found', data: [], user_Data: [] }],
    ['otp', { return: false, message: 'Wait 60 seconds' }],
    ['addBankCard', { status: 'Invalid OTP' }],
    ['p2pTransfer', [{ status: 0, wallet: '100', message: 'Not enough balance' }]],
    ['transaction_history', { status: 0, msg: 'User not found', data: [] }],
  ])('%s refused', (call, body) => {
    expect(said(all, call, { status: 200, body })).toEqual({ status: 200, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, body: JSON.stringify(body) });
  });

  it('a status other than 200, and a call the contract does not know', () => {
    expect(said(all, 'game_list', { status: 405, body: gameList }).body).toBe(JSON.stringify(gameList));
    expect(said(all, 'no_such_call', { status: 200, body: gameList }).body).toBe(JSON.stringify(gameList));
  });
});

// ───────────── the exactness property: a reference reader undoes each habit ─────────────

type Schema = { $ref?: string; type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; anyOf?: Schema[]; enum?: unknown[] };
const SCHEMAS = openapi.components.schemas as Record<string, Schema>;
const KINDS = ['Num', 'ClockTime', 'HourMinute', 'DayDate', 'IsoDate', 'IsoDateTime'];
const REPLY = Object.fromEntries(
  Object.values(openapi.paths as Record<string, Record<string, { operationId: string; responses: { 200: { content: { 'application/json': { schema: Schema } } } } }>>).flatMap((ops) =>
    Object.values(ops).map((op) => [op.operationId, op.responses[200].content['application/json'].schema]),
  ),
) as Record<string, Schema>;
const MONEY = new Set<string>(MONEY_FIELDS);

function deref(s: Schema): Schema | string {
  let cur = s;
  while (cur.$ref) {
    const name = cur.$ref.split('/').pop() as string;
    if (KINDS.includes(name)) return name;
    cur = SCHEMAS[name] as Schema;
  }
  return cur;
}

const two = (n: number) => String(n).padStart(2, '0');
const clock = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }));
const day = fc.tuple(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }));

/** A random value of a schema; money and other numbers with at most 2 decimals (the simulator's are whole rupees). */
function arb(s: Schema, key: string): fc.Arbitrary<unknown> {
  const r = deref(s);
  const num = fc.integer({ min: -100_000_000, max: 100_000_000 }).map((c) => (MONEY.has(key) ? c / 100 : c));
  switch (r) {
    case 'Num':
      return fc.oneof(num, num.map(String));
    case 'ClockTime':
      return clock.map(([h, m, x]) => `${two(h)}:${two(m)}:${two(x)}`);
    case 'HourMinute':
      return clock.map(([h, m]) => `${two(h)}:${two(m)}`);
    case 'DayDate':
      return day.map(([y, m, d]) => `${two(d)}-${two(m)}-${y}`);
    case 'IsoDate':
      return day.map(([y, m, d]) => `${y}-${two(m)}-${two(d)}`);
    case 'IsoDateTime':
      return fc.tuple(day, clock).map(([[y, m, d], [h, mi, x]]) => `${y}-${two(m)}-${two(d)} ${two(h)}:${two(mi)}:${two(x)}`);
  }
  if (typeof r === 'string') throw new Error(r);
  if (r.anyOf) return fc.oneof(...r.anyOf.map((a) => arb(a, key)));
  if (r.enum) return fc.constantFrom(...r.enum);
  const t = Array.isArray(r.type) ? r.type[0] : r.type;
  if (t === 'null') return fc.constant(null);
  if (t === 'boolean') return fc.boolean();
  if (t === 'number') return num;
  if (t === 'string') return MONEY.has(key) ? num.map(String) : fc.oneof(fc.constant(''), fc.string({ maxLength: 8 }));
  if (t === 'array') return fc.array(arb(r.items as Schema, key), { maxLength: 3 });
  const props = Object.entries(r.properties ?? {});
  return fc.record(Object.fromEntries(props.map(([k, p]) => [k, arb(p, k)])), { requiredKeys: r.required ?? [] });
}

/** Minutes of the day from HH:MM[:SS] or h:mm AM/PM. */
function minutes(v: string): number {
  const m = /^(\d{1,2}):(\d\d)(?::\d\d)?(?: (AM|PM))?$/.exec(v);
  if (!m) throw new Error(`not a time: ${v}`);
  const h = Number(m[1]);
  return ((m[3] ? (h % 12) + (m[3] === 'PM' ? 12 : 0) : h) * 60) + Number(m[2]);
}

/** YYYY-MM-DD from DD-MM-YYYY, YYYY-MM-DD or YYYY-MM-DD HH:MM:SS. */
function isoDay(v: string): string {
  const dmy = /^(\d\d)-(\d\d)-(\d{4})$/.exec(v);
  if (dmy) return `${dmy[3]}-${dmy[2]}-${dmy[1]}`;
  const ymd = /^(\d{4}-\d\d-\d\d)(?: \d\d:\d\d:\d\d)?$/.exec(v);
  if (!ymd) throw new Error(`not a day: ${v}`);
  return ymd[1] as string;
}

/** A value as a correct reader takes it: the plain reply and the dialect's read the same. */
function read(v: unknown, s: Schema | undefined, key: string): unknown {
  if (s === undefined) return v;
  if (v === null || v === '') return '';
  const r = deref(s);
  if (r === 'Num' || (typeof r === 'object' && (r.type === 'number' || (r.type === 'string' && MONEY.has(key))))) return Number(String(v).replace(/,/g, ''));
  if (r === 'ClockTime' || r === 'HourMinute') return minutes(v as string);
  if (r === 'DayDate' || r === 'IsoDate') return isoDay(v as string);
  if (typeof r === 'string') return v;
  if (r.anyOf) {
    if (v === true || v === 'true') return 1;
    if (v === false || v === 'false') return 0;
    return read(v, r.anyOf.find((a) => (typeof v === 'object' ? typeof deref(a) === 'object' : deref(a) === 'Num')), key);
  }
  if (r.type === 'boolean') return v === true || v === '1' || v === 'true' ? 1 : v === false || v === '0' || v === 'false' ? 0 : `not a boolean: ${String(v)}`;
  if (Array.isArray(v)) return v.map((x) => read(x, r.items, key));
  if (typeof v === 'object') {
    // columns nobody asked for are not read
    const props = r.properties ?? {};
    return Object.fromEntries(Object.entries(v as object).filter(([k]) => k in props).map(([k, x]) => [k, read(x, props[k], k)]));
  }
  return v;
}

/** The plain reply's rows, when it is a list or carries one list. */
function rows(body: unknown, s: Schema): unknown[] | undefined {
  const r = deref(s) as Schema;
  if (r.type === 'array') return body as unknown[];
  const lists = Object.entries(r.properties ?? {}).filter(([, p]) => (deref(p) as Schema).type === 'array');
  return lists.length === 1 ? ((body as Record<string, unknown[]>)[lists[0]?.[0] as string] ?? undefined) : undefined;
}

/** The other spellings back to the contract's. */
function respell(v: unknown, call: string, path: string): unknown {
  if (Array.isArray(v)) return v.map((x) => respell(x, call, path === '' ? '*' : `${path}.*`));
  if (typeof v !== 'object' || v === null) return v;
  return Object.fromEntries(
    Object.entries(v).map(([k, x]) => {
      const field = FIELD_SPELLINGS.find((f) => f.call === call && f.path === path && f.other === k)?.field ?? k;
      return [field, respell(x, call, path === '' ? field : `${path}.${field}`)];
    }),
  );
}

describe('exactness: a reference reader gets the plain values back', () => {
  it('for random replies of every call, under any set of habits', () => {
    const calls = Object.keys(REPLY);
    const reply = fc.constantFrom(...calls).chain((call) => fc.tuple(fc.constant(call), arb(REPLY[call] as Schema, '')));
    fc.assert(
      fc.property(reply, fc.subarray(PHP_HABIT_NAMES), ([call, body], habits) => {
        const r = said(habits, call, { status: 200, body });
        const text = r.body.replace(/^\uFEFF/, '').replace(/^<br \/>\n<b>Warning<\/b>:[^\n]*\n/, '');
        const got = JSON.parse(text) as unknown;
        const plainRows = rows(body, REPLY[call] as Schema);
        if (r.status === 404 || JSON.stringify(got) === JSON.stringify({ status: 0, msg: 'No data found' })) {
          // "no rows": the plain reply had a list with none (or was itself that object)
          expect(plainRows?.length === 0 || JSON.stringify(got) === JSON.stringify(body)).toBe(true);
          return;
        }
        expect(r.status).toBe(200);
        expect(read(respell(got, call, ''), REPLY[call], '')).toEqual(read(body, REPLY[call], ''));
      }),
      { numRuns: 400 },
    );
  });
});
