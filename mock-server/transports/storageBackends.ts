/**
 * Where the in-browser simulator keeps its world: a key-value store with atomic writes, and beside it an operation
 * log (decision 128). IndexedDB when the browser has it (no size limit worth speaking of, values stored by structured
 * clone off the page's own storage quota of ~5 MB), else localStorage (the world as one JSON value, so a write is
 * still all or nothing; the log as another).
 *
 * The world and the log are two object stores, so an append to the log never waits behind a checkpoint being
 * written (IndexedDB runs read-write transactions whose scopes overlap one after the other); the checkpoint trims
 * the log afterwards, in a transaction of its own (what it trims is also skipped on reading, by the manifest's marks).
 *
 * The plain IndexedDB API rather than a wrapper package: the store needs two object stores, a read of everything,
 * one transaction that puts, deletes (or clears) and commits at once, and a range delete — a few dozen lines, no
 * dependency, nothing added to the demo bundle.
 */

export interface StoreWrite {
  /** entries to write */
  puts: Map<string, unknown>;
  /** entries to remove */
  deletes: string[];
  /** empty the store first (a new world replaces whatever was there) */
  clear?: boolean;
}

export interface StoreBackend {
  readonly kind: 'indexeddb' | 'localStorage';
  /** one entry (undefined when absent) */
  read(key: string): Promise<unknown>;
  /** every stored entry */
  readAll(): Promise<Map<string, unknown>>;
  /**
   * One atomic write, started before this returns (so a write made while the page goes away is on its way) and
   * resolved once committed.
   */
  write(w: StoreWrite): Promise<void>;
  /** every log entry, in key order */
  readLog(): Promise<Array<[string, unknown]>>;
  /** one entry appended (its own small transaction), resolved once committed */
  appendLog(key: string, value: unknown): Promise<void>;
  /** removes the log entries with keys in each [from, to] range (both ends included) */
  trimLog(ranges: Array<[string, string]>): Promise<void>;
  close(): void;
}

const STORE = 'world';
const LOG = 'log';
/** the database's version: 2 added the log */
const VERSION = 2;

function requestResult<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
  });
}

/** The IndexedDB store named `name`, or null when the browser has none or refuses to open it (some private modes). */
export async function openIndexedDbBackend(name: string, factory: IDBFactory | undefined = globalThis.indexedDB): Promise<StoreBackend | null> {
  if (!factory) return null;
  let db: IDBDatabase;
  try {
    const open = factory.open(name, VERSION);
    open.onupgradeneeded = () => {
      for (const s of [STORE, LOG]) if (!open.result.objectStoreNames.contains(s)) open.result.createObjectStore(s);
    };
    db = await requestResult(open);
  } catch {
    return null;
  }
  // a newer version of the page wants the database: let it have it
  db.onversionchange = () => db.close();
  /** one read-write transaction over `scope`, resolved once committed (committed at once, not when the page is idle) */
  const transact = (scope: string[], work: (tx: IDBTransaction) => void, options?: IDBTransactionOptions) =>
    new Promise<void>((resolve, reject) => {
      const tx = db.transaction(scope, 'readwrite', options);
      tx.oncomplete = () => resolve();
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
      work(tx);
      // a write started in pagehide gets as far as it can
      tx.commit?.();
    });
  /** every entry of object store `name`, in key order (both lists from the same transaction) */
  const readEntries = (name: string) => {
    const store = db.transaction(name, 'readonly').objectStore(name);
    return Promise.all([requestResult(store.getAllKeys()), requestResult(store.getAll())]).then(([keys, values]) => keys.map((k, i): [string, unknown] => [String(k), values[i]]));
  };
  return {
    kind: 'indexeddb',
    read: (key) => requestResult(db.transaction(STORE, 'readonly').objectStore(STORE).get(key)) as Promise<unknown>,
    readAll: () => readEntries(STORE).then((entries) => new Map(entries)),
    // a new world replaces the old one's log too
    write: ({ puts, deletes, clear }) =>
      transact(clear ? [STORE, LOG] : [STORE], (tx) => {
        const store = tx.objectStore(STORE);
        if (clear) {
          store.clear();
          tx.objectStore(LOG).clear();
        }
        for (const k of deletes) store.delete(k);
        for (const [k, v] of puts) store.put(v, k);
      }),
    readLog: () => readEntries(LOG),
    // relaxed: committed once the browser has it, without waiting for the disk to confirm (it survives the tab and the
    // browser going, not the machine losing power), a few milliseconds sooner
    appendLog: (key, value) => transact([LOG], (tx) => tx.objectStore(LOG).put(value, key), { durability: 'relaxed' }),
    trimLog: (ranges) =>
      transact([LOG], (tx) => {
        for (const [from, to] of ranges) tx.objectStore(LOG).delete(IDBKeyRange.bound(from, to));
      }),
    close: () => db.close(),
  };
}

/** The fallback: the world as one JSON object under `key` in localStorage, its log under `key:log` (≈ 5 MB in all). */
export function localStorageBackend(key: string, storage: Storage = localStorage): StoreBackend {
  const logKey = `${key}:log`;
  const readAt = (k: string): Map<string, unknown> => {
    try {
      const raw = storage.getItem(k);
      const o = raw ? (JSON.parse(raw) as unknown) : null;
      return typeof o === 'object' && o !== null ? new Map(Object.entries(o)) : new Map();
    } catch {
      return new Map();
    }
  };
  const read = () => readAt(key);
  /** one change of the log, written whole */
  const changeLog = (change: (log: Map<string, unknown>) => void) => {
    try {
      const log = readAt(logKey);
      change(log);
      storage.setItem(logKey, JSON.stringify(Object.fromEntries(log)));
      return Promise.resolve();
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  };
  return {
    kind: 'localStorage',
    read: (k) => Promise.resolve(read().get(k)),
    readAll: () => Promise.resolve(read()),
    write({ puts, deletes, clear }) {
      try {
        const all = clear ? new Map<string, unknown>() : read();
        for (const k of deletes) all.delete(k);
        for (const [k, v] of puts) all.set(k, v);
        storage.setItem(key, JSON.stringify(Object.fromEntries(all)));
        if (clear) storage.removeItem(logKey);
        return Promise.resolve();
      } catch (e) {
        return Promise.reject(e instanceof Error ? e : new Error(String(e)));
      }
    },
    readLog: () => Promise.resolve([...readAt(logKey)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    appendLog: (k, v) => changeLog((log) => log.set(k, v)),
    trimLog: (ranges) => changeLog((log) => {
      for (const k of [...log.keys()]) if (ranges.some(([from, to]) => k >= from && k <= to)) log.delete(k);
    }),
    close: () => {},
  };
}
