/**
 * Before IndexedDB (decision 050) the in-browser world lived in localStorage under one key, and its recording under
 * `key:recording`. Such a world is read once when the store has none, written into the store, and the old keys are
 * removed after that first write.
 */
import type { Recording } from '../core';
import { isPlain } from '../store/pieces';
import type { SavedWorld, WorldStoreOptions } from './storeFormat';

export type LegacyWorld = NonNullable<WorldStoreOptions['legacy']>;

/** Whether there is an old world to remove once the store is written. */
export function hasLegacy(l: LegacyWorld | null): boolean {
  try {
    return !!l && (l.storage.getItem(l.key) !== null || l.storage.getItem(l.recordingKey) !== null);
  } catch {
    return false; // storage blocked: nothing to move
  }
}

/** The old world, or null when there is none (or it is unreadable). */
export function readLegacy(l: LegacyWorld | null): SavedWorld | null {
  if (!l) return null;
  try {
    const raw = l.storage.getItem(l.key);
    if (!raw) return null;
    const state = JSON.parse(raw) as unknown;
    if (!isPlain(state)) return null;
    let recording: Recording | null = null;
    try {
      const r = l.storage.getItem(l.recordingKey);
      recording = r ? (JSON.parse(r) as Recording) : null;
    } catch {
      /* an unreadable recording just starts again */
    }
    return { state, recording, ops: [], source: 'legacy' };
  } catch {
    return null;
  }
}

export function removeLegacy(l: LegacyWorld): void {
  try {
    l.storage.removeItem(l.key);
    l.storage.removeItem(l.recordingKey);
  } catch {
    /* nothing to do */
  }
}
