/**
 * The in-browser simulator's world (and its recording) in browser storage (decisions 050, 128).
 *
 * - **The log** (./opLog.ts): the operations of one turn are one log entry, one small put, with the recording's
 *   calls since the last entry; a reply that changed the world leaves once its entry is committed (`stored()`). A
 *   reload, a killed tab or a navigation finds the checkpoint with the entries after it applied in order. A world the
 *   store does not hold yet (a reset, a scenario, a snapshot loaded) is written whole instead, at once.
 * - **Checkpoints**: the world's pieces (../store/pieces.ts, the Node store's) serialized in slices of ~4 ms with the
 *   page given back in between (./piecePass.ts); only changed pieces written, with a manifest (./storeFormat.ts)
 *   naming the last log entry of each tab included, then the log trimmed. A change during a pass starts it over;
 *   after two restarts, or in a hidden page, it runs in one go. It starts ten times the last pass's work after a
 *   change (50 ms to 1 s): at most ~10 % of the page's time. Nothing waits for it.
 * - **Tabs** (./tabFollow.ts) follow each other's checkpoints through a BroadcastChannel; each logs under its own id.
 * - **Older forms**: the localStorage world (./legacyWorld.ts) and a store of format 1 are read once, written whole.
 */
import type { OpSink, Sim } from '../core';
import { isPlain } from '../store/pieces';
import { hasLegacy, readLegacy, removeLegacy, type LegacyWorld } from './legacyWorld';
import { OpLog } from './opLog';
import { passInSlices, passNow, type Pass } from './piecePass';
import type { StoreBackend } from './storageBackends';
import {
  entriesAfter,
  logRange,
  manifestOf,
  MANIFEST_KEY,
  newId,
  PIECE,
  readCheckpoint,
  readRecording,
  writeRecording,
  type ChannelLike,
  type Manifest,
  type SavedWorld,
  type StoredRecording,
  type StoreStats,
  type TabState,
  type WorldChanged,
  type WorldStoreOptions,
} from './storeFormat';
import { follow } from './tabFollow';

export { RECORDING_CHUNK, type ChannelLike, type SavedWorld, type StoreStats, type WorldStoreOptions } from './storeFormat';

const SLICE_MS = 4;
const MIN_DELAY_MS = 50;
const MAX_DELAY_MS = 1000;
/** the delay is this many times the work of the last pass */
const DELAY_FACTOR = 10;
/** a pass restarted this many times by changes finishes in one go */
const MAX_RESTARTS = 2;

function defaultYield(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof s?.yield === 'function' ? s.yield() : new Promise((r) => setTimeout(r, 0));
}

const defaultHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

export class WorldStore implements TabState {
  readonly stats: StoreStats;
  readonly tabId = newId();
  readonly backend: StoreBackend;
  private readonly channel: ChannelLike | null;
  private readonly legacy: LegacyWorld | null;
  private readonly o: Required<Pick<WorldStoreOptions, 'sliceMs' | 'minDelayMs' | 'maxDelayMs' | 'yieldToPage' | 'isHidden'>>;
  private readonly clock: () => number;

  // what the store holds, as far as this tab knows (see TabState)
  sim: Sim | null = null;
  written = new Map<string, string>();
  rec: StoredRecording = { obj: null, id: '', count: 0, logged: 0 };
  counter = 0;
  known = 0;
  worldId = '';
  marks: Record<string, number> = {};
  syncedState: object | null = null;
  savedChanges = Number.NaN;
  private readonly log: OpLog;
  readonly sink: OpSink;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private queue: Promise<void> = Promise.resolve();
  private lastWrite: Promise<void> = Promise.resolve();
  /** bumped to stop a pass under way */
  private passToken = 0;
  private lastWorkMs: number | null = null;
  private legacyToRemove = false;
  /** closed: a follow or a pass under way stops */
  isClosed = false;

  constructor(opts: WorldStoreOptions) {
    this.backend = opts.backend;
    this.channel = opts.channel ?? null;
    this.legacy = opts.legacy ?? null;
    const { sliceMs = SLICE_MS, minDelayMs = MIN_DELAY_MS, maxDelayMs = MAX_DELAY_MS, yieldToPage = defaultYield, isHidden = defaultHidden } = opts;
    this.o = { sliceMs, minDelayMs, maxDelayMs, yieldToPage, isHidden };
    this.clock = opts.clock ?? (() => performance.now());
    this.stats = { backend: this.backend.kind, passes: 0, restarts: 0, writes: 0, failures: 0, follows: 0, lastPass: null, lastCommitMs: null, log: { writes: 0, ops: 0, totalMs: 0, lastMs: null, longestMs: 0 }, replayed: 0, lastRead: null, lastError: null };
    // the operations of a turn are one entry (a reply asks for it sooner, through stored())
    this.log = new OpLog(this.backend, this.tabId, this.clock, this.stats.log, () => void this.writeLog(false));
    this.sink = this.log.sink;
    if (this.channel) this.channel.onmessage = (e) => this.heard(e.data);
    this.legacyToRemove = hasLegacy(this.legacy);
  }

  // ── reading ──

  /** The saved world: the store's (checkpoint and log), else the old localStorage one; null when there is none (or it is unreadable). */
  async read(): Promise<SavedWorld | null> {
    const t0 = this.clock();
    let all: Map<string, unknown>;
    let log: Array<[string, unknown]>;
    try {
      [all, log] = await Promise.all([this.backend.readAll(), this.backend.readLog()]);
    } catch {
      [all, log] = [new Map(), []];
    }
    const m = manifestOf(all.get(MANIFEST_KEY));
    if (m) {
      try {
        const { state, texts } = readCheckpoint(all, m);
        const recording = readRecording(all, m);
        const { ops, marks } = entriesAfter(log, m, recording);
        this.stats.lastRead = { ms: this.clock() - t0, pieces: m.pieces.length };
        // an older format: read once, then written whole
        if (m.format === 1) return { state, recording, ops: [], source: 'legacy' };
        this.written = texts;
        this.rec = { obj: recording, id: m.recording.id, count: m.recording.count, logged: recording.calls.length };
        this.counter = m.counter;
        this.known = Math.max(this.known, m.counter);
        this.worldId = m.worldId;
        this.marks = marks;
        return { state, recording, ops, source: 'store' };
      } catch {
        /* an unreadable store: start again (the next write replaces it) */
      }
    }
    return readLegacy(this.legacy);
  }

  // ── tracking a simulator ──

  /**
   * Starts keeping `sim`. `restored`: the world that read() returned, loaded into `sim` (its recording set as read):
   * its logged operations are applied here, and the store already holds the result. Anything else is written at once.
   */
  attach(sim: Sim, restored: SavedWorld | null = null): void {
    this.sim = sim;
    if (restored?.source === 'store') {
      for (const op of restored.ops) sim.applyOp(op);
      this.stats.replayed += restored.ops.length;
      this.syncedState = sim.state;
      // what the log added goes into the next checkpoint
      this.savedChanges = restored.ops.length > 0 ? Number.NaN : sim.changes;
      if (sim.recording !== this.rec.obj) this.rec = { obj: null, id: '', count: 0, logged: 0 };
    } else {
      this.syncedState = null;
    }
    sim.logTo(this.sink);
    if (this.syncedState === null) this.schedule(0);
    else if (this.worldDirty()) this.changed();
  }

  /** Call after anything changed the world (or its recording): a checkpoint follows. */
  changed(): void {
    this.schedule(this.delay());
  }

  /** The delay before a checkpoint: ten times the work of the last pass, within the bounds. */
  delay(): number {
    const work = this.lastWorkMs ?? 0;
    return Math.min(this.o.maxDelayMs, Math.max(this.o.minDelayMs, work * DELAY_FACTOR));
  }

  private schedule(ms: number): void {
    if (this.isClosed || !this.sim || this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.enqueue(() => this.save());
    }, ms);
  }

  enqueue(op: () => Promise<void>): void {
    this.queue = this.queue.then(op).catch((e: unknown) => {
      this.stats.lastError = String(e);
    });
  }

  /** The world differs from the checkpoint the store holds. */
  worldDirty(): boolean {
    const sim = this.sim;
    return !!sim && (sim.changes !== this.savedChanges || sim.state !== this.syncedState);
  }

  /** The recording has calls the store's chunks do not hold (read-only calls are recorded too). */
  private recordingDirty(): boolean {
    const sim = this.sim;
    return !!sim && (sim.recording !== this.rec.obj || sim.recording.calls.length !== this.rec.count);
  }

  // ── the log ──

  /**
   * Resolves once every change so far is stored: its log entry committed (or failed), or, for a world the store does
   * not hold yet, the whole world written. What a reply that changed the world waits for.
   */
  stored(): Promise<void> {
    return this.writeLog(true);
  }

  /**
   * Writes the log entry of the operations (and recorded calls) not yet written; resolves once it is committed. The
   * operations of a world the store does not hold apply to no checkpoint there: `whole` writes that world now instead,
   * else they are left to its first checkpoint.
   */
  private writeLog(whole: boolean): Promise<void> {
    const sim = this.sim;
    if (this.isClosed || !sim) return this.log.last;
    if (sim.state !== this.syncedState) {
      if (!whole) return this.log.last;
      this.writeWhole();
      return this.lastWrite;
    }
    const recording = sim.recording;
    const calls = recording === this.rec.obj ? recording.calls.slice(this.rec.logged) : [];
    const rec = calls.length ? { id: this.rec.id, from: this.rec.logged, calls, complete: recording.complete } : null;
    this.rec.logged += calls.length;
    return this.log.append(this.worldId, rec, (e) => {
      // quota, blocked storage: the whole world is written at the next change
      this.failed(e);
      this.changed();
    });
  }

  /** Writes the log now (the page is going away or hidden): the changes are in it already; this adds the recorded reads. */
  flush(): void {
    void this.writeLog(true);
  }

  /** Writes the whole world now, in one go (a world the store does not hold yet). */
  private writeWhole(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const sim = this.sim as Sim;
    this.commit(this.passNow(), sim.changes); // a pass under way stops at its next slice
  }

  /**
   * Resolves once every change so far is in a checkpoint (a pending one runs now), or a write failed. For tests and
   * the e2e suite.
   */
  async settled(): Promise<void> {
    const failures = this.stats.failures;
    for (let i = 0; i < 20 && this.stats.failures === failures; i++) {
      if (this.timer !== null) clearTimeout(this.timer);
      this.timer = null;
      // a world the store does not hold yet is left to the checkpoint, in slices
      await this.writeLog(false);
      if (this.worldDirty() || this.recordingDirty()) this.enqueue(() => this.save());
      const q = this.queue;
      await q;
      await this.lastWrite;
      if (this.timer === null && q === this.queue && !this.log.hasPending && !this.worldDirty() && !this.recordingDirty()) return;
    }
  }

  close(): void {
    this.isClosed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.passToken++;
    this.sim?.logTo(null);
    if (this.channel) this.channel.onmessage = null;
  }

  // ── checkpoints ──

  private async save(): Promise<void> {
    if (this.isClosed || !this.sim) return;
    if (this.known > this.counter) await follow(this); // another tab wrote: take its world first
    for (let restarts = 0; this.worldDirty() && !this.isClosed; restarts++) {
      const changes = this.sim.changes;
      const pass = restarts >= MAX_RESTARTS || this.o.isHidden() ? this.passNow() : await this.passInSlices();
      if (pass) {
        this.commit(pass, changes);
        break;
      }
      this.stats.restarts++;
    }
    // only the recording moved: its new calls, no serialization of the world
    if (!this.isClosed && !this.worldDirty() && this.recordingDirty()) this.commit(null, this.savedChanges);
    if (this.worldDirty()) this.changed();
  }

  private passInSlices(): Promise<Pass | null> {
    const sim = this.sim as Sim;
    const token = ++this.passToken;
    const start = sim.changes;
    const state = sim.state;
    const valid = () => token === this.passToken && !this.isClosed && sim.changes === start && sim.state === state;
    return passInSlices(state, this.written, { clock: this.clock, sliceMs: this.o.sliceMs, yieldToPage: this.o.yieldToPage, valid }).then((p) => p && this.passDone(p));
  }

  private passNow(): Pass {
    this.passToken++;
    return this.passDone(passNow((this.sim as Sim).state, this.written, this.clock));
  }

  private passDone(p: Pass): Pass {
    this.lastWorkMs = p.stats.workMs;
    this.stats.passes++;
    this.stats.lastPass = p.stats;
    return p;
  }

  /**
   * Writes the pieces that differ from the store's, and the recording's new calls, in one write; then trims the log
   * entries the checkpoint includes. `pass` null: the world is as the store holds it (only the recording moved).
   */
  private commit(pass: Pass | null, changes: number): void {
    const sim = this.sim as Sim;
    const t0 = this.clock();
    const replaced = sim.state !== this.syncedState;
    if (replaced) {
      this.written = new Map();
      this.worldId = newId();
      this.rec = { obj: null, id: '', count: 0, logged: 0 };
      this.marks = {};
    }
    const puts = new Map<string, unknown>();
    const deletes: string[] = [];
    let written = 0;
    let writtenChars = 0;
    if (pass) {
      const next = new Map<string, string>();
      for (const [k, text, unchanged] of pass.pieces) {
        next.set(k, text);
        if (replaced || !unchanged) {
          puts.set(PIECE + k, text);
          written++;
          writtenChars += text.length;
        }
      }
      for (const k of this.written.keys()) if (!next.has(k)) deletes.push(PIECE + k);
      this.written = next;
      // the checkpoint includes every operation so far
      this.log.drop();
    }
    const recording = sim.recording;
    const count = recording.calls.length;
    const recId = writeRecording(recording, this.rec, puts, deletes) ?? newId();
    this.rec = { obj: recording, id: recId, count, logged: count };
    this.syncedState = sim.state;
    this.savedChanges = changes;
    if (puts.size === 0 && deletes.length === 0) return; // changed and changed back: nothing to write
    const counter = Math.max(this.counter, this.known) + 1;
    this.marks[this.tabId] = this.log.n;
    const marks = { ...this.marks };
    const manifest: Manifest = { format: 2, counter, writer: this.tabId, worldId: this.worldId, pieces: [...this.written.keys()], recording: { id: recId, count }, marks, savedAt: Date.now() };
    puts.set(MANIFEST_KEY, manifest);
    this.counter = counter;
    this.known = Math.max(this.known, counter);
    const handedOver = this.clock();
    const done = this.backend.write({ puts, deletes, clear: replaced });
    if (pass) Object.assign(pass.stats, { written, writtenChars, handOverMs: this.clock() - t0 });
    this.lastWrite = done.then(
      () => {
        this.stats.writes++;
        this.stats.lastCommitMs = this.clock() - handedOver;
        this.channel?.postMessage({ type: 'world-changed', counter } satisfies WorldChanged);
        if (this.legacyToRemove && this.legacy) removeLegacy(this.legacy);
        this.legacyToRemove = false;
        // skipped on reading by the marks already: trimmed when it suits
        void this.backend.trimLog(Object.entries(marks).map(([tab, n]) => logRange(tab, n))).catch(() => {});
      },
      (e: unknown) => this.failed(e),
    );
  }

  /** A write failed (quota, blocked storage): everything is written again, whole, at the next change. */
  private failed(e: unknown): void {
    this.stats.failures++;
    this.stats.lastError = String(e);
    this.written = new Map();
    this.rec = { obj: null, id: '', count: 0, logged: 0 };
    this.syncedState = null;
  }

  // ── following other tabs ──

  private heard(data: unknown): void {
    if (!isPlain(data) || data.type !== 'world-changed' || typeof data.counter !== 'number') return;
    this.known = Math.max(this.known, data.counter);
    this.enqueue(async () => {
      await follow(this);
      if (this.worldDirty()) this.changed();
    });
  }
}
