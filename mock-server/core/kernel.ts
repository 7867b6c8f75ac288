/**
 * The kernel every domain runs on: the world's state, its clock, the tick scheduler, derived indexes,
 * snapshot/load (with migrations) and change notification. It holds no domain code: domains register their tick
 * work and build their indexes through `derived`.
 */
import { Clock } from './clock';
import type { RngHolder } from './rng';
import type { Result } from './result';
import type { DomainEvents, Listener, SimState, Ticker, World } from './state';
import { checkState, migrate } from './world';

export type { DomainEvents, Ticker, World } from './state';

export interface LoadOptions {
  /** the saved world is the caller's to give away (freshly parsed, shared with nothing): take it without a copy */
  fresh?: boolean;
}

export class Kernel implements World {
  private current: SimState;
  readonly clock: Clock;
  /** bumped by every mutation; transports persist when it moves */
  changes = 0;
  private readonly realNow: () => number;
  private readonly tickers: Ticker[] = [];
  private readonly watchers = new Set<() => void>();
  private readonly listeners: { [E in keyof DomainEvents]: Array<Listener<E>> } = { betPlaced: [], betCancelled: [], rechargeApproved: [], resultDeclared: [] };
  /** indexes derived from the current state object, rebuilt lazily after a load or reset */
  private cache = new Map<string, unknown>();
  /** real time held still while one request runs (see pin) */
  private pinnedReal: number | null = null;

  constructor(state: SimState, realNow: () => number = Date.now) {
    this.current = state;
    this.realNow = () => this.pinnedReal ?? realNow();
    this.clock = new Clock(() => this.current.clock, this.realNow);
  }

  /**
   * Holds real time still until the returned function is called, so every reading of the clock within one request
   * gives the same instant (a recorded call then replays exactly). Synchronous sections only.
   */
  pin(): () => void {
    return this.pinAt(this.realNow());
  }

  /** Holds real time still at `real` (a logged operation replayed at the time it ran) until the returned call. */
  pinAt(real: number): () => void {
    const before = this.pinnedReal;
    this.pinnedReal = real;
    return () => {
      this.pinnedReal = before;
    };
  }

  get state(): SimState {
    return this.current;
  }

  /** Replaces the whole world (reset, load); derived indexes start over. */
  protected replace(state: SimState): void {
    this.current = state;
    this.cache = new Map();
    this.touch();
  }

  now(): number {
    return this.clock.now();
  }

  /** Real (machine) time, for clock arithmetic. */
  realTime(): number {
    return this.realNow();
  }

  /** The seeded generator's holder (its state lives in the world, so snapshots replay exactly). */
  get rng(): RngHolder {
    return this.current.meta;
  }

  touch(): void {
    this.changes++;
    for (const w of this.watchers) w();
  }

  /**
   * Calls `watcher` after every change of the world, wherever it comes from (a request, another tab's write taken in,
   * the console): many times in one request, so a watcher coalesces. Returns the stop.
   */
  watch(watcher: () => void): () => void {
    this.watchers.add(watcher);
    return () => void this.watchers.delete(watcher);
  }

  /**
   * A value derived from the current state (an index), built on first use and kept until the state is replaced.
   * Domain operations keep their own index in step with their slice.
   */
  derived<T>(key: string, build: () => T): T {
    let v = this.cache.get(key) as T | undefined;
    if (v === undefined) {
      v = build();
      this.cache.set(key, v);
    }
    return v;
  }

  /** Registers work that brings the world up to the clock (e.g. results falling due). */
  onTick(t: Ticker): void {
    this.tickers.push(t);
  }

  on<E extends keyof DomainEvents>(event: E, fn: Listener<E>): void {
    this.listeners[event].push(fn);
  }

  emit<E extends keyof DomainEvents>(event: E, e: DomainEvents[E]): void {
    for (const fn of this.listeners[event]) fn(this, e);
  }

  /** Brings the world up to the clock. Every public read and write calls it first; it is cheap when nothing is due. */
  tick(): void {
    for (const t of this.tickers) t(this);
  }

  snapshot(): SimState {
    return JSON.parse(JSON.stringify(this.current)) as SimState;
  }

  /**
   * Loads a saved world of this or an older version (migrated), or reports why it cannot. The world is copied, unless
   * `fresh` says the caller hands over an object nobody else holds (just parsed): a large world then loads without
   * a second serialization.
   */
  load(saved: unknown, opts: LoadOptions = {}): Result {
    const m = migrate(saved);
    if ('error' in m) return { ok: false, error: m.error };
    const problem = checkState(m.state);
    if (problem) return { ok: false, error: problem };
    this.replace((opts.fresh ? m.state : JSON.parse(JSON.stringify(m.state))) as SimState);
    return { ok: true };
  }
}
