/**
 * The arithmetic of interaction latency (bench/field/interactions.ts, decision 125): Event Timing entries grouped into
 * interactions the way web-vitals' INP does, percentiles, the excess of each interaction over its floor with seeded
 * bootstrap intervals, and the goals it is judged on. No browser here.
 */
import jStat from 'jstat';

/** the fields of a PerformanceEventTiming entry this module reads */
export interface EventEntry {
  name: string;
  /** 0 for events that are no interaction (pointermove, scroll…); one id for every event of one tap or key press */
  interactionId: number;
  /** from the event's timestamp to the next paint after its handlers ran, rounded to 8 ms by the browser */
  duration: number;
  startTime: number;
  /** when the first handler started and the last ended (same clock as startTime) */
  processingStart?: number;
  processingEnd?: number;
}

/** the Event Timing API reports no entry shorter than this (the smallest `durationThreshold` it accepts) */
export const EVENT_TIMING_THRESHOLD_MS = 16;

/**
 * One latency per interaction: the longest entry with that interactionId (a tap is pointerdown, pointerup and click;
 * a key press keydown and keyup). `expected` interactions were made; each that left no entry was under the reporting
 * threshold and counts as the threshold itself, so the figures are an upper bound there.
 */
export function interactionLatencies(entries: readonly EventEntry[], expected: number, threshold = EVENT_TIMING_THRESHOLD_MS): { latencies: number[]; underThreshold: number } {
  const byId = new Map<number, { duration: number; startTime: number }>();
  for (const e of entries) {
    if (!e.interactionId) continue;
    const seen = byId.get(e.interactionId);
    if (!seen) byId.set(e.interactionId, { duration: e.duration, startTime: e.startTime });
    else {
      seen.duration = Math.max(seen.duration, e.duration);
      seen.startTime = Math.min(seen.startTime, e.startTime);
    }
  }
  const latencies = [...byId.values()].sort((a, b) => a.startTime - b.startTime).map((i) => i.duration);
  const underThreshold = Math.max(0, expected - latencies.length);
  return { latencies: [...latencies, ...Array.from({ length: underThreshold }, () => threshold)], underThreshold };
}

/** nearest rank: the smallest sample with at least the share `p` of all samples at or below it */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) throw new Error('percentile of no samples');
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length))) - 1]!;
}

/**
 * The Harrell–Davis estimate of the quantile `p` (0 < p < 1): a weighted mean of every order statistic, the i-th
 * weighted by how much of a Beta(p(n+1), (1−p)(n+1)) distribution lies between (i−1)/n and i/n. Event Timing rounds
 * each duration to 8 ms, so a nearest-rank p75 moves a whole step when one sample crosses its rank; this estimate
 * moves by the share of the samples that cross (decision 143).
 */
export function harrellDavis(xs: readonly number[], p: number): number {
  if (xs.length === 0) throw new Error('quantile of no samples');
  if (!(p > 0 && p < 1)) throw new Error(`the Harrell–Davis estimate needs 0 < p < 1, not ${p}`);
  const sorted = [...xs].sort((a, b) => a - b);
  const n = sorted.length;
  const [a, b] = [p * (n + 1), (1 - p) * (n + 1)];
  let below = 0;
  return sorted.reduce((sum, x, i) => {
    const upTo = i + 1 === n ? 1 : jStat.ibeta((i + 1) / n, a, b);
    const w = upTo - below;
    below = upTo;
    return sum + w * x;
  }, 0);
}

export interface Figures {
  samples: number;
  median: number;
  p75: number;
  max: number;
  /** samples that left no Event Timing entry (under 16 ms), counted as 16 */
  underThreshold: number;
}

export function figures(xs: readonly number[], underThreshold: number): Figures {
  if (xs.length === 0) throw new Error('no samples');
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { samples: xs.length, median, p75: percentile(sorted, 0.75), max: sorted[sorted.length - 1]!, underThreshold };
}

/** mulberry32: a seeded generator of numbers in [0, 1), the same sequence for the same seed on every machine */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** the bootstrap's seed: an interval depends on its samples alone */
export const BOOTSTRAP_SEED = 20261127;

/**
 * A percentile bootstrap interval of the nearest-rank percentile `p` of `xs` (p = 1: the worst case): the samples
 * resampled with replacement `resamples` times, the figure of each resample, and the middle `level` of those figures.
 * Seeded: the same samples give the same interval.
 */
export function bootstrapInterval(xs: readonly number[], p: number, { resamples = 2000, level = 0.95, seed = BOOTSTRAP_SEED } = {}): [number, number] {
  if (xs.length === 0) throw new Error('bootstrap of no samples');
  const rand = seeded(seed);
  const resample: number[] = new Array<number>(xs.length);
  const stats: number[] = [];
  for (let r = 0; r < resamples; r++) {
    for (let i = 0; i < xs.length; i++) resample[i] = xs[Math.floor(rand() * xs.length)]!;
    stats.push(percentile(resample, p));
  }
  const tail = (1 - level) / 2;
  return [percentile(stats, tail), percentile(stats, 1 - tail)];
}

/** the excess of an interaction over its floor, one value per pair measured back to back in the same state */
export interface Excess {
  pairs: number;
  median: number;
  p75: number;
  worst: number;
  /** bootstrap 95 % intervals */
  p75Interval: [number, number];
  worstInterval: [number, number];
  /** interaction − floor, per pair, in the order measured (ms) */
  values: number[];
}

export function excessFigures(values: readonly number[], floors: readonly number[]): Excess {
  if (values.length !== floors.length) throw new Error(`${values.length} interactions and ${floors.length} floors are not pairs`);
  const xs = values.map((v, i) => v - floors[i]!);
  const f = figures(xs, 0);
  return { pairs: xs.length, median: f.median, p75: f.p75, worst: f.max, p75Interval: bootstrapInterval(xs, 0.75), worstInterval: bootstrapInterval(xs, 1), values: xs };
}

/** a figure of the excess at most `ms` at a CPU slow-down */
export interface Goal {
  rate: number;
  figure: 'p75' | 'worst';
  ms: number;
}

/** issue 40: one frame of our own work (p75 excess ≤ 16 ms at 4×), and no tap with 50 ms of it at 6× */
export const GOALS: readonly Goal[] = [
  { rate: 4, figure: 'p75', ms: 16 },
  { rate: 6, figure: 'worst', ms: 50 },
];

/** CI's short run (6× only): the goals at 6×, the 4× frame scaled by 6/4; crossed only when a whole interval is above */
export const REGRESSION_LINES: readonly Goal[] = [
  { rate: 6, figure: 'p75', ms: 24 },
  { rate: 6, figure: 'worst', ms: 50 },
];

export type Verdict = 'pass' | 'miss' | 'unsure';

/** within the goal when the whole interval is; over it when the whole interval is over it; else unsure */
export function verdict([lo, hi]: readonly [number, number], goal: number): Verdict {
  return hi <= goal ? 'pass' : lo > goal ? 'miss' : 'unsure';
}

export interface Judged {
  where: string;
  goal: string;
  /** the goal's line, ms */
  ms: number;
  figure: number;
  interval: [number, number];
  verdict: Verdict;
}

/** every result against every goal at its rate */
export function judge(results: ReadonlyArray<{ build: string; rate: number; interaction: string; excess: Excess }>, goals: readonly Goal[]): Judged[] {
  return results.flatMap((r) =>
    goals
      .filter((g) => g.rate === r.rate)
      .map((g) => {
        const interval = g.figure === 'p75' ? r.excess.p75Interval : r.excess.worstInterval;
        return { where: `${r.build} ${r.rate}× ${r.interaction}`, goal: `${g.figure} excess ≤ ${g.ms} ms`, ms: g.ms, figure: r.excess[g.figure], interval, verdict: verdict(interval, g.ms) };
      }),
  );
}

/** the call once no more pairs will come: an interval still across its goal is called on the figure itself */
export const called = (j: Judged): 'pass' | 'miss' => (j.verdict !== 'unsure' ? j.verdict : j.figure > j.ms ? 'miss' : 'pass');

/**
 * One gesture of the player (a tap, a key press, Ctrl+V) as one sample: the longest of the interactions it made.
 * `made` is what `performance.interactionCount` rose by; a gesture none of whose interactions left an entry took
 * under the threshold.
 */
export function gestureLatency(entries: readonly EventEntry[], made: number, threshold = EVENT_TIMING_THRESHOLD_MS): { latency: number; underThreshold: boolean } {
  const { latencies, underThreshold } = interactionLatencies(entries, made, threshold);
  if (latencies.length === 0) throw new Error('the gesture made no interaction');
  return { latency: Math.max(...latencies), underThreshold: underThreshold === latencies.length };
}

export interface Breakdown {
  /** from the event until its first handler ran (the main thread was busy) */
  inputDelay: number;
  /** the handlers, with React's render and commit of the update they made */
  processing: number;
  /** from the last handler to the paint: style, layout, paint, and whatever else ran before the frame */
  presentation: number;
}

/** the gesture's longest entry among those with processing times */
function longestTimed(entries: readonly EventEntry[]): EventEntry | undefined {
  const timed = entries.filter((e) => e.interactionId && e.processingStart !== undefined && e.processingEnd !== undefined);
  return timed.length ? timed.reduce((a, b) => (b.duration > a.duration ? b : a)) : undefined;
}

/** where the time of a gesture's longest entry went (the entry with processing times that lasted longest) */
export function breakdown(entries: readonly EventEntry[]): Breakdown | undefined {
  const e = longestTimed(entries);
  if (!e) return undefined;
  const r = (x: number) => Math.round(x);
  return { inputDelay: r(e.processingStart! - e.startTime), processing: r(e.processingEnd! - e.processingStart!), presentation: r(e.startTime + e.duration - e.processingEnd!) };
}

/** the fields of a PerformanceLongAnimationFrameTiming entry (a frame over 50 ms) this module reads */
export interface LongFrame {
  startTime: number;
  duration: number;
  /** 0 when the frame rendered nothing */
  renderStart: number;
  /** the scripts of over 5 ms that ran in it */
  scripts: Array<{ invoker: string; duration: number; forcedStyleAndLayoutDuration: number }>;
}

/**
 * The long animation frames the gesture's longest entry lay in (from its input to its paint), each as text: its length,
 * its start from the input's, its scripts longest first, and its rendering. What the main thread did instead of the
 * gesture, named by the browser.
 */
export function longFramesOf(entries: readonly EventEntry[], frames: readonly LongFrame[]): string[] {
  const e = longestTimed(entries);
  if (!e) return [];
  const r = Math.round;
  return frames
    .filter((f) => f.startTime < e.startTime + e.duration && f.startTime + f.duration > e.startTime)
    .map((f) => {
      const at = r(f.startTime - e.startTime);
      const scripts = [...f.scripts]
        .sort((a, b) => b.duration - a.duration)
        .map((s) => `${s.invoker} ${r(s.duration)}${s.forcedStyleAndLayoutDuration >= 1 ? ` (forced style and layout ${r(s.forcedStyleAndLayoutDuration)})` : ''}`);
      const rendering = f.renderStart ? `; rendering ${r(f.startTime + f.duration - f.renderStart)}` : '';
      return `${r(f.duration)} ms frame at ${at < 0 ? '−' : '+'}${Math.abs(at)} ms: ${scripts.join(', ') || 'no script over 5 ms'}${rendering}`;
    });
}
