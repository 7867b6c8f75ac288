import { compareRuns } from '../../bench/field/compare';
import type { Excess } from '../../bench/field/latency';

/** a result whose figures are given; the intervals are the figures themselves (a call on the figure); its 20 pairs all at the p75 */
function result(interaction: string, rate: number, p75: number, worst: number, values: number[] = Array.from({ length: 20 }, () => p75)) {
  const excess: Excess = { pairs: values.length, median: p75, p75, worst, p75Interval: [p75, p75], worstInterval: [worst, worst], values };
  return { build: 'prod' as const, rate, interaction, excess };
}

describe('compareRuns: two full perf:field runs of one build against each other (issue 40)', () => {
  it('agrees when every call is the same and every p75 excess is less than 8 ms apart', () => {
    const a = [result('tap', 4, 8, 24), result('tap', 6, 16, 40)];
    const b = [result('tap', 4, 8, 32), result('tap', 6, 16, 48)];
    const c = compareRuns(a, b);
    expect(c.rows).toEqual([
      { interaction: 'tap', build: 'prod', p75: [[4, 8, 8], [6, 16, 16]], smooth: [[4, 8, 8], [6, 16, 16]], calls: ['pass, pass', 'pass, pass'], callsAgree: true, close: true },
    ]);
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
    expect(c.summary).toBe('calls agree on 1 of 2 interactions; Harrell–Davis p75 excesses less than 8 ms apart on 3 of 4 figures (tap 4×: 8 → 16)');
  });

  it('compares the Harrell–Davis p75s of the pairs: a nearest-rank p75 a step apart is close when few samples crossed the rank', () => {
    // 20 pairs: 14 at 16 and 6 at 24 against 15 at 16 and 5 at 24: the nearest-rank p75s are 24 and 16
    const pairs = (at24: number) => [...Array.from({ length: 20 - at24 }, () => 16), ...Array.from({ length: at24 }, () => 24)];
    const c = compareRuns([result('tap', 4, 24, 24, pairs(6))], [result('tap', 4, 16, 24, pairs(5))]);
    const [row] = c.rows;
    expect(row!.p75).toEqual([[4, 24, 16]]);
    const [[, x, y]] = row!.smooth as [[number, number, number]];
    expect(x).toBeGreaterThan(y);
    expect(x - y).toBeLessThan(8);
    expect(row!.close).toBe(true);
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
