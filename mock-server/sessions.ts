/**
 * Sessions of the HTTP simulator: one world (state, clock, faults, journal) per session id, so parallel test
 * workers and several QA testers share one server without seeing each other. The default session is the server's
 * own world (today's behaviour, `--state` file included). A session is chosen by a header (`x-sim-session`), a
 * cookie (`sim-session`) or a URL prefix (`/s/{id}/…`, for a phone whose client can set neither); a new one starts
 * from a scenario or is forked from another session or a snapshot; idle ones expire; the number of sessions and the
 * size of each world are capped, with a clear reply when exceeded.
 */
import { randomBytes } from 'node:crypto';
import type { Sim } from './core';
import { createDispatcher, type Dispatch, type HandlerOptions } from './handlers/dispatch';
import { createSimulator, type CreateSimulatorOptions } from './simulator';
import type { DurableWorld } from './store/durable';
import type { SessionMeta, WorldFiles } from './store/worlds';

export const DEFAULT_SESSION = 'default';
export const SESSION_HEADER = 'x-sim-session';
export const SESSION_COOKIE = 'sim-session';

export interface SessionLimits {
  /** sessions besides the default one */
  maxSessions: number;
  /** a session unused this long is dropped */
  idleMs: number;
  /** a world whose saved form grows past this many bytes refuses further wire calls until reset */
  maxStateBytes: number;
}

export const DEFAULT_LIMITS: SessionLimits = { maxSessions: 50, idleMs: 2 * 60 * 60_000, maxStateBytes: 64 * 1024 * 1024 };

export interface Session {
  id: string;
  /** 4 digits a tester types on a phone's number pad to join the session (the default session has none) */
  code: string | null;
  sim: Sim;
  dispatch: Dispatch;
  /** the world's file, when the server has a store (every call waits for its commit) */
  world: DurableWorld | null;
  createdAt: number;
  lastUsed: number;
  /** the size of the world when last measured, and at which change count */
  measured: { bytes: number; atChange: number };
  /** when lastUsed was last written to the world's file */
  savedUse: number;
}

export interface NewSession {
  scenario?: string;
  seed?: number;
  now?: number;
  frozen?: boolean;
  /** start from a copy of this session's world */
  fork?: string;
  /** start from this saved world (any known version) */
  snapshot?: unknown;
  /** the PHP dialect of the new world (a canonical name); default the server's */
  dialect?: string;
}

export type SessionResult = { ok: true; session: Session } | { ok: false; error: string; status: number };

/** A short id a tester can read out or type on a phone: 6 characters, no look-alikes. */
function shortId(): string {
  const abc = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from(randomBytes(6), (b) => abc[b % abc.length]).join('');
}

/** A 4-digit join code: typed on a phone's number pad; never the length of an id, so never mistaken for one. */
function shortCode(): string {
  return String(randomBytes(2).readUInt16BE(0) % 10_000).padStart(4, '0');
}

/** Whether a session name is a join code (4 digits) rather than an id. */
export const isJoinCode = (name: string): boolean => /^\d{4}$/.test(name);

/**
 * Measure a world's size again after this many changes: a JSON pass of a world near the cap takes ~0.5 s, so once
 * per 5,000 changes costs about 0.1 ms a change.
 */
const MEASURE_EVERY = 5000;

/** A session's last use is written to its file at most this often (its expiry survives a restart to within this). */
const SAVE_USE_MS = 60_000;

export class Sessions {
  private readonly map = new Map<string, Session>();
  /** how many changes between two measurements of a world's size (tests lower it) */
  measureEvery: number;

  constructor(
    defaultSim: Sim,
    defaultDispatch: Dispatch,
    private readonly simOptions: CreateSimulatorOptions,
    private readonly handlerOptions: HandlerOptions,
    private readonly limits: SessionLimits = DEFAULT_LIMITS,
    private readonly clock: () => number = Date.now,
    /** the store directory: every session world in its own file (none: sessions live in memory only) */
    private readonly files: WorldFiles | null = null,
    defaultWorld: DurableWorld | null = null,
  ) {
    const now = clock();
    this.map.set(DEFAULT_SESSION, { id: DEFAULT_SESSION, code: null, sim: defaultSim, dispatch: defaultDispatch, world: defaultWorld, createdAt: now, lastUsed: now, measured: { bytes: 0, atChange: 0 }, savedUse: now });
    this.measureEvery = MEASURE_EVERY;
    // sessions that expired while no server ran go now
    if (files) for (const m of files.sessions()) if (m.lastUsed < now - limits.idleMs) files.removeSession(m.id);
  }

  /**
   * The session named by its id or its join code, marked as used now; undefined when unknown or expired. With a
   * store, a session this process has not served yet (made before a restart, or by another process) is opened from
   * its file.
   */
  get(idOrCode: string): Session | undefined {
    this.expire();
    const s = (isJoinCode(idOrCode) ? this.byCode(idOrCode) : this.map.get(idOrCode)) ?? this.fromFile(idOrCode);
    if (!s) return undefined;
    s.lastUsed = this.clock();
    if (s.world && s.id !== DEFAULT_SESSION && s.lastUsed - s.savedUse >= SAVE_USE_MS) {
      s.savedUse = s.lastUsed;
      this.files?.touchSession(s.world, this.metaOf(s));
    }
    return s;
  }

  private metaOf(s: Session): SessionMeta {
    return { id: s.id, code: s.code, scenario: s.sim.state.meta.scenario, createdAt: s.createdAt, lastUsed: s.lastUsed };
  }

  /** A session in the store that this process has not opened (by id or join code). */
  private fromFile(idOrCode: string): Session | undefined {
    if (!this.files) return undefined;
    const id = isJoinCode(idOrCode) ? this.files.sessions().find((m) => m.code === idOrCode)?.id : idOrCode;
    if (!id || id === DEFAULT_SESSION) return undefined;
    const opened = this.files.openSession(id, () => this.newSim({}));
    if (!opened) return undefined;
    const { world, meta } = opened;
    if (meta.lastUsed < this.clock() - this.limits.idleMs) {
      void world.destroy();
      return undefined;
    }
    const session: Session = { ...meta, sim: world.sim, dispatch: createDispatcher(world.sim, this.handlerOptions), world, measured: { bytes: this.files.bytes(world.file), atChange: world.sim.changes }, savedUse: meta.lastUsed };
    this.map.set(id, session);
    return session;
  }

  /**
   * A new world: what the request names, the rest as the server's worlds start (its scenario, seed, dialect and
   * clock: `--now`, and `--frozen` unless the request names its own `now`). Decision 131.
   */
  private newSim(req: NewSession): Sim {
    const settings = req.dialect === undefined ? this.simOptions.settings : { ...this.simOptions.settings, dialect: req.dialect };
    const frozen = req.frozen ?? (req.now === undefined ? this.simOptions.frozen : undefined);
    return createSimulator({ ...this.simOptions, settings, scenario: req.scenario ?? this.simOptions.scenario, seed: req.seed ?? this.simOptions.seed, now: req.now ?? this.simOptions.now, frozen });
  }

  create(req: NewSession): SessionResult {
    this.expire();
    if (this.map.size - 1 >= this.limits.maxSessions) {
      return { ok: false, status: 503, error: `Session limit reached (${this.limits.maxSessions}); delete one or wait for idle ones to expire` };
    }
    let sim: Sim;
    try {
      sim = this.newSim(req);
    } catch (e) {
      return { ok: false, status: 400, error: (e as Error).message };
    }
    const from = req.fork !== undefined ? (isJoinCode(req.fork) ? this.byCode(req.fork) : this.map.get(req.fork))?.sim.snapshot() : req.snapshot;
    if (req.fork !== undefined && from === undefined) return { ok: false, status: 404, error: `Unknown session '${req.fork}'` };
    if (from !== undefined) {
      const loaded = sim.load(from);
      if (!loaded.ok) return { ok: false, status: 400, error: loaded.error };
    }
    const onDisk = this.files?.sessions() ?? [];
    let id = shortId();
    while (this.map.has(id) || onDisk.some((m) => m.id === id)) id = shortId();
    let code = shortCode();
    while (this.byCode(code) || onDisk.some((m) => m.code === code)) code = shortCode();
    const now = this.clock();
    const meta: SessionMeta = { id, code, scenario: sim.state.meta.scenario, createdAt: now, lastUsed: now };
    const world = this.files ? this.files.createSession(meta, () => sim) : null;
    const bytes = world ? this.files!.bytes(world.file) : JSON.stringify(sim.state).length;
    const session: Session = { ...meta, sim, dispatch: createDispatcher(sim, this.handlerOptions), world, measured: { bytes, atChange: sim.changes }, savedUse: now };
    this.map.set(id, session);
    return { ok: true, session };
  }

  delete(id: string): boolean {
    if (id === DEFAULT_SESSION) return false;
    const s = this.map.get(id);
    if (s) {
      this.map.delete(id);
      void s.world?.destroy();
      return true;
    }
    if (this.files?.sessions().some((m) => m.id === id)) {
      this.files.removeSession(id);
      return true;
    }
    return false;
  }

  /** Commits and closes every session's file (the server is stopping). */
  async close(): Promise<void> {
    await Promise.all([...this.map.values()].map((s) => s.world?.close()));
  }

  /** Every session: those this process serves, and (with a store) those on disk it has not opened. */
  list(): Array<{ id: string; code: string | null; scenario: string; createdAt: string; lastUsed: string; stateBytes: number }> {
    this.expire();
    const iso = (ms: number) => new Date(ms).toISOString();
    const open = [...this.map.values()].map((s) => ({ id: s.id, code: s.code, scenario: s.sim.state.meta.scenario, createdAt: iso(s.createdAt), lastUsed: iso(s.lastUsed), stateBytes: s.measured.bytes }));
    const files = this.files;
    if (!files) return open;
    const cutoff = this.clock() - this.limits.idleMs;
    const onDisk = files.sessions().filter((m) => !this.map.has(m.id) && m.lastUsed >= cutoff);
    return [...open, ...onDisk.map((m) => ({ id: m.id, code: m.code, scenario: m.scenario, createdAt: iso(m.createdAt), lastUsed: iso(m.lastUsed), stateBytes: files.bytes(files.sessionFile(m.id)) }))];
  }

  /**
   * Whether the session's world is over its size cap (measured again every MEASURE_EVERY changes). The default
   * session is the server's own world and has no cap.
   */
  overLimit(s: Session): boolean {
    if (s.id === DEFAULT_SESSION) return false;
    if (s.sim.changes - s.measured.atChange >= this.measureEvery) {
      // with a store, the file's size (no pass over the world)
      s.measured = { bytes: s.world && this.files ? this.files.bytes(s.world.file) : JSON.stringify(s.sim.state).length, atChange: s.sim.changes };
    }
    return s.measured.bytes > this.limits.maxStateBytes;
  }

  private byCode(code: string): Session | undefined {
    for (const s of this.map.values()) if (s.code === code) return s;
    return undefined;
  }

  private expire(): void {
    const cutoff = this.clock() - this.limits.idleMs;
    for (const [id, s] of this.map) {
      if (id !== DEFAULT_SESSION && s.lastUsed < cutoff) {
        this.map.delete(id);
        // another process serving the session writes its use to the file: then this process only lets it go
        const used = s.world?.db.infoJson<{ lastUsed: number }>('session')?.lastUsed ?? 0;
        void (used >= cutoff ? s.world?.close() : s.world?.destroy());
      }
    }
  }
}

/** Which session a request names, and its path without a `/s/{id}` prefix. */
export function sessionOf(url: URL, header: (name: string) => string | null): { id: string; url: URL } {
  const m = /^\/s\/([a-z0-9-]{1,40})(\/.*)?$/i.exec(url.pathname);
  if (m) {
    const rest = new URL(url.href);
    rest.pathname = m[2] ?? '/';
    return { id: m[1] as string, url: rest };
  }
  const fromHeader = header(SESSION_HEADER)?.trim();
  if (fromHeader) return { id: fromHeader, url };
  const cookie = header('cookie') ?? '';
  const c = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(cookie);
  return { id: c ? decodeURIComponent(c[1] as string) : DEFAULT_SESSION, url };
}
