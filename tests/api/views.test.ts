/**
 * The reply readers (src/api/views): what each one gives the screen from a reply body, whatever PHP habit it comes in
 * (domain/phpHabits.ts) — numbers as strings, '0' / '1' flags, nulls, the other spelling of a field. A value that cannot
 * be read is unknown (null), never a 0 that looks real; a list item of the wrong shape is dropped or read as empty text.
 */
import fc from 'fast-check';
import { FIELD_SPELLINGS } from '../../domain/phpHabits';
import { DEFAULT_MIN_RECHARGE } from '../../domain/rules/forms';
import { NO_BANK_ACCOUNT, NO_BANK_IFSC } from '../../domain/wire';
import { habitCountsSoFar, resetHabitCounts } from '../../src/api/habits';
import {
  EMPTY_MARKETS,
  isPlaceholderBank,
  pickBankCards,
  pickChart,
  pickChartRows,
  pickGameInfo,
  pickGroup0,
  pickGroups,
  pickLogin,
  pickMarkets,
  pickMessages,
  pickProfile,
  pickReferralRows,
  pickWalletLines,
  sortUpcoming,
  type MarketView,
} from '../../src/api/views';
import { spelled } from '../../src/api/views/spelled';

beforeEach(() => resetHabitCounts());

const otherSpellings = () => habitCountsSoFar().get('other-spellings') ?? 0;

// ───────────────────────── account ─────────────────────────

describe('account', () => {
  it.each([
    [{ id: ' 42 ', purpose: '1', status: '2' }, { id: '42', purpose: 1, status: 2 }],
    [{ id: 42, purpose: 0, status: 1 }, { id: '42', purpose: 0, status: 1 }],
    [{ id: '\t7\n' }, { id: '7', purpose: 0, status: 0 }],
    [{ id: '   ' }, { id: '', purpose: 0, status: 0 }],
    [{}, { id: '', purpose: 0, status: 0 }],
  ])('the login step %j reads the user id without surrounding spaces: %j', (body, view) => {
    expect(pickLogin(body)).toEqual(view);
  });

  /** A profile reply with one data row; `limits` is user_Data[5], `first` user_Data[0]. */
  function profile(over: { row?: Record<string, unknown>; first?: Record<string, unknown>; limits?: Record<string, unknown> } = {}) {
    return {
      error: false,
      data: [{ wallet: '1,250.50', balance: '900', usercode: 'U1', mobile: '9000000001', name: 'Asha', setting: {}, ...over.row }],
      user_Data: [{ name: 'wallet', ...over.first }, {}, {}, {}, {}, { name: 'limits', ...over.limits }],
    };
  }

  it.each([
    ['no data', {}],
    ['an empty data list', { data: [] }],
    ['a data row that is not an object', { data: ['x'] }],
    ['a data row that is null', { data: [null] }],
    ['a data row that is a list', { data: [[{ wallet: 1 }]] }],
  ])('a profile reply with %s is no profile (null)', (_what, body) => {
    expect(pickProfile(body)).toBeNull();
  });

  it.each([
    ['absent', undefined, DEFAULT_MIN_RECHARGE, 0],
    ['null', null, DEFAULT_MIN_RECHARGE, 0],
    ['an empty column', '', DEFAULT_MIN_RECHARGE, 0],
    ['a number', 250, 250, 250],
    ['a numeric string', '2,500.50', 2500.5, 2500.5],
    ['zero', '0', 0, 0],
    ['unreadable', 'abc', null, null],
    ['a space', ' ', null, null],
  ])('user_Data[5] limits %s: minimum recharge and maximum P2P are read with their defaults', (_what, v, minimum, p2p) => {
    const limits = v === undefined ? {} : { minimum_recharge: v, maximum_p2p: v };
    const p = pickProfile(profile({ limits }));
    expect(DEFAULT_MIN_RECHARGE).toBe(100);
    expect(p?.minimumRecharge).toBe(minimum);
    expect(p?.maximumP2p).toBe(p2p);
  });

  it.each([
    ['user_Data[0] without a balance is the profile balance', { name: 'wallet' }, 900],
    ['user_Data[0] balance read', { balance: '1,000.25' }, 1000.25],
    ['user_Data[0] balance unreadable is unknown', { balance: 'n/a' }, null],
    ['user_Data[0] balance null is unknown', { balance: null }, null],
  ])('%s', (_what, first, expected) => {
    const body = profile();
    body.user_Data[0] = first as (typeof body.user_Data)[0];
    expect(pickProfile(body)?.userDataBalance).toBe(expected);
  });

  it('no user_Data at all: the user data balance is the profile balance, limits have their defaults', () => {
    const p = pickProfile({ data: [{ balance: '75.5' }] });
    expect(p).toMatchObject({ balance: 75.5, userDataBalance: 75.5, minimumRecharge: 100, maximumP2p: 0, wallet: null });
  });

  it('the last withdrawal is read field by field when it is an object, else it is none', () => {
    const lw = { bank_ac_no: 123456789, ac_holder_name: 'Asha', ifsc_code: 'SBIN0000001', bank_name: 'SBI', extra: 'x' };
    expect(pickProfile(profile({ row: { lastWithdrawal: lw } }))?.lastWithdrawal).toEqual({
      bank_ac_no: '123456789',
      ac_holder_name: 'Asha',
      ifsc_code: 'SBIN0000001',
      bank_name: 'SBI',
    });
    expect(pickProfile(profile({ row: { lastWithdrawal: {} } }))?.lastWithdrawal).toEqual({ bank_ac_no: '', ac_holder_name: '', ifsc_code: '', bank_name: '' });
    for (const none of [null, undefined, '', 'none', 0, [lw]]) {
      expect(pickProfile(profile({ row: { lastWithdrawal: none } }))?.lastWithdrawal).toBeNull();
    }
  });
});

// ───────────────────────── chat ─────────────────────────

describe('chat', () => {
  const FLAGS = ['pinned', 'read', 'delivered', 'verified', 'messages'] as const;
  const FLAG_READINGS: [unknown, boolean][] = [
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    [' TRUE ', true],
    [false, false],
    [0, false],
    ['0', false],
    ['false', false],
    [null, false],
    [undefined, false],
    ['', false],
    ['yes', false],
    [2, false],
    [{}, false],
  ];

  it.each(FLAGS.flatMap((flag) => FLAG_READINGS.map(([v, set]) => [flag, v, set] as const)))(
    "a chat group's %s flag read from %j is %s (set only by true / 1 / '1' / 'true')",
    (flag, v, set) => {
      const [g] = pickGroups({ data: [{ id: 1, [flag]: v }] });
      expect(g?.[flag]).toBe(set);
      // the other flags stay unset
      for (const other of FLAGS.filter((f) => f !== flag)) expect(g?.[other]).toBe(false);
    },
  );

  it('the flags of a group are read each from its own field', () => {
    fc.assert(
      fc.property(fc.record({ pinned: fc.boolean(), read: fc.boolean(), delivered: fc.boolean(), verified: fc.boolean(), messages: fc.boolean() }), fc.constantFrom<'bool' | 'int' | 'str'>('bool', 'int', 'str'), (flags, form) => {
        const wire = Object.fromEntries(Object.entries(flags).map(([k, b]) => [k, form === 'bool' ? b : form === 'int' ? Number(b) : b ? '1' : '0']));
        const [g] = pickGroups({ data: [{ id: '3', ...wire }] });
        expect({ pinned: g?.pinned, read: g?.read, delivered: g?.delivered, verified: g?.verified, messages: g?.messages }).toEqual(flags);
      }),
    );
  });

  it.each([
    ['id and groupid', { id: 5, groupid: 9 }, '5', '9'],
    ['id and group_id', { id: '5', group_id: '8' }, '5', '8'],
    ['groupid and group_id: groupid wins', { id: 5, groupid: '9', group_id: '8' }, '5', '9'],
    ['only groupid', { groupid: 9 }, '9', '9'],
    ['only group_id', { group_id: 8 }, '8', '8'],
    ['only id', { id: 5 }, '5', '5'],
    ['none', {}, '', ''],
  ])("a chat group's ids with %s", (_what, g, id, groupid) => {
    expect(pickGroups({ data: [g] })[0]).toMatchObject({ id, groupid });
  });

  it('a chat group is read whole, counts as numbers (unknown count: 0)', () => {
    const wire = { id: '4', groupid: '4', name: 'Kalyan fans', avatar: 'a.png', lastMessage: 'hi', lastMessageTime: '10:00', unread: '3', pinned: '1', read: 0, delivered: 'true', verified: true, TotalMember: '120', messages: '0' };
    const view = { id: '4', groupid: '4', name: 'Kalyan fans', avatar: 'a.png', lastMessage: 'hi', lastMessageTime: '10:00', unread: 3, pinned: true, read: false, delivered: true, verified: true, TotalMember: 120, messages: false };
    expect(pickGroups({ data: [wire] })).toEqual([view]);
    expect(pickGroup0({ data: [wire, { id: 9 }] })).toEqual(view);
    expect(pickGroups({ data: [{ unread: 'x', TotalMember: null }] })[0]).toMatchObject({ unread: 0, TotalMember: 0, name: '' });
  });

  it.each([[{}], [{ data: [] }], [{ data: ['x'] }], [{ data: [null] }], [{ data: 'x' }], [null]])('pickGroup0(%j) is no group', (body) => {
    expect(pickGroup0(body)).toBeNull();
  });

  it.each([
    ['sent', 'sent'],
    ['delivered', 'delivered'],
    ['read', 'read'],
    [undefined, 'sent'],
    [null, 'sent'],
    ['', 'sent'],
    ['seen', 'sent'],
    ['READ', 'sent'],
    [2, 'sent'],
  ])("a chat message's status %j is %j (anything else than sent / delivered / read is sent)", (status, expected) => {
    expect(pickMessages({ data: [{ id: 1, status }] })[0]?.status).toBe(expected);
  });

  it.each(FLAG_READINGS)("a chat message's fromMe read from %j is %s", (v, mine) => {
    expect(pickMessages({ data: [{ id: 1, fromMe: v }] })[0]?.fromMe).toBe(mine);
  });

  it('chat messages are read whole, in the reply order; a non-object item is an empty message', () => {
    const body = {
      data: [
        { id: 11, user: 'Asha', fromMe: '1', text: 'hello', time: '10:01', status: 'read' },
        { id: '12', user: 'Ravi', fromMe: 0, text: 'hi', time: '10:02', status: 'delivered' },
        'x',
      ],
    };
    expect(pickMessages(body)).toEqual([
      { id: '11', user: 'Asha', fromMe: true, text: 'hello', time: '10:01', status: 'read' },
      { id: '12', user: 'Ravi', fromMe: false, text: 'hi', time: '10:02', status: 'delivered' },
      { id: '', user: '', fromMe: false, text: '', time: '', status: 'sent' },
    ]);
    expect(pickMessages({})).toEqual([]);
    expect(pickMessages({ data: {} })).toEqual([]);
  });
});

// ───────────────────────── markets ─────────────────────────

describe('markets', () => {
  it('nothing to show is every list empty', () => {
    expect(EMPTY_MARKETS).toEqual({ lastResult: [], running: [], upcoming: [], banners: [], notices: [] });
    expect(pickMarkets({})).toEqual(EMPTY_MARKETS);
  });

  it('banners and notices are read in the reply order, as text', () => {
    const r = pickMarkets({
      banner: [{ banner_img: 'a.png' }, { banner_img: 7 }, 'x', { other: 1 }],
      notice: [{ text_msg: 'Welcome' }, null, { text_msg: 'Closed on Sunday' }],
    });
    expect(r.banners).toEqual([{ banner_img: 'a.png' }, { banner_img: '7' }, { banner_img: '' }, { banner_img: '' }]);
    expect(r.notices).toEqual([{ text_msg: 'Welcome' }, { text_msg: '' }, { text_msg: 'Closed on Sunday' }]);
  });

  const market = (i: number, sequence: unknown, datetime: string) => ({ game_id: String(i), match_id: 'm', game_name: `G${i}`, result: '', active: 1, start_time: '10:00', end_time: '11:00', sequence, datetime });

  it('upcoming markets are ordered by sequence, then by their datetime; equal ones keep the reply order', () => {
    const body = {
      upcomming_game: [
        market(1, 2, '2024-01-05 12:00:00'),
        market(2, 1, '2024-01-05 15:00:00'),
        market(3, 1, '2024-01-05 09:00:00'),
        market(4, 'x', '2024-01-05 01:00:00'),
        market(5, '1', '2024-01-05 15:00:00'),
        market(6, 1, '2024-01-05 09:00:00'),
      ],
    };
    expect(pickMarkets(body).upcoming.map((m) => m.game_id)).toEqual(['3', '6', '2', '5', '1', '4']);
  });

  it('the other spelling upcoming_game is read (and counted) when upcomming_game is absent', () => {
    const r = pickMarkets({ upcoming_game: [market(1, 2, 'b'), market(2, 2, 'a')] });
    expect(r.upcoming.map((m) => m.game_id)).toEqual(['2', '1']);
    expect(otherSpellings()).toBe(1);
  });

  it('sortUpcoming is a stable sort by (sequence, datetime), and leaves its input as it was', () => {
    const view = (i: number, sequence: number, datetime: string): MarketView => ({ game_id: String(i), match_id: '', game_name: '', result: '', active: true, start_time: null, end_time: null, sequence, datetime });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.constantFrom('', '2024-01-05 09:00:00', '2024-01-05 10:00:00', '2024-01-06 08:00:00')), { maxLength: 80 }), (rows) => {
        const list = rows.map(([s, d], i) => view(i, s, d));
        const before = list.map((m) => m.game_id);
        const expected = rows
          .map(([s, d], i) => ({ s, d, i }))
          .sort((a, b) => a.s - b.s || (a.d === b.d ? a.i - b.i : a.d < b.d ? -1 : 1))
          .map((x) => String(x.i));
        expect(sortUpcoming(list).map((m) => m.game_id)).toEqual(expected);
        expect(list.map((m) => m.game_id)).toEqual(before);
      }),
    );
  });

  it('a chart is its name and its rows, each day written DD-MM-YYYY (an unreadable day as it came)', () => {
    const rows = [
      { date: '05-01-2024', number: '12' },
      { date: '2024-01-06', number: 34 },
      { date: '2024-01-07 10:00:00', number: '56' },
      { date: 'yesterday', number: '78' },
      { date: null, number: null },
      'x',
    ];
    const read = [
      { date: '05-01-2024', number: '12' },
      { date: '06-01-2024', number: '34' },
      { date: '07-01-2024', number: '56' },
      { date: 'yesterday', number: '78' },
      { date: '', number: '' },
      { date: '', number: '' },
    ];
    expect(pickChart({ name: 'Kalyan', chart: rows })).toEqual({ name: 'Kalyan', chart: read });
    expect(pickChartRows({ data: rows })).toEqual(read);
    expect(pickChart({})).toEqual({ name: '', chart: [] });
    expect(pickChartRows({ data: 'x' })).toEqual([]);
  });

  it.each([[{}], [{ data: [] }], [{ data: ['x'] }], [{ data: [null] }], [null]])('game details %j are none (null)', (body) => {
    expect(pickGameInfo(body)).toBeNull();
  });

  it('game details: days written YYYY-MM-DD and times HH:MM:SS, whatever form they came in; unreadable is null', () => {
    expect(pickGameInfo({ data: [{ gamename: 'Kalyan', end_date: '05-01-2024', end_time: '2:30 PM', result_date: '2024-01-05 16:00:00', result_time: '16:00' }] })).toEqual({
      game_name: 'Kalyan',
      end_date: '2024-01-05',
      end_time: '14:30:00',
      result_date: '2024-01-05',
      result_time: '16:00:00',
    });
    expect(pickGameInfo({ data: [{ game_name: 'Milan', end_date: 'soon', end_time: null, result_date: '31-02-2024' }] })).toEqual({
      game_name: 'Milan',
      end_date: null,
      end_time: null,
      result_date: null,
      result_time: null,
    });
  });
});

// ───────────────────────── money ─────────────────────────

describe('money', () => {
  it.each([
    ['a 12-hour time', { time: '2:30 PM' }, { time: '14:30:00' }],
    ['an HH:MM time', { time: '09:05' }, { time: '09:05:00' }],
    ['an unreadable time, as it came', { time: 'later' }, { time: 'later' }],
    ['no time', {}, { time: '' }],
    ['an ISO day', { date: '2024-01-05' }, { date: '05-01-2024' }],
    ['an unreadable day, as it came', { date: 'today' }, { date: 'today' }],
    ['an amount with separators', { add_amount: '1,250.50' }, { add_amount: '1250.5', amount: 1250.5 }],
    ['an amount as a number', { add_amount: 300 }, { add_amount: '300', amount: 300 }],
    ['an amount of zero', { add_amount: '0' }, { add_amount: '0', amount: 0 }],
    ['the other spelling amount', { amount: '75' }, { add_amount: '75', amount: 75 }],
    ['an unreadable amount, as it came and unknown', { add_amount: 'abc' }, { add_amount: 'abc', amount: null }],
    ['no amount: unknown', {}, { add_amount: '', amount: null }],
    ['a null amount: unknown', { add_amount: null }, { add_amount: '', amount: null }],
  ])('a wallet line with %s', (_what, wire, view) => {
    expect(pickWalletLines({ data: [{ description: 'Added', purpose: 'deposit', ...wire }] })[0]).toMatchObject({ description: 'Added', purpose: 'deposit', ...view });
  });

  it('a wallet line is read whole', () => {
    expect(pickWalletLines({ data: [{ description: 'Win', date: '05-01-2024', time: '18:00:00', add_amount: '95', purpose: 'win' }] })).toEqual([
      { description: 'Win', date: '05-01-2024', time: '18:00:00', add_amount: '95', purpose: 'win', amount: 95 },
    ]);
  });

  const bank = (account: string, ifsc: string, upi: string) => ({ name: 'Asha', bankname: 'SBI', account, ifsc, upi, mobile: '9000000001', city: 'Pune', state: 'MH' });

  it.each([
    [NO_BANK_ACCOUNT, NO_BANK_IFSC, '', true],
    [NO_BANK_ACCOUNT, NO_BANK_IFSC, '   ', true],
    [NO_BANK_ACCOUNT, NO_BANK_IFSC, 'asha@upi', false],
    [NO_BANK_ACCOUNT, 'SBIN0000001', '', false],
    ['123456789012', NO_BANK_IFSC, '', false],
    ['123456789012', 'SBIN0000001', '', false],
    ['123456789012', 'SBIN0000001', 'asha@upi', false],
    ['', '', '', false],
    [`${NO_BANK_ACCOUNT} `, NO_BANK_IFSC, '', false],
  ])('the bank account %j, ifsc %j, upi %j: the placeholder (no bank) is %s', (account, ifsc, upi, placeholder) => {
    expect(NO_BANK_ACCOUNT).toBe('1111111111');
    expect(NO_BANK_IFSC).toBe('Not Addeed');
    expect(isPlaceholderBank({ account, ifsc, upi })).toBe(placeholder);
    const card = bank(account, ifsc, upi);
    expect(pickBankCards([card])).toEqual({ cards: [card], bank: placeholder ? null : card });
  });

  it('the placeholder bank is no bank only when account, ifsc and upi all say so (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(NO_BANK_ACCOUNT, '222', ''), fc.constantFrom(NO_BANK_IFSC, 'SBIN0000001', ''), fc.constantFrom('', ' ', '\t', 'a@upi', ' a@upi '), (account, ifsc, upi) => {
        const expected = account === NO_BANK_ACCOUNT && ifsc === NO_BANK_IFSC && /^\s*$/.test(upi);
        expect(isPlaceholderBank({ account, ifsc, upi })).toBe(expected);
        expect(pickBankCards({ data: [bank(account, ifsc, upi)] }).bank === null).toBe(expected);
      }),
    );
  });

  it("a bank card list's non-object items are dropped; the first card is the bank", () => {
    const a = bank('123', 'SBIN0000001', '');
    const b = bank('456', 'HDFC0000001', 'b@upi');
    const read = pickBankCards([null, 'x', 5, [a], a, undefined, b]);
    expect(read).toEqual({ cards: [a, b], bank: a });
    expect(pickBankCards({ data: [false, b] })).toEqual({ cards: [b], bank: b });
    expect(pickBankCards([null, 'x'])).toEqual({ cards: [], bank: null });
    expect(pickBankCards({ data: [{ account: 1234 }] }).cards).toEqual([{ name: '', bankname: '', account: '1234', ifsc: '', upi: '', mobile: '', city: '', state: '' }]);
  });
});

// ───────────────────────── promotion ─────────────────────────

describe('promotion', () => {
  it("a referral list's non-object items are dropped; rewards are read exactly or unknown", () => {
    const body = [null, 'x', 3, [{ username: 'a' }], { username: 'Ravi', water_reward: '1,000.50', first_reward: 'n/a' }, { username: 9, water_reward: 0 }];
    const read = [
      { username: 'Ravi', water_reward: 1000.5, first_reward: null },
      { username: '9', water_reward: 0, first_reward: null },
    ];
    expect(pickReferralRows(body)).toEqual(read);
    expect(pickReferralRows({ data: body })).toEqual(read);
    expect(pickReferralRows({ data: 'x' })).toEqual([]);
  });
});

// ───────────────────────── the other spellings ─────────────────────────

describe('a field spelled the other way', () => {
  it.each(FIELD_SPELLINGS.map((s) => [s.call, s.field, s.other] as const))('%s.%s (other: %s)', (call, field, other) => {
    const read = (rec: Record<string, unknown>) => spelled(call as never, rec, field as never);
    expect(read({ [field]: 'A' })).toBe('A');
    expect(otherSpellings()).toBe(0);
    expect(read({ [field]: 'A', [other]: 'B' })).toBe('A');
    expect(otherSpellings()).toBe(0);
    // neither spelling: nothing read, no habit met
    expect(read({})).toBeUndefined();
    expect(read({ [field]: undefined, [other]: undefined, undefined: 'Z' })).toBeUndefined();
    expect(otherSpellings()).toBe(0);
    expect(read({ [other]: 'B' })).toBe('B');
    expect(otherSpellings()).toBe(1);
    expect(read({ [other]: null })).toBeNull();
    expect(otherSpellings()).toBe(2);
  });

  it("a field that the table does not pair with the call has no other spelling, even when another call's is present", () => {
    const all = Object.fromEntries(FIELD_SPELLINGS.map((s) => [s.other, `other of ${s.field}`]));
    for (const s of FIELD_SPELLINGS) {
      for (const t of FIELD_SPELLINGS.filter((x) => x !== s)) {
        // a JavaScript caller outside the types: the field of one call asked for in another
        expect(spelled(s.call as never, { ...all, undefined: 'Z' }, t.field as never)).toBeUndefined();
      }
      expect(spelled(s.call as never, { ...all, undefined: 'Z' }, 'no_such_field' as never)).toBeUndefined();
    }
    expect(otherSpellings()).toBe(0);
  });
});
