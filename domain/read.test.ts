import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PhpHabit } from './phpHabits';
import { isNoRowsMessage, readAmount, readClockTime, readDay, readFlag, readHourMinute, readWhole } from './read';

/** The habits a reading noted. */
function noted<T>(read: (note: (h: PhpHabit) => void) => T): { value: T; habits: PhpHabit[] } {
  const habits: PhpHabit[] = [];
  const value = read((h) => habits.push(h));
  return { value, habits: [...new Set(habits)] };
}

/** Every call to `note`, in order and repeated as made: the QA panel counts each one. */
function calls<T>(read: (note: (h: PhpHabit) => void) => T): { value: T; calls: PhpHabit[] } {
  const habits: PhpHabit[] = [];
  const value = read((h) => habits.push(h));
  return { value, calls: habits };
}

/** '1,25,000' or '125,000' style grouping of a whole number's digits. */
function grouped(whole: number, indian: boolean): string {
  const s = String(whole);
  if (!indian) return s.replace(/\B(?=(\d{3})+$)/g, ',');
  const head = s.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return head ? `${head},${s.slice(-3)}` : s;
}

const rupees = fc.integer({ min: 0, max: 99_99_99_999 });
const paise = fc.integer({ min: 0, max: 99 });

describe('amounts', () => {
  it('a number, a numeric string and a string with thousands separators read as the same rupees and paise', () => {
    fc.assert(
      fc.property(rupees, paise, fc.boolean(), (r, p, indian) => {
        const frac = `.${String(p).padStart(2, '0')}`;
        const exact = Number(`${r}${frac}`); // as JSON.parse reads it
        expect(readAmount(exact)).toBe(exact);
        expect(noted((n) => readAmount(`${r}${frac}`, n))).toEqual({ value: exact, habits: ['numbers-as-strings'] });
        const withCommas = `${grouped(r, indian)}${frac}`;
        const read = noted((n) => readAmount(withCommas, n));
        expect(read.value).toBe(exact);
        if (r >= 1000) expect(read.habits).toContain('thousands-separators');
      }),
    );
  });

  it("'1,250.50' is 1250.5 and '1,25,000' is 125000", () => {
    expect(readAmount('1,250.50')).toBe(1250.5);
    expect(readAmount('1,25,000')).toBe(125000);
    expect(readAmount(' 250 ')).toBe(250);
    expect(readAmount('-40')).toBe(-40);
  });

  it('what is not an amount exact to the paisa is unknown (null), never 0 or a rounded number', () => {
    for (const v of ['', 'abc', '12,34', '1,2345', '1.234', 12.345, '₹100', '100 Rs', 'NaN', 'Infinity', '1e3', 1e-7, Number.NaN, Number.POSITIVE_INFINITY, undefined, {}, [], true]) {
      expect(readAmount(v), JSON.stringify(v)).toBeNull();
    }
    expect(noted((n) => readAmount(null, n))).toEqual({ value: null, habits: ['nulls'] });
  });

  it('a number too large to be held exactly is unknown, never the nearest one a double can hold', () => {
    // a BIGINT id PHP sends as a string; an amount whose paise pass 2^53
    expect(readWhole('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(readWhole('9007199254740993')).toBeNull();
    expect(readWhole('12345678901234567890')).toBeNull();
    expect(readWhole(2 ** 53)).toBeNull();
    expect(readAmount('90071992547409.93')).toBeNull();
    expect(readAmount('9007199254740993')).toBeNull();
    expect(readAmount(2 ** 60)).toBeNull();
    expect(readAmount('1,00,00,00,000.50')).toBe(1000000000.5);
    expect(readAmount('90071992547409.91')).toBe(90071992547409.91);
  });

  it('trailing zeros after the paise are the same amount', () => {
    expect(readAmount('12.500')).toBe(12.5);
    expect(readAmount('100.00')).toBe(100);
  });

  it('whole numbers (ids, counts, rates) read from numbers and strings; a fraction is unknown', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), (n) => {
        expect(readWhole(String(n))).toBe(n);
        expect(readWhole(n)).toBe(n);
      }),
    );
    expect(readWhole('9,500')).toBe(9500);
    expect(readWhole('9.5')).toBeNull();
    expect(readWhole('x')).toBeNull();
  });
});

describe('flags', () => {
  it('true / false, 1 / 0, "1" / "0" (tinyint) and "true" / "false" (words) read exactly; each habit is noted', () => {
    expect(readFlag(true)).toBe(true);
    expect(readFlag(0)).toBe(false);
    expect(noted((n) => readFlag('1', n))).toEqual({ value: true, habits: ['tinyint-booleans'] });
    expect(noted((n) => readFlag('0', n))).toEqual({ value: false, habits: ['tinyint-booleans'] });
    expect(noted((n) => readFlag('TRUE', n))).toEqual({ value: true, habits: ['word-booleans'] });
    expect(noted((n) => readFlag('false', n))).toEqual({ value: false, habits: ['word-booleans'] });
  });

  it('anything else is unknown, not false', () => {
    for (const v of ['yes', 'no', '', '2', 2, -1, 'off', undefined, {}, null]) expect(readFlag(v), JSON.stringify(v)).toBeNull();
  });
});

const hours = fc.integer({ min: 0, max: 23 });
const sixty = fc.integer({ min: 0, max: 59 });
const p2 = (n: number) => String(n).padStart(2, '0');

/** 'h:mm AM' of a 24-hour time. */
function twelve(h: number, m: number, upper: boolean): string {
  const ap = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${p2(m)} ${upper ? ap : ap.toLowerCase()}`;
}

describe('times of day', () => {
  it('HH:MM:SS, HH:MM and h:mm AM/PM read as the same ClockTime; each habit is noted', () => {
    fc.assert(
      fc.property(hours, sixty, sixty, fc.boolean(), (h, m, s, upper) => {
        expect(noted((n) => readClockTime(`${p2(h)}:${p2(m)}:${p2(s)}`, n))).toEqual({ value: `${p2(h)}:${p2(m)}:${p2(s)}`, habits: [] });
        expect(noted((n) => readClockTime(`${p2(h)}:${p2(m)}`, n))).toEqual({ value: `${p2(h)}:${p2(m)}:00`, habits: ['times-hh-mm'] });
        expect(noted((n) => readClockTime(twelve(h, m, upper), n))).toEqual({ value: `${p2(h)}:${p2(m)}:00`, habits: ['times-12-hour'] });
        expect(readHourMinute(twelve(h, m, upper))).toBe(`${p2(h)}:${p2(m)}`);
        expect(readHourMinute(`${p2(h)}:${p2(m)}`)).toBe(`${p2(h)}:${p2(m)}`);
      }),
    );
  });

  it('12:xx AM is 00:xx and 12:xx PM is 12:xx', () => {
    expect(readClockTime('12:05 AM')).toBe('00:05:00');
    expect(readClockTime('12:05 PM')).toBe('12:05:00');
    expect(readClockTime('1:30PM')).toBe('13:30:00');
    expect(readClockTime('11:59:30 p.m.')).toBe('23:59:30');
  });

  it('a time that cannot be read is unknown', () => {
    for (const v of ['', '24:00', '12:60', '13:00 PM', '0:30 AM', '10', '10:5', 'noon', '10:00 XM', 1000, null, undefined]) {
      expect(readClockTime(v), JSON.stringify(v)).toBeNull();
    }
    expect(readHourMinute('10:00:30')).toBeNull();
  });
});

describe('days', () => {
  const day = fc.date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true });
  it('DD-MM-YYYY, YYYY-MM-DD and either with a time read as the day the field wants', () => {
    fc.assert(
      fc.property(day, hours, sixty, (d, h, m) => {
        const [y, mo, da] = [d.getUTCFullYear(), p2(d.getUTCMonth() + 1), p2(d.getUTCDate())];
        const dmy = `${da}-${mo}-${y}`;
        const ymd = `${y}-${mo}-${da}`;
        expect(noted((n) => readDay(dmy, 'dmy', n))).toEqual({ value: dmy, habits: [] });
        expect(noted((n) => readDay(ymd, 'dmy', n))).toEqual({ value: dmy, habits: ['dates-iso'] });
        expect(noted((n) => readDay(`${ymd} ${p2(h)}:${p2(m)}:00`, 'dmy', n))).toEqual({ value: dmy, habits: ['dates-with-time', 'dates-iso'] });
        expect(noted((n) => readDay(ymd, 'ymd', n))).toEqual({ value: ymd, habits: [] });
        expect(readDay(dmy, 'ymd')).toBe(ymd);
        expect(readDay(`${ymd}T${p2(h)}:${p2(m)}:00`, 'ymd')).toBe(ymd);
      }),
    );
  });

  it('a day that does not exist or cannot be read is unknown', () => {
    for (const v of ['31-02-2026', '2026-13-01', '2026/01/10', '10-01-26', '', 'today', null, 20260110]) expect(readDay(v, 'dmy'), JSON.stringify(v)).toBeNull();
  });
});

describe('which habit each form reports, and only that one', () => {
  type Row = [input: unknown, value: unknown, habits: PhpHabit[]];

  it('amounts: the value read exactly and the exact habits noted', () => {
    const rows: Row[] = [
      [250, 250, []],
      [12.5, 12.5, []],
      ['250', 250, ['numbers-as-strings']],
      [' 250.50 ', 250.5, ['numbers-as-strings']],
      ['+250', 250, ['numbers-as-strings']],
      ['1,250.50', 1250.5, ['thousands-separators', 'numbers-as-strings']],
      ['1,25,000', 125000, ['thousands-separators', 'numbers-as-strings']],
      ['12,345,678', 12345678, ['thousands-separators', 'numbers-as-strings']],
      ['+1,250', 1250, ['thousands-separators', 'numbers-as-strings']],
      ['-1,250.50', -1250.5, ['thousands-separators', 'numbers-as-strings']],
      [null, null, ['nulls']],
      [undefined, null, []],
      [true, null, []],
      ['abc', null, []],
      ['', null, []],
    ];
    for (const [input, value, habits] of rows) {
      expect(calls((n) => readAmount(input, n)), JSON.stringify(input)).toEqual({ value, calls: habits });
    }
  });

  it('a number written only partly right is not an amount: trailing or leading garbage, hex, exponents', () => {
    for (const v of ['12.', '.5', '0x12', '1e3', '1e5', '2.5e2', '12abc', 'abc12', '1234,567', '12,3456', '1,234.', 'x1,250', '.1,250']) {
      expect(readAmount(v), v).toBeNull();
      expect(readWhole(v), v).toBeNull();
    }
  });

  it('whole numbers: a string in exponent or hex form, or with a trailing dot, is not a whole number', () => {
    expect(calls((n) => readWhole('12', n))).toEqual({ value: 12, calls: ['numbers-as-strings'] });
    expect(calls((n) => readWhole('-3', n))).toEqual({ value: -3, calls: ['numbers-as-strings'] });
    expect(calls((n) => readWhole('12.0', n))).toEqual({ value: 12, calls: ['numbers-as-strings'] });
    expect(calls((n) => readWhole('1,00,000', n))).toEqual({ value: 100000, calls: ['thousands-separators', 'numbers-as-strings'] });
    expect(calls((n) => readWhole(null, n))).toEqual({ value: null, calls: ['nulls'] });
    expect(readWhole('1e3')).toBeNull();
    expect(readWhole('0x10')).toBeNull();
    expect(readWhole('12.')).toBeNull();
  });

  it('any digits with junk before or after them are not a number, whatever the digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom('x', '.', 'e', 'abc', '#', '0x', '₹'), (n, junk) => {
        expect(readAmount(`${junk}${n}`), `${junk}${n}`).toBeNull();
        expect(readWhole(`${junk}${n}`), `${junk}${n}`).toBeNull();
        expect(readAmount(`${n}${junk}`), `${n}${junk}`).toBeNull();
        expect(readWhole(`${n}${junk}`), `${n}${junk}`).toBeNull();
      }),
    );
  });

  it('a signed amount with thousands separators keeps its sign and counts the separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 99_99_99_999 }), paise, fc.boolean(), fc.constantFrom('+', '-'), (r, p, indian, sign) => {
        const frac = `.${String(p).padStart(2, '0')}`;
        const exact = Number(`${sign}${r}${frac}`);
        expect(calls((n) => readAmount(`${sign}${grouped(r, indian)}${frac}`, n))).toEqual({
          value: exact,
          calls: ['thousands-separators', 'numbers-as-strings'],
        });
      }),
    );
  });

  it('flags: the value read and the exact habits noted, spaces and case aside', () => {
    const rows: Row[] = [
      [true, true, []],
      [false, false, []],
      [1, true, []],
      [0, false, []],
      ['1', true, ['tinyint-booleans']],
      [' 1 ', true, ['tinyint-booleans']],
      [' 0\n', false, ['tinyint-booleans']],
      ['true', true, ['word-booleans']],
      [' True ', true, ['word-booleans']],
      ['  FALSE', false, ['word-booleans']],
      [null, null, ['nulls']],
      [undefined, null, []],
      ['yes', null, []],
      [2, null, []],
    ];
    for (const [input, value, habits] of rows) {
      expect(calls((n) => readFlag(input, n)), JSON.stringify(input)).toEqual({ value, calls: habits });
    }
  });

  it('times: ClockTime and HourMinute from each form, with exactly the habit that form is', () => {
    const rows: [input: unknown, clock: string | null, clockHabits: PhpHabit[], hm: string | null, hmHabits: PhpHabit[]][] = [
      ['14:05:00', '14:05:00', [], '14:05', []],
      ['14:05:30', '14:05:30', [], null, []],
      ['14:05', '14:05:00', ['times-hh-mm'], '14:05', []],
      ['7:05', '07:05:00', ['times-hh-mm'], '07:05', []],
      [' 09:00 ', '09:00:00', ['times-hh-mm'], '09:00', []],
      ['2:05 PM', '14:05:00', ['times-12-hour'], '14:05', ['times-12-hour']],
      ['12:05 AM', '00:05:00', ['times-12-hour'], '00:05', ['times-12-hour']],
      ['12:00 pm', '12:00:00', ['times-12-hour'], '12:00', ['times-12-hour']],
      ['11:59:59 p.m.', '23:59:59', ['times-12-hour'], null, []],
      ['9:15:00 am', '09:15:00', ['times-12-hour'], '09:15', ['times-12-hour']],
      [null, null, ['nulls'], null, ['nulls']],
      [undefined, null, [], null, []],
      ['24:00', null, [], null, []],
      ['10:30:60', null, [], null, []],
      ['10:60', null, [], null, []],
      ['10:30 M', null, [], null, []],
      ['10:30 m', null, [], null, []],
      ['110:30', null, [], null, []],
      ['at 10:30', null, [], null, []],
      ['x10:30:00', null, [], null, []],
      ['10:30:00 x', null, [], null, []],
      [['10:30'], null, [], null, []],
      [['10:30:00'], null, [], null, []],
      [1030, null, [], null, []],
    ];
    for (const [input, clock, clockHabits, hm, hmHabits] of rows) {
      expect(calls((n) => readClockTime(input, n)), `ClockTime ${JSON.stringify(input)}`).toEqual({ value: clock, calls: clockHabits });
      expect(calls((n) => readHourMinute(input, n)), `HourMinute ${JSON.stringify(input)}`).toEqual({ value: hm, calls: hmHabits });
    }
  });

  it('a 12-hour time read as HourMinute counts the 12-hour habit, whatever the time', () => {
    fc.assert(
      fc.property(hours, sixty, fc.boolean(), (h, m, upper) => {
        expect(calls((n) => readHourMinute(twelve(h, m, upper), n))).toEqual({ value: `${p2(h)}:${p2(m)}`, calls: ['times-12-hour'] });
      }),
    );
  });

  it('seconds past 59 are not a time, whatever the hour and minute', () => {
    fc.assert(
      fc.property(hours, sixty, fc.integer({ min: 60, max: 99 }), (h, m, s) => {
        expect(readClockTime(`${p2(h)}:${p2(m)}:${s}`)).toBeNull();
        expect(readClockTime(`${h % 12 === 0 ? 12 : h % 12}:${p2(m)}:${s} PM`)).toBeNull();
      }),
    );
  });

  it('days: the day each form and each time suffix gives, with exactly the habits it is', () => {
    const rows: [input: unknown, form: 'dmy' | 'ymd', value: string | null, habits: PhpHabit[]][] = [
      ['10-01-2026', 'dmy', '10-01-2026', []],
      ['10-01-2026', 'ymd', '2026-01-10', []],
      ['2026-01-10', 'dmy', '10-01-2026', ['dates-iso']],
      ['2026-01-10', 'ymd', '2026-01-10', []],
      [' 2026-01-10 ', 'ymd', '2026-01-10', []],
      ['\t10-01-2026\n', 'dmy', '10-01-2026', []],
      ['2026-01-10 14:05', 'ymd', '2026-01-10', ['dates-with-time']],
      ['2026-01-10 9:05', 'dmy', '10-01-2026', ['dates-with-time', 'dates-iso']],
      ['2026-01-10 14:05:00', 'ymd', '2026-01-10', ['dates-with-time']],
      ['2026-01-10T14:05:00Z', 'ymd', '2026-01-10', ['dates-with-time']],
      ['2026-01-10T14:05:00.123', 'ymd', '2026-01-10', ['dates-with-time']],
      ['2026-01-10T14:05:00.123456Z', 'ymd', '2026-01-10', ['dates-with-time']],
      ['2026-01-10T14:05:00+05:30', 'ymd', '2026-01-10', ['dates-with-time']],
      ['2026-01-10T14:05:00-0800', 'ymd', '2026-01-10', ['dates-with-time']],
      ['2026-01-10 14:05:00.5 +05:30', 'ymd', null, []],
      ['10-01-2026 14:05:00', 'dmy', '10-01-2026', ['dates-with-time']],
      ['10-01-2026 14:05:00 ', 'dmy', '10-01-2026', ['dates-with-time']],
      [null, 'dmy', null, ['nulls']],
      [null, 'ymd', null, ['nulls']],
      [undefined, 'dmy', null, []],
      [['2026-01-10'], 'dmy', null, []],
      [['10-01-2026'], 'ymd', null, []],
      ['0000-00-00', 'ymd', null, []],
      ['0000-00-00 00:00:00', 'dmy', null, []],
      ['2026-00-10', 'ymd', null, []],
      ['10-00-2026', 'dmy', null, []],
      ['2026-01-00', 'ymd', null, []],
      ['00-01-2026', 'dmy', null, []],
      ['29-02-2028', 'ymd', '2028-02-29', []],
      ['29-02-2026', 'ymd', null, []],
      ['2026-01-10x', 'ymd', null, []],
      ['2026-01-10 junk', 'ymd', null, []],
      ['x2026-01-10', 'ymd', null, []],
      ['12026-01-10', 'ymd', null, []],
      ['on 10-01-2026', 'dmy', null, []],
      ['110-01-2026', 'dmy', null, []],
    ];
    for (const [input, form, value, habits] of rows) {
      expect(calls((n) => readDay(input, form, n)), `${form} ${JSON.stringify(input)}`).toEqual({ value, calls: habits });
    }
  });

  it('a month or a day numbered 0 does not exist, in any year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2099 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (y, m, d) => {
        expect(readDay(`${y}-00-${p2(d)}`, 'ymd')).toBeNull();
        expect(readDay(`${p2(d)}-00-${y}`, 'dmy')).toBeNull();
        expect(readDay(`${y}-${p2(m)}-00`, 'ymd')).toBeNull();
        expect(readDay(`00-${p2(m)}-${y}`, 'dmy')).toBeNull();
      }),
    );
  });
});

describe('a failure that only says a list has no rows', () => {
  it('each way of saying it, in any case, with spaces around and a closing . or !', () => {
    for (const m of [
      'No data found',
      'no data found',
      'NO DATA FOUND',
      'No data',
      'No  data  found',
      'No data was found',
      'No data was  found',
      'No record found',
      'No records found',
      'No records were found',
      'No records were  found',
      'No records',
      'No record',
      'No row found',
      'No rows found',
      'No entries found',
      'No result found',
      'No results',
      'Data not found',
      'data  not  found',
      'Record not found',
      'Records not found',
      ' No data found',
      '\tNo data found',
      'No data found.',
      'No data found!',
      'No data found .',
      'No data found. ',
      'No records found !\n',
    ]) {
      expect(isNoRowsMessage(m), JSON.stringify(m)).toBe(true);
    }
  });

  it('any other message is a failure, even one that contains such words', () => {
    for (const m of [
      '',
      'Error: no data found',
      'Sorry, No data found',
      'xNo data found',
      'No data found for user 5',
      'No data in table',
      'No data foundx',
      'No data found?',
      'No data found..',
      'Nodata found',
      'No entry found',
      'No data is found',
      'Data found',
      'Row not found',
      'Invalid session',
      'Insufficient balance',
    ]) {
      expect(isNoRowsMessage(m), JSON.stringify(m)).toBe(false);
    }
  });
});
