import fc from 'fast-check';
import { MSG, crossingDigitsInput, crossingPairs, crossingAddBet, CROSSING_MAX_DIGITS, totalOf } from './index';

describe('crossing', () => {
  it('digit field: digits only, pasting strips spaces and non-digits', () => {
    expect(crossingDigitsInput('1 2-3')).toEqual({ value: '123', error: null });
    expect(crossingDigitsInput('१२')).toEqual({ value: '12', error: null });
    expect(crossingDigitsInput('')).toEqual({ value: '', error: null });
  });
  it("more than 6 digits: keeps the first 6 and says 'Only 6 digit'", () => {
    expect(CROSSING_MAX_DIGITS).toBe(6);
    expect(crossingDigitsInput('123456')).toEqual({ value: '123456', error: null });
    expect(crossingDigitsInput('1234567')).toEqual({ value: '123456', error: MSG.onlySixDigits });
    expect(crossingDigitsInput('12 34 56 78')).toEqual({ value: '123456', error: MSG.onlySixDigits });
  });
  it('every ordered pair including repeats', () => {
    expect(crossingPairs('12')).toEqual(['11', '12', '21', '22']);
    expect(crossingPairs('5')).toEqual(['55']);
    expect(crossingPairs('123')).toEqual(['11', '12', '13', '21', '22', '23', '31', '32', '33']);
    expect(crossingPairs('')).toEqual([]);
  });
  it('Add Bet messages in order: digit, then amount', () => {
    expect(crossingAddBet('', '')).toEqual({ ok: false, error: MSG.enterDigit });
    expect(crossingAddBet('', '10')).toEqual({ ok: false, error: MSG.enterDigit });
    expect(crossingAddBet(' - ', '10')).toEqual({ ok: false, error: MSG.enterDigit });
    expect(crossingAddBet('12', '')).toEqual({ ok: false, error: MSG.enterAmount });
    expect(crossingAddBet('12', '0')).toEqual({ ok: false, error: MSG.enterAmount });
    expect(crossingAddBet('12', '2.5')).toEqual({ ok: false, error: MSG.enterAmount });
    expect(crossingAddBet('1234567', '10')).toEqual({ ok: false, error: MSG.onlySixDigits });
  });
  it('lines are two-digit numbers of type 1; total = lines × amount', () => {
    expect(crossingAddBet('12', '10')).toEqual({
      ok: true,
      lines: [
        { bet_numbers: '11', bet_money: 10, type: 1 },
        { bet_numbers: '12', bet_money: 10, type: 1 },
        { bet_numbers: '21', bet_money: 10, type: 1 },
        { bet_numbers: '22', bet_money: 10, type: 1 },
      ],
      total: 40,
    });
  });
  it('property: exactly n² two-digit lines, total = n² × amount', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 100000 }), (digits, amount) => {
        const r = crossingAddBet(digits, String(amount));
        if (!r.ok) throw new Error(r.error);
        const n = digits.length;
        expect(r.lines).toHaveLength(n * n);
        expect(r.total).toBe(n * n * amount);
        expect(r.total).toBe(totalOf(r.lines));
        for (const line of r.lines) {
          expect(line.bet_numbers).toMatch(/^\d\d$/);
          expect(line.type).toBe(1);
          expect(line.bet_money).toBe(amount);
          expect(digits).toContain(line.bet_numbers[0]);
          expect(digits).toContain(line.bet_numbers[1]);
        }
      }),
    );
  });
});
