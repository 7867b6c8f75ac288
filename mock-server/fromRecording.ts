/**
 * A simulator world derived from what a player saw on the real system, as the live-backend bridge recorded it
 * (domain/bridgeRecording.ts): the markets with their times and recent results (game_list, game_details,
 * game_chart), the rates (game_rule), the settings the profile shows (withdrawal window and minimum, minimum
 * recharge, maximum transfer, bank / UPI), and one player — at a stand-in mobile, since the recording masks the real
 * one — with the recorded wallet balance and the recorded open bets placed again. The latest reply of each kind
 * wins. Results are only the recorded ones (no seeded draws), so QA can reproduce what the player saw.
 */
import type { RecordedExchange } from '../domain/bridgeRecording';
import { emptyState, parseInstant, type MarketDef, type SimState } from './core';
import { simulatorFromState } from './simulator';

export interface DerivedWorld {
  state: SimState;
  summary: {
    markets: number;
    results: number;
    player: { mobile: string; id: string; balance: number };
    openBetsPlaced: number;
    betsNotPlaced: number;
    settings: Record<string, unknown>;
  };
}

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Rec) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};
const hm = (v: unknown): string | null => {
  const m = /^(\d{1,2}):(\d{2})/.exec(String(v ?? '').trim());
  return m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : null;
};
const dmyToYmd = (v: unknown): string | null => {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(String(v ?? '').trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
};

/** The latest recorded reply of each call (and per game id for the per-market calls). */
function latest(lines: readonly RecordedExchange[]) {
  const byCall = new Map<string, unknown>();
  const byGame = new Map<string, unknown>();
  for (const l of lines) {
    if (l.status !== 200 || typeof l.reply !== 'object' || l.reply === null) continue;
    byCall.set(l.call, l.reply);
    const game = rec(l.body).game_id ?? l.query.game;
    if (game !== undefined) byGame.set(`${l.call}:${String(game)}`, l.reply);
  }
  return { call: (name: string) => byCall.get(name), game: (name: string, id: string) => byGame.get(`${name}:${id}`) };
}

export function worldFromRecording(lines: readonly RecordedExchange[], opts: { name: string; now: number; mobile?: string }): DerivedWorld {
  const got = latest(lines);
  const list = rec(got.call('game_list'));
  const rows = [...arr(list.running_game), ...arr(list.upcomming_game)].map(rec);
  const seen = new Set<string>();
  const markets: MarketDef[] = [];
  let results = 0;
  for (const r of rows) {
    const id = String(r.game_id ?? '');
    const open = hm(r.start_time);
    const close = hm(r.end_time);
    if (!id || seen.has(id) || !open || !close) continue;
    seen.add(id);
    const info = rec(arr(rec(got.game('game_details', id)).data)[0]);
    // without a recorded result time: an hour after the close
    const [ch, cm] = close.split(':').map(Number) as [number, number];
    const result = hm(info.result_time) ?? `${String((ch + 1) % 24).padStart(2, '0')}:${String(cm).padStart(2, '0')}`;
    const chart = arr(rec(got.game('game_chart', id)).chart).map(rec);
    const past = chart
      .map((c) => ({ session: dmyToYmd(c.date), number: String(c.number ?? '').padStart(2, '0') }))
      .filter((c): c is { session: string; number: string } => c.session !== null && /^\d{2}$/.test(c.number))
      .sort((a, b) => a.session.localeCompare(b.session));
    const resultsOf = past.map((c) => ({ ...c, declaredAt: parseInstant(`${c.session} ${result}`) ?? opts.now })).filter((c) => c.declaredAt <= opts.now);
    results += resultsOf.length;
    markets.push({ id, name: String(r.game_name ?? `Market ${id}`), sequence: num(r.sequence) ?? markets.length + 1, open, close, result, results: resultsOf });
  }

  const rules = rec(got.call('game_rule'));
  const profile = rec(got.call('profile'));
  const data = rec(arr(profile.data)[0]);
  const setting = rec(data.setting);
  const userData = arr(profile.user_Data).map(rec);
  const settings: Record<string, unknown> = { autoResults: false };
  const put = (key: string, v: unknown) => v !== null && v !== undefined && (settings[key] = v);
  put('jodiRate', num(rules.jodirate));
  put('hurfRate', num(rules.hurfrate));
  put('minWithdrawal', num(setting.withdrawal_amount));
  put('withdrawStart', hm(setting.startwith));
  put('withdrawEnd', hm(setting.endwith));
  put('isBank', num(setting.isbank));
  put('isUpi', num(setting.isUpi));
  put('minRecharge', num(userData[5]?.minimum_recharge));
  put('maxP2p', num(userData[5]?.maximum_p2p));
  const banners = arr(list.banner).map((b) => String(rec(b).banner_img ?? '')).filter(Boolean);
  const notice = String(rec(arr(list.notice)[0]).text_msg ?? '');
  if (notice) settings.noticeHtml = notice;

  const state = emptyState({ scenario: opts.name, seed: 1, now: opts.now, markets, settings, banners });
  const sim = simulatorFromState(state, () => opts.now);
  if (!sim) throw new Error('the derived world does not load');
  const mobile = opts.mobile ?? '9000000100';
  const made = sim.createUser({ mobile, name: 'Recorded player' });
  if (!made.ok) throw new Error(made.error);
  const id = made.user.id;

  // the open bets the history showed, placed again at the scenario's start, and the recorded wallet after them
  const open = arr(rec(got.call('my_bets')).data)
    .map(rec)
    .filter((b) => String(b.isResult ?? '') === '0');
  const byName = new Map(markets.map((m) => [m.name.trim().toLowerCase(), m.id]));
  const wallet = Math.max(0, Math.floor(num(data.wallet) ?? 0));
  const stake = open.reduce((s, b) => s + Math.max(0, Math.floor(num(b.money) ?? 0)), 0);
  if (wallet + stake > 0) sim.adjust(id, wallet + stake, 'Opening balance (recorded)');
  let placed = 0;
  for (const b of open) {
    const marketId = byName.get(String(b.game_name ?? '').trim().toLowerCase());
    const type = num(b.type) === 2 ? 2 : num(b.type) === 1 ? 1 : 3;
    const n = String(b.game_number ?? '').trim();
    const bet_numbers = type === 1 ? n.padStart(2, '0') : String((num(n) ?? 0) + 1);
    const r = marketId ? sim.placeBet({ userId: id, marketId, lines: [{ bet_numbers, bet_money: num(b.money) ?? 0, type }] }) : null;
    if (r?.ok) placed++;
  }
  // stakes that could not be placed again stay in the wallet: take them back so it reads as recorded
  const extra = sim.balance(id) - wallet;
  if (extra > 0) sim.adjust(id, -extra, 'Opening balance (recorded)');
  return {
    state: JSON.parse(JSON.stringify(sim.state)) as SimState,
    summary: { markets: markets.length, results, player: { mobile, id, balance: sim.balance(id) }, openBetsPlaced: placed, betsNotPlaced: open.length - placed, settings },
  };
}
