/**
 * Referral calls through msw/node and fetch: api/promotion.php?action=getuserinfo and
 * api/game.php?action=inviterecord — reply shapes (exact keys, numbers as strings, read by the client's own pickers),
 * failures in each call's own shape, rewards appearing after a registration, a recharge and a bet made over the
 * wire, and the control API (the tree, push tokens).
 */
import { describe, expect, it } from 'vitest';
import type { PromotionReply, ReferralRow, WalletLine } from '../../domain/wire';
import { parseInstant } from '../../mock-server/core';
import { invitees, promotion } from '../../mock-server/core/domains/referrals';
import { setupTestSimulator } from '../../mock-server/transports/node';
import { PLAYER_MOBILES } from '../../fixtures';
import { REFERRAL_MOBILES } from '../../fixtures/seed/referrals';
import { normalizeBody } from '../../src/api/normalize';
import { pickPromotion, pickReferralRows } from '../../src/api/views';

const HOST = 'http://sim.test';
const NOW = parseInstant('2026-03-02 09:00') as number; // IST: Delhi Bazar (id 2) is open
const t = setupTestSimulator({ now: NOW, frozen: true });
const CREDS = { app_id: 'sim-app', app_key: 'sim-key' };
const MB = 'x'.repeat(1 << 20);

const uid = (mobile: string = PLAYER_MOBILES[0]) => t.sim.userByMobile(mobile)!.id;
const keys = (o: unknown) => Object.keys(o as object).sort();

async function get(path: string): Promise<{ http: number; body: unknown }> {
  const res = await fetch(`${HOST}/${path}`);
  return { http: res.status, body: await res.json() };
}

async function ws(name: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries({ ...CREDS, ...fields })) body.append(k, v);
  return (await (await fetch(`${HOST}/Webservices/${name}`, { method: 'POST', body })).json()) as Record<string, unknown>;
}

const promo = (user: string) => get(`api/promotion.php?action=getuserinfo&user=${encodeURIComponent(user)}`);
const invites = (user: string, level: string | number = 1, page: string | number = 1) =>
  get(`api/game.php?level=${encodeURIComponent(String(level))}&action=inviterecord&page=${encodeURIComponent(String(page))}&user=${encodeURIComponent(user)}`);

describe('api/promotion.php?action=getuserinfo', () => {
  it('replies {error, message, data[0]} with every figure as a string, as the domain derives them', async () => {
    const { http, body } = await promo(uid());
    expect(http).toBe(200);
    const reply = body as PromotionReply;
    expect(keys(reply)).toEqual(['data', 'error', 'message']);
    expect(reply.error).toBe(false);
    expect(reply.data).toHaveLength(1);
    const d = reply.data[0]!;
    expect(keys(d)).toEqual(['bonus', 'con', 'level1', 'level2', 'level3', 'people', 'usercode']);
    for (const k of ['bonus', 'con', 'level1', 'level2', 'level3', 'people'] as const) expect(d[k]).toMatch(/^\d+$/);
    const p = promotion(t.sim, uid());
    if (!p.ok) throw new Error(p.error);
    expect(d).toEqual({
      level1: '3',
      level2: '1',
      level3: '1',
      people: '5',
      con: String(p.promotion.con),
      bonus: String(p.promotion.bonus),
      usercode: PLAYER_MOBILES[0],
    });
    const bonus = t.sim.ledger(uid()).filter((l) => l.kind === 'reward').reduce((s, l) => s + l.amount, 0);
    expect(pickPromotion(body)).toEqual({ level1: 3, level2: 1, level3: 1, people: 5, con: p.promotion.con, bonus, usercode: PLAYER_MOBILES[0] });
    expect(normalizeBody(body).kind).toBe('ok');
  });

  it('a player with no invitees: zeros, and the mobile as the code', async () => {
    const leaf = REFERRAL_MOBILES[1];
    expect((await promo(uid(leaf))).body).toEqual({
      error: false,
      message: 'Promotion data fetched successfully',
      data: [{ level1: '0', level2: '0', level3: '0', people: '0', con: '0', bonus: '0', usercode: leaf }],
    });
  });

  it('an unknown, missing or 1 MB user is {error: true, message, data: []} — HTTP 200, a failure the client shows', async () => {
    const refused = { error: true, message: 'User not found', data: [] };
    for (const user of ['999999', 'abc', '', MB]) expect(await promo(user)).toEqual({ http: 200, body: refused });
    expect(await get('api/promotion.php?action=getuserinfo')).toEqual({ http: 200, body: refused });
    expect(normalizeBody(refused)).toMatchObject({ kind: 'failure', message: 'User not found' });
    expect(pickPromotion(refused)).toBeNull();
  });
});

describe('api/game.php?action=inviterecord', () => {
  it('lists each level: username = the invitee mobile, water_reward/first_reward = what it earned this player', async () => {
    const me = uid();
    const mobiles: string[][] = [];
    for (const level of [1, 2, 3]) {
      const { http, body } = await invites(me, level);
      expect(http).toBe(200);
      const rows = body as ReferralRow[];
      for (const r of rows) {
        expect(keys(r)).toEqual(['first_reward', 'username', 'water_reward']);
        expect(r.water_reward).toMatch(/^\d+$/);
        expect(r.first_reward).toMatch(/^\d+$/);
      }
      const domain = invitees(t.sim, me, level);
      if (!domain.ok) throw new Error(domain.error);
      expect(rows).toEqual(domain.rows.map((r) => ({ username: r.user.mobile, water_reward: String(r.water), first_reward: String(r.first) })));
      expect(pickReferralRows(body)).toEqual(domain.rows.map((r) => ({ username: r.user.mobile, water_reward: r.water, first_reward: r.first })));
      mobiles.push(rows.map((r) => r.username));
    }
    // newest registration first; the idle invitee has earned nothing
    expect(mobiles).toEqual([[REFERRAL_MOBILES[2], PLAYER_MOBILES[2], PLAYER_MOBILES[1]], [REFERRAL_MOBILES[0]], [REFERRAL_MOBILES[1]]]);
    const l1 = (await invites(me, 1)).body as ReferralRow[];
    expect(l1[0]).toEqual({ username: REFERRAL_MOBILES[2], water_reward: '0', first_reward: '0' });
    expect(l1[2]).toMatchObject({ first_reward: '50' });
    expect(Number(l1[2]!.water_reward)).toBeGreaterThan(0);
    // level 2 and 3 rows earn water only: the first reward is the direct inviter's
    for (const level of [2, 3]) for (const r of (await invites(me, level)).body as ReferralRow[]) expect(r.first_reward).toBe('0');
    // the level sums are the player's bonus
    const sum = (await Promise.all([1, 2, 3].map((l) => invites(me, l))))
      .flatMap((r) => r.body as ReferralRow[])
      .reduce((s, r) => s + Number(r.water_reward) + Number(r.first_reward), 0);
    expect(String(sum)).toBe(((await promo(me)).body as PromotionReply).data[0]!.bonus);
  });

  it('pages 10 rows at a time; a page past the end is empty', async () => {
    const me = uid(REFERRAL_MOBILES[1]);
    for (let i = 0; i < 12; i++) expect(t.sim.createUser({ mobile: `90000001${String(i).padStart(2, '0')}`, referrer: REFERRAL_MOBILES[1] }).ok).toBe(true);
    const p1 = (await invites(me, 1, 1)).body as ReferralRow[];
    const p2 = (await invites(me, 1, '2')).body as ReferralRow[];
    expect([p1.length, p2.length]).toEqual([10, 2]);
    expect(p1[0]!.username).toBe('9000000111');
    expect(p2.map((r) => r.username)).toEqual(['9000000101', '9000000100']);
    expect((await invites(me, 1, 3)).body).toEqual([]);
    expect((await invites(me, 1, '')).body).toEqual(p1); // no page is page 1
    expect(((await promo(me)).body as PromotionReply).data[0]).toMatchObject({ level1: '12', people: '12' });
  });

  it('bad input answers the list shape, empty — HTTP 200, never an error status', async () => {
    const me = uid();
    const cases: Array<[string, string | number, string | number]> = [
      ['999999', 1, 1], // unknown user
      ['', 1, 1],
      [MB, 1, 1],
      [me, 0, 1], // levels outside 1–3
      [me, 4, 1],
      [me, '-1', 1],
      [me, '1.0', 1],
      [me, 'x', 1],
      [me, MB, 1],
      [me, 1, 'x'], // pages that are not whole numbers ≥ 1
      [me, 1, '0'],
      [me, 1, '-2'],
      [me, 1, '1.5'],
      [me, 1, MB],
    ];
    for (const [user, level, page] of cases) expect(await invites(user, level, page)).toEqual({ http: 200, body: [] });
    expect(await get(`api/game.php?action=inviterecord&page=1&user=${me}`)).toEqual({ http: 200, body: [] }); // no level
    expect(pickReferralRows([])).toEqual([]);
  });
});

describe('rewards over the wire', () => {
  it('register with a refcode → recharge → bet: the inviters see the first reward and the water per level', async () => {
    const inviter = uid(REFERRAL_MOBILES[0]); // level 2 of 9876543210, level 1 of 9876543211's invitee
    const before = {
      l1: ((await promo(inviter)).body as PromotionReply).data[0]!,
      top: ((await promo(uid())).body as PromotionReply).data[0]!,
      mid: ((await promo(uid(PLAYER_MOBILES[1]))).body as PromotionReply).data[0]!,
    };
    // registration (api/auth.php) with the inviter's mobile as refcode
    await get('api/otp.php?num=9000000500');
    const reg = await fetch(`${HOST}/api/auth.php?action=addusers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Asha', otp: t.sim.lastOtp('9000000500'), username: '9000000500', password: 'pw', refcode: REFERRAL_MOBILES[0] }),
    });
    expect(await reg.json()).toEqual([{ error: false, status: 1, message: 'Registration successfully!' }]);
    const newbie = uid('9000000500');
    expect(((await promo(inviter)).body as PromotionReply).data[0]).toMatchObject({ level1: String(Number(before.l1.level1) + 1), bonus: before.l1.bonus });

    // first approved recharge through the gateway: 50 to the direct inviter, nothing above
    const pay = await ws('add_money_gateway', { user_id: newbie, amount: '1000' });
    const id = String(pay.url).split('/').pop() as string;
    expect((await fetch(`${HOST}/__sim/payments/${id}/approve`, { method: 'POST' })).status).toBe(200);
    const afterPay = ((await promo(inviter)).body as PromotionReply).data[0]!;
    expect(Number(afterPay.bonus)).toBe(Number(before.l1.bonus) + 50);
    expect((await invites(inviter, 1)).body).toContainEqual({ username: '9000000500', water_reward: '0', first_reward: '50' });

    // a second recharge pays no second first reward
    const again = await ws('add_money_gateway', { user_id: newbie, amount: '500' });
    await fetch(`${HOST}/__sim/payments/${String(again.url).split('/').pop()}/approve`, { method: 'POST' });
    expect(((await promo(inviter)).body as PromotionReply).data[0]!.bonus).toBe(afterPay.bonus);

    // a ₹300 ticket: 5% = 15 to level 1, 3% = 9 to level 2 (9876543211), 1% = 3 to level 3 (9876543210)
    const placed = await ws('game_bet', {
      user_id: newbie,
      game_id: '2',
      game_type: '1',
      bet_numbers: JSON.stringify([{ bet_numbers: '07', bet_money: 100, type: 1 }, { bet_numbers: '70', bet_money: 200, type: 1 }]),
      grand_total: '300',
    });
    expect(placed).toEqual({ status: 1, msg: 'Bet placed successfully!' });
    const after = {
      l1: ((await promo(inviter)).body as PromotionReply).data[0]!,
      mid: ((await promo(uid(PLAYER_MOBILES[1]))).body as PromotionReply).data[0]!,
      top: ((await promo(uid())).body as PromotionReply).data[0]!,
    };
    expect(Number(after.l1.bonus) - Number(afterPay.bonus)).toBe(15);
    expect(Number(after.mid.bonus) - Number(before.mid.bonus)).toBe(9);
    expect(Number(after.top.bonus) - Number(before.top.bonus)).toBe(3);
    expect(Number(after.l1.con) - Number(before.l1.con)).toBe(300);
    expect(Number(after.top.con) - Number(before.top.con)).toBe(300);
    expect([after.mid.level2, after.top.level3]).toEqual([String(Number(before.mid.level2) + 1), String(Number(before.top.level3) + 1)]);
    expect((await invites(uid(), 3)).body).toContainEqual({ username: '9000000500', water_reward: '3', first_reward: '0' });

    // the wallet history shows each reward as a credit
    const hist = (await ws('transaction_history', { user_id: inviter })).data as WalletLine[];
    expect(hist[0]).toMatchObject({ description: 'Referral commission credited — level 1, 5% of ₹300 bet by 90******00', add_amount: '15', purpose: 'credit' });
    expect(hist).toContainEqual(expect.objectContaining({ description: 'Referral bonus credited — first recharge by 90******00', add_amount: '50', purpose: 'credit' }));
  });

  it('a login that creates the user takes the inviter from refferal', async () => {
    await ws('login', { mobile: '9000000600' });
    const r = await ws('login', { mobile: '9000000600', otp: t.sim.lastOtp('9000000600') as string, refferal: PLAYER_MOBILES[2] });
    expect(r).toMatchObject({ status: 1, id: expect.any(String) });
    expect((await invites(uid(PLAYER_MOBILES[2]), 1)).body).toEqual([{ username: '9000000600', water_reward: '0', first_reward: '0' }]);
    expect(((await promo(uid())).body as PromotionReply).data[0]).toMatchObject({ level2: '2' });
  });
});

describe('control API', () => {
  it('GET /__sim/referrals/:user — by mobile or id: figures, levels with rewards, reward lines, settings', async () => {
    const byMobile = (await get(`__sim/referrals/${PLAYER_MOBILES[0]}`)) as { http: number; body: Record<string, unknown> };
    expect(byMobile.http).toBe(200);
    expect((await get(`__sim/referrals/${uid()}`)).body).toEqual(byMobile.body);
    const b = byMobile.body as {
      promotion: { bonus: number; people: number };
      levels: Array<{ level: number; members: Array<{ mobile: string; water: number; first: number; turnover: number }> }>;
      rewards: Array<{ amount: number; ref: string; description: string }>;
      settings: { percents: number[]; firstReward: number };
    };
    expect(b).toMatchObject({ id: uid(), mobile: PLAYER_MOBILES[0], referrer: null, settings: { percents: [5, 3, 1], firstReward: 50 } });
    expect(b.levels.map((l) => l.members.length)).toEqual([3, 1, 1]);
    expect(b.rewards.reduce((s, r) => s + r.amount, 0)).toBe(b.promotion.bonus);
    // rewards say 'credited'; a cancelled bet's reversal (decision 084) is a debit that says so
    expect(b.rewards.every((r) => (r.amount > 0 ? /^(T|PAY)\d+$/.test(r.ref) && r.description.includes('credited') : /^(T\d+|owed)$/.test(r.ref) && /reversed|reversal/.test(r.description)))).toBe(true);
    expect(b).toHaveProperty('owed', 0);
    expect((await get('__sim/referrals/9000009999')).http).toBe(404);
  });

  it('settings: the reward percentages and first reward are patchable', async () => {
    const res = await fetch(`${HOST}/__sim/settings`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ referralPercents: [10, 0, 0], referralFirstReward: 0 }) });
    expect(await res.json()).toMatchObject({ referralPercents: [10, 0, 0], referralFirstReward: 0 });
    const bonus = Number(((await promo(uid())).body as PromotionReply).data[0]!.bonus);
    t.sim.placeBet({ userId: uid(PLAYER_MOBILES[1]), marketId: '2', lines: [{ bet_numbers: '11', bet_money: 40, type: 1 }] });
    expect(Number(((await promo(uid())).body as PromotionReply).data[0]!.bonus)).toBe(bonus + 4);
  });

  it('push: the token updatefcm keeps is listed by GET /__sim/users', async () => {
    expect(await ws('updatefcm', { user_id: uid(), token: 'fcm-token-1' })).toEqual({ status: 1, msg: 'Token updated successfully' });
    const users = (await get('__sim/users')).body as Array<{ mobile: string; fcmToken: string }>;
    expect(users.find((u) => u.mobile === PLAYER_MOBILES[0])).toMatchObject({ fcmToken: 'fcm-token-1' });
    expect(users.find((u) => u.mobile === PLAYER_MOBILES[1])).toMatchObject({ fcmToken: '' });
  });
});
