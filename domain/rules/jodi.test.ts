import fc from 'fast-check';
import {
  BET_TYPE, MSG, emptyJodiInput, jodiLines, jodiTotal, jodiPlay, jodiPosition, harufPosition, positionLabel, parsePositionLabel,
  numberFromJodiPosition, digitFromHarufPosition, JODI_CELLS, HARUF_CELLS, totalOf,
} from './index';

describe('jodi grid', () => {
  it('has 100 cells and 10 + 10 harufs', () => {
    const g = emptyJodiInput();
    expect(JODI_CELLS).toBe(100);
    expect(HARUF_CELLS).toBe(10);
    expect(g.jodi).toHaveLength(100);
    expect(g.ander).toHaveLength(10);
    expect(g.bahar).toHaveLength(10);
    expect([...g.jodi, ...g.ander, ...g.bahar].every((cell) => cell === '')).toBe(true);
  });

  it('says which number or digit is off the grid', () => {
    expect(() => jodiPosition(100)).toThrow('jodi number out of range: 100');
    expect(() => harufPosition(10)).toThrow('haruf digit out of range: 10');
    expect(() => positionLabel(BET_TYPE.jodi, 0)).toThrow(new RangeError('no grid position 0 for type 1'));
    expect(() => positionLabel(BET_TYPE.jodi, 101)).toThrow(RangeError);
    expect(() => positionLabel(BET_TYPE.ander, 11)).toThrow(RangeError);
    expect(() => positionLabel(BET_TYPE.bahar, 0)).toThrow(RangeError);
  });

  it('reads only the grid: a cell past the last number or digit is ignored', () => {
    expect(jodiLines({ jodi: { 99: '5', 100: '7' }, ander: { 10: '3' }, bahar: { 10: '4' } })).toEqual([{ bet_numbers: '99', bet_money: 5, type: 1 }]);
  });

  it('maps numbers to API positions on the traditional 1–100 grid: 01 → 1, 99 → 99, 00 → 100; digit d → d + 1', () => {
    expect(jodiPosition(1)).toBe(1);
    expect(jodiPosition(7)).toBe(7);
    expect(jodiPosition(99)).toBe(99);
    expect(jodiPosition(0)).toBe(100);
    expect(harufPosition(0)).toBe(1);
    expect(harufPosition(9)).toBe(10);
    expect(numberFromJodiPosition(1)).toBe('01');
    expect(numberFromJodiPosition(7)).toBe('07');
    expect(numberFromJodiPosition(100)).toBe('00');
    expect(digitFromHarufPosition(4)).toBe(3);
    expect(() => jodiPosition(100)).toThrow(RangeError);
    expect(() => harufPosition(-1)).toThrow(RangeError);
    expect(numberFromJodiPosition(0)).toBeNull();
    expect(digitFromHarufPosition(11)).toBeNull();
  });

  it('builds bet lines exactly as the API takes them; empty cells dropped', () => {
    const g = emptyJodiInput();
    g.jodi[0] = '10';
    g.jodi[7] = '5';
    g.jodi[99] = '20';
    g.jodi[50] = '';
    g.ander[3] = '15';
    g.bahar[5] = '25';
    expect(jodiLines(g)).toEqual([
      { bet_numbers: '100', bet_money: 10, type: BET_TYPE.jodi },
      { bet_numbers: '7', bet_money: 5, type: BET_TYPE.jodi },
      { bet_numbers: '99', bet_money: 20, type: BET_TYPE.jodi },
      { bet_numbers: '4', bet_money: 15, type: BET_TYPE.ander },
      { bet_numbers: '6', bet_money: 25, type: BET_TYPE.bahar },
    ]);
    expect(jodiTotal(g)).toBe(75);
  });

  it('ignores amounts that are not whole numbers >= 1', () => {
    const g = emptyJodiInput();
    g.jodi[1] = '0';
    g.jodi[2] = '1.5';
    g.jodi[3] = '-4';
    g.jodi[4] = 'abc';
    g.jodi[5] = ' ';
    g.jodi[6] = '3';
    expect(jodiLines(g)).toEqual([{ bet_numbers: '6', bet_money: 3, type: 1 }]);
  });

  it('accepts sparse/partial inputs (missing cells are empty)', () => {
    expect(jodiLines({ jodi: { 12: '10' }, ander: [], bahar: { 9: '2' } })).toEqual([
      { bet_numbers: '12', bet_money: 10, type: 1 },
      { bet_numbers: '10', bet_money: 2, type: 3 },
    ]);
  });

  it("PLAY: 'Empty Response' only when no line at all", () => {
    expect(jodiPlay(emptyJodiInput())).toEqual({ ok: false, error: MSG.emptyResponse });
    const g = emptyJodiInput();
    g.bahar[0] = '1';
    expect(jodiPlay(g)).toEqual({ ok: true, lines: [{ bet_numbers: '1', bet_money: 1, type: 3 }], total: 1 });
  });

  it('labels positions for display and receipts: 07, A3, B5', () => {
    expect(positionLabel(BET_TYPE.jodi, 7)).toBe('07');
    expect(positionLabel(BET_TYPE.jodi, 100)).toBe('00');
    expect(positionLabel(BET_TYPE.ander, 4)).toBe('A3');
    expect(positionLabel(BET_TYPE.bahar, 6)).toBe('B5');
    expect(parsePositionLabel('07')).toEqual({ type: 1, position: 7 });
    expect(parsePositionLabel('00')).toEqual({ type: 1, position: 100 });
    expect(parsePositionLabel('a3')).toEqual({ type: 2, position: 4 });
    expect(parsePositionLabel('B5')).toEqual({ type: 3, position: 6 });
    for (const bad of ['', '7', '100', 'A', 'A10', 'C1', '0x']) expect(parsePositionLabel(bad)).toBeNull();
  });

  it('property: position ↔ label round-trips for all 120 inputs', () => {
    const all = [
      ...Array.from({ length: 100 }, (_, i) => ({ type: 1 as const, position: i + 1 })),
      ...Array.from({ length: 10 }, (_, i) => ({ type: 2 as const, position: i + 1 })),
      ...Array.from({ length: 10 }, (_, i) => ({ type: 3 as const, position: i + 1 })),
    ];
    const labels = new Set(all.map((p) => positionLabel(p.type, p.position)));
    expect(labels.size).toBe(120);
    for (const p of all) expect(parsePositionLabel(positionLabel(p.type, p.position))).toEqual(p);
    for (let n = 0; n < 100; n++) expect(numberFromJodiPosition(jodiPosition(n))).toBe(String(n).padStart(2, '0'));
    for (let d = 0; d < 10; d++) expect(digitFromHarufPosition(harufPosition(d))).toBe(d);
  });

  it('property: lines are positive integers, positions in range, total = sum of lines', () => {
    const cell = fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 100000 }).map(String), fc.string({ maxLength: 4 }));
    fc.assert(
      fc.property(
        fc.array(cell, { minLength: 100, maxLength: 100 }),
        fc.array(cell, { minLength: 10, maxLength: 10 }),
        fc.array(cell, { minLength: 10, maxLength: 10 }),
        (jodi, ander, bahar) => {
          const lines = jodiLines({ jodi, ander, bahar });
          for (const line of lines) {
            expect(Number.isSafeInteger(line.bet_money) && line.bet_money >= 1).toBe(true);
            const pos = Number(line.bet_numbers);
            expect(String(pos)).toBe(line.bet_numbers);
            expect(pos).toBeGreaterThanOrEqual(1);
            expect(pos).toBeLessThanOrEqual(line.type === 1 ? 100 : 10);
          }
          expect(jodiTotal({ jodi, ander, bahar })).toBe(totalOf(lines));
          const play = jodiPlay({ jodi, ander, bahar });
          expect(play.ok).toBe(lines.length > 0);
        },
      ),
      { numRuns: 100 },
    );
  });
});
