/**
 * What a `group_chats` poll costs does not grow with other groups' history: the default world against the same
 * world plus 50 groups × 1,000 messages (fixtures/seed/chat.ts buildChatGroups, the busy-chat size). The cost is
 * counted, not timed (a timed test fails on a busy machine, issue 41): every group's message list is read through a
 * proxy that counts the messages read from it. Also: a tick with nothing due, and a day of the admin's scripts.
 * What the calls cost in time is bench:sim's (`bench/sim`).
 */
import { describe, expect, it } from 'vitest';
import { buildChatGroups } from '../../fixtures/seed/chat';
import { DAY_MS, parseInstant, type Sim } from '../../mock-server/core';
import { groupById } from '../../mock-server/core/domains/chat';
import { LIMIT } from '../../mock-server/core/domains/chat/model';
import { ws } from '../../mock-server/routes/chat';
import { context } from '../../mock-server/routes/types';
import { createSimulator } from '../../mock-server/simulator';
import { PLAYER_MOBILES } from '../../fixtures';

const NOW = parseInstant('2026-03-02 09:00') as number;

function poll(sim: Sim, userId: string, groupid: string) {
  const chats = ws.group_chats as (c: ReturnType<typeof context>) => { status: number; data: unknown[] };
  return chats(context(sim, { user_id: userId, groupid }, 'http://sim.test', '/dashboard'));
}

/** Each group's message list behind a proxy counting the messages read from it (reads by index), per group id. */
function countMessageReads(sim: Sim): Map<string, number> {
  const reads = new Map<string, number>();
  for (const group of Object.values(sim.state.chat.byId)) {
    const id = group.id;
    (group as { messages: unknown[] }).messages = new Proxy(group.messages as unknown[], {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads.set(id, (reads.get(id) ?? 0) + 1);
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
  }
  return reads;
}
const readsBut = (reads: Map<string, number>, id: string) => [...reads].filter(([g]) => g !== id).reduce((n, [, r]) => n + r, 0);

describe('chat at scale', () => {
  it('group_chats reads the same messages in a busy world (50 × 1,000 messages) as in a small one, and none of the other groups', () => {
    const small = createSimulator({ now: NOW, frozen: true });
    const busy = createSimulator({ now: NOW, frozen: true });
    const groups = buildChatGroups(busy, { groups: 50, messagesPerGroup: 1000, now: NOW });
    expect(groups).toHaveLength(50);
    expect(groups.every((g) => g.seq === 1000 && g.messages.length === 1000)).toBe(true);

    const p1 = (sim: Sim) => sim.userByMobile(PLAYER_MOBILES[0])!.id;
    const [s1, b1] = [p1(small), p1(busy)];
    const smallReads = countMessageReads(small);
    const busyReads = countMessageReads(busy);
    expect(poll(small, s1, '2').data).toEqual(poll(busy, b1, '2').data); // the same group, the same reply
    expect(busyReads.get('2')).toBeGreaterThan(0); // the proxies count what a poll reads
    expect(busyReads.get('2')).toBe(smallReads.get('2'));
    expect(readsBut(busyReads, '2')).toBe(0);
    expect(readsBut(smallReads, '2')).toBe(0);

    // a busy group: its newest LIMIT of 1,000, not its history
    const busyGroup = groups[25]!.id;
    busyReads.clear();
    expect(poll(busy, b1, busyGroup).data).toHaveLength(LIMIT);
    expect(busyReads.get(busyGroup)).toBeGreaterThanOrEqual(LIMIT);
    expect(busyReads.get(busyGroup)).toBeLessThanOrEqual(LIMIT + 1);
    expect(readsBut(busyReads, busyGroup)).toBe(0);
    // polled again with nothing new: the same page, read again, and no more
    busyReads.clear();
    expect(poll(busy, b1, busyGroup).data).toHaveLength(LIMIT);
    expect(busyReads.get(busyGroup)).toBeLessThanOrEqual(LIMIT + 1);
  });

  it('a tick with nothing due reads no message in a busy world; a day of scripted posts touches only the scripted groups', () => {
    const busy = createSimulator({ now: NOW, frozen: true });
    const groups = buildChatGroups(busy, { groups: 50, messagesPerGroup: 1000, now: NOW });
    const reads = countMessageReads(busy);
    for (let i = 0; i < 100; i++) busy.tick();
    expect([...reads.values()].reduce((n, r) => n + r, 0)).toBe(0);

    // a day of the admin's scripts (3 scripted groups): the work is the messages it produces
    const before = Object.values(busy.state.chat.byId).reduce((n, g) => n + g.seq, 0);
    busy.setClock({ advanceMs: DAY_MS });
    const produced = Object.values(busy.state.chat.byId).reduce((n, g) => n + g.seq, 0) - before;
    expect(produced).toBeGreaterThan(10);
    const busyGroup = groups[25]!.id;
    expect(groupById(busy, busyGroup)!.seq).toBe(1000); // unscripted groups are untouched
    expect(groups.reduce((n, g) => n + (reads.get(g.id) ?? 0), 0)).toBe(0);
  });
});
