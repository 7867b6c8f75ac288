/**
 * A store directory: one file per world (decision 094). `default.sqlite` is the server's own world;
 * `sessions/{id}.sqlite` are the session worlds, each with its join code and times in its `info` table, so that any
 * simulator process started on the same directory can serve any session.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Sim } from '../core';
import { loadSimulator } from '../simulator';
import type { Settings } from '../core';
import { DurableWorld } from './durable';
import { WorldDb } from './worldDb';

export interface SessionMeta {
  id: string;
  code: string | null;
  scenario: string;
  createdAt: number;
  lastUsed: number;
}

export interface StoreOptions {
  dir: string;
  /** the settings every world of the server is built with (the checkpoint worker's replica uses the same) */
  settings: Partial<Settings>;
  /** checkpoint after this many operations or this long after the first one since the last (default 2,000 / 5 s) */
  checkpointEveryOps?: number;
  checkpointEveryMs?: number;
  /** no checkpoint worker: the log alone, checkpointed on close (tests) */
  noWorker?: boolean;
  /**
   * the checkpoint worker thread's nice value (default 19: it yields the CPU to the calls); a test of the worker on a
   * loaded machine gives it the process's own (0), or the busy processes beside it starve it for minutes
   */
  checkpointWorkerNice?: number;
}

const ID = /^[a-z0-9-]{1,40}$/i;

export class WorldFiles {
  constructor(readonly opts: StoreOptions) {
    mkdirSync(join(opts.dir, 'sessions'), { recursive: true });
  }

  get defaultFile(): string {
    return join(this.opts.dir, 'default.sqlite');
  }

  sessionFile(id: string): string {
    if (!ID.test(id)) throw new Error(`bad session id '${id}'`);
    return join(this.opts.dir, 'sessions', `${id}.sqlite`);
  }

  /** Opens the world in `file`, or makes it with `create`. */
  open(file: string, create: () => Sim): DurableWorld {
    const { settings, checkpointEveryOps = 2000, checkpointEveryMs = 5000, noWorker, checkpointWorkerNice = 19 } = this.opts;
    return DurableWorld.open(file, {
      create,
      fromState: (state) => loadSimulator(state, { settings, load: { fresh: true } }),
      checkpoints: noWorker ? null : { everyOps: checkpointEveryOps, everyMs: checkpointEveryMs, nice: checkpointWorkerNice, workerData: { settings: settings as Record<string, unknown> } },
    });
  }

  /** A new session's world in its own file, with its meta. */
  createSession(meta: SessionMeta, create: () => Sim): DurableWorld {
    const world = this.open(this.sessionFile(meta.id), create);
    world.db.write(() => world.db.setInfo('session', meta));
    return world;
  }

  /** A session's world from its file (a restart, or another process made it); null when there is no such file. */
  openSession(id: string, create: () => Sim): { world: DurableWorld; meta: SessionMeta } | null {
    if (!ID.test(id) || !existsSync(this.sessionFile(id))) return null;
    const world = this.open(this.sessionFile(id), create);
    const meta = world.db.infoJson<SessionMeta>('session');
    if (!meta) {
      void world.close();
      return null;
    }
    return { world, meta };
  }

  /** Records when a session was last used (so that expiry survives a restart). */
  touchSession(world: DurableWorld, meta: SessionMeta): void {
    world.db.write(() => world.db.setInfo('session', meta));
  }

  /** The sessions on disk, with their meta (files that do not read are skipped). */
  sessions(): SessionMeta[] {
    const out: SessionMeta[] = [];
    for (const f of readdirSync(join(this.opts.dir, 'sessions'))) {
      if (!f.endsWith('.sqlite')) continue;
      try {
        const db = new WorldDb(join(this.opts.dir, 'sessions', f), { create: false });
        const meta = db.infoJson<SessionMeta>('session');
        db.close();
        if (meta) out.push(meta);
      } catch {
        // a file being written by another process, or not a store: not a session to list
      }
    }
    return out;
  }

  /** Bytes of a world's file (its log included). */
  bytes(file: string): number {
    let n = 0;
    for (const f of [file, `${file}-wal`]) if (existsSync(f)) n += statSync(f).size;
    return n;
  }

  /** Removes a session's files (one not open in this process). */
  removeSession(id: string): void {
    const file = this.sessionFile(id);
    for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
  }
}
