/**
 * Referral calls over real loopback HTTP (startHttpSimulator): promotion and inviterecord reply shapes and their
 * failures, a reward earned by a bet placed over HTTP, and the control route.
 * A field of 1 MB in a GET query line never reaches the simulator: Node's HTTP parser refuses the request line (431),
 * as a PHP host's web server would (414/431) — still never a 500. The same field in a POST body is read.
 */
import { describe, expect, it } from 'vitest';
import type { PromotionReply, ReferralRow } from '../../domain/wire';
import { parseInstant } from '../../mock-server/core';
import { promotion } from '../../mock-server/core/domains/referrals';
import { PLAYER_MOBILES } from '../../fixtures';
import { REFERRAL_MOBILES } from '../../fixtures/seed/referrals';
import { CREDS, setupHttpSimulator } from './httpSimulator';

const NOW = parseInstant('2026-03-02 09:00') as number; // IST: Delhi Bazar (id 2) is open

const h = setupHttpSimulator({ now: NOW, frozen: true });

const uid = (mobile: string = PLAYER_MOBILES[0]) => h.s.sim.userByMobile(mobile)!.id;

async function get(path: string) {
  const res = await fetch(`${h.s.url}/${path}`);
  return { http: res.status, type: res.headers.get('content-type') ?? '', cors: res.headers.get('access-control-allow-origin'), body: (await res.json()) as unknown };
}

describe('referrals over HTTP', () => {
  it('promotion: {error, message, data[0]} with string figures', async () => {
    const r = await get(`api/promotion.php?action=getuserinfo&user=${uid()}`);
    expect(r).toMatchObject({ http: 200, cors: '*' });
    expect(r.type).toContain('application/json');
    const p = promotion(h.s.sim, uid());
    if (!p.ok) throw new Error(p.error);
    expect(r.body).toEqual({
      error: false,
      message: 'Promotion data fetched successfully',
      data: [{ level1: '3', level2: '1', level3: '1', people: '5', con: String(p.promotion.con), bonus: String(p.promotion.bonus), usercode: PLAYER_MOBILES[0] }],
    });
  });

  it('inviterecord: rows per level with the invitee mobile and what it earned', async () => {
    const rows = await Promise.all([1, 2, 3].map(async (level) => (await get(`api/game.php?level=${level}&action=inviterecord&page=1&user=${uid()}`)).body as ReferralRow[]));
    expect(rows.map((l) => l.map((r) => r.username))).toEqual([[REFERRAL_MOBILES[2], PLAYER_MOBILES[2], PLAYER_MOBILES[1]], [REFERRAL_MOBILES[0]], [REFERRAL_MOBILES[1]]]);
    for (const r of rows.flat()) expect(Object.keys(r).sort()).toEqual(['first_reward', 'username', 'water_reward']);
  });

  it('failures keep each reply shape; a 1 MB query line is refused by the HTTP layer (431), never a 500', async () => {
    expect((await get('api/promotion.php?action=getuserinfo&user=nobody')).body).toEqual({ error: true, message: 'User not found', data: [] });
    expect((await get(`api/promotion.php?action=getuserinfo&user=${'9'.repeat(8000)}`)).body).toEqual({ error: true, message: 'User not found', data: [] });
    for (const q of [`level=9&action=inviterecord&page=1&user=${uid()}`, `level=1&action=inviterecord&page=x&user=${uid()}`, 'level=1&action=inviterecord&page=1&user=nobody']) {
      expect(await get(`api/game.php?${q}`)).toMatchObject({ http: 200, body: [] });
    }
    const huge = await fetch(`${h.s.url}/api/game.php?level=1&action=inviterecord&page=1&user=${'x'.repeat(1 << 20)}`);
    expect(huge.status).toBe(431);
  });

  it('a bet over HTTP pays the water reward the promotion shows', async () => {
    const before = ((await get(`api/promotion.php?action=getuserinfo&user=${uid()}`)).body as PromotionReply).data[0]!;
    const f = new FormData();
    const fields = {
      ...CREDS,
      user_id: uid(PLAYER_MOBILES[1]),
      game_id: '2',
      game_type: '1',
      bet_numbers: JSON.stringify([{ bet_numbers: '45', bet_money: 200, type: 1 }]),
      grand_total: '200',
    };
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    expect(await (await fetch(`${h.s.url}/Webservices/game_bet`, { method: 'POST', body: f })).json()).toEqual({ status: 1, msg: 'Bet placed successfully!' });
    const after = ((await get(`api/promotion.php?action=getuserinfo&user=${uid()}`)).body as PromotionReply).data[0]!;
    expect(Number(after.bonus) - Number(before.bonus)).toBe(10);
    expect(Number(after.con) - Number(before.con)).toBe(200);
    const ctl = (await get(`__sim/referrals/${PLAYER_MOBILES[0]}`)).body as { rewards: Array<{ amount: number; description: string }> };
    expect(ctl.rewards.at(-1)).toMatchObject({ amount: 10, description: 'Referral commission credited — level 1, 5% of ₹200 bet by 98******11' });
  });
});
