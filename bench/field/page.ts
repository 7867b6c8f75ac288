/**
 * The page side of `npm run perf:field` (decision 125): what is put into every document (the Event Timing observer,
 * the watch for the screen a gesture leads to, the floors), one gesture measured, and the floors of each kind of
 * gesture — the same gesture on the same page in the same state, on something the app does not handle:
 * - `tap`: a transparent element laid over the target, outside the app (no handler at all), with the target's cursor:
 *   the browser draws its tap highlight over an element that shows a hand cursor (a lifecycle update at the touch, 5–11
 *   ms at 4×), so the floor of a tap on a control pays it as the control does;
 * - `key`: the same key into a bare input of the target's size and font, laid over it;
 * - `page`: a navigation to a static page of the same size: a tap on an element laid over the target whose one
 *   listener hides the app and shows a copy of the screen the tap leads to (its HTML, taken in the unmeasured round).
 * The paste's floor, a bare text area of the chat-import dialog's size, is the same `key` gesture (Ctrl+V) into it.
 */
import type { Locator, Page } from '@playwright/test';
import { breakdown, gestureLatency, longFramesOf, type Breakdown, type EventEntry, type LongFrame } from './latency';
import { attributable, traceSummary, type MainThreadTime, type TraceEvent } from './trace';

/**
 * Put into every document: the Event Timing observer, a watch for the screen a gesture leads to (the time of the frame
 * after it is in the DOM), the first input event's time, `settle` (until every interaction since a mark has its
 * entries) and the floors. Text, not a function: tsx names functions with a helper the page lacks.
 */
export const INSTRUMENT = `(() => {
  if (window.__field) return;
  const f = (window.__field = { entries: [], readyAt: undefined, inputAt: undefined });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) f.entries.push({ name: e.name, interactionId: e.interactionId, duration: e.duration, startTime: e.startTime, processingStart: e.processingStart, processingEnd: e.processingEnd });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // frames of over 50 ms and their scripts: what the main thread did while a gesture waited
  f.frames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      f.frames.push({ startTime: e.startTime, duration: e.duration, renderStart: e.renderStart,
        scripts: e.scripts.map((x) => ({ invoker: x.invoker, duration: x.duration, forcedStyleAndLayoutDuration: x.forcedStyleAndLayoutDuration })) });
  }).observe({ type: 'long-animation-frame', buffered: true });
  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'keydown', 'click'])
    addEventListener(type, (e) => { if (f.inputAt === undefined) f.inputAt = e.timeStamp; }, { capture: true, passive: true });
  // a click the browser counts as the second of a double tap (its detail is the tap count)
  f.doubled = 0;
  addEventListener('click', (e) => { if (e.detail > 1) f.doubled++; }, { capture: true, passive: true });
  f.until = (pred, timeoutMs) => new Promise((resolve, reject) => {
    const t0 = performance.now();
    const tick = () => {
      if (pred()) resolve(true);
      else if (performance.now() - t0 > timeoutMs) reject(new Error('timed out waiting for ' + pred));
      else setTimeout(tick, 50);
    };
    tick();
  });
  f.quiet = () => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 1000 }));
  f.mark = (ready) => {
    f.readyAt = undefined;
    f.inputAt = undefined;
    f.doubled = 0;
    // a gesture's frames come after its mark: the earlier ones are let go, so the list never grows with the run
    f.frames = [];
    if (ready) {
      const seen = () => {
        if (f.readyAt !== undefined || !ready()) return false;
        requestAnimationFrame(() => setTimeout(() => { f.readyAt = performance.now(); }, 0));
        return true;
      };
      const mo = new MutationObserver(() => { if (seen()) mo.disconnect(); });
      mo.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
    }
    return { t: performance.now(), n: performance.interactionCount };
  };
  f.settle = (t0, n0, timeoutMs) => new Promise((resolve) => {
    const started = performance.now();
    let complete;
    const check = () => {
      const made = performance.interactionCount - n0;
      const mine = f.entries.filter((e) => e.startTime >= t0);
      const ids = new Set(mine.filter((e) => e.interactionId).map((e) => e.interactionId));
      const now = performance.now();
      if (complete === undefined && made > 0 && ids.size >= made) complete = now;
      if ((complete !== undefined && now - complete >= 50) || now - started > timeoutMs) resolve({ made, entries: mine, frames: f.frames, readyAt: f.readyAt, inputAt: f.inputAt, doubled: f.doubled });
      else setTimeout(check, 25);
    };
    check();
  });
  // the floors: laid over the target, in the open modal dialog when there is one (the rest of the page is inert)
  const lay = (el, r, inApp) => {
    el.id = 'field-floor';
    el.style.cssText += ';position:fixed;left:' + r.x + 'px;top:' + r.y + 'px;width:' + r.width + 'px;height:' + r.height + 'px;z-index:2147483647;margin:0;box-sizing:border-box;cursor:' + (r.cursor || 'auto');
    (document.querySelector('dialog[open]') || (inApp ? document.getElementById('root') : document.body)).append(el);
    return el;
  };
  // kind 'button': a bare button (focusable, no handler, no form), the browser's own cost of tapping a control;
  // 'react': the inert element in the app's root, whose events React's event system dispatches and finds no handler for
  f.inert = (r, kind) => { lay(document.createElement(kind === 'button' ? 'button' : 'div'), r, kind === 'react').style.cssText += ';background:transparent;border:0;padding:0'; };
  f.bare = (tag, r, look) => {
    const el = document.createElement(tag);
    el.style.cssText = look;
    lay(el, r).focus();
  };
  f.staticPage = (r, html) => {
    const root = document.getElementById('root');
    lay(document.createElement('div'), r).addEventListener('click', () => {
      const copy = root.cloneNode(false);
      copy.id = 'field-static';
      copy.innerHTML = html;
      root.style.display = 'none';
      root.after(copy);
    });
  };
  f.clearFloor = () => {
    document.getElementById('field-floor')?.remove();
    document.getElementById('field-static')?.remove();
    document.getElementById('root').style.display = '';
  };
})()`;

interface Settled {
  made: number;
  entries: EventEntry[];
  frames: LongFrame[];
  readyAt?: number;
  inputAt?: number;
  /** clicks the browser took for the second of a double tap */
  doubled: number;
}

export interface Sample {
  latency: number;
  breakdown?: Breakdown;
  underThreshold: boolean;
  wallMs?: number;
  /** the long animation frames its longest entry lay in (longFramesOf) */
  frames?: string[];
  /** the main thread's time for the gesture, when it was traced */
  trace?: MainThreadTime;
}

/**
 * Waits in the page until `predicate` (source) holds. The production build's Content-Security-Policy forbids the eval
 * that Playwright's waitForFunction uses; an expression sent over CDP is not subject to it.
 */
export const until = (page: Page, predicate: string, timeoutMs = 30_000) => page.evaluate(`__field.until(() => (${predicate}), ${timeoutMs})`);

/**
 * One gesture measured: the page let idle, a mark, the gesture, the screen it leads to (`ready`, a predicate's source
 * run in the page) and the Event Timing entries of its interactions; traced when `trace` says so (`print`: each task).
 */
export async function gesture(page: Page, act: () => Promise<unknown>, ready?: string, trace?: { print?: string }): Promise<Sample> {
  await page.evaluate('__field.quiet()');
  const browser = trace ? page.context().browser() : null;
  if (browser) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const mark = await page.evaluate<{ t: number; n: number }>(`__field.mark(${ready ? `() => (${ready})` : 'undefined'})`);
  await act();
  if (ready) await until(page, '__field.readyAt !== undefined');
  const s = await page.evaluate<Settled>(`__field.settle(${mark.t}, ${mark.n}, 500)`);
  if (s.doubled) throw new Error('a tap was taken for the second of a double tap (a dblclick, and more work than a tap): taps at one place must be DOUBLE_TAP_MS apart');
  const { latency, underThreshold } = gestureLatency(s.entries, s.made);
  let traced: MainThreadTime | undefined;
  if (browser) {
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    traced = attributable(events);
    if (trace?.print) console.log(`${trace.print}: ${latency} ms\n${traceSummary(events)}`);
  }
  const wallMs = ready && s.readyAt !== undefined ? Math.round(s.readyAt - (s.inputAt ?? mark.t)) : undefined;
  const parts = breakdown(s.entries);
  const frames = longFramesOf(s.entries, s.frames);
  return {
    latency,
    underThreshold,
    ...(parts ? { breakdown: parts } : {}),
    ...(frames.length ? { frames } : {}),
    ...(wallMs === undefined ? {} : { wallMs }),
    ...(traced ? { trace: traced } : {}),
  };
}

export type Box = { x: number; y: number; width: number; height: number };

/**
 * The element's box, brought to the middle of the screen when something (the tab bar, the play bar, the header)
 * covers it or it is off the screen.
 */
export async function reach(l: Locator): Promise<Box> {
  await l.waitFor();
  const reachable = () =>
    l.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit !== null && (hit === el || el.contains(hit));
    });
  if (!(await reachable())) {
    await l.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    if (!(await reachable())) throw new Error(`${l.toString()} cannot be tapped: something covers it`);
  }
  const box = await l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  return box;
}

/**
 * Chromium's gesture detector takes two taps at one place less than 400 ms apart (measured in this Chromium: 350 ms
 * apart a double tap, 450 ms two taps) for a double tap: the second click's detail is 2 and a dblclick follows it,
 * which a React app dispatches too. A player's tap on Add Bet or PLAY is a single tap, so a measured tap comes at
 * least this long after the page's last one (its floor's, at the same place): `untilSingleTap` before the gesture.
 */
export const DOUBLE_TAP_MS = 500;
const lastTap = new WeakMap<Page, number>();

/** resolves once a tap on `page` would be a single tap (DOUBLE_TAP_MS after the last tapAt) */
export async function untilSingleTap(page: Page): Promise<void> {
  const wait = (lastTap.get(page) ?? 0) + DOUBLE_TAP_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * A tap as a phone makes it (touch events, then the click), at the middle of the box: straight to the touchscreen,
 * without the actionability checks of locator.tap() (frames waited for on a throttled page).
 */
export const tapAt = (page: Page, box: Box) => () => {
  lastTap.set(page, Date.now());
  return page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
};

/** the element's look as CSS text, for a bare input laid over it */
export const lookOf = (l: Locator) =>
  l.evaluate((el) => {
    const cs = getComputedStyle(el);
    return ['font', 'padding', 'border', 'text-align', 'line-height', 'background-color', 'color', 'white-space'].map((p) => `${p}:${cs.getPropertyValue(p)}`).join(';');
  });
