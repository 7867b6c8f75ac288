/**
 * The figures of `npm run perf:field` from its samples (decision 125): per interaction, build and rate, the excess over
 * the floor (the figure that judges), the absolute figures of both, where the time went, the wall time and the trace
 * witness; and the tables the run prints and the README quotes.
 */
import { excessFigures, figures, type Breakdown, type Excess, type Figures, type Judged } from './latency';
import type { Sample } from './page';
import type { MainThreadTime } from './trace';

export type Samples = Map<string, { pairs: Array<{ value: Sample; floor: Sample }>; traced: Array<{ value: MainThreadTime; floor: MainThreadTime }> }>;

type Absolute = Figures & { values: number[] };

export interface Measured {
  build: 'prod' | 'demo';
  rate: number;
  interaction: string;
  /** what the floor is */
  floor: string;
  /** interaction − floor per pair: the figure that judges */
  excess: Excess;
  absolute: Absolute;
  floorAbsolute: Absolute;
  /** medians of where each sample's longest entry spent its time */
  breakdown?: Breakdown;
  floorBreakdown?: Breakdown;
  /** the pair with the largest excess (the worst case): where its interaction's and its floor's time went */
  worstPair?: { index: number; excess: number; value?: Breakdown; floor?: Breakdown; valueFrames?: string[]; floorFrames?: string[] };
  /** from the tap until the screen it leads to is painted */
  wallMs?: { median: number; p75: number; max: number };
  /** the second witness: the main thread's time of the gesture and of its floor (medians of the traced pairs) */
  witness?: { traced: number; value: MainThreadTime; floor: MainThreadTime; excess: number };
}

/** to 0.1 ms */
const median = (xs: readonly number[]) => Math.round(figures(xs, 0).median * 10) / 10;

function absolute(list: readonly Sample[]): Absolute {
  const values = list.map((s) => s.latency);
  return { ...figures(values, list.filter((s) => s.underThreshold).length), values };
}

function medianBreakdown(list: readonly Sample[]): Breakdown | undefined {
  const parts = list.flatMap((s) => (s.breakdown ? [s.breakdown] : []));
  if (!parts.length) return undefined;
  return { inputDelay: median(parts.map((p) => p.inputDelay)), processing: median(parts.map((p) => p.processing)), presentation: median(parts.map((p) => p.presentation)) };
}

function medianTime(list: readonly MainThreadTime[]): MainThreadTime {
  const m = (k: keyof MainThreadTime) => median(list.map((t) => t[k]));
  return { script: m('script'), style: m('style'), layout: m('layout'), paint: m('paint'), other: m('other'), total: m('total') };
}

export function summarize(build: 'prod' | 'demo', rate: number, samples: Samples, floorOf: Record<string, string>): Measured[] {
  return [...samples].flatMap(([interaction, { pairs, traced }]) => {
    if (!pairs.length) return [];
    const values = pairs.map((p) => p.value);
    const floors = pairs.map((p) => p.floor);
    const walls = values.flatMap((s) => (s.wallMs === undefined ? [] : [s.wallMs]));
    const w = walls.length ? figures(walls, 0) : undefined;
    const parts = medianBreakdown(values);
    const floorParts = medianBreakdown(floors);
    const excess = excessFigures(
      values.map((s) => s.latency),
      floors.map((s) => s.latency),
    );
    const worst = excess.values.indexOf(excess.worst);
    return [
      {
        build,
        rate,
        interaction,
        floor: floorOf[interaction] ?? '',
        excess,
        worstPair: {
          index: worst,
          excess: excess.worst,
          value: values[worst]!.breakdown,
          floor: floors[worst]!.breakdown,
          valueFrames: values[worst]!.frames,
          floorFrames: floors[worst]!.frames,
        },
        absolute: absolute(values),
        floorAbsolute: absolute(floors),
        ...(parts ? { breakdown: parts } : {}),
        ...(floorParts ? { floorBreakdown: floorParts } : {}),
        ...(w ? { wallMs: { median: w.median, p75: w.p75, max: w.max } } : {}),
        ...(traced.length
          ? {
              witness: {
                traced: traced.length,
                value: medianTime(traced.map((t) => t.value)),
                floor: medianTime(traced.map((t) => t.floor)),
                excess: median(traced.map((t) => t.value.total - t.floor.total)),
              },
            }
          : {}),
      },
    ];
  });
}

const MARK = { pass: '', miss: ' ✗', unsure: ' ?' } as const;

export function table(results: readonly Measured[], judged: readonly Judged[], builds: readonly string[], rates: readonly number[], order: readonly string[]): string {
  const cols = builds.flatMap((b) => rates.map((r) => ({ b, r })));
  const head = `| interaction | ${cols.map((c) => `${c.b} ${c.r}×`).join(' | ')} |`;
  const rule = `|---|${cols.map(() => '---').join('|')}|`;
  const block = (title: string, cell: (m: Measured) => string | undefined) => {
    const rows = order
      .map((k) => {
        const cells = cols.map((c) => {
          const m = results.find((x) => x.build === c.b && x.rate === c.r && x.interaction === k);
          return (m && cell(m)) ?? '—';
        });
        return cells.every((x) => x === '—') ? '' : `| ${k} | ${cells.join(' | ')} |`;
      })
      .filter(Boolean);
    return [title, '', head, rule, ...rows, ''].join('\n');
  };
  const marks = (m: Measured) =>
    judged
      .filter((j) => j.where === `${m.build} ${m.rate}× ${m.interaction}`)
      .map((j) => MARK[j.verdict])
      .join('');
  const t = (x: MainThreadTime) => `${x.total}`;
  return [
    block('Excess over the floor, ms: median / p75 [95 % interval] / worst [interval] (pairs); ✗ a goal missed, ? an interval across it', (m) => {
      const e = m.excess;
      return `${e.median} / ${e.p75} [${e.p75Interval.join(', ')}] / ${e.worst} [${e.worstInterval.join(', ')}] (${e.pairs})${marks(m)}`;
    }),
    block('Absolute, event to next paint, ms: the interaction median / p75 / max — its floor median / p75 / max', (m) => {
      const a = m.absolute;
      const f = m.floorAbsolute;
      return `${a.median} / ${a.p75} / ${a.max} — ${f.median} / ${f.p75} / ${f.max}`;
    }),
    block('Where the time went, ms (medians of the longest entry): input delay / processing / presentation — the floor\'s', (m) =>
      m.breakdown && m.floorBreakdown ? `${m.breakdown.inputDelay} / ${m.breakdown.processing} / ${m.breakdown.presentation} — ${m.floorBreakdown.inputDelay} / ${m.floorBreakdown.processing} / ${m.floorBreakdown.presentation}` : undefined,
    ),
    block('The worst pair, ms: excess; input delay / processing / presentation — the floor\'s', (m) => {
      const w = m.worstPair;
      const b = (x?: Breakdown) => (x ? `${x.inputDelay} / ${x.processing} / ${x.presentation}` : '?');
      return w ? `${w.excess}; ${b(w.value)} — ${b(w.floor)}` : undefined;
    }),
    block('Trace witness, main-thread ms (medians of the traced pairs): interaction − floor = excess; the interaction\'s script / style / layout / paint', (m) =>
      m.witness ? `${t(m.witness.value)} − ${t(m.witness.floor)} = ${m.witness.excess}; ${m.witness.value.script} / ${m.witness.value.style} / ${m.witness.value.layout} / ${m.witness.value.paint}` : undefined,
    ),
    block('Wall time until the screen it leads to is painted, ms: median / p75 / max', (m) => (m.wallMs ? `${m.wallMs.median} / ${m.wallMs.p75} / ${m.wallMs.max}` : undefined)),
    'Long animation frames (over 50 ms) the worst pair\'s gestures lay in, from the input, with their scripts (ms):',
    '',
    ...results.flatMap((m) =>
      [
        ...(m.worstPair?.valueFrames ?? []).map((f) => `- ${m.build} ${m.rate}× ${m.interaction}: ${f}`),
        ...(m.worstPair?.floorFrames ?? []).map((f) => `- ${m.build} ${m.rate}× ${m.interaction}, its floor: ${f}`),
      ],
    ),
    '',
  ].join('\n');
}
