/**
 * A recording stops at RECORDING_LIMIT calls (mock-server/core/journal.ts), so that a long-running server neither
 * grows without bound nor pays for it: once it is full, a call's reply is no longer digested (hashing a 40 KB
 * my_bets reply was a quarter of the simulator's time per call in bench:sim's dialect phase).
 */
import { describe, expect, it, vi } from 'vitest';
import { PLAYER_MOBILES } from '../../fixtures';
import { parseInstant, RECORDING_LIMIT } from '../../mock-server/core';
import { setupTestSimulator } from '../../mock-server/transports/node';
import { wsCall } from './simCalls';

const digests = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../mock-server/core/journal', async (load) => {
  const real = await load<typeof import('../../mock-server/core/journal')>();
  return {
    ...real,
    digest: (...args: Parameters<typeof real.digest>) => {
      digests.count++;
      return real.digest(...args);
    },
  };
});

const t = setupTestSimulator({ now: parseInstant('2026-11-22 17:00') as number, frozen: true });

describe('a full recording', () => {
  it('records each call with its reply digest until it is full, then stops and digests nothing more', async () => {
    const user = String(t.sim.userByMobile(PLAYER_MOBILES[0] as string)!.id);
    digests.count = 0;
    expect((await wsCall('profile', { user_id: user })).http).toBe(200);
    const rec = t.sim.recording;
    expect(rec.calls.length).toBe(1);
    expect(digests.count).toBe(1);
    const first = rec.calls[0]!;
    expect(first.path).toBe('/Webservices/profile');
    while (rec.calls.length < RECORDING_LIMIT) rec.calls.push(first);
    expect(rec.complete).toBe(true);

    digests.count = 0;
    expect((await wsCall('profile', { user_id: user })).http).toBe(200);
    expect((await wsCall('my_bets', { user_id: user })).http).toBe(200);
    expect(rec.complete).toBe(false);
    expect(rec.calls.length).toBe(RECORDING_LIMIT);
    expect(digests.count).toBe(0);
  });
});
