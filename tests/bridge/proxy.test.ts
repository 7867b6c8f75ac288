/**
 * The live-backend bridge (npm run proxy) in front of the simulator's HTTP server:
 * - the client's every spec §7 call through it: each forwarded unchanged, zero deviations from docs/openapi.json;
 * - in front of a deliberately drifted backend (a renamed field, `status` as a string, a PHP fatal-error page, a slow
 *   reply): each drift reported once per kind, naming the wire type of domain/wire.ts it contradicts, the reply
 *   handed to the client byte for byte;
 * - nothing it writes (report, HTML, recording) carries the player's mobile, OTP, password, account number or the
 *   app credential values.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { goLive } from '../../bridge/golive';
import { TRAFFIC_FILE, type RecordedExchange } from '../../domain/bridgeRecording';
import { worldFromRecording } from '../../mock-server/recordings/worldFromBridge';
import { replayRecording } from '../../mock-server/recordings/replayBridge';
import { simulatorFromState } from '../../mock-server/simulator';
import { startProxy, type BridgeProxy } from '../../bridge/proxy';
import { startHttpSimulator } from '../../mock-server/http/server';
import { api } from '../../src/api/api';
import { configureBaseQuery, resetBaseQueryConfig } from '../../src/api/baseQuery';
import { authApi } from '../../src/api/auth';
// every endpoint the calls below use is injected by its module
import '../../src/api/betting';
import '../../src/api/chat';
import '../../src/api/markets';
import '../../src/api/profile';
import '../../src/api/promotion';
import '../../src/api/wallet';
import type { Normalized } from '../../src/api/normalize';
import { config } from '../../src/config';
import { setupStore, type AppStore } from '../../src/app/store';
import { PLAYER_MOBILES } from '../../fixtures/factories';
import { SPEC_CALLS } from '../contract/calls';

const NOON_IST = Date.UTC(2024, 5, 15, 6, 30);
const PLAYER = PLAYER_MOBILES[0] as string;
const SECRETS = config.credentials.map((c) => c.value);

type Initiate = (arg: unknown) => { unwrap(): Promise<Normalized<unknown>>; unsubscribe?: () => void };
async function call(store: AppStore, name: string, args: unknown): Promise<Normalized<unknown>> {
  const e = (api.endpoints as unknown as Record<string, { initiate: Initiate }>)[name];
  if (!e) throw new Error(`no endpoint ${name}`);
  const r = store.dispatch(e.initiate(args) as never) as unknown as ReturnType<Initiate>;
  try {
    return await r.unwrap();
  } finally {
    r.unsubscribe?.();
  }
}

let sim: Awaited<ReturnType<typeof startHttpSimulator>>;
beforeAll(async () => {
  sim = await startHttpSimulator({ port: 0, host: '127.0.0.1', seed: 42, scenario: 'default', now: NOON_IST, frozen: true });
});
afterAll(async () => {
  resetBaseQueryConfig();
  await sim?.close();
});

/** A store pointed at `host`, logged in as PLAYER through it; returns the OTP used. */
async function loggedIn(host: string): Promise<{ store: AppStore; otp: string }> {
  configureBaseQuery({ apiHost: host, credentials: config.credentials });
  const store = setupStore({ session: { userId: '', mobile: '' } });
  expect((await store.dispatch(authApi.endpoints.sendLoginOtp.initiate({ mobile: PLAYER })).unwrap()).kind).toBe('ok');
  const otp = sim.sim.lastOtp(PLAYER) as string;
  expect((await store.dispatch(authApi.endpoints.verifyLogin.initiate({ mobile: PLAYER, otp, refferal: '' })).unwrap()).kind).toBe('ok');
  return { store, otp };
}

describe('bridge in front of the simulator', () => {
  let proxy: BridgeProxy;
  const dir = mkdtempSync(join(tmpdir(), 'bridge-'));
  afterAll(() => proxy?.close());

  it("every spec §7 call passes unchanged and matches the contract: zero deviations", async () => {
    proxy = await startProxy({ upstream: `${sim.url}/`, port: 0, secrets: SECRETS, recordDir: dir, credentialNames: config.credentials.map((c) => c.name) });
    const { store, otp } = await loggedIn(proxy.url);
    for (const spec of SPEC_CALLS) {
      const r = await call(store, spec.endpoint, spec.args);
      expect(r.message, spec.endpoint).not.toBe('Invalid app credentials');
    }
    // a withdrawal with the bank fields and an add-bank-card with its OTP, so the recording has them to hide
    await call(store, 'withdrawMoney', { amount: '600', number: '', type: 'Bank', bank_ac_no: '123456789012', ifsc_code: 'SBIN0001234', ac_holder_name: 'Ravi Kumar', bank_name: 'SBI' });
    await proxy.settled();
    const s = proxy.report.summary();
    expect(s.calls.flatMap((c) => c.deviations.map((d) => `${c.call}: ${d.side} ${d.kind} at ${d.at} (${d.wireType})`))).toEqual([]);
    expect(s.requests).toBe(SPEC_CALLS.length + 3);
    expect(s.matched).toBe(s.requests);
    expect(s.calls.map((c) => c.call).sort()).toEqual(expect.arrayContaining(['game_bet', 'p2pTransfer', 'withdraw_money', 'otp', 'betRec']));

    // redaction: none of the player's secrets, identity or the credentials in anything written
    const written = [readFileSync(join(dir, 'traffic.jsonl'), 'utf8'), proxy.report.html(), proxy.report.table(), JSON.stringify(s)].join('\n');
    for (const secret of [PLAYER, otp, '123456789012', 'Ravi Kumar', ...SECRETS]) expect(written.includes(secret), secret).toBe(false);
    expect(written).toContain('******');
  });

  it('GET /__bridge/drift answers the summary (for the QA panel), and is never forwarded', async () => {
    const res = await fetch(`${proxy.url}__bridge/drift`);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as { drift: number; requests: number };
    expect(body.drift).toBe(0);
    expect(body.requests).toBeGreaterThan(30);
  });
});

describe('a recording made through the bridge becomes a simulator world (npm run scenario:from-recording)', () => {
  it('the markets with their times and results, the rates and settings, and a player with the recorded wallet and open bets', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bridge-rec-'));
    const proxy = await startProxy({ upstream: `${sim.url}/`, port: 0, secrets: SECRETS, recordDir: dir });
    try {
      const { store } = await loggedIn(proxy.url);
      const markets = (await call(store, 'gameList', undefined)) as Normalized<{ running: Array<{ game_id: string; active: boolean }> }>;
      const open = markets.data.running.find((m) => m.active)!;
      const lines = [{ bet_numbers: '42', bet_money: 10, type: 1 as const }];
      expect((await call(store, 'placeBet', { gameId: open.game_id, lines, total: 10 })).kind).toBe('ok');
      store.dispatch(api.util.resetApiState());
      for (const [name, args] of [['gameRule', undefined], ['profile', undefined], ['myBets', undefined], ['gameList', undefined], ['gameDetails', { gameId: open.game_id }], ['gameChart', { gameId: open.game_id }]] as const) await call(store, name, args);
      await proxy.settled();
    } finally {
      await proxy.close();
    }
    const recorded = readFileSync(join(dir, TRAFFIC_FILE), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as RecordedExchange);
    const { state, summary, notes } = worldFromRecording(recorded, { name: 'recorded', now: NOON_IST });
    // every reply of the simulator is read in full: nothing to note
    expect(notes).toEqual([]);
    const derived = simulatorFromState(state, () => NOON_IST)!;
    expect(derived).not.toBeNull();
    const source = sim.sim;
    const times = (w: typeof source) => w.state.markets.list.map((m) => [m.id, m.name, m.open, m.close]).sort();
    expect(times(derived)).toEqual(times(source));
    // the result time where game_details was recorded (elsewhere an hour after the close)
    const resultOf = (w: typeof source, id: string) => w.state.markets.list.find((m) => m.id === id)?.result;
    const openId = recorded.find((l) => l.call === 'game_details')!.body!.game_id as string;
    expect(resultOf(derived, openId)).toBe(resultOf(source, openId));
    const openMarket = derived.state.markets.list.find((m) => m.results.length > 0);
    expect(openMarket, 'a market with its recorded results').toBeDefined();
    expect(derived.state.settings).toMatchObject({ jodiRate: source.state.settings.jodiRate, hurfRate: source.state.settings.hurfRate, withdrawStart: source.state.settings.withdrawStart, minWithdrawal: source.state.settings.minWithdrawal, autoResults: false });
    expect(summary.player.balance).toBe(source.balance(source.userByMobile(PLAYER)!.id));
    expect(derived.balance(summary.player.id)).toBe(summary.player.balance);
    expect(summary.openBetsPlaced).toBeGreaterThanOrEqual(1);
    expect(derived.userBets(summary.player.id, { status: ['open'] }).map((b) => b.number)).toContain('42');

    // and it replays against the simulator (npm run sim:replay -- DIR/traffic.jsonl): every call answered with the
    // same kind and shape as recorded
    const replay = await replayRecording(recorded, config.credentials, { now: NOON_IST });
    expect(replay.calls).toBe(recorded.length);
    expect(replay.differences).toEqual([]);
    // a recorded reply the simulator would not give is reported with both shapes
    const drifted = structuredClone(recorded);
    const bet = drifted.find((l) => l.call === 'game_bet')!;
    bet.reply = { status: 0, msg: 'Market closed' };
    const report = await replayRecording(drifted, config.credentials, { now: NOON_IST });
    expect(report.differences).toEqual([{ index: drifted.indexOf(bet), call: 'game_bet', recorded: { http: 200, verdict: 'failure', fields: ['msg', 'status'] }, replayed: { http: 200, verdict: 'ok', fields: ['msg', 'status'] } }]);
  });
});

describe('bridge in front of a drifted backend', () => {
  let drifted: Server;
  let proxy: BridgeProxy;
  const drift: string[] = [];
  const SLOW_MS = 300;
  /** the bridge's clock: it moves only when the backend is slow on purpose, however busy the machine is */
  let clock = 0;

  beforeAll(async () => {
    // the simulator, altered on the way: each call shows one kind of drift
    drifted = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const path = req.url ?? '/';
      if (path.includes('Webservices/game_chart')) {
        res.writeHead(500, { 'content-type': 'text/html' });
        res.end('<br />\n<b>Fatal error</b>: Uncaught PDOException: SQLSTATE[HY000] Too many connections in /var/www/api/Webservices.php on line 88<br />');
        return;
      }
      const up = await fetch(`${sim.url}${path}`, { method: req.method, headers: req.headers as Record<string, string>, body: chunks.length ? Buffer.concat(chunks) : undefined });
      let text = await up.text();
      if (path.includes('Webservices/game_rule')) text = text.replace('"jodirate"', '"jodi_rate"');
      if (path.includes('Webservices/game_list')) text = text.replace(/"status":1/, '"status":"1"');
      if (path.includes('Webservices/my_bets')) clock += SLOW_MS + 200;
      res.writeHead(up.status, { 'content-type': up.headers.get('content-type') ?? 'application/json', 'x-drifted': 'yes' });
      res.end(text);
    });
    await new Promise<void>((r) => drifted.listen(0, '127.0.0.1', r));
    const addr = drifted.address() as { port: number };
    proxy = await startProxy({ upstream: `http://127.0.0.1:${addr.port}/`, port: 0, slowMs: SLOW_MS, now: () => clock, secrets: SECRETS, onDrift: (c, d) => drift.push(`${c}: ${d.kind}`) });
  });
  afterAll(async () => {
    await proxy?.close();
    await new Promise((r) => drifted?.close(r));
  });

  it('reports each drift once per kind, naming the wire type; the client gets the reply as the backend sent it', async () => {
    const { store } = await loggedIn(proxy.url);
    for (let i = 0; i < 2; i++) {
      store.dispatch(api.util.resetApiState());
      await call(store, 'gameRule', undefined);
      await call(store, 'gameList', undefined);
      await call(store, 'myBets', undefined);
      await call(store, 'gameChart', { gameId: '1' });
    }
    await proxy.settled();
    const calls = Object.fromEntries(proxy.report.summary().calls.map((c) => [c.call, c]));
    const kinds = (name: string) => calls[name]!.deviations.map((d) => [d.side, d.kind, d.at, d.wireType, d.count]).sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    expect(kinds('game_rule')).toEqual([
      ['reply', 'missing field', '/jodirate', "WebserviceCalls['game_rule']['res']", 2],
      ['reply', 'unknown field', '/jodi_rate', "WebserviceCalls['game_rule']['res']", 2],
    ]);
    expect(kinds('game_list')).toEqual([['reply', 'status as a string', '/status', "WebserviceCalls['game_list']['res']", 2]]);
    expect(kinds('my_bets')).toEqual([['reply', 'slow reply', '', "WebserviceCalls['my_bets']['res']", 2]]);
    expect(kinds('game_chart')).toEqual([['reply', 'HTML error page', '', "WebserviceCalls['game_chart']['res']", 2]]);
    expect(calls.login!.deviations).toEqual([]);
    // live: each printed once
    expect(drift.sort()).toEqual(['game_chart: HTML error page', 'game_list: status as a string', 'game_rule: missing field', 'game_rule: unknown field', 'my_bets: slow reply']);
    // the report's example carries no raw page secrets and the table names the wire types
    expect(proxy.report.table()).toMatch(/game_rule\s+2\s+0\s+reply missing field at \/jodirate\s+WebserviceCalls\['game_rule'\]\['res'\]/);

    // passed through unchanged: the drifted reply reaches the client as sent (the HTML page, the renamed field)
    const direct = await fetch(`${proxy.url}Webservices/game_chart`, { method: 'POST', body: new URLSearchParams({ user_id: '1', game_id: '1' }) });
    expect(direct.status).toBe(500);
    expect(await direct.text()).toContain('<b>Fatal error</b>');
  });
});

describe('go-live check (npm run golive)', () => {
  it("runs a new player's read-only calls through the bridge: no drift against the simulator, and no money moved", async () => {
    const bets = sim.sim.state.bets.list.length;
    const ledger = sim.sim.state.ledger.lastId;
    const r = await goLive({
      upstream: `${sim.url}/`,
      mobile: PLAYER,
      otp: async () => sim.sim.lastOtp(PLAYER) as string,
      credentials: config.credentials,
    });
    expect(r.userId).toBe(sim.sim.userByMobile(PLAYER)!.id);
    expect(r.drift).toBe(0);
    expect(r.calls.length).toBeGreaterThanOrEqual(18);
    expect(sim.sim.state.bets.list.length).toBe(bets);
    expect(sim.sim.state.ledger.lastId).toBe(ledger);
    expect(r.manualSteps.join('\n')).toMatch(/₹1 on the JODI grid's 00 cell/);
    expect(r.manualSteps.join('\n')).toMatch(/my_bets/);
    expect(r.manualSteps.join('\n')).not.toContain(PLAYER);
  });
});
