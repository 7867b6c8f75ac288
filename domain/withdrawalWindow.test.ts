import fc from 'fast-check';
import { isWithdrawalOpen } from './withdrawalWindow';

const IST_OFFSET_MS = 330 * 60_000;
/** The instant at h:m:s IST on 2024-01-15. */
const at = (h: number, m: number, s = 0) => Date.UTC(2024, 0, 15, h, m, s) - IST_OFFSET_MS;

describe('withdrawal window (IST)', () => {
  it('same-day window, both ends inclusive', () => {
    expect(isWithdrawalOpen(at(8, 59, 59), '09:00', '21:00')).toBe(false);
    expect(isWithdrawalOpen(at(9, 0), '09:00', '21:00')).toBe(true);
    expect(isWithdrawalOpen(at(21, 0, 0), '09:00', '21:00')).toBe(true);
    expect(isWithdrawalOpen(at(21, 0, 1), '09:00', '21:00')).toBe(false);
    expect(isWithdrawalOpen(at(21, 0, 30), '09:00:00', '21:00:30')).toBe(true);
    expect(isWithdrawalOpen(at(9, 59, 59), '10:00:00', '18:00:00')).toBe(false);
    expect(isWithdrawalOpen(new Date(at(12, 0)), '10:00', '18:00')).toBe(true);
  });

  it('a window that crosses midnight', () => {
    expect(isWithdrawalOpen(at(23, 30), '22:00', '02:00')).toBe(true);
    expect(isWithdrawalOpen(at(1, 59), '22:00', '02:00')).toBe(true);
    expect(isWithdrawalOpen(at(2, 0, 1), '22:00', '02:00')).toBe(false);
    expect(isWithdrawalOpen(at(12, 0), '22:00', '02:00')).toBe(false);
    // both ends included here too
    expect(isWithdrawalOpen(at(22, 0, 0), '22:00', '02:00')).toBe(true);
    expect(isWithdrawalOpen(at(21, 59, 59), '22:00', '02:00')).toBe(false);
    expect(isWithdrawalOpen(at(2, 0, 0), '22:00', '02:00')).toBe(true);
  });

  it('start === end is open all day; unreadable settings never block', () => {
    expect(isWithdrawalOpen(at(3, 0), '10:00', '10:00')).toBe(true);
    expect(isWithdrawalOpen(at(3, 0), '00:00', '00:00')).toBe(true);
    expect(isWithdrawalOpen(at(3, 0), '', '')).toBe(true);
    expect(isWithdrawalOpen(at(22, 0), 'ten', '21:00')).toBe(true);
    expect(isWithdrawalOpen(at(3, 0), 'soon', '18:00')).toBe(true);
  });

  it('property: a setting that cannot be read blocks at no time of day, whichever end it is (the server still decides)', () => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const readable = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${pad(h)}:${pad(m)}`);
    const unreadable = fc.oneof(fc.constantFrom('', 'ten', '24:00', '9', '09-00', 'null'), fc.string().filter((x) => !/^\s*\d{1,2}:\d{2}(:\d{2})?\s*$/.test(x)));
    const instant = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 })).map(([h, m, s]) => at(h, m, s));
    fc.assert(
      fc.property(instant, readable, unreadable, (now, ok, bad) => {
        expect(isWithdrawalOpen(now, bad, ok)).toBe(true);
        expect(isWithdrawalOpen(now, ok, bad)).toBe(true);
        expect(isWithdrawalOpen(now, bad, bad)).toBe(true);
      }),
    );
  });

  it('a time that cannot be read blocks nothing (the server still decides)', () => {
    for (const [start, end] of [['09:00', '21:00'], ['22:00', '02:00'], ['00:01', '00:02']]) {
      expect(isWithdrawalOpen(Number.NaN, start!, end!)).toBe(true);
      expect(isWithdrawalOpen(new Date('not a date'), start!, end!)).toBe(true);
    }
  });

  it('uses IST, whatever the machine time zone: 09:00 IST is 03:30 UTC', () => {
    expect(isWithdrawalOpen(Date.UTC(2024, 0, 15, 3, 29, 59), '09:00', '21:00')).toBe(false);
    expect(isWithdrawalOpen(Date.UTC(2024, 0, 15, 3, 30, 0), '09:00', '21:00')).toBe(true);
  });

  it('property: a crossing window is the complement of the same-day window (except its ends)', () => {
    const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }));
    const pad = (n: number) => String(n).padStart(2, '0');
    fc.assert(
      fc.property(time, time, time, fc.integer({ min: 1, max: 59 }), ([h1, m1], [h2, m2], [h, m], s) => {
        const a = `${pad(h1)}:${pad(m1)}`;
        const b = `${pad(h2)}:${pad(m2)}`;
        fc.pre(a !== b);
        const now = at(h, m, s); // s ≥ 1 so `now` is never exactly an end
        return isWithdrawalOpen(now, a, b) === !isWithdrawalOpen(now, b, a);
      }),
    );
  });
});
