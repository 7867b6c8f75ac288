/**
 * What the simulator keeps of each reply (the request journal's head of the body, a recording's digest) holds no
 * reference to the whole body: a long session of polls keeps a few KB per call, not every reply it ever sent (a cut of
 * a string can share the whole string's memory in V8).
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PLAYER_MOBILES } from '../../fixtures';
import { digest, parseInstant } from '../../mock-server/core';
import { setupTestSimulator } from '../../mock-server/transports/node';
import { control, wsCall } from './simCalls';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** heap retained by what `make` returns, MB, after full collections */
function retainedMb(make: () => unknown): { mb: number; kept: unknown } {
  gc();
  gc();
  const before = v8.getHeapStatistics().used_heap_size;
  const kept = make();
  gc();
  gc();
  return { mb: (v8.getHeapStatistics().used_heap_size - before) / 1e6, kept };
}

const t = setupTestSimulator({ now: parseInstant('2026-11-22 17:00') as number, frozen: true });

describe('the simulator’s memory of replies', () => {
  it('a digest keeps the head of a body, not the body', () => {
    const { mb, kept } = retainedMb(() => Array.from({ length: 40 }, (_, i) => digest(200, `{"n":${i},"text":"${'x'.repeat(500_000)}"}`)));
    expect((kept as Array<{ head: string }>)[3]?.head).toBe(`{"n":3,"text":"${'x'.repeat(185)}`);
    expect(mb).toBeLessThan(2); // 40 bodies of 0.5 MB each: 20 MB when they are kept
  });

  it('the journal and the recording of 60 chat polls keep a few KB per call', async () => {
    const user = t.sim.userByMobile(PLAYER_MOBILES[0] as string)!.id;
    // a room whose page of messages is ~200 KB
    for (let i = 0; i < 100; i++) await control('POST', '/groups/2/post', { text: `${i} ${'y'.repeat(1990)}` });
    const poll = () => wsCall<{ data?: unknown[] }>('group_chats', { user_id: user, groupid: '2' });
    expect(JSON.stringify((await poll()).body).length).toBeGreaterThan(190_000);
    const { mb } = await (async () => {
      gc();
      gc();
      const before = v8.getHeapStatistics().used_heap_size;
      for (let i = 0; i < 60; i++) await poll();
      gc();
      gc();
      return { mb: (v8.getHeapStatistics().used_heap_size - before) / 1e6 };
    })();
    expect(t.sim.journal.length).toBeGreaterThanOrEqual(60);
    expect(mb).toBeLessThan(4); // 60 replies of ~200 KB: 12 MB when they are kept
  });
});
