/**
 * India Standard Time, the one definition client and simulator share. Players are in India: every calendar and
 * time-of-day rule (market times, countdowns, withdrawal hours, cancel cut-off) uses the fixed +05:30 offset (IST
 * has no daylight saving), never the machine's time zone: epoch ms are shifted by the offset and read as UTC.
 * Time is always passed in (ms since epoch or a Date); nothing here reads a clock.
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

/** One Intl formatter per locale: the first one a page makes loads that locale's data (decision 070 addendum). */
const dayPeriodClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The app's one way to write a time of day: 12-hour, the hour unpadded (markets, chat, histories, withdrawal hours).
 * `secondsOfDay` is an IST wall-clock time. Without a locale it is the English '3:05 PM', written out (no Intl on the
 * start path, as formatRupees). With one (a language whose clock names the part of the day, src/i18n/language.ts), the
 * platform's flexible day period in that language: 'दोपहर 3:05' (hi), 'दुपार 3:05' (mr); the locale carries the
 * digits (`-u-nu-latn`: Latin). Decision 119.
 */
export function formatClock(secondsOfDay: number, dayPeriodLocale?: string): string {
  const h = Math.floor(secondsOfDay / 3600) % 24;
  const m = Math.floor((secondsOfDay % 3600) / 60);
  if (dayPeriodLocale === undefined) return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  let clock = dayPeriodClocks.get(dayPeriodLocale);
  if (!clock) {
    clock = new Intl.DateTimeFormat(dayPeriodLocale, { hour: 'numeric', minute: '2-digit', hour12: true, dayPeriod: 'short', timeZone: 'UTC' });
    dayPeriodClocks.set(dayPeriodLocale, clock);
  }
  return clock.format(Date.UTC(1970, 0, 1, h, m));
}

/** A time text of the contract ('HH:MM:SS' or 'HH:MM') as formatClock writes it; any other text as it came. */
export function clockText(time: string, dayPeriodLocale?: string): string {
  const s = parseTimeOfDay(time);
  return s === null ? time.trim() : formatClock(s, dayPeriodLocale);
}

/** A moment as MySQL writes it ('YYYY-MM-DD HH:MM[:SS]', IST) as the screens write one: '22-11-2026 12:00 PM'. */
export function dateTimeText(text: string, dayPeriodLocale?: string): string {
  const m = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(text.trim());
  const s = m ? parseTimeOfDay(m[4]!) : null;
  return m && s !== null ? `${m[3]}-${m[2]}-${m[1]} ${formatClock(s, dayPeriodLocale)}` : text.trim();
}

// ───────────────────────── day numbers and keys (the simulator's schedule) ─────────────────────────
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** IST day number: whole days since 1970-01-01 IST. */
export function istDay(ms: number): number {
  return Math.floor((ms + IST_OFFSET_MS) / DAY_MS);
}

/** Epoch ms of `minutes` past midnight IST on IST day `day`. */
export function istEpoch(day: number, minutes: number): number {
  return day * DAY_MS + minutes * MINUTE_MS - IST_OFFSET_MS;
}

/** Minutes past midnight IST. */
export function istMinutes(ms: number): number {
  return Math.floor((ms - istEpoch(istDay(ms), 0)) / MINUTE_MS);
}

/** Memoizes a pure string/number conversion (the schedule asks the same few thousand questions all the time). */
function memo<K, V>(fn: (k: K) => V): (k: K) => V {
  const cache = new Map<K, V>();
  return (k) => {
    let v = cache.get(k);
    if (v === undefined) {
      if (cache.size > 10_000) cache.clear();
      v = fn(k);
      cache.set(k, v);
    }
    return v;
  };
}

/** 'YYYY-MM-DD' of an IST day number. */
export const dayKey = memo((day: number): string => {
  const d = new Date(day * DAY_MS);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
});

/** IST day number of a 'YYYY-MM-DD' key. */
export const parseDayKey = memo((key: string): number => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!m) throw new Error(`bad day key ${key}`);
  return Math.round(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS);
});

export interface IstParts {
  /** YYYY-MM-DD */
  ymd: string;
  /** DD-MM-YYYY */
  dmy: string;
  /** HH:MM:SS */
  hms: string;
  /** YYYY-MM-DD HH:MM:SS */
  dateTime: string;
}

export function ist(ms: number): IstParts {
  const d = new Date(ms + IST_OFFSET_MS);
  const y = d.getUTCFullYear();
  const mo = pad2(d.getUTCMonth() + 1);
  const da = pad2(d.getUTCDate());
  const hms = `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
  return { ymd: `${y}-${mo}-${da}`, dmy: `${da}-${mo}-${y}`, hms, dateTime: `${y}-${mo}-${da} ${hms}` };
}

/** 'HH:MM' → minutes past midnight. */
export const parseHm = memo((hm: string): number => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hm);
  if (!m) throw new Error(`bad time ${hm}`);
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) throw new Error(`bad time ${hm}`);
  return h * 60 + min;
});

/** minutes past midnight → 'HH:MM:SS'. */
export function hmsOf(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}:00`;
}

/** Parses 'YYYY-MM-DD HH:MM[:SS]' read as IST, or an ISO string with a zone, or epoch ms. */
export function parseInstant(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v !== 'string' || v.trim() === '') return null;
  const s = v.trim();
  if (/^\d+$/.test(s)) return Number(s);
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  if (m) {
    const day = parseDayKey(m[1] as string);
    return istEpoch(day, Number(m[2]) * 60 + Number(m[3])) + Number(m[4] ?? 0) * 1000;
  }
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : t;
}
