/**
 * Where the in-browser simulator keeps its world: a key-value store with atomic writes. IndexedDB when the browser
 * has it (no size limit worth speaking of, values stored by structured clone off the page's own storage quota of
 * ~5 MB), else localStorage (the whole store as one JSON value, so a write is still all or nothing).
 *
 * The plain IndexedDB API rather than a wrapper package: the store needs one object store, a read of everything,
 * and one transaction that puts, deletes (or clears) and commits at once — a few dozen lines, no dependency, nothing
 * added to the demo bundle. Values are strings (each a JSON text) and one small manifest object.
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
  close(): void;
}

const STORE = 'world';

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
    const open = factory.open(name, 1);
    open.onupgradeneeded = () => {
      if (!open.result.objectStoreNames.contains(STORE)) open.result.createObjectStore(STORE);
    };
    db = await requestResult(open);
  } catch {
    return null;
  }
  // a newer version of the page wants the database: let it have it
  db.onversionchange = () => db.close();
  return {
    kind: 'indexeddb',
    read: (key) => requestResult(db.transaction(STORE, 'readonly').objectStore(STORE).get(key)) as Promise<unknown>,
    readAll() {
      const tx = db.transaction(STORE, 'readonly');
      const store = tx.objectStore(STORE);
      // both lists come in key order from the same transaction
      return Promise.all([requestResult(store.getAllKeys()), requestResult(store.getAll())]).then(([keys, values]) => new Map(keys.map((k, i) => [String(k), values[i]])));
    },
    write({ puts, deletes, clear }) {
      return new Promise<void>((resolve, reject) => {
        const tx = db.transaction(STORE, 'readwrite');
        const store = tx.objectStore(STORE);
        tx.oncomplete = () => resolve();
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
        if (clear) store.clear();
        for (const k of deletes) store.delete(k);
        for (const [k, v] of puts) store.put(v, k);
        // commit now rather than when the page next goes idle: a write started in pagehide gets as far as it can
        tx.commit?.();
      });
    },
    close: () => db.close(),
  };
}

/** The fallback: the whole store as one JSON object under `key` in localStorage (≈ 5 MB in all). */
export function localStorageBackend(key: string, storage: Storage = localStorage): StoreBackend {
  const read = (): Map<string, unknown> => {
    try {
      const raw = storage.getItem(key);
      const o = raw ? (JSON.parse(raw) as unknown) : null;
      return typeof o === 'object' && o !== null ? new Map(Object.entries(o)) : new Map();
    } catch {
      return new Map();
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
        return Promise.resolve();
      } catch (e) {
        return Promise.reject(e instanceof Error ? e : new Error(String(e)));
      }
    },
    close: () => {},
  };
}
