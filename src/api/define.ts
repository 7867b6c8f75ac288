/** Small helpers the endpoint files share: typed request builders and response shaping. */
import { SESSION_USER, type JsonArgs, type WsArgs, type FieldValue, type ApiResult } from './baseQuery';
import { JSON_CALLS, type JsonBody, type JsonCallName, type JsonQuery, type WebserviceName, type WsReq } from '../../domain/wire';
import { isNoRows, requireVerdict, reshape, type Normalized } from './normalize';

/** The fields of a call as an endpoint gives them: the declared ones (domain/wire.ts WS_CALLS), user_id as USER. */
export type WsFields<N extends WebserviceName> = { [K in keyof WsReq<N>]: K extends 'user_id' ? typeof SESSION_USER : WsReq<N>[K] };

/** The logged-in player's id, filled in by the base query from the session when the call is sent. */
export const USER: typeof SESSION_USER = SESSION_USER;

/**
 * Form-data call. The fields are checked against the call's declaration in the one contract (domain/wire.ts
 * WS_CALLS): a missing required field, an undeclared one or a user_id the call does not take is a compile error.
 */
export function ws<N extends WebserviceName>(name: N, fields: WsFields<N>): WsArgs {
  return { ws: name, fields: fields as WsArgs['fields'] };
}

/**
 * JSON-style call, built from the one contract (domain/wire.ts JSON_CALLS): method, api file, query parameters in
 * the spec's order with the call's `action`, `&user=` when the call takes it, and the JSON body of POST calls.
 */
export function json<N extends JsonCallName>(name: N, query: JsonQuery<N>, body?: JsonBody<N>): JsonArgs {
  const def = JSON_CALLS[name];
  const given = query as Record<string, FieldValue>;
  const ordered: Record<string, FieldValue> = {};
  for (const k of def.order) ordered[k] = k === 'action' ? def.action : given[k];
  return { json: `api/${def.file}`, method: def.method, query: ordered, user: def.user, ...(def.method === 'POST' ? { body: body ?? {} } : {}) };
}

/**
 * transformResponse: the normalized reply with `data` re-shaped by a defensive picker. A reply read before (the same
 * object: normalize.ts keeps the readings of unchanged replies) gives the same result again, not a new one.
 */
export function shaped<T>(pick: (body: unknown) => T, fallback: T): (r: ApiResult) => Normalized<T> {
  const made = new WeakMap<ApiResult, Normalized<T>>();
  return (r) => {
    let out = made.get(r);
    if (!out) made.set(r, (out = reshape(r, pick, fallback)));
    return out;
  };
}

/**
 * transformResponse of a list call: as `shaped`, and a failure that only says there are no rows ('No data found', as
 * an object or an HTTP 404 with a JSON body: normalize.ts isNoRows) is the empty list, not a failure.
 */
export function shapedList<T>(pick: (body: unknown) => T, empty: T): (r: ApiResult) => Normalized<T> {
  const shape = shaped(pick, empty);
  const none = new WeakMap<ApiResult, Normalized<T>>();
  return (r) => {
    if (!isNoRows(r)) return shape(r);
    let out = none.get(r);
    if (!out) none.set(r, (out = { kind: 'ok', message: '', data: empty }));
    return out;
  };
}

/** transformResponse of an action (a bet, a transfer, …): as `shaped`, and a reply without a verdict is a failure. */
export function shapedAction<T>(pick: (body: unknown) => T, fallback: T): (r: ApiResult) => Normalized<T> {
  return (r) => reshape(requireVerdict(r), pick, fallback);
}

/**
 * transformResponse for actions whose reply carries nothing the UI reads beyond kind and message. An empty or
 * shapeless reply (`[]`, `{}`, no status / error / return) is a failure, never a success.
 */
export function bare(r: ApiResult): Normalized<null> {
  const { data: _data, ...rest } = requireVerdict(r);
  return { ...rest, data: null };
}
