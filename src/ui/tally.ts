/**
 * A count per key that the QA panel watches (the PHP habits the reply readers met, the server texts no catalogue
 * knew): counted while replies are read and screens render, so listeners are told after it, once per burst, in a
 * microtask. For useSyncExternalStore: `subscribe` and `version`.
 */
export interface Tally<K> {
  note(key: K): void;
  /** the counts so far, in the order first seen (keys never noted are absent) */
  counts(): ReadonlyMap<K, number>;
  reset(): void;
  subscribe(listener: () => void): () => void;
  /** a number that changes with every count or reset */
  version(): number;
}

export function createTally<K>(): Tally<K> {
  const counts = new Map<K, number>();
  const listeners = new Set<() => void>();
  let version = 0;
  let notifying = false;
  const announce = () => {
    version++;
    if (notifying || listeners.size === 0) return;
    notifying = true;
    queueMicrotask(() => {
      notifying = false;
      for (const l of listeners) l();
    });
  };
  return {
    note(key) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      announce();
    },
    counts: () => counts,
    reset() {
      counts.clear();
      announce();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}
