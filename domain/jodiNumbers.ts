/**
 * How a type-1 `bet_numbers` value names a Jodi number — the one mapping the client (when it sends) and the
 * simulator (when it reads) apply. The spec calls the Jodi grid "positions 1–100" and gives the server no bet kind
 * (game_type is always 1), so the reading is the backend's choice:
 *
 *  - 'mod100' (default): the traditional matka grid 01, 02, … 99, 00 — value v (0–100) names v mod 100, so a grid
 *    position ('7', '100') and a two-digit number ('07', '00') never disagree. The client sends today's values.
 *  - 'minus1': position p (1–100) names p − 1, the way Ander/Bahar positions 1–10 are the digits 0–9. The client
 *    then sends every type-1 number n (grid, crossing, copy paste) as String(n + 1).
 *
 * Build-time setting VITE_JODI_READING (client and `npm run sim`); the simulator's world setting `jodiReading`.
 * Operators confirm the backend's reading with one test bet before going live (README).
 */
export type JodiReading = 'mod100' | 'minus1';

export const JODI_READINGS: readonly JodiReading[] = ['mod100', 'minus1'];
export const DEFAULT_JODI_READING: JodiReading = 'mod100';

export function parseJodiReading(v: unknown): JodiReading {
  return v === 'minus1' ? 'minus1' : DEFAULT_JODI_READING;
}

/** A wire value of 1–maxLen decimal digits (a string, trimmed, or a whole number ≥ 0) as a number, else null. */
export function wireDigits(v: unknown, maxLen: number): number | null {
  if (typeof v === 'number') return Number.isInteger(v) && v >= 0 ? v : null;
  if (typeof v !== 'string') return null;
  const s = v.trim();
  return s.length >= 1 && s.length <= maxLen && /^\d+$/.test(s) ? Number(s) : null;
}

/** The Jodi number 0–99 a type-1 wire value names under a reading, or null when it names none. */
export function jodiNumberFromWire(raw: unknown, reading: JodiReading): number | null {
  const v = wireDigits(raw, 3);
  if (v === null || v > 100) return null;
  if (reading === 'mod100') return v % 100;
  return v >= 1 ? v - 1 : null;
}

/**
 * The wire value for a type-1 value the bet engine built (a grid position or a two-digit number, both read the
 * 'mod100' way): unchanged under 'mod100', the position n + 1 under 'minus1'. Values that name no number pass
 * through unchanged (the server refuses them).
 */
export function jodiWireValue(value: string, reading: JodiReading): string {
  if (reading === 'mod100') return value;
  const n = jodiNumberFromWire(value, 'mod100');
  return n === null ? value : String(n + 1);
}
