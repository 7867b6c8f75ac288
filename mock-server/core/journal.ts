/** The request journal: the latest wire calls with their fields and reply status (not part of a snapshot). */

export interface JournalEntry {
  at: string;
  method: string;
  path: string;
  fields: Record<string, unknown>;
  httpStatus: number;
  /** the reply's status / error / return field when it has one */
  replyStatus: unknown;
  ms: number;
}

/** Appends an entry, keeping the newest `size`. */
export function record(journal: JournalEntry[], entry: JournalEntry, size: number): void {
  journal.push(entry);
  if (journal.length > size) journal.splice(0, journal.length - size);
}
