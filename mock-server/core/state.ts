/** Building and checking SimState objects. */
import { REAL_CLOCK } from './clock';
import { seedState } from './rng';
import { checkMarketTimes } from './schedule';
import { istDay } from '../../domain/time';
import { STATE_VERSION, type MarketDef, type Settings, type SimState } from './types';

export const DEFAULT_SETTINGS: Settings = {
  jodiRate: 9800,
  hurfRate: 980,
  minRecharge: 100,
  maxRecharge: 50000,
  maxP2p: 25000,
  minWithdrawal: 500,
  withdrawStart: '09:00',
  withdrawEnd: '21:00',
  isBank: 1,
  isUpi: 1,
  contactInfo: '919999999999',
  otpTtlMs: 5 * 60_000,
  autoResults: true,
  maxLinesPerBet: 500,
  maxStakePerLine: 100000,
  rulesHtml: '<p>Jodi pays 9800 for 100. Ander and Bahar pay 980 for 100.</p>',
  noticeHtml: '',
  referralPercents: [5, 3, 1],
};

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
    scenario: input.scenario,
    seed: input.seed,
    clock: { ...REAL_CLOCK, frozenAt: input.now },
    rng: seedState(input.seed),
    startDay: istDay(input.now),
    counters: { user: 100, bet: 5000, ticket: 9000, line: 0, payment: 1000, fault: 0 },
    settings: { ...DEFAULT_SETTINGS, ...input.settings },
    users: {},
    otps: [],
    ledger: {},
    markets,
    bets: [],
    payments: [],
    banners: input.banners ?? [],
    faults: [],
  };
}

const KEYS: Array<keyof SimState> = ['clock', 'counters', 'settings', 'users', 'otps', 'ledger', 'markets', 'bets', 'payments', 'banners', 'faults'];

/** A light structural check of a state read from a file, localStorage or a PUT. */
export function checkState(v: unknown): string | null {
  if (typeof v !== 'object' || v === null) return 'state must be an object';
  const s = v as Partial<SimState>;
  if (s.version !== STATE_VERSION) return `state version must be ${STATE_VERSION}`;
  for (const k of KEYS) if (typeof s[k] !== 'object' || s[k] === null) return `state.${k} missing`;
  if (typeof s.rng !== 'number' || typeof s.startDay !== 'number') return 'state.rng/startDay missing';
  for (const m of s.markets as MarketDef[]) {
    try {
      checkMarketTimes(m);
    } catch (e) {
      return (e as Error).message;
    }
  }
  return null;
}
