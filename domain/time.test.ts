import fc from 'fast-check';
import { clockText, dateTimeText, formatClock } from './time';

describe('one way to write a time of day and a moment (issue 38)', () => {
  it("a time of day is 12-hour, the hour unpadded: '3:05 PM'", () => {
    expect(formatClock(0)).toBe('12:00 AM');
    expect(formatClock(9 * 3600 + 5 * 60)).toBe('9:05 AM');
    expect(formatClock(12 * 3600)).toBe('12:00 PM');
    expect(formatClock(15 * 3600 + 5 * 60 + 59)).toBe('3:05 PM');
    expect(formatClock(23 * 3600 + 59 * 60)).toBe('11:59 PM');
  });
  it('a clock text of the contract (HH:MM:SS or HH:MM) reads the same way; any other text is shown as it came', () => {
    expect(clockText('14:05:00')).toBe('2:05 PM');
    expect(clockText('09:30')).toBe('9:30 AM');
    expect(clockText(' soon ')).toBe('soon');
    expect(clockText('')).toBe('');
  });
  it('a moment (YYYY-MM-DD HH:MM:SS, IST) is the day DD-MM-YYYY and the time of day', () => {
    expect(dateTimeText('2026-11-22 12:00:00')).toBe('22-11-2026 12:00 PM');
    expect(dateTimeText('2026-01-05 00:07')).toBe('05-01-2026 12:07 AM');
    expect(dateTimeText('yesterday')).toBe('yesterday');
    expect(dateTimeText('2026-13-45 99:00:00')).toBe('2026-13-45 99:00:00');
  });
  it('every minute of the day has its own text', () => {
    const seen = new Set<string>();
    for (let m = 0; m < 24 * 60; m++) seen.add(formatClock(m * 60));
    expect(seen.size).toBe(24 * 60);
    fc.assert(fc.property(fc.integer({ min: 0, max: 86399 }), (s) => /^(1[0-2]|[1-9]):[0-5]\d [AP]M$/.test(formatClock(s))));
  });
});

describe('the clock in Hindi and Marathi names the part of the day, in Devanagari, with Latin digits (issue 38)', () => {
  const HI = 'hi-u-nu-latn';
  const MR = 'mr-u-nu-latn';
  it('Hindi: रात, सुबह, दोपहर, शाम before the 12-hour time', () => {
    expect(formatClock(0, HI)).toBe('रात 12:00');
    expect(formatClock(3 * 3600 + 30 * 60, HI)).toBe('रात 3:30');
    expect(formatClock(9 * 3600 + 5 * 60, HI)).toBe('सुबह 9:05');
    expect(formatClock(12 * 3600, HI)).toBe('दोपहर 12:00');
    expect(formatClock(15 * 3600 + 5 * 60 + 59, HI)).toBe('दोपहर 3:05');
    expect(formatClock(18 * 3600, HI)).toBe('शाम 6:00');
    expect(formatClock(23 * 3600 + 59 * 60, HI)).toBe('रात 11:59');
  });
  it('Marathi: रात्र, पहाट, सकाळ, दुपार, संध्याकाळ before the 12-hour time', () => {
    expect(formatClock(0, MR)).toBe('रात्र 12:00');
    expect(formatClock(5 * 3600, MR)).toBe('पहाट 5:00');
    expect(formatClock(9 * 3600 + 5 * 60, MR)).toBe('सकाळ 9:05');
    expect(formatClock(15 * 3600 + 5 * 60, MR)).toBe('दुपार 3:05');
    expect(formatClock(18 * 3600, MR)).toBe('संध्याकाळ 6:00');
    expect(formatClock(23 * 3600 + 30 * 60, MR)).toBe('रात्र 11:30');
  });
  it('no Latin letter and no Devanagari digit in any minute of the day; the contract texts and moments read the same way', () => {
    for (const locale of [HI, MR])
      fc.assert(fc.property(fc.integer({ min: 0, max: 86399 }), (s) => /^[\u0900-\u097F]+ (1[0-2]|[1-9]):[0-5]\d$/.test(formatClock(s, locale)) && !/[\u0966-\u096F]/.test(formatClock(s, locale))));
    expect(clockText('14:05:00', HI)).toBe('दोपहर 2:05');
    expect(clockText(' soon ', HI)).toBe('soon');
    expect(dateTimeText('2026-11-22 21:00:00', MR)).toBe('22-11-2026 रात्र 9:00');
  });
});
