/**
 * A world as pieces: each a JSON text under its own key, so that a checkpoint rewrites only the pieces that changed
 * and a restart parses many small texts instead of one huge one. A slice is one piece, except that its long lists
 * (bets.list, payments.list, …) are cut into runs of CHUNK items (`bets/list/@3`) and its records of objects
 * (users.byId, ledger.lines, chat.byId, …) into one piece per entry (`ledger/lines/%101`), an entry that is a long
 * list into runs of ENTRY_RUN (`ledger/lines/%101/@3`); the slice's own piece keeps an empty list or record in their
 * place. A new bet lands in the last run of the bets and in the last run of its player's ledger lines, so placing one
 * rewrites those two, however long the history.
 */
type Obj = Record<string, unknown>;

export const CHUNK = 500;
/** an entry of a record that is a list (a player's ledger lines) is cut into runs of this many */
export const ENTRY_RUN = 16;

function* runsOf(key: string, list: unknown[], size: number): Generator<[string, unknown[]]> {
  for (let i = 0; i * size < list.length; i++) yield [`${key}/@${i}`, list.slice(i * size, (i + 1) * size)];
}

/** A plain object (not null, not a list). */
export const isPlain = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

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
        runs.push(...runsOf(`${slice}/${prop}`, x, CHUNK));
      } else if (isRecordOfObjects(x) && Object.keys(x).length > 1) {
        head[prop] = {};
        for (const [k, entry] of Object.entries(x)) {
          const key = `${slice}/${prop}/%${encodeURIComponent(k)}`;
          if (Array.isArray(entry) && entry.length > ENTRY_RUN) runs.push(...runsOf(key, entry, ENTRY_RUN));
          else runs.push([key, entry]);
        }
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
    const [slice, prop, run, entryRun] = key.split('/') as [string, string?, string?, string?];
    if (prop === undefined) {
      state[slice] = value;
      continue;
    }
    const target = (state[slice] as Obj | undefined)?.[prop];
    if (run?.startsWith('@') && Array.isArray(target) && Array.isArray(value)) {
      target.push(...value);
      continue;
    }
    if (run?.startsWith('%') && isPlain(target)) {
      const k = decodeURIComponent(run.slice(1));
      if (entryRun === undefined) {
        target[k] = value;
        continue;
      }
      // an entry's first run makes its list, each next one goes on the end
      const list = entryRun === '@0' ? (target[k] = []) : target[k];
      if (entryRun.startsWith('@') && Array.isArray(list) && Array.isArray(value)) {
        list.push(...value);
        continue;
      }
    }
    throw new Error(`piece '${key}' does not fit the world`);
  }
  return state;
}
