/** The second witness of `npm run perf:field` (bench/field/trace.ts): a gesture's main-thread time, read from a trace. */
import { describe, expect, it } from 'vitest';
import { summarize, type Samples } from '../../bench/field/report';
import { attributable, traceSummary, type MainThreadTime, type TraceEvent } from '../../bench/field/trace';

const PID = 7;
const MAIN = 1;
const meta = (tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid: PID, tid, ts: 0, args: { name } });
/** a complete event on the renderer's main thread, times in ms (the trace's are µs) */
const x = (name: string, ms: number, durMs: number, type?: string, tid = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  pid: PID,
  tid,
  ts: ms * 1000,
  dur: durMs * 1000,
  ...(type ? { args: { data: { type } } } : {}),
});
const task = (ms: number, durMs: number) => x('ThreadControllerImpl::RunTask', ms, durMs);

describe('traceSummary', () => {
  it("names each event dispatch by its event's type, self time (a submit inside the click is the submit's), so a tap's events can be told apart", () => {
    const out = traceSummary([
      meta(MAIN, 'CrRendererMain'),
      task(0, 20),
      x('EventDispatch', 1, 3, 'mousedown'),
      x('UpdateLayoutTree', 2, 1),
      x('EventDispatch', 5, 12, 'click'),
      x('EventDispatch', 6, 9, 'submit'),
      x('FunctionCall', 6.5, 7),
    ]);
    expect(out).toBe('  +    0 ms: task 20.0 ms — FunctionCall 7.0, click 3.0, mousedown 2.0, submit 2.0, UpdateLayoutTree 1.0');
  });
});

describe('attributable', () => {
  const tap = [
    meta(MAIN, 'CrRendererMain'),
    meta(2, 'Compositor'),
    // a timer before the gesture: not the gesture's
    task(0, 6),
    x('TimerFire', 1, 4),
    // the touch task: pointerdown 2 ms of script
    task(10, 5),
    x('EventDispatch', 11, 2, 'pointerdown'),
    // the click's task: handlers 8 ms with a forced layout of 3 inside them, a restyle 2
    task(20, 14),
    x('EventDispatch', 21, 8, 'click'),
    x('Layout', 24, 3),
    x('UpdateLayoutTree', 30, 2),
    // the next frame: style 1, layout 2, paint 3 (pre-paint 1, paint 2)
    task(40, 9),
    x('UpdateLayoutTree', 41, 1),
    x('Layout', 42, 2),
    x('PrePaint', 44, 1),
    x('Paint', 45, 2),
    // a later frame and another thread's work: not the gesture's
    task(60, 9),
    x('Paint', 61, 5),
    x('EventDispatch', 12, 30, 'click', 2),
  ];

  it("sums the gesture's tasks and the frame after them, split by what the main thread did (nested events count once)", () => {
    expect(attributable(tap)).toEqual({ script: 7, style: 3, layout: 5, paint: 3, other: 10, total: 28 });
  });

  it('without a frame after it (nothing to paint) the window ends with the last input task', () => {
    const r = attributable(tap.filter((e) => !(e.ts >= 40_000 && e.tid === MAIN)));
    expect(r?.total).toBe(19);
  });

  it('has nothing to say about a trace without an input event on a renderer main thread', () => {
    expect(attributable([meta(MAIN, 'CrRendererMain'), task(0, 5), x('TimerFire', 1, 3)])).toBeUndefined();
    expect(attributable([])).toBeUndefined();
  });
});

describe('summarize (bench/field/report.ts)', () => {
  const t = (total: number): MainThreadTime => ({ script: total / 2, style: 0, layout: 0, paint: 0, other: total / 2, total });
  const s = (latency: number) => ({ latency, underThreshold: false });

  it('the excess per pair beside both absolute figures, and the witness: medians of the traced pairs and of their differences', () => {
    const samples: Samples = new Map([
      [
        'PLAY',
        {
          pairs: [
            { value: s(64), floor: s(40) },
            { value: s(48), floor: s(48) },
            { value: s(88), floor: s(56) },
          ],
          traced: [
            { value: t(30), floor: t(20) },
            { value: t(50), floor: t(20) },
            { value: t(34), floor: t(30) },
          ],
        },
      ],
    ]);
    const [m] = summarize('prod', 4, samples, { PLAY: 'a tap on an inert element over PLAY' });
    expect(m).toMatchObject({ build: 'prod', rate: 4, interaction: 'PLAY', floor: 'a tap on an inert element over PLAY' });
    expect(m?.excess).toMatchObject({ pairs: 3, values: [24, 0, 32], median: 24, p75: 32, worst: 32 });
    expect(m?.absolute).toMatchObject({ median: 64, max: 88 });
    expect(m?.floorAbsolute).toMatchObject({ median: 48, max: 56 });
    expect(m?.witness).toEqual({ traced: 3, value: t(34), floor: t(20), excess: 10 });
  });

  it('where the worst pair went: the excess, and the breakdown of the interaction and of its floor in that pair', () => {
    const b = (inputDelay: number, processing: number, presentation: number) => ({ inputDelay, processing, presentation });
    const samples: Samples = new Map([
      [
        'PLAY',
        {
          pairs: [
            { value: { ...s(64), breakdown: b(20, 30, 14) }, floor: { ...s(40), breakdown: b(30, 0, 10) } },
            { value: { ...s(96), breakdown: b(50, 30, 16) }, floor: { ...s(40), breakdown: b(28, 0, 12) } },
            { value: { ...s(48), breakdown: b(10, 30, 8) }, floor: { ...s(48), breakdown: b(40, 0, 8) } },
          ],
          traced: [],
        },
      ],
    ]);
    const [m] = summarize('prod', 6, samples, {});
    expect(m?.worstPair).toEqual({ index: 1, excess: 56, value: b(50, 30, 16), floor: b(28, 0, 12) });
  });

  it('leaves out an interaction with no measured pair yet', () => {
    expect(summarize('prod', 6, new Map([['PLAY', { pairs: [], traced: [] }]]), {})).toEqual([]);
  });
});
