import fc from 'fast-check';
import { cleanDigits, toAsciiDigits, editAmount, readPastedAmount, parseAmount, MAX_AMOUNT, AMOUNT_HINT, AMOUNT_TOO_LONG_HINT, totalOf, mergeBetLines, validatePlay, MSG } from './index';
import type { BetLine } from './index';

describe('digit cleaning', () => {
  it('keeps digits only: pasting strips spaces and anything else', () => {
    expect(cleanDigits(' 12 34-56\n')).toBe('123456');
    expect(cleanDigits('a1b2😀3')).toBe('123');
    expect(cleanDigits('')).toBe('');
  });
  it('maps Devanagari, other Indian and full-width digits to ASCII', () => {
    expect(toAsciiDigits('०१२३४५६७८९')).toBe('0123456789');
    expect(cleanDigits('१२ ३४')).toBe('1234');
    expect(cleanDigits('০৯')).toBe('09'); // Bengali
    expect(cleanDigits('૧૨')).toBe('12'); // Gujarati
    expect(cleanDigits('１２')).toBe('12'); // full width
  });
  it('property: result is ASCII digits only and idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const c = cleanDigits(s);
        expect(c).toMatch(/^[0-9]*$/);
        expect(cleanDigits(c)).toBe(c);
      }),
    );
  });
});

describe('amount input', () => {
  /** Types `keys` one by one at the end of the field, as a keyboard does (a blur ends nothing here). */
  const typeKeys = (keys: string, start = '') => {
    let field = { value: start, hint: null as string | null, holding: false };
    for (const k of keys) field = editAmount(field.value, field.value + k, field.holding);
    return field;
  };

  it('a paste or autofill is read whole: digits, or digits validly grouped by thousands', () => {
    expect(editAmount('', '10')).toEqual({ value: '10', hint: null, holding: false });
    expect(editAmount('', ' 1,000 ').value).toBe('1000');
    expect(editAmount('', '1,000,000').value).toBe('1000000');
    expect(editAmount('', '1,00,000').value).toBe('100000'); // Indian grouping
    expect(editAmount('', '007').value).toBe('7');
    expect(editAmount('', '0').value).toBe('');
    expect(editAmount('', '१००').value).toBe('100');
    expect(editAmount('', '１２').value).toBe('12');
    expect(editAmount('5', '5,000').value).toBe('5000');
  });

  it('anything else pasted is refused with the hint and the field keeps its value (never a different number)', () => {
    for (const bad of ['1.5', '1,5', '12,50', '1,0000', ',100', '100,', '-20', '+5', '₹10', '10 000', 'abc', '1e3', '1.000']) {
      expect(editAmount('', bad)).toEqual({ value: '', hint: AMOUNT_HINT, holding: false });
    }
    expect(editAmount('7', '71.5')).toEqual({ value: '7', hint: AMOUNT_HINT, holding: false });
    expect(editAmount('7', '7,5')).toEqual({ value: '7', hint: AMOUNT_HINT, holding: false });
    expect(editAmount('', '12345678901')).toEqual({ value: '', hint: AMOUNT_TOO_LONG_HINT, holding: false });
    expect(typeKeys('1234567890')).toMatchObject({ value: '123456789', hint: AMOUNT_TOO_LONG_HINT });
  });

  it("typed key by key, '1.5' and '1,5' leave 1 with the hint: the digits after the refused mark are its fraction", () => {
    expect(typeKeys('1.5')).toEqual({ value: '1', hint: AMOUNT_HINT, holding: true });
    expect(typeKeys('1,5').value).toBe('1');
    expect(typeKeys('12 50').value).toBe('12');
    expect(typeKeys('१.५').value).toBe('1');
    expect(typeKeys('a1-b')).toMatchObject({ value: '1', hint: AMOUNT_HINT });
    // a mark typed before any digit is refused but starts no fraction
    expect(typeKeys('₹50')).toEqual({ value: '50', hint: null, holding: false });
    // a deletion or a replacement ends the refused fraction
    const afterFraction = typeKeys('7.5');
    const deleted = editAmount(afterFraction.value, '', afterFraction.holding);
    expect(deleted).toEqual({ value: '', hint: null, holding: false });
    expect(editAmount('7', '9', true)).toEqual({ value: '9', hint: null, holding: false });
    // without a refused fraction, digits typed in the middle are kept
    expect(editAmount('15', '105')).toEqual({ value: '105', hint: null, holding: false });
    expect(readPastedAmount('2.75')).toBeNull();
  });

  it('property: typed key by key, digits then any non-digit then anything leave the leading digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]{0,7}$/), fc.constantFrom('.', ',', ' ', '٫', '·', "'", '_', '-', 'x'), fc.string({ maxLength: 6 }), (whole, mark, rest) => {
        expect(typeKeys(`${whole}${mark}${rest}`).value).toBe(whole);
      }),
    );
  });

  it('property: an edit gives empty or a whole amount, and a refused edit keeps the value', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^([1-9][0-9]{0,8})?$/), fc.string(), fc.boolean(), (prev, raw, holding) => {
        const r = editAmount(prev, raw, holding);
        if (r.value !== '') {
          const n = parseAmount(r.value);
          expect(n).not.toBeNull();
          expect(Number.isInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(1);
        }
        if (r.hint !== null) expect(r.value).toBe(prev);
      }),
    );
  });
  it('parseAmount accepts whole numbers >= 1 only', () => {
    expect(parseAmount('10')).toBe(10);
    expect(parseAmount(' 25 ')).toBe(25);
    expect(parseAmount('05')).toBe(5);
    expect(parseAmount('५०')).toBe(50);
    expect(parseAmount(7)).toBe(7);
    for (const bad of ['', ' ', '0', '00', '1.5', '-3', '1e3', 'abc', '10abc', '+5', '1 000']) expect(parseAmount(bad)).toBeNull();
    for (const bad of [0, -1, 1.5, Number.NaN, Infinity, MAX_AMOUNT + 1]) expect(parseAmount(bad)).toBeNull();
    expect(parseAmount(String(MAX_AMOUNT))).toBe(MAX_AMOUNT);
    expect(parseAmount(String(MAX_AMOUNT + 1))).toBeNull();
    // a number from a field or a reply: both ends of the range are amounts
    expect(parseAmount(1)).toBe(1);
    expect(parseAmount(MAX_AMOUNT)).toBe(MAX_AMOUNT);
  });
});

describe('amount input: what the player is told, and pastes that only look like amounts', () => {
  it('the hints say why an edit was refused', () => {
    expect(AMOUNT_HINT).toBe('Amounts are whole rupees: type digits only');
    expect(AMOUNT_TOO_LONG_HINT).toBe('Amounts are at most 9 digits');
  });

  it('a paste of plain digits with spaces around is read as those digits', () => {
    expect(readPastedAmount('25')).toBe('25');
    expect(readPastedAmount(' 25 ')).toBe('25');
    expect(editAmount('', ' 25 ')).toEqual({ value: '25', hint: null, holding: false });
    expect(editAmount('', '\t1,000\n').value).toBe('1000');
  });

  it('Indian grouping in crores and western grouping in millions are read whole', () => {
    expect(readPastedAmount('1,00,00,000')).toBe('10000000');
    expect(readPastedAmount('12,34,567')).toBe('1234567');
    expect(readPastedAmount('123,456,789')).toBe('123456789');
    expect(readPastedAmount('99,000')).toBe('99000');
  });

  it('grouped digits with anything before, after or inside are refused, never read as another number', () => {
    for (const bad of ['x1,000', '1,000x', 'Rs1,000', '1,000/-', 'x1,00,000', '1,00,000x', '1a,000', '1,0a0', '1,abc', 'ab,000', '1,ab,000', '1,00,0a0', '1x,00,000', '0,000', '0,00,000', ',000', '1,00,00']) {
      expect(readPastedAmount(bad), bad).toBeNull();
      expect(editAmount('', bad), bad).toEqual({ value: '', hint: AMOUNT_HINT, holding: false });
    }
  });

  it('property: a pasted amount is its own digits or nothing', () => {
    const digit = fc.constantFrom(...'0123456789');
    const grouped = fc.tuple(fc.constantFrom(...'123456789'), fc.array(digit, { maxLength: 8 }), fc.boolean()).map(([first, rest, indian]) => {
      const d = first + rest.join('');
      const groups: string[] = [];
      let i = d.length;
      if (d.length > 3) {
        groups.unshift(d.slice(i - 3));
        i -= 3;
        const size = indian ? 2 : 3;
        while (i > 0) {
          groups.unshift(d.slice(Math.max(0, i - size), i));
          i -= size;
        }
      } else groups.push(d);
      return { digits: d, text: groups.join(',') };
    });
    const junk = fc.constantFrom('x', '.', '-', '+', '₹', '/', '_', 'e', ',');
    fc.assert(
      fc.property(grouped, junk, fc.nat(), ({ digits, text }, mark, at) => {
        expect(readPastedAmount(text)).toBe(digits);
        const i = at % (text.length + 1);
        const spoilt = text.slice(0, i) + mark + text.slice(i);
        const read = readPastedAmount(spoilt);
        // a mark anywhere leaves nothing to read, unless it is a comma that still groups validly
        if (read !== null) {
          expect(mark).toBe(',');
          expect(read).toBe(digits);
        }
      }),
    );
  });

  it('a digit typed after a refused mark is refused even when it repeats the last digit kept', () => {
    const typed = (keys: string) => {
      let field = { value: '', hint: null as string | null, holding: false };
      for (const k of keys) field = editAmount(field.value, field.value + k, field.holding);
      return field;
    };
    expect(typed('11.1')).toEqual({ value: '11', hint: AMOUNT_HINT, holding: true });
    expect(typed('5.55')).toEqual({ value: '5', hint: AMOUNT_HINT, holding: true });
  });

  it('a mark typed among the digits is refused wherever the caret is; after a digit it opens a refused fraction', () => {
    expect(editAmount('1', 'x1')).toEqual({ value: '1', hint: AMOUNT_HINT, holding: false });
    expect(editAmount('12', '1x2')).toEqual({ value: '12', hint: AMOUNT_HINT, holding: true });
    expect(editAmount('123', '1.23')).toEqual({ value: '123', hint: AMOUNT_HINT, holding: true });
  });

  it('while a refused fraction is open, a digit typed in the middle is refused too; a deletion is kept and ends it', () => {
    expect(editAmount('12', '192', true)).toEqual({ value: '12', hint: AMOUNT_HINT, holding: true });
    expect(editAmount('11', '1', true)).toEqual({ value: '1', hint: null, holding: false });
    expect(editAmount('100', '10', true)).toEqual({ value: '10', hint: null, holding: false });
  });

  it('an edit that changes nothing keeps the value, adds no hint and leaves a refused fraction open', () => {
    expect(editAmount('7', '7', true)).toEqual({ value: '7', hint: null, holding: true });
    expect(editAmount('7', '7', false)).toEqual({ value: '7', hint: null, holding: false });
    expect(editAmount('', '', true)).toEqual({ value: '', hint: null, holding: true });
  });
});

describe('lines helpers', () => {
  const l = (bet_numbers: string, bet_money: number, type: 1 | 2 | 3 = 1): BetLine => ({ bet_numbers, bet_money, type });
  it('totalOf sums bet_money', () => {
    expect(totalOf([])).toBe(0);
    expect(totalOf([l('12', 10), l('3', 5, 2)])).toBe(15);
  });
  it('mergeBetLines merges same number and type, keeps first-seen order', () => {
    expect(mergeBetLines([l('12', 10), l('21', 10), l('12', 5), l('12', 5, 2)])).toEqual([l('12', 15), l('21', 10), l('12', 5, 2)]);
  });
  it('validatePlay: Empty Response only with no line', () => {
    expect(validatePlay([])).toBe(MSG.emptyResponse);
    expect(validatePlay([l('1', 1)])).toBeNull();
  });
});
