/** Small helpers the endpoint files share: typed request builders and response shaping. */
import type { JsonArgs, WsArgs, FieldValue, ApiResult } from './baseQuery';
import { JSON_CALLS, type JsonBody, type JsonCallName, type JsonQuery, type WebserviceName, type WsReq } from '../../domain/wire';
import { requireVerdict, reshape, type Normalized } from './normalize';

/**
 * Form-data call. Field names are checked against the wire request type; user_id is added by the base query
 * from the session (the calls that take it), so it is omitted here.
 */
export function ws<N extends WebserviceName>(name: N, fields: Omit<WsReq<N>, 'user_id'>): WsArgs {
  return { ws: name, fields: fields as Record<string, FieldValue> };
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

/** transformResponse: the normalized reply with `data` re-shaped by a defensive picker. */
export function shaped<T>(pick: (body: unknown) => T, fallback: T): (r: ApiResult) => Normalized<T> {
  return (r) => reshape(r, pick, fallback);
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
