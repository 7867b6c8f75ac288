/**
 * Migrations of saved worlds, one per version step. Each takes the parsed JSON of version n and returns version
 * n + 1; it may throw on a shape it cannot read (the loader reports it). Old shapes are described here only.
 */
import { initBankCards } from './domains/bankCards';
import { initChat } from './domains/chat';
import { initPush } from './domains/push';
import { DEFAULT_SETTINGS } from './domains/settings';
import { initTransfers } from './domains/transfers';
import { initWithdrawals } from './domains/withdrawals';

type Json = Record<string, unknown>;

const FAULT_DEFAULTS = { latencyMaxMs: null, status: null, message: null, body: null, probability: 1 };

const obj = (v: unknown, what: string): Json => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error(`${what} missing`);
  return v as Json;
};
const list = (v: unknown, what: string): unknown[] => {
  if (!Array.isArray(v)) throw new Error(`${what} missing`);
  return v;
};

/**
 * Version 1 (one flat object: counters beside top-level users, otps, ledger, markets, bets, payments, banners,
 * faults) → version 2 (one slice per domain, each with its own id counter; settings added since get their defaults). Ledger lines are ordered by time, as
 * version 2 keeps them.
 */
export function migrateV1(s: Json): Json {
  const counters = obj(s.counters, 'counters');
  const ledger = obj(s.ledger, 'ledger');
  const lines: Json = {};
  for (const [user, ls] of Object.entries(ledger)) {
    lines[user] = (list(ls, `ledger ${user}`) as Array<{ at: number; id: number }>).slice().sort((a, b) => a.at - b.at || a.id - b.id);
  }
  return {
    version: 2,
    meta: { scenario: s.scenario, seed: s.seed, rng: s.rng, startDay: s.startDay },
    clock: obj(s.clock, 'clock'),
    settings: { ...DEFAULT_SETTINGS, ...obj(s.settings, 'settings') },
    users: { byId: obj(s.users, 'users'), otps: list(s.otps, 'otps'), lastId: counters.user },
    ledger: { lines, lastId: counters.line },
    markets: { list: list(s.markets, 'markets'), banners: list(s.banners ?? [], 'banners') },
    bets: { list: list(s.bets, 'bets'), lastId: counters.bet, lastTicket: counters.ticket },
    payments: { list: list(s.payments, 'payments'), lastId: counters.payment },
    faults: { list: list(s.faults ?? [], 'faults'), lastId: counters.fault },
  };
}

/**
 * Version 2 → 3: the withdrawals, transfers, bank-card and chat slices start empty; new settings get defaults;
 * faults get the fields of the full fault plan.
 */
export function migrateV2(s: Json): Json {
  const faults = obj(s.faults, 'faults');
  return {
    ...s,
    version: 3,
    settings: { ...DEFAULT_SETTINGS, ...obj(s.settings, 'settings') },
    withdrawals: initWithdrawals(),
    transfers: initTransfers(),
    bankCards: initBankCards(),
    chat: initChat(),
    faults: { ...faults, list: list(faults.list, 'faults').map((f) => ({ ...FAULT_DEFAULTS, ...(f as Json) })) },
  };
}

/** Version 3 → 4: the push slice (simulated push notices) starts empty. */
export function migrateV3(s: Json): Json {
  return { ...s, version: 4, push: initPush() };
}
