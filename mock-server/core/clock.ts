/**
 * The one clock every time rule reads. Real time by default; it can be frozen, set and advanced.
 * Its state is plain data inside SimState (so a snapshot carries it): the current time is
 * `frozenAt` when frozen, otherwise real time plus `offsetMs`.
 */
import { ist } from '../../domain/time';

export interface ClockState {
  offsetMs: number;
  frozenAt: number | null;
}

export const REAL_CLOCK: ClockState = { offsetMs: 0, frozenAt: null };

export interface ClockView {
  now: number;
  iso: string;
  /** YYYY-MM-DD HH:MM:SS in IST */
  ist: string;
  frozen: boolean;
  offsetMs: number;
}

export class Clock {
  constructor(
    private readonly state: () => ClockState,
    private readonly realNow: () => number = Date.now,
  ) {}

  now(): number {
    const s = this.state();
    return s.frozenAt ?? this.realNow() + s.offsetMs;
  }

  get frozen(): boolean {
    return this.state().frozenAt !== null;
  }

  /** Moves the clock to `ms`, keeping it frozen or running as it is. */
  set(ms: number): void {
    const s = this.state();
    if (s.frozenAt !== null) s.frozenAt = ms;
    else s.offsetMs = ms - this.realNow();
  }

  advance(ms: number): void {
    this.set(this.now() + ms);
  }

  freeze(): void {
    const s = this.state();
    s.frozenAt = this.now();
  }

  /** Lets time run again from where it stands. */
  unfreeze(): void {
    const s = this.state();
    if (s.frozenAt === null) return;
    s.offsetMs = s.frozenAt - this.realNow();
    s.frozenAt = null;
  }

  /** Back to real time, running. */
  real(): void {
    const s = this.state();
    s.frozenAt = null;
    s.offsetMs = 0;
  }

  view(): ClockView {
    const now = this.now();
    return { now, iso: new Date(now).toISOString(), ist: ist(now).dateTime, frozen: this.frozen, offsetMs: this.state().offsetMs };
  }
}

/** The clock of a new world: frozen at `now`, or running from `now` (real time when no `now` is given). */
export function clockAt(now: number | undefined, frozen: boolean | undefined, realNow: number): ClockState {
  if (frozen) return { offsetMs: 0, frozenAt: now ?? realNow };
  return { offsetMs: now === undefined ? 0 : now - realNow, frozenAt: null };
}
