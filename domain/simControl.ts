/**
 * The simulator's own control API (`/__sim/*`): its prefix, default credentials, request journal, fault plan and the
 * status the in-browser simulator announces. Not the PHP wire: the production client never speaks it.
 */
import type { AppCredential } from './contract/webservices';

/** The two credential fields the simulator expects unless configured otherwise. Not secrets: simulator only. */
export const SIM_DEFAULT_CREDENTIALS: readonly AppCredential[] = [
  { name: 'app_id', value: 'sim-app' },
  { name: 'app_key', value: 'sim-key' },
];

/** Prefix of the simulator's control API; never part of the real API. */
export const SIM_PREFIX = '__sim';

/** One entry of the simulator's request journal (GET /__sim/journal), read by the QA panel. */
export interface JournalEntry {
  at: string;
  method: string;
  path: string;
  fields: Record<string, unknown>;
  httpStatus: number;
  /** the reply's status / error / return field when it has one */
  replyStatus: unknown;
  ms: number;
  /** the reply body's first characters (JOURNAL_REPLY_CHARS in mock-server/core/journal.ts) (none for a dropped connection or a hang) */
  reply?: string;
}

/**
 * The fault plan (GET /__sim/faults), read by the QA panel: failures QA injects into wire calls. What each kind does:
 * mock-server/core/domains/faults.ts.
 */
/** The kinds the QA panel offers. */
export const OFFERED_FAULT_KINDS = ['latency', 'status', 'business', 'malformed', 'network', 'hang'] as const;
/** Kinds kept from the first plan: still accepted, no longer offered. */
export const FIRST_PLAN_FAULT_KINDS = ['error', 'html', 'timeout'] as const;
/** Every kind the simulator accepts. */
export const FAULT_KINDS = [...OFFERED_FAULT_KINDS, ...FIRST_PLAN_FAULT_KINDS] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** html: a PHP fatal-error page · notice: a PHP notice before the real JSON · truncated: the real JSON cut short · empty */
export const MALFORMED_BODIES = ['html', 'notice', 'truncated', 'empty'] as const;
export type MalformedBody = (typeof MALFORMED_BODIES)[number];

/** One fault of the plan. */
export interface Fault {
  id: number;
  /** '*' = every wire call; else a call name ('game_bet', 'p2pTransfer') or the end of the request path */
  path: string;
  kind: FaultKind;
  latencyMs: number;
  /** latency: the delay is drawn from [latencyMs, latencyMaxMs] when set */
  latencyMaxMs: number | null;
  /** status: the HTTP status (400–599) */
  status: number | null;
  /** business: the failure message */
  message: string | null;
  /** malformed: how the body is broken */
  body: MalformedBody | null;
  /** chance (0–1] that a matching request is hit */
  probability: number;
  /** how many more requests it hits; null = until cleared */
  remaining: number | null;
}

/**
 * What the in-browser simulator announces on its page (a `CustomEvent` of this name on `window`, the status as its
 * detail) when its clock moves or its fault plan changes: the page follows both without polling the simulator.
 */
export const SIM_STATUS_EVENT = 'matka-sim:status';
export interface SimStatus {
  /** as `GET /__sim/clock` reads it, at the moment of the event */
  clock: { now: number; frozen: boolean };
  /** as `GET /__sim/faults` reads it */
  faults: Fault[];
}
