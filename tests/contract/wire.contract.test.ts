/**
 * Contract: the client (the RTK Query endpoints through a real store and the real base query) against the
 * simulator's HTTP server on 127.0.0.1. For every call of spec §7 the server's request journal
 * (GET /__sim/requests) must show exactly the spec's method, path, query names and field names; the encoding
 * (multipart form-data / JSON body / query string only) is read from the request as fetch sends it.
 */
import { api } from '../../src/api/api';
import { configureBaseQuery, resetBaseQueryConfig } from '../../src/api/baseQuery';
import { authApi } from '../../src/api/auth';
import { bettingApi } from '../../src/api/betting';
import { marketsApi } from '../../src/api/markets';
import { profileApi } from '../../src/api/profile';
import '../../src/api/chat';
import '../../src/api/promotion';
import '../../src/api/wallet';
import type { Normalized } from '../../src/api/normalize';
import { config } from '../../src/config';
import { setupStore, type AppStore } from '../../src/app/store';
import { startHttpSimulator } from '../../mock-server/http/server';
import { PLAYER_MOBILES } from '../../fixtures/factories';
import { SPEC_CALLS, USER, type SpecCall } from './calls';
import { JSON_CALL_NAMES, WEBSERVICE_NAMES } from '../../domain/wire';

interface JournalEntry {
  method: string;
  path: string;
  fields: Record<string, unknown>;
  httpStatus: number;
}

interface Sent {
  url: string;
  method: string;
  contentType: string | null;
  bodyKind: 'form-data' | 'json' | 'none' | 'other';
}

/** 12:00 IST on a fixed day, frozen: markets are open and the run is repeatable. */
const NOON_IST = Date.UTC(2024, 5, 15, 6, 30);
const PLAYER = PLAYER_MOBILES[0];

let sim: Awaited<ReturnType<typeof startHttpSimulator>>;
let store: AppStore;
const sent: Sent[] = [];

async function control<T>(method: string, path: string): Promise<T> {
  const res = await fetch(`${sim.url}/__sim/${path}`, { method });
  return (await res.json()) as T;
}

const journal = () => control<JournalEntry[]>('GET', 'requests?limit=50');
const clearJournal = () => control('DELETE', 'requests');

type Initiate = (arg: unknown) => { unwrap(): Promise<Normalized<unknown>>; unsubscribe?: () => void };
function initiate(name: string): Initiate {
  const e = (api.endpoints as unknown as Record<string, { initiate: Initiate } | undefined>)[name];
  if (!e) throw new Error(`no endpoint ${name}`);
  return e.initiate;
}

async function call(name: string, args: unknown): Promise<Normalized<unknown>> {
  const r = store.dispatch(initiate(name)(args) as never) as unknown as ReturnType<Initiate>;
  try {
    return await r.unwrap();
  } finally {
    r.unsubscribe?.();
  }
}

beforeAll(async () => {
  sim = await startHttpSimulator({ port: 0, host: '127.0.0.1', seed: 42, scenario: 'default', now: NOON_IST, frozen: true });
  configureBaseQuery({
    apiHost: `${sim.url}/`,
    // the app's own sim-mode credentials (src/config.ts), which the simulator expects by default
    credentials: config.credentials,
    fetchFn: (input, init) => {
      const req = new Request(input as string, init);
      const body = init?.body;
      sent.push({
        url: req.url,
        method: req.method,
        contentType: req.headers.get('content-type'),
        bodyKind: body === undefined || body === null ? 'none' : body instanceof FormData ? 'form-data' : typeof body === 'string' ? 'json' : 'other',
      });
      return fetch(req);
    },
  });
  store = setupStore({ session: { userId: '', mobile: '' } });

  // log in for real: step 1, read the OTP from the simulator's SMS inbox, step 2
  const step1 = await store.dispatch(authApi.endpoints.sendLoginOtp.initiate({ mobile: PLAYER })).unwrap();
  expect(step1.kind).toBe('ok');
  const sms = await control<Array<{ code: string }>>('GET', `sms?mobile=${PLAYER}`);
  const step2 = await store.dispatch(authApi.endpoints.verifyLogin.initiate({ mobile: PLAYER, otp: sms[0]!.code, refferal: '' })).unwrap();
  expect(step2.kind).toBe('ok');
  expect(store.getState().session.userId).not.toBe('');
});

afterAll(async () => {
  resetBaseQueryConfig();
  await sim?.close();
});

beforeEach(async () => {
  await clearJournal();
  sent.length = 0;
});

function splitPath(p: string): { path: string; query: URLSearchParams } {
  const u = new URL(p, 'http://x');
  return { path: u.pathname.replace(/^\//, ''), query: u.searchParams };
}

describe('contract: every spec §7 call, as the simulator received it', () => {
  const credentialNames = config.credentials.map((c) => c.name);

  it('the client sends the two app credentials the simulator expects', () => {
    expect(credentialNames).toHaveLength(2);
  });

  it('covers all 32 calls of spec §7 (20 form-data, 12 JSON-style)', () => {
    const calls = new Set(SPEC_CALLS.map((c) => (c.encoding === 'form-data' ? c.path : `${c.method} ${c.path}?${c.query?.action ?? ''}`)));
    expect([...calls].filter((c) => c.startsWith('Webservices/')).sort()).toEqual(WEBSERVICE_NAMES.map((n) => `Webservices/${n}`).sort());
    expect(calls.size).toBe(WEBSERVICE_NAMES.length + JSON_CALL_NAMES.length);
  });

  it.each(SPEC_CALLS.map((c) => [`${c.method} ${c.path} (${c.endpoint})`, c] as const))('%s', async (_label, spec: SpecCall) => {
    const userId = store.getState().session.userId;
    const result = await call(spec.endpoint, spec.args);
    expect(result.message).not.toBe('Invalid app credentials');

    const entries = await journal();
    expect(entries).toHaveLength(1);
    const entry = entries[0]!;
    const { path, query } = splitPath(entry.path);
    expect(entry.httpStatus).toBe(200); // every call has a route with state behind it: none answers 404
    expect(entry.method).toBe(spec.method);
    expect(path).toBe(spec.path);

    expect(sent).toHaveLength(1);
    const out = sent[0]!;
    expect(out.method).toBe(spec.method);

    const fieldNames = Object.keys(entry.fields);
    const queryNames = [...query.keys()];
    const bodyNames = fieldNames.filter((k) => !queryNames.includes(k));

    if (spec.encoding === 'form-data') {
      expect(out.bodyKind).toBe('form-data');
      expect(out.contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(queryNames).toEqual([]);
      expect(new Set(bodyNames)).toEqual(new Set([...credentialNames, ...spec.form!]));
      for (const c of config.credentials) expect(entry.fields[c.name]).toBe(c.value);
      if (spec.form!.includes('user_id')) expect(entry.fields.user_id).toBe(userId);
    } else {
      const want = Object.entries(spec.query ?? {}).map(([k, v]) => [k, v === USER ? userId : v]);
      expect([...query.entries()]).toEqual(want);
      if (spec.encoding === 'json') {
        expect(out.bodyKind).toBe('json');
        expect(out.contentType).toBe('application/json');
        expect(new Set(bodyNames)).toEqual(new Set(spec.body));
        expect(bodyNames).toHaveLength(spec.body!.length);
      } else {
        expect(out.bodyKind).toBe('none');
        expect(out.contentType).toBeNull();
        expect(bodyNames).toEqual([]);
      }
    }
    for (const c of credentialNames) if (spec.encoding !== 'form-data') expect(fieldNames).not.toContain(c);
  });

  it('game_bet carries game_type "1", the bet lines as a JSON string and the total', async () => {
    const lines = [{ bet_numbers: '12', bet_money: 10, type: 1 as const }];
    await call('placeBet', { gameId: '1', lines, total: 10 });
    const [entry] = await journal();
    expect(entry!.fields).toMatchObject({ game_id: '1', game_type: '1', bet_numbers: JSON.stringify(lines), grand_total: '10' });
  });
});

describe('contract: a real flow over HTTP', () => {
  it('profile, market list, a bet, and the wallet refetched after it', async () => {
    const profile = store.dispatch(profileApi.endpoints.profile.initiate());
    const before = await profile.unwrap();
    expect(before.kind).toBe('ok');
    expect(before.data?.mobile).toBe(PLAYER);

    const markets = await store.dispatch(marketsApi.endpoints.gameList.initiate()).unwrap();
    expect(markets.kind).toBe('ok');
    const open = markets.data.running.find((m) => m.active);
    expect(open).toBeDefined();

    const lines = [{ bet_numbers: '12', bet_money: 10, type: 1 as const }];
    const bet = await store.dispatch(bettingApi.endpoints.placeBet.initiate({ gameId: open!.game_id, lines, total: 10 })).unwrap();
    expect(bet.kind).toBe('ok');

    // invalidation: the subscribed profile refetches by itself
    // (however long a loaded machine takes: the test's timeout is the guard)
    let wallet = before.data!.wallet;
    for (;;) {
      const cur = profileApi.endpoints.profile.select()(store.getState()).data;
      wallet = cur?.data?.wallet ?? wallet;
      if (wallet !== before.data!.wallet) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(wallet).toBe(before.data!.wallet! - 10);
    profile.unsubscribe();
  });
});
