/**
 * Simulator mode only: keeps the client clock (src/ui/clock.ts) on the simulator's clock by polling
 * `GET {apiHost}__sim/clock` ({ now, frozen, … }) every second while the tab is visible — a frozen simulator clock
 * stays frozen on the client, and QA's set or advance shows within a second. Started by main.tsx behind the same
 * build-time gate as the simulator (a dynamic import the production build drops). In http mode the Date header of
 * each reply is the only source (src/api/baseQuery.ts).
 */
import { activeBaseQueryConfig } from '../api/baseQuery';
import { clientClock, type ClientClock } from '../ui/clock';

/** Spec §1 "within one second": the poll interval. */
export const SIM_CLOCK_POLL_MS = 1000;

export interface SimClockSyncOptions {
  clock?: ClientClock;
  /** default: the base query's API host ('/' for the in-browser simulator) */
  apiHost?: string;
  intervalMs?: number;
  fetchFn?: typeof fetch;
}

function readingOf(body: unknown): { now: number; frozen: boolean } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { now, frozen } = body as { now?: unknown; frozen?: unknown };
  return typeof now === 'number' && Number.isFinite(now) && typeof frozen === 'boolean' ? { now, frozen } : null;
}

/** Starts the poll; returns the stop. */
export function startSimClockSync({ clock = clientClock, apiHost, intervalMs = SIM_CLOCK_POLL_MS, fetchFn }: SimClockSyncOptions = {}): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let inFlight = false;
  let stopped = false;

  const poll = async () => {
    if (inFlight || stopped) return;
    inFlight = true;
    try {
      const host = apiHost ?? activeBaseQueryConfig().apiHost;
      const res = await (fetchFn ?? globalThis.fetch)(`${host.endsWith('/') ? host : `${host}/`}__sim/clock`, { cache: 'no-store' });
      const receivedAt = clock.deviceNow();
      if (!res.ok) return;
      const reading = readingOf(await res.json());
      if (reading && !stopped) clock.setSimClock(reading, receivedAt);
    } catch {
      // the simulator is unreachable for a moment: the clock keeps its last reading
    } finally {
      inFlight = false;
    }
  };

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
    pause();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
