import { api } from '../../src/api/api';
import { authApi } from '../../src/api/auth';
import { bettingApi } from '../../src/api/betting';
import { chatApi } from '../../src/api/chat';
import { marketsApi } from '../../src/api/markets';
import { profileApi } from '../../src/api/profile';
import { promotionApi } from '../../src/api/promotion';
import { walletApi } from '../../src/api/wallet';
import type { Normalized } from '../../src/api/normalize';
import { setupStore, type AppStore } from '../../src/app/store';
import { SPEC_CALLS, USER } from '../contract/calls';
import { formOf, setupRecordingApi, type Captured } from './helpers';

const CREDS = [
  { name: 'app_id', value: 'test-app' },
  { name: 'app_key', value: 'test-key' },
];

const { captured, replies } = setupRecordingApi(CREDS);

function freshStore(userId = '77'): AppStore {
  return setupStore({ session: { userId, mobile: '9000000001' } });
}

type Initiate = (arg: unknown, opts?: unknown) => { unwrap(): Promise<unknown>; unsubscribe?: () => void } & PromiseLike<unknown>;
function endpoint(name: string): { initiate: Initiate } {
  const e = (api.endpoints as unknown as Record<string, { initiate: Initiate } | undefined>)[name];
  if (!e) throw new Error(`no endpoint ${name}`);
  return e;
}

async function call(store: AppStore, name: string, args: unknown): Promise<Normalized<unknown>> {
  const r = store.dispatch(endpoint(name).initiate(args) as never) as unknown as { unwrap(): Promise<Normalized<unknown>>; unsubscribe?: () => void };
  try {
    return await r.unwrap();
  } finally {
    r.unsubscribe?.();
  }
}

/** Waits for the calls, however long a loaded machine takes (the test's timeout is the guard). */
async function until(pred: () => boolean): Promise<void> {
  while (!pred()) await new Promise((r) => setTimeout(r, 5));
}

const count = (path: string) => captured.filter((c: Captured) => c.path === path).length;

describe('every spec §7 call sends exactly its method, path, fields and encoding', () => {
  it('covers all 33 calls (20 Webservices paths, login in two steps, 12 JSON)', () => {
    expect(SPEC_CALLS).toHaveLength(33);
    expect(new Set(SPEC_CALLS.map((c) => c.endpoint)).size).toBe(33);
  });

  it.each(SPEC_CALLS.map((c) => [c.endpoint, c] as const))('%s', async (_name, spec) => {
    const store = freshStore();
    const result = await call(store, spec.endpoint, spec.args);
    expect(['ok', 'warning', 'failure']).toContain(result.kind);
    expect(captured).toHaveLength(1);
    const c = captured[0]!;
    expect(c.method).toBe(spec.method);
    expect(c.path).toBe(spec.path);
    if (spec.encoding === 'form-data') {
      expect(c.contentType).toMatch(/^multipart\/form-data/);
      const names = (c.form ?? []).map(([k]) => k);
      expect(names.slice(0, 2)).toEqual(['app_id', 'app_key']);
      expect(new Set(names.slice(2))).toEqual(new Set(spec.form));
      expect(names.length - 2).toBe(spec.form!.length);
      if (spec.form!.includes('user_id')) expect(formOf(c).user_id).toBe('77');
      expect(c.query).toEqual({});
    } else {
      const want = Object.fromEntries(Object.entries(spec.query ?? {}).map(([k, v]) => [k, v === USER ? '77' : v]));
      expect(c.query).toEqual(want);
      if (spec.encoding === 'json') {
        expect(c.contentType).toBe('application/json');
        expect(Object.keys(c.json as object).sort()).toEqual([...spec.body!].sort());
      } else {
        expect(c.json).toBeUndefined();
        expect(c.form).toBeNull();
      }
    }
  });

  it('game_bet: game_type is "1", bet_numbers is the JSON of the lines, grand_total the total', async () => {
    const store = freshStore();
    const lines = [{ bet_numbers: '07', bet_money: 20, type: 1 as const }];
    await call(store, 'placeBet', { gameId: '9', lines, total: 20 });
    expect(formOf(captured[0])).toMatchObject({ game_id: '9', game_type: '1', bet_numbers: JSON.stringify(lines), grand_total: '20' });
  });

  it('verifyLogin without an agent id does not send agentId', async () => {
    await call(freshStore(''), 'verifyLogin', { mobile: '9000000010', otp: '1', refferal: '' });
    expect(Object.keys(formOf(captured[0]))).toEqual(['app_id', 'app_key', 'mobile', 'otp', 'refferal']);
  });
});

describe('reply shaping', () => {
  it('profile: numbers from strings, settings, user_Data', async () => {
    replies['Webservices/profile'] = {
      error: false,
      message: 'Profile',
      data: [
        {
          wallet: '1,250',
          balance: '1250.50',
          usercode: '9000000001',
          mobile: '9000000001',
          name: 'P',
          setting: { contact_info: 'x', withdrawal_amount: '500', startwith: '09:00', endwith: '21:00', isbank: '1', isUpi: 0 },
          lastWithdrawal: null,
        },
      ],
      user_Data: [{ balance: '1250' }, {}, {}, {}, {}, { minimum_recharge: '200', maximum_p2p: '5000' }],
    };
    const r = await call(freshStore(), 'profile', undefined);
    expect(r).toMatchObject({
      kind: 'ok',
      message: 'Profile',
      data: {
        wallet: 1250,
        balance: 1250.5,
        mobile: '9000000001',
        setting: { withdrawal_amount: 500, startwith: '09:00', endwith: '21:00', isbank: true, isUpi: false },
        minimumRecharge: 200,
        maximumP2p: 5000,
        userDataBalance: 1250,
        lastWithdrawal: null,
      },
    });
  });

  it('profile failure: data null, server message', async () => {
    replies['Webservices/profile'] = { error: true, message: 'User not found', data: [] };
    expect(await call(freshStore(), 'profile', undefined)).toEqual({ kind: 'failure', message: 'User not found', data: null });
  });

  it('game_list: upcoming sorted by sequence then datetime; active parsed', async () => {
    const m = (id: number, sequence: string, datetime: string, active = '1') => ({
      game_id: id, match_id: `${id}0`, game_name: `G${id}`, result: '**', active, start_time: '', end_time: '', sequence, datetime,
    });
    replies['Webservices/game_list'] = {
      status: 1,
      msg: '',
      LastResult: [{ game_name: 'Gali', number: 7 }],
      running_game: [m(1, '1', '2024-01-01 10:00:00', '0')],
      upcomming_game: [m(2, '2', '2024-01-01 09:00:00'), m(3, '1', '2024-01-01 12:00:00'), m(4, '1', '2024-01-01 11:00:00')],
      banner: [{ banner_img: 'a.png' }],
      notice: [{ text_msg: '<b>Hi</b>' }],
    };
    const r = (await call(freshStore(), 'gameList', undefined)) as Normalized<{ upcoming: Array<{ game_id: string }>; running: Array<{ active: boolean }>; lastResult: unknown[] }>;
    expect(r.data.upcoming.map((x) => x.game_id)).toEqual(['4', '3', '2']);
    expect(r.data.running[0]!.active).toBe(false);
    expect(r.data.lastResult).toEqual([{ game_name: 'Gali', number: '7' }]);
  });

  it('login step 1: purpose parsed; nobody is logged in', async () => {
    replies['Webservices/login'] = { status: '1', msg: 'OTP sent', purpose: '1' };
    const store = freshStore('');
    const r = await call(store, 'sendLoginOtp', { mobile: '9000000010' });
    expect(r).toEqual({ kind: 'ok', message: 'OTP sent', data: { id: '', purpose: 1, status: 1 } });
    expect(store.getState().session.userId).toBe('');
  });

  it('login step 2: status 1 and an id → loggedIn({ userId, mobile })', async () => {
    replies['Webservices/login'] = { status: 1, msg: 'Welcome', id: 42 };
    const store = freshStore('');
    const r = await call(store, 'verifyLogin', { mobile: '9000000010', otp: '1234', refferal: '' });
    expect(r).toMatchObject({ kind: 'ok', data: { id: '42' } });
    expect(store.getState().session).toEqual({ userId: '42', mobile: '9000000010' });
  });

  it('login step 2: status 1 without an id is a failure and does not log in', async () => {
    replies['Webservices/login'] = { status: 1, msg: '', id: '' };
    const store = freshStore('');
    const r = await call(store, 'verifyLogin', { mobile: '9000000010', otp: '1234', refferal: '' });
    expect(r).toMatchObject({ kind: 'failure', message: 'Login failed. Please try again.' });
    expect(store.getState().session.userId).toBe('');
  });

  it('login step 2: wrong OTP keeps the server message', async () => {
    replies['Webservices/login'] = { status: 0, msg: 'Invalid OTP' };
    const store = freshStore('');
    expect(await call(store, 'verifyLogin', { mobile: '1', otp: '2', refferal: '' })).toMatchObject({ kind: 'failure', message: 'Invalid OTP' });
    expect(store.getState().session.userId).toBe('');
  });

  it('p2p: array reply, wallet parsed; failure message from the first element', async () => {
    replies['api/game.php?action=p2ptransfer'] = [{ status: '1', wallet: '90', message: 'Done' }];
    expect(await call(freshStore(), 'p2pTransfer', { username: '1', amount: '10' })).toEqual({ kind: 'ok', message: 'Done', data: { wallet: 90 } });
    replies['api/game.php?action=p2ptransfer'] = [{ status: 0, wallet: '100', message: 'User not found' }];
    expect(await call(freshStore(), 'p2pTransfer', { username: '1', amount: '10' })).toMatchObject({ kind: 'failure', message: 'User not found' });
  });

  it('bank cards: first item, placeholder means none saved', async () => {
    const bank = { name: 'A', bankname: 'SBI', account: '12', ifsc: 'SBIN', upi: 'a@b', mobile: '9', city: '', state: '' };
    replies['api/game.php?action=bankcard'] = [bank];
    expect(await call(freshStore(), 'bankCard', undefined)).toEqual({ kind: 'ok', message: '', data: { cards: [bank], bank } });
    replies['api/bankcard.php?action=bankcard'] = [{ ...bank, account: '1111111111', ifsc: 'Not Addeed', upi: '' }];
    expect(await call(freshStore(), 'bankDetail', undefined)).toMatchObject({ kind: 'ok', data: { bank: null } });
  });

  it("add bank card: 'success' → ok, any other status string → failure carrying it", async () => {
    const args = { name: 'A', bankname: 'B', account: '1', ifsc: 'I', upi: 'u', mobile: 'm', otp: 'o', city: '', state: '' };
    replies['api/game.php?action=addbankcard'] = { status: 'success' };
    expect(await call(freshStore(), 'addBankCard', args)).toEqual({ kind: 'ok', message: '', data: null });
    replies['api/game.php?action=addbankcard'] = { status: 'Invalid OTP' };
    expect(await call(freshStore(), 'addBankCard', args)).toEqual({ kind: 'failure', message: 'Invalid OTP', data: null });
  });

  it('register: array with error and status', async () => {
    replies['api/auth.php?action=addusers'] = [{ error: true, status: 0, message: 'Mobile already registered' }];
    const args = { name: 'n', otp: '1', username: '2', password: 'p', refcode: 'r' };
    expect(await call(freshStore(), 'register', args)).toEqual({ kind: 'failure', message: 'Mobile already registered', data: null });
  });

  it('otp.php: return flag', async () => {
    replies['api/otp.php'] = { return: false };
    expect(await call(freshStore(), 'sendOtp', { mobile: '1' })).toMatchObject({ kind: 'failure' });
    replies['api/otp.php'] = { return: true };
    expect(await call(freshStore(), 'sendOtp', { mobile: '1' })).toMatchObject({ kind: 'ok' });
  });

  it('lists: rows with numbers parsed', async () => {
    replies['Webservices/my_bets'] = { status: 1, msg: '', data: [{ id: 5, game_name: 'G', type: '2', game_number: '3', money: '50', created_at: 'x', isResult: '0' }] };
    expect((await call(freshStore(), 'myBets', undefined)).data).toEqual([
      { id: '5', game_name: 'G', type: 2, game_number: '3', money: 50, created_at: 'x', isResult: '0' },
    ]);
    replies['api/game.php?action=inviterecord'] = [{ username: '98****10', water_reward: '1.5', first_reward: '10' }];
    expect((await call(freshStore(), 'inviteRecord', { level: 1 })).data).toEqual([{ username: '98****10', water_reward: 1.5, first_reward: 10 }]);
    replies['api/promotion.php?action=getuserinfo'] = { error: false, message: '', data: [{ level1: '3', level2: '0', level3: '1', people: '4', con: '12.5', bonus: '40', usercode: '9' }] };
    expect((await call(freshStore(), 'promotion', undefined)).data).toEqual({ level1: 3, level2: 0, level3: 1, people: 4, con: 12.5, bonus: 40, usercode: '9' });
    replies['Webservices/chatlist'] = { status: 1, msg: '', data: [{ id: '1', name: 'G', verified: '1', messages: 0, unread: '2', TotalMember: '10' }] };
    expect((await call(freshStore(), 'chatList', undefined)).data).toMatchObject([{ id: '1', groupid: '1', verified: true, messages: false, unread: 2, TotalMember: 10 }]);
    replies['Webservices/game_rule'] = { status: 1, msg: '', jodirate: '9800', hurfrate: '980', data: { description: 'Rules' } };
    expect((await call(freshStore(), 'gameRule', undefined)).data).toEqual({ jodirate: 9800, hurfrate: 980, description: 'Rules' });
    replies['Webservices/add_money_gateway'] = { status: 1, msg: '', url: 'https://pay.example/x' };
    expect((await call(freshStore(), 'addMoney', { amount: 100 })).data).toEqual({ url: 'https://pay.example/x' });
  });

  it('a reply of the wrong shape is not a crash', async () => {
    replies['Webservices/game_list'] = { status: 1, msg: '', running_game: 'nope', upcomming_game: [null, 5] };
    const r = await call(freshStore(), 'gameList', undefined);
    expect(r.kind).toBe('ok');
    expect((r.data as { running: unknown[] }).running).toEqual([]);
  });
});

describe('freshness: tags and invalidation', () => {
  async function subscribed(store: AppStore, name: string, arg: unknown) {
    const sub = store.dispatch(endpoint(name).initiate(arg) as never) as unknown as { unsubscribe(): void } & PromiseLike<unknown>;
    await sub;
    // not the thenable itself: an async function would unwrap it
    return { unsubscribe: () => sub.unsubscribe() };
  }

  it('after placeBet the profile (wallet) and bet lists refetch', async () => {
    const store = freshStore();
    const p = await subscribed(store, 'profile', undefined);
    const b = await subscribed(store, 'myBets', undefined);
    const h = await subscribed(store, 'transactionHistory', { page: 1 });
    const g = await subscribed(store, 'gameList', undefined);
    expect(count('Webservices/profile')).toBe(1);
    await store.dispatch(bettingApi.endpoints.placeBet.initiate({ gameId: '1', lines: [], total: 0 }));
    await until(() => count('Webservices/profile') === 2 && count('Webservices/my_bets') === 2 && count('Webservices/transaction_history') === 2);
    expect(count('Webservices/game_list')).toBe(1);
    [p, b, h, g].forEach((s) => s.unsubscribe());
  });

  it.each([
    ['cancelBet', { betId: '1' }, ['Webservices/profile', 'Webservices/my_bets']],
    ['addMoney', { amount: 100 }, ['Webservices/profile', 'Webservices/transaction_history']],
    ['withdrawMoney', { amount: '1', number: '', type: 'Bank', bank_ac_no: '', ifsc_code: '', ac_holder_name: '', bank_name: '' }, ['Webservices/profile']],
    ['bankcardWithdrawal', { amount: '1', number: '', type: 'Bank', bank_ac_no: '', ifsc_code: '', ac_holder_name: '', bank_name: '' }, ['Webservices/profile']],
    ['p2pTransfer', { username: '1', amount: '1' }, ['Webservices/profile', 'Webservices/transaction_history']],
    ['addBankCard', { name: '', bankname: '', account: '', ifsc: '', upi: '', mobile: '', otp: '', city: '', state: '' }, ['api/game.php', 'Webservices/profile']],
  ])('after %s the affected queries refetch', async (name, args, paths) => {
    const store = freshStore();
    const subs = [
      await subscribed(store, 'profile', undefined),
      await subscribed(store, 'myBets', undefined),
      await subscribed(store, 'transactionHistory', { page: 1 }),
      await subscribed(store, 'bankCard', undefined),
    ];
    const before = Object.fromEntries(paths.map((p) => [p, count(p)]));
    await call(store, name, args);
    await until(() => paths.every((p) => count(p) === before[p]! + 1 + (p === 'api/game.php' && name === 'addBankCard' ? 1 : 0)));
    subs.forEach((s) => s.unsubscribe());
  });

  it('a failed bet still refetches (the outcome may be unknown)', async () => {
    replies['Webservices/game_bet'] = { status: 0, msg: 'Market closed' };
    const store = freshStore();
    const p = await subscribed(store, 'profile', undefined);
    const r = await store.dispatch(bettingApi.endpoints.placeBet.initiate({ gameId: '1', lines: [], total: 0 })).unwrap();
    expect(r).toEqual({ kind: 'failure', message: 'Market closed', data: null });
    await until(() => count('Webservices/profile') === 2);
    p.unsubscribe();
  });

  it('domain api objects are the one api', () => {
    for (const a of [bettingApi, marketsApi, profileApi, walletApi, authApi, promotionApi, chatApi]) expect(a.reducerPath).toBe('api');
  });
});
