/**
 * A read whose reply is the world's state and the request's fields alone (my_bets, transaction_history, profile) is
 * answered again from its last reply while the world has not changed (dispatch.ts, `STATE_READS`): the same bytes a
 * run of the route would give, in either dialect, after any bet, cancellation, result, clock move, adjustment or
 * dialect switch. Checked against a twin simulator that runs every route.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_MOBILES } from '../../fixtures';
import { parseInstant, type Sim } from '../../mock-server/core';
import { createDispatcher, type Dispatch } from '../../mock-server/handlers/dispatch';
import { fromFetchRequest } from '../../mock-server/pipeline/request';
import { WS_ROUTES } from '../../mock-server/routes';
import { createSimulator } from '../../mock-server/simulator';

const NOW = parseInstant('2026-03-02 11:00') as number;

function ws(name: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return fromFetchRequest(new Request(`http://sim.test/Webservices/${name}`, { method: 'POST', body }));
}

function ctl(method: string, path: string, json?: unknown) {
  return fromFetchRequest(
    new Request(`http://sim.test/__sim${path}`, { method, headers: json === undefined ? undefined : { 'content-type': 'application/json' }, body: json === undefined ? undefined : JSON.stringify(json) }),
  );
}

async function text(d: Dispatch, make: () => ReturnType<typeof ws>): Promise<string> {
  const r = await d(make());
  return r === 'network' ? 'network' : `${r.status} ${r.bom ? 'bom ' : ''}${r.body}`;
}

function world(): { sim: Sim; users: string[]; markets: string[] } {
  const sim = createSimulator({ scenario: 'default', seed: 42, now: NOW, frozen: true });
  const users = PLAYER_MOBILES.slice(0, 3).map((m) => sim.userByMobile(m)!.id);
  const markets = sim.markets().map((m) => m.def.id);
  return { sim, users, markets };
}

type Step =
  | { op: 'read'; call: 'my_bets' | 'transaction_history' | 'profile'; user: number; page: number }
  | { op: 'bet'; user: number; market: number; n: number; money: number }
  | { op: 'cancel'; user: number; pick: number }
  | { op: 'result'; market: number; n: number }
  | { op: 'advance'; minutes: number }
  | { op: 'adjust'; user: number; amount: number }
  | { op: 'dialect'; name: 'plain' | 'php' };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 10, arbitrary: fc.record({ op: fc.constant('read' as const), call: fc.constantFrom('my_bets' as const, 'transaction_history' as const, 'profile' as const), user: fc.nat(2), page: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('bet' as const), user: fc.nat(2), market: fc.nat(20), n: fc.nat(99), money: fc.integer({ min: 1, max: 50 }) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('cancel' as const), user: fc.nat(2), pick: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('result' as const), market: fc.nat(20), n: fc.nat(99) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 600 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('adjust' as const), user: fc.nat(2), amount: fc.integer({ min: -500, max: 500 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('dialect' as const), name: fc.constantFrom('plain' as const, 'php' as const) }) },
);

/** The wire request of a step, in a world with these users and markets (bets to cancel read from the twin's list). */
function request(s: Step, users: string[], markets: string[], openBets: string[]): Array<() => ReturnType<typeof ws>> {
  const user = (i: number) => users[i % users.length] as string;
  const market = (i: number) => markets[i % markets.length] as string;
  switch (s.op) {
    case 'read':
      return [() => ws(s.call, { user_id: user(s.user), ...(s.call === 'transaction_history' ? { page: String(s.page) } : {}) })];
    case 'bet': {
      const lines = JSON.stringify([{ bet_numbers: String(s.n).padStart(2, '0'), bet_money: s.money, type: 1 }]);
      return [() => ws('game_bet', { user_id: user(s.user), game_id: market(s.market), game_type: '1', bet_numbers: lines, grand_total: String(s.money) })];
    }
    case 'cancel':
      return openBets.length ? [() => ws('game_bet_cancel', { user_id: user(s.user), game_id: openBets[s.pick % openBets.length] as string })] : [];
    case 'result':
      return [() => ctl('POST', `/markets/${market(s.market)}/result`, { number: String(s.n).padStart(2, '0') })];
    case 'advance':
      return [() => ctl('POST', '/clock', { advanceMs: s.minutes * 60_000 })];
    case 'adjust':
      return [() => ctl('POST', `/users/${user(s.user)}/adjust`, { amount: s.amount })];
    case 'dialect':
      return [() => ctl('PATCH', '/settings', { dialect: s.name })];
  }
}

afterEach(() => vi.restoreAllMocks());

describe('state-only reads answered from their last reply', () => {
  it('give the bytes a run of the route gives, after any change (random sequences against a twin that runs every route)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 20, maxLength: 60 }), async (steps) => {
        const a = world();
        const b = world();
        const memo = createDispatcher(a.sim, { credentials: [] });
        const plain = createDispatcher(b.sim, { credentials: [], memoReads: false });
        for (const s of steps) {
          const open = b.sim.state.bets.list.filter((x) => x.status === 'open').map((x) => x.id);
          for (const make of request(s, b.users, b.markets, open)) {
            // every read twice: the second is the one a memo answers
            const times = s.op === 'read' ? 2 : 1;
            for (let i = 0; i < times; i++) expect(await text(memo, make), JSON.stringify(s)).toBe(await text(plain, make));
          }
        }
        expect(JSON.stringify(a.sim.recording.calls)).toBe(JSON.stringify(b.sim.recording.calls));
      }),
      { numRuns: 25 },
    );
  });

  it('a read asked again with nothing changed does not run its route; a change in between does', async () => {
    const { sim, users } = world();
    const dispatch = createDispatcher(sim, { credentials: [] });
    const route = vi.spyOn(WS_ROUTES, 'my_bets');
    const first = await text(dispatch, () => ws('my_bets', { user_id: users[0]! }));
    expect(await text(dispatch, () => ws('my_bets', { user_id: users[0]! }))).toBe(first);
    expect(route).toHaveBeenCalledTimes(1);
    await text(dispatch, () => ws('my_bets', { user_id: users[1]! }));
    expect(route).toHaveBeenCalledTimes(2);
    await text(dispatch, () => ctl('POST', `/users/${users[0]!}/adjust`, { amount: 5 }));
    await text(dispatch, () => ws('my_bets', { user_id: users[0]! }));
    expect(route).toHaveBeenCalledTimes(3);
  });

  it('a world keeps at most 2 million characters of replies: past that, a read runs its route again', async () => {
    const { sim, users } = world();
    const dispatch = createDispatcher(sim, { credentials: [] });
    const route = vi.spyOn(WS_ROUTES, 'my_bets');
    // the same read under other keys (a field the route does not read), each kept whole
    const read = async (i: number) => {
      const r = await dispatch(ws('my_bets', { user_id: users[0]!, n: String(i) }));
      return r === 'network' ? 0 : r.body.length;
    };
    const fit = Math.floor(2_000_000 / (await read(0)));
    for (let i = 1; i < fit; i++) await read(i);
    await read(0);
    expect(route).toHaveBeenCalledTimes(fit);
    await read(fit);
    await read(0);
    expect(route).toHaveBeenCalledTimes(fit + 2);
  });

  it('a read under a fault plan runs as the plan says, not from the memo', async () => {
    const { sim, users } = world();
    const dispatch = createDispatcher(sim, { credentials: [] });
    const ok = await text(dispatch, () => ws('profile', { user_id: users[0]! }));
    await text(dispatch, () => ctl('POST', '/faults', { path: 'profile', kind: 'malformed', body: 'truncated', times: 1 }));
    expect(await text(dispatch, () => ws('profile', { user_id: users[0]! }))).not.toBe(ok);
    expect(await text(dispatch, () => ws('profile', { user_id: users[0]! }))).toBe(ok);
  });
});
