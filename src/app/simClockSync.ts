/**
 * Simulator mode only: keeps the client clock (src/ui/clock.ts) on the simulator's clock, read from
 * `GET {apiHost}__sim/clock` ({ now, frozen, … }) — a frozen simulator clock stays frozen on the client. The
 * in-browser simulator announces each move of its clock on the page (./simStatus.ts): the sync reads once, then
 * follows those at once (`pushed`). `npm run sim` is another process: the sync polls it every second while the tab is
 * visible, so QA's set or advance shows within a second. Started by boot.tsx behind the same build-time gate as the
 * simulator (a dynamic import the production build drops). In http mode the Date header of each reply is the only
 * source (src/api/baseQuery.ts).
 */
import { activeBaseQueryConfig } from '../api/baseQuery';
import { clientClock, type ClientClock } from '../ui/clock';
import { onSimStatus } from './simStatus';

/** Spec §1 "within one second": the poll interval. */
export const SIM_CLOCK_POLL_MS = 1000;

export interface SimClockSyncOptions {
  clock?: ClientClock;
  /** default: the base query's API host ('/' for the in-browser simulator) */
  apiHost?: string;
  intervalMs?: number;
  fetchFn?: typeof fetch;
  /** the simulator is in this page and announces its clock's moves: read once, then follow them, no poll */
  pushed?: boolean;
}

function readingOf(body: unknown): { now: number; frozen: boolean } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { now, frozen } = body as { now?: unknown; frozen?: unknown };
  return typeof now === 'number' && Number.isFinite(now) && typeof frozen === 'boolean' ? { now, frozen } : null;
}

/** The poll of every running sync, for `resyncSimClock`. */
const running = new Set<() => Promise<void>>();

/**
 * Reads the simulator's clock now, without waiting for the next poll (the QA panel calls it after it freezes, sets
 * or advances the clock, so countdowns follow at once). Resolves when every running sync has read it.
 */
export async function resyncSimClock(): Promise<void> {
  await Promise.all([...running].map((poll) => poll()));
}

/** Whether a sync is running (the QA panel starts one against `npm run sim`, where main.tsx starts none). */
export function simClockSyncRunning(): boolean {
  return running.size > 0;
}

/** Starts the sync (a first read, then the announcements or the poll); returns the stop. */
export function startSimClockSync({ clock = clientClock, apiHost, intervalMs = SIM_CLOCK_POLL_MS, fetchFn, pushed = false }: SimClockSyncOptions = {}): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let inFlight: Promise<void> | null = null;
  let stopped = false;
  /** announcements heard: a read that began before the last one is older than it */
  let heard = 0;

  const read = async () => {
    const since = heard;
    try {
      const host = apiHost ?? activeBaseQueryConfig().apiHost;
      const res = await (fetchFn ?? globalThis.fetch)(`${host.endsWith('/') ? host : `${host}/`}__sim/clock`, { cache: 'no-store' });
      const receivedAt = clock.deviceNow();
      if (!res.ok) return;
      const reading = readingOf(await res.json());
      if (reading && !stopped && heard === since) clock.setSimClock(reading, receivedAt);
    } catch {
      // the simulator is unreachable for a moment: the clock keeps its last reading
    }
  };
  /** One read at a time: a poll while a read is under way joins it. */
  const poll = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    inFlight ??= read().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
  /** A resync during a read reads once more after it: the read under way may have left before the clock moved. */
  const resync = async () => {
    if (inFlight) await inFlight;
    await poll();
  };
  running.add(resync);

  if (pushed) {
    const unlisten = onSimStatus((status) => {
      heard++;
      clock.setSimClock(status.clock, clock.deviceNow());
    });
    void poll();
    return () => {
      stopped = true;
      running.delete(resync);
      unlisten();
    };
  }

  const pause = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const resume = () => {
    if (timer !== undefined) return;
    void poll();
    timer = setInterval(() => void poll(), intervalMs);
  };
  const onVisibility = () => (document.visibilityState === 'hidden' ? pause() : resume());

  document.addEventListener('visibilitychange', onVisibility);
  onVisibility();
  return () => {
    stopped = true;
    running.delete(resync);
    pause();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
