/**
 * The simulator's store (decision 094): every world in its own file, each call answered once its changes are
 * committed. A restart — after a clean stop or none at all — gives back exactly the world the calls left, sessions
 * included; a file that cannot be read is named with what is wrong, never replaced by a new world.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseInstant } from '../../mock-server/core';
import { RECORDED_READS_MS } from '../../mock-server/store/durable';
import { startHttpSimulator, type HttpSimulator, type HttpSimulatorOptions } from '../../mock-server/http/server';
import { changeEverything, control, players, ws } from './storeWorkload';

const NOW = parseInstant('2026-03-02 09:00') as number; // IST: Delhi Bazar (id 2) is open

let dir: string;
const open: HttpSimulator[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sim-store-'));
});
afterEach(async () => {
  for (const s of open.splice(0)) await s.close().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

async function start(opts: HttpSimulatorOptions = {}): Promise<HttpSimulator> {
  const s = await startHttpSimulator({ port: 0, now: NOW, storeDir: dir, store: { noWorker: true }, ...opts });
  open.push(s);
  return s;
}

/** A server "crashes": its port closes, nothing more is written (no checkpoint, no final commit). */
function crash(s: HttpSimulator): void {
  s.server.closeAllConnections();
  s.server.close();
  open.splice(open.indexOf(s), 1);
}

const worldOf = (s: HttpSimulator, session = 'default') => JSON.stringify((s.sessions.get(session) ?? s).sim.state);

describe('simulator store', () => {
  it('a restart after a crash gives back exactly the world every answered call left (no checkpoint since the start)', async () => {
    const a = await start();
    expect(await changeEverything(a.url)).toBeGreaterThanOrEqual(15);
    const before = worldOf(a);
    expect(a.sim.unloggedChanges).toBe(0);
    crash(a);
    const b = await start({ seed: 999 });
    expect(worldOf(b)).toBe(before);
  });

  it('a restart after a clean stop starts from its checkpoint, and goes on logging', async () => {
    const a = await start();
    await changeEverything(a.url);
    const before = worldOf(a);
    await a.close();
    open.splice(open.indexOf(a), 1);
    const b = await start();
    expect(worldOf(b)).toBe(before);
    // the recording's starting world outlives the checkpoint the clean stop wrote
    expect((await control(b.url, 'GET', '/session')).body.origin).toMatchObject({ version: b.sim.state.version });
    await changeEverything(b.url);
    const after = worldOf(b);
    crash(b);
    const c = await start();
    expect(worldOf(c)).toBe(after);
  });

  it('the checkpoint worker writes checkpoints off the request path; a restart applies only what came after', async () => {
    // the worker at the process's priority: at its usual lowest, busy processes beside it would starve it for minutes
    const a = await start({ store: { checkpointEveryOps: 5, checkpointEveryMs: 50, checkpointWorkerNice: 0 } });
    const initial = worldOf(a);
    await changeEverything(a.url);
    // the worker's checkpoint that includes the last call (however long a loaded machine takes to write it)
    await a.world!.checkpointed();
    const before = worldOf(a);
    // the session export's starting world is the one the worker wrote when its replica passed the recording's start
    expect(JSON.stringify((await control(a.url, 'GET', '/session?secrets=include')).body.origin)).toBe(initial);
    crash(a);
    const b = await start();
    expect(worldOf(b)).toBe(before);
    const db = new Database(join(dir, 'default.sqlite'), { readonly: true });
    const cp = JSON.parse((db.prepare("SELECT value FROM info WHERE key = 'checkpoint'").get() as { value: string }).value) as { seq: number };
    expect(cp.seq).toBeGreaterThan(0);
    expect((db.prepare('SELECT count(*) AS n FROM ops WHERE seq <= ?').get(cp.seq) as { n: number }).n).toBe(0);
    expect((db.prepare("SELECT count(*) AS n FROM info WHERE key = 'recordingOrigin'").get() as { n: number }).n).toBe(1);
    db.close();
  });

  it('a session world keeps its calls, join code, fault plan and clock across a crash; a deleted one leaves no file', async () => {
    const a = await start();
    const made = (await (await fetch(`${a.url}/__sim/sessions`, { method: 'POST', body: JSON.stringify({ now: NOW, frozen: true }) })).json()) as { id: string };
    const base = `${a.url}/s/${made.id}`;
    await changeEverything(base);
    await control(base, 'POST', '/faults', { path: 'game_list', kind: 'status', status: 503, times: 3 });
    const before = worldOf(a, made.id);
    const code = a.sessions.list().find((s) => s.id === made.id)!.code!;
    const calls = (await control(base, 'GET', '/session')).body.calls.length as number;
    crash(a);

    const b = await start();
    const base2 = `${b.url}/s/${made.id}`;
    expect((await fetch(`${b.url}/__sim/sessions/${code}/join`)).status).toBe(200);
    expect(worldOf(b, made.id)).toBe(before);
    expect((await control(base2, 'GET', '/faults')).body[0]).toMatchObject({ kind: 'status' });
    expect((await control(base2, 'GET', '/clock')).body.frozen).toBe(true);
    const exported = (await control(base2, 'GET', '/session')).body;
    expect(exported.calls.length).toBe(calls);
    expect(exported.origin).toMatchObject({ version: a.sim.state.version });
    expect((await ws(base2, 'game_list', {})).http).toBe(503); // the fault plan acts after the restart

    expect((await fetch(`${b.url}/__sim/sessions/${made.id}`, { method: 'DELETE' })).status).toBe(200);
    // the file goes once the world is closed (polled: the delete is answered first)
    await expect.poll(() => existsSync(join(dir, 'sessions', `${made.id}.sqlite`))).toBe(false);
  });

  it('a call that changed nothing is answered without waiting for a commit; its recorded call reaches the file after it', async () => {
    const a = await start();
    const world = a.world!;
    const who = (await players(a.url))[0]!;
    const recorded = () => {
      const db = new Database(join(dir, 'default.sqlite'), { readonly: true });
      try {
        return (db.prepare('SELECT count(*) AS n FROM calls').get() as { n: number }).n;
      } finally {
        db.close();
      }
    };
    // a write: answered once committed
    let commits = world.stats.commits;
    await control(a.url, 'POST', `/users/${who.id}/adjust`, { amount: 5 });
    expect(world.stats.commits).toBe(commits + 1);
    const calls = recorded();
    // reads: answered before any commit; the world they show is the committed one
    commits = world.stats.commits;
    // the store's timers wait for the test (a loaded machine may take longer than RECORDED_READS_MS to answer three calls)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const reads = await Promise.all([ws(a.url, 'game_list', {}), ws(a.url, 'profile', { user_id: who.id }), ws(a.url, 'my_bets', { user_id: who.id })]);
      expect(reads.map((r) => r.http)).toEqual([200, 200, 200]);
      expect(world.stats.commits).toBe(commits);
      expect(recorded()).toBe(calls);
      // their calls are written together, RECORDED_READS_MS after the first
      await vi.advanceTimersByTimeAsync(RECORDED_READS_MS - 1);
      expect(recorded()).toBe(calls);
      await vi.advanceTimersByTimeAsync(1);
    } finally {
      vi.useRealTimers();
    }
    expect(recorded()).toBe(calls + 3);
    expect(world.stats.commits).toBe(commits + 1);
    // a read after a write of the same turn waits for that write's commit
    const [w, r] = await Promise.all([control(a.url, 'POST', `/users/${who.id}/adjust`, { amount: 6 }), ws(a.url, 'profile', { user_id: who.id })]);
    expect(w.http).toBe(200);
    expect(r.http).toBe(200);
    crash(a);
    const b = await start();
    expect((await players(b.url)).find((p) => p.id === who.id)!.balance).toBe(who.balance + 11);
  });

  it('imports a saved world of an older version once (--state), migrated', async () => {
    const file = join(dir, 'old.json');
    writeFileSync(file, readFileSync(new URL('./snapshots/state-v1.json', import.meta.url)));
    const a = await start({ importState: file, storeDir: join(dir, 'store') });
    expect(a.sim.state.version).toBeGreaterThan(1);
    const who = (await players(a.url))[0]!;
    await control(a.url, 'POST', `/users/${who.id}/adjust`, { amount: 77 });
    crash(a);
    writeFileSync(file, '{"version": 1}');
    const b = await start({ importState: file, storeDir: join(dir, 'store') });
    expect((await players(b.url)).find((p) => p.id === who.id)!.balance).toBe(who.balance + 77);
  });

  it('a corrupt or half-written file is an error naming the file and what is wrong, and is left as it was', async () => {
    writeFileSync(join(dir, 'default.sqlite'), 'this is not a database, just some text that is long enough to have a header');
    await expect(start()).rejects.toThrow(/default\.sqlite: not a simulator store/);
    expect(readFileSync(join(dir, 'default.sqlite'), 'utf8')).toMatch(/^this is not a database/);

    rmSync(join(dir, 'default.sqlite'));
    const db = new Database(join(dir, 'default.sqlite'));
    db.exec("CREATE TABLE info (key TEXT PRIMARY KEY, value TEXT NOT NULL); INSERT INTO info VALUES ('format', 'matka-sim-store 1')");
    db.close();
    await expect(start()).rejects.toThrow(/default\.sqlite: no checkpoint/);

    rmSync(join(dir, 'default.sqlite'));
    const a = await start();
    crash(a);
    const raw = new Database(join(dir, 'default.sqlite'));
    raw.prepare("UPDATE pieces SET json = '{broken' WHERE key = 'users'").run();
    raw.close();
    await expect(start()).rejects.toThrow(/default\.sqlite: piece 'users' of checkpoint 0 is not JSON/);
  });
});
