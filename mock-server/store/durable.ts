/**
 * A world that survives a crash (decision 094): every operation that changes it is appended to its file's log
 * (./worldDb.ts) and a call is answered only once that append is committed (`durable()`). The appends of all the
 * calls that ran in one turn of the event loop are one transaction and one sync (group commit), so durability costs a
 * call one commit's wait, not one commit of its own. Nothing on this path serializes the world: a checkpoint (the
 * world as pieces, rewritten only where it changed) is written by a worker thread from its own replica of the world
 * (./checkpointWorker.ts), and a restart loads the last checkpoint and applies the operations logged since.
 *
 * Several processes may open the same file (one load balancer routing sessions by their prefix): before a call, a
 * world whose file has moved on (another process served it meanwhile) applies the operations it has not seen; a
 * commit that finds the file moved on under it is refused (`WorldMovedError`) and the world reloaded from the file.
 */
import { existsSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { OpEntry, Sim } from '../core';
import { fullCheckpoint, loadCheckpoint, makeFile, type CheckpointWorkerData, type FromState, type FromWorker, type ToWorker } from './checkpoints';
import { joinPieces } from './pieces';
import { StoreError, WorldDb, type Checkpoint } from './worldDb';

/** The commit found operations of another process in the file: the call's effect is gone; the world has been reloaded. */
export class WorldMovedError extends Error {
  constructor(file: string) {
    super(`The world in ${file} was changed by another simulator process; the call was not applied, try again`);
  }
}

export interface DurableOptions {
  /** a new world, when the file does not exist yet */
  create: () => Sim;
  /** a world over a saved state (migrated), or why it does not load */
  fromState: FromState;
  /**
   * checkpoints by a worker thread (default): after this many operations, or this long after the first one since the
   * last checkpoint; null: no worker (tests of the log alone; the world is checkpointed on close)
   */
  checkpoints?: { everyOps: number; everyMs: number; nice: number; workerData: CheckpointWorkerData['sim'] } | null;
}

const ORIGIN_MARK = 'store:';
/** How long the recorded calls of calls that changed nothing wait to be written (with whatever else comes meanwhile). */
export const RECORDED_READS_MS = 100;

export class DurableWorld {
  readonly sim: Sim;
  readonly db: WorldDb;
  /** the last operation in memory (committed or pending) */
  private seq: number;
  /** the last operation committed to the file */
  private committed: number;
  private pending: OpEntry[] = [];
  private waiters: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  /** the flush that is scheduled: at once (changes wait for it) or later (only calls that changed nothing are recorded) */
  private flushTimer: { kind: 'now'; handle: NodeJS.Immediate } | { kind: 'later'; handle: NodeJS.Timeout } | null = null;
  /** the recording (object) whose calls are in the file, its id and how many of its calls are written */
  private rec: { obj: unknown; id: string; written: number; originSeq: number; complete: boolean };
  private worker: Worker | null = null;
  private workerDone: Promise<void> = Promise.resolve();
  /** what the worker reported (figures for the bench and the tests) */
  readonly stats = { commits: 0, opsCommitted: 0, longestCommitMs: 0, checkpoints: 0, lastCheckpointMs: 0, largestCheckpointBytes: 0, replayedAtOpen: 0, openMs: 0, conflicts: 0 };
  private readonly originWaiters = new Map<string, Array<() => void>>();
  /** who waits for a checkpoint that includes operation `seq` (`checkpointed()`) */
  private checkpointWaiters: Array<{ seq: number; resolve: () => void }> = [];
  /** a change outside the Sim's operations was reported */
  private warned = false;

  private constructor(
    readonly file: string,
    private readonly opts: DurableOptions,
  ) {
    const started = performance.now();
    const made = existsSync(file) ? null : makeFile(file, opts.create);
    this.db = new WorldDb(file, { create: false });
    try {
      const cp = this.db.checkpoint();
      if (!cp) throw new StoreError(`${file}: no checkpoint (the file was never completely written); remove it to start a new world`);
      // the world this process made is the file's (unless another process made the file first)
      this.sim = made && cp.seq === 0 && this.db.info('made') === made.token ? made.sim : loadCheckpoint(this.db, cp, opts.fromState);
      this.seq = this.committed = cp.seq;
      this.catchUp();
    } catch (e) {
      this.db.close();
      throw e;
    }
    this.rec = { obj: null, id: '', written: 0, originSeq: 0, complete: true };
    this.restoreRecording();
    this.attach();
    this.stats.openMs = performance.now() - started;
    if (opts.checkpoints !== null) this.startWorker();
  }

  /** Opens the world in `file`, or makes it there. Throws a StoreError naming the file when it cannot be read. */
  static open(file: string, opts: DurableOptions): DurableWorld {
    return new DurableWorld(file, opts);
  }

  private attach(): void {
    this.sim.logTo((e) => {
      this.pending.push(e);
      this.seq++;
      this.scheduleFlush();
    });
    this.sim.originStore = {
      keep: () => `${ORIGIN_MARK}${this.seq}`,
      read: (origin) => this.originText(origin),
    };
  }

  /** The file's recording becomes the world's (a restart, or another process recorded meanwhile). */
  private restoreRecording(): void {
    const row = this.db.recording();
    if (!row) {
      this.rec = { obj: this.sim.recording, id: '', written: 0, originSeq: 0, complete: true };
      return;
    }
    const calls = this.db.calls(row.id);
    this.sim.recording = { origin: `${ORIGIN_MARK}${row.originSeq}`, calls, complete: row.complete };
    this.rec = { obj: this.sim.recording, id: row.id, written: calls.length, originSeq: row.originSeq, complete: row.complete };
  }

  /** Applies the operations the file has after this world's last one (a restart, or another process's calls). */
  private catchUp(): void {
    const ops = this.db.opsAfter(this.committed);
    const last = this.db.lastSeq();
    if (ops.length !== last - this.committed || (ops.length > 0 && ops[0]!.seq !== this.committed + 1)) {
      // compacted past this world's last operation: the checkpoint has what it lacks
      const cp = this.db.checkpoint();
      if (!cp || cp.seq <= this.committed) throw new StoreError(`${this.file}: operations ${this.committed + 1}–${last} are missing`);
      this.loadInto(cp);
      this.catchUp();
      return;
    }
    for (const op of ops) this.sim.applyOp(op);
    this.stats.replayedAtOpen += ops.length;
    this.seq = this.committed = last;
  }

  /**
   * Before a call: brings the world up to its file, when another process has changed it since (one indexed read when
   * nothing changed).
   */
  sync(): void {
    if (this.pending.length > 0 || this.db.lastSeq() === this.committed) return;
    this.catchUp();
    this.restoreRecording();
  }

  /** The world becomes the checkpoint's (the same Sim object: dispatchers keep it). */
  private loadInto(cp: Checkpoint): void {
    this.sim.logTo(null);
    const r = this.sim.load(joinPieces(this.db.readPieces(cp)), { fresh: true });
    if (!r.ok) throw new StoreError(`${this.file}: the checkpoint after operation ${cp.seq} does not load: ${r.error}`);
    this.seq = this.committed = cp.seq;
    this.attach();
  }

  /**
   * Resolves once every change made so far is committed to the file; rejects when the commit was refused. With no
   * change pending, the world a call showed is the committed one and it resolves at once: the recorded calls of calls
   * that changed nothing are written a little later, several together (`RECORDED_READS_MS`), without a sync of their own.
   */
  durable(): Promise<void> {
    if (this.pending.length === 0 && !this.newRecording()) {
      if (this.recordingDirty()) this.scheduleFlush('later');
      return Promise.resolve();
    }
    this.scheduleFlush();
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  private newRecording(): boolean {
    return this.sim.recording !== this.rec.obj || this.sim.recording.complete !== this.rec.complete;
  }

  private recordingDirty(): boolean {
    const r = this.sim.recording;
    return r !== this.rec.obj || r.calls.length !== this.rec.written || r.complete !== this.rec.complete;
  }

  private scheduleFlush(when: 'now' | 'later' = 'now'): void {
    if (this.flushTimer?.kind === 'now' || (this.flushTimer && when === 'later')) return;
    if (this.flushTimer) clearTimeout(this.flushTimer.handle);
    this.flushTimer =
      when === 'now' ? { kind: 'now', handle: setImmediate(() => this.flush()) } : { kind: 'later', handle: setTimeout(() => this.flush(), RECORDED_READS_MS).unref() };
  }

  /**
   * One transaction for everything pending: operations, the recording's new calls; then the waiters are answered.
   * Synced to disk when it holds a change (synchronous=FULL); one of recorded calls alone is not synced (they survive
   * the process's crash, not the machine's, and change nothing).
   */
  flush(): void {
    if (this.flushTimer?.kind === 'now') clearImmediate(this.flushTimer.handle);
    else if (this.flushTimer) clearTimeout(this.flushTimer.handle);
    this.flushTimer = null;
    const ops = this.pending;
    const waiters = this.waiters;
    this.pending = [];
    this.waiters = [];
    const recording = this.sim.recording;
    const sync = ops.length > 0 || this.newRecording();
    const started = performance.now();
    try {
      const write = sync ? this.db.write.bind(this.db) : this.db.writeUnsynced.bind(this.db);
      write(() => {
        if (this.db.lastSeq() !== this.committed) throw new WorldMovedError(this.file);
        if (ops.length) this.committed = this.db.appendOps(this.committed, ops);
        if (recording !== this.rec.obj) {
          const originSeq = recording.origin?.startsWith(ORIGIN_MARK) ? Number(recording.origin.slice(ORIGIN_MARK.length)) : this.committed;
          this.rec = { obj: recording, id: randomBytes(6).toString('hex'), written: 0, originSeq, complete: true };
          this.db.startRecording({ id: this.rec.id, originSeq, complete: recording.complete });
          this.post({ type: 'origin', id: this.rec.id, seq: originSeq });
        }
        if (recording.calls.length > this.rec.written) {
          this.db.addCalls(this.rec.id, recording.calls.slice(this.rec.written));
          this.rec.written = recording.calls.length;
        }
        if (!recording.complete && this.rec.complete) {
          this.rec.complete = false;
          this.db.recordingStopped({ id: this.rec.id, originSeq: this.rec.originSeq, complete: false });
        }
      });
    } catch (e) {
      const error = e instanceof WorldMovedError ? e : new StoreError(`${this.file}: commit failed (${(e as Error).message})`);
      if (e instanceof WorldMovedError) this.stats.conflicts++;
      // what this world did since its last commit is not in the file: start again from the file
      this.reload();
      for (const w of waiters) w.reject(error);
      return;
    }
    this.stats.commits++;
    this.stats.opsCommitted += ops.length;
    // the event loop's wait: the sync, and the checkpoint worker's hold on the write lock if it had it
    this.stats.longestCommitMs = Math.max(this.stats.longestCommitMs, performance.now() - started);
    if (this.sim.unloggedChanges > 0 && !this.warned) {
      this.warned = true;
      console.warn(`${this.file}: ${this.sim.unloggedChanges} change(s) made outside the simulator's operations are not in the log; a restart will not have them`);
    }
    if (ops.length) this.post({ type: 'committed', seq: this.committed });
    for (const w of waiters) w.resolve();
  }

  private reload(): void {
    const cp = this.db.checkpoint();
    if (!cp) throw new StoreError(`${this.file}: no checkpoint`);
    this.loadInto(cp);
    this.catchUp();
    this.restoreRecording();
  }

  /** The recording's starting world as JSON: written by the worker, or rebuilt here from the checkpoint and the log. */
  private originText(origin: string): string {
    if (!origin.startsWith(ORIGIN_MARK)) return origin;
    const seq = Number(origin.slice(ORIGIN_MARK.length));
    const stored = this.db.infoJson<{ id: string; json: string }>('recordingOrigin');
    if (stored && stored.id === this.rec.id && this.rec.originSeq === seq) return stored.json;
    if (seq === this.seq) return JSON.stringify(this.sim.state);
    const cp = this.db.checkpoint();
    if (!cp || cp.seq > seq) throw new StoreError(`${this.file}: the world after operation ${seq} (the recording's start) is no longer kept`);
    const sim = loadCheckpoint(this.db, cp, this.opts.fromState);
    for (const op of this.db.opsBetween(cp.seq, seq)) sim.applyOp(op);
    return JSON.stringify(sim.state);
  }

  /**
   * Resolves when the worker has written the current recording's starting world (at once without a worker), or after
   * `timeoutMs` — the export then rebuilds it here.
   */
  originReady(timeoutMs = 10_000): Promise<void> {
    const id = this.rec.id;
    const stored = this.db.infoJson<{ id: string }>('recordingOrigin');
    if (!this.worker || !id || stored?.id === id) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      this.originWaiters.set(id, [...(this.originWaiters.get(id) ?? []), done]);
    });
  }

  /**
   * Resolves once a checkpoint includes every operation committed so far: at once when one does (or there is no
   * worker: the close writes it); otherwise when the worker reports it, or stops. What a test waits on, rather than
   * a time.
   */
  checkpointed(): Promise<void> {
    const seq = this.committed;
    if (!this.worker || (this.db.checkpoint()?.seq ?? 0) >= seq) return Promise.resolve();
    return new Promise((resolve) => this.checkpointWaiters.push({ seq, resolve }));
  }

  private checkpointReached(seq: number): void {
    const done = this.checkpointWaiters.filter((w) => w.seq <= seq);
    this.checkpointWaiters = this.checkpointWaiters.filter((w) => w.seq > seq);
    for (const w of done) w.resolve();
  }

  private startWorker(): void {
    const cp = this.opts.checkpoints;
    if (!cp) return;
    const data: CheckpointWorkerData = { file: this.file, everyOps: cp.everyOps, everyMs: cp.everyMs, nice: cp.nice, sim: cp.workerData };
    const worker = new Worker(new URL('./checkpointWorker.mjs', import.meta.url), { workerData: data });
    this.worker = worker;
    worker.unref();
    this.workerDone = new Promise<void>((resolve) => {
      worker.on('message', (m: FromWorker) => {
        if (m.type === 'checkpoint') {
          this.stats.checkpoints++;
          this.stats.lastCheckpointMs = m.ms;
          this.stats.largestCheckpointBytes = Math.max(this.stats.largestCheckpointBytes, m.bytes);
          this.checkpointReached(m.seq);
        } else if (m.type === 'origin') {
          for (const f of this.originWaiters.get(m.id) ?? []) f();
          this.originWaiters.delete(m.id);
        } else if (m.type === 'error') console.error(`checkpoint worker (${this.file}): ${m.message}`);
        else if (m.type === 'stopped') resolve();
      });
      worker.on('error', (e) => {
        console.error(`checkpoint worker (${this.file}): ${e.message}`);
        resolve();
      });
      worker.on('exit', () => resolve());
    }).then(() => this.checkpointReached(Infinity));
    if (this.rec.id && this.db.infoJson<{ id: string }>('recordingOrigin')?.id !== this.rec.id) this.post({ type: 'origin', id: this.rec.id, seq: this.rec.originSeq });
    this.post({ type: 'committed', seq: this.committed });
  }

  private post(m: ToWorker): void {
    this.worker?.postMessage(m);
  }

  /** Commits what is pending, stops the worker (after its last checkpoint) and closes the file. */
  async close(): Promise<void> {
    if (this.pending.length || this.recordingDirty()) this.flush();
    if (this.worker) {
      this.post({ type: 'stop' });
      await this.workerDone;
      this.worker = null;
    } else if (this.committed > (this.db.checkpoint()?.seq ?? 0)) {
      // the recording's starting world is kept before the checkpoint moves past it
      if (this.rec.id && this.db.infoJson<{ id: string }>('recordingOrigin')?.id !== this.rec.id) {
        const json = this.originText(`${ORIGIN_MARK}${this.rec.originSeq}`);
        this.db.write(() => this.db.setInfo('recordingOrigin', { id: this.rec.id, json }));
      }
      fullCheckpoint(this.db, this.sim, this.committed);
    }
    this.sim.logTo(null);
    this.db.close();
  }

  /** Closes the world and removes its file (a deleted or expired session). */
  async destroy(): Promise<void> {
    await this.close();
    for (const f of [this.file, `${this.file}-wal`, `${this.file}-shm`]) rmSync(f, { force: true });
  }
}
