import fc from 'fast-check';
import { MSG, copyPastePairs, copyPasteAddBet, totalOf } from './index';

const digitString = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

describe('copy paste', () => {
  it('messages in order: digit, amount, even length', () => {
    expect(copyPasteAddBet('', '10', false)).toEqual({ ok: false, error: MSG.enterDigit });
    expect(copyPasteAddBet('abc', '10', false)).toEqual({ ok: false, error: MSG.enterDigit });
    expect(copyPasteAddBet('12', '', false)).toEqual({ ok: false, error: MSG.enterAmount });
    expect(copyPasteAddBet('123', '', false)).toEqual({ ok: false, error: MSG.enterAmount });
    expect(copyPasteAddBet('123', '10', false)).toEqual({ ok: false, error: MSG.evenDigits });
  });
  it('splits into two-digit pairs, each a bet at the amount (pasted text cleaned)', () => {
    expect(copyPasteAddBet('12 34,56', '10', false)).toEqual({
      ok: true,
      lines: [
        { bet_numbers: '12', bet_money: 10, type: 1 },
        { bet_numbers: '34', bet_money: 10, type: 1 },
        { bet_numbers: '56', bet_money: 10, type: 1 },
      ],
      total: 30,
    });
  });
  it('With Palti adds the reversed pair right after each pair', () => {
    expect(copyPastePairs('1234', true)).toEqual(['12', '21', '34', '43']);
    expect(copyPasteAddBet('1234', '5', true)).toMatchObject({ ok: true, total: 20 });
  });
  it('Palti on a double (11) adds no duplicate line', () => {
    expect(copyPastePairs('1123', true)).toEqual(['11', '23', '32']);
  });
  it('a last digit still waiting for its pair makes no pair yet', () => {
    expect(copyPastePairs('123', false)).toEqual(['12']);
    expect(copyPastePairs('7', true)).toEqual([]);
  });
  it('duplicate pairs are kept as separate rows (not merged)', () => {
    expect(copyPastePairs('1212', false)).toEqual(['12', '12']);
    expect(copyPastePairs('1221', true)).toEqual(['12', '21', '21', '12']);
  });
  it('property: without palti the lines round-trip the cleaned digit string', () => {
    fc.assert(
      fc.property(digitString(1, 40).filter((s) => s.length % 2 === 0), fc.string({ unit: fc.constantFrom(' ', ',', '-', 'x', '\n') }), fc.integer({ min: 1, max: 9999 }), (digits, noise, amount) => {
        const typed = digits.split('').map((d, i) => (i % 2 ? d + noise : d)).join('');
        const r = copyPasteAddBet(typed, String(amount), false);
        if (!r.ok) throw new Error(r.error);
        expect(r.lines.map((l) => l.bet_numbers).join('')).toBe(digits);
        expect(r.total).toBe((digits.length / 2) * amount);
        expect(r.total).toBe(totalOf(r.lines));
      }),
    );
  });
  it('property: odd length always gives the even message', () => {
    fc.assert(
      fc.property(digitString(1, 41).filter((s) => s.length % 2 === 1), (digits) => {
        expect(copyPasteAddBet(digits, '10', true)).toEqual({ ok: false, error: MSG.evenDigits });
      }),
    );
  });
  it('property: Palti never drops a pair and adds exactly the reverse of each non-double', () => {
    fc.assert(
      fc.property(digitString(2, 40).filter((s) => s.length % 2 === 0), fc.integer({ min: 1, max: 9999 }), (digits, amount) => {
        const plain = copyPastePairs(digits, false);
        const palti = copyPastePairs(digits, true);
        const expected = plain.flatMap((p) => (p[0] === p[1] ? [p] : [p, p[1]! + p[0]!]));
        expect(palti).toEqual(expected);
        const r = copyPasteAddBet(digits, String(amount), true);
        if (!r.ok) throw new Error(r.error);
        expect(r.lines).toHaveLength(expected.length);
        expect(r.total).toBe(expected.length * amount);
        expect(r.total).toBe(totalOf(r.lines));
      }),
    );
  });
});
