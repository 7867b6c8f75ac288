import { useMemo, useSyncExternalStore } from 'react';
import { clientClock, type ClientClock } from './clock';

export interface ClockNowOptions {
  /** the clock to read (default: the app clock, ./clock.ts) */
  clock?: ClientClock;
  /**
   * Stop ticking once the time reaches this instant (a countdown past its target has nothing left to show); a move
   * of the clock back before it starts the ticks again. null: never tick, follow clock moves only.
   */
  until?: number | null;
}

/**
 * The client clock's time (epoch ms), re-read just past each multiple of `everyMs` of that clock (a countdown's second
 * begins when the clock's does, whenever the screen opened) and at once whenever the clock is moved (a Date header
 * correction, the simulator's clock frozen, set or advanced): for rules that change with the time while a screen is
 * open. A frozen clock does not tick; a hidden tab ticks not at all and reads the time again when shown.
 */
export function useClockNow(everyMs: number, { clock = clientClock, until }: ClockNowOptions = {}): number {
  const store = useMemo(() => {
    let value = clock.now();
    let seen = clock.version();
    return {
      get: () => value,
      subscribe(changed: () => void) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        // no ticks while the tab is hidden (nobody sees them); the time is read again when it is shown
        const ticking = () => until !== null && (until === undefined || value < until) && !clock.frozen() && document.visibilityState !== 'hidden';
        const stop = () => {
          if (timer !== undefined) clearTimeout(timer);
          timer = undefined;
        };
        const schedule = () => {
          stop();
          // 1 ms past the clock's next multiple of everyMs (a countdown floors the time left: its new second shows once
          // the clock is past a whole one); at once when the clock stands on one
          if (ticking()) timer = setTimeout(read, ((everyMs - (((value % everyMs) + everyMs) % everyMs)) % everyMs) + 1);
        };
        function read() {
          value = clock.now();
          seen = clock.version();
          schedule();
          changed();
        }
        const off = clock.subscribe(read);
        const onVisibility = () => (document.visibilityState === 'hidden' ? schedule() : read());
        document.addEventListener('visibilitychange', onVisibility);
        // moved between the render and this subscription
        if (clock.version() !== seen) read();
        else schedule();
        return () => {
          off();
          document.removeEventListener('visibilitychange', onVisibility);
          stop();
        };
      },
    };
  }, [clock, everyMs, until]);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
