/**
 * The world as the domains see it: the saved state's shape and the kernel's interface. This module imports no
 * domain code, so every domain can name the world without an import circle: the state's base fields are declared
 * here, and each domain adds its own slice to \`SimState\` beside its code (\`declare module '../state'\`).
 */
import type { ClockState } from './clock';
import type { RngHolder } from './rng';

export interface Meta {
  scenario: string;
  seed: number;
  /** state of the seeded generator (./rng.ts) */
  rng: number;
  /** IST day number before which no automatic results are drawn */
  startDay: number;
}

/** The saved world: these fields, plus one slice per domain (each domain file declares its own). */
export interface SimState {
  version: number;
  meta: Meta;
  clock: ClockState;
}

/**
 * What domains announce to each other (so that, say, referral rewards follow bets and recharges without the bets
 * domain knowing about referrals). Handlers run synchronously inside the operation that emitted the event, so
 * everything it causes is one all-or-nothing step.
 */
export interface DomainEvents {
  /** a ticket was placed and debited */
  betPlaced: { userId: string; ticket: string; marketId: string; total: number };
  /** one bet (a line of a ticket) was cancelled and its stake refunded */
  betCancelled: { userId: string; betId: string; ticket: string; money: number };
  /** a recharge was approved and credited */
  rechargeApproved: { userId: string; paymentId: string; amount: number };
  /** a market session's result was declared (by an admin or drawn when due) and its bets settled */
  resultDeclared: { marketId: string; marketName: string; session: string; number: string; at: number; players: Array<{ userId: string; won: number }> };
}


export type Ticker = (w: World) => void;
export type Listener<E extends keyof DomainEvents> = (w: World, e: DomainEvents[E]) => void;

/** The kernel (./kernel.ts) as every domain uses it. */
export interface World {
  readonly state: SimState;
  /** bumped by every mutation; transports persist when it moves */
  changes: number;
  /** the simulated time */
  now(): number;
  /** real (machine) time, for clock arithmetic */
  realTime(): number;
  /** the seeded generator's holder */
  readonly rng: RngHolder;
  touch(): void;
  /** a value derived from the current state (an index), built on first use and kept until the state is replaced */
  derived<T>(key: string, build: () => T): T;
  /** registers work that brings the world up to the clock */
  onTick(t: Ticker): void;
  on<E extends keyof DomainEvents>(event: E, fn: Listener<E>): void;
  emit<E extends keyof DomainEvents>(event: E, e: DomainEvents[E]): void;
}
