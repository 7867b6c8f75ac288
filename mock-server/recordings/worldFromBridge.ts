/**
 * A simulator world derived from what a player saw on the real system, as the live-backend bridge recorded it
 * (domain/bridgeRecording.ts): the markets with their times and recent results (game_list, game_details,
 * game_chart and resultrec), the rates (game_rule), the settings the profile shows (withdrawal window and minimum,
 * minimum recharge, maximum transfer, bank / UPI), and one player — at a stand-in mobile, since the recording masks
 * the real one — with the recorded wallet balance (the latest of profile and a transfer's reply) and the recorded
 * open bets placed again. The latest reply of each kind wins; results of every chart and result-record reply are
 * merged (the latest per day wins). Results are only the recorded ones (no seeded draws), so QA can reproduce what
 * the player saw.
 *
 * What cannot be read is never guessed (decision 101): a reply that is not a usable answer (an HTTP error, an error
 * page, a failure reply) is skipped, a value that is not what the contract shows is left out, and each is a note
 * naming the recorded call and why. A market whose open or close time cannot be read is left out, never given
 * another; a wallet no reply shows readably is `balance: null` (unknown), not ₹0.
 */
import type { RecordedExchange } from '../../domain/bridgeRecording';
import { BET_TYPE, betKindOfCode } from '../../domain/wire';
import { emptyState, parseInstant, type MarketDef, type SimState } from '../core';
import { simulatorFromState } from '../simulator';

/** One thing the recording did not give as the contract shows it: which recorded call (1-based, with its time) and what. */
export interface RecordingNote {
  /** the recorded call's place in the recording (1 = first), null for a fact no reply carried */
  call: number | null;
  name: string;
  at: string;
  note: string;
}

export interface DerivedWorld {
  state: SimState;
  summary: {
    markets: number;
    results: number;
    /** balance: the recorded wallet in whole rupees, null when no reply showed one readably (the world's player has ₹0) */
    player: { mobile: string; id: string; balance: number | null };
    openBetsPlaced: number;
    betsNotPlaced: number;
    settings: Record<string, unknown>;
  };
  notes: RecordingNote[];
}

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Rec) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const shown = (v: unknown) => (v === undefined ? 'missing' : JSON.stringify(v));

/** A number, or a numeric string: plain ("1250.50") or grouped as number_format writes it ("1,250.50", "1,25,000"). */
const num = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const s = v.trim();
  if (!/^-?(\d+|\d{1,3}(,\d{2,3})+)(\.\d+)?$/.test(s)) return null;
  const n = Number(s.replaceAll(',', ''));
  return Number.isFinite(n) ? n : null;
};

/** 'HH:MM' from 'HH:MM', 'HH:MM:SS' or the 12-hour 'h:MM AM' / 'h:MM:SS PM'; null for anything else. */
export const clock = (v: unknown): string | null => {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AaPp])\.?[Mm]\.?)?$/.exec(String(v ?? '').trim());
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || Number(m[3] ?? 0) > 59) return null;
  if (m[4]) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (m[4].toLowerCase() === 'p' ? 12 : 0);
  } else if (h > 23) return null;
  return `${String(h).padStart(2, '0')}:${m[2]}`;
};

/** 'YYYY-MM-DD' from the contract's 'DD-MM-YYYY' (or a day sent as YYYY-MM-DD); null for anything else. */
const day = (v: unknown): string | null => {
  const s = String(v ?? '').trim();
  const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(s);
  if (dmy) return `${dmy[3]}-${dmy[2]}-${dmy[1]}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(s) ? s : null;
};

/** The contract's bet type codes as a note names them: '1 (Jodi), 2 (Ander), 3 (Bahar)'. */
const BET_TYPE_NAMES = Object.entries(BET_TYPE)
  .map(([kind, code]) => `${code} (${kind[0]!.toUpperCase()}${kind.slice(1)})`)
  .join(', ');

/** The calls a world is made from. */
const USED = new Set(['game_list', 'game_details', 'game_chart', 'resultRec', 'game_rule', 'profile', 'my_bets', 'p2pTransfer']);

interface Line extends RecordedExchange {
  n: number;
}

/** Why a recorded reply cannot be used at all, or null when it can. */
function unusable(l: RecordedExchange): string | null {
  if (l.status !== 200) return `HTTP ${l.status}`;
  if (typeof l.reply !== 'object' || l.reply === null) return 'the reply is not JSON (an error page or text)';
  const first = rec(Array.isArray(l.reply) ? l.reply[0] : l.reply);
  const failed = String(first.status) === '0' || first.error === true || String(first.error) === '1' || String(first.error) === 'true';
  return failed ? `a failure reply (${shown(first.msg ?? first.message ?? '')})` : null;
}

export function worldFromRecording(lines: readonly RecordedExchange[], opts: { name: string; now: number; mobile?: string }): DerivedWorld {
  const notes: RecordingNote[] = [];
  const note = (l: Line | null, text: string) => notes.push({ call: l?.n ?? null, name: l?.call ?? '', at: l?.at ?? '', note: text });
  const usable: Line[] = [];
  lines.forEach((l, i) => {
    if (!USED.has(l.call)) return;
    const why = unusable(l);
    if (why) note({ ...l, n: i + 1 }, `skipped: ${why}`);
    else usable.push({ ...l, n: i + 1 });
  });
  const gameOf = (l: Line) => String(rec(l.body).game_id ?? l.query.game ?? '');
  const all = (call: string, game?: string) => usable.filter((l) => l.call === call && (game === undefined || gameOf(l) === game));
  const last = (call: string, game?: string) => all(call, game).at(-1) ?? null;

  const listLine = last('game_list');
  const list = rec(listLine?.reply);
  const rows = [...arr(list.running_game), ...arr(list.upcomming_game)].map(rec);
  const seen = new Set<string>();
  const markets: MarketDef[] = [];
  let results = 0;
  for (const r of rows) {
    const id = String(r.game_id ?? '');
    if (!id || seen.has(id)) continue;
    const name = String(r.game_name ?? `Market ${id}`);
    const open = clock(r.start_time);
    const close = clock(r.end_time);
    if (!open || !close) {
      note(listLine, `market ${id} (${name}) left out: ${!open ? `start_time ${shown(r.start_time)}` : `end_time ${shown(r.end_time)}`} is not a time of day`);
      continue;
    }
    seen.add(id);
    const detailsLine = last('game_details', id);
    const info = rec(arr(rec(detailsLine?.reply).data)[0]);
    // without a readable result time: an hour after the close
    const [ch, cm] = close.split(':').map(Number) as [number, number];
    const afterClose = `${String((ch + 1) % 24).padStart(2, '0')}:${String(cm).padStart(2, '0')}`;
    let result = clock(info.result_time);
    if (!result) {
      if (detailsLine) note(detailsLine, `market ${id}: result_time ${shown(info.result_time)} is not a time of day; an hour after the close (${afterClose}) is used`);
      result = afterClose;
    }
    // every recorded chart and result record of the market, the latest reply per day winning
    const byDay = new Map<string, string>();
    for (const l of [...all('game_chart', id), ...all('resultRec', id)].sort((a, b) => a.n - b.n)) {
      const got = arr(l.call === 'game_chart' ? rec(l.reply).chart : rec(l.reply).data).map(rec);
      const bad = got.filter((c) => {
        const session = day(c.date);
        const number = String(c.number ?? '').padStart(2, '0');
        if (!session || !/^\d{2}$/.test(number)) return true;
        byDay.set(session, number);
        return false;
      });
      if (bad.length) note(l, `market ${id}: ${bad.length} of ${got.length} result rows left out (not a DD-MM-YYYY day and a two-digit number), e.g. ${JSON.stringify(bad[0])}`);
    }
    const resultsOf = [...byDay]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([session, number]) => ({ session, number, declaredAt: parseInstant(`${session} ${result}`) ?? opts.now }))
      .filter((c) => c.declaredAt <= opts.now);
    results += resultsOf.length;
    markets.push({ id, name, sequence: num(r.sequence) ?? markets.length + 1, open, close, result, results: resultsOf });
  }

  const rulesLine = last('game_rule');
  const profileLine = last('profile');
  const rules = rec(rulesLine?.reply);
  const profile = rec(profileLine?.reply);
  const data = rec(arr(profile.data)[0]);
  const setting = rec(data.setting);
  const userData = arr(profile.user_Data).map(rec);
  const limits = userData.find((u) => 'minimum_recharge' in u || 'maximum_p2p' in u) ?? {};
  const settings: Record<string, unknown> = { autoResults: false };
  /** a setting read from a reply; one that is there but unreadable is a note (the simulator's default stays) */
  const put = (key: string, l: Line | null, field: string, v: unknown, read: (v: unknown) => unknown) => {
    if (v === undefined || v === null || v === '') return;
    const got = read(v);
    if (got === null) note(l, `${field} ${shown(v)} cannot be read; the simulator's default ${key} is used`);
    else settings[key] = got;
  };
  put('jodiRate', rulesLine, 'jodirate', rules.jodirate, num);
  put('hurfRate', rulesLine, 'hurfrate', rules.hurfrate, num);
  put('minWithdrawal', profileLine, 'setting.withdrawal_amount', setting.withdrawal_amount, num);
  put('withdrawStart', profileLine, 'setting.startwith', setting.startwith, clock);
  put('withdrawEnd', profileLine, 'setting.endwith', setting.endwith, clock);
  put('isBank', profileLine, 'setting.isbank', setting.isbank, num);
  put('isUpi', profileLine, 'setting.isUpi', setting.isUpi, num);
  put('minRecharge', profileLine, 'user_Data minimum_recharge', limits.minimum_recharge, num);
  put('maxP2p', profileLine, 'user_Data maximum_p2p', limits.maximum_p2p, num);
  const banners = arr(list.banner).map((b) => String(rec(b).banner_img ?? '')).filter(Boolean);
  const notice = String(rec(arr(list.notice)[0]).text_msg ?? '');
  if (notice) settings.noticeHtml = notice;

  // the wallet: the latest reply that shows it readably (the profile, or a transfer's reply)
  let wallet: number | null = null;
  for (const l of usable) {
    const shownAs: Array<[string, unknown]> =
      l.call === 'profile'
        ? [
            ['data[0].wallet', rec(arr(rec(l.reply).data)[0]).wallet],
            ['data[0].balance', rec(arr(rec(l.reply).data)[0]).balance],
            ["user_Data 'wallet' balance", arr(rec(l.reply).user_Data).map(rec).find((u) => u.name === 'wallet')?.balance],
          ]
        : l.call === 'p2pTransfer'
          ? [['wallet', rec(arr(l.reply)[0]).wallet]]
          : [];
    const present = shownAs.filter(([, v]) => v !== undefined && v !== null && v !== '');
    const read = present.map(([, v]) => num(v)).find((n) => n !== null);
    if (read !== undefined && read !== null) wallet = Math.floor(read);
    else if (present.length) note(l, `the wallet cannot be read (${present.map(([f, v]) => `${f} ${shown(v)}`).join(', ')}); an earlier reply's is used if there is one`);
  }
  if (wallet === null) note(null, "no recorded reply shows the wallet balance readably: it is unknown, and the world's player starts at ₹0");

  const state = emptyState({ scenario: opts.name, seed: 1, now: opts.now, markets, settings, banners });
  const sim = simulatorFromState(state, () => opts.now);
  if (!sim) throw new Error('the derived world does not load');
  const mobile = opts.mobile ?? '9000000100';
  const made = sim.createUser({ mobile, name: 'Recorded player' });
  if (!made.ok) throw new Error(made.error);
  const id = made.user.id;

  // the open bets the history showed, placed again at the scenario's start, and the recorded wallet after them
  const betsLine = last('my_bets');
  const open = arr(rec(betsLine?.reply).data)
    .map(rec)
    .filter((b) => String(b.isResult ?? '') === '0');
  const byName = new Map(markets.map((m) => [m.name.trim().toLowerCase(), m.id]));
  const stake = open.reduce((s, b) => s + Math.max(0, Math.floor(num(b.money) ?? 0)), 0);
  if ((wallet ?? 0) + stake > 0) sim.adjust(id, (wallet ?? 0) + stake, 'Opening balance (recorded)');
  let placed = 0;
  for (const b of open) {
    const marketId = byName.get(String(b.game_name ?? '').trim().toLowerCase());
    const kind = betKindOfCode(num(b.type));
    const n = String(b.game_number ?? '').trim();
    const money = num(b.money);
    const why = !marketId
      ? `its market ${shown(b.game_name)} is not among the recorded markets`
      : !kind
        ? `type ${shown(b.type)} is none of ${BET_TYPE_NAMES}`
        : !/^\d{1,2}$/.test(n) || (kind !== 'jodi' && n.length !== 1)
          ? `game_number ${shown(b.game_number)} is not a number of its kind`
          : money === null || money <= 0
            ? `money ${shown(b.money)} is not an amount`
            : null;
    if (why) {
      note(betsLine, `open bet ${shown(b.id)} not placed again: ${why}`);
      continue;
    }
    const bet_numbers = kind === 'jodi' ? n.padStart(2, '0') : String(Number(n) + 1);
    const r = sim.placeBet({ userId: id, marketId: marketId!, lines: [{ bet_numbers, bet_money: money!, type: BET_TYPE[kind!] }] });
    if (r.ok) placed++;
    else note(betsLine, `open bet ${shown(b.id)} not placed again: ${r.error}`);
  }
  // stakes that could not be placed again stay in the wallet: take them back so it reads as recorded
  const extra = sim.balance(id) - (wallet ?? 0);
  if (extra > 0) sim.adjust(id, -extra, 'Opening balance (recorded)');
  return {
    state: JSON.parse(JSON.stringify(sim.state)) as SimState,
    summary: { markets: markets.length, results, player: { mobile, id, balance: wallet === null ? null : sim.balance(id) }, openBetsPlaced: placed, betsNotPlaced: open.length - placed, settings },
    // in the recording's order, the facts no reply carried last
    notes: notes.sort((a, b) => (a.call ?? Infinity) - (b.call ?? Infinity)),
  };
}
