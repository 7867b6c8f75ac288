/**
 * The checkpoint worker of one durable world (./durable.ts), on its own thread: it keeps a replica of the world by
 * applying the committed operations from the file, and
 * - writes a checkpoint once `everyOps` operations have come since the last one and at least ten times the last
 *   checkpoint's work has passed (so checkpoints take at most ~10 % of this thread whatever the world's size), or
 *   `everyMs` after the first operation since the last checkpoint when calls stop: each piece of the replica
 *   serialized and compared with the text last written, only the changed ones written, then the operations the
 *   checkpoint includes are dropped from the log;
 * - when a recording starts, writes the world it starts from (the replica at that operation) for the session export.
 * All of this serializes on this thread, never on the one answering calls.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { Sim } from '../core';
import { loadSimulator } from '../simulator';
import { loadCheckpoint, type CheckpointWorkerData, type FromWorker, type ToWorker } from './checkpoints';
import { worldPieces } from './pieces';
import { WorldDb, type Checkpoint } from './worldDb';

const data = workerData as CheckpointWorkerData;

/**
 * This thread yields the CPU to the one answering calls (nice 19 unless the store says otherwise): on Linux a thread
 * has its own nice value, set through its thread id (/proc/thread-self names it). Elsewhere it runs at the process's
 * priority.
 */
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) setPriority(tid, data.nice);
} catch {
  // not Linux, or not allowed: the worker's pacing (≤ ~10 % of its thread) still holds
}
const port = parentPort!;
const send = (m: FromWorker) => port.postMessage(m);

const db = new WorldDb(data.file, { create: false });
const fromState = (state: unknown) => loadSimulator(state, { settings: data.sim.settings, load: { fresh: true } });
let cp = db.checkpoint() as Checkpoint;
let sim: Sim = loadCheckpoint(db, cp, fromState);
let texts = db.pieceTexts(cp);
let seq = cp.seq;
/** the last operation the world has told this worker is committed (it tells at start, after any recording's start) */
let target = seq;
let origin: { id: string; seq: number } | null = null;
let firstSinceCheckpoint = 0;
/** when the last checkpoint ended, and its work */
let lastCheckpoint = { at: Date.now(), ms: 0 };
let timer: ReturnType<typeof setTimeout> | null = null;

function writeOrigin(): void {
  if (!origin || origin.seq !== seq) return;
  db.write(() => db.setInfo('recordingOrigin', { id: origin!.id, json: JSON.stringify(sim.state) }));
  send({ type: 'origin', id: origin.id });
  origin = null;
}

/** Applies committed operations up to `upTo`, stopping at a recording's start to write it. */
function advance(upTo: number): void {
  if (seq >= upTo) return;
  for (const op of db.opsBetween(seq, upTo)) {
    if (origin && origin.seq === seq) writeOrigin();
    if (op.seq !== seq + 1) {
      // the log was compacted past the replica (another process checkpointed): start from the file's checkpoint
      reload();
      return advance(upTo);
    }
    sim.applyOp(op);
    seq = op.seq;
    if (firstSinceCheckpoint === 0) firstSinceCheckpoint = Date.now();
  }
  writeOrigin();
}

function reload(): void {
  cp = db.checkpoint() as Checkpoint;
  sim = loadCheckpoint(db, cp, fromState);
  texts = db.pieceTexts(cp);
  seq = cp.seq;
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));
/** between a checkpoint's batches: the disk's queue drains, so the world's syncs do not wait behind a checkpoint */
const pause = () => void Atomics.wait(sleeper, 0, 0, 15);

function checkpoint(): void {
  if (seq <= cp.seq) return;
  const started = performance.now();
  const order: string[] = [];
  const changed = new Map<string, string>();
  for (const [k, v] of worldPieces(sim.state as unknown as Record<string, unknown>)) {
    order.push(k);
    const text = JSON.stringify(v);
    if (texts.get(k) !== text) changed.set(k, text);
  }
  const current = db.checkpoint();
  const made = current && current.seq >= seq ? null : db.writeCheckpoint(seq, order, changed, current, seq, pause);
  if (!made) {
    // another process's worker got further: nothing to add
    firstSinceCheckpoint = 0;
    return;
  }
  cp = made;
  texts = new Map(order.map((k) => [k, changed.get(k) ?? (texts.get(k) as string)]));
  db.truncateWal();
  firstSinceCheckpoint = 0;
  const ms = performance.now() - started;
  lastCheckpoint = { at: Date.now(), ms };
  let bytes = 0;
  for (const text of changed.values()) bytes += text.length;
  send({ type: 'checkpoint', seq, ms, written: changed.size, bytes });
}

function due(): boolean {
  const now = Date.now();
  if (seq - cp.seq >= data.everyOps && now - lastCheckpoint.at >= 10 * lastCheckpoint.ms) return true;
  return firstSinceCheckpoint > 0 && now - firstSinceCheckpoint >= data.everyMs;
}

function work(): void {
  try {
    advance(target);
    if (due()) checkpoint();
    if (timer) clearTimeout(timer);
    timer = seq > cp.seq ? setTimeout(work, data.everyMs) : null;
  } catch (e) {
    send({ type: 'error', message: (e as Error).message });
  }
}

port.on('message', (m: ToWorker) => {
  if (m.type === 'committed') {
    target = Math.max(target, m.seq);
    work();
  } else if (m.type === 'origin') {
    origin = { id: m.id, seq: m.seq };
    if (seq > m.seq) {
      send({ type: 'error', message: `the recording's start (operation ${m.seq}) is behind the replica (${seq})` });
      origin = null;
    } else work();
  } else if (m.type === 'stop') {
    if (timer) clearTimeout(timer);
    try {
      advance(db.lastSeq());
      checkpoint();
    } catch (e) {
      send({ type: 'error', message: (e as Error).message });
    }
    db.close();
    send({ type: 'stopped' });
    port.close();
  }
});

work();
