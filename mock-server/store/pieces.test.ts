import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHUNK, joinPieces, worldPieces } from './pieces';

const record = fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.record({ n: fc.integer(), s: fc.string() }), { maxKeys: 8 });
const slice = fc.record({
  list: fc.array(fc.record({ id: fc.integer() }), { maxLength: 3 * CHUNK + 7 }),
  byId: record,
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
