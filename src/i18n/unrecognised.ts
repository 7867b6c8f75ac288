/**
 * The server texts no catalogue entry or pattern recognised (decision 112): shown as sent, and counted here so that
 * a drift in the backend's wording shows in the QA panel (src/qa). Each text with how many times it was shown.
 */
import { createTally } from '../ui/tally';

const seen = createTally<string>();
let snapshot: ReadonlyArray<{ text: string; count: number }> = [];
let snapshotVersion = seen.version();

export const countUnrecognised = (text: string): void => seen.note(text);

/** Every unrecognised text so far, in the order first seen (the same array until one is counted). */
export function unrecognisedTexts(): ReadonlyArray<{ text: string; count: number }> {
  if (snapshotVersion !== seen.version()) {
    snapshotVersion = seen.version();
    snapshot = [...seen.counts()].map(([text, count]) => ({ text, count }));
  }
  return snapshot;
}

/** For useSyncExternalStore: a listener told after the list changes. */
export const subscribeUnrecognised = seen.subscribe;

/** Forgets them (the QA panel's clear, tests). */
export const clearUnrecognised = seen.reset;
