/**
 * Simulated push through msw/node and fetch: the token sent with updatefcm is where notices go; QA's
 * POST /__sim/push and a declared result queue notices; GET /__sim/push?token=&after= reads one device's.
 */
import { describe, expect, it } from 'vitest';
import { PLAYER_MOBILES } from '../../fixtures';
import { parseInstant } from '../../mock-server/core';
import { setupTestSimulator } from '../../mock-server/transports/node';
import { control, wsCall } from './simCalls';

const NOW = parseInstant('2026-03-02 09:00') as number; // IST: Delhi Bazar (id 2) is open
const t = setupTestSimulator({ now: NOW, frozen: true });
const [P1, P2] = PLAYER_MOBILES;

const ws = async (name: string, fields: Record<string, string>) => (await wsCall<{ status: number; msg: string }>(name, fields)).body;

const uid = (m: string) => t.sim.userByMobile(m)!.id;

describe('POST /__sim/push', () => {
  it('sends to the device token the player registered with updatefcm', async () => {
    expect(await ws('updatefcm', { user_id: uid(P1), token: 'sim-device-1' })).toMatchObject({ status: 1 });
    const r = await control('POST', '/push', { mobile: P1, title: 'Hello', body: 'Gali opens at 11 PM' });
    expect(r).toMatchObject({ http: 200, body: { ok: true, notice: { id: 1, userId: uid(P1), token: 'sim-device-1', title: 'Hello', body: 'Gali opens at 11 PM', kind: 'qa' } } });
    expect(r.body.notice.time).toBe('2026-03-02 09:00:00');
    expect((await control('POST', '/push', { userId: uid(P1), title: 'Two', body: 'again' })).body).toMatchObject({ ok: true, notice: { id: 2 } });
  });

  it('refuses a player without a token (400), an unknown one (404), missing texts (400)', async () => {
    expect(await control('POST', '/push', { mobile: P2, title: 't', body: 'b' })).toMatchObject({ http: 400, body: { ok: false, error: expect.stringMatching(/no push token/) } });
    expect(await control('POST', '/push', { mobile: '9000000009', title: 't', body: 'b' })).toMatchObject({ http: 404, body: { ok: false, error: 'User not found' } });
    await ws('updatefcm', { user_id: uid(P2), token: 'sim-device-2' });
    expect(await control('POST', '/push', { mobile: P2, body: 'b' })).toMatchObject({ http: 400, body: { error: 'title required' } });
    expect(await control('GET', '/push')).toMatchObject({ http: 200, body: { notices: [] } });
  });
});

describe('GET /__sim/push', () => {
  it("a declared result reaches the bettor's device; ?after= gives only newer notices", async () => {
    t.sim.state.settings.autoResults = false;
    await ws('updatefcm', { user_id: uid(P1), token: 'sim-device-1' });
    await ws('updatefcm', { user_id: uid(P2), token: 'sim-device-2' });
    t.sim.adjust(uid(P1), 100);
    expect(t.sim.placeBet({ userId: uid(P1), marketId: '2', lines: [{ bet_numbers: '07', bet_money: 10, type: 1 }] })).toMatchObject({ ok: true });
    expect((await control('POST', '/markets/2/result', { number: '07' })).body).toMatchObject({ ok: true });
    await control('POST', '/push', { mobile: P2, title: 'For two', body: 'b' });
    const mine = await control('GET', '/push?token=sim-device-1');
    expect(mine.body.notices).toHaveLength(1);
    expect(mine.body.notices[0]).toMatchObject({ id: 1, title: `${t.sim.market('2')!.name} result: 07`, body: expect.stringMatching(/^You won ₹\d+! It is in your wallet\.$/) });
    expect((await control('GET', '/push?token=sim-device-1&after=1')).body.notices).toEqual([]);
    expect((await control('GET', '/push?token=sim-device-2')).body.notices.map((n: { title: string }) => n.title)).toEqual(['For two']);
    expect((await control('GET', '/push')).body.notices).toHaveLength(2);
    expect(await control('GET', '/push?after=x')).toMatchObject({ http: 400, body: { error: 'after must be a notice id' } });
  });
});
