import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { delay, http, HttpResponse } from 'msw';
import { buildRequest, createBaseQuery, SESSION_USER, type ApiArgs } from '../../src/api/baseQuery';
import { MESSAGES } from '../../src/api/normalize';
import { clientClock, createClientClock } from '../../src/ui/clock';
import { WEBSERVICE_NAMES, WS_CALLS } from '../../domain/wire';
import { formOf, HOST, recordingServer } from './helpers';

const CREDS = [
  { name: 'app_id', value: 'test-app' },
  { name: 'app_key', value: 'test-key' },
];

function fakeApi(userId = '77'): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: (a: unknown) => a,
    getState: () => ({ session: { userId, mobile: '9000000001' } }),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  } as unknown as BaseQueryApi;
}

const { server, captured } = recordingServer({
  'Webservices/game_list': { status: '1', msg: 'Markets', running_game: [] },
  'api/game.php?action=bankcard': [{ name: 'A', account: '12' }],
  'Webservices/profile': () => new HttpResponse('<html><body><h1>Maintenance</h1></body></html>', { status: 200 }),
  'Webservices/updatefcm': () => new HttpResponse('Bad gateway', { status: 502, statusText: 'Bad Gateway' }),
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  captured.length = 0;
});
afterAll(() => server.close());

const bq = createBaseQuery({ apiHost: HOST, credentials: CREDS });
const run = (args: ApiArgs, userId?: string) => bq(args, fakeApi(userId), {});

describe('form-data calls (Webservices/*)', () => {
  it('POSTs multipart form-data with the credentials, the session user_id and the fields', async () => {
    const r = await run({ ws: 'game_bet', fields: { user_id: SESSION_USER, game_id: '3', game_type: '1', bet_numbers: '[]', grand_total: 10 } });
    // the result is the normalized reply as data (never an error) plus the call's description for the log
    expect(Object.keys(r).sort()).toEqual(['data', 'meta']);
    expect(r.data).toEqual({ kind: 'ok', message: 'ok', data: { status: 1, msg: 'ok' } });
    expect(r.meta).toEqual({ method: 'POST', path: 'Webservices/game_bet', status: 200, text: '{"status":1,"msg":"ok"}' });
    const c = captured[0]!;
    expect(c.method).toBe('POST');
    expect(c.path).toBe('Webservices/game_bet');
    expect(c.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(c.form).toEqual([
      ['app_id', 'test-app'],
      ['app_key', 'test-key'],
      ['user_id', '77'],
      ['game_id', '3'],
      ['game_type', '1'],
      ['bet_numbers', '[]'],
      ['grand_total', '10'],
    ]);
    expect(c.query).toEqual({});
  });

  it.each(['login', 'game_list', 'game_details'] as const)('%s does not send user_id', async (ws) => {
    await run({ ws, fields: ws === 'game_details' ? { game_id: '4' } : {} });
    expect(Object.keys(formOf(captured[0]))).not.toContain('user_id');
    expect(formOf(captured[0])).toMatchObject({ app_id: 'test-app', app_key: 'test-key' });
  });

  it('every other Webservices call sends user_id', () => {
    const withUser = WEBSERVICE_NAMES.filter((n) => 'user_id' in WS_CALLS[n].fields);
    expect(withUser).toHaveLength(17);
    expect(WEBSERVICE_NAMES.filter((n) => !withUser.includes(n))).toEqual(['login', 'game_list', 'game_details']);
    for (const ws of withUser) {
      const { init } = buildRequest({ ws, fields: { user_id: SESSION_USER } }, { apiHost: HOST, credentials: CREDS }, '5');
      expect((init.body as FormData).get('user_id')).toBe('5');
    }
  });

  it('a listed user_id wins; null/undefined fields are left out', async () => {
    await run({ ws: 'profile', fields: { user_id: '900', extra: undefined, other: null } });
    expect(captured[0]!.form).toEqual([
      ['app_id', 'test-app'],
      ['app_key', 'test-key'],
      ['user_id', '900'],
    ]);
  });

  it('works with a host given without a trailing slash', () => {
    expect(buildRequest({ ws: 'game_list' }, { apiHost: 'https://h.example', credentials: [] }, '').url).toBe(
      'https://h.example/Webservices/game_list',
    );
    expect(buildRequest({ ws: 'game_list' }, { apiHost: '/', credentials: [] }, '').url).toBe('/Webservices/game_list');
  });
});

describe('JSON-style calls (api/*.php)', () => {
  it('GET with the query string in order and user last; no body', async () => {
    const r = await run({ json: 'api/game.php', method: 'GET', query: { level: 2, action: 'inviterecord', page: 1 }, user: true });
    expect(r.data?.kind).toBe('ok');
    const c = captured[0]!;
    expect(c.method).toBe('GET');
    expect(c.path).toBe('api/game.php');
    expect(c.queryOrder).toEqual(['level', 'action', 'page', 'user']);
    expect(c.query).toEqual({ level: '2', action: 'inviterecord', page: '1', user: '77' });
  });

  it('POST with a JSON body and the query string; no credentials', async () => {
    await run({ json: 'api/game.php', method: 'POST', query: { action: 'p2ptransfer' }, user: true, body: { username: '9000000002', amount: '50' } });
    const c = captured[0]!;
    expect(c.method).toBe('POST');
    expect(c.contentType).toBe('application/json');
    expect(c.json).toEqual({ username: '9000000002', amount: '50' });
    expect(c.query).toEqual({ action: 'p2ptransfer', user: '77' });
  });

  it('without user: no user parameter', async () => {
    await run({ json: 'api/otp.php', method: 'GET', query: { num: '9000000001' } });
    expect(captured[0]!.query).toEqual({ num: '9000000001' });
  });

  it('plain array replies are ok data', async () => {
    const r = await run({ json: 'api/game.php', method: 'GET', query: { action: 'bankcard' }, user: true });
    expect(r.data).toEqual({ kind: 'ok', message: '', data: [{ name: 'A', account: '12' }] });
  });
});

describe('failures resolve as data, never throw', () => {
  it('an HTML page → failure for the player, its text kept for the log only', async () => {
    const r = await run({ ws: 'profile' });
    expect(r.data).toEqual({ kind: 'failure', message: MESSAGES.serverProblem, data: null, serverText: 'Maintenance', outcomeUnknown: true });
    expect('error' in r).toBe(false);
  });

  it('non-2xx → failure with the status text', async () => {
    const r = await run({ ws: 'updatefcm', fields: { token: 't' } });
    expect(r.data).toMatchObject({ kind: 'failure', message: 'Server error (502 Bad Gateway).' });
  });

  it('network error (fetch TypeError) → No internet connection', async () => {
    server.use(http.post(`${HOST}Webservices/game_list`, () => HttpResponse.error()));
    const r = await run({ ws: 'game_list' });
    expect(r.data).toEqual({ kind: 'failure', message: MESSAGES.offline, data: null, outcomeUnknown: true });
  });

  it('offline before sending (navigator.onLine false) → no request at all, a failure flagged notSent (the call certainly did not run)', async () => {
    let requests = 0;
    server.use(
      http.post(`${HOST}Webservices/game_bet`, () => {
        requests++;
        return HttpResponse.json({ status: 1, msg: 'Bet placed successfully!' });
      }),
    );
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const r = await run({ ws: 'game_bet', fields: { game_id: '3' } });
      expect(r.data).toEqual({ kind: 'failure', message: MESSAGES.offline, data: null, notSent: true });
      expect(requests).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
    expect((await run({ ws: 'game_bet', fields: { game_id: '3' } })).data).toMatchObject({ kind: 'ok' });
    expect(requests).toBe(1);
  });

  it('timeout → a clear failure message', async () => {
    server.use(
      http.post(`${HOST}Webservices/game_list`, async () => {
        await delay(2000);
        return HttpResponse.json({ status: 1 });
      }),
    );
    const quick = createBaseQuery({ apiHost: HOST, credentials: CREDS, timeoutMs: 50 });
    const r = await quick({ ws: 'game_list' }, fakeApi(), {});
    expect(r.data).toEqual({ kind: 'failure', message: MESSAGES.timeout, data: null, outcomeUnknown: true });
  });

  it('an injected fetch that throws something odd → generic failure', async () => {
    const odd = createBaseQuery({
      apiHost: HOST,
      credentials: CREDS,
      fetchFn: () => Promise.reject(new Error('boom')),
    });
    const r = await odd({ ws: 'game_list' }, fakeApi(), {});
    expect(r.data).toEqual({ kind: 'failure', message: MESSAGES.generic, data: null, outcomeUnknown: true });
  });

  it('reads the config getter on every call', async () => {
    let host = 'http://nowhere.invalid/';
    const dyn = createBaseQuery(() => ({ apiHost: host, credentials: CREDS }));
    host = HOST;
    const r = await dyn({ ws: 'game_list' }, fakeApi(), {});
    expect(r.data).toMatchObject({ kind: 'ok', message: 'Markets' });
  });
});

describe("the reply's Date header feeds the client clock", () => {
  const SERVER = Date.parse('2026-01-10T06:30:00Z');
  const dated = (date: string | null, status = 200) => () => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (date !== null) headers.date = date;
    return new HttpResponse(JSON.stringify({ status: 1, msg: 'ok' }), { status, headers });
  };

  it('a phone clock that is off moves to the server time; one within 1.5 s is left alone', async () => {
    const clock = createClientClock(() => SERVER + 86_400_000); // the phone is a day ahead
    const withClock = createBaseQuery({ apiHost: HOST, credentials: CREDS, clock });
    server.use(http.all(`${HOST}Webservices/game_list`, dated(new Date(SERVER).toUTCString())));
    await withClock({ ws: 'game_list' }, fakeApi(), {});
    expect(clock.now()).toBe(SERVER);
    const seen = vi.fn();
    clock.subscribe(seen);
    server.use(http.all(`${HOST}Webservices/game_list`, dated(new Date(SERVER - 1000).toUTCString())));
    await withClock({ ws: 'game_list' }, fakeApi(), {});
    expect(clock.now()).toBe(SERVER);
    expect(seen).not.toHaveBeenCalled();
  });

  it('failure replies carry the time too (an error page is still the server speaking)', async () => {
    const clock = createClientClock(() => SERVER + 60_000);
    const withClock = createBaseQuery({ apiHost: HOST, credentials: CREDS, clock });
    server.use(http.all(`${HOST}Webservices/game_list`, dated(new Date(SERVER).toUTCString(), 502)));
    const r = await withClock({ ws: 'game_list' }, fakeApi(), {});
    expect(r.data?.kind).toBe('failure');
    expect(clock.now()).toBe(SERVER);
  });

  it('a missing or unreadable header never moves the clock (a real API behind CORS may not expose it)', async () => {
    const device = SERVER + 86_400_000;
    const clock = createClientClock(() => device);
    const withClock = createBaseQuery({ apiHost: HOST, credentials: CREDS, clock });
    server.use(http.all(`${HOST}Webservices/game_list`, dated(null)));
    await withClock({ ws: 'game_list' }, fakeApi(), {});
    server.use(http.all(`${HOST}Webservices/game_list`, dated('soon')));
    await withClock({ ws: 'game_list' }, fakeApi(), {});
    expect(clock.now()).toBe(device);
    expect(clock.version()).toBe(0);
  });

  it("the app's base query feeds the app clock by default", async () => {
    try {
      server.use(http.all(`${HOST}Webservices/game_list`, dated(new Date(SERVER).toUTCString())));
      await run({ ws: 'game_list' });
      expect(Math.abs(clientClock.now() - SERVER)).toBeLessThan(1000);
    } finally {
      clientClock.reset();
    }
  });
});
