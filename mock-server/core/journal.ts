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

/** One call of a recorded session: enough to send it again and to compare the reply. */
export interface RecordedCall {
  /** the simulated time the call ran at (epoch ms) */
  at: number;
  method: string;
  /** path and query string, e.g. '/Webservices/game_bet' or '/__sim/markets/2/result' */
  path: string;
  /** how the body went on the wire: form-data (sent again urlencoded), JSON, other text (urlencoded as text/plain), none */
  encoding: 'form' | 'json' | 'text' | 'none';
  /** the body fields as the server read them (query parameters stay in `path`) */
  fields: Record<string, unknown>;
  /** 'network': the connection dropped; 'hang': no reply came */
  reply: { status: number; body: string } | 'network' | 'hang';
}

/**
 * A session's recording: the world before its first recorded call (saved form) and every wire and control call
 * since, so it can be replayed call by call. A reset or a load starts a new recording; past `RECORDING_LIMIT` calls
 * the recording starts again from the world as it then is.
 */
export interface Recording {
  origin: string | null;
  calls: RecordedCall[];
}

export const RECORDING_LIMIT = 5000;
