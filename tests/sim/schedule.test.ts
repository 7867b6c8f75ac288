/** Clock, IST arithmetic and market sessions (including sessions that cross midnight). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Clock,
  currentSession,
  dayKey,
  ist,
  istDay,
  istEpoch,
  parseDayKey,
  parseInstant,
  phaseAt,
  sessionTimes,
  type ClockState,
  type MarketDef,
} from '../../mock-server/core';

const at = (s: string) => parseInstant(s) as number; // 'YYYY-MM-DD HH:MM' read as IST

const disawar: MarketDef = { id: '9', name: 'Disawar', sequence: 9, open: '06:00', close: '03:30', result: '05:00', results: [] };
const delhi: MarketDef = { id: '2', name: 'Delhi Bazar', sequence: 2, open: '08:00', close: '14:50', result: '15:00', results: [] };
const night: MarketDef = { id: '8', name: 'Rajdhani Night', sequence: 8, open: '12:00', close: '00:45', result: '01:00', results: [] };

describe('IST helpers', () => {
  it('reads IST whatever the machine zone', () => {
    const t = Date.parse('2026-03-01T18:45:00Z'); // 00:15 IST on 2 March
    expect(ist(t)).toEqual({ ymd: '2026-03-02', dmy: '02-03-2026', hms: '00:15:00', dateTime: '2026-03-02 00:15:00' });
    expect(dayKey(istDay(t))).toBe('2026-03-02');
    expect(parseInstant('2026-03-02 00:15')).toBe(t);
    expect(parseInstant('2026-03-01T18:45:00Z')).toBe(t);
    expect(parseInstant(t)).toBe(t);
    expect(parseInstant('tomorrow')).toBeNull();
  });

  it('day keys and epochs round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: 1439 }), (day, minutes) => {
        expect(parseDayKey(dayKey(day))).toBe(day);
        const t = istEpoch(day, minutes);
        expect(istDay(t)).toBe(day);
      }),
    );
  });
});

describe('Clock', () => {
  it('runs in real time by default; freezes, sets and advances', () => {
    let real = 1_000_000;
    const state: ClockState = { offsetMs: 0, frozenAt: null };
    const clock = new Clock(() => state, () => real);
    expect(clock.now()).toBe(1_000_000);
    real += 500;
    expect(clock.now()).toBe(1_000_500);
    clock.advance(60_000);
    expect(clock.now()).toBe(1_060_500);
    clock.freeze();
    real += 10_000;
    expect(clock.now()).toBe(1_060_500);
    clock.set(5_000_000);
    expect(clock.now()).toBe(5_000_000);
    clock.unfreeze();
    real += 1000;
    expect(clock.now()).toBe(5_001_000);
    expect(clock.frozen).toBe(false);
    clock.real();
    expect(clock.now()).toBe(real);
  });
});

describe('market sessions', () => {
  it('a day market: open 08:00, close 14:50, result 15:00 the same day', () => {
    expect(phaseAt(delhi, at('2026-03-02 07:59')).phase).toBe('closed'); // yesterday's session, result never declared here
    const s = currentSession(delhi, at('2026-03-02 09:00'));
    expect(s.key).toBe('2026-03-02');
    expect(ist(s.closeAt).dateTime).toBe('2026-03-02 14:50:00');
    expect(ist(s.resultAt).dateTime).toBe('2026-03-02 15:00:00');
    expect(phaseAt(delhi, at('2026-03-02 14:49')).phase).toBe('open');
    expect(phaseAt(delhi, at('2026-03-02 14:50')).phase).toBe('closed');
    const declared = { ...delhi, results: [{ session: '2026-03-02', number: '42', declaredAt: at('2026-03-02 15:00') }] };
    expect(phaseAt(declared, at('2026-03-02 15:01')).phase).toBe('resulted');
    expect(phaseAt(declared, at('2026-03-03 08:00')).phase).toBe('open');
  });

  it('Disawar crosses midnight: opens 06:00, closes 03:30 next day, result 05:00', () => {
    const s = sessionTimes(disawar, parseDayKey('2026-03-02'));
    expect(ist(s.openAt).dateTime).toBe('2026-03-02 06:00:00');
    expect(ist(s.closeAt).dateTime).toBe('2026-03-03 03:30:00');
    expect(ist(s.resultAt).dateTime).toBe('2026-03-03 05:00:00');
    // 02:00 on the 3rd still belongs to the session of the 2nd, open for betting
    expect(phaseAt(disawar, at('2026-03-03 02:00'))).toMatchObject({ phase: 'open', session: { key: '2026-03-02' } });
    expect(phaseAt(disawar, at('2026-03-03 04:00'))).toMatchObject({ phase: 'closed', session: { key: '2026-03-02' } });
    expect(phaseAt(disawar, at('2026-03-03 06:00'))).toMatchObject({ session: { key: '2026-03-03' } });
  });

  it('a result after midnight: close 00:45 and result 01:00 fall on the next day', () => {
    const s = sessionTimes(night, parseDayKey('2026-03-02'));
    expect(ist(s.closeAt).dateTime).toBe('2026-03-03 00:45:00');
    expect(ist(s.resultAt).dateTime).toBe('2026-03-03 01:00:00');
  });

  it('the current session is always the latest that has opened', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }), fc.constantFrom(disawar, delhi, night), (t, m) => {
        const s = currentSession(m, t);
        expect(s.openAt).toBeLessThanOrEqual(t);
        expect(sessionTimes(m, s.day + 1).openAt).toBeGreaterThan(t);
        expect(s.closeAt).toBeGreaterThan(s.openAt);
        expect(s.resultAt).toBeGreaterThanOrEqual(s.closeAt);
      }),
    );
  });
});
