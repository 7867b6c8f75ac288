/**
 * What a chaos run met (issue 41 point 4): the situations in which the known defects show — a win settled per bet
 * kind, a lost reply per money call, an identical bet repeated (after a lost reply above all), a tap during
 * 'Processing...', a reload mid-bet — and the other outcomes a player can reach. Each situation is counted with the
 * step and the minute it was first met, so a run's report says whether, and how soon, it reached each one.
 */
import type { BetKind, BetScreen } from './model';

export const SITUATIONS = [
  'win settled: JODI',
  'win settled: haruf Ander',
  'win settled: haruf Bahar',
  'win settled: Crossing',
  'win settled: Copy Paste',
  'lost reply: game_bet',
  'lost reply: withdraw_money',
  'lost reply: p2pTransfer',
  'dropped call resent by the browser',
  'identical bet repeated',
  'identical bet repeated after a lost reply',
  'tap during Processing...',
  'reload mid-bet',
  'bet placed',
  'bet refused',
  'bet offline',
  'PLAY at the close',
  'bet cancelled',
  'recharge approved',
  'recharge failed',
  'withdrawal requested',
  'withdrawal refused',
  'withdrawal outside the hours',
  'withdrawal approved',
  'withdrawal rejected',
  'transfer sent',
  'transfer refused',
] as const;

export type Situation = (typeof SITUATIONS)[number];

export function winSituation(w: { screen: BetScreen; kind: BetKind }): Situation {
  if (w.kind === 'ander') return 'win settled: haruf Ander';
  if (w.kind === 'bahar') return 'win settled: haruf Bahar';
  return w.screen === 'CROSSING' ? 'win settled: Crossing' : w.screen === 'COPY PASTE' ? 'win settled: Copy Paste' : 'win settled: JODI';
}

export interface CoverageReport {
  steps: number;
  minutes: number;
  /** the step and minute of the run's first broken invariant, if any (before any shrinking) */
  firstFailure: { step: number; minute: number } | null;
  situations: Array<{ situation: Situation; count: number; firstStep: number | null; firstMinute: number | null }>;
  missed: Situation[];
}

const minutes = (ms: number) => Math.round(ms / 6000) / 10;

/** Counts over a whole run (every sequence of it); `now` is the run's wall clock, for the minutes. */
export class Coverage {
  private steps = 0;
  private readonly started: number;
  private firstFailure: { step: number; minute: number } | null = null;
  private readonly seen = new Map<Situation, { count: number; firstStep: number; firstMinute: number }>();
  constructor(private readonly now: () => number = Date.now) {
    this.started = now();
  }

  step(): void {
    this.steps++;
  }

  met(s: Situation): void {
    const had = this.seen.get(s);
    if (had) had.count++;
    else this.seen.set(s, { count: 1, firstStep: this.steps, firstMinute: minutes(this.now() - this.started) });
  }

  /** A sequence broke an invariant: the first one is when the run found something. */
  failed(): void {
    this.firstFailure ??= { step: this.steps, minute: minutes(this.now() - this.started) };
  }

  report(): CoverageReport {
    const situations = SITUATIONS.map((situation) => ({ situation, count: 0, firstStep: null, firstMinute: null, ...this.seen.get(situation) }));
    return { steps: this.steps, minutes: minutes(this.now() - this.started), firstFailure: this.firstFailure, situations, missed: situations.filter((s) => s.count === 0).map((s) => s.situation) };
  }

  table(): string {
    const r = this.report();
    const width = Math.max(...SITUATIONS.map((s) => s.length));
    const rows = r.situations.map((s) => `  ${s.situation.padEnd(width)}  ${String(s.count).padStart(4)}  ${s.firstStep === null ? 'not met' : `step ${s.firstStep}  ${s.firstMinute} min`}`);
    const failure = r.firstFailure ? `; first invariant broken at step ${r.firstFailure.step}, ${r.firstFailure.minute} min` : '';
    return [`chaos coverage: ${r.steps} steps in ${r.minutes} min${failure}; ${SITUATIONS.length - r.missed.length} of ${SITUATIONS.length} situations met (count, first met)`, ...rows].join('\n');
  }
}
