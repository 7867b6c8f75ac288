import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHUNK, ENTRY_RUN, joinPieces, worldPieces } from './pieces';

const record = fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.record({ n: fc.integer(), s: fc.string() }), { maxKeys: 8 });
const lists = fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.array(fc.record({ n: fc.integer() }), { maxLength: 3 * ENTRY_RUN + 2 }), { maxKeys: 4 });
const slice = fc.record({
  list: fc.array(fc.record({ id: fc.integer() }), { maxLength: 3 * CHUNK + 7 }),
  byId: record,
  byPlayer: lists,
  lastId: fc.integer(),
  name: fc.string(),
  nested: fc.record({ a: fc.array(fc.integer(), { maxLength: 3 }) }),
});

describe('world pieces', () => {
  it('join(pieces(world)) is the world, for lists of any length and records of any keys', () => {
    fc.assert(
      fc.property(fc.record({ version: fc.integer(), bets: slice, users: slice }), (world) => {
        expect(joinPieces(worldPieces(world))).toEqual(world);
      }),
      { numRuns: 60 },
    );
  });

  it('a long list is cut into runs of CHUNK and a record of objects into one piece per entry', () => {
    const world = { bets: { list: Array.from({ length: CHUNK * 2 + 1 }, (_, id) => ({ id })), lastId: 1 }, ledger: { lines: { '101': [{ amount: 5 }], 'a/b': [] as unknown[] } } };
    const keys = [...worldPieces(world)].map(([k]) => k);
    expect(keys).toEqual(['bets', 'bets/list/@0', 'bets/list/@1', 'bets/list/@2', 'ledger', 'ledger/lines/%101', 'ledger/lines/%a%2Fb']);
  });
});

describe('what a new ledger line rewrites', () => {
  it('only the last run of its player\'s lines, however many lines the player has', () => {
    const line = (n: number) => ({ id: n, amount: 10, note: 'bet on 07' });
    const world = { ledger: { lines: { '101': Array.from({ length: 10 * ENTRY_RUN + 3 }, (_, n) => line(n)), '102': [line(0)] } } };
    const before = new Map([...worldPieces(world)].map(([k, v]) => [k, JSON.stringify(v)]));
    world.ledger.lines['101'].push(line(99999));
    const changed = [...worldPieces(world)].filter(([k, v]) => before.get(k) !== JSON.stringify(v));
    expect(changed.map(([k]) => k)).toEqual(['ledger/lines/%101/@10']);
    expect((changed[0]?.[1] as unknown[]).length).toBe(4);
    expect(joinPieces(worldPieces(world))).toEqual(world);
  });
});
