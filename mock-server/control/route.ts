/** Control routes are data: method, path pattern, one-line doc, handler. `GET /__sim/` and the README table list them. */
import type { Sim, User } from '../core';
import { str, type Fields } from '../pipeline/request';

export interface ControlReply {
  httpStatus: number;
  body?: unknown;
  html?: string;
}

export interface ControlRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** e.g. '/markets/:id/result' */
  path: string;
  doc: string;
  handler(sim: Sim, params: Record<string, string>, f: Fields): ControlReply;
}

export const ok = (body: unknown = { ok: true }): ControlReply => ({ httpStatus: 200, body });
export const bad = (error: string, httpStatus = 400): ControlReply => ({ httpStatus, body: { ok: false, error } });

/** A domain Result as a reply; 'not found' errors answer 404 when `notFound` is set. */
export function fromResult(r: { ok: true } | { ok: false; error: string }, notFound = false): ControlReply {
  return r.ok ? ok(r) : bad(r.error, notFound && /not found/i.test(r.error) ? 404 : 400);
}

/** The player a list's `?user=` names, by id or login mobile: none when the query names none, a 404 when no player has it. */
export function userQuery(sim: Sim, f: Fields): { ok: true; user: User | undefined } | { ok: false; reply: ControlReply } {
  const who = str(f, 'user');
  if (!who) return { ok: true, user: undefined };
  const user = sim.user(who) ?? sim.userByMobile(who);
  return user ? { ok: true, user } : { ok: false, reply: bad('User not found', 404) };
}

export const isTrue = (v: unknown) => v === true || v === 'true';

/** Matches a path against a route pattern; the `:name` parameters, or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const g = decodeURIComponent(got[i] as string);
    if (w.startsWith(':')) params[w.slice(1)] = g;
    else if (w !== g) return null;
  }
  return params;
}
