/**
 * What the in-browser store keeps, and how it reads it back (decision 128): a checkpoint — the world's pieces
 * (../store/pieces.ts, as the Node store cuts them), the session's recording in chunks and a manifest naming them —
 * and an operation log: one entry per reply that changed the world, holding the Sim's operations (`OpEntry`, as the
 * Node store logs them) and the recording's calls since the last entry. A world is its checkpoint with the log
 * entries after it applied. Also the store's options, figures and the state a tab following another moves.
 */
import { RECORDING_LIMIT, type OpEntry, type OpSink, type RecordedCall, type Recording, type Sim } from '../core';
import { isPlain, joinPieces } from '../store/pieces';
import type { PassStats } from './piecePass';
import type { StoreBackend } from './storageBackends';

export const MANIFEST_KEY = 'manifest';
export const PIECE = 'w/';
export const REC_ORIGIN = 'rec/origin';
export const REC_CALLS = 'rec/calls/';
/** calls per stored chunk of the recording */
export const RECORDING_CHUNK = 20;

export interface Manifest {
  /** 2: pieces as ../store/pieces.ts cuts them, and a log; 1 (before the log) is read once and written whole */
  format: 1 | 2;
  /** bumped by every write, whichever tab made it */
  counter: number;
  /** the tab that wrote last */
  writer: string;
  /** a new id whenever a world replaces another (reset, scenario, snapshot load) */
  worldId: string;
  /** piece keys, in the world's order */
  pieces: string[];
  recording: { id: string; count: number };
  /** for each tab, the last of its log entries this checkpoint includes */
  marks: Record<string, number>;
  savedAt: number;
}

/** One entry of the log: what one reply changed (and the recording's calls since the tab's last entry). */
export interface LogEntry {
  /** the world (Manifest.worldId) the operations apply to */
  world: string;
  /** when it was written (epoch ms, monotonic within a page): the entries of several tabs are applied in this order */
  at: number;
  ops: OpEntry[];
  /** calls of the recording the store holds (its id), from its call `from` on */
  rec: { id: string; from: number; calls: RecordedCall[]; complete: boolean } | null;
}

/** A log entry's key: the tab's id and the entry's number, so that each tab's entries sort in order. */
export const logKey = (tab: string, n: number) => `${tab}/${String(n).padStart(10, '0')}`;
/** Every log key of `tab` up to entry `n`. */
export const logRange = (tab: string, n: number): [string, string] => [`${tab}/`, logKey(tab, n)];

/** The part of BroadcastChannel the store uses. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((e: MessageEvent) => void) | null;
  close(): void;
}

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
  /** log entries committed, the operations in them, and from handing an entry over to its commit (ms: all, last, longest) */
  log: { writes: number; ops: number; totalMs: number; lastMs: number | null; longestMs: number };
  /** operations replayed from the log when the world was read */
  replayed: number;
  lastRead: { ms: number; pieces: number } | null;
  lastError: string | null;
}

/** The recording as the store holds it: which one, its id, calls in chunks (`count`) and calls in chunks or log (`logged`). */
export interface StoredRecording {
  obj: Recording | null;
  id: string;
  count: number;
  logged: number;
}

/** A store as following another tab (./tabFollow.ts) reads and moves it. */
export interface TabState {
  readonly sim: Sim | null;
  readonly backend: StoreBackend;
  readonly tabId: string;
  readonly isClosed: boolean;
  readonly sink: OpSink;
  readonly stats: StoreStats;
  /** the text of each piece as the store holds it (as far as this tab knows) */
  written: Map<string, string>;
  rec: StoredRecording;
  /** the store's counter when this tab last wrote or read it */
  counter: number;
  /** the highest counter heard of from other tabs */
  known: number;
  worldId: string;
  /** for each tab, the last of its log entries the world here includes */
  marks: Record<string, number>;
  /** the state object the store holds (null: none yet — the next write replaces the store's world whole) */
  syncedState: object | null;
  /** sim.changes as of the checkpoint the store holds */
  savedChanges: number;
}

export interface SavedWorld {
  state: Record<string, unknown>;
  recording: Recording | null;
  /** the logged operations after the checkpoint, to apply in order */
  ops: OpEntry[];
  /** 'store': as written by this store; 'legacy': an older form (localStorage, format 1), written whole once */
  source: 'store' | 'legacy';
}

type Obj = Record<string, unknown>;

export function manifestOf(v: unknown): Manifest | null {
  if (!isPlain(v) || (v.format !== 1 && v.format !== 2) || typeof v.counter !== 'number' || !Array.isArray(v.pieces) || typeof v.worldId !== 'string') return null;
  const rec = v.recording;
  if (!isPlain(rec) || typeof rec.id !== 'string' || typeof rec.count !== 'number') return null;
  return { ...(v as unknown as Manifest), marks: isPlain(v.marks) ? (v.marks as Record<string, number>) : {} };
}

const chunks = (count: number) => Math.ceil(count / RECORDING_CHUNK);

export const newId = () => Math.random().toString(36).slice(2, 10) + Date.now().toString(36);

/**
 * What a checkpoint writes of `recording`, the store holding `stored`: the new chunks (or, for another recording, its
 * origin and every chunk). The recording's id in the store: the same, or null for a new one.
 */
export function writeRecording(recording: Recording, stored: StoredRecording, puts: Map<string, unknown>, deletes: string[]): string | null {
  const count = recording.calls.length;
  const chunk = (c: number) => JSON.stringify(recording.calls.slice(c * RECORDING_CHUNK, (c + 1) * RECORDING_CHUNK));
  if (recording === stored.obj && count >= stored.count) {
    for (let c = Math.floor(stored.count / RECORDING_CHUNK); c < chunks(count); c++) puts.set(REC_CALLS + c, chunk(c));
    return stored.id;
  }
  puts.set(REC_ORIGIN, recording.origin);
  for (let c = 0; c < chunks(count); c++) puts.set(REC_CALLS + c, chunk(c));
  for (let c = chunks(count); c < chunks(stored.count); c++) deletes.push(REC_CALLS + c);
  return null;
}

/** The recording's calls from `from` on, appended to `calls`. */
export function readRecording(all: Map<string, unknown>, m: Manifest, from = 0, calls: RecordedCall[] = []): Recording {
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

/** A format-1 piece key (`chat/byId/12`) as ../store/pieces.ts names it (`chat/byId/%12`). */
const pieceKey = (m: Manifest, k: string) => (m.format === 1 && k.split('/').length === 3 ? k.replace(/^([^/]+\/[^/]+\/)/, '$1%') : k);

/** The checkpoint's world and the text of each of its pieces; throws when a piece is missing. */
export function readCheckpoint(all: Map<string, unknown>, m: Manifest): { state: Obj; texts: Map<string, string> } {
  const texts = new Map<string, string>();
  const state = joinPieces(
    m.pieces.map((k): [string, unknown] => {
      const text = all.get(PIECE + k);
      if (typeof text !== 'string') throw new Error(`piece ${k} missing`);
      texts.set(k, text);
      return [pieceKey(m, k), JSON.parse(text)];
    }),
  );
  return { state, texts };
}

const isEntry = (v: unknown): v is LogEntry => isPlain(v) && typeof v.world === 'string' && typeof v.at === 'number' && Array.isArray(v.ops);

/**
 * The log entries after the checkpoint `m`, in the order they were written: their operations, their calls added to
 * `recording` (marked incomplete when calls are missing in between), and the marks past them.
 */
export function entriesAfter(log: Array<[string, unknown]>, m: Manifest, recording: Recording): { ops: OpEntry[]; marks: Record<string, number> } {
  const marks = { ...m.marks };
  const after: Array<{ tab: string; n: number; e: LogEntry }> = [];
  for (const [key, e] of log) {
    const cut = key.lastIndexOf('/');
    const tab = key.slice(0, cut);
    const n = Number(key.slice(cut + 1));
    if (isEntry(e) && e.world === m.worldId && n > (m.marks[tab] ?? 0)) after.push({ tab, n, e });
  }
  // the tabs' entries interleave by the time they were written (each tab's own are in that order too)
  after.sort((a, b) => a.e.at - b.e.at || (a.tab < b.tab ? -1 : a.tab > b.tab ? 1 : a.n - b.n));
  const ops: OpEntry[] = [];
  for (const { tab, n, e } of after) {
    ops.push(...e.ops);
    marks[tab] = Math.max(marks[tab] ?? 0, n);
    const r = e.rec;
    if (!r || r.calls.length === 0) continue;
    if (r.id === m.recording.id && r.from === recording.calls.length) {
      recording.calls.push(...r.calls);
      if (!r.complete) recording.complete = false;
    } else if (recording.origin !== null) recording.complete = false;
  }
  return { ops, marks };
}
