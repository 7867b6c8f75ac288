/**
 * Time helpers. Players are in India: every calendar/time-of-day rule uses the fixed +05:30 offset (IST has no
 * daylight saving), never the machine's time zone. Time is always passed in (ms since epoch or a Date).
 */
export const IST_OFFSET_MS = 330 * 60_000;

export type Instant = number | Date;

export function toMs(at: Instant): number {
  return typeof at === 'number' ? at : at.getTime();
}

/** Calendar fields of an instant in IST, or null for an invalid instant. */
export function istParts(at: Instant): { year: number; month: number; day: number; hours: number; minutes: number; seconds: number } | null {
  const ms = toMs(at);
  if (!Number.isFinite(ms)) return null;
  const d = new Date(ms + IST_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hours: d.getUTCHours(),
    minutes: d.getUTCMinutes(),
    seconds: d.getUTCSeconds(),
  };
}

/** Seconds since IST midnight (0–86399), or null for an invalid instant. */
export function istSecondsOfDay(at: Instant): number | null {
  const p = istParts(at);
  return p ? p.hours * 3600 + p.minutes * 60 + p.seconds : null;
}

/** 'HH:MM' or 'HH:MM:SS' (hours 0–23) → seconds since midnight, or null. */
export function parseTimeOfDay(time: string): number | null {
  const m = /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/.exec(time);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  const s = m[3] === undefined ? 0 : Number(m[3]);
  if (h > 23 || min > 59 || s > 59) return null;
  return h * 3600 + min * 60 + s;
}

/** 'DD-MM-YYYY' of an instant in IST ('' for an invalid instant). */
export function formatDateIST(at: Instant): string {
  const p = istParts(at);
  if (!p) return '';
  return `${String(p.day).padStart(2, '0')}-${String(p.month).padStart(2, '0')}-${String(p.year).padStart(4, '0')}`;
}
