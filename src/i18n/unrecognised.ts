/**
 * The server texts no catalogue entry or pattern recognised (decision 112): shown as sent, and counted here so that
 * a drift in the backend's wording shows in the QA panel (src/qa). Each text with how many times it was shown.
 */
const seen = new Map<string, number>();
const listeners = new Set<() => void>();
let snapshot: ReadonlyArray<{ text: string; count: number }> = [];

export function countUnrecognised(text: string): void {
  seen.set(text, (seen.get(text) ?? 0) + 1);
  snapshot = [...seen].map(([t, count]) => ({ text: t, count }));
  for (const l of listeners) l();
}

/** Every unrecognised text so far, in the order first seen (the same array until one is counted). */
export const unrecognisedTexts = () => snapshot;

export function subscribeUnrecognised(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Forgets them (the QA panel's clear, tests). */
export function clearUnrecognised(): void {
  seen.clear();
  snapshot = [];
  for (const l of listeners) l();
}
