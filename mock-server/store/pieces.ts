/**
 * A world as pieces: each a JSON text under its own key, so that a checkpoint rewrites only the pieces that changed
 * and a restart parses many small texts instead of one huge one. A slice is one piece, except that its long lists
 * (bets.list, payments.list, …) are cut into runs of CHUNK items (`bets/list/@3`) and its records of objects
 * (users.byId, ledger.lines, chat.byId, …) into one piece per entry (`ledger/lines/%101`); the slice's own piece
 * keeps an empty list or record in their place. A new bet lands in the last run and in its player's ledger piece, so
 * placing one rewrites those two.
 */
type Obj = Record<string, unknown>;

export const CHUNK = 500;

const isPlain = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function isRecordOfObjects(v: unknown): v is Obj {
  if (!isPlain(v)) return false;
  for (const k in v) if (typeof v[k] !== 'object' || v[k] === null) return false;
  return true;
}

/** The pieces of a world, in the order joinPieces needs them. */
export function* worldPieces(state: Obj): Generator<[string, unknown]> {
  for (const [slice, v] of Object.entries(state)) {
    if (!isPlain(v)) {
      yield [slice, v];
      continue;
    }
    const head: Obj = {};
    const runs: Array<[string, unknown]> = [];
    for (const [prop, x] of Object.entries(v)) {
      if (Array.isArray(x) && x.length > CHUNK) {
        head[prop] = [];
        for (let i = 0; i * CHUNK < x.length; i++) runs.push([`${slice}/${prop}/@${i}`, x.slice(i * CHUNK, (i + 1) * CHUNK)]);
      } else if (isRecordOfObjects(x) && Object.keys(x).length > 1) {
        head[prop] = {};
        for (const k of Object.keys(x)) runs.push([`${slice}/${prop}/%${encodeURIComponent(k)}`, x[k]]);
      } else head[prop] = x;
    }
    yield [slice, head];
    yield* runs;
  }
}

/** The world back from its pieces (as worldPieces gave them, in that order). */
export function joinPieces(pieces: Iterable<[string, unknown]>): Obj {
  const state: Obj = {};
  for (const [key, value] of pieces) {
    const [slice, prop, run] = key.split('/') as [string, string?, string?];
    if (prop === undefined) {
      state[slice] = value;
      continue;
    }
    const target = (state[slice] as Obj | undefined)?.[prop];
    if (run?.startsWith('@') && Array.isArray(target) && Array.isArray(value)) for (const item of value) target.push(item);
    else if (run?.startsWith('%') && isPlain(target)) target[decodeURIComponent(run.slice(1))] = value;
    else throw new Error(`piece '${key}' does not fit the world`);
  }
  return state;
}
