/** Display helpers of the chat screens (message times arrive as 'YYYY-MM-DD HH:MM[:SS]', India time). */
import { formatClock, istParts } from '../../../domain/rules';

const STAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})/;

interface Stamp {
  /** 'YYYY-MM-DD' */
  day: string;
  hours: number;
  minutes: number;
}

function parseStamp(time: string): Stamp | null {
  const m = STAMP.exec(time.trim());
  if (!m) return null;
  const hours = Number(m[4]);
  const minutes = Number(m[5]);
  if (hours > 23 || minutes > 59) return null;
  return { day: `${m[1]}-${m[2]}-${m[3]}`, hours, minutes };
}

/** 'YYYY-MM-DD' of an instant in India time. */
export function istDay(at: number): string {
  const p = istParts(at);
  return p ? `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}` : '';
}

function previousDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

const dmy = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/** '3:05 PM' ('दोपहर 3:05' with a Hindi clock locale); a time in another shape is shown as it came. */
export function clockTime(time: string, clockLocale?: string): string {
  const s = parseStamp(time);
  if (!s) return time.trim();
  return formatClock(s.hours * 3600 + s.minutes * 60, clockLocale);
}

/** The day a message belongs to ('YYYY-MM-DD'), '' when the time has another shape. */
export function messageDay(time: string): string {
  return parseStamp(time)?.day ?? '';
}

/** A day heading: 'Today', 'Yesterday' or 'DD-MM-YYYY' (spec §9 date format). */
/** 'Today', 'Yesterday' (in the player's language: `words`) or DD-MM-YYYY. */
export function dayLabel(day: string, today: string, words: { today: string; yesterday: string }): string {
  if (day === today) return words.today;
  if (today && day === previousDay(today)) return words.yesterday;
  return dmy(day);
}

/** Chat list time: the clock time today, 'Yesterday', else the date ('' for no message). */
export function listTime(time: string, today: string, words: { today: string; yesterday: string }, clockLocale?: string): string {
  const s = parseStamp(time);
  if (!s) return time.trim();
  return s.day === today ? clockTime(time, clockLocale) : dayLabel(s.day, today, words);
}
