/**
 * Issue 37, point 2: each PHP habit (domain/phpHabits.ts) alone, read by the client end to end — the app's base query,
 * its endpoints and views against an msw host — gives the value exactly, and is counted (src/api/habits.ts) so the QA
 * panel can show that the backend answered in a dialect. Per field kind, fast-check properties on the views.
 */
import fc from 'fast-check';
import { HttpResponse } from 'msw';
import { FIELD_SPELLINGS, type PhpHabit } from '../../domain/phpHabits';
import { api } from '../../src/api/api';
// the endpoints the tests call, injected into the one api
import '../../src/api/betting';
import '../../src/api/markets';
import '../../src/api/profile';
import '../../src/api/wallet';
import { habitCountsSoFar, resetHabitCounts } from '../../src/api/habits';
import type { Normalized } from '../../src/api/normalize';
import { pickBetLines, pickGameInfo, pickMarkets, pickProfile, pickWalletLines } from '../../src/api/views';
import { setupStore } from '../../src/app/store';
import { setupRecordingApi } from './helpers';

const { replies } = setupRecordingApi([{ name: 'app_id', value: 'a' }]);

type Initiate = (arg: unknown, opts?: unknown) => { unwrap(): Promise<Normalized<unknown>>; unsubscribe(): void };

/** One call through the app's store and base query; the normalized, shaped reply. */
async function call<T>(name: string, args?: unknown): Promise<Normalized<T>> {
  const store = setupStore({ session: { userId: '7', mobile: '9000000001' } });
  const e = (api.endpoints as unknown as Record<string, { initiate: Initiate } | undefined>)[name];
  if (!e) throw new Error(`no endpoint ${name}`);
  const r = store.dispatch(e.initiate(args) as never) as unknown as ReturnType<Initiate>;
  try {
    return (await r.unwrap()) as Normalized<T>;
  } finally {
    r.unsubscribe();
  }
}

/** A reply body as raw text with headers (a BOM, a warning, text/html…). */
const raw = (text: string, init: { status?: number; type?: string } = {}) => () =>
  new HttpResponse(text, { status: init.status ?? 200, headers: { 'Content-Type': init.type ?? 'application/json' } });

const counted = (h: PhpHabit) => habitCountsSoFar().get(h) ?? 0;

/** The contract's own profile reply (numbers as numbers, booleans as 1 / 0). */
function profileBody(over: { wallet?: unknown; setting?: Record<string, unknown>; limits?: Record<string, unknown> } = {}) {
  return {
    error: false,
    message: 'Profile fetched successfully',
    data: [
      {
        wallet: 'wallet' in over ? over.wallet : 1250.5,
        balance: 1250.5,
        usercode: '9000000001',
        mobile: '9000000001',
        name: 'Asha',
        setting: { contact_info: '', withdrawal_amount: 500, startwith: '10:00', endwith: '18:00', isbank: 1, isUpi: 1, ...over.setting },
        lastWithdrawal: null,
      },
    ],
    user_Data: [{ name: 'wallet', balance: 1250.5 }, {}, {}, {}, {}, { name: 'limits', minimum_recharge: 100, maximum_p2p: 25000, ...over.limits }],
  };
}

const PLAIN = pickProfile(profileBody());

beforeEach(() => resetHabitCounts());

describe('each habit alone, end to end, reads the same values as the contract', () => {
  it('plain: the contract itself is read, and no habit is counted', async () => {
    replies['Webservices/profile'] = profileBody();
    const r = await call('profile');
    expect(r.data).toEqual(PLAIN);
    expect(PLAIN?.wallet).toBe(1250.5);
    expect([...habitCountsSoFar().keys()]).toEqual([]);
  });

  it('numbers-as-strings and thousands-separators: "1,250.50" is ₹1250.50 exactly', async () => {
    replies['Webservices/profile'] = profileBody({ wallet: '1,250.50', setting: { withdrawal_amount: '500' }, limits: { minimum_recharge: '100', maximum_p2p: '25,000' } });
    const r = await call<typeof PLAIN>('profile');
    expect(r.data).toEqual(PLAIN);
    expect(counted('numbers-as-strings')).toBeGreaterThan(0);
    expect(counted('thousands-separators')).toBe(2);
  });

  it('status-as-string: status "1" is ok, "0" a failure', async () => {
    replies['Webservices/my_bets'] = { status: '1', msg: 'ok', data: [] };
    expect((await call('myBets')).kind).toBe('ok');
    replies['Webservices/my_bets'] = { status: '0', msg: 'Invalid user' };
    expect(await call('myBets')).toMatchObject({ kind: 'failure', message: 'Invalid user' });
    expect(counted('status-as-string')).toBe(2);
  });

  it('tinyint-booleans and word-booleans: the payment-mode flags read exactly', async () => {
    replies['Webservices/profile'] = profileBody({ setting: { isbank: '1', isUpi: '0' } });
    expect((await call<typeof PLAIN>('profile')).data?.setting).toMatchObject({ isbank: true, isUpi: false });
    replies['Webservices/profile'] = profileBody({ setting: { isbank: 'false', isUpi: 'true' } });
    expect((await call<typeof PLAIN>('profile')).data?.setting).toMatchObject({ isbank: false, isUpi: true });
    expect(counted('tinyint-booleans')).toBe(2);
    expect(counted('word-booleans')).toBe(2);
  });

  it('nulls: an empty column that has a default takes it; a null wallet is unknown, never ₹0', async () => {
    replies['Webservices/profile'] = profileBody({ wallet: null, limits: { minimum_recharge: null, maximum_p2p: null } });
    const p = (await call<typeof PLAIN>('profile')).data;
    expect(p).toMatchObject({ wallet: null, minimumRecharge: 100, maximumP2p: 0, lastWithdrawal: null });
    expect(counted('nulls')).toBeGreaterThan(0);
  });

  it('extra-columns are ignored', async () => {
    const market = { game_id: 3, match_id: 9, game_name: 'Gali', result: '45', active: 1, start_time: '09:00:00', end_time: '23:00:00', sequence: 1, datetime: '2026-01-10 09:00:00' };
    replies['Webservices/game_list'] = { status: 1, running_game: [market], upcomming_game: [] };
    const plain = (await call('gameList')).data;
    replies['Webservices/game_list'] = { status: 1, running_game: [{ ...market, updated_at: '2026-01-10 08:00:00', is_deleted: '0', created_by: 'admin' }], upcomming_game: [], server_time: 'x' };
    expect((await call('gameList')).data).toEqual(plain);
  });

  it('empty-list-object: { status: 0, msg: "No data found" } to a list call is an empty list, counted', async () => {
    replies['Webservices/my_bets'] = { status: 0, msg: 'No data found' };
    expect(await call('myBets')).toMatchObject({ kind: 'ok', data: [] });
    replies['Webservices/transaction_history'] = { status: '0', msg: 'No record found', data: [] };
    expect(await call('transactionHistory', { page: 1 })).toMatchObject({ kind: 'ok', data: [] });
    expect(counted('empty-list-object')).toBe(2);
    // any other failure stays a failure
    replies['Webservices/my_bets'] = { status: 0, msg: 'History is unavailable' };
    expect(await call('myBets')).toMatchObject({ kind: 'failure', message: 'History is unavailable' });
  });

  it('empty-list-404: HTTP 404 with a JSON body is an empty list; a 404 without one stays a failure', async () => {
    replies['Webservices/my_bets'] = raw(JSON.stringify({ status: 0, msg: 'No record found' }), { status: 404 });
    expect(await call('myBets')).toMatchObject({ kind: 'ok', data: [] });
    expect(counted('empty-list-404')).toBe(1);
    replies['Webservices/my_bets'] = raw('<h1>Not Found</h1>', { status: 404, type: 'text/html' });
    expect((await call('myBets')).kind).toBe('failure');
  });

  it('text-html: JSON sent as text/html; charset=UTF-8 reads the same, counted', async () => {
    replies['Webservices/profile'] = raw(JSON.stringify(profileBody()), { type: 'text/html; charset=UTF-8' });
    expect((await call('profile')).data).toEqual(PLAIN);
    expect(counted('text-html')).toBe(1);
  });

  it('bom: a byte-order mark before the JSON reads the same, counted', async () => {
    replies['Webservices/profile'] = raw(`\uFEFF${JSON.stringify(profileBody())}`);
    expect((await call('profile')).data).toEqual(PLAIN);
    expect(counted('bom')).toBe(1);
  });

  it('php-warning with a BOM and text/html together: the same values, each habit counted', async () => {
    const warning = '<br />\n<b>Warning</b>:  Undefined array key "x" in <b>/var/www/api/profile.php</b> on line <b>12</b><br />\n';
    replies['Webservices/profile'] = raw(`\uFEFF${warning}${JSON.stringify(profileBody({ wallet: '1,250.50' }))}`, { type: 'text/html; charset=UTF-8' });
    const r = await call('profile');
    expect(r.kind).toBe('ok');
    expect(r.data).toEqual(PLAIN);
    expect([counted('bom'), counted('php-warning'), counted('text-html')]).toEqual([1, 1, 1]);
  });

  it('times-hh-mm and times-12-hour: market times read as HH:MM:SS (12:xx AM is 00:xx)', async () => {
    const m = { game_id: 3, match_id: 9, game_name: 'Gali', result: '', active: 1, sequence: 1, datetime: '' };
    replies['Webservices/game_list'] = { status: 1, running_game: [{ ...m, start_time: '09:30', end_time: '12:15 AM' }], upcomming_game: [{ ...m, start_time: '9:30 PM', end_time: '12:05 pm' }] };
    const v = (await call<ReturnType<typeof pickMarkets>>('gameList')).data;
    expect([v.running[0]?.start_time, v.running[0]?.end_time, v.upcoming[0]?.start_time, v.upcoming[0]?.end_time]).toEqual(['09:30:00', '00:15:00', '21:30:00', '12:05:00']);
    expect(counted('times-hh-mm')).toBe(1);
    expect(counted('times-12-hour')).toBe(3);
  });

  it('dates-iso and dates-with-time: days read as the contract writes the field', async () => {
    replies['Webservices/transaction_history'] = { status: 1, data: [{ description: 'Recharge', date: '2026-01-10', time: '14:05:00', add_amount: '100', purpose: 'credit' }] };
    expect((await call<ReturnType<typeof pickWalletLines>>('transactionHistory', { page: 1 })).data[0]?.date).toBe('10-01-2026');
    replies['Webservices/game_details'] = { status: 1, data: [{ game_name: 'Gali', end_date: '2026-01-10 00:00:00', end_time: '23:00', result_date: '10-01-2026', result_time: '11:30 PM' }] };
    expect((await call('gameDetails', { gameId: '3' })).data).toEqual({ game_name: 'Gali', end_date: '2026-01-10', end_time: '23:00:00', result_date: '2026-01-10', result_time: '23:30:00' });
    expect(counted('dates-iso')).toBe(1);
    expect(counted('dates-with-time')).toBe(1);
  });
});

describe('other-spellings: every field of FIELD_SPELLINGS is read in either spelling (from that one table)', () => {
  /** The reply of each call with `field` spelled as given, and how its view shows it. */
  const CASES: Record<(typeof FIELD_SPELLINGS)[number]['call'], { body: (k: string) => unknown; read: (body: unknown) => unknown }> = {
    game_list: { body: (k) => ({ status: 1, running_game: [], [k]: [{ game_id: 1, game_name: 'Gali', start_time: '09:00:00', end_time: '10:00:00', active: 1 }] }), read: (b) => pickMarkets(b).upcoming[0]?.game_name },
    game_details: { body: (k) => ({ data: [{ [k]: 'Gali', end_date: '2026-01-10', end_time: '23:00:00', result_date: '2026-01-10', result_time: '23:30:00' }] }), read: (b) => pickGameInfo(b)?.game_name },
    profile: { body: (k) => ({ data: [{ ...profileBody().data[0], usercode: undefined, [k]: 'R123' }] }), read: (b) => pickProfile(b)?.usercode },
    transaction_history: { body: (k) => ({ data: [{ description: 'Recharge', date: '10-01-2026', time: '10:00:00', [k]: '1,250.50', purpose: 'credit' }] }), read: (b) => pickWalletLines(b)[0]?.amount },
    my_bets: { body: (k) => ({ data: [{ id: 1, game_name: 'Gali', type: 1, [k]: '45', money: '10', created_at: '2026-01-10 10:00:00', isResult: '0' }] }), read: (b) => pickBetLines(b)[0]?.game_number },
  };

  it.each(FIELD_SPELLINGS.map((s) => [`${s.call} ${s.field} / ${s.other}`, s] as const))('%s', (_n, s) => {
    const c = CASES[s.call];
    const contract = c.read(c.body(s.field));
    expect(contract === undefined || contract === '' || contract === null).toBe(false);
    expect(counted('other-spellings')).toBe(0);
    expect(c.read(c.body(s.other))).toEqual(contract);
    expect(counted('other-spellings')).toBe(1);
  });
});

describe('per field kind, whatever the habit, the view reads exactly (properties)', () => {
  const paise = fc.tuple(fc.integer({ min: 0, max: 9_99_99_999 }), fc.integer({ min: 0, max: 99 }));
  /** An amount as the contract or a PHP backend may write it. */
  const written = (r: number, p: number) => {
    const frac = `.${String(p).padStart(2, '0')}`;
    const value = Number(`${r}${frac}`);
    return fc.constantFrom<unknown>(value, `${r}${frac}`, `${String(r).replace(/\B(?=(\d{3})+$)/g, ',')}${frac}`, p === 0 ? String(r) : `${r}${frac}`).map((w) => ({ w, value }));
  };

  it('money: wallet, minimum withdrawal, bet amounts and wallet lines', () => {
    fc.assert(
      fc.property(paise.chain(([r, p]) => written(r, p)), ({ w, value }) => {
        expect(pickProfile(profileBody({ wallet: w, setting: { withdrawal_amount: w } }))).toMatchObject({ wallet: value, setting: { withdrawal_amount: value } });
        expect(pickBetLines({ data: [{ money: w }] })[0]?.money).toBe(value);
        expect(pickWalletLines({ data: [{ add_amount: w }] })[0]?.amount).toBe(value);
      }),
    );
  });

  it('times of day: market open/close times in any of the three forms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const hh = String(h).padStart(2, '0');
        const mm = String(m).padStart(2, '0');
        const twelve = `${h % 12 === 0 ? 12 : h % 12}:${mm} ${h < 12 ? 'AM' : 'PM'}`;
        for (const w of [`${hh}:${mm}:00`, `${hh}:${mm}`, twelve]) {
          expect(pickMarkets({ running_game: [{ start_time: w, end_time: w }] }).running[0]).toMatchObject({ start_time: `${hh}:${mm}:00`, end_time: `${hh}:${mm}:00` });
          expect(pickProfile(profileBody({ setting: { startwith: w } }))?.setting.startwith).toBe(`${hh}:${mm}`);
        }
      }),
    );
  });
});

describe('a list with no rows, in the calls that hold lists', () => {
  it('the market list and a result chart answered "No data found" are empty, not failures', async () => {
    replies['Webservices/game_list'] = { status: 0, msg: 'No data found' };
    expect(await call('gameList')).toMatchObject({ kind: 'ok', data: { running: [], upcoming: [] } });
    replies['Webservices/game_chart'] = raw(JSON.stringify({ status: 0, msg: 'No record found' }), { status: 404 });
    expect(await call('gameChart', { gameId: '3' })).toMatchObject({ kind: 'ok', data: { chart: [] } });
  });
});
