/**
 * The world's saved shape: one plain, JSON-serializable object made of one slice per domain, plus its version and
 * the migrations that bring an older saved world (localStorage, `--state` files, snapshots) up to date.
 * Money is whole rupees (integers) everywhere.
 *
 * Each domain module (./domains/<d>.ts) owns its slice type and its initial value; this file only composes them.
 * Referrals keep no slice: the tree is the users' referrer links and every reward is a ledger line.
 */
import { REAL_CLOCK } from './clock';
import type { Meta, SimState } from './state';
import { seedState } from './rng';
import { checkMarketTimes } from './schedule';
import { istDay } from '../../domain/time';
import { initBankCards } from './domains/bankCards';
import { initBets } from './domains/bets';
import { initChat } from './domains/chat';
import { initFaults } from './domains/faults';
import { initLedger } from './domains/ledger';
import { initMarkets, type MarketDef } from './domains/markets';
import { initPayments } from './domains/payments';
import { initPush } from './domains/push';
import { DEFAULT_SETTINGS, type Settings } from './domains/settings';
import { initTransfers } from './domains/transfers';
import { initUsers } from './domains/users';
import { initWithdrawals } from './domains/withdrawals';
import { migrateV1, migrateV2, migrateV3 } from './migrations';

export const STATE_VERSION = 4;

export type { Meta, SimState } from './state';

export interface EmptyStateInput {
  scenario: string;
  seed: number;
  now: number;
  markets: Array<Omit<MarketDef, 'results'> & { results?: MarketDef['results'] }>;
  settings?: Partial<Settings>;
  banners?: string[];
}

export function emptyState(input: EmptyStateInput): SimState {
  const markets = input.markets.map((m) => ({ ...m, results: m.results ?? [] }));
  for (const m of markets) checkMarketTimes(m);
  return {
    version: STATE_VERSION,
    meta: { scenario: input.scenario, seed: input.seed, rng: seedState(input.seed), startDay: istDay(input.now) },
    clock: { ...REAL_CLOCK, frozenAt: input.now },
    settings: { ...DEFAULT_SETTINGS, ...input.settings },
    users: initUsers(),
    ledger: initLedger(),
    markets: initMarkets(markets, input.banners ?? []),
    bets: initBets(),
    payments: initPayments(),
    withdrawals: initWithdrawals(),
    transfers: initTransfers(),
    bankCards: initBankCards(),
    chat: initChat(),
    faults: initFaults(),
    push: initPush(),
  };
}

/** version n → n + 1 */
const MIGRATIONS: Record<number, (s: Record<string, unknown>) => Record<string, unknown>> = {
  1: migrateV1,
  2: migrateV2,
  3: migrateV3,
};

/** Brings a saved world of any known version up to STATE_VERSION (a copy; the input is not changed). */
export function migrate(v: unknown): { state: unknown } | { error: string } {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return { error: 'state must be an object' };
  let s = v as Record<string, unknown>;
  const from = s.version;
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 1 || from > STATE_VERSION) {
    return { error: `state version must be 1–${STATE_VERSION}` };
  }
  for (let n = from; n < STATE_VERSION; n++) {
    const step = MIGRATIONS[n];
    if (!step) return { error: `no migration from version ${n}` };
    try {
      s = step(s);
    } catch (e) {
      return { error: `version ${n} state unreadable: ${(e as Error).message}` };
    }
  }
  return { state: s };
}

const SLICES = ['meta', 'clock', 'settings', 'users', 'ledger', 'markets', 'bets', 'payments', 'withdrawals', 'transfers', 'bankCards', 'chat', 'faults', 'push'] as const;

/** A light structural check of a (migrated) state read from a file, localStorage or a PUT. */
export function checkState(v: unknown): string | null {
  if (typeof v !== 'object' || v === null) return 'state must be an object';
  const s = v as Partial<SimState>;
  if (s.version !== STATE_VERSION) return `state version must be ${STATE_VERSION}`;
  for (const k of SLICES) if (typeof s[k] !== 'object' || s[k] === null) return `state.${k} missing`;
  const meta = s.meta as Meta;
  if (typeof meta.rng !== 'number' || typeof meta.startDay !== 'number') return 'state.meta.rng/startDay missing';
  for (const [name, list] of Object.entries({ markets: s.markets?.list, bets: s.bets?.list, payments: s.payments?.list, withdrawals: s.withdrawals?.list, transfers: s.transfers?.list, faults: s.faults?.list, push: s.push?.queue })) {
    if (!Array.isArray(list)) return `state.${name}.list missing`;
  }
  for (const m of (s as SimState).markets.list) {
    try {
      checkMarketTimes(m);
    } catch (e) {
      return (e as Error).message;
    }
  }
  return null;
}
