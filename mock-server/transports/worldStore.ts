/**
 * The in-browser simulator's world (and its recording) in browser storage (decisions 050, 128): an operation log that
 * makes each reply durable, and checkpoints written without holding the page up.
 *
 * **The log.** Every operation of the Sim that changes the world (`OpEntry`, as the Node store logs it) is kept as it
 * runs; the operations of one turn go into one log entry — one small put in IndexedDB, with the recording's calls
 * since the last entry — and a reply that changed the world leaves only once its entry is committed (`stored()`). A
 * reload, a killed tab or a navigation finds the world as the last reply showed it: the checkpoint, with the log
 * entries after it applied in order. A world the store does not hold yet (a reset, a scenario, a snapshot loaded)
 * is written whole instead, at once.
 *
 * **Checkpoints.** The world is saved as pieces (../store/pieces.ts, the Node store's), each a JSON text under its
 * own key. A checkpoint serializes every piece in slices of about `sliceMs` (4 ms) of work, the page given back in
 * between (./piecePass.ts), and writes only the pieces whose text changed, with a manifest (piece order, a change
 * counter, which world this is, the last log entry of each tab it includes); the log entries it includes are then
 * trimmed. A change during a pass starts it over (a checkpoint never mixes two moments); after two restarts it
 * finishes in one go, as it does in a hidden page. The first change after a checkpoint starts a timer: ten times the
 * work of the last pass, between 50 ms and 1 s, so checkpoints take at most ~10 % of the page's time whatever the
 * world's size. Nothing waits for them.
 *
 * **Tabs** (./tabFollow.ts). After each checkpoint the store posts `{type: 'world-changed', counter}` on a
 * BroadcastChannel; another tab reads the store, takes the pieces that differ from the ones it last wrote or read, and
 * keeps its own objects for the rest. Each tab logs under its own id; a page that starts replays every tab's entries
 * after the checkpoint, in the order they were written.
 *
 * **Before IndexedDB** the world lived in localStorage under one key (and its recording under `key:recording`). Such a
 * world is read once when the store has none, written into the store, and the old keys are removed; a store of the
 * format before the log is read once and written whole.
 */
import type { OpEntry, Recording, Sim } from '../core';
import { passInSlices, passNow, type Pass, type PassStats } from './piecePass';
import type { StoreBackend } from './storageBackends';
import {
  entriesAfter,
  isPlain,
  logKey,
  logRange,
  manifestOf,
  MANIFEST_KEY,
  PIECE,
  readCheckpoint,
  readRecording,
  REC_CALLS,
  REC_ORIGIN,
  RECORDING_CHUNK,
  recordingChunks,
  type LogEntry,
  type Manifest,
  type SavedWorld,
} from './storeFormat';
import { follow, type ChannelLike } from './tabFollow';

export { RECORDING_CHUNK, type SavedWorld } from './storeFormat';
export type { ChannelLike } from './tabFollow';

const SLICE_MS = 4;
const MIN_DELAY_MS = 50;
const MAX_DELAY_MS = 1000;
/** the delay is this many times the work of the last pass */
const DELAY_FACTOR = 10;
/** a pass restarted this many times by changes finishes in one go */
const MAX_RESTARTS = 2;

export interface WorldChanged {
  type: 'world-changed';
  counter: number;
}

export interface WorldStoreOptions {
  backend: StoreBackend;
  /** where other tabs hear of writes; null: this tab alone */
  channel?: ChannelLike | null;
  /** the world saved before this store (one JSON text), moved into it */
  legacy?: { storage: Storage; key: string; recordingKey: string } | null;
  sliceMs?: number;
  minDelayMs?: number;
  maxDelayMs?: number;
  clock?: () => number;
  yieldToPage?: () => Promise<void>;
  isHidden?: () => boolean;
}

export interface StoreStats {
  backend: StoreBackend['kind'];
  passes: number;
  /** passes started over because the world changed under them */
  restarts: number;
  /** checkpoints written */
  writes: number;
  failures: number;
  follows: number;
  lastPass: PassStats | null;
  /** from handing a checkpoint over to its commit */
  lastCommitMs: number | null;
  /** log entries committed, the operations in them, and from handing an entry over to its commit (ms) */
  log: { writes: number; ops: number; lastMs: number | null; longestMs: number };
  /** operations replayed from the log when the world was read */
  replayed: number;
  lastRead: { ms: number; pieces: number } | null;
  lastError: string | null;
}

const newId = () => Math.random().toString(36).slice(2, 10) + Date.now().toString(36);

function defaultYield(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof s?.yield === 'function' ? s.yield() : new Promise((r) => setTimeout(r, 0));
}

const defaultHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
/** epoch ms, monotonic within the page */
const wallClock = () => (typeof performance !== 'undefined' ? performance.timeOrigin + performance.now() : Date.now());

/** The recording as the store holds it: which one, its id, calls in chunks (`count`) and calls in chunks or log (`logged`). */
export interface StoredRecording {
  obj: Recording | null;
  id: string;
  count: number;
  logged: number;
}

export class WorldStore {
  readonly stats: StoreStats;
  readonly tabId = newId();
  readonly backend: StoreBackend;
  private readonly channel: ChannelLike | null;
  private readonly legacy: WorldStoreOptions['legacy'];
  private readonly sliceMs: number;
  private readonly minDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly clock: () => number;
  private readonly yieldToPage: () => Promise<void>;
  private readonly isHidden: () => boolean;

  sim: Sim | null = null;
  /** the text of each piece as the store holds it (as far as this tab knows) */
  written = new Map<string, string>();
  rec: StoredRecording = { obj: null, id: '', count: 0, logged: 0 };
  /** the store's counter when this tab last wrote or read it */
  counter = 0;
  /** the highest counter heard of from other tabs */
  known = 0;
  worldId = '';
  /** for each tab, the last of its log entries the world here includes */
  marks: Record<string, number> = {};
  /** the state object the store holds (null: none yet — the next write replaces the store's world whole) */
  syncedState: object | null = null;
  /** sim.changes as of the checkpoint the store holds */
  savedChanges = Number.NaN;
  /** operations run since the last log entry */
  private pending: OpEntry[] = [];
  private logScheduled = false;
  /** this tab's last log entry */
  private logN = 0;
  private lastLog: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private queue: Promise<void> = Promise.resolve();
  private lastWrite: Promise<void> = Promise.resolve();
  /** bumped to stop a pass under way */
  private passToken = 0;
  private lastWorkMs: number | null = null;
  private legacyToRemove = false;
  private closed = false;
  readonly sink = (e: OpEntry) => {
    this.pending.push(e);
    if (this.logScheduled) return;
    this.logScheduled = true;
    // the operations of this turn, one entry (a reply asks for it sooner, through stored())
    queueMicrotask(() => void this.writeLog(false));
  };

  constructor(opts: WorldStoreOptions) {
    this.backend = opts.backend;
    this.channel = opts.channel ?? null;
    this.legacy = opts.legacy ?? null;
    this.sliceMs = opts.sliceMs ?? SLICE_MS;
    this.minDelayMs = opts.minDelayMs ?? MIN_DELAY_MS;
    this.maxDelayMs = opts.maxDelayMs ?? MAX_DELAY_MS;
    this.clock = opts.clock ?? (() => performance.now());
    this.yieldToPage = opts.yieldToPage ?? defaultYield;
    this.isHidden = opts.isHidden ?? defaultHidden;
    this.stats = { backend: this.backend.kind, passes: 0, restarts: 0, writes: 0, failures: 0, follows: 0, lastPass: null, lastCommitMs: null, log: { writes: 0, ops: 0, lastMs: null, longestMs: 0 }, replayed: 0, lastRead: null, lastError: null };
    if (this.channel) this.channel.onmessage = (e) => this.heard(e.data);
    try {
      const l = this.legacy;
      this.legacyToRemove = !!l && (l.storage.getItem(l.key) !== null || l.storage.getItem(l.recordingKey) !== null);
    } catch {
      /* storage blocked: nothing to move */
    }
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
    return this.readLegacy();
  }

  private readLegacy(): SavedWorld | null {
    const l = this.legacy;
    if (!l) return null;
    try {
      const raw = l.storage.getItem(l.key);
      if (!raw) return null;
      const state = JSON.parse(raw) as unknown;
      if (!isPlain(state)) return null;
      let recording: Recording | null = null;
      try {
        const r = l.storage.getItem(l.recordingKey);
        recording = r ? (JSON.parse(r) as Recording) : null;
      } catch {
        /* an unreadable recording just starts again */
      }
      return { state, recording, ops: [], source: 'legacy' };
    } catch {
      return null;
    }
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
    return Math.min(this.maxDelayMs, Math.max(this.minDelayMs, work * DELAY_FACTOR));
  }

  private schedule(ms: number): void {
    if (this.closed || !this.sim || this.timer !== null) return;
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
    this.logScheduled = false;
    const sim = this.sim;
    if (this.closed || !sim) return this.lastLog;
    if (sim.state !== this.syncedState) {
      if (!whole) return this.lastLog;
      this.writeWhole();
      return this.lastWrite;
    }
    const recording = sim.recording;
    const calls = recording === this.rec.obj ? recording.calls.slice(this.rec.logged) : [];
    if (this.pending.length === 0 && calls.length === 0) return this.lastLog;
    const entry: LogEntry = {
      world: this.worldId,
      at: wallClock(),
      ops: this.pending,
      rec: calls.length ? { id: this.rec.id, from: this.rec.logged, calls, complete: recording.complete } : null,
    };
    this.pending = [];
    this.rec.logged += calls.length;
    const n = ++this.logN;
    const t0 = this.clock();
    const log = this.stats.log;
    this.lastLog = this.backend.appendLog(logKey(this.tabId, n), entry).then(
      () => {
        const ms = this.clock() - t0;
        log.writes++;
        log.ops += entry.ops.length;
        log.lastMs = ms;
        log.longestMs = Math.max(log.longestMs, ms);
      },
      (e: unknown) => {
        // quota, blocked storage: the whole world is written at the next change
        this.failed(e);
        this.changed();
      },
    );
    return this.lastLog;
  }

  /** Writes the log now (the page is going away or hidden): what changed is in the log already; this adds the recorded reads. */
  flush(): void {
    void this.writeLog(true);
  }

  /** Writes the whole world now, in one go (a world the store does not hold yet). */
  private writeWhole(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.passToken++; // a pass under way stops at its next slice
    const sim = this.sim as Sim;
    this.commit(this.passNow(), sim.changes);
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
      if (this.timer === null && q === this.queue && this.pending.length === 0 && !this.worldDirty() && !this.recordingDirty()) return;
    }
  }

  close(): void {
    this.closed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.passToken++;
    this.sim?.logTo(null);
    if (this.channel) this.channel.onmessage = null;
  }

  // ── checkpoints ──

  private async save(): Promise<void> {
    if (this.closed || !this.sim) return;
    if (this.known > this.counter) await follow(this); // another tab wrote: take its world first
    for (let restarts = 0; this.worldDirty() && !this.closed; restarts++) {
      const changes = this.sim.changes;
      const pass = restarts >= MAX_RESTARTS || this.isHidden() ? this.passNow() : await this.passInSlices();
      if (pass) {
        this.commit(pass, changes);
        break;
      }
      this.stats.restarts++;
    }
    // only the recording moved: its new calls, no serialization of the world
    if (!this.closed && !this.worldDirty() && this.recordingDirty()) this.commit(null, this.savedChanges);
    if (this.worldDirty()) this.changed();
  }

  private passInSlices(): Promise<Pass | null> {
    const sim = this.sim as Sim;
    const token = ++this.passToken;
    const start = sim.changes;
    const state = sim.state;
    const valid = () => token === this.passToken && !this.closed && sim.changes === start && sim.state === state;
    return passInSlices(state, this.written, { clock: this.clock, sliceMs: this.sliceMs, yieldToPage: this.yieldToPage, valid }).then((p) => p && this.passDone(p));
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
      this.pending = [];
    }
    const recording = sim.recording;
    const count = recording.calls.length;
    let recId = this.rec.id;
    const chunk = (c: number) => JSON.stringify(recording.calls.slice(c * RECORDING_CHUNK, (c + 1) * RECORDING_CHUNK));
    if (recording !== this.rec.obj || count < this.rec.count) {
      recId = newId();
      puts.set(REC_ORIGIN, recording.origin);
      for (let c = 0; c < recordingChunks(count); c++) puts.set(REC_CALLS + c, chunk(c));
      for (let c = recordingChunks(count); c < recordingChunks(this.rec.count); c++) deletes.push(REC_CALLS + c);
    } else {
      for (let c = Math.floor(this.rec.count / RECORDING_CHUNK); c < recordingChunks(count); c++) puts.set(REC_CALLS + c, chunk(c));
    }
    this.rec = { obj: recording, id: recId, count, logged: count };
    this.syncedState = sim.state;
    this.savedChanges = changes;
    if (puts.size === 0 && deletes.length === 0) return; // changed and changed back: nothing to write
    const counter = Math.max(this.counter, this.known) + 1;
    this.marks[this.tabId] = this.logN;
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
        this.removeLegacy();
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

  private removeLegacy(): void {
    const l = this.legacy;
    if (!this.legacyToRemove || !l) return;
    this.legacyToRemove = false;
    try {
      l.storage.removeItem(l.key);
      l.storage.removeItem(l.recordingKey);
    } catch {
      /* nothing to do */
    }
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

  /** Whether the store has been closed (a follow under way stops). */
  get isClosed(): boolean {
    return this.closed;
  }
}
