/**
 * A tab's operation log (decision 128): the Sim's operations (`OpEntry`, as the Node store logs them) gathered as they
 * run, and appended to the store's log as one entry — one small put — when a reply asks for it (or at the end of the
 * turn). Each tab numbers its own entries.
 */
import type { OpEntry } from '../core';
import type { StoreBackend } from './storageBackends';
import { logKey, type LogEntry, type StoreStats } from './storeFormat';

/** epoch ms, monotonic within the page */
const wallClock = () => (typeof performance !== 'undefined' ? performance.timeOrigin + performance.now() : Date.now());

export class OpLog {
  /** operations run since the last entry */
  private pending: OpEntry[] = [];
  private scheduled = false;
  /** this tab's last entry */
  n = 0;
  /** the last append: resolved once it (and so every one before it) is committed, or failed */
  last: Promise<void> = Promise.resolve();

  constructor(
    private readonly backend: StoreBackend,
    private readonly tabId: string,
    private readonly clock: () => number,
    private readonly stats: StoreStats['log'],
    /** at the end of a turn that ran operations */
    private readonly endOfTurn: () => void,
  ) {}

  /** What the Sim logs to. */
  readonly sink = (e: OpEntry) => {
    this.pending.push(e);
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      if (this.scheduled) this.endOfTurn();
    });
  };

  get hasPending(): boolean {
    return this.pending.length > 0;
  }

  /** A checkpoint includes the operations so far: they need no entry. */
  drop(): void {
    this.pending = [];
    this.scheduled = false;
  }

  /** Appends the pending operations and `rec` as one entry of world `world`; `failed` hears of a write that failed. */
  append(world: string, rec: LogEntry['rec'], failed: (e: unknown) => void): Promise<void> {
    this.scheduled = false;
    if (this.pending.length === 0 && !rec) return this.last;
    const entry: LogEntry = { world, at: wallClock(), ops: this.pending, rec };
    this.pending = [];
    const t0 = this.clock();
    const s = this.stats;
    this.last = this.backend.appendLog(logKey(this.tabId, ++this.n), entry).then(() => {
      const ms = this.clock() - t0;
      s.writes++;
      s.ops += entry.ops.length;
      s.totalMs += ms;
      s.lastMs = ms;
      s.longestMs = Math.max(s.longestMs, ms);
    }, failed);
    return this.last;
  }
}
