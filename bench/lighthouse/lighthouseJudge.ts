/**
 * How bench/lighthouse/lighthouse.ts judges a page's runs against its thresholds: on the median of every figure, or on its best
 * run (Lighthouse CI's "optimistic" aggregation: load on the host only ever makes a run slower, decision 070).
 */
export interface Thresholds {
  performance: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
}

export interface Figures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  bytes: number;
}
export const FIGURES: (keyof Figures)[] = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'siMs', 'bytes'];

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** every figure's median over the runs */
export function medianOf(runs: Figures[]): Figures {
  return Object.fromEntries(FIGURES.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as Figures;
}

/** every figure's best value over the runs (the highest score, the lowest time, shift and bytes) */
export function bestOf(runs: Figures[]): Figures {
  return Object.fromEntries(FIGURES.map((k) => [k, (k === 'performance' ? Math.max : Math.min)(...runs.map((r) => r[k]))])) as unknown as Figures;
}

export function failures(m: Figures, t: Thresholds): string[] {
  const out: string[] = [];
  if (m.performance < t.performance) out.push(`performance ${m.performance.toFixed(2)} < ${t.performance}`);
  if (t.lcpMs !== undefined && m.lcpMs > t.lcpMs) out.push(`LCP ${Math.round(m.lcpMs)} ms > ${t.lcpMs} ms`);
  if (t.tbtMs !== undefined && m.tbtMs > t.tbtMs) out.push(`TBT ${Math.round(m.tbtMs)} ms > ${t.tbtMs} ms`);
  if (t.cls !== undefined && Number(m.cls.toFixed(3)) > t.cls) out.push(`CLS ${m.cls.toFixed(3)} > ${t.cls}`);
  return out;
}
