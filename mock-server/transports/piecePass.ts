/**
 * One pass over the world's pieces for a checkpoint: each piece serialized and compared with the text the store holds,
 * in slices of about `sliceMs` of work with the page given back in between (a request that arrives meanwhile is
 * answered at once), or in one go. The slices mutate in place, so there is no telling what changed without looking;
 * what the checkpoint then writes is only the pieces whose text differs.
 */
import { worldPieces } from '../store/pieces';

/**
 * A serialized piece: its key, its JSON text, and whether that text is the one the store holds (compared as it is
 * made, inside the pass's slices: comparing a fresh text is a copy of it, which is work to spread as well). An
 * unchanged piece keeps the stored text, so the new one can go at once.
 */
export type Piece = [key: string, text: string, unchanged: boolean];

export interface PassStats {
  pieces: number;
  /** characters of JSON produced */
  chars: number;
  /** main-thread time spent serializing */
  workMs: number;
  /** from start to end, page work in between included */
  wallMs: number;
  slices: number;
  longestSliceMs: number;
  /** pieces whose text changed, written */
  written: number;
  writtenChars: number;
  /** main-thread time to hand the write over to the backend */
  handOverMs: number;
}

export interface Pass {
  pieces: Piece[];
  stats: PassStats;
}

/** The pass, yielding whenever a slice of `sliceMs` is used up. */
function* pass(state: object, written: Map<string, string>, clock: () => number, sliceMs: number): Generator<void, Pass> {
  const out: Piece[] = [];
  const t0 = clock();
  let sliceStart = t0;
  let work = 0;
  let longest = 0;
  let slices = 1;
  let chars = 0;
  for (const [key, value] of worldPieces(state as Record<string, unknown>)) {
    const text = JSON.stringify(value);
    const stored = written.get(key);
    out.push(stored !== undefined && stored.length === text.length && stored === text ? [key, stored, true] : [key, text, false]);
    chars += text.length;
    const spent = clock() - sliceStart;
    if (spent >= sliceMs) {
      work += spent;
      longest = Math.max(longest, spent);
      yield;
      sliceStart = clock();
      slices++;
    }
  }
  const last = clock() - sliceStart;
  const stats = { pieces: out.length, chars, workMs: work + last, wallMs: clock() - t0, slices, longestSliceMs: Math.max(longest, last), written: 0, writtenChars: 0, handOverMs: 0 };
  return { pieces: out, stats };
}

/** Every piece in one go. */
export function passNow(state: object, written: Map<string, string>, clock: () => number): Pass {
  const it = pass(state, written, clock, Infinity);
  for (;;) {
    const r = it.next();
    if (r.done) return r.value;
  }
}

/** Every piece in slices of work, the page given back in between; null when `valid()` fails after a slice. */
export async function passInSlices(state: object, written: Map<string, string>, o: { clock: () => number; sliceMs: number; yieldToPage: () => Promise<void>; valid: () => boolean }): Promise<Pass | null> {
  const it = pass(state, written, o.clock, o.sliceMs);
  for (;;) {
    const r = it.next();
    if (r.done) return r.value;
    await o.yieldToPage();
    if (!o.valid()) return null;
  }
}
