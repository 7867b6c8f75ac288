/**
 * One world's file: an SQLite database (better-sqlite3, WAL, synchronous=FULL: a commit is on disk when it returns;
 * decision 094). It holds
 * - `ops`: every operation that changed the world, in order (the write-ahead log: a call is answered after its
 *   operations are committed here);
 * - `pieces` and the `checkpoint` row: the world as it was after operation `seq`, as pieces (./pieces.ts); a piece
 *   is rewritten only when its text changed, so a checkpoint costs what changed;
 * - `calls` and the `recording` row: the session's recording (its calls, and the world it starts from);
 * - `info` rows for what the world is (its session id, join code, times).
 * A restart loads the checkpoint and applies the operations logged after it.
 */
import Database from 'better-sqlite3';
import type { OpEntry, RecordedCall } from '../core';

export const STORE_FORMAT = 'matka-sim-store';
export const STORE_FORMAT_VERSION = 1;
/** a checkpoint's texts are written in transactions of about this many characters (worldDb.writeCheckpoint) */
export const PIECE_BATCH_BYTES = 1 << 20;
/** and what it no longer needs is dropped this many rows at a time */
const DROP_BATCH = 1000;

export interface Checkpoint {
  /** the last operation the checkpoint includes */
  seq: number;
  /** the pieces in joining order, each with the checkpoint that wrote its text */
  pieces: Array<[string, number]>;
}

export interface RecordingRow {
  /** a new id whenever a recording starts over (reset, load) */
  id: string;
  /** the recording starts from the world after this operation */
  originSeq: number;
  complete: boolean;
}

export interface LoggedOp extends OpEntry {
  seq: number;
}

/** A store file that cannot be read: names the file and what is wrong with it. */
export class StoreError extends Error {}

export class WorldDb {
  readonly db: Database.Database;
  private readonly stmts;

  /** Opens (or, with `create`, makes) the world file at `file`. */
  constructor(
    readonly file: string,
    opts: { create: boolean; readonly?: boolean },
  ) {
    try {
      this.db = new Database(file, { fileMustExist: !opts.create });
      this.db.pragma('journal_mode = WAL');
      this.db.pragma('synchronous = FULL');
      this.db.pragma('busy_timeout = 5000');
      // SQLite's own WAL checkpoints (copying the log into the main file) are run by checkpoint(), not by a commit
      this.db.pragma('wal_autocheckpoint = 0');
      // the log file is cut back to this once it has been copied in (it is reused from its start, not grown)
      this.db.pragma('journal_size_limit = 67108864');
      this.db.exec(`
        CREATE TABLE IF NOT EXISTS info (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS ops (seq INTEGER PRIMARY KEY, op TEXT NOT NULL, args TEXT NOT NULL, real REAL NOT NULL);
        CREATE TABLE IF NOT EXISTS pieces (key TEXT NOT NULL, seq INTEGER NOT NULL, json TEXT NOT NULL, PRIMARY KEY (key, seq));
        CREATE TABLE IF NOT EXISTS calls (n INTEGER PRIMARY KEY, recording TEXT NOT NULL, call TEXT NOT NULL);
      `);
    } catch (e) {
      throw new StoreError(`${file}: not a simulator store (${(e as Error).message})`);
    }
    const db = this.db;
    this.stmts = {
      info: db.prepare<[string], { value: string }>('SELECT value FROM info WHERE key = ?'),
      dropInfo: db.prepare<[string]>('DELETE FROM info WHERE key = ?'),
      setInfo: db.prepare<[string, string]>('INSERT INTO info (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value'),
      addOp: db.prepare<[number, string, string, number]>('INSERT INTO ops (seq, op, args, real) VALUES (?, ?, ?, ?)'),
      opsAfter: db.prepare<[number], LoggedOp>('SELECT seq, op, args, real FROM ops WHERE seq > ? ORDER BY seq'),
      opsBetween: db.prepare<[number, number], LoggedOp>('SELECT seq, op, args, real FROM ops WHERE seq > ? AND seq <= ? ORDER BY seq'),
      dropOps: db.prepare<[number, number]>('DELETE FROM ops WHERE seq IN (SELECT seq FROM ops WHERE seq <= ? ORDER BY seq LIMIT ?)'),
      piece: db.prepare<[string, number], { json: string }>('SELECT json FROM pieces WHERE key = ? AND seq = ?'),
      addPiece: db.prepare<[string, number, string]>('INSERT OR REPLACE INTO pieces (key, seq, json) VALUES (?, ?, ?)'),
      piecesUpTo: db.prepare<[number], { key: string; seq: number }>('SELECT key, seq FROM pieces WHERE seq <= ?'),
      dropPiece: db.prepare<[string, number]>('DELETE FROM pieces WHERE key = ? AND seq = ?'),
      addCall: db.prepare<[string, string]>('INSERT INTO calls (recording, call) VALUES (?, ?)'),
      calls: db.prepare<[string], { call: string }>('SELECT call FROM calls WHERE recording = ? ORDER BY n'),
      dropCalls: db.prepare<[string]>('DELETE FROM calls WHERE recording <> ?'),
    };
    const format = this.info('format');
    if (format === null) {
      if (!opts.create) throw new StoreError(`${file}: not a simulator store (no format row)`);
      this.setInfo('format', `${STORE_FORMAT} ${STORE_FORMAT_VERSION}`);
    } else if (format !== `${STORE_FORMAT} ${STORE_FORMAT_VERSION}`) {
      throw new StoreError(`${file}: store format '${format}' is not '${STORE_FORMAT} ${STORE_FORMAT_VERSION}'`);
    }
  }

  info(key: string): string | null {
    return this.stmts.info.get(key)?.value ?? null;
  }

  infoJson<T>(key: string): T | null {
    const v = this.info(key);
    if (v === null) return null;
    try {
      return JSON.parse(v) as T;
    } catch (e) {
      throw new StoreError(`${this.file}: the '${key}' row is not JSON (${(e as Error).message})`);
    }
  }

  setInfo(key: string, value: unknown): void {
    this.stmts.setInfo.run(key, typeof value === 'string' ? value : JSON.stringify(value));
  }

  /** The last operation committed (by any process). */
  lastSeq(): number {
    return Number(this.info('seq') ?? 0);
  }

  checkpoint(): Checkpoint | null {
    return this.infoJson<Checkpoint>('checkpoint');
  }

  /** Runs `f` in one transaction that holds the write lock from its start (other processes wait). */
  write<T>(f: () => T): T {
    return this.db.transaction(f).immediate();
  }

  /**
   * write() without the sync to disk at its commit (synchronous=NORMAL: the commit survives the process's crash, and
   * the next synced commit makes it durable on the machine too).
   */
  writeUnsynced<T>(f: () => T): T {
    this.db.pragma('synchronous = NORMAL');
    try {
      return this.write(f);
    } finally {
      this.db.pragma('synchronous = FULL');
    }
  }

  /** Appends operations after `seq` (inside write()). */
  appendOps(from: number, ops: OpEntry[]): number {
    let seq = from;
    for (const e of ops) this.stmts.addOp.run(++seq, e.op, e.args, e.real);
    this.setInfo('seq', String(seq));
    return seq;
  }

  opsAfter(seq: number): LoggedOp[] {
    return this.stmts.opsAfter.all(seq);
  }

  opsBetween(after: number, upTo: number): LoggedOp[] {
    return this.stmts.opsBetween.all(after, upTo);
  }

  /** The world's pieces of a checkpoint, parsed, in joining order. */
  *readPieces(cp: Checkpoint): Generator<[string, unknown]> {
    for (const [key, seq] of cp.pieces) {
      const row = this.stmts.piece.get(key, seq);
      if (!row) throw new StoreError(`${this.file}: piece '${key}' of checkpoint ${cp.seq} is missing`);
      let v: unknown;
      try {
        v = JSON.parse(row.json);
      } catch (e) {
        throw new StoreError(`${this.file}: piece '${key}' of checkpoint ${cp.seq} is not JSON (${(e as Error).message})`);
      }
      yield [key, v];
    }
  }

  /** The texts of a checkpoint's pieces, by key. */
  pieceTexts(cp: Checkpoint): Map<string, string> {
    const texts = new Map<string, string>();
    for (const [key, seq] of cp.pieces) {
      const row = this.stmts.piece.get(key, seq);
      if (!row) throw new StoreError(`${this.file}: piece '${key}' of checkpoint ${cp.seq} is missing`);
      texts.set(key, row.json);
    }
    return texts;
  }

  /**
   * Makes `pieces` (key → text, only those whose text changed since `previous`) the checkpoint after operation `seq`,
   * with `order` the keys in joining order; then drops the operations and texts it no longer needs, keeping those
   * after `keepOpsAfter` (a recording's start not yet materialized). The texts go in first, in synced transactions of
   * about PIECE_BATCH_BYTES, so that the world's commits go between them rather than wait for the whole checkpoint;
   * they count only once the last, small transaction names them; `between` runs between two batches (the worker
   * pauses there). Null, and nothing made, when the file's checkpoint is no longer `previous` (another process
   * checkpointed meanwhile: its checkpoint stands).
   */
  writeCheckpoint(seq: number, order: string[], changed: Map<string, string>, previous: Checkpoint | null, keepOpsAfter = seq, between?: () => void): Checkpoint | null {
    const prevSeq = new Map(previous?.pieces ?? []);
    const cp: Checkpoint = { seq, pieces: order.map((k) => [k, changed.has(k) ? seq : (prevSeq.get(k) ?? seq)]) };
    const texts = [...changed];
    for (let i = 0; i < texts.length; ) {
      if (i > 0) between?.();
      const from = i;
      for (let bytes = 0; i < texts.length && bytes < PIECE_BATCH_BYTES; i++) bytes += (texts[i] as [string, string])[1].length;
      this.write(() => {
        for (const [k, text] of texts.slice(from, i)) this.stmts.addPiece.run(k, seq, text);
      });
    }
    const made = this.write(() => {
      if ((this.checkpoint()?.seq ?? null) !== (previous?.seq ?? null)) return null;
      this.setInfo('checkpoint', cp);
      return cp;
    });
    if (!made) return null;
    // then what it no longer needs, a batch at a time: the operations it includes, and the texts of this checkpoint
    // or older that it does not name (a later one's, being written by another process, stay)
    let dropped: number;
    do dropped = this.write(() => this.stmts.dropOps.run(Math.min(seq, keepOpsAfter), DROP_BATCH).changes);
    while (dropped === DROP_BATCH);
    const live = new Set(cp.pieces.map(([k, s]) => `${s}:${k}`));
    const dead = this.stmts.piecesUpTo.all(seq).filter((row) => !live.has(`${row.seq}:${row.key}`));
    for (let i = 0; i < dead.length; i += DROP_BATCH) {
      this.write(() => {
        for (const row of dead.slice(i, i + DROP_BATCH)) this.stmts.dropPiece.run(row.key, row.seq);
      });
    }
    return cp;
  }

  recording(): RecordingRow | null {
    return this.infoJson<RecordingRow>('recording');
  }

  /** A new recording (the calls of older ones go). Inside write(). */
  startRecording(r: RecordingRow): void {
    this.setInfo('recording', r);
    this.stmts.dropInfo.run('recordingOrigin');
    this.stmts.dropCalls.run(r.id);
  }

  /** The recording stopped at its limit (its calls and starting world stay). Inside write(). */
  recordingStopped(r: RecordingRow): void {
    this.setInfo('recording', { ...r, complete: false });
  }

  addCalls(recording: string, calls: RecordedCall[]): void {
    for (const c of calls) this.stmts.addCall.run(recording, JSON.stringify(c));
  }

  calls(recording: string): RecordedCall[] {
    return this.stmts.calls.all(recording).map((r) => JSON.parse(r.call) as RecordedCall);
  }

  /** Copies SQLite's write-ahead log into the database file (off the request path: the checkpoint worker). */
  truncateWal(): void {
    this.db.pragma('wal_checkpoint(PASSIVE)');
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
