/**
 * Route types: every wire call of spec §7 is answered by one route, typed by the one contract (domain/wire.ts), so
 * a missing route or a reply of the wrong shape is a compile error. A route reads only the fields its call's
 * request declares.
 */
import type { JsonBody, JsonCallName, JsonQuery, JsonRes, WebserviceName, WsReq, WsRes } from '../../domain/wire';
import type { Sim } from '../core';
import { str, type Fields } from '../pipeline/request';
import { serverText } from '../../domain/serverTexts';

export interface RouteContext<K extends string> {
  w: Sim;
  /** a declared field as a trimmed string ('' when missing) */
  str(key: K): string;
  /** a declared field as it arrived */
  raw(key: K): unknown;
  /** the declared fields as they arrived (a Webservices call's fields are those of its declaration in WS_CALLS) */
  fields(): Record<K, unknown>;
  /** origin of the simulator as the client reached it, e.g. http://127.0.0.1:4010 */
  origin: string;
  /** where the gateway page sends the player back to */
  returnUrl: string;
}

type Keys<T> = T extends null ? never : Extract<keyof T, string>;

export type WsRoute<N extends WebserviceName> = (c: RouteContext<Keys<WsReq<N>>>) => WsRes<N>;
export type JsonRoute<N extends JsonCallName> = (c: RouteContext<Keys<JsonQuery<N>> | Keys<JsonBody<N>> | 'user'>) => JsonRes<N>;

export type WsRoutes<N extends WebserviceName> = { [K in N]: WsRoute<K> };
export type JsonRoutes<N extends JsonCallName> = { [K in N]: JsonRoute<K> };

/** A route's view of the request: `declared` (a Webservices call's field names) hides every other field. */
export function context<K extends string>(w: Sim, all: Fields, origin: string, returnUrl: string, declared?: readonly string[]): RouteContext<K> {
  const f = declared ? Object.fromEntries(declared.filter((k) => Object.hasOwn(all, k)).map((k) => [k, all[k]])) : all;
  return { w, str: (k) => str(f, k), raw: (k) => f[k], fields: () => ({ ...f }) as Record<K, unknown>, origin, returnUrl };
}

export const fail = (msg: string) => ({ status: 0, msg });
export const USER_NOT_FOUND = serverText('userNotFound');
