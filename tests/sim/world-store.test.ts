/**
 * The in-browser simulator's storage (mock-server/transports/worldStore.ts) over fake-indexeddb and a localStorage
 * stand-in: save and restore, the operation log a reply waits for and its replay, piece-by-piece checkpoints, the
 * recording, the move from the old localStorage key, the localStorage fallback, sliced passes that start over when the
 * world changes, the flush on pagehide, and tabs following each other through a BroadcastChannel.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { buildChatGroups } from '../../fixtures/seed/chat';
import { PLAYER_MOBILES } from '../../fixtures';
import { digest, parseInstant, type RecordedCall, type Sim } from '../../mock-server/core';
import { createSimulator, simulatorFromState } from '../../mock-server/simulator';
import { joinPieces, worldPieces } from '../../mock-server/store/pieces';
import { localStorageBackend, openIndexedDbBackend, type StoreBackend } from '../../mock-server/transports/storageBackends';
import { RECORDING_CHUNK, WorldStore, type ChannelLike, type WorldStoreOptions } from '../../mock-server/transports/worldStore';

const NOW = parseInstant('2026-03-02 09:00') as number;
const KEY = 'matka-sim:state';

/** localStorage as the page has it, in memory. */
class MemoryStorage implements Storage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  clear() {
    this.m.clear();
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  setItem(k: string, v: string) {
    this.m.set(k, String(v));
  }
}

const world = (scenario = 'default') => createSimulator({ scenario, now: NOW, frozen: true });
const player = (sim: Sim) => sim.userByMobile(PLAYER_MOBILES[0])!.id;
const saved = (sim: Sim) => JSON.stringify(sim.state);

const open: Array<{ close(): void }> = [];
afterEach(() => {
  for (const o of open.splice(0)) o.close();
});

async function idb(factory: IDBFactory): Promise<StoreBackend> {
  const b = await openIndexedDbBackend(KEY, factory);
  if (!b) throw new Error('no IndexedDB');
  open.push(b);
  return b;
}

function store(backend: StoreBackend, opts: Partial<WorldStoreOptions> = {}): WorldStore {
  const s = new WorldStore({ backend, ...opts });
  open.push(s);
  return s;
}

/** What startBrowserSimulator does: restore the saved world (or make one) and attach it. */
async function boot(s: WorldStore, fallback: () => Sim = world): Promise<Sim> {
  const got = await s.read();
  const restored = got ? simulatorFromState(got.state, () => NOW, undefined, { fresh: true }) : null;
  if (restored && got?.recording) restored.recording = got.recording;
  const sim = restored ?? fallback();
  s.attach(sim, restored ? got : null);
  return sim;
}

function call(sim: Sim, n: number): void {
  for (let i = 0; i < n; i++) {
    sim.beforeRecordedCall();
    const c: RecordedCall = { at: NOW + i, method: 'POST', path: '/Webservices/profile', encoding: 'form', fields: { user_id: String(i) }, reply: digest(200, '{"status":1}') };
    sim.recordCall(() => c);
  }
}

describe('the world as pieces', () => {
  it('splits records of objects one entry a piece and joins back to the same world', () => {
    const sim = world();
    buildChatGroups(sim, { groups: 3, messagesPerGroup: 20, now: NOW });
    const pieces = [...worldPieces(sim.state as unknown as Record<string, unknown>)];
    const keys = pieces.map(([k]) => k);
    expect(keys).toContain('chat');
    expect(keys.filter((k) => k.startsWith('chat/byId/%')).length).toBeGreaterThanOrEqual(3);
    expect(keys.filter((k) => k.startsWith('users/byId/%')).length).toBe(Object.keys(sim.state.users.byId).length);
    const chatOwn = pieces.find(([k]) => k === 'chat')![1] as Record<string, unknown>;
    expect(chatOwn.byId).toEqual({}); // the slice's own piece leaves its entries out
    const back = joinPieces(pieces.map(([k, v]) => [k, JSON.parse(JSON.stringify(v))]));
    expect(JSON.stringify(back)).toBe(saved(sim));
  });

  it('an id with a slash or a percent sign survives', () => {
    const state = { version: 3, users: { byId: { 'a/b': { id: 'a/b' }, '50%': { id: '50%' } }, lastId: 2 } };
    expect(joinPieces([...worldPieces(state)])).toEqual(state);
  });
});

describe('IndexedDB store', () => {
  it('saves the world and its recording, and a new page restores both', async () => {
    const factory = new IDBFactory();
    const a = store(await idb(factory));
    const sim = await boot(a);
    sim.adjust(player(sim), 250, 'test credit');
    call(sim, 3);
    a.changed();
    await a.settled();
    expect(a.stats.writes).toBeGreaterThan(0);

    const b = store(await idb(factory));
    const again = await boot(b, () => {
      throw new Error('nothing restored');
    });
    expect(saved(again)).toBe(saved(sim));
    expect(again.balance(player(again))).toBe(sim.balance(player(sim)));
    expect(again.recording).toEqual(sim.recording);
    expect(b.stats.lastRead?.pieces).toBeGreaterThan(10);
  });

  it("stored(): a reply's operations are in the log, without a checkpoint, and a new page replays them", async () => {
    const factory = new IDBFactory();
    const a = store(await idb(factory), { minDelayMs: 60_000 });
    const sim = await boot(a);
    await a.settled();
    const writes = a.stats.writes;
    sim.adjust(player(sim), 75, 'QA credit');
    sim.adjust(player(sim), 5, 'in the same turn');
    a.changed(); // a checkpoint would wait a minute
    // a page that polls every moment keeps the recording moving: stored() does not chase it
    const polling = setInterval(() => call(sim, 1), 1);
    try {
      await a.stored();
    } finally {
      clearInterval(polling);
    }
    expect(a.stats.writes).toBe(writes);
    expect(a.stats.log).toMatchObject({ writes: 1, ops: 2 });
    const b = store(await idb(factory));
    const again = await boot(b, () => {
      throw new Error('nothing restored');
    });
    expect(b.stats.replayed).toBe(2);
    expect(saved(again)).toBe(saved(sim));
  });

  it('a checkpoint includes the log before it: a new page applies nothing twice, and the log is trimmed', async () => {
    const factory = new IDBFactory();
    const a = store(await idb(factory));
    const sim = await boot(a);
    sim.adjust(player(sim), 40, 'logged, then checkpointed');
    await a.stored();
    await a.settled();
    const b = store(await idb(factory));
    const again = await boot(b);
    expect(b.stats.replayed).toBe(0);
    expect(again.balance(player(again))).toBe(sim.balance(player(sim)));
    await expect.poll(async () => (await b.backend.readLog()).length).toBe(0);
  });

  it('the recorded calls since the checkpoint come back from the log with the world', async () => {
    const factory = new IDBFactory();
    const a = store(await idb(factory), { minDelayMs: 60_000 });
    const sim = await boot(a);
    call(sim, 3);
    await a.settled();
    call(sim, RECORDING_CHUNK); // reads: recorded, no change
    sim.adjust(player(sim), 9, 'and a change');
    a.changed();
    await a.stored();
    const again = await boot(store(await idb(factory)));
    expect(again.recording).toEqual(sim.recording);
    expect(again.recording.complete).toBe(true);
    expect(saved(again)).toBe(saved(sim));
  });

  it("a page that starts applies another tab's logged operations once: its checkpoint marks them, later ones still apply", async () => {
    const factory = new IDBFactory();
    const a = store(await idb(factory), { minDelayMs: 60_000 });
    const simA = await boot(a);
    await a.settled();
    const start = simA.balance(player(simA));
    simA.adjust(player(simA), 10, 'in tab A, logged');
    await a.stored();
    const b = store(await idb(factory));
    const simB = await boot(b); // applies A's entry, then checkpoints it
    expect(b.stats.replayed).toBe(1);
    await b.settled();
    simA.adjust(player(simA), 5, 'in tab A, after B started');
    await a.stored();
    const c = store(await idb(factory));
    const simC = await boot(c);
    expect(c.stats.replayed).toBe(1); // only the entry after B's checkpoint
    expect(simB.balance(player(simB))).toBe(start + 10);
    expect(simC.balance(player(simC))).toBe(start + 15);
  });

  it('a world the store does not hold yet is written whole before stored() resolves', async () => {
    const factory = new IDBFactory();
    const a = store(await idb(factory), { minDelayMs: 60_000 });
    await boot(a);
    await a.settled();
    const next = world('empty');
    a.close();
    const c = store(await idb(factory), { minDelayMs: 60_000 });
    c.attach(next); // ?scenario=: a new world
    next.adjust(next.userByMobile(PLAYER_MOBILES[0]) ? player(next) : Object.keys(next.state.users.byId)[0] ?? '', 0);
    await c.stored();
    const again = await boot(store(await idb(factory)));
    expect(again.state.meta.scenario).toBe('empty');
    expect(saved(again)).toBe(saved(next));
  });

  it('writes only the pieces that changed', async () => {
    const a = store(await idb(new IDBFactory()));
    const sim = await boot(a);
    buildChatGroups(sim, { groups: 5, messagesPerGroup: 50, now: NOW });
    a.changed();
    await a.settled();
    const all = a.stats.lastPass!.pieces;
    sim.adjust(player(sim), 10, 'one credit');
    a.changed();
    await a.settled();
    // the ledger of one player and the ledger's own counter
    expect(a.stats.lastPass!.written).toBeLessThanOrEqual(2);
    expect(a.stats.lastPass!.pieces).toBe(all);
  });

  it('keeps the recording in chunks and writes only the growing one', async () => {
    const factory = new IDBFactory();
    const a = store(await idb(factory));
    const sim = await boot(a);
    call(sim, RECORDING_CHUNK * 2 + 10);
    a.flush();
    await a.settled();
    call(sim, 5); // read-only calls: only the recording moves
    const passes = a.stats.passes;
    a.flush();
    await a.settled();
    expect(a.stats.passes).toBe(passes); // no serialization of the world for that
    const b = store(await idb(factory));
    const again = await boot(b);
    expect(again.recording.calls).toHaveLength(RECORDING_CHUNK * 2 + 15);
    expect(again.recording).toEqual(sim.recording);
  });

  it('a new world (reset) replaces the stored one whole', async () => {
    const factory = new IDBFactory();
    const a = store(await idb(factory));
    const sim = await boot(a);
    buildChatGroups(sim, { groups: 2, messagesPerGroup: 5, now: NOW });
    a.changed();
    await a.settled();
    sim.reset({ scenario: 'empty', now: NOW, frozen: true });
    a.changed();
    await a.settled();
    const again = await boot(store(await idb(factory)));
    expect(again.state.meta.scenario).toBe('empty');
    expect(saved(again)).toBe(saved(sim));
  });

  it('a save in slices starts over when a request changes the world in between, and never mixes two moments', async () => {
    const factory = new IDBFactory();
    let sim: Sim | null = null;
    let yields = 0;
    const a = store(await idb(factory), {
      sliceMs: 0,
      isHidden: () => false,
      // the page answers a request between two slices: the third time it changes the world
      yieldToPage: () => {
        yields++;
        if (sim && yields === 3) sim.adjust(player(sim), 1, 'during a save');
        return Promise.resolve();
      },
    });
    sim = await boot(a);
    await a.settled();
    expect(a.stats.restarts).toBeGreaterThanOrEqual(1);
    const again = await boot(store(await idb(factory)));
    expect(saved(again)).toBe(saved(sim));
    expect(a.stats.lastPass!.slices).toBeGreaterThan(1);
  });

  it('flush writes at once, committed without waiting for the page to go idle', async () => {
    const factory = new IDBFactory();
    const a = store(await idb(factory), { minDelayMs: 60_000 });
    const sim = await boot(a);
    await a.settled();
    sim.adjust(player(sim), 99, 'just before leaving');
    a.changed(); // would wait a minute
    a.flush(); // pagehide
    const again = await boot(store(await idb(factory)));
    expect(again.balance(player(again))).toBe(sim.balance(player(sim)));
  });

  it('the delay follows what a save costs', async () => {
    let t = 0;
    const a = store(await idb(new IDBFactory()), { clock: () => t, isHidden: () => true });
    const sim = await boot(a);
    expect(a.delay()).toBe(50);
    // a save that took 35 ms of work (the busy-chat world in Chromium)
    const stringify = JSON.stringify;
    JSON.stringify = ((...args: Parameters<typeof stringify>) => {
      t += 0.35;
      return stringify(...args);
    }) as typeof JSON.stringify;
    try {
      sim.adjust(player(sim), 1);
      await a.settled();
    } finally {
      JSON.stringify = stringify;
    }
    expect(a.stats.lastPass!.workMs).toBeGreaterThan(5);
    expect(a.delay()).toBeCloseTo(a.stats.lastPass!.workMs * 10, 5);
  });
});

describe('moving from localStorage', () => {
  it('a world under the old key is loaded once, written to IndexedDB and removed from localStorage', async () => {
    const storage = new MemoryStorage();
    const old = world();
    old.adjust(player(old), 777, 'saved before IndexedDB');
    call(old, 2);
    storage.setItem(KEY, saved(old));
    storage.setItem(`${KEY}:recording`, JSON.stringify(old.recording));
    const factory = new IDBFactory();
    const legacy = { storage, key: KEY, recordingKey: `${KEY}:recording` };

    const a = store(await idb(factory), { legacy });
    const got = await a.read();
    expect(got?.source).toBe('legacy');
    const sim = await boot(store(await idb(factory), { legacy })); // what a page does
    await (open.at(-1) as WorldStore).settled();
    expect(saved(sim)).toBe(saved(old));
    expect(sim.recording).toEqual(old.recording);
    expect(storage.getItem(KEY)).toBeNull();
    expect(storage.getItem(`${KEY}:recording`)).toBeNull();

    const c = store(await idb(factory), { legacy });
    const next = await c.read();
    expect(next?.source).toBe('store');
    const again = await boot(c);
    expect(again.balance(player(again))).toBe(old.balance(player(old)));
  });

  it('a leftover old key is removed once the store is written, even when the page starts a new world', async () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, saved(world()));
    const a = store(await idb(new IDBFactory()), { legacy: { storage, key: KEY, recordingKey: `${KEY}:recording` } });
    a.attach(world('empty')); // ?sim-reset
    await a.settled();
    expect(storage.getItem(KEY)).toBeNull();
  });
});

describe('a store written before the log (format 1)', () => {
  it('is read once, with its old piece keys, and written whole in the new form', async () => {
    const old = world();
    old.adjust(player(old), 321, 'saved by the store before the log');
    // format 1 cut each record of objects one entry per piece, keyed slice/prop/id
    const puts = new Map<string, unknown>();
    const pieces: string[] = [];
    for (const [slice, value] of Object.entries(old.state as unknown as Record<string, Record<string, unknown>>)) {
      const own = typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : value;
      const entries: Array<[string, unknown]> = [];
      for (const [prop, rec] of Object.entries(value)) {
        if (typeof rec !== 'object' || rec === null || Array.isArray(rec) || Object.keys(rec).length === 0) continue;
        if (!Object.values(rec).every((v) => typeof v === 'object' && v !== null)) continue;
        own[prop] = {};
        for (const [id, v] of Object.entries(rec)) entries.push([`${slice}/${prop}/${encodeURIComponent(id)}`, v]);
      }
      for (const [k, v] of [[slice, own] as [string, unknown], ...entries]) {
        pieces.push(k);
        puts.set(`w/${k}`, JSON.stringify(v));
      }
    }
    expect(pieces.some((k) => k.split('/').length === 3)).toBe(true);
    puts.set('manifest', { format: 1, counter: 1, writer: 'old', worldId: 'w1', pieces, recording: { id: '', count: 0 }, savedAt: 0 });
    const factory = new IDBFactory();
    await (await idb(factory)).write({ puts, deletes: [] });
    const a = store(await idb(factory));
    expect((await a.read())?.source).toBe('legacy');
    const sim = await boot(store(await idb(factory)));
    expect(saved(sim)).toBe(saved(old));
    await (open.at(-1) as WorldStore).settled();
    const again = await boot(store(await idb(factory)));
    expect(saved(again)).toBe(saved(old));
    const all = await (await idb(factory)).readAll();
    expect([...all.keys()].filter((k) => k.startsWith('w/') && k.split('/').length === 4 && !k.includes('%'))).toEqual([]);
  });
});

describe('without IndexedDB', () => {
  it('there is no IndexedDB backend, and localStorage keeps the world instead', async () => {
    expect(await openIndexedDbBackend(KEY, undefined)).toBeNull();
    const storage = new MemoryStorage();
    const a = store(localStorageBackend(`${KEY}:store`, storage));
    const sim = await boot(a);
    sim.adjust(player(sim), 5, 'fallback');
    a.changed();
    await a.settled();
    expect(storage.getItem(`${KEY}:store`)).not.toBeNull();
    const again = await boot(store(localStorageBackend(`${KEY}:store`, storage)));
    expect(saved(again)).toBe(saved(sim));
  });

  it('a full localStorage fails the write, keeps the page running and writes everything at the next try', async () => {
    const storage = new MemoryStorage();
    let full = true;
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (k, v) => {
      if (full) throw new DOMException('quota', 'QuotaExceededError');
      setItem(k, v);
    };
    const a = store(localStorageBackend(`${KEY}:store`, storage));
    const sim = await boot(a);
    await a.settled();
    expect(a.stats.failures).toBe(1);
    full = false;
    sim.adjust(player(sim), 5);
    a.changed();
    await a.settled();
    const again = await boot(store(localStorageBackend(`${KEY}:store`, storage)));
    expect(saved(again)).toBe(saved(sim));
  });
});

describe('tabs', () => {
  function channel(name: string): ChannelLike {
    const c = new BroadcastChannel(name) as unknown as ChannelLike;
    open.push(c);
    return c;
  }
  /** the other tab's message is delivered however long a loaded machine takes (the test's timeout is the guard) */
  const until = async (ok: () => boolean) => {
    while (!ok()) await new Promise((r) => setTimeout(r, 5));
  };

  it('a write in one tab is followed by the other: changed pieces taken, the rest kept', async () => {
    const factory = new IDBFactory();
    const name = `tabs-${Math.random()}`;
    const a = store(await idb(factory), { channel: channel(name) });
    const simA = await boot(a);
    buildChatGroups(simA, { groups: 3, messagesPerGroup: 10, now: NOW });
    a.changed();
    await a.settled();
    const b = store(await idb(factory), { channel: channel(name) });
    const simB = await boot(b);
    const untouched = simB.state.chat.byId[Object.keys(simB.state.chat.byId)[0]!];

    simA.adjust(player(simA), 123, 'in tab A');
    a.changed();
    await a.settled();
    await until(() => simB.balance(player(simB)) === simA.balance(player(simA)));
    expect(saved(simB)).toBe(saved(simA));
    expect(b.stats.follows).toBe(1);
    expect(simB.state.chat.byId[Object.keys(simB.state.chat.byId)[0]!]).toBe(untouched); // not parsed again

    // and back: B's change reaches A, A's recording follows B's
    simB.adjust(player(simB), -23, 'in tab B');
    call(simB, 2);
    b.changed();
    await b.settled();
    await until(() => simA.balance(player(simA)) === simB.balance(player(simB)));
    expect(simA.recording.calls).toHaveLength(simB.recording.calls.length);
  });

  it('a world replaced in another tab replaces this one', async () => {
    const factory = new IDBFactory();
    const name = `tabs-${Math.random()}`;
    const a = store(await idb(factory), { channel: channel(name) });
    const simA = await boot(a);
    await a.settled();
    const b = store(await idb(factory), { channel: channel(name) });
    const simB = await boot(b);
    simA.reset({ scenario: 'rich-player', now: NOW, frozen: true });
    a.changed();
    await a.settled();
    await until(() => simB.state.meta.scenario === 'rich-player');
    expect(saved(simB)).toBe(saved(simA));
  });

  it("this tab's unwritten change to another piece survives the other tab's write", async () => {
    const factory = new IDBFactory();
    const name = `tabs-${Math.random()}`;
    const a = store(await idb(factory), { channel: channel(name) });
    const simA = await boot(a);
    await a.settled();
    const b = store(await idb(factory), { channel: channel(name), minDelayMs: 60_000 });
    const simB = await boot(b);
    const [p1, p2] = PLAYER_MOBILES.map((m) => simA.userByMobile(m)!.id);
    simB.adjust(p2!, 40, 'in B, not yet written');
    b.changed(); // waits a minute
    simA.adjust(p1!, 60, 'in A');
    a.changed();
    await a.settled();
    await until(() => b.stats.follows === 1);
    expect(simB.balance(p1!)).toBe(simA.balance(p1!));
    expect(simB.balance(p2!)).toBe(simA.balance(p2!) + 40);
    await b.settled();
    await until(() => simA.balance(p2!) === simB.balance(p2!));
    expect(saved(simA)).toBe(saved(simB));
  });
});

describe('busy-chat (50 groups × 1,000 messages)', () => {
  it('a save works in short slices, writes only what moved, and the world comes back', async () => {
    const factory = new IDBFactory();
    const a = store(await idb(factory), { isHidden: () => false });
    const sim = createSimulator({ scenario: 'busy-chat', now: NOW, frozen: true });
    a.attach(sim);
    const time = (f: () => unknown) => {
      const xs = [0, 1, 2].map(() => {
        const t0 = performance.now();
        f();
        return performance.now() - t0;
      });
      return xs.sort((x, y) => x - y)[1] as number;
    };
    await a.settled();
    const first = a.stats.lastPass!;
    expect(first.chars).toBeGreaterThan(6e6);
    expect(first.slices).toBeGreaterThanOrEqual(4);
    const stringifyMs = time(() => JSON.stringify(sim.state));
    const cloneMs = time(() => structuredClone(sim.state));

    // a bet-sized change: one player's ledger
    sim.adjust(player(sim), 10, 'a bet-sized change');
    a.changed();
    await a.settled();
    const bet = a.stats.lastPass!;
    expect(bet.written).toBeLessThanOrEqual(2);
    expect(bet.writtenChars).toBeLessThan(50_000);

    const b = store(await idb(factory));
    const t0 = performance.now();
    const again = await boot(b);
    const restoreMs = performance.now() - t0;
    expect(saved(again)).toBe(saved(sim));

    console.log(
      [
        `busy-chat world: ${(first.chars / 1e6).toFixed(1)} MB of JSON in ${first.pieces} pieces`,
        `whole world, one go: JSON.stringify ${stringifyMs.toFixed(1)} ms, structuredClone ${cloneMs.toFixed(1)} ms`,
        `a save in slices: ${first.workMs.toFixed(1)} ms of work in ${first.slices} slices, longest ${first.longestSliceMs.toFixed(1)} ms`,
        `after a bet-sized change: ${bet.written} pieces written (${bet.writtenChars} characters), hand-over ${bet.handOverMs.toFixed(2)} ms`,
        `restore (read + parse + load): ${restoreMs.toFixed(0)} ms`,
      ].join('\n'),
    );
  });
});
