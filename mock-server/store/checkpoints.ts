/**
 * The Node store's checkpoints (decision 094): the world as pieces (./pieces.ts) written whole or loaded from a world
 * file, a new file made whole before anyone can open it, and what the checkpoint worker (./checkpointWorker.ts) and
 * the world it serves (./durable.ts) say to each other.
 */
import { linkSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Sim } from '../core';
import { joinPieces, worldPieces } from './pieces';
import { StoreError, WorldDb, type Checkpoint } from './worldDb';

/** A world over a saved state (migrated), or why it does not load. */
export type FromState = (state: unknown) => Sim | string;

/** What the checkpoint worker is started with. */
export interface CheckpointWorkerData {
  file: string;
  everyOps: number;
  everyMs: number;
  /** the worker thread's nice value */
  nice: number;
  /** the options the replica's Sim is built with (the same as this world's) */
  sim: { settings: Record<string, unknown> };
}

/** Messages from the world to its checkpoint worker. */
export type ToWorker = { type: 'committed'; seq: number } | { type: 'origin'; id: string; seq: number } | { type: 'stop' };
/** Messages back. */
export type FromWorker = { type: 'checkpoint'; seq: number; ms: number; written: number; bytes: number } | { type: 'origin'; id: string } | { type: 'error'; message: string } | { type: 'stopped' };

/** The world of a checkpoint: its pieces joined and loaded (migrated when older). */
export function loadCheckpoint(db: WorldDb, cp: Checkpoint, fromState: FromState): Sim {
  const state = joinPieces(db.readPieces(cp));
  const sim = fromState(state);
  if (typeof sim === 'string') throw new StoreError(`${db.file}: the checkpoint after operation ${cp.seq} does not load: ${sim}`);
  return sim;
}

/** Writes the whole world as the checkpoint after operation `seq` (a new file, a close, a replaced world). */
export function fullCheckpoint(db: WorldDb, sim: Sim, seq: number): Checkpoint {
  const order: string[] = [];
  const texts = new Map<string, string>();
  for (const [k, v] of worldPieces(sim.state as unknown as Record<string, unknown>)) {
    order.push(k);
    texts.set(k, JSON.stringify(v));
  }
  // (another process checkpointing the file meanwhile is rare: this one is then made over the new one)
  for (;;) {
    const cp = db.writeCheckpoint(seq, order, texts, db.checkpoint());
    if (cp) return cp;
  }
}

/**
 * A new world file, made whole under a name of its own and then linked into place, so that another process opening
 * the same name never sees it half made (when two make it at once, the first link wins and the other's is dropped).
 */
export function makeFile(file: string, create: () => Sim): { sim: Sim; token: string } {
  const token = `${process.pid}-${randomBytes(6).toString('hex')}`;
  const tmp = `${file}.new-${token}`;
  const db = new WorldDb(tmp, { create: true });
  let sim: Sim;
  try {
    sim = create();
    db.write(() => {
      db.setInfo('seq', '0');
      db.setInfo('made', token);
    });
    fullCheckpoint(db, sim, 0);
  } finally {
    db.close();
  }
  try {
    linkSync(tmp, file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  } finally {
    for (const f of [tmp, `${tmp}-wal`, `${tmp}-shm`]) rmSync(f, { force: true });
  }
  return { sim, token };
}

