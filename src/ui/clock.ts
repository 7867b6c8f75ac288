/**
 * The client's one clock: every time rule of the client reads it (bet-screen countdowns, the PLAY tap and receipt
 * time, the cancel cut-off of the bid history, the notice day, the withdrawal window, chat times). The bet engine
 * and the machines stay pure: screens hand them `clientClock.now()` or `clockNow` as their time input.
 *
 * Device time by default. Two feeds correct it:
 * - `setServerTime` — the API host's `Date` header (src/api/baseQuery.ts, every reply that exposes it): a phone whose
 *   clock is wrong follows the server. HTTP-date has 1 s resolution, so the clock moves only when it is more than
 *   `SERVER_TIME_TOLERANCE_MS` off; a reply without the header never moves it.
 * - `setSimClock` — the simulator's own clock (src/app/simClockSync.ts: announced by the in-browser simulator, polled
 *   from `npm run sim`): frozen, set and advanced exactly as QA moves it. Once the clock has read it, a Date header
 *   moves it no more: the header is whole seconds of the same simulator, and a reply read late would pull it back.
 *
 * A tiny store (no React): `subscribe` is told of every change, `version` counts them; `useClockNow` (./useNow.ts)
 * is the hook over it.
 */

/** How far the clock may be from a reply's Date header before it is corrected (the header is whole seconds). */
export const SERVER_TIME_TOLERANCE_MS = 1500;
/** A poll of a running simulator clock closer than this to the clock's reading is latency, not a move. */
export const SIM_CLOCK_TOLERANCE_MS = 250;

export interface SimClockReading {
  /** the simulator's time (ms since epoch) when it answered */
  now: number;
  frozen: boolean;
}

export interface ClientClock {
  /** the current time, ms since epoch */
  now(): number;
  /** the device's own time (the instant a reply arrived is measured in it) */
  deviceNow(): number;
  frozen(): boolean;
  /** called after every change of offset or freeze; returns the unsubscribe */
  subscribe(listener: () => void): () => void;
  /** increases with every change */
  version(): number;
  /** A server time (a reply's Date header) read from a reply that arrived at device time `receivedAt`; true if the clock moved. */
  setServerTime(serverMs: number, receivedAt?: number): boolean;
  /** The simulator clock as polled (reply arrived at device time `receivedAt`); true if the clock moved. */
  setSimClock(reading: SimClockReading, receivedAt?: number): boolean;
  /** Back to device time, running. */
  reset(): void;
}

export function createClientClock(device: () => number = () => Date.now()): ClientClock {
  let offsetMs = 0;
  let frozenAt: number | null = null;
  /** the simulator's clock has been read: it alone moves the clock from then on */
  let simFed = false;
  let version = 0;
  const listeners = new Set<() => void>();

  const readingAt = (deviceMs: number) => frozenAt ?? deviceMs + offsetMs;
  const changed = () => {
    version++;
    for (const l of [...listeners]) l();
  };

  return {
    now: () => readingAt(device()),
    deviceNow: device,
    frozen: () => frozenAt !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    version: () => version,
    setServerTime(serverMs, receivedAt = device()) {
      if (simFed || !Number.isFinite(serverMs) || !Number.isFinite(receivedAt)) return false;
      if (Math.abs(readingAt(receivedAt) - serverMs) <= SERVER_TIME_TOLERANCE_MS) return false;
      if (frozenAt !== null) frozenAt = serverMs;
      else offsetMs = serverMs - receivedAt;
      changed();
      return true;
    },
    setSimClock({ now, frozen }, receivedAt = device()) {
      if (!Number.isFinite(now) || !Number.isFinite(receivedAt)) return false;
      simFed = true;
      if (frozen) {
        if (frozenAt === now) return false;
        frozenAt = now;
      } else {
        if (frozenAt === null && Math.abs(readingAt(receivedAt) - now) < SIM_CLOCK_TOLERANCE_MS) return false;
        frozenAt = null;
        offsetMs = now - receivedAt;
      }
      changed();
      return true;
    },
    reset() {
      offsetMs = 0;
      frozenAt = null;
      simFed = false;
      changed();
    },
  };
}

/** The app's clock. */
export const clientClock: ClientClock = createClientClock();

/** The app clock's current time, as a function to hand to machines and rules that take a `now` input. */
export const clockNow = (): number => clientClock.now();

/** An HTTP-date header value ('Sat, 10 Jan 2026 06:30:00 GMT') as ms since epoch, or null when absent or unreadable. */
export function parseHttpDate(value: string | null | undefined): number | null {
  if (!value || !/\d{2}:\d{2}:\d{2}/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}
