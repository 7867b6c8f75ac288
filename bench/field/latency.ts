/**
 * The arithmetic of interaction latency (bench/field/interactions.ts, decision 088): Event Timing entries grouped into
 * interactions the way web-vitals' INP does, percentiles, and the issue's budgets. No browser here.
 */

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

/** one interaction's figures on one build at one CPU slow-down */
export interface Run extends Figures {
  build: 'prod' | 'demo';
  /** CPU throttling rate (4 = four times slower than this machine) */
  rate: number;
  interaction: string;
}

export interface Budgets {
  /** p75 at most `ms` at this rate (the issue: 50 ms at 4×) */
  p75Ms?: { rate: number; ms: number };
  /** the worst case at most `ms` at this rate (the issue: 100 ms at 6×) */
  maxMs?: { rate: number; ms: number };
  /** regression lines: each named interaction's median at most its figure at this rate */
  medianMs?: { rate: number; byInteraction: Record<string, number> };
}

/** every figure over its budget, one line each; `exempt` interactions are measured and never judged (the baseline) */
export function misses(runs: readonly Run[], budgets: Budgets, exempt: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const r of runs) {
    if (exempt.includes(r.interaction)) continue;
    const where = `${r.build} ${r.rate}× ${r.interaction}`;
    const { p75Ms, maxMs, medianMs } = budgets;
    if (p75Ms && r.rate === p75Ms.rate && r.p75 > p75Ms.ms) out.push(`${where}: p75 ${r.p75} ms > ${p75Ms.ms} ms`);
    if (maxMs && r.rate === maxMs.rate && r.max > maxMs.ms) out.push(`${where}: max ${r.max} ms > ${maxMs.ms} ms`);
    const line = medianMs && r.rate === medianMs.rate ? medianMs.byInteraction[r.interaction] : undefined;
    if (line !== undefined && r.median > line) out.push(`${where}: median ${r.median} ms > ${line} ms`);
  }
  return out;
}

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

/** where the time of a gesture's longest entry went (the entry with processing times that lasted longest) */
export function breakdown(entries: readonly EventEntry[]): Breakdown | undefined {
  const timed = entries.filter((e) => e.interactionId && e.processingStart !== undefined && e.processingEnd !== undefined);
  if (timed.length === 0) return undefined;
  const e = timed.reduce((a, b) => (b.duration > a.duration ? b : a));
  const r = (x: number) => Math.round(x);
  return { inputDelay: r(e.processingStart! - e.startTime), processing: r(e.processingEnd! - e.processingStart!), presentation: r(e.startTime + e.duration - e.processingEnd!) };
}
