/** The request journal: the latest wire calls with their fields and reply status (not part of a snapshot). */

export type { JournalEntry } from '../../domain/simControl';
import type { JournalEntry } from '../../domain/simControl';

/** How much of each reply body the journal keeps (500 entries stay under ~1 MB). */
export const JOURNAL_REPLY_CHARS = 2000;

/**
 * The first `chars` characters of `text` as a string of their own. A plain `slice` can share the whole string's memory
 * (V8 keeps a cut of a long string as a view into it), so a journal or a recording keeping the heads of replies would
 * keep every reply it ever saw, whole.
 */
export function headOf(text: string, chars: number): string {
  if (text.length <= chars) return text;
  return JSON.parse(JSON.stringify(text.slice(0, chars))) as string;
}

/** The first `chars` characters of a reply whose bytes start with a byte-order mark when `bom` (headOf). */
export function replyHead(body: string, chars: number, bom = false): string {
  return bom ? headOf(UTF8_BOM + body.slice(0, chars), chars) : headOf(body, chars);
}

/** Appends an entry, keeping the newest `size`. */
export function record(journal: JournalEntry[], entry: JournalEntry, size: number): void {
  journal.push(entry);
  if (journal.length > size) journal.splice(0, journal.length - size);
}

/** A reply as a recording keeps it: enough to tell whether a replay answered the same, without keeping the body. */
export type ReplyDigest = { status: number; length: number; hash: string; head: string } | 'network' | 'hang';

/** cyrb53's final mixing (public domain): 53 bits as hex. */
function final53(h1: number, h2: number): string {
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

const utf8 = new TextEncoder();

/**
 * The UTF-8 byte-order mark a reply's bytes may start with (the PHP dialect's `bom` habit). A reply carries it beside
 * its text (`WireReply.bom`), not in it: a JS string holding U+FEFF is stored two bytes a character, which makes every
 * later pass over a long reply (its hash, its bytes, its tag) two to three times slower.
 */
export const UTF8_BOM = '\uFEFF';
export const UTF8_BOM_BYTES = /* @__PURE__ */ new Uint8Array([0xef, 0xbb, 0xbf]);
const WORDS = 'w53:';

/**
 * The hash a digest is taken with now: cyrb53 over the text's UTF-8 bytes four at a time (little-endian words, then
 * the bytes left over), seeded with the byte length; named by its `w53:` prefix. Twice as fast as one character at a
 * time (a 26 KB bet list: 22 µs rather than 67 µs in Node), in Node and in the browser alike.
 */
function wordHash(s: string, bom: boolean): string {
  let bytes = utf8.encode(s);
  if (bom) {
    const withMark = new Uint8Array(bytes.length + UTF8_BOM_BYTES.length);
    withMark.set(UTF8_BOM_BYTES);
    withMark.set(bytes, UTF8_BOM_BYTES.length);
    bytes = withMark;
  }
  if (bytes.byteOffset % 4 !== 0) bytes = bytes.slice();
  const whole = bytes.length >>> 2;
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, whole);
  let h1 = 0xdeadbeef ^ bytes.length;
  let h2 = 0x41c6ce57 ^ bytes.length;
  for (let i = 0; i < whole; i++) {
    const c = words[i]!;
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  for (let i = whole * 4; i < bytes.length; i++) {
    const c = bytes[i]!;
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  return WORDS + final53(h1, h2);
}

/** The hash of recordings made before `w53:`: cyrb53 over the UTF-16 characters, bare hex. */
function charHash(s: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  return final53(h1, h2);
}

/**
 * A reply as a recording keeps it. `like`: a digest it will be compared with, whose kind of hash it is taken with (a
 * recording made before `w53:` hashed characters). `bom`: the reply's bytes start with a byte-order mark that `body`
 * leaves out; the digest is the one of the whole reply.
 */
export function digest(status: number, body: string, like?: ReplyDigest, bom = false): ReplyDigest {
  const mark = bom ? UTF8_BOM : '';
  const hash = typeof like === 'object' && !like.hash.startsWith(WORDS) ? charHash(mark + body) : wordHash(body, bom);
  return { status, length: mark.length + body.length, hash, head: replyHead(body, 200, bom) };
}

export function sameReply(a: ReplyDigest, b: ReplyDigest): boolean {
  return typeof a === 'string' || typeof b === 'string' ? a === b : a.status === b.status && a.length === b.length && a.hash === b.hash;
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
  reply: ReplyDigest;
}

/**
 * A session's recording: the world before its first recorded call (saved form) and every wire and control call
 * since, so it can be replayed call by call. A reset or a load starts a new recording. It stops (`complete` false)
 * after RECORDING_LIMIT calls, so a long-running server neither grows without bound nor pays for new snapshots.
 */
export interface Recording {
  origin: string | null;
  calls: RecordedCall[];
  complete: boolean;
}

export const RECORDING_LIMIT = 5000;
