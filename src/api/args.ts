/** What a call asks for (the one base query, baseQuery.ts, sends it; callLog.ts names it in the log). */
import type { WebserviceName } from '../../domain/wire';

/** A form field's value that stands for the logged-in player's id (the session's, read when the call is sent). */
export const SESSION_USER: unique symbol = Symbol('session user');

export type FieldValue = string | number | boolean | null | undefined;

export interface WsArgs {
  ws: WebserviceName;
  /** form fields besides the credentials (user_id: SESSION_USER = the session's); null/undefined values are left out */
  fields?: Record<string, FieldValue | typeof SESSION_USER>;
}

export interface JsonArgs {
  /** path relative to the API host, e.g. 'api/game.php' */
  json: string;
  method: 'GET' | 'POST';
  /** query string parameters in order; null/undefined values are left out */
  query?: Record<string, FieldValue>;
  /** append `user={session user id}` as the last query parameter (every `&user={id}` call of spec §7) */
  user?: boolean;
  /** JSON body (POST only) */
  body?: unknown;
}

export type ApiArgs = WsArgs | JsonArgs;

/** A field's value as it is sent: null when it is left out (null, undefined). */
export function fieldString(v: FieldValue): string | null {
  if (v === null || v === undefined) return null;
  return typeof v === 'string' ? v : String(v);
}
