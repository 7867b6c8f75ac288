import fc from 'fast-check';
import { jodiNumberFromWire, jodiWireValue, parseJodiReading } from './jodiNumbers';

describe('Jodi numbers on the wire: one mapping for client and simulator', () => {
  it("'mod100' (default): today's values, unchanged; grid positions and two-digit numbers agree", () => {
    expect(parseJodiReading(undefined)).toBe('mod100');
    expect(parseJodiReading('nonsense')).toBe('mod100');
    for (const v of ['7', '07', '100', '00', '42']) expect(jodiWireValue(v, 'mod100')).toBe(v);
    expect(jodiNumberFromWire('100', 'mod100')).toBe(0);
    expect(jodiNumberFromWire('00', 'mod100')).toBe(0);
    expect(jodiNumberFromWire('7', 'mod100')).toBe(7);
  });

  it("'minus1': position p is p − 1; every number the engine builds is sent as n + 1", () => {
    expect(parseJodiReading('minus1')).toBe('minus1');
    expect(jodiWireValue('100', 'minus1')).toBe('1'); // grid cell 00
    expect(jodiWireValue('00', 'minus1')).toBe('1'); // copy paste 00
    expect(jodiWireValue('07', 'minus1')).toBe('8');
    expect(jodiWireValue('99', 'minus1')).toBe('100');
    expect(jodiNumberFromWire('1', 'minus1')).toBe(0);
    expect(jodiNumberFromWire('100', 'minus1')).toBe(99);
    expect(jodiNumberFromWire('0', 'minus1')).toBeNull();
  });

  it('under either reading, what the client sends is read back as the number it meant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.constantFrom('mod100' as const, 'minus1' as const), fc.boolean(), (n, reading, asGrid) => {
        const engineValue = asGrid ? String(n === 0 ? 100 : n) : String(n).padStart(2, '0');
        expect(jodiNumberFromWire(jodiWireValue(engineValue, reading), reading)).toBe(n);
      }),
    );
  });

  it('names nothing for malformed values', () => {
    for (const bad of ['101', '-1', '1.5', 'ab', '', '0007', null, undefined, 3.5]) {
      expect(jodiNumberFromWire(bad, 'mod100')).toBeNull();
      expect(jodiNumberFromWire(bad, 'minus1')).toBeNull();
    }
  });
});
