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
