/**
 * The server texts no catalogue entry or pattern recognised (decision 112): shown as sent, and counted here so that
 * a drift in the backend's wording shows in the QA panel (src/qa). Each text with how many times it was shown.
 * Counted while a screen renders, so listeners are told after it (once per burst, in a microtask).
 */
const seen = new Map<string, number>();
const listeners = new Set<() => void>();
let snapshot: ReadonlyArray<{ text: string; count: number }> = [];
let notifying = false;

function announce(): void {
  snapshot = [...seen].map(([text, count]) => ({ text, count }));
  if (notifying || listeners.size === 0) return;
  notifying = true;
  queueMicrotask(() => {
    notifying = false;
    for (const l of listeners) l();
  });
}

export function countUnrecognised(text: string): void {
  seen.set(text, (seen.get(text) ?? 0) + 1);
  announce();
}

/** Every unrecognised text so far, in the order first seen (the same array until one is counted). */
export const unrecognisedTexts = () => snapshot;

/** For useSyncExternalStore: a listener told after the list changes. */
export function subscribeUnrecognised(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Forgets them (the QA panel's clear, tests). */
export function clearUnrecognised(): void {
  seen.clear();
  announce();
}
