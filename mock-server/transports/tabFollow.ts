/**
 * Tabs following each other (decision 050): after a checkpoint, the tab that wrote it posts `{type: 'world-changed',
 * counter}` on a BroadcastChannel; another tab reads the store, takes the pieces that differ from the ones it last
 * wrote or read, and keeps its own objects for the rest. A world replaced in another tab (reset, scenario, snapshot)
 * replaces this one whole. Changes this tab made and has not checkpointed survive where the other tab did not write
 * the same piece (where it did, the other tab's piece wins — two tabs changing the same things within one delay can
 * leave a mixed world); a world this tab replaced itself wins and is written next. This tab's own log entries stay
 * in the store until its next checkpoint includes them.
 */
import type { Recording } from '../core';
import { joinPieces, worldPieces } from '../store/pieces';
import { manifestOf, MANIFEST_KEY, PIECE, readRecording, type Manifest, type TabState } from './storeFormat';

/** Takes what other tabs wrote since this tab last wrote or read the store. */
export async function follow(store: TabState): Promise<void> {
  const sim = store.sim;
  if (!sim || store.isClosed) return;
  // this tab wrote since (its write is the newer), or nothing new
  const behind = (m: Manifest | null): m is Manifest => !!m && !(m.counter < store.counter || (m.counter === store.counter && m.writer === store.tabId));
  if (!behind(manifestOf(await store.backend.read(MANIFEST_KEY)))) return;
  const all = await store.backend.readAll();
  const m = manifestOf(all.get(MANIFEST_KEY));
  if (store.isClosed || !behind(m)) return;
  store.known = Math.max(store.known, m.counter);
  if (m.counter === store.counter && store.written.size > 0 && m.worldId === store.worldId && sameAsWritten(store, all, m)) {
    store.counter = m.counter;
    return;
  }
  // a world replaced here since the last write wins: it is written next, whole
  if (sim.state !== store.syncedState) {
    store.counter = m.counter;
    return;
  }
  const whole = m.worldId !== store.worldId;
  const localDirty = sim.changes !== store.savedChanges;
  const live = whole ? new Map<string, unknown>() : new Map(worldPieces(sim.state as unknown as Record<string, unknown>));
  const inStore = new Set(m.pieces);
  const entries: Array<[string, unknown]> = [];
  const next = new Map<string, string>();
  for (const k of m.pieces) {
    const text = all.get(PIECE + k);
    if (typeof text !== 'string') return; // a store being written over: the next notice brings it whole
    next.set(k, text);
    entries.push([k, !whole && store.written.get(k) === text && live.has(k) ? live.get(k) : JSON.parse(text)]);
  }
  // pieces this tab added and has not written yet stay
  for (const [k, v] of live) if (!inStore.has(k) && !store.written.has(k)) entries.push([k, v]);
  const keepRecording = sim.recording;
  // taking another tab's world is no operation of this one: not logged
  sim.logTo(null);
  const loaded = sim.load(joinPieces(entries), { fresh: true }).ok;
  sim.logTo(store.sink);
  if (!loaded) return;
  sim.recording = followRecording(store, all, m, keepRecording);
  store.written = next;
  store.worldId = m.worldId;
  store.counter = m.counter;
  store.syncedState = sim.state;
  // the other tab's world includes the log entries its checkpoint marks
  const marks = whole ? {} : store.marks;
  for (const [tab, n] of Object.entries(m.marks)) marks[tab] = Math.max(marks[tab] ?? 0, n);
  store.marks = marks;
  // unwritten changes of this tab that survived are written next
  store.savedChanges = localDirty && !whole ? Number.NaN : sim.changes;
  store.stats.follows++;
}

function sameAsWritten(store: TabState, all: Map<string, unknown>, m: Manifest): boolean {
  return m.pieces.length === store.written.size && m.pieces.every((k) => store.written.get(k) === all.get(PIECE + k));
}

function followRecording(store: TabState, all: Map<string, unknown>, m: Manifest, local: Recording): Recording {
  const r = store.rec;
  const want = m.recording;
  if (want.id === r.id && local === r.obj) {
    if (want.count === r.count) return local;
    if (want.count > r.count && local.calls.length === r.count) {
      readRecording(all, m, r.count, local.calls);
      store.rec = { obj: local, id: want.id, count: want.count, logged: want.count };
      return local;
    }
  }
  const recording = readRecording(all, m);
  store.rec = { obj: recording, id: want.id, count: want.count, logged: want.count };
  return recording;
}
