/**
 * What a `group_chats` poll costs does not grow with other groups' history: the default world against the same
 * world plus 50 groups × 1,000 messages (fixtures/seed/chat.ts buildChatGroups, the busy-chat size), timed in the
 * same run, interleaved. Also: a tick with nothing due, and a day of the admin's scripts in the busy world.
 */
import { describe, expect, it } from 'vitest';
import { buildChatGroups } from '../../fixtures/seed/chat';
import { DAY_MS, parseInstant, type Sim } from '../../mock-server/core';
import { groupById } from '../../mock-server/core/domains/chat';
import { ws } from '../../mock-server/routes/chat';
import { context } from '../../mock-server/routes/types';
import { createSimulator } from '../../mock-server/simulator';
import { PLAYER_MOBILES } from '../../fixtures';

const NOW = parseInstant('2026-03-02 09:00') as number;

function poll(sim: Sim, userId: string, groupid: string) {
  const chats = ws.group_chats as (c: ReturnType<typeof context>) => { status: number; data: unknown[] };
  return chats(context(sim, { user_id: userId, groupid }, 'http://sim.test', '/dashboard'));
}

/** Median over `rounds` of the mean time of `n` calls (ms per call). */
function timePer(f: () => void, n: number): number {
  const t0 = performance.now();
  for (let i = 0; i < n; i++) f();
  return (performance.now() - t0) / n;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

describe('chat at scale', () => {
  it('group_chats costs the same in a busy world (50 × 1,000 messages) as in a small one', () => {
    const small = createSimulator({ now: NOW, frozen: true });
    const busy = createSimulator({ now: NOW, frozen: true });
    const built = performance.now();
    const groups = buildChatGroups(busy, { groups: 50, messagesPerGroup: 1000, now: NOW });
    const buildMs = performance.now() - built;
    expect(groups).toHaveLength(50);
    expect(groups.every((g) => g.seq === 1000 && g.messages.length === 1000)).toBe(true);
    const stateBytes = JSON.stringify(busy.state).length;

    const p1 = (sim: Sim) => sim.userByMobile(PLAYER_MOBILES[0])!.id;
    const [s1, b1] = [p1(small), p1(busy)];
    expect(poll(small, s1, '2').data).toEqual(poll(busy, b1, '2').data); // the same group, the same reply
    const busyGroup = groups[25]!.id;
    expect(poll(busy, b1, busyGroup).data).toHaveLength(100);

    const rounds = { small: [] as number[], busy: [] as number[], busyGroup: [] as number[], tickSmall: [] as number[], tickBusy: [] as number[] };
    for (let r = 0; r < 9; r++) {
      rounds.small.push(timePer(() => poll(small, s1, '2'), 400));
      rounds.busy.push(timePer(() => poll(busy, b1, '2'), 400));
      rounds.busyGroup.push(timePer(() => poll(busy, b1, busyGroup), 400));
      rounds.tickSmall.push(timePer(() => small.tick(), 2000));
      rounds.tickBusy.push(timePer(() => busy.tick(), 2000));
    }
    const m = Object.fromEntries(Object.entries(rounds).map(([k, v]) => [k, median(v)])) as Record<keyof typeof rounds, number>;

    // a day of the admin's scripts (3 scripted groups) in the busy world: the work is the messages it produces
    const before = Object.values(busy.state.chat.byId).reduce((n, g) => n + g.seq, 0);
    const dayStart = performance.now();
    busy.setClock({ advanceMs: DAY_MS });
    const dayMs = performance.now() - dayStart;
    const produced = Object.values(busy.state.chat.byId).reduce((n, g) => n + g.seq, 0) - before;
    expect(produced).toBeGreaterThan(10);
    expect(groupById(busy, busyGroup)!.seq).toBe(1000); // unscripted groups are untouched

    console.log(
      [
        `busy world: 50 groups × 1,000 messages built in ${buildMs.toFixed(0)} ms; saved state ${(stateBytes / 1e6).toFixed(1)} MB`,
        `group_chats, group 2 (${poll(small, s1, '2').data.length} messages): small world ${(m.small * 1000).toFixed(1)} µs, busy world ${(m.busy * 1000).toFixed(1)} µs per call`,
        `group_chats, a busy group (100 of 1,000 returned): ${(m.busyGroup * 1000).toFixed(1)} µs per call`,
        `tick with nothing due: small ${(m.tickSmall * 1000).toFixed(2)} µs, busy ${(m.tickBusy * 1000).toFixed(2)} µs`,
        `one day of scripted admin posts in the busy world: ${produced} messages in ${dayMs.toFixed(1)} ms (results drawn as well)`,
      ].join('\n'),
    );
    // generous bounds (shared CPUs): the busy world's poll of a small group is not slower than a small world's in any
    // way that grows with the 50,000 other messages
    expect(m.busy).toBeLessThan(m.small * 3 + 0.02);
    expect(m.tickBusy).toBeLessThan(m.tickSmall * 3 + 0.005);
  });
});
