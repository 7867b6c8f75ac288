/**
 * What a Chromium trace says about one gesture (bench/field/interactions.ts, decision 125): the renderer main thread's
 * time from the gesture's first input event to the end of the frame after its last one — the second witness beside
 * the Event Timing figures — and, for `--trace`, each task of the gesture with what it did. No browser here.
 */

/** the fields of a Chrome trace event this module reads (times in µs) */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { type?: string }; beginData?: { dirtyObjects?: number } };
}

export interface MainThreadTime {
  /** handlers, timers, microtasks, animation frames, compiling and collecting garbage */
  script: number;
  /** style recalculation */
  style: number;
  layout: number;
  /** pre-paint, paint and layerizing */
  paint: number;
  /** the rest of the tasks: the browser's own input routing, scheduling, the commit to the compositor */
  other: number;
  /** every task of the window, in ms */
  total: number;
}

type Category = Exclude<keyof MainThreadTime, 'other' | 'total'>;
const CATEGORY: Record<string, Category> = {
  EventDispatch: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  RunMicrotasks: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  EvaluateScript: 'script',
  'v8.compile': 'script',
  MinorGC: 'script',
  MajorGC: 'script',
  XHRReadyStateChange: 'script',
  XHRLoad: 'script',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
};
const TASKS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);
const FRAME = new Set(['PrePaint', 'Paint', 'Layerize']);
const INPUT = new Set(['pointerdown', 'pointerup', 'touchstart', 'touchend', 'mousedown', 'mouseup', 'click', 'keydown', 'keyup', 'keypress', 'beforeinput', 'input', 'textInput', 'paste']);

type Complete = TraceEvent & { dur: number };
const end = (e: Complete) => e.ts + e.dur;

/** the complete events of the renderer main thread that dispatched the gesture's input, in order */
function mainThread(events: readonly TraceEvent[]): Complete[] {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const byThread = new Map<string, Complete[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.dur === undefined || !mains.has(key)) continue;
    const list = byThread.get(key) ?? [];
    list.push(e as Complete);
    byThread.set(key, list);
  }
  const inputs = (list: Complete[]) => list.filter(isInput).length;
  const best = [...byThread.values()].sort((a, b) => inputs(b) - inputs(a))[0] ?? [];
  return best.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

const isInput = (e: TraceEvent) => e.name === 'EventDispatch' && INPUT.has(e.args?.data?.type ?? '');

/** the gesture's tasks: from the task of its first input event to the task of the first frame after its last */
function gestureTasks(main: readonly Complete[]): Complete[] | undefined {
  const inputs = main.filter(isInput);
  if (inputs.length === 0) return undefined;
  const start = inputs[0]!.ts;
  const lastInput = Math.max(...inputs.map(end));
  const tasks = main.filter((e) => TASKS.has(e.name));
  const frame = main.find((e) => FRAME.has(e.name) && e.ts >= lastInput);
  const frameTask = frame && tasks.find((t) => t.ts <= frame.ts && end(frame) <= end(t));
  const until = frameTask ? end(frameTask) : lastInput;
  return tasks.filter((t) => t.ts < until && end(t) > start);
}

/** self time of each event (in order of start): its duration less its direct children's among `events` */
function selfTimes(events: readonly Complete[]): Map<Complete, number> {
  const stack: Complete[] = [];
  const self = new Map<Complete, number>();
  for (const e of events) {
    while (stack.length && end(stack[stack.length - 1]!) <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent, (self.get(parent) ?? parent.dur) - e.dur);
    self.set(e, e.dur);
    stack.push(e);
  }
  return self;
}

/**
 * Main-thread time attributable to the page for one traced gesture: every task from the one that dispatched its first
 * input event to the one that painted the frame after its last (the interaction's task and the next frame, as Event
 * Timing's duration ends at that paint), split by self time (a layout forced inside a handler is layout, not script).
 */
export function attributable(events: readonly TraceEvent[]): MainThreadTime | undefined {
  const main = mainThread(events);
  const tasks = gestureTasks(main);
  if (!tasks) return undefined;
  const out: MainThreadTime = { script: 0, style: 0, layout: 0, paint: 0, other: 0, total: 0 };
  for (const t of tasks) {
    out.total += t.dur;
    for (const [e, ms] of selfTimes(main.filter((e) => e !== t && CATEGORY[e.name] && e.ts >= t.ts && end(e) <= end(t)))) out[CATEGORY[e.name]!] += ms;
  }
  const ms = (us: number) => Math.round(us / 100) / 10;
  const counted = out.script + out.style + out.layout + out.paint;
  return { script: ms(out.script), style: ms(out.style), layout: ms(out.layout), paint: ms(out.paint), other: ms(out.total - counted), total: ms(out.total) };
}

/**
 * Where a traced gesture's main-thread time went (`--trace`): each task of the renderer's main thread of 4 ms or more,
 * in order (ms from the first), with the self time of what it did by name (an event dispatch by its event's type, so
 * that a tap's pointer, mouse, focus, click and submit events are told apart; FunctionCall is the handlers and React's
 * work, UpdateLayoutTree is style) and the objects its layouts laid out.
 */
export function traceSummary(events: readonly TraceEvent[]): string {
  const mine = mainThread(events);
  if (mine.length === 0) return '  (no renderer main thread in the trace)';
  const tasks = mine.filter((e) => TASKS.has(e.name));
  const t0 = tasks[0]?.ts ?? 0;
  const lines: string[] = [];
  for (const task of tasks) {
    if (task.dur < 4000) continue;
    const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts < end(task));
    const named = inside.filter((e) => /^(EventDispatch|FunctionCall|TimerFire|FireAnimationFrame|RunMicrotasks|UpdateLayoutTree|Layout|PrePaint|Paint|Layerize|MajorGC|MinorGC)$/.test(e.name));
    const by = new Map<string, number>();
    for (const [e, us] of selfTimes(named)) {
      const name = e.name === 'EventDispatch' ? (e.args?.data?.type ?? e.name) : e.name;
      by.set(name, (by.get(name) ?? 0) + us / 1000);
    }
    const dirty = inside.filter((e) => e.name === 'Layout').map((e) => e.args?.beginData?.dirtyObjects ?? 0);
    const parts = [...by].sort((a, b) => b[1] - a[1]).map(([k, ms]) => `${k} ${ms.toFixed(1)}`);
    lines.push(`  +${((task.ts - t0) / 1000).toFixed(0).padStart(5)} ms: task ${(task.dur / 1000).toFixed(1)} ms — ${parts.join(', ')}${dirty.length ? `; layout of ${dirty.join(', ')} objects` : ''}`);
  }
  return lines.join('\n') || '  (no task of 4 ms or more)';
}
