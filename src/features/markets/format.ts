/** Small display helpers of the market screens. */
import { formatClock, istParts, parseTimeOfDay } from '../../../domain/rules';

/**
 * 'HH:MM[:SS]' (24 h) → '3:00 PM' (the app's one clock format; 'दोपहर 3:00' with a Hindi clock locale); unknown
 * (null) → '--'; anything else as it came.
 */
export function formatTime12(time: string | null, clockLocale?: string): string {
  if (time === null) return '--';
  const secs = parseTimeOfDay(time);
  return secs === null ? time.trim() || '--' : formatClock(secs, clockLocale);
}

/** The last number zero-padded to 2 digits ('7' → '07'); a non-number ('**', '') is shown as it came. */
export function padResult(n: string): string {
  const t = n.trim();
  return /^\d$/.test(t) ? `0${t}` : t;
}

/** 'YYYY-MM-DD' of an instant in IST (the notice's day key). */
export function istDayKey(at: number): string {
  const p = istParts(at);
  if (!p) return '';
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}
