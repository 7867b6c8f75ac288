/**
 * The one base query, speaking both call styles of spec §7.
 *
 *   { ws: 'game_bet', fields: { game_id: '3', … } }
 *     → POST {apiHost}Webservices/game_bet, multipart form-data:
 *       the two app credential fields (config), then user_id from the session when the call takes it,
 *       then the listed fields (a listed user_id wins over the session's).
 *
 *   { json: 'api/game.php', method: 'GET', query: { action: 'bankcard' }, user: true }
 *     → GET {apiHost}api/game.php?action=bankcard&user={session user id}
 *   { json: 'api/game.php', method: 'POST', query: { action: 'p2ptransfer' }, user: true, body: {…} }
 *     → the same query string and a JSON body (Content-Type: application/json).
 *
 * Every outcome resolves as `{ data: Normalized<unknown>, meta: CallMeta }` (see normalize.ts, log.ts) — server
 * failures, non-2xx, HTML pages, timeouts and offline included. The base query never returns `error`; screens read
 * `data.kind`. `meta` describes the call for the log (path, status, the reply's text with secrets removed).
 *
 * Each reply's Date header, when the host exposes it, corrects the client clock (src/ui/clock.ts).
 *
 * Targets (DESIGN "three targets"): only `apiHost` differs. Sim mode: '/' (the in-browser MSW worker answers
 * same-origin). `npm run sim` and the real host: VITE_API_HOST, same code path.
 */
import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
import { config as appConfig } from '../config';
import { CLIENT_TIMEOUT_MS } from '../../domain/reply';
import { clientClock, parseHttpDate, type ClientClock } from '../ui/clock';
import type { CallMeta } from './log';
import { fieldString, SESSION_USER, type ApiArgs } from './args';
import type { Normalized } from './normalize';

/**
 * Reading replies (normalize.ts) is loaded with the first call, not with the app's start: no call is made before the
 * first render, and the screens that call import it anyway (their chunks preload it). This keeps room in the
 * initial-JS budget for the language runtime (decision 087).
 */
const loadNormalize = () => import('./normalize');
/** what the log is told about each call, with its secrets removed: loaded with the reply reader */
const loadCallLog = () => import('./callLog');

export { SESSION_USER, type ApiArgs, type FieldValue, type JsonArgs, type WsArgs } from './args';

export interface BaseQueryConfig {
  /** API host with a trailing slash ('/' for the in-browser simulator) */
  apiHost: string;
  /** the two app credential fields sent with every Webservices call */
  credentials: ReadonlyArray<{ name: string; value: string }>;
  /** per-request timeout, default CLIENT_TIMEOUT_MS (domain/reply.ts) */
  timeoutMs?: number;
  /** fetch implementation, default globalThis.fetch (looked up per call so test interceptors apply) */
  fetchFn?: typeof fetch;
  /** the clock each reply's Date header corrects (default: the app clock, src/ui/clock.ts); null: none */
  clock?: Pick<ClientClock, 'setServerTime' | 'deviceNow'> | null;
}

export type ApiResult = Normalized<unknown>;
/** Never produced: failures arrive as data with kind 'failure'. */
export type ApiError = Normalized<null>;

function sessionUserId(api: Pick<BaseQueryApi, 'getState'>): string {
  const state = api.getState() as { session?: { userId?: unknown } } | undefined;
  const id = state?.session?.userId;
  return typeof id === 'string' ? id : '';
}


function joinUrl(host: string, path: string): string {
  const h = host.endsWith('/') ? host : `${host}/`;
  return h + path.replace(/^\/+/, '');
}

export interface BuiltRequest {
  url: string;
  init: RequestInit;
}

/** Pure request construction (exported for tests and the contract suite). */
export function buildRequest(args: ApiArgs, cfg: BaseQueryConfig, userId: string): BuiltRequest {
  if ('ws' in args) {
    const form = new FormData();
    for (const c of cfg.credentials) form.append(c.name, c.value);
    const fields = args.fields ?? {};
    if (fields.user_id === SESSION_USER) form.append('user_id', userId);
    for (const [k, v] of Object.entries(fields)) {
      if (v === SESSION_USER) continue;
      const s = fieldString(v);
      if (s !== null) form.append(k, s);
    }
    return { url: joinUrl(cfg.apiHost, `Webservices/${args.ws}`), init: { method: 'POST', body: form } };
  }
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(args.query ?? {})) {
    const s = fieldString(v);
    if (s !== null) qs.append(k, s);
  }
  if (args.user) qs.append('user', userId);
  const q = qs.toString();
  const url = joinUrl(cfg.apiHost, args.json) + (q ? `?${q}` : '');
  if (args.method === 'POST') {
    return {
      url,
      init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(args.body ?? {}) },
    };
  }
  return { url, init: { method: 'GET' } };
}

function isAbort(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError';
}

/**
 * The server's time from a reply's Date header (any status: an error page is the server speaking too), measured at
 * the instant the reply arrived. A reply without a readable header (a real API behind CORS may not expose it) says
 * nothing about the time.
 */
function noteServerTime(res: Response, clock: BaseQueryConfig['clock']): void {
  if (!clock) return;
  const receivedAt = clock.deviceNow();
  const serverMs = parseHttpDate(res.headers?.get('date'));
  if (serverMs !== null) clock.setServerTime(serverMs, receivedAt);
}

/**
 * A base query bound to a configuration (or a getter, read on every call).
 * The app uses `baseQuery` below, bound to src/config.ts unless a test calls configureBaseQuery().
 */
export function createBaseQuery(
  cfg: BaseQueryConfig | (() => BaseQueryConfig),
): BaseQueryFn<ApiArgs, ApiResult, ApiError, object, CallMeta> {
  return async (args, api) => {
    if (transportReady) await transportReady;
    const [{ callMeta }, { MESSAGES, bodyText, normalizeReply, notSentFailure, transportFailure, conditionalFailed, conditionalInit, keepReading, revalidationKey, unchangedReading }] = await Promise.all([loadCallLog(), loadNormalize()]);
    const c = typeof cfg === 'function' ? cfg() : cfg;
    const fetchFn = c.fetchFn ?? globalThis.fetch;
    /** every outcome carries the call's log description as RTK Query's baseQueryMeta (src/api/log.ts) */
    const done = (data: ApiResult, status = 0, text?: string) => ({ data, meta: callMeta(args, c.credentials, status, text, data) });
    let built: BuiltRequest;
    let key: string | null;
    try {
      const userId = sessionUserId(api);
      built = buildRequest(args, c, userId);
      // a query asked again with the ETag of its last reply (./revalidate.ts)
      key = revalidationKey(api.type, built.url, userId, 'ws' in args ? args.fields : [args.query, args.body]);
      built.init = conditionalInit(key, built.init);
    } catch {
      return done(transportFailure(MESSAGES.unexpected));
    }
    // offline: the request would not leave the device — say so without trying, so no one has to wonder whether it ran
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return done(notSentFailure(MESSAGES.offline));
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, c.timeoutMs ?? CLIENT_TIMEOUT_MS);
    const onOuterAbort = () => controller.abort();
    api.signal?.addEventListener('abort', onOuterAbort);
    try {
      const res = await fetchFn(built.url, { ...built.init, signal: controller.signal });
      noteServerTime(res, c.clock === undefined ? clientClock : c.clock);
      const unchanged = unchangedReading<ApiResult>(key, res);
      if (unchanged) return done(unchanged, res.status);
      const text = await bodyText(res);
      const n = normalizeReply({ status: res.status, statusText: res.statusText, text, contentType: res.headers?.get('content-type') });
      return done(keepReading(key, res, n), res.status, text);
    } catch (e) {
      if (timedOut) return done(transportFailure(MESSAGES.timeout));
      if (isAbort(e)) return done(transportFailure('The request was cancelled.'));
      // fetch rejects with a TypeError when the network is unreachable (offline, DNS, CORS, refused)
      if (e instanceof TypeError) {
        conditionalFailed(built.init);
        return done(transportFailure(MESSAGES.offline));
      }
      return done(transportFailure(MESSAGES.generic));
    } finally {
      clearTimeout(timer);
      api.signal?.removeEventListener('abort', onOuterAbort);
    }
  };
}

/** Resolves once whatever answers the calls is up (the in-browser simulator's worker); null: nothing to wait for. */
let transportReady: Promise<void> | null = null;

/**
 * Holds every call until `ready` settles (simulator mode: the screen paints while the service worker starts; the
 * calls, and their timeout, begin once it answers). A failed start lets the calls go and fail as they would.
 */
export function holdCallsUntil(ready: Promise<unknown>): void {
  const settled = ready.then(
    () => undefined,
    () => undefined,
  );
  transportReady = settled;
  void settled.then(() => {
    if (transportReady === settled) transportReady = null;
  });
}

let override: Partial<BaseQueryConfig> = {};

/** The active configuration: src/config.ts plus any override (tests, contract suite). */
export function activeBaseQueryConfig(): BaseQueryConfig {
  return { apiHost: appConfig.apiHost, credentials: appConfig.credentials, ...override };
}

/** Points the app's base query elsewhere (tests: an msw host or the simulator HTTP server). */
export function configureBaseQuery(partial: Partial<BaseQueryConfig>): void {
  override = { ...override, ...partial };
}

export function resetBaseQueryConfig(): void {
  override = {};
}

/** The app's base query (used by the one createApi in api.ts). */
export const baseQuery = createBaseQuery(activeBaseQueryConfig);
