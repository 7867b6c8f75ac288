/**
 * Crash test of the simulator's store (decision 094), with real processes: `npm run sim -- --store DIR` in a child,
 * 20 connections placing ₹1 bets and ₹1 transfers, SIGKILL in the middle of the load, a restart on the same
 * directory. Every call that was answered with success must be there, and the ledger must hold: each balance is
 * the sum of its lines and never negative. Run for the default world and for a session world. Then two processes
 * on one store directory serve one session in turn, and nothing either of them answered is lost.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { parseInstant } from '../../mock-server/core';
import { api, control, players, ws } from './storeWorkload';

const ROOT = join(import.meta.dirname, '..', '..');
const CONNECTIONS = 20;
const LOAD_MS = Number(process.env.CRASH_LOAD_MS ?? 1500);
const NOW_TEXT = '2026-03-02 09:00'; // IST: Delhi Bazar (id 2) is open
const NOW = parseInstant(NOW_TEXT) as number;

const children = new Set<ChildProcess>();
const dirs: string[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function storeDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'sim-crash-'));
  dirs.push(d);
  return d;
}

/** `npm run sim -- --store DIR` as a child process; resolves with its URL once it listens. */
function startSim(dir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/http/cli.ts', '--port', '0', '--store', dir, '--now', NOW_TEXT], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITE_APP_CRED'))),
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`simulator exited (${code}) before listening`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /listening on (\S+)/.exec(line);
      if (m) resolve({ child, url: m[1] as string });
    });
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

interface Acked {
  bets: Map<string, number>;
  sent: Map<string, number>;
  /** calls answered with success */
  calls: number;
}

/** CONNECTIONS loops of ₹1 bets and ₹1 transfers until `stop()` is true or the server is gone; `onSuccess` after each success. */
async function hammer(base: string, who: Array<{ id: string; mobile: string }>, stop: () => boolean, acked: Acked = { bets: new Map(), sent: new Map(), calls: 0 }, onSuccess = () => {}): Promise<Acked> {
  const add = (m: Map<string, number>, id: string) => {
    m.set(id, (m.get(id) ?? 0) + 1);
    acked.calls++;
    onSuccess();
  };
  const line = JSON.stringify([{ bet_numbers: '07', bet_money: 1, type: 1 }]);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, c) => {
      for (let i = 0; !stop(); i++) {
        const from = who[(c + i) % who.length]!;
        const to = who[(c + i + 1) % who.length]!;
        try {
          if (i % 3 === 2) {
            const r = await api(base, `game.php?action=p2ptransfer&user=${from.id}`, { username: to.mobile, amount: '1' });
            if ((r.body as Array<{ status: number }>)[0]?.status === 1) add(acked.sent, from.id);
          } else {
            const r = await ws(base, 'game_bet', { user_id: from.id, game_id: '2', game_type: '1', bet_numbers: line, grand_total: '1' });
            if (r.body.status === 1) add(acked.bets, from.id);
          }
        } catch {
          return; // the server is gone
        }
      }
    }),
  );
  return acked;
}

type World = {
  bets: { list: Array<{ userId: string }> };
  transfers: { list: Array<{ fromId: string }> };
  ledger: { lines: Record<string, Array<{ amount: number }>> };
};

async function worldOf(base: string): Promise<World> {
  return (await control(base, 'GET', '/snapshot')).body as World;
}

const countBy = <T,>(list: T[], key: (t: T) => string) => list.reduce((m, t) => m.set(key(t), (m.get(key(t)) ?? 0) + 1), new Map<string, number>());

/** Everything acknowledged is in `after` (beyond what `before` had), and every balance is its ledger's sum, ≥ 0. */
async function expectAllThere(base: string, before: World, acked: Acked): Promise<void> {
  const after = await worldOf(base);
  const betsBefore = countBy(before.bets.list, (b) => b.userId);
  const betsAfter = countBy(after.bets.list, (b) => b.userId);
  const sentBefore = countBy(before.transfers.list, (t) => t.fromId);
  const sentAfter = countBy(after.transfers.list, (t) => t.fromId);
  for (const [id, n] of acked.bets) expect((betsAfter.get(id) ?? 0) - (betsBefore.get(id) ?? 0), `bets of ${id}`).toBeGreaterThanOrEqual(n);
  for (const [id, n] of acked.sent) expect((sentAfter.get(id) ?? 0) - (sentBefore.get(id) ?? 0), `transfers from ${id}`).toBeGreaterThanOrEqual(n);
  for (const p of await players(base)) {
    const sum = (after.ledger.lines[p.id] ?? []).reduce((s, l) => s + l.amount, 0);
    expect(p.balance, `balance of ${p.id}`).toBe(sum);
    expect(p.balance).toBeGreaterThanOrEqual(0);
  }
}

async function crashUnderLoad(dir: string, baseOf: (url: string) => Promise<string>): Promise<void> {
  const first = await startSim(dir);
  const base = await baseOf(first.url);
  const who = (await players(base)).slice(0, 5);
  for (const p of who) await control(base, 'POST', `/users/${p.id}/adjust`, { amount: 100_000 });
  const before = await worldOf(base);
  let killed = false;
  const acked: Acked = { bets: new Map(), sent: new Map(), calls: 0 };
  // at least LOAD_MS of load, and the kill once 100 calls are answered with success (however long a busy machine takes)
  let hundred!: () => void;
  const answeredHundred = new Promise<void>((r) => (hundred = r));
  const load = hammer(base, who, () => killed, acked, () => {
    if (acked.calls >= 100) hundred();
  });
  await Promise.all([answeredHundred, new Promise((r) => setTimeout(r, LOAD_MS))]);
  await kill(first.child);
  killed = true;
  await load;
  const answered = [...acked.bets.values(), ...acked.sent.values()].reduce((a, b) => a + b, 0);
  console.info(`crash test: ${answered} calls answered with success before SIGKILL`);
  expect(answered).toBeGreaterThan(50);

  const second = await startSim(dir);
  await expectAllThere(base.replace(first.url, second.url), before, acked);
  await kill(second.child);
}

describe('simulator store under SIGKILL', () => {
  it('the default world: every bet and transfer answered with success survives, the ledger holds', async () => {
    await crashUnderLoad(storeDir(), async (url) => url);
  }, 60_000);

  it('a session world: the same, through its /s/{id} prefix', async () => {
    await crashUnderLoad(storeDir(), async (url) => {
      // on the server's clock (--now below): a session made without one runs on the machine's, where the market may be closed
      const r = (await (await fetch(`${url}/__sim/sessions`, { method: 'POST', body: JSON.stringify({ now: NOW }) })).json()) as { prefix: string };
      return `${url}${r.prefix.replace(/\/$/, '')}`;
    });
  }, 60_000);

  it('two processes on one store directory serve one session in turn, with nothing lost', async () => {
    const dir = storeDir();
    const [a, b] = await Promise.all([startSim(dir), startSim(dir)]);
    const made = (await (await fetch(`${a.url}/__sim/sessions`, { method: 'POST', body: '{}' })).json()) as { id: string };
    const on = (url: string) => `${url}/s/${made.id}`;
    // the other process lists it before it has served it
    const listed = (await (await fetch(`${b.url}/__sim/sessions`)).json()) as Array<{ id: string; code: string; scenario: string }>;
    expect(listed.find((s) => s.id === made.id)).toMatchObject({ scenario: 'default', code: expect.stringMatching(/^\d{4}$/) });
    const who = (await players(on(a.url))).slice(0, 5);
    for (const p of who) await control(on(a.url), 'POST', `/users/${p.id}/adjust`, { amount: 10_000 });
    const before = await worldOf(on(a.url));
    const total: Acked = { bets: new Map(), sent: new Map(), calls: 0 };
    // the balancer moves the session between the processes, three times
    for (const url of [a.url, b.url, a.url, b.url]) {
      let n = 0;
      const acked = await hammer(on(url), who, () => n++ >= 60);
      for (const k of ['bets', 'sent'] as const) for (const [id, c] of acked[k]) total[k].set(id, (total[k].get(id) ?? 0) + c);
    }
    const answered = [...total.bets.values(), ...total.sent.values()].reduce((x, y) => x + y, 0);
    expect(answered).toBeGreaterThan(40);
    // both processes now read the same world, and it has every answered call
    await expectAllThere(on(a.url), before, total);
    await expectAllThere(on(b.url), before, total);
    expect(JSON.stringify(await worldOf(on(a.url)))).toBe(JSON.stringify(await worldOf(on(b.url))));
    await Promise.all([kill(a.child), kill(b.child)]);
  }, 60_000);
});
