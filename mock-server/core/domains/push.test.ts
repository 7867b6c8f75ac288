/** Push domain: result notices go to players with a token who bet on the session; QA's notices; reading is pure. */
import { describe, expect, it } from 'vitest';
import { parseInstant } from '../../../domain/time';
import { createSimulator } from '../../simulator';
import { migrate, STATE_VERSION } from '../world';
import { PUSH_KEEP, PUSH_MSG, pushNotices, resultNotice, sendPush } from './push';

const NOW = parseInstant('2026-03-02 09:00') as number; // IST: Delhi Bazar (id 2) is open

function world() {
  const sim = createSimulator({ scenario: 'empty', seed: 1, now: NOW, frozen: true });
  sim.state.settings.autoResults = false;
  const a = sim.userByMobile('9876543210')!;
  const made = sim.createUser({ mobile: '9000000001' });
  if (!made.ok) throw new Error(made.error);
  const b = made.user;
  const c = (sim.createUser({ mobile: '9000000002' }) as { ok: true; user: typeof b }).user;
  for (const u of [a, b, c]) sim.adjust(u.id, 1000);
  return { sim, a, b, c };
}

describe('result notices', () => {
  it('queues one notice per player with a token who bet on the declared session: won amount or the result', () => {
    const { sim, a, b, c } = world();
    sim.setFcmToken(a.id, 'tok-a');
    sim.setFcmToken(b.id, 'tok-b');
    // a bets on 07 twice (one notice), b on 12, c (no token) on 07, nobody with a token on another market
    for (const [u, n] of [[a, '07'], [a, '07'], [b, '12'], [c, '07']] as const) {
      expect(sim.placeBet({ userId: u.id, marketId: '2', lines: [{ bet_numbers: n, bet_money: 10, type: 1 }] })).toMatchObject({ ok: true });
    }
    expect(sim.declareResult('2', '07')).toMatchObject({ ok: true, winners: 3 });
    const won = (10 * sim.state.settings.jodiRate) / 100;
    const name = sim.market('2')!.name;
    expect(pushNotices(sim).map(({ userId, token, title, body, kind }) => ({ userId, token, title, body, kind }))).toEqual([
      { userId: a.id, token: 'tok-a', ...resultNotice(name, '07', 2 * won), kind: 'result' },
      { userId: b.id, token: 'tok-b', ...resultNotice(name, '07', 0), kind: 'result' },
    ]);
    expect(resultNotice('Delhi Bazar', '07', 196)).toEqual({ title: 'Delhi Bazar result: 07', body: 'You won ₹196! It is in your wallet.' });
    expect(resultNotice('Delhi Bazar', '07', 0).body).toBe('Result 07 is declared. See your bets in the app.');
  });

  it('results drawn when due notify too', () => {
    const { sim, a } = world();
    sim.setFcmToken(a.id, 'tok-a');
    sim.placeBet({ userId: a.id, marketId: '2', lines: [{ bet_numbers: '07', bet_money: 10, type: 1 }] });
    sim.state.settings.autoResults = true;
    sim.setClock({ advanceMs: 12 * 3600_000 });
    expect(pushNotices(sim, 'tok-a')).toHaveLength(1);
    expect(pushNotices(sim, 'tok-a')[0]!.title).toMatch(/result: \d\d$/);
  });
});

describe('sendPush (QA)', () => {
  it('queues a notice for the device of a player found by id or mobile', () => {
    const { sim, a } = world();
    sim.setFcmToken(a.id, 'tok-a');
    expect(sendPush(sim, { mobile: ' 9876543210 ', title: ' Hello ', body: 'Gali opens soon' })).toMatchObject({
      ok: true,
      notice: { id: 1, userId: a.id, token: 'tok-a', title: 'Hello', body: 'Gali opens soon', kind: 'qa', at: NOW },
    });
    expect(sendPush(sim, { userId: a.id, title: 'Two', body: 'second' })).toMatchObject({ ok: true, notice: { id: 2 } });
  });

  it('refuses, queueing nothing: no player, unknown player, no token, empty or long texts', () => {
    const { sim, a, b } = world();
    sim.setFcmToken(a.id, 'tok-a');
    const cases: Array<[Parameters<typeof sendPush>[1], string]> = [
      [{ title: 't', body: 'b' }, PUSH_MSG.who],
      [{ userId: '999', title: 't', body: 'b' }, PUSH_MSG.noUser],
      [{ mobile: '9000000009', title: 't', body: 'b' }, PUSH_MSG.noUser],
      [{ userId: b.id, title: 't', body: 'b' }, PUSH_MSG.noToken],
      [{ userId: a.id, title: ' ', body: 'b' }, PUSH_MSG.title],
      [{ userId: a.id, title: 't', body: 42 }, PUSH_MSG.body],
      [{ userId: a.id, title: 'x'.repeat(121), body: 'b' }, 'title longer than 120 characters'],
      [{ userId: a.id, title: 't', body: 'x'.repeat(501) }, 'body longer than 500 characters'],
    ];
    for (const [input, error] of cases) expect(sendPush(sim, input)).toEqual({ ok: false, error });
    expect(sim.state.push).toEqual({ queue: [], lastId: 0 });
  });
});

describe('reading notices', () => {
  it("gives one device's notices after an id, oldest first, without changing the world", () => {
    const { sim, a, b } = world();
    sim.setFcmToken(a.id, 'tok-a');
    sim.setFcmToken(b.id, 'tok-b');
    for (const [u, t] of [[a, '1'], [b, '2'], [a, '3']] as const) sendPush(sim, { userId: u.id, title: t, body: t });
    const before = JSON.stringify(sim.state);
    const changes = sim.changes;
    expect(pushNotices(sim, 'tok-a').map((n) => n.title)).toEqual(['1', '3']);
    expect(pushNotices(sim, 'tok-a', 1).map((n) => n.title)).toEqual(['3']);
    expect(pushNotices(sim, 'tok-a', 3)).toEqual([]);
    expect(pushNotices(sim, 'nobody')).toEqual([]);
    expect(JSON.stringify(sim.state)).toBe(before);
    expect(sim.changes).toBe(changes);
  });

  it(`keeps the newest ${PUSH_KEEP}`, () => {
    const { sim, a } = world();
    sim.setFcmToken(a.id, 'tok-a');
    for (let i = 0; i < PUSH_KEEP + 5; i++) sendPush(sim, { userId: a.id, title: `n${i}`, body: 'b' });
    const q = pushNotices(sim);
    expect(q).toHaveLength(PUSH_KEEP);
    expect(q[0]!.id).toBe(6);
    expect(q.at(-1)!.id).toBe(PUSH_KEEP + 5);
  });
});

describe('state version 4', () => {
  it('a version-3 world gets an empty push slice', () => {
    const { sim } = world();
    const v3: Record<string, unknown> = { ...(JSON.parse(JSON.stringify(sim.state)) as Record<string, unknown>), version: 3 };
    delete v3.push;
    const m = migrate(v3);
    expect(STATE_VERSION).toBe(4);
    expect('state' in m && (m.state as { version: number; push: unknown })).toMatchObject({ version: 4, push: { queue: [], lastId: 0 } });
  });
});
