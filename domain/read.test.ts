import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PhpHabit } from './phpHabits';
import { readAmount, readClockTime, readDay, readFlag, readHourMinute, readWhole } from './read';

/** The habits a reading noted. */
function noted<T>(read: (note: (h: PhpHabit) => void) => T): { value: T; habits: PhpHabit[] } {
  const habits: PhpHabit[] = [];
  const value = read((h) => habits.push(h));
  return { value, habits: [...new Set(habits)] };
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
