import fc from 'fast-check';
import { formatCountdown, istInstant, countdown, countdownSettlesAt } from './index';

describe('countdown', () => {
  it('hours:minutes:seconds unpadded', () => {
    expect(formatCountdown(3_723_000)).toBe('1:2:3');
    expect(formatCountdown(59_000)).toBe('0:0:59');
    expect(formatCountdown(36_610_000)).toBe('10:10:10');
    expect(formatCountdown(50 * 3600_000)).toBe('50:0:0');
    expect(formatCountdown(1_999)).toBe('0:0:1');
  });
  it("'00:00:00' at zero, once past, and for anything unreadable", () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(999)).toBe('00:00:00');
    expect(formatCountdown(-5000)).toBe('00:00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
  });
  it('settles: from countdownSettlesAt(target) on it reads 00:00:00 for good, and not a millisecond before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000, max: 4_000_000_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (target, after) => {
        const settles = countdownSettlesAt(target);
        expect(countdown(target, settles + after)).toBe('00:00:00');
        expect(countdown(target, settles - 1)).not.toBe('00:00:00');
      }),
    );
  });
  it('target instant from date + time in IST', () => {
    expect(istInstant('2026-11-21', '18:00:00')).toBe(Date.UTC(2026, 10, 21, 12, 30, 0));
    expect(istInstant('2026-11-22', '00:15')).toBe(Date.UTC(2026, 10, 21, 18, 45, 0));
    expect(istInstant('2026-11-21', '')).toBeNull();
    expect(istInstant('', '10:00:00')).toBeNull();
    expect(istInstant('2026-13-01', '10:00:00')).toBeNull();
    expect(istInstant('2026-02-30', '10:00:00')).toBeNull();
    expect(istInstant('2026-11-21', '25:00:00')).toBeNull();
  });
  it('reads a date with spaces around it, and nothing else around it', () => {
    expect(istInstant(' 2026-11-21 ', '18:00:00')).toBe(istInstant('2026-11-21', '18:00:00'));
    for (const bad of ['x2026-11-21', '2026-11-21x', '12026-11-21', '2026-11-211']) expect(istInstant(bad, '18:00:00'), bad).toBeNull();
  });
  it('refuses a year before 100 rather than reading it as 19xx', () => {
    expect(istInstant('0050-01-01', '10:00')).toBeNull();
    expect(istInstant('0099-12-31', '10:00')).toBeNull();
  });
  it('countdown(target, now)', () => {
    const target = istInstant('2026-11-21', '18:00:00')!;
    expect(countdown(target, target - 3_723_000)).toBe('1:2:3');
    expect(countdown(target, target + 1)).toBe('00:00:00');
    expect(countdown(null, target)).toBe('00:00:00');
    expect(countdown(target, new Date(target - 1000))).toBe('0:0:1');
  });
  it('property: the format round-trips whole seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (s) => {
        const [h, m, sec] = formatCountdown(s * 1000).split(':').map(Number) as [number, number, number];
        expect(h * 3600 + m * 60 + sec).toBe(s);
        expect(m).toBeLessThan(60);
        expect(sec).toBeLessThan(60);
      }),
    );
  });
});
