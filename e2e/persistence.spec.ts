/**
 * The busy-chat world (50 groups × 1,000 messages, ≈ 6.4 MB of JSON) in the in-browser simulator: a chat poll and a
 * bet answer fast in the page while the world is being saved, and the world survives a reload (IndexedDB; the old
 * single localStorage value could not hold it). The figures are printed: what one save of the whole world would cost
 * on the main thread (JSON text, structured clone into IndexedDB), what the store's sliced saves cost, the calls'
 * medians, and the restore.
 */
import { expect, test, type Page } from '@playwright/test';
import { simulatorReady } from './helpers';
import { logInAtNoon, simBalance, simCall } from './sim';

interface Group {
  id: string;
  members: Array<{ id: string }>;
  messageCount: number;
}
interface User {
  id: string;
  balance: number;
}
interface Market {
  id: string;
  phase: string;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const ms = (x: number) => `${x.toFixed(1)} ms`;

const settled = (page: Page) => page.evaluate(() => window.__simStore?.settled());
const storeStats = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify(window.__simStore?.stats ?? null)) as NonNullable<Window['__simStore']>['stats']);
const worldOf = (page: Page) =>
  page.evaluate(() => {
    const sim = window.__sim;
    if (!sim) throw new Error('no simulator');
    return { scenario: sim.state.meta.scenario, bets: sim.state.bets.list.length, groups: Object.keys(sim.state.chat.byId).length };
  });

/**
 * An open market, moving the clock on by whole hours if none is open now (03:30–06:00 IST). The clock is frozen first,
 * so that no result or scripted post changes the world between the figures before and after a reload.
 */
async function openMarket(page: Page): Promise<string> {
  await simCall(page, 'clock', { frozen: true });
  for (let i = 0; i < 8; i++) {
    const open = (await simCall<Market[]>(page, 'markets')).find((m) => m.phase === 'open');
    if (open) return open.id;
    await simCall(page, 'clock', { advanceMs: 3_600_000 });
  }
  throw new Error('no market opens');
}

test('busy-chat: a poll and a bet answer fast in the page, and the world survives a reload', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto('/login?scenario=busy-chat');
  await simulatorReady(page);
  await settled(page); // the new world written whole
  const firstSave = await storeStats(page);
  expect(firstSave?.backend).toBe('indexeddb');
  expect(firstSave?.writes).toBeGreaterThan(0);

  const groups = await simCall<Group[]>(page, 'groups');
  const group = groups.find((g) => g.messageCount >= 1000 && g.members.length > 0);
  expect(group, 'a busy group with members').toBeTruthy();
  const userId = group!.members[0]!.id;
  const users = await simCall<User[]>(page, 'users');
  expect(users.find((u) => u.id === userId)!.balance).toBeGreaterThan(1000);
  const marketId = await openMarket(page);
  await settled(page);

  // what one save of the whole world would cost on the main thread
  const whole = await page.evaluate(async () => {
    const sim = window.__sim!;
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
    const stringify: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      JSON.stringify(sim.state);
      stringify.push(performance.now() - t0);
    }
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('matka-sim:measure', 1);
      r.onupgradeneeded = () => r.result.createObjectStore('x');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    /** put() serializes the value on the main thread before it returns; the commit runs elsewhere */
    const put = async (value: () => unknown) => {
      const tx = db.transaction('x', 'readwrite');
      const done = new Promise((r) => (tx.oncomplete = r));
      const t0 = performance.now();
      tx.objectStore('x').put(value(), 'world');
      const t1 = performance.now();
      tx.commit();
      await done;
      return { main: t1 - t0, commit: performance.now() - t1 };
    };
    const clone: Array<{ main: number; commit: number }> = [];
    const text: Array<{ main: number; commit: number }> = [];
    for (let i = 0; i < 3; i++) {
      clone.push(await put(() => sim.state));
      text.push(await put(() => JSON.stringify(sim.state)));
    }
    db.close();
    indexedDB.deleteDatabase('matka-sim:measure');
    return {
      chars: JSON.stringify(sim.state).length,
      stringifyMs: med(stringify),
      clonePutMs: med(clone.map((c) => c.main)),
      cloneCommitMs: med(clone.map((c) => c.commit)),
      textPutMs: med(text.map((c) => c.main)),
      textCommitMs: med(text.map((c) => c.commit)),
    };
  });

  // the calls, timed in the page around fetch (the service worker round trip included)
  const calls = await page.evaluate(
    async ({ userId, groupId, marketId }) => {
      const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
      const post = async (name: string, fields: Record<string, string>) => {
        const body = new FormData();
        for (const [k, v] of Object.entries({ app_id: 'sim-app', app_key: 'sim-key', ...fields })) body.append(k, v);
        const t0 = performance.now();
        const res = await fetch(`/Webservices/${name}`, { method: 'POST', body });
        const json = (await res.json()) as { status: number; msg: string; data?: unknown[] };
        return { ms: performance.now() - t0, json };
      };
      const poll = async () => {
        const r = await post('group_chats', { user_id: userId, groupid: groupId });
        if (r.json.status !== 1 || !r.json.data?.length) throw new Error(`group_chats: ${JSON.stringify(r.json).slice(0, 200)}`);
        return r.ms;
      };
      const bet = async () => {
        const lines = [{ bet_numbers: '7', bet_money: 10, type: 1 }];
        const r = await post('game_bet', { user_id: userId, game_id: marketId, game_type: '1', bet_numbers: JSON.stringify(lines), grand_total: '10' });
        if (r.json.status !== 1) throw new Error(`game_bet: ${JSON.stringify(r.json)}`);
        return r.ms;
      };
      /** the service worker round trip alone: the smallest simulator call there is (a GET, nothing recorded) */
      const roundTrip = async () => {
        const t0 = performance.now();
        await (await fetch('/__sim/clock')).json();
        return performance.now() - t0;
      };
      const first = await poll();
      for (let i = 0; i < 3; i++) await poll();
      const polls: number[] = [];
      const floor: number[] = [];
      for (let i = 0; i < 21; i++) {
        polls.push(await poll());
        await sleep(10);
        floor.push(await roundTrip());
        await sleep(10);
      }
      const bets: number[] = [];
      const betFloor: number[] = [];
      const pollsWhileSaving: number[] = [];
      for (let i = 0; i < 9; i++) {
        bets.push(await bet());
        betFloor.push(await roundTrip());
        // a bet starts a save (after its delay): keep polling through it
        const until = performance.now() + 600;
        while (performance.now() < until) {
          pollsWhileSaving.push(await poll());
          await sleep(15);
        }
      }
      return { first, polls, floor, bets, betFloor, pollsWhileSaving };
    },
    { userId, groupId: group!.id, marketId },
  );
  const savedAfterBets = await storeStats(page);

  const pollMs = median(calls.polls);
  const floorMs = median(calls.floor);
  const betMs = median(calls.bets);
  const betFloorMs = median(calls.betFloor);

  // reload: the world comes back from IndexedDB
  await settled(page);
  const before = { world: await worldOf(page), balance: (await simCall<User[]>(page, 'users')).find((u) => u.id === userId)!.balance };
  expect(before.world.scenario).toBe('busy-chat');
  await page.goto('/login');
  await simulatorReady(page);
  const readyAt = await page.evaluate(() => performance.now());
  const restored = await storeStats(page);
  const after = { world: await worldOf(page), balance: (await simCall<User[]>(page, 'users')).find((u) => u.id === userId)!.balance };
  const busy = (await simCall<Group[]>(page, 'groups')).find((g) => g.id === group!.id);

  // leaving right after a bet: its reply came once the bet was in the log
  const quick = await page.evaluate(
    async ({ userId, marketId }) => {
      const body = new FormData();
      const lines = [{ bet_numbers: '8', bet_money: 10, type: 1 }];
      const fields = { app_id: 'sim-app', app_key: 'sim-key', user_id: userId, game_id: marketId, game_type: '1', bet_numbers: JSON.stringify(lines), grand_total: '10' };
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      const r = (await (await fetch('/Webservices/game_bet', { method: 'POST', body })).json()) as { status: number };
      return { placed: r.status === 1, bets: window.__sim!.state.bets.list.length };
    },
    { userId, marketId },
  );
  await page.goto('/login');
  await simulatorReady(page);
  const afterQuick = await worldOf(page);

  const pass = savedAfterBets?.lastPass;
  console.log(
    [
      `busy-chat world: ${(whole.chars / 1e6).toFixed(1)} MB of JSON`,
      `one save of the whole world on the main thread: JSON.stringify ${ms(whole.stringifyMs)}; IndexedDB put of the object (structured clone) ${ms(whole.clonePutMs)} + commit ${ms(whole.cloneCommitMs)}; put of the JSON text ${ms(whole.textPutMs)} + commit ${ms(whole.textCommitMs)}`,
      `store, first save (whole world): ${ms(firstSave!.lastPass!.workMs)} of work in ${firstSave!.lastPass!.slices} slices (longest ${ms(firstSave!.lastPass!.longestSliceMs)}), ${firstSave!.lastPass!.pieces} pieces`,
      pass
        ? `store, save after a bet: ${ms(pass.workMs)} of work in ${pass.slices} slices (longest ${ms(pass.longestSliceMs)}, wall ${ms(pass.wallMs)}), ${pass.written} pieces written (${pass.writtenChars} chars), hand-over ${ms(pass.handOverMs)}, commit ${ms(savedAfterBets!.lastCommitMs ?? 0)}; ${savedAfterBets!.writes} writes, ${savedAfterBets!.restarts} restarts`
        : 'store: no save after the bets',
      `service worker round trip (GET /__sim/clock, interleaved with the polls): median ${ms(floorMs)}`,
      `group_chats: median ${ms(pollMs)} of ${calls.polls.length} (the first one ${ms(calls.first)}); while saves ran: median ${ms(median(calls.pollsWhileSaving))}, max ${ms(Math.max(...calls.pollsWhileSaving))} of ${calls.pollsWhileSaving.length}`,
      `game_bet: median ${ms(betMs)} of ${calls.bets.length} (${calls.bets.map((x) => x.toFixed(1)).join(', ')}); the round trip right after each: median ${ms(betFloorMs)}`,
      `reload: read + parse ${ms(restored?.lastRead?.ms ?? NaN)} (${restored?.lastRead?.pieces} pieces); simulator ready ${ms(readyAt)} after navigation start; ${after.world.bets} bets, balance ₹${after.balance} as before`,
      `log: ${savedAfterBets!.log.writes} entries (${savedAfterBets!.log.ops} operations), put to commit: mean ${ms(savedAfterBets!.log.totalMs / savedAfterBets!.log.writes)}, last ${ms(savedAfterBets!.log.lastMs ?? NaN)}, longest ${ms(savedAfterBets!.log.longestMs)}`,
      `leaving right after a bet: ${quick.placed && afterQuick.bets === quick.bets ? 'kept' : `lost (${afterQuick.bets} of ${quick.bets} bets)`}`,
    ].join('\n'),
  );
  // the figures are printed first: a miss still shows all of them.
  // A poll's own cost (the simulator's work, persistence included) is what it adds to the service worker's round
  // trip, which no simulator work shortens: on a loaded two-core machine polls and bets alike took 9–10 ms in the page
  // while the simulator's work for a poll is well under a millisecond (tests/sim/chat-scale.test.ts). An absolute
  // line on a bet (20 ms) failed on a loaded CI machine; the bet is held to its own round-trip floor instead (7 ms
  // beyond it with two browser workers locally; a POST with a form costs ~2.5 ms more than the GET floor).
  // Lines at twice the local figures (2.7 and 3.1 ms beyond the floor): what they catch is a save that holds the
  // simulator (tens of milliseconds), not a slower machine.
  expect(pollMs - floorMs).toBeLessThan(10);
  expect(median(calls.pollsWhileSaving) - floorMs).toBeLessThan(10);
  // a bet's own cost beside the round trip measured right after it (the second browser worker loads both alike)
  expect(betMs - betFloorMs).toBeLessThan(15);
  expect(after).toEqual(before);
  expect(after.world.bets).toBeGreaterThanOrEqual(9);
  expect(quick.placed).toBe(true);
  expect(afterQuick.bets).toBe(quick.bets);
  expect(busy?.messageCount).toBe(group!.messageCount);
  expect(restored?.lastRead?.pieces).toBeGreaterThan(50);
  expect(errors).toEqual([]);
});

test("Clear local data (support route) empties the in-browser world's IndexedDB too: the app starts on a fresh world", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/login');
  await simulatorReady(page);
  const users = await simCall<User[]>(page, 'users');
  const player = users[0] as User;
  const fresh = player.balance;
  await simCall(page, `users/${player.id}/adjust`, { amount: -fresh });
  await settled(page);
  // the changed world is in IndexedDB: a reload keeps it
  await page.reload();
  await simulatorReady(page);
  expect((await simCall<User[]>(page, 'users')).find((u) => u.id === player.id)?.balance).toBe(0);

  await page.goto('/risupport');
  await page.getByRole('button', { name: 'Close QA panel' }).click();
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Clear local data' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await simulatorReady(page);
  expect((await simCall<User[]>(page, 'users')).find((u) => u.id === player.id)?.balance).toBe(fresh);
  expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBeNull();
  // and it stays fresh across another reload
  await settled(page);
  await page.reload();
  await simulatorReady(page);
  expect((await simCall<User[]>(page, 'users')).find((u) => u.id === player.id)?.balance).toBe(fresh);
  expect(errors).toEqual([]);
});

test('?sim-reset starts a new world once: the address loses it, and a reload keeps the world as it is', async ({ page }) => {
  await page.goto('/login?sim-reset');
  await simulatorReady(page);
  expect(new URL(page.url()).search).toBe('');
  const who = (await simCall<User[]>(page, 'users'))[0]!;
  await simCall(page, `users/${who.id}/adjust`, { amount: 123 });
  await settled(page);
  await page.reload();
  await simulatorReady(page);
  expect((await simCall<User[]>(page, 'users')).find((u) => u.id === who.id)!.balance).toBe(who.balance + 123);
});

/** Logs in on the frozen noon of player-flow.spec.ts and closes the day's notice; the player's id. */
async function login(page: Page): Promise<string> {
  const userId = await logInAtNoon(page);
  await page.getByRole('dialog', { name: 'Notice' }).getByRole('button', { name: 'Close' }).click();
  return userId;
}

/**
 * The fault: every write of the world's pieces (a checkpoint) is held open — its transaction kept busy and never
 * committed — so none lands before the tab goes, however fast the machine. A write of anything else (the operation
 * log) goes through. What is left after a reload is what the store had before the bet, plus whatever it logged.
 */
async function holdCheckpoints(page: Page): Promise<void> {
  await page.evaluate(() => {
    const held = new WeakSet<IDBTransaction>();
    const open = IDBDatabase.prototype.transaction;
    IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
      const tx = open.apply(this, args);
      const [names, mode] = args;
      if (mode === 'readwrite' && (typeof names === 'string' ? [names] : [...names]).includes('world')) {
        held.add(tx);
        const store = tx.objectStore('world');
        const busy = () => (store.count().onsuccess = busy);
        busy();
      }
      return tx;
    } as IDBDatabase['transaction'];
    const commit = IDBTransaction.prototype.commit;
    IDBTransaction.prototype.commit = function (this: IDBTransaction) {
      if (!held.has(this)) commit.call(this);
    };
  });
}

/** Bets ₹10 on Jodi 07 in the first open market and waits for the receipt; the player's balance before. */
async function betUntilReceipt(page: Page, userId: string): Promise<number> {
  const start = await simBalance(page, userId);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'PLAY', exact: true }).first().click();
  await expect(page).toHaveURL(/\/play\//);
  await page.getByLabel('Jodi 07').fill('10');
  await holdCheckpoints(page);
  await page.getByRole('button', { name: 'PLAY', exact: true }).click();
  await expect(page).toHaveURL(/\/receipt$/, { timeout: 10_000 });
  return start;
}

/** The bet is in bid history once, and the balance (simulator and dashboard) is debited once. */
async function betKept(page: Page, userId: string, start: number): Promise<void> {
  await page.goto('/history/market');
  await simulatorReady(page);
  await expect(page.getByLabel('Number 07')).toHaveCount(1);
  expect(await simBalance(page, userId)).toBe(start - 10);
  await page.goto('/dashboard');
  await expect(page.getByTestId('wallet').first()).toHaveText(`₹${(start - 10).toLocaleString('en-IN')}`);
}

test.describe('an acknowledged bet survives the tab going at once', () => {
  test('a reload as soon as the receipt shows keeps the bet, debited once', async ({ page }) => {
    const userId = await login(page);
    const start = await betUntilReceipt(page, userId);
    await page.reload();
    await betKept(page, userId, start);
  });

  test('a tab killed as soon as the receipt shows: a new tab has the bet, debited once', async ({ context, page }) => {
    const userId = await login(page);
    const start = await betUntilReceipt(page, userId);
    // the tab goes at once (no beforeunload); its checkpoint, held, never lands
    await page.close({ runBeforeUnload: false });
    const next = await context.newPage();
    await betKept(next, userId, start);
  });
});
