/**
 * The withdrawal window (profile setting `startwith` / `endwith`, HH:MM IST): the one rule the client's screen and
 * the simulator's withdrawal domain both apply.
 */
import { istSecondsOfDay, parseTimeOfDay, type Instant } from './time';

/**
 * Whether the IST time of day of `now` lies within [startwith, endwith], both ends included
 * (18:00 is open, 18:00:01 is not). A window whose end is before its start crosses midnight (22:00–02:00). Equal ends mean open all day.
 * Unreadable settings never block (the server still decides).
 */
export function isWithdrawalOpen(now: Instant, startwith: string, endwith: string): boolean {
  const t = istSecondsOfDay(now);
  const start = parseTimeOfDay(startwith);
  const end = parseTimeOfDay(endwith);
  if (t === null || start === null || end === null || start === end) return true;
  return start < end ? t >= start && t <= end : t >= start || t <= end;
}
