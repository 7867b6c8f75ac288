/** The figures of `npm run perf:field` (bench/field/latency.ts): INP-style grouping, percentiles, budget misses. */
import { describe, expect, it } from 'vitest';
import { breakdown, figures, gestureLatency, interactionLatencies, misses, percentile, type EventEntry, type Run } from '../../bench/field/latency';

const entry = (interactionId: number, duration: number, name = 'pointerup', startTime = interactionId * 100): EventEntry => ({ name, interactionId, duration, startTime });

describe('interactionLatencies', () => {
  it('groups entries by interactionId and keeps the longest of each, as web-vitals does', () => {
    const r = interactionLatencies([entry(7, 24, 'pointerdown'), entry(7, 40, 'pointerup'), entry(7, 32, 'click'), entry(9, 16, 'keydown')], 2);
    expect(r).toEqual({ latencies: [40, 16], underThreshold: 0 });
  });

  it('leaves out events that are no interaction (interactionId 0: a scroll, a hover)', () => {
    expect(interactionLatencies([entry(0, 200, 'pointermove'), entry(3, 24)], 1)).toEqual({ latencies: [24], underThreshold: 0 });
  });

  it('counts an interaction that left no entry as the threshold (it took under 16 ms)', () => {
    expect(interactionLatencies([entry(3, 24)], 3)).toEqual({ latencies: [24, 16, 16], underThreshold: 2 });
    expect(interactionLatencies([], 1, 8)).toEqual({ latencies: [8], underThreshold: 1 });
  });

  it('keeps every interaction it saw when there were more than expected (a stray tap counts against the page)', () => {
    expect(interactionLatencies([entry(1, 24), entry(2, 56)], 1).latencies).toEqual([24, 56]);
  });

  it('orders interactions by when they started', () => {
    expect(interactionLatencies([entry(5, 80, 'click', 500), entry(4, 24, 'click', 400)], 2).latencies).toEqual([24, 80]);
  });
});

describe('gestureLatency', () => {
  it('one gesture, one figure: the longest of its interactions (Ctrl+V is a Control press and a V press)', () => {
    expect(gestureLatency([entry(1, 24, 'keydown'), entry(2, 72, 'keydown')], 2)).toEqual({ latency: 72, underThreshold: false });
  });

  it('a gesture none of whose interactions left an entry took under the threshold', () => {
    expect(gestureLatency([], 1)).toEqual({ latency: 16, underThreshold: true });
    expect(gestureLatency([entry(0, 40, 'pointermove')], 2)).toEqual({ latency: 16, underThreshold: true });
  });

  it('a gesture that made no interaction at all is a mistake of the bench, not a fast page', () => {
    expect(() => gestureLatency([], 0)).toThrow(/no interaction/);
  });
});

describe('breakdown', () => {
  it("splits the longest entry into input delay, processing (the handlers, React's render and commit) and presentation", () => {
    const e = { name: 'click', interactionId: 1, startTime: 100, duration: 96, processingStart: 108, processingEnd: 170 };
    expect(breakdown([entry(1, 40), e])).toEqual({ inputDelay: 8, processing: 62, presentation: 26 });
  });

  it('has none without entries that carry processing times', () => {
    expect(breakdown([entry(1, 40)])).toBeUndefined();
    expect(breakdown([])).toBeUndefined();
  });
});

describe('percentile and figures', () => {
  it('nearest rank: the smallest value with at least p of the samples at or below it', () => {
    const xs = [10, 20, 30, 40];
    expect(percentile(xs, 0.75)).toBe(30);
    expect(percentile(xs, 1)).toBe(40);
    expect(percentile([5], 0.75)).toBe(5);
    expect(percentile([40, 10, 30, 20, 50], 0.75)).toBe(40);
  });

  it('median (the middle two averaged), p75, max and the count under the threshold', () => {
    expect(figures([16, 24, 48, 32], 1)).toEqual({ samples: 4, median: 28, p75: 32, max: 48, underThreshold: 1 });
    expect(figures([24, 8, 16], 0)).toEqual({ samples: 3, median: 16, p75: 24, max: 24, underThreshold: 0 });
  });

  it('has nothing to say about no samples', () => {
    expect(() => figures([], 0)).toThrow(/no samples/);
  });
});

describe('misses', () => {
  const run = (build: 'prod' | 'demo', rate: number, interaction: string, p75: number, max: number): Run => ({
    build,
    rate,
    interaction,
    samples: 10,
    median: p75,
    p75,
    max,
    underThreshold: 0,
  });
  const budgets = { p75Ms: { rate: 4, ms: 50 }, maxMs: { rate: 6, ms: 100 } };

  it('p75 over 50 ms at 4×, the worst case over 100 ms at 6×', () => {
    const runs = [
      run('prod', 4, 'JODI keystroke', 48, 120),
      run('prod', 6, 'JODI keystroke', 80, 100),
      run('demo', 4, 'tab switch', 56, 90),
      run('demo', 6, 'tab switch', 90, 104),
    ];
    expect(misses(runs, budgets)).toEqual(['demo 4× tab switch: p75 56 ms > 50 ms', 'demo 6× tab switch: max 104 ms > 100 ms']);
  });

  it('judges no rate it was not given a budget for, and never the baseline', () => {
    expect(misses([run('prod', 2, 'JODI keystroke', 500, 900), run('prod', 6, 'baseline', 90, 300)], budgets, ['baseline'])).toEqual([]);
  });

  it('regression lines: the median of an interaction at a rate over its line (the short CI run)', () => {
    const lines = { medianMs: { rate: 6, byInteraction: { 'tab switch': 120, 'JODI keystroke': 60 } } };
    const runs = [run('prod', 6, 'tab switch', 130, 200), run('demo', 6, 'JODI keystroke', 40, 300), run('prod', 6, 'other', 900, 900)];
    expect(misses(runs, lines)).toEqual(['prod 6× tab switch: median 130 ms > 120 ms']);
  });
});
