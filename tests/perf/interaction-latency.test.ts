/** The figures of `npm run perf:field` (bench/field/latency.ts): INP-style grouping, percentiles, the excess over the floor and its goals. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GOALS,
  REGRESSION_LINES,
  bootstrapInterval,
  called,
  breakdown,
  excessFigures,
  figures,
  gestureLatency,
  harrellDavis,
  longFramesOf,
  interactionLatencies,
  judge,
  percentile,
  seeded,
  verdict,
  type EventEntry,
  type Excess,
} from '../../bench/field/latency';

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

describe('longFramesOf', () => {
  const e = { name: 'click', interactionId: 1, startTime: 100, duration: 96, processingStart: 160, processingEnd: 170 };
  const script = (invoker: string, duration: number, forced = 0) => ({ invoker, duration, forcedStyleAndLayoutDuration: forced });
  const frame = (startTime: number, duration: number, scripts: ReturnType<typeof script>[], renderStart = 0) => ({ startTime, duration, renderStart, scripts });

  it("names the long animation frames the gesture's longest entry lay in, each with its scripts, longest first, and its rendering", () => {
    const before = frame(10, 60, [script('TimerHandler:setTimeout', 50)]);
    const waited = frame(80, 90, [script('TimerHandler:setInterval', 9), script('Response.json.then', 55, 6)], 150);
    const after = frame(300, 60, [script('FrameRequestCallback', 50)]);
    expect(longFramesOf([e], [before, waited, after])).toEqual(['90 ms frame at −20 ms: Response.json.then 55 (forced style and layout 6), TimerHandler:setInterval 9; rendering 20']);
  });

  it('has nothing to say without a long frame across the entry, or without an entry with processing times', () => {
    expect(longFramesOf([e], [frame(300, 60, [])])).toEqual([]);
    expect(longFramesOf([entry(1, 40)], [frame(90, 60, [])])).toEqual([]);
  });
});

describe('harrellDavis', () => {
  it('matches SciPy (scipy.stats.mstats.hdquantiles) on the 8 ms steps Event Timing reports', () => {
    expect(harrellDavis([48, 0, 8, 16, 24, 8, 16, 32, 16, 24], 0.75)).toBeCloseTo(27.7268, 3);
    expect(harrellDavis([...Array.from({ length: 14 }, () => 16), ...Array.from({ length: 6 }, () => 24)], 0.75)).toBeCloseTo(21.77, 2);
    expect(harrellDavis([...Array.from({ length: 15 }, () => 16), ...Array.from({ length: 5 }, () => 24)], 0.75)).toBeCloseTo(20.27, 2);
  });

  it('is a weighted mean: within the samples, the value itself when they are all one value, and it never falls as one rises', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10, max: 20 }), { minLength: 1, maxLength: 40 }), fc.nat(39), (steps, at) => {
        const xs = steps.map((k) => k * 8);
        const q = harrellDavis(xs, 0.75);
        expect(q).toBeGreaterThanOrEqual(Math.min(...xs) - 1e-9);
        expect(q).toBeLessThanOrEqual(Math.max(...xs) + 1e-9);
        const raised = xs.map((x, i) => (i === at % xs.length ? x + 8 : x));
        expect(harrellDavis(raised, 0.75)).toBeGreaterThanOrEqual(q - 1e-9);
      }),
    );
    expect(harrellDavis([16, 16, 16], 0.75)).toBeCloseTo(16, 9);
  });

  it('has nothing to say about no samples, or about p at 0 or 1', () => {
    expect(() => harrellDavis([], 0.75)).toThrow(/no samples/);
    expect(() => harrellDavis([8], 1)).toThrow(/0 < p < 1/);
  });
});

describe('seeded', () => {
  it('the same seed gives the same sequence, in [0, 1), on every machine', () => {
    const a = seeded(7);
    const b = seeded(7);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(seeded(8)()).not.toBe(seeded(7)());
    // spread over the range, not stuck in a corner of it
    expect(xs.filter((x) => x < 0.5).length).toBeGreaterThan(400);
    expect(xs.filter((x) => x < 0.5).length).toBeLessThan(600);
  });
});

const samples = fc.array(fc.integer({ min: -200, max: 400 }), { minLength: 1, maxLength: 40 });

describe('bootstrapInterval', () => {
  it('is deterministic: the same samples give the same interval', () => {
    const xs = [8, 16, 0, 24, -8, 32, 8, 8, 16, 40, 0, 8, 16, 24, 8, 8, 0, 16, 56, 8];
    expect(bootstrapInterval(xs, 0.75)).toEqual(bootstrapInterval([...xs], 0.75));
  });

  it('holds the figure of the samples themselves, inside the range of the samples', () => {
    fc.assert(
      fc.property(samples, fc.constantFrom(0.5, 0.75, 1), (xs, p) => {
        const [lo, hi] = bootstrapInterval(xs, p, { resamples: 400 });
        const sorted = [...xs].sort((a, b) => a - b);
        expect(lo).toBeLessThanOrEqual(hi);
        expect(lo).toBeGreaterThanOrEqual(sorted[0]!);
        expect(hi).toBeLessThanOrEqual(sorted[sorted.length - 1]!);
        // the worst case of the resamples reaches the worst sample
        if (p === 1) expect(hi).toBe(sorted[sorted.length - 1]);
      }),
    );
  });

  it('narrows to a point when every sample is the same, and widens with the spread', () => {
    expect(bootstrapInterval([24, 24, 24, 24, 24], 0.75)).toEqual([24, 24]);
    const tight = bootstrapInterval([8, 8, 16, 8, 16, 8, 16, 8, 8, 16, 8, 16, 8, 8, 16, 8, 16, 8, 8, 16], 0.75);
    const wide = bootstrapInterval([8, 80, 16, 0, 56, 8, 120, 8, -40, 16, 8, 64, 8, 8, 96, 8, 16, 8, 8, 16], 0.75);
    expect(tight[1] - tight[0]).toBeLessThan(wide[1] - wide[0]);
  });

  it('of the worst case: its upper end is the worst sample; a lone bad pair does not lift its lower end', () => {
    const xs = [8, 8, 16, 8, 0, 16, 8, 8, 16, 8, 8, 0, 16, 8, 8, 16, 8, 8, 16, 120];
    expect(bootstrapInterval(xs, 1)).toEqual([16, 120]);
  });

  it('has nothing to say about no samples', () => {
    expect(() => bootstrapInterval([], 0.75)).toThrow(/no samples/);
  });
});

describe('excessFigures', () => {
  it('the excess of each pair (the interaction less its floor, measured back to back): median, p75, worst and their intervals', () => {
    const e = excessFigures([40, 48, 32, 56, 40], [24, 24, 32, 24, 32]);
    expect(e).toMatchObject({ pairs: 5, median: 16, p75: 24, worst: 32, values: [16, 24, 0, 32, 8] });
    expect(e.p75Interval[0]).toBeLessThanOrEqual(24);
    expect(e.p75Interval[1]).toBeGreaterThanOrEqual(24);
    expect(e.worstInterval[1]).toBe(32);
  });

  it('an interaction cheaper than its floor has a negative excess (the floor did more than the app)', () => {
    expect(excessFigures([48], [64])).toMatchObject({ median: -16, p75: -16, worst: -16 });
  });

  it('pairs, not two lists: a different count of floors is a mistake of the bench', () => {
    expect(() => excessFigures([40, 48], [24])).toThrow(/pairs/);
    expect(() => excessFigures([], [])).toThrow(/no samples/);
  });

  it('a load that comes and goes lifts a pair together and leaves its excess alone', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 64 }), fc.integer({ min: 0, max: 300 })), { minLength: 1, maxLength: 30 }), (pairs) => {
        const own = pairs.map(([o]) => o);
        const floors = pairs.map(([, load]) => 16 + load);
        const e = excessFigures(
          pairs.map(([o, load]) => 16 + load + o),
          floors,
        );
        expect(e.values).toEqual(own);
        expect(e.worst).toBe(Math.max(...own));
      }),
    );
  });
});

describe('verdict and judge', () => {
  it('an interval within its goal passes, one above it misses, one across it is unsure', () => {
    expect(verdict([4, 16], 16)).toBe('pass');
    expect(verdict([17, 40], 16)).toBe('miss');
    expect(verdict([8, 24], 16)).toBe('unsure');
  });

  const excess = (p75: number, p75Interval: [number, number], worst: number, worstInterval: [number, number]): Excess => ({
    pairs: 20,
    median: p75,
    p75,
    worst,
    p75Interval,
    worstInterval,
    values: [],
  });

  it("the issue's goals: p75 excess at 4× against 16 ms, the worst at 6× against 50 ms, each at its own rate", () => {
    const results = [
      { build: 'prod', rate: 4, interaction: 'PLAY', excess: excess(8, [0, 16], 200, [24, 200]) },
      { build: 'prod', rate: 6, interaction: 'PLAY', excess: excess(40, [24, 48], 64, [48, 64]) },
      { build: 'prod', rate: 4, interaction: 'tabs', excess: excess(24, [17, 32], 40, [24, 40]) },
      { build: 'prod', rate: 6, interaction: 'tabs', excess: excess(16, [8, 24], 40, [24, 40]) },
    ];
    expect(judge(results, GOALS)).toEqual([
      { where: 'prod 4× PLAY', goal: 'p75 excess ≤ 16 ms', ms: 16, figure: 8, interval: [0, 16], verdict: 'pass' },
      { where: 'prod 6× PLAY', goal: 'worst excess ≤ 50 ms', ms: 50, figure: 64, interval: [48, 64], verdict: 'unsure' },
      { where: 'prod 4× tabs', goal: 'p75 excess ≤ 16 ms', ms: 16, figure: 24, interval: [17, 32], verdict: 'miss' },
      { where: 'prod 6× tabs', goal: 'worst excess ≤ 50 ms', ms: 50, figure: 40, interval: [24, 40], verdict: 'pass' },
    ]);
  });

  it("CI's regression lines are the goals at 6× (the 4× frame scaled to 24 ms): a line is crossed only when its whole interval is above it", () => {
    expect(REGRESSION_LINES).toEqual([
      { rate: 6, figure: 'p75', ms: 24 },
      { rate: 6, figure: 'worst', ms: 50 },
    ]);
    const crossed = judge([{ build: 'prod', rate: 6, interaction: 'PLAY', excess: excess(40, [32, 48], 120, [56, 120]) }], REGRESSION_LINES);
    expect(crossed.map((j) => j.verdict)).toEqual(['miss', 'miss']);
    const noisy = judge([{ build: 'prod', rate: 6, interaction: 'PLAY', excess: excess(32, [8, 40], 120, [16, 120]) }], REGRESSION_LINES);
    expect(noisy.map((j) => j.verdict)).toEqual(['unsure', 'unsure']);
  });

  it('once no more pairs come, an interval still across its goal is called on the figure itself', () => {
    const [p75, worst] = judge([{ build: 'prod', rate: 6, interaction: 'PLAY', excess: excess(24, [8, 40], 56, [16, 56]) }], REGRESSION_LINES);
    expect([p75!.verdict, worst!.verdict]).toEqual(['unsure', 'unsure']);
    expect([called(p75!), called(worst!)]).toEqual(['pass', 'miss']);
    expect(called({ ...p75!, verdict: 'miss' })).toBe('miss');
  });
});
