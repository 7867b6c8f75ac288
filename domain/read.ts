/**
 * Readers of the values a player acts on, as a backend may send them (the contract's forms and the PHP habits of
 * domain/phpHabits.ts): each gives the value read exactly, or null when it cannot be read — never a default that
 * looks real. Shared by the client's views (src/api/views.ts), the simulator's dialect and the bridge.
 *
 * `note` is told each habit a value needed (a string where the contract has a number, a 12-hour time, …): the client
 * counts them for the QA panel; whoever does not care passes nothing.
 */
import type { PhpHabit } from './phpHabits';

export type NoteHabit = (habit: PhpHabit) => void;
const ignore: NoteHabit = () => undefined;

const PLAIN = /^[+-]?\d+(\.\d+)?$/;
/** digits grouped by commas: '1,250.50' (thousands) or '1,25,000' (lakhs); the last group has three digits */
const GROUPED = /^[+-]?\d{1,3}(,\d{2,3})*,\d{3}(\.\d+)?$/;

/** A decimal number from a number or a numeric string (thousands separators too), with how it came; or null. */
function readDecimal(v: unknown, note: NoteHabit): { n: number; text: string } | null {
  if (v === null) {
    note('nulls');
    return null;
  }
  if (typeof v === 'number') return Number.isFinite(v) ? { n: v, text: String(v) } : null;
  if (typeof v !== 'string') return null;
  let s = v.trim();
  if (GROUPED.test(s)) {
    note('thousands-separators');
    s = s.replace(/,/g, '');
  } else if (!PLAIN.test(s)) return null;
  note('numbers-as-strings');
  const n = Number(s);
  return Number.isFinite(n) ? { n, text: s } : null;
}

/**
 * Rupees: a number or a numeric string ('250', '1,250.50', '1,25,000'), exact to the paisa. More than two decimals
 * (a third of a paisa cannot be paid), more paise than a double holds exactly (2^53) or anything else is null: a
 * screen shows the amount as unknown rather than round it.
 */
export function readAmount(v: unknown, note: NoteHabit = ignore): number | null {
  const d = readDecimal(v, note);
  if (!d || /e/i.test(d.text)) return null;
  const paise = /\.(\d*?)0*$/.exec(d.text)?.[1] ?? '';
  // past 2^53 paise a double no longer holds every paisa: the number read would be a neighbour of the one sent
  return paise.length <= 2 && Number.isSafeInteger(Math.round(d.n * 100)) ? d.n : null;
}

/**
 * A whole number (an id, a count, a rate, a bet type) from a number or a numeric string, held exactly (up to
 * 2^53 − 1); otherwise null.
 */
export function readWhole(v: unknown, note: NoteHabit = ignore): number | null {
  const d = readDecimal(v, note);
  return d && Number.isSafeInteger(d.n) ? d.n : null;
}

/** A flag: true / false, 1 / 0, '1' / '0' (TINYINT), 'true' / 'false' (any case); anything else is null. */
export function readFlag(v: unknown, note: NoteHabit = ignore): boolean | null {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === 0) return v === 1;
  if (v === null) {
    note('nulls');
    return null;
  }
  if (typeof v !== 'string') return null;
  const s = v.trim().toLowerCase();
  if (s === '1' || s === '0') {
    note('tinyint-booleans');
    return s === '1';
  }
  if (s === 'true' || s === 'false') {
    note('word-booleans');
    return s === 'true';
  }
  return null;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** A time of day as 24-hour parts, from 'HH:MM:SS', 'HH:MM' or 'h:mm AM' / 'h:mm:ss pm'; with the form it had. */
function readTime(v: unknown, note: NoteHabit): { h: number; m: number; s: number; form: 'hms' | 'hm' | '12h' } | null {
  if (v === null) note('nulls');
  if (typeof v !== 'string') return null;
  const x = /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp])?\.?\s*([Mm])?\.?\s*$/.exec(v);
  if (!x) return null;
  const [, hh = '', mm = '', ss, ap, mer] = x;
  let h = Number(hh);
  const m = Number(mm);
  const s = ss === undefined ? 0 : Number(ss);
  if (m > 59 || s > 59) return null;
  if (ap === undefined) {
    if (mer !== undefined || h > 23) return null;
    return { h, m, s, form: ss === undefined ? 'hm' : 'hms' };
  }
  // 12-hour: 12:xx AM is 00:xx, 12:xx PM is 12:xx
  if (h < 1 || h > 12) return null;
  h = (h % 12) + (ap.toLowerCase() === 'p' ? 12 : 0);
  return { h, m, s, form: '12h' };
}

/** A time of day as the contract's ClockTime 'HH:MM:SS', from any form readTime knows; otherwise null. */
export function readClockTime(v: unknown, note: NoteHabit = ignore): string | null {
  const t = readTime(v, note);
  if (!t) return null;
  if (t.form === 'hm') note('times-hh-mm');
  if (t.form === '12h') note('times-12-hour');
  return `${pad2(t.h)}:${pad2(t.m)}:${pad2(t.s)}`;
}

/** A time of day as the contract's HourMinute 'HH:MM' (a time with seconds other than :00 is not one: null). */
export function readHourMinute(v: unknown, note: NoteHabit = ignore): string | null {
  const t = readTime(v, note);
  if (!t || t.s !== 0) return null;
  if (t.form === '12h') note('times-12-hour');
  return `${pad2(t.h)}:${pad2(t.m)}`;
}

function validDay(y: number, m: number, d: number): boolean {
  return m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/**
 * A day, from 'DD-MM-YYYY' or 'YYYY-MM-DD', either one followed by a time ('2026-01-10 14:05:00', '…T14:05:00'), as
 * the contract writes it for the field: `form` 'dmy' (DayDate) or 'ymd' (IsoDate). A day that does not exist is null.
 */
export function readDay(v: unknown, form: 'dmy' | 'ymd', note: NoteHabit = ignore): string | null {
  if (v === null) note('nulls');
  if (typeof v !== 'string') return null;
  const x = /^\s*(?:(\d{2})-(\d{2})-(\d{4})|(\d{4})-(\d{2})-(\d{2}))(?:[ T](\d{1,2}:\d{2}(?::\d{2})?)(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?\s*$/.exec(v);
  if (!x) return null;
  const iso = x[4] !== undefined;
  const y = Number(iso ? x[4] : x[3]);
  const m = Number(iso ? x[5] : x[2]);
  const d = Number(iso ? x[6] : x[1]);
  if (!validDay(y, m, d)) return null;
  if (x[7] !== undefined) note('dates-with-time');
  if (iso && form === 'dmy') note('dates-iso');
  return form === 'dmy' ? `${pad2(d)}-${pad2(m)}-${y}` : `${y}-${pad2(m)}-${pad2(d)}`;
}

/**
 * Whether a failure's message only says that a list has no rows ('No data found', 'No record found', 'No records',
 * 'Data not found'): the `empty-list-object` and `empty-list-404` habits. Any other message is a failure.
 */
export function isNoRowsMessage(message: string): boolean {
  return /^\s*(no\s+(data|records?|rows?|entries|results?)(\s+(was\s+|were\s+)?found)?|(data|records?)\s+not\s+found)\s*[.!]?\s*$/i.test(message);
}
