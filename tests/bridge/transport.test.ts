/**
 * The bridge tells the truth when the backend's transport fails (issue 42, decision 100): in front of a small
 * PHP-style backend (tests/bridge/badBackend.ts, not the simulator) that resets, cuts mid-body or never answers call
 * by call, each failure is drift of its own kind, counted once per kind with the call as the contract names it; the
 * player sees the failure the backend caused (a dropped connection stays dropped, a cut reply stays cut, a hang ends
 * at the deadline as a 504 read as "outcome unknown"); and the backend's request is abandoned when the player gives up.
 */
import { request, type IncomingMessage } from 'node:http';
import { startProxy, type BridgeProxy } from '../../bridge/proxy';
import { WRONG_PREFIX_HINT } from '../../bridge/drift';
import { refusedPort, REPLIES, startBadBackend, type BadBackend } from './badBackend';

/** What the player's side of one call saw. */
interface PlayerSide {
  /** 'complete': a whole reply; 'dropped': the connection closed with no reply; 'cut': a reply that broke off */
  outcome: 'complete' | 'dropped' | 'cut';
  status?: number;
  body: string;
}

/** One Webservices call through the bridge, as a player's HTTP client makes it; `giveUp` destroys it once sent. */
function through(proxy: BridgeProxy, call: string, opts: { giveUp?: (req: ReturnType<typeof request>) => void } = {}): Promise<PlayerSide> {
  return new Promise((resolve) => {
    const form = new URLSearchParams({ app_id: 'sim-app', app_key: 'sim-key', user_id: '7' }).toString();
    const req = request(`${proxy.url}Webservices/${call}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', () => {});
      res.on('close', () => resolve({ outcome: res.complete ? 'complete' : 'cut', status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', () => resolve({ outcome: 'dropped', body: '' }));
    req.end(form, () => opts.giveUp?.(req));
  });
}

const kinds = (proxy: BridgeProxy) =>
  proxy.report
    .summary()
    .calls.flatMap((c) => c.deviations.map((d) => [c.call, d.side, d.kind, d.wireType, d.count]))
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

describe('transport failures of the backend', () => {
  let backend: BadBackend;
  let proxy: BridgeProxy;
  const live: string[] = [];
  beforeAll(async () => {
    backend = await startBadBackend();
    proxy = await startProxy({ upstream: backend.url, port: 0, timeoutMs: 1000, onDrift: (call, d) => live.push(`${call}: ${d.kind}`) });
  });
  afterAll(async () => {
    await proxy.close();
    await backend.close();
  });

  it('a backend that answers to the contract shows none', async () => {
    for (const call of ['game_rule', 'profile', 'my_bets'] as const) {
      const seen = await through(proxy, call);
      expect(seen).toEqual({ outcome: 'complete', status: 200, body: JSON.stringify(REPLIES[call]) });
    }
    await proxy.settled();
    expect(kinds(proxy)).toEqual([]);
    expect(proxy.report.summary()).toMatchObject({ requests: 3, matched: 3, noReply: 0 });
  });

  it('a reset, a cut and a hang: each reported once per kind with its call; the player sees the same failure', async () => {
    backend.plan.game_rule = 'reset';
    backend.plan.profile = 'cut';
    backend.plan.my_bets = 'hang';
    for (let round = 0; round < 2; round++) {
      // reset before the reply: the player's connection is dropped too, with no invented reply
      expect(await through(proxy, 'game_rule')).toEqual({ outcome: 'dropped', body: '' });
      // cut mid-body: the player gets the reply as far as it came, then the close
      const cut = await through(proxy, 'profile');
      expect(cut.outcome).toBe('cut');
      expect(cut.status).toBe(200);
      expect(JSON.stringify(REPLIES.profile).startsWith(cut.body)).toBe(true);
      expect(cut.body.length).toBeLessThan(JSON.stringify(REPLIES.profile).length);
      // no reply within the deadline: the backend's request is abandoned and the player gets a 504, which the
      // client reads as an unknown outcome (5xx), never as the server's refusal
      const hangClosed = backend.hangClosed('my_bets');
      const hang = await through(proxy, 'my_bets');
      expect(hang).toMatchObject({ outcome: 'complete', status: 504 });
      expect(hang.body).toContain('no reply within 1000 ms');
      await hangClosed;
    }
    await proxy.settled();
    expect(kinds(proxy)).toEqual([
      ['game_rule', 'reply', 'reset before reply', "WebserviceCalls['game_rule']['res']", 2],
      ['my_bets', 'reply', 'no reply in time', "WebserviceCalls['my_bets']['res']", 2],
      ['profile', 'reply', 'cut mid-body', "WebserviceCalls['profile']['res']", 2],
    ]);
    expect(live.sort()).toEqual(['game_rule: reset before reply', 'my_bets: no reply in time', 'profile: cut mid-body']);
    const s = proxy.report.summary();
    expect(s.noReply).toBe(6);
    expect(s.calls.find((c) => c.call === 'profile')).toMatchObject({ requests: 3, matched: 1, noReply: 2 });
    // the terminal table and the HTML report show them
    expect(proxy.report.table()).toMatch(/9 requests, 3 matched the contract, 3 distinct deviations, 6 without a reply/);
    expect(proxy.report.table()).toMatch(/reply reset before reply\s+WebserviceCalls\['game_rule'\]\['res'\]\s+2/);
    expect(proxy.report.html()).toContain('<b>cut mid-body</b>');
    expect(proxy.report.html()).toContain('2 without a reply');
    // the summary the QA panel reads
    const served = (await (await fetch(`${proxy.url}__bridge/drift`)).json()) as { noReply: number };
    expect(served.noReply).toBe(6);
  });

  it('the player who gives up closes the backend request too', async () => {
    backend.plan.chatlist = 'hang';
    const [started, closed] = [backend.hangStarted('chatlist'), backend.hangClosed('chatlist')];
    const quick = await startProxy({ upstream: backend.url, port: 0, timeoutMs: 60_000, slowMs: 60_000 });
    try {
      // once the backend holds the request, the player closes its connection
      const seen = through(quick, 'chatlist', { giveUp: (req) => void started.then(() => req.destroy()) });
      await closed;
      expect((await seen).outcome).toBe('dropped');
      await quick.settled();
      // it gave up sooner than a slow reply: nothing is known about the backend, nothing reported
      expect(quick.report.summary().requests).toBe(0);
    } finally {
      await quick.close();
    }
  });

  it('a player who gave up after waiting longer than a slow reply: no reply in time', async () => {
    backend.plan.group_list = 'hang';
    const [started, closed] = [backend.hangStarted('group_list'), backend.hangClosed('group_list')];
    // the bridge's clock is the test's: the player gives up 40 ms after the backend holds the call, however busy the machine
    let clock = 0;
    const patient = await startProxy({ upstream: backend.url, port: 0, timeoutMs: 60_000, slowMs: 30, now: () => clock });
    try {
      const giveUp = (req: ReturnType<typeof request>) => void started.then(() => ((clock += 40), req.destroy()));
      const seen = through(patient, 'group_list', { giveUp });
      await closed;
      expect((await seen).outcome).toBe('dropped');
      await patient.settled();
      const [d] = patient.report.summary().calls.flatMap((c) => c.deviations.map((x) => ({ call: c.call, ...x })));
      expect(d).toMatchObject({ call: 'group_list', kind: 'no reply in time' });
      expect(d!.detail).toBe('no complete reply after 40 ms, when the player gave up');
    } finally {
      await patient.close();
    }
  });
});

describe('a backend that cannot be reached', () => {
  it('each call is reported as no connection, and the player\'s connection is dropped (no invented 502)', async () => {
    const proxy = await startProxy({ upstream: `http://127.0.0.1:${await refusedPort()}/`, port: 0 });
    try {
      expect(await through(proxy, 'game_list')).toEqual({ outcome: 'dropped', body: '' });
      await proxy.settled();
      const [d] = proxy.report.summary().calls.flatMap((c) => c.deviations.map((x) => ({ call: c.call, ...x })));
      expect(d).toMatchObject({ call: 'game_list', kind: 'no connection', wireType: "WebserviceCalls['game_list']['res']" });
      expect(d!.detail).toMatch(/refused the connection: nothing listens there \(ECONNREFUSED\)/);
    } finally {
      await proxy.close();
    }
  });
});

describe('an upstream URL without its path prefix', () => {
  it('every call answering 404 gives the hint in the summary, the table and the report', async () => {
    const backend = await startBadBackend();
    const proxy = await startProxy({ upstream: `${backend.url}wrong/`, port: 0 });
    try {
      await through(proxy, 'game_rule');
      await through(proxy, 'profile');
      await proxy.settled();
      expect(proxy.report.summary().hint).toBe(WRONG_PREFIX_HINT);
      expect(proxy.report.table()).toContain(`Hint: ${WRONG_PREFIX_HINT}`);
      expect(proxy.report.html()).toContain('wrong path prefix?');
    } finally {
      await proxy.close();
      await backend.close();
    }
  });

  it('no hint while one call answers', async () => {
    const backend = await startBadBackend();
    const proxy = await startProxy({ upstream: backend.url, port: 0 });
    try {
      await through(proxy, 'game_rule');
      await fetch(`${proxy.url}Webservices/no_such_call`, { method: 'POST' });
      await proxy.settled();
      expect(proxy.report.summary().requests).toBe(2);
      expect(proxy.report.summary().hint).toBeUndefined();
    } finally {
      await proxy.close();
      await backend.close();
    }
  });
});
