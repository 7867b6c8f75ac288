/** Small display helpers of the market screens. */
import { istParts, parseTimeOfDay } from '../../../domain/rules';

/** 'HH:MM[:SS]' (24 h) → '03:00 PM'; unknown (null) → '--'; anything else is shown as it came. */
export function formatTime12(time: string | null): string {
  if (time === null) return '--';
  const secs = parseTimeOfDay(time);
  if (secs === null) return time.trim() || '--';
  const h = Math.floor(secs / 3600);
  const m = Math.floor((secs % 3600) / 60);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(h12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
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
