/**
 * Issue 37, point 2: a value a player acts on that cannot be read is unknown (null in the view: the compiler makes
 * every screen decide), never a default that looks real; and src/api holds no fallback to 0 for money or time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toBool, toInt, toNum } from '../../src/api/normalize';
import { pickBetLines, pickGameInfo, pickMarkets, pickPromotion, pickProfile, pickRates, pickReferralRows, pickWallet, pickWalletLines } from '../../src/api/views';
import { EMPTY_RATES } from '../../src/api/profile';

/** Values no reader can take for money or a time: garbage, a rounded-looking fraction, a word, an object. */
const UNREADABLE: unknown[] = ['abc', '', '12.345', '1,2,3', 'NaN', '₹100', {}, [], true, null];

function profileWith(over: { wallet?: unknown; setting?: Record<string, unknown>; limits?: Record<string, unknown> }) {
  return {
    data: [{ wallet: 'wallet' in over ? over.wallet : 100, balance: 100, setting: { withdrawal_amount: 500, startwith: '10:00', endwith: '18:00', isbank: 1, isUpi: 1, ...over.setting } }],
    user_Data: [{ balance: 100 }, {}, {}, {}, {}, { minimum_recharge: 100, maximum_p2p: 25000, ...over.limits }],
  };
}

describe.each(UNREADABLE.map((v) => [JSON.stringify(v), v] as const))('an unreadable value (%s)', (_name, v) => {
  it('wallet and balance are unknown, not ₹0', () => {
    expect(pickProfile(profileWith({ wallet: v }))?.wallet).toBeNull();
    expect(pickWallet([{ status: 1, wallet: v }]).wallet).toBeNull();
  });

  it('the minimum withdrawal is unknown', () => {
    expect(pickProfile(profileWith({ setting: { withdrawal_amount: v } }))?.setting.withdrawal_amount).toBeNull();
  });

  it('bet amounts, wallet-line amounts, referral earnings are unknown', () => {
    expect(pickBetLines({ data: [{ money: v }] })[0]?.money).toBeNull();
    expect(pickWalletLines({ data: [{ add_amount: v }] })[0]?.amount).toBeNull();
    expect(pickPromotion({ data: [{ con: v, bonus: v }] })).toMatchObject({ con: null, bonus: null });
    expect(pickReferralRows([{ water_reward: v, first_reward: v }])[0]).toMatchObject({ water_reward: null, first_reward: null });
  });

  it('rates are unknown', () => {
    expect(pickRates({ jodirate: v, hurfrate: v })).toMatchObject({ jodirate: null, hurfrate: null });
  });

  it('market times, closing and result times and days are unknown', () => {
    expect(pickMarkets({ running_game: [{ start_time: v, end_time: v }] }).running[0]).toMatchObject({ start_time: null, end_time: null });
    expect(pickGameInfo({ data: [{ end_date: v, end_time: v, result_date: v, result_time: v }] })).toMatchObject({ end_date: null, end_time: null, result_date: null, result_time: null });
  });

  it('the withdrawal window is unknown (never open by default)', () => {
    expect(pickProfile(profileWith({ setting: { startwith: v, endwith: v } }))?.setting).toMatchObject({ startwith: null, endwith: null });
  });

  it('the payment-mode flags are unknown, not false', () => {
    if (v === true) return; // a real boolean is read
    expect(pickProfile(profileWith({ setting: { isbank: v, isUpi: v } }))?.setting).toMatchObject({ isbank: null, isUpi: null });
  });
});

describe('minimums and maximum transfer', () => {
  it('an unreadable minimum recharge or maximum transfer is unknown; one not set (absent, an empty column) takes the spec default', () => {
    for (const v of ['abc', '12.345', {}]) {
      expect(pickProfile(profileWith({ limits: { minimum_recharge: v, maximum_p2p: v } }))).toMatchObject({ minimumRecharge: null, maximumP2p: null });
    }
    for (const v of [undefined, null, '']) {
      expect(pickProfile(profileWith({ limits: { minimum_recharge: v, maximum_p2p: v } }))).toMatchObject({ minimumRecharge: 100, maximumP2p: 0 });
    }
  });

  it('the rates of a reply that could not be shaped are unknown, not 0', () => {
    expect(EMPTY_RATES).toMatchObject({ jodirate: null, hurfrate: null });
  });

  it('a time with seconds where the window wants HH:MM is not silently cut', () => {
    expect(pickProfile(profileWith({ setting: { startwith: '10:00:30' } }))?.setting.startwith).toBeNull();
  });
});

describe('the readers take no fallback', () => {
  it('toNum, toInt and toBool take the value alone and give null for what they cannot read', () => {
    expect([toNum.length, toInt.length, toBool.length]).toEqual([1, 1, 1]);
    expect([toNum('x'), toInt('x'), toBool('x')]).toEqual([null, null, null]);
  });

  /** Every TypeScript file under src/api. */
  const dir = join(import.meta.dirname, '../../src/api');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  /** Whole numbers that are not money or time (counts, a list order, a bet type, a login step): they may default. */
  const COUNTS = /\b(purpose|status|type|level[123]|people|unread|TotalMember|size|length|count|habitCounts|page|attempts)\b/;

  it.each(files)('src/api/%s has no fallback to 0 for money or time', (file) => {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n');
    const offending = lines
      .map((line, i) => ({ line: line.trim(), n: i + 1 }))
      .filter(({ line }) => !line.startsWith('*') && !line.startsWith('//'))
      .filter(({ line }) => /(\?\?|\|\|)\s*0(?![.\d])|\bto(Num|Int)\([^()]*,\s*-?\d/.test(line))
      .filter(({ line }) => !COUNTS.test(line));
    expect(offending).toEqual([]);
  });
});
