/**
 * The chaos player's coverage report (issue 41 point 4): what a run met — wins settled per bet kind, lost replies per
 * call, identical bets repeated, taps during 'Processing...', reloads mid-bet, withdrawals settled, cancels — with the
 * step and the minute each situation was first met, so a run says whether it reached what shows each known defect.
 */
import { describe, expect, it } from 'vitest';
import { Coverage, SITUATIONS, winSituation } from '../../e2e/chaos/coverage';

describe('the chaos coverage report', () => {
  it('counts each situation with the step and minute it was first met; every situation is listed, met or not', () => {
    let now = 0;
    const c = new Coverage(() => now);
    c.step();
    now = 90_000;
    c.step();
    c.met('lost reply: game_bet');
    c.step();
    now = 150_000;
    c.met('lost reply: game_bet');
    c.met('win settled: JODI');
    const r = c.report();
    expect(r.steps).toBe(3);
    expect(r.situations).toHaveLength(SITUATIONS.length);
    expect(r.situations.find((s) => s.situation === 'lost reply: game_bet')).toEqual({ situation: 'lost reply: game_bet', count: 2, firstStep: 2, firstMinute: 1.5 });
    expect(r.situations.find((s) => s.situation === 'win settled: JODI')).toEqual({ situation: 'win settled: JODI', count: 1, firstStep: 3, firstMinute: 2.5 });
    expect(r.missed).toContain('tap during Processing...');
    expect(r.missed).not.toContain('win settled: JODI');
    expect(c.table()).toMatch(/lost reply: game_bet +2 +step 2 +1\.5 min/);
    expect(c.table()).toMatch(/tap during Processing\.\.\. +0 +not met/);
    expect(r.firstFailure).toBeNull();
  });

  it('keeps the step and minute of the first broken invariant (the shrinking after it does not move them)', () => {
    let now = 0;
    const c = new Coverage(() => now);
    for (let i = 0; i < 7; i++) c.step();
    now = 240_000;
    c.failed();
    c.step();
    now = 600_000;
    c.failed();
    expect(c.report().firstFailure).toEqual({ step: 7, minute: 4 });
    expect(c.table()).toContain('first invariant broken at step 7, 4 min');
  });

  it('names a win by its bet kind: JODI, haruf Ander, haruf Bahar, Crossing, Copy Paste', () => {
    expect(winSituation({ screen: 'JODI', kind: 'jodi' })).toBe('win settled: JODI');
    expect(winSituation({ screen: 'JODI', kind: 'ander' })).toBe('win settled: haruf Ander');
    expect(winSituation({ screen: 'JODI', kind: 'bahar' })).toBe('win settled: haruf Bahar');
    expect(winSituation({ screen: 'CROSSING', kind: 'jodi' })).toBe('win settled: Crossing');
    expect(winSituation({ screen: 'COPY PASTE', kind: 'jodi' })).toBe('win settled: Copy Paste');
  });
});
