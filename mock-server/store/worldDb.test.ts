import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PIECE_BATCH_BYTES, WorldDb } from './worldDb';

let dir: string;
let db: WorldDb;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'world-db-'));
  db = new WorldDb(join(dir, 'w.sqlite'), { create: true });
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const piece = (n: number, size: number) => JSON.stringify({ n, text: 'x'.repeat(size) });
const read = (d: WorldDb) => [...d.readPieces(d.checkpoint() ?? { seq: 0, pieces: [] })];

describe('a checkpoint', () => {
  it('writes its pieces in transactions of about PIECE_BATCH_BYTES each, so the world commits between them', () => {
    const order = Array.from({ length: 30 }, (_, i) => `p/${i}`);
    const texts = new Map(order.map((k, i) => [k, piece(i, PIECE_BATCH_BYTES / 10)]));
    const write = vi.spyOn(db, 'write');
    const between = vi.fn();
    const cp = db.writeCheckpoint(5, order, texts, null, 5, between);
    // three batches of pieces (the worker pauses between them), then the checkpoint row
    expect(write.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(between).toHaveBeenCalledTimes(2);
    expect(cp?.seq).toBe(5);
    expect(read(db).map(([k]) => k)).toEqual(order);
  });

  it('replaces only what changed and keeps none of what it replaced', () => {
    const order = ['a', 'b'];
    const first = db.writeCheckpoint(1, order, new Map([['a', piece(1, 10)], ['b', piece(2, 10)]]), null);
    const second = db.writeCheckpoint(2, order, new Map([['b', piece(3, 10)]]), first);
    expect(second?.pieces).toEqual([['a', 1], ['b', 2]]);
    expect(read(db)).toEqual([['a', { n: 1, text: 'x'.repeat(10) }], ['b', { n: 3, text: 'x'.repeat(10) }]]);
    expect(db.db.prepare('SELECT count(*) AS n FROM pieces').get()).toEqual({ n: 2 });
  });

  it('is not made when another process checkpointed the file meanwhile, and leaves that checkpoint whole', () => {
    const first = db.writeCheckpoint(1, ['a'], new Map([['a', piece(1, 10)]]), null);
    const other = new WorldDb(join(dir, 'w.sqlite'), { create: false });
    try {
      other.writeCheckpoint(3, ['a'], new Map([['a', piece(3, 10)]]), first);
      expect(db.writeCheckpoint(2, ['a'], new Map([['a', piece(2, 10)]]), first)).toBeNull();
      expect(db.checkpoint()?.seq).toBe(3);
      expect(read(db)).toEqual([['a', { n: 3, text: 'x'.repeat(10) }]]);
    } finally {
      other.close();
    }
  });
});
