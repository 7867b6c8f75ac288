import { compareRuns } from '../../bench/field/compare';
import type { Excess } from '../../bench/field/latency';

/** a result whose figures are given; the intervals are the figures themselves (a call on the figure) */
function result(interaction: string, rate: number, p75: number, worst: number) {
  const excess: Excess = { pairs: 20, median: p75, p75, worst, p75Interval: [p75, p75], worstInterval: [worst, worst], values: [] };
  return { build: 'prod' as const, rate, interaction, excess };
}

describe('compareRuns: two full perf:field runs of one build against each other (issue 40)', () => {
  it('agrees when every call is the same and every p75 excess is less than 8 ms apart', () => {
    const a = [result('tap', 4, 8, 24), result('tap', 6, 16, 40)];
    const b = [result('tap', 4, 8, 32), result('tap', 6, 16, 48)];
    const c = compareRuns(a, b);
    expect(c.rows).toEqual([{ interaction: 'tap', build: 'prod', p75: [[4, 8, 8], [6, 16, 16]], calls: ['pass, pass', 'pass, pass'], callsAgree: true, close: true }]);
    expect(c.agree).toBe(true);
  });

  it('disagrees on a call that differs, and on a p75 excess 8 ms or more apart, naming each', () => {
    const a = [result('tap', 4, 8, 24), result('tap', 6, 16, 40), result('key', 4, 24, 24), result('key', 6, 16, 40)];
    const b = [result('tap', 4, 16, 24), result('tap', 6, 16, 56), result('key', 4, 24, 24), result('key', 6, 16, 40)];
    const c = compareRuns(a, b);
    const tap = c.rows.find((r) => r.interaction === 'tap')!;
    expect(tap.calls).toEqual(['pass, pass', 'pass, miss']);
    expect(tap.callsAgree).toBe(false);
    expect(tap.close).toBe(false);
    expect(c.rows.find((r) => r.interaction === 'key')).toMatchObject({ callsAgree: true, close: true, calls: ['miss, pass', 'miss, pass'] });
    expect(c.agree).toBe(false);
    expect(c.summary).toBe('calls agree on 1 of 2 interactions; p75 excesses less than 8 ms apart on 3 of 4 figures (tap 4×: 8 → 16)');
  });

  it('an interval across its goal is called on its figure, as the full run calls it', () => {
    const across = (p75: number) => ({ ...result('tap', 4, p75, 24), excess: { ...result('tap', 4, p75, 24).excess, p75Interval: [8, 24] as [number, number] } });
    expect(compareRuns([across(16)], [across(24)]).rows[0]!.calls).toEqual(['pass', 'miss']);
  });

  it('an interaction in one run only is named, not compared', () => {
    const c = compareRuns([result('tap', 4, 8, 24), result('key', 4, 8, 24)], [result('tap', 4, 8, 24)]);
    expect(c.rows.map((r) => r.interaction)).toEqual(['tap']);
    expect(c.missing).toEqual(['prod key']);
    expect(c.agree).toBe(false);
  });
});
