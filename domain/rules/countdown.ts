import { IST_OFFSET_MS, parseTimeOfDay, toMs, type Instant } from '../time';

/**
 * Remaining time as hours:minutes:seconds, unpadded ('1:2:3' for 3,723,000 ms; hours may pass 24).
 * Whole seconds, rounded down; '00:00:00' once nothing is left (zero, past, or unreadable).
 */
export function formatCountdown(msRemaining: number): string {
  const total = Number.isFinite(msRemaining) ? Math.floor(msRemaining / 1000) : 0;
  if (total <= 0) return '00:00:00';
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${m}:${s}`;
}

/** The instant from which `countdown(target, now)` reads '00:00:00' for good: the time left is floored to seconds. */
export function countdownSettlesAt(target: number): number {
  return target - 999;
}

/** The instant (ms since epoch) of an IST date 'YYYY-MM-DD' and time 'HH:MM[:SS]', or null when unreadable. */
export function istInstant(date: string, time: string): number | null {
  const d = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(date);
  const secs = parseTimeOfDay(time);
  if (!d || secs === null) return null;
  const y = Number(d[1]);
  const mo = Number(d[2]);
  const day = Number(d[3]);
  const midnightUtc = Date.UTC(y, mo - 1, day);
  const check = new Date(midnightUtc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== day) return null;
  return midnightUtc + secs * 1000 - IST_OFFSET_MS;
}

/** Countdown text from now to a target instant (null target → '00:00:00'). */
export function countdown(target: number | null, now: Instant): string {
  return target === null ? '00:00:00' : formatCountdown(target - toMs(now));
}
