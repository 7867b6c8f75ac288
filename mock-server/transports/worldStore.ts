/**
 * The in-browser simulator's world (and its recording) in browser storage, written without holding the page up.
 *
 * **Pieces.** The world is saved as pieces, each a JSON text under its own key: one per slice, except that a slice's
 * records of objects (chat.byId, users.byId, ledger.lines, …) are split one entry per piece (`chat/byId/12`), the
 * slice's own piece keeping `{}` in their place. A save serializes every piece (the slices mutate in place, so there
 * is no telling what changed without looking), compares each text with the one last written, and writes only those
 * that differ — a bet rewrites the bets slice and one player's ledger, a chat poll one group — plus a small
 * manifest (piece order, a change counter, which world this is), all in one atomic write.
 *
 * **Not blocking the page.** The serialization (and the comparison with the stored texts) runs in slices of about
 * `sliceMs` (4 ms) of work, giving the page back in between (scheduler.yield, else setTimeout), so a request that
 * arrives meanwhile is answered at once; what is left for the write itself is handing the changed texts over. A
 * request that changes the world while a save is under way makes the save start over (a save never mixes two moments
 * of the world); after two such restarts it finishes in one go. In a hidden page it runs in one go.
 *
 * **When.** Writes coalesce: the first change after a save starts a timer, and everything until it fires is one
 * save. The delay follows what a save costs: ten times the work of the last one, between 50 ms (the default world,
 * about a millisecond of work) and 1 s; so saving takes at most ~10 % of the page's time whatever the world's size,
 * and a small world is written almost at once. Trade-off: when the page goes away (pagehide, or hidden) the save is
 * done at once, synchronously, and committed straight away — but IndexedDB may not finish a write started while the
 * page is being torn down, so what can be lost on a close is at most the changes of the last delay (≤ 1 s; 50 ms
 * for the default world). A tab switch or a phone's app switch (hidden, page still alive) loses nothing.
 *
 * **Recording.** The session's recording (Sim.recording) is kept beside the world in the same writes: its origin
 * once per recording, its calls in chunks of RECORDING_CHUNK of which only the last (growing) one and any new ones
 * are written; complete chunks are serialized in the save's slices too (a chat poll's reply is ~14 KB, and calls
 * pile up between two changes of the world).
 *
 * **Tabs.** After each write the store posts `{type: 'world-changed', counter}` on a BroadcastChannel; another tab
 * reads the store, takes the pieces that differ from the ones it last wrote or read, and keeps its own objects for the
 * rest. A world replaced in another tab (reset, scenario, snapshot) replaces this one whole. Changes this tab made
 * and has not yet written survive where the other tab did not write the same piece (where it did, the other tab's
 * piece wins — two tabs changing the same things within one delay can leave a mixed world, e.g. both placing bets);
 * a world this tab replaced itself wins and is written next.
 *
 * **Before IndexedDB** the world lived in localStorage under one key (and its recording under `key:recording`). Such a
 * world is read once when the store has none, written into the store, and the old keys are removed.
 */
import { RECORDING_LIMIT, type Recording, type RecordedCall, type Sim } from '../core';
import type { StoreBackend } from './storageBackends';

export const MANIFEST_KEY = 'manifest';
const PIECE = 'w/';
const REC_ORIGIN = 'rec/origin';
const REC_CALLS = 'rec/calls/';
/** calls per stored chunk of the recording */
export const RECORDING_CHUNK = 20;

const SLICE_MS = 4;
const MIN_DELAY_MS = 50;
const MAX_DELAY_MS = 1000;
/** the delay is this many times the work of the last save */
const DELAY_FACTOR = 10;
/** a save restarted this many times by changes finishes in one go */
const MAX_RESTARTS = 2;

export interface Manifest {
  format: 1;
  /** bumped by every write, whichever tab made it */
  counter: number;
  /** the tab that wrote last */
  writer: string;
  /** a new id whenever a world replaces another (reset, scenario, snapshot load) */
  worldId: string;
  /** piece keys, in the world's order */
  pieces: string[];
  recording: { id: string; count: number };
  savedAt: number;
}

export interface WorldChanged {
  type: 'world-changed';
  counter: number;
}

/** The part of BroadcastChannel the store uses. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((e: MessageEvent) => void) | null;
  close(): void;
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

export interface SavedWorld {
  state: Record<string, unknown>;
  recording: Recording | null;
  /** 'store': as written by this store; 'legacy': the old localStorage world, not yet moved */
  source: 'store' | 'legacy';
}

export interface PassStats {
  pieces: number;
  /** characters of JSON produced */
  chars: number;
  /** main-thread time spent serializing */
  workMs: number;
  /** from start to end, page work in between included */
  wallMs: number;
  slices: number;
  longestSliceMs: number;
  /** pieces whose text changed, written */
  written: number;
  writtenChars: number;
  /** main-thread time to hand the write over to the backend */
  handOverMs: number;
}

export interface StoreStats {
  backend: StoreBackend['kind'];
  passes: number;
  /** saves started over because the world changed under them */
  restarts: number;
  writes: number;
  failures: number;
  follows: number;
  lastPass: PassStats | null;
  /** from handing a write over to its commit */
  lastCommitMs: number | null;
  lastRead: { ms: number; pieces: number } | null;
  lastError: string | null;
}

type Obj = Record<string, unknown>;

/**
 * A serialized piece: its key, its JSON text, and whether that text is the one the store holds (compared as it is
 * made, inside the save's slices: a fresh JSON text is built in parts, and comparing it is a copy of it, which is
 * work to spread as well). An unchanged piece keeps the stored text, so the new one can go at once.
 */
type Piece = [key: string, text: string, unchanged: boolean];

const isPlain = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A record whose every value is an object (or array): stored one entry per piece. */
function isRecordOfObjects(v: unknown): v is Record<string, object> {
  if (!isPlain(v)) return false;
  let n = 0;
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (typeof x !== 'object' || x === null) return false;
    n++;
  }
  return n > 0;
}

const entryKey = (slice: string, prop: string, id: string) => `${slice}/${prop}/${encodeURIComponent(id)}`;

/** The world as pieces, in order: [key, value]; values are not copied except a split slice's own piece (shallow). */
export function* worldPieces(state: Obj): Generator<[string, unknown]> {
  for (const slice of Object.keys(state)) {
    const value = state[slice];
    if (value === undefined) continue;
    if (!isPlain(value)) {
      yield [slice, value];
      continue;
    }
    const split = Object.keys(value).filter((p) => isRecordOfObjects(value[p]));
    if (split.length === 0) {
      yield [slice, value];
      continue;
    }
    const own: Obj = { ...value };
    for (const p of split) own[p] = {};
    yield [slice, own];
    for (const p of split) {
      const rec = value[p] as Obj;
      for (const id of Object.keys(rec)) yield [entryKey(slice, p, id), rec[id]];
    }
  }
}

/** The world from its pieces (each slice's own piece before its entries). */
export function joinPieces(pieces: Iterable<[string, unknown]>): Obj {
  const state: Obj = {};
  for (const [key, value] of pieces) {
    const parts = key.split('/');
    if (parts.length === 1) {
      state[key] = value;
      continue;
    }
    const [slice, prop, id] = parts as [string, string, string];
    const parent = (state[slice] as Obj | undefined)?.[prop];
    if (parts.length !== 3 || !isPlain(parent)) throw new Error(`piece ${key} without its slice`);
    parent[decodeURIComponent(id)] = value;
  }
  return state;
}

function manifestOf(v: unknown): Manifest | null {
  if (!isPlain(v) || v.format !== 1 || typeof v.counter !== 'number' || !Array.isArray(v.pieces) || typeof v.worldId !== 'string') return null;
  const rec = v.recording;
  if (!isPlain(rec) || typeof rec.id !== 'string' || typeof rec.count !== 'number') return null;
  return v as unknown as Manifest;
}

const newId = () => Math.random().toString(36).slice(2, 10) + Date.now().toString(36);

const chunks = (count: number) => Math.ceil(count / RECORDING_CHUNK);

function defaultYield(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof s?.yield === 'function' ? s.yield() : new Promise((r) => setTimeout(r, 0));
}

const defaultHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

export class WorldStore {
  readonly stats: StoreStats;
  readonly tabId = newId();
  private readonly backend: StoreBackend;
  private readonly channel: ChannelLike | null;
  private readonly legacy: WorldStoreOptions['legacy'];
  private readonly sliceMs: number;
  private readonly minDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly clock: () => number;
  private readonly yieldToPage: () => Promise<void>;
  private readonly isHidden: () => boolean;

  private sim: Sim | null = null;
  /** the text of each piece as the store holds it (as far as this tab knows) */
  private written = new Map<string, string>();
  /** the recording as the store holds it */
  private rec: { obj: Recording | null; id: string; count: number } = { obj: null, id: '', count: 0 };
  /** the store's counter when this tab last wrote or read it */
  private counter = 0;
  /** the highest counter heard of from other tabs */
  private known = 0;
  private worldId = '';
  /** the state object the store holds (null: none yet — the next write replaces the store's world whole) */
  private syncedState: object | null = null;
  /** sim.changes as of the world the store holds */
  private savedChanges = Number.NaN;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private queue: Promise<void> = Promise.resolve();
  private lastWrite: Promise<void> = Promise.resolve();
  /** bumped to stop a save under way */
  private passToken = 0;
  private lastWorkMs: number | null = null;
  /** complete recording chunks serialized ahead of the next write */
  private chunkCache: { recording: Recording | null; texts: Map<number, string> } = { recording: null, texts: new Map() };
  private legacyToRemove = false;
  private closed = false;

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
    this.stats = { backend: this.backend.kind, passes: 0, restarts: 0, writes: 0, failures: 0, follows: 0, lastPass: null, lastCommitMs: null, lastRead: null, lastError: null };
    if (this.channel) this.channel.onmessage = (e) => this.heard(e.data);
    try {
      const l = this.legacy;
      this.legacyToRemove = !!l && (l.storage.getItem(l.key) !== null || l.storage.getItem(l.recordingKey) !== null);
    } catch {
      /* storage blocked: nothing to move */
    }
  }

  // ── reading ──

  /** The saved world: the store's, else the old localStorage one; null when there is none (or it is unreadable). */
  async read(): Promise<SavedWorld | null> {
    const t0 = this.clock();
    let all: Map<string, unknown>;
    try {
      all = await this.backend.readAll();
    } catch {
      all = new Map();
    }
    const m = manifestOf(all.get(MANIFEST_KEY));
    if (m) {
      try {
        const written = new Map<string, string>();
        const state = joinPieces(
          m.pieces.map((k): [string, unknown] => {
            const text = all.get(PIECE + k);
            if (typeof text !== 'string') throw new Error(`piece ${k} missing`);
            written.set(k, text);
            return [k, JSON.parse(text)];
          }),
        );
        const recording = this.readRecording(all, m);
        this.written = written;
        this.rec = { obj: recording, id: m.recording.id, count: m.recording.count };
        this.counter = m.counter;
        this.known = Math.max(this.known, m.counter);
        this.worldId = m.worldId;
        this.stats.lastRead = { ms: this.clock() - t0, pieces: m.pieces.length };
        return { state, recording, source: 'store' };
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
      return { state, recording, source: 'legacy' };
    } catch {
      return null;
    }
  }

  private readRecording(all: Map<string, unknown>, m: Manifest, from = 0, calls: RecordedCall[] = []): Recording {
    for (let c = Math.floor(from / RECORDING_CHUNK); c < chunks(m.recording.count); c++) {
      const text = all.get(REC_CALLS + c);
      if (typeof text !== 'string') throw new Error(`recording chunk ${c} missing`);
      const part = JSON.parse(text) as RecordedCall[];
      const skip = Math.max(0, from - c * RECORDING_CHUNK);
      for (let i = skip; i < part.length; i++) calls.push(part[i] as RecordedCall);
    }
    const origin = all.get(REC_ORIGIN);
    // a recording stops at its limit: one that reached it may have missed calls
    return { origin: typeof origin === 'string' ? origin : null, calls, complete: calls.length < RECORDING_LIMIT };
  }

  // ── tracking a simulator ──

  /**
   * Starts saving `sim`. `restored`: the world that read() returned, loaded into `sim` (its recording set as read):
   * the store already holds it. Anything else is written at once.
   */
  attach(sim: Sim, restored: SavedWorld | null = null): void {
    this.sim = sim;
    if (restored?.source === 'store') {
      this.syncedState = sim.state;
      this.savedChanges = sim.changes;
      if (sim.recording !== this.rec.obj) this.rec = { obj: null, id: '', count: 0 };
    } else {
      this.syncedState = null;
      this.schedule(0);
    }
  }

  /** Call after anything changed the world (or its recording): a save follows. */
  changed(): void {
    this.schedule(this.delay());
  }

  /** The delay before a save: ten times the work of the last one, within the bounds. */
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

  private enqueue(op: () => Promise<void>): void {
    this.queue = this.queue.then(op).catch((e: unknown) => {
      this.stats.lastError = String(e);
    });
  }

  /** The world differs from the one the store holds. */
  private worldDirty(): boolean {
    const sim = this.sim;
    return !!sim && (sim.changes !== this.savedChanges || sim.state !== this.syncedState);
  }

  /** The recording has calls the store does not hold (read-only calls are recorded too). */
  private recordingDirty(): boolean {
    const sim = this.sim;
    return !!sim && (sim.recording !== this.rec.obj || sim.recording.calls.length !== this.rec.count);
  }

  /** Writes now, in one go (the page is going away or hidden); the write is committed at once. */
  flush(): void {
    if (this.closed || !this.sim) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.passToken++; // a save under way stops at its next slice
    if (this.worldDirty()) {
      const changes = this.sim.changes;
      this.commit(this.serializeNow(), changes);
    } else if (this.recordingDirty()) {
      this.commit(null, this.savedChanges);
    }
  }

  /**
   * Writes what has changed so far now, in one go, and resolves once that write is committed (or failed): a change a
   * control call made, or a call whose reply sends the browser to another document, is then what that document reads.
   * One write, not a wait for the page to go quiet: calls made meanwhile are left to the next save.
   */
  async stored(): Promise<void> {
    this.flush();
    await this.lastWrite;
  }

  /**
   * Resolves once every change so far is written (a pending save runs now), or a write failed. For tests and the e2e
   * suite.
   */
  async settled(): Promise<void> {
    const failures = this.stats.failures;
    for (let i = 0; i < 20 && this.stats.failures === failures; i++) {
      if (this.timer !== null) clearTimeout(this.timer);
      this.timer = null;
      if (this.worldDirty() || this.recordingDirty()) this.enqueue(() => this.save());
      const q = this.queue;
      await q;
      await this.lastWrite;
      if (this.timer === null && q === this.queue && !this.worldDirty() && !this.recordingDirty()) return;
    }
  }

  close(): void {
    this.closed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.passToken++;
    if (this.channel) this.channel.onmessage = null;
  }

  // ── saving ──

  private async save(): Promise<void> {
    if (this.closed || !this.sim) return;
    if (this.known > this.counter) await this.follow(); // another tab wrote: take its world first
    if (!this.isHidden()) await this.prepareRecording();
    for (let restarts = 0; this.worldDirty() && !this.closed; restarts++) {
      const changes = this.sim.changes;
      const pieces = restarts >= MAX_RESTARTS || this.isHidden() ? this.serializeNow() : await this.serializeInSlices();
      if (pieces) {
        this.commit(pieces, changes);
        break;
      }
      this.stats.restarts++;
    }
    // only the recording moved: its new calls, no serialization of the world
    if (!this.closed && !this.worldDirty() && this.recordingDirty()) this.commit(null, this.savedChanges);
    if (this.worldDirty()) this.changed();
  }

  /**
   * Serializes, in slices, the recording's complete chunks the store does not hold yet (a chunk never changes once
   * full), so that the write that follows has only the last, partial one left to do.
   */
  private async prepareRecording(): Promise<void> {
    const sim = this.sim as Sim;
    const recording = sim.recording;
    if (this.chunkCache.recording !== recording) this.chunkCache = { recording, texts: new Map() };
    const texts = this.chunkCache.texts;
    let sliceStart = this.clock();
    for (let c = recording === this.rec.obj ? Math.floor(this.rec.count / RECORDING_CHUNK) : 0; (c + 1) * RECORDING_CHUNK <= recording.calls.length; c++) {
      if (texts.has(c)) continue;
      texts.set(c, JSON.stringify(recording.calls.slice(c * RECORDING_CHUNK, (c + 1) * RECORDING_CHUNK)));
      if (this.clock() - sliceStart >= this.sliceMs) {
        await this.yieldToPage();
        if (this.closed || sim.recording !== recording) return;
        sliceStart = this.clock();
      }
    }
  }

  /** Every piece as JSON text, in slices of work; null when the world changed in between (or the save was stopped). */
  private async serializeInSlices(): Promise<Piece[] | null> {
    const sim = this.sim as Sim;
    const token = ++this.passToken;
    const start = sim.changes;
    const state = sim.state;
    const out: Piece[] = [];
    const t0 = this.clock();
    let sliceStart = t0;
    let work = 0;
    let longest = 0;
    let slices = 1;
    let chars = 0;
    for (const [key, value] of worldPieces(state as unknown as Obj)) {
      out.push(this.piece(key, value));
      chars += (out[out.length - 1] as Piece)[1].length;
      const spent = this.clock() - sliceStart;
      if (spent >= this.sliceMs) {
        work += spent;
        longest = Math.max(longest, spent);
        await this.yieldToPage();
        if (token !== this.passToken || this.closed || sim.changes !== start || sim.state !== state) return null;
        sliceStart = this.clock();
        slices++;
      }
    }
    const last = this.clock() - sliceStart;
    this.passDone(out, chars, work + last, this.clock() - t0, slices, Math.max(longest, last));
    return out;
  }

  /** Every piece as JSON text, in one go. */
  private serializeNow(): Piece[] {
    this.passToken++;
    const t0 = this.clock();
    const out: Piece[] = [];
    let chars = 0;
    for (const [key, value] of worldPieces((this.sim as Sim).state as unknown as Obj)) {
      out.push(this.piece(key, value));
      chars += (out[out.length - 1] as Piece)[1].length;
    }
    const work = this.clock() - t0;
    this.passDone(out, chars, work, work, 1, work);
    return out;
  }

  private piece(key: string, value: unknown): Piece {
    const text = JSON.stringify(value);
    const stored = this.written.get(key);
    return stored !== undefined && stored.length === text.length && stored === text ? [key, stored, true] : [key, text, false];
  }

  private passDone(out: Piece[], chars: number, workMs: number, wallMs: number, slices: number, longestSliceMs: number): void {
    this.lastWorkMs = workMs;
    this.stats.passes++;
    this.stats.lastPass = { pieces: out.length, chars, workMs, wallMs, slices, longestSliceMs, written: 0, writtenChars: 0, handOverMs: 0 };
  }

  /**
   * Writes the pieces that differ from the store's, and the recording's new calls, in one write. `pieces` null: the
   * world is as the store holds it (only the recording moved).
   */
  private commit(pieces: Piece[] | null, changes: number): void {
    const sim = this.sim as Sim;
    const t0 = this.clock();
    const replaced = sim.state !== this.syncedState;
    if (replaced) {
      this.written = new Map();
      this.worldId = newId();
      this.rec = { obj: null, id: '', count: 0 };
    }
    const puts = new Map<string, unknown>();
    const deletes: string[] = [];
    let written = 0;
    let writtenChars = 0;
    if (pieces) {
      const next = new Map<string, string>();
      for (const [k, text, unchanged] of pieces) {
        next.set(k, text);
        if (replaced || !unchanged) {
          puts.set(PIECE + k, text);
          written++;
          writtenChars += text.length;
        }
      }
      for (const k of this.written.keys()) if (!next.has(k)) deletes.push(PIECE + k);
      this.written = next;
    }
    const recording = sim.recording;
    const count = recording.calls.length;
    let recId = this.rec.id;
    const ready = this.chunkCache.recording === recording ? this.chunkCache.texts : null;
    const chunk = (c: number) => ready?.get(c) ?? JSON.stringify(recording.calls.slice(c * RECORDING_CHUNK, (c + 1) * RECORDING_CHUNK));
    if (recording !== this.rec.obj || count < this.rec.count) {
      recId = newId();
      puts.set(REC_ORIGIN, recording.origin);
      for (let c = 0; c < chunks(count); c++) puts.set(REC_CALLS + c, chunk(c));
      for (let c = chunks(count); c < chunks(this.rec.count); c++) deletes.push(REC_CALLS + c);
    } else {
      for (let c = Math.floor(this.rec.count / RECORDING_CHUNK); c < chunks(count); c++) puts.set(REC_CALLS + c, chunk(c));
    }
    this.rec = { obj: recording, id: recId, count };
    this.chunkCache = { recording, texts: new Map() };
    this.syncedState = sim.state;
    this.savedChanges = changes;
    if (puts.size === 0 && deletes.length === 0) return; // changed and changed back: nothing to write
    const counter = Math.max(this.counter, this.known) + 1;
    const manifest: Manifest = { format: 1, counter, writer: this.tabId, worldId: this.worldId, pieces: [...this.written.keys()], recording: { id: recId, count }, savedAt: Date.now() };
    puts.set(MANIFEST_KEY, manifest);
    this.counter = counter;
    this.known = Math.max(this.known, counter);
    const handedOver = this.clock();
    const done = this.backend.write({ puts, deletes, clear: replaced });
    if (pieces && this.stats.lastPass) Object.assign(this.stats.lastPass, { written, writtenChars, handOverMs: this.clock() - t0 });
    this.lastWrite = done.then(
      () => {
        this.stats.writes++;
        this.stats.lastCommitMs = this.clock() - handedOver;
        this.channel?.postMessage({ type: 'world-changed', counter } satisfies WorldChanged);
        this.removeLegacy();
      },
      (e: unknown) => {
        // quota, blocked storage: everything is written again at the next change
        this.stats.failures++;
        this.stats.lastError = String(e);
        this.written = new Map();
        this.rec = { obj: null, id: '', count: 0 };
        this.syncedState = null;
      },
    );
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
      await this.follow();
      if (this.worldDirty()) this.changed();
    });
  }

  /** Takes what other tabs wrote since this tab last wrote or read the store. */
  private async follow(): Promise<void> {
    const sim = this.sim;
    if (!sim || this.closed) return;
    // this tab wrote since (its write is the newer), or nothing new
    const behind = (m: Manifest | null): m is Manifest => !!m && !(m.counter < this.counter || (m.counter === this.counter && m.writer === this.tabId));
    if (!behind(manifestOf(await this.backend.read(MANIFEST_KEY)))) return;
    const all = await this.backend.readAll();
    const m = manifestOf(all.get(MANIFEST_KEY));
    if (this.closed || !behind(m)) return;
    this.known = Math.max(this.known, m.counter);
    if (m.counter === this.counter && this.written.size > 0 && m.worldId === this.worldId && this.sameAsWritten(all, m)) {
      this.counter = m.counter;
      return;
    }
    // a world replaced here since the last write wins: it is written next, whole
    if (sim.state !== this.syncedState) {
      this.counter = m.counter;
      return;
    }
    const whole = m.worldId !== this.worldId;
    const localDirty = sim.changes !== this.savedChanges;
    const live = whole ? new Map<string, unknown>() : new Map(worldPieces(sim.state as unknown as Obj));
    const inStore = new Set(m.pieces);
    const entries: Array<[string, unknown]> = [];
    const next = new Map<string, string>();
    for (const k of m.pieces) {
      const text = all.get(PIECE + k);
      if (typeof text !== 'string') return; // a store being written over: the next notice brings it whole
      next.set(k, text);
      entries.push([k, !whole && this.written.get(k) === text && live.has(k) ? live.get(k) : JSON.parse(text)]);
    }
    // pieces this tab added and has not written yet stay
    for (const [k, v] of live) if (!inStore.has(k) && !this.written.has(k)) entries.push([k, v]);
    const keepRecording = sim.recording;
    if (!sim.load(joinPieces(entries), { fresh: true }).ok) return;
    sim.recording = this.followRecording(all, m, keepRecording);
    this.written = next;
    this.worldId = m.worldId;
    this.counter = m.counter;
    this.syncedState = sim.state;
    // unwritten changes of this tab that survived are written next
    this.savedChanges = localDirty && !whole ? Number.NaN : sim.changes;
    this.stats.follows++;
  }

  private sameAsWritten(all: Map<string, unknown>, m: Manifest): boolean {
    return m.pieces.length === this.written.size && m.pieces.every((k) => this.written.get(k) === all.get(PIECE + k));
  }

  private followRecording(all: Map<string, unknown>, m: Manifest, local: Recording): Recording {
    const r = this.rec;
    const want = m.recording;
    if (want.id === r.id && local === r.obj) {
      if (want.count === r.count) return local;
      if (want.count > r.count && local.calls.length === r.count) {
        this.readRecording(all, m, r.count, local.calls);
        this.rec = { obj: local, id: want.id, count: want.count };
        return local;
      }
    }
    const recording = this.readRecording(all, m);
    this.rec = { obj: recording, id: want.id, count: want.count };
    return recording;
  }
}
