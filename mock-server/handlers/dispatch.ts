/**
 * The one request handler every transport runs: the MSW handlers (browser worker, msw/node) and the HTTP server
 * (straight from the socket) hand it a wire request and write the reply it returns. Each wire request passes the
 * pipeline — fields, fault plan, app credentials, clock tick, route, journal — and its route (../routes, typed by the
 * contract) turns it into a domain operation and a reply.
 */
import { ALT_GATEWAY_PATH } from '../../domain/altGateway';
import { jsonCallOf, WS_CALLS, type WebserviceName } from '../../domain/wire';
import { digest, replyHead, JOURNAL_REPLY_CHARS, REDACTED, replyForDigest, type RecordedCall, type Sim } from '../core';
import { ist } from '../core';
import type { AppCredential } from '../config';
import { control } from '../control';
import { altGatewayPage, settleAltGateway } from '../control/gateway';
import { dialectOf, speak, splitPhpPrefix } from '../pipeline/dialect';
import { applyFault, hang, html, json, type WireReply } from '../pipeline/faults';
import { BadRequest, journalFields, readFields, str, type BodyEncoding, type Fields, type WireRequest } from '../pipeline/request';
import { JSON_ROUTES, STATE_READS, WS_ROUTES } from '../routes';
import { JSON_FAILURES, WS_FAILURES } from '../routes/failures';
import { context, type RouteContext } from '../routes/types';

export interface HandlerOptions {
  /** the two app credential fields every Webservices call must carry; [] disables the check */
  credentials: AppCredential[];
  /** called after any request that changed the state (transports persist there) */
  onChange?: (sim: Sim) => void;
  /**
   * Resolves once every change so far is stored. A call that changed the world answers only then (the in-browser
   * store's log, decision 128), so a bet, a QA move or a payment followed at once by a reload, a navigation or a
   * killed tab is not lost.
   */
  stored?: () => Promise<void>;
  /** wait out injected latencies and hangs (default); a replay turns this off */
  delays?: boolean;
  /** answer a state-only read (STATE_READS) again from its last reply while the world has not changed (default) */
  memoReads?: boolean;
}

type Reply = { status: number; body: unknown };

function replyStatus(body: unknown): unknown {
  const b = Array.isArray(body) ? body[0] : body;
  if (typeof b !== 'object' || b === null) return undefined;
  const o = b as Record<string, unknown>;
  return o.status ?? o.error ?? o.return;
}

/** The origin of an http(s) URL, or null (a malformed Referer is no origin). */
function originOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\/./.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The client's origin, to send the player back there from a gateway page: the request's Origin, else its Referer (a
 * page opened in a new tab carries no Origin).
 */
function returnUrl(request: WireRequest, simOrigin: string): string {
  const origin = request.header('origin');
  const client = origin && origin !== 'null' ? origin : (originOf(request.referrer) ?? originOf(request.header('referer')));
  return client && client !== simOrigin ? `${client}/dashboard` : '/dashboard';
}

/**
 * A reply as a recording keeps it: a JSON reply with its secrets redacted (replyForDigest), the PHP dialect's BOM
 * or warning before it kept as sent, so a redacted session replays alike in any dialect.
 */
export function recordedDigest(reply: { status: number; body: string; bom?: true }, like?: RecordedCall['reply']): RecordedCall['reply'] {
  const { prefix, json: rest } = splitPhpPrefix(reply.body);
  return digest(reply.status, prefix + replyForDigest(rest), like, reply.bom);
}

const notFound = (what: string): Reply => ({ status: 404, body: { status: 0, msg: `Unknown endpoint ${what}` } });

/** A resolved wire call: its name (for the fault plan), its own failure reply, and the route to run. */
interface Call {
  name?: string;
  failure: (message: string) => unknown;
  run: () => Reply;
}

const unknown = (what: string): Call => ({ failure: (msg) => ({ status: 0, msg }), run: () => notFound(what) });

const isWebservice = (name: string): name is WebserviceName => Object.hasOwn(WS_ROUTES, name);

/** Control calls that replace the world (and so start a new recording) are not themselves recorded. */
const RESTARTS_RECORDING = /^\/(reset|snapshot)\/?$/;

export type Dispatch = (request: WireRequest) => Promise<WireReply>;

type Answered = Exclude<WireReply, 'network'>;
interface Remembered {
  res: Answered;
  body: unknown;
  digest?: RecordedCall['reply'];
}

/** What one world's memo of replies may hold, in characters of reply text (a 200-bet `my_bets` in the dialect: 40 K). */
const MEMO_CHARS = 2_000_000;

/**
 * The last replies of the state-only reads, good until the world changes: a second `my_bets` of an unchanged world
 * is the first one's bytes, without building, translating, serialising and digesting its 200 lines again.
 */
class ReadMemo {
  private at = -1;
  private chars = 0;
  private readonly replies = new Map<string, Remembered>();

  constructor(private readonly sim: Sim) {}

  /** The entry of a read in the world as it is now (a change since the last read empties the memo). */
  get(key: string): Remembered | undefined {
    if (this.at !== this.sim.changes) {
      this.clear();
      this.at = this.sim.changes;
    }
    return this.replies.get(key);
  }

  private clear(): void {
    this.replies.clear();
    this.chars = 0;
  }

  /** Keeps a reply made since get() with nothing changed by making it. */
  set(key: string, r: Remembered): void {
    if (this.at !== this.sim.changes) return;
    if (this.chars + r.res.body.length > MEMO_CHARS) this.clear();
    this.chars += r.res.body.length;
    this.replies.set(key, r);
  }
}

/** The handler of one world: which part of the simulator a request is for, then that part's reply. */
export function createDispatcher(sim: Sim, opts: HandlerOptions): Dispatch {
  const credentialNames = new Set(opts.credentials.map((c) => c.name));
  const memo = opts.memoReads === false ? null : new ReadMemo(sim);
  const withoutCredentials = (f: Fields): Fields => Object.fromEntries(Object.entries(f).map(([k, v]) => [k, credentialNames.has(k) ? REDACTED : v]));
  /** After a request: when the state moved since it began, the transport hears of it. */
  const changed = (before: number) => {
    if (sim.changes !== before) opts.onChange?.(sim);
  };

  /**
   * Runs a wire call: fields → which call → fault plan → tick → route → journal. `reads`: the body a PHP handler
   * sees — 'form' ($_POST: no JSON body), 'json' (json_decode of the raw body: no form or other text), 'any'.
   */
  async function wire(request: WireRequest, reads: BodyEncoding | 'any', resolve: (f: Fields) => Call): Promise<WireReply> {
    const started = Date.now();
    const before = sim.changes;
    const url = request.url;
    let fields: Fields = {};
    let res: WireReply | 'hang';
    let body: unknown;
    let recorded: Omit<RecordedCall, 'reply'> | null = null;
    let name: string | undefined;
    let remembered: Remembered | undefined;
    try {
      const read = await readFields(request);
      sim.beforeRecordedCall();
      // the app credential values are configuration, not data: a recording never holds them (a replay sends its own)
      recorded = { at: sim.now(), method: request.method, path: url.pathname + url.search, encoding: read.encoding, fields: withoutCredentials(read.fields) };
      fields = reads !== 'any' && read.encoding !== reads ? Object.fromEntries(url.searchParams) : read.fields;
      const call = resolve(fields);
      name = call.name;
      const fault = await applyFault(sim.takeFault(url.pathname, call.name), call.failure, opts.delays ?? true);
      if (fault === 'network') {
        res = 'network';
      } else if (fault && 'res' in fault) {
        res = fault.res;
        body = fault.body;
      } else {
        const unpin = sim.pin();
        try {
          recorded.at = sim.now();
          sim.tick();
          const key = memo && !fault && name !== undefined && STATE_READS.has(name) ? `${request.method} ${name} ${JSON.stringify(fields)}` : null;
          remembered = key === null ? undefined : memo?.get(key);
          if (remembered) {
            ({ res, body } = remembered);
          } else {
            const r = call.run();
            body = r.body;
            // the route's reply as the world's dialect answers it (a fault breaks the contract's own reply)
            res = fault ? fault.wrap(body) : name === undefined ? json(body, r.status) : speak(dialectOf(sim.state.settings), name, r);
            if (key !== null && res !== 'network' && res !== 'hang') memo?.set(key, (remembered = { res, body }));
          }
        } finally {
          unpin();
        }
      }
    } catch (e) {
      if (!(e instanceof BadRequest)) throw e;
      res = json((body = { status: 0, msg: e.message }), 400);
    }
    const head = recorded;
    const kept = remembered;
    if (head) sim.recordCall(() => ({ ...head, reply: res === 'hang' || res === 'network' ? res : kept ? (kept.digest ??= recordedDigest(kept.res)) : recordedDigest(res) }));
    sim.record({
      at: ist(sim.now()).dateTime,
      method: request.method,
      path: url.pathname + url.search,
      fields: journalFields(fields),
      httpStatus: res === 'hang' || res === 'network' ? 0 : res.status,
      replyStatus: replyStatus(body),
      ms: Date.now() - started,
      ...(res === 'hang' || res === 'network' ? {} : { reply: replyHead(res.body, JOURNAL_REPLY_CHARS, res.bom) }),
    });
    changed(before);
    if (sim.changes !== before) await opts.stored?.();
    if (res === 'hang') {
      if (opts.delays ?? true) await hang();
      return 'network';
    }
    return res;
  }

  const ctx = <K extends string>(request: WireRequest, f: Fields, declared?: readonly string[]): RouteContext<K> => {
    const origin = request.url.origin;
    return context<K>(sim, f, origin, returnUrl(request, origin), declared);
  };

  function webservice(request: WireRequest, name: string, f: Fields): Call {
    if (!isWebservice(name)) return unknown(`Webservices/${name}`);
    const route = WS_ROUTES[name] as (c: RouteContext<string>) => unknown;
    const failure = WS_FAILURES[name];
    // a refusal before the route is the call's own failure reply (game_list's carries `error`, spec §8)
    const run = (): Reply => {
      if (request.method !== 'POST') return { status: 405, body: failure('Method not allowed') };
      if (opts.credentials.some((c) => str(f, c.name) !== c.value)) return { status: 200, body: failure('Invalid app credentials') };
      return { status: 200, body: route(ctx(request, f, Object.keys(WS_CALLS[name].fields))) };
    };
    return { name, failure, run };
  }

  function jsonCall(request: WireRequest, file: string, f: Fields): Call {
    const name = jsonCallOf(request.method, file, str(f, 'action'));
    const what = `api/${file}${f.action ? `?action=${str(f, 'action')}` : ''}`;
    if (!name) return unknown(what);
    const route = JSON_ROUTES[name] as (c: RouteContext<string>) => unknown;
    return { name, failure: JSON_FAILURES[name], run: () => ({ status: 200, body: route(ctx(request, f)) }) };
  }

  async function controlCall(request: WireRequest, path: string): Promise<WireReply> {
    const before = sim.changes;
    let read: Awaited<ReturnType<typeof readFields>>;
    try {
      read = await readFields(request);
    } catch (e) {
      return json({ ok: false, error: (e as Error).message }, 400);
    }
    // a change made through the control API is part of the session's recording (a reset or a load starts a new one)
    const recorded = request.method !== 'GET' && !RESTARTS_RECORDING.test(path);
    if (recorded) sim.beforeRecordedCall();
    const unpin = sim.pin();
    const at = sim.now();
    let r: ReturnType<typeof control>;
    try {
      r = control(sim, request.method, path, read.fields);
    } finally {
      unpin();
    }
    const reply = r.html !== undefined ? html(r.html, r.httpStatus) : json(r.body, r.httpStatus);
    if (recorded && reply !== 'network') {
      sim.recordCall(() => ({ at, method: request.method, path: request.url.pathname + request.url.search, encoding: read.encoding, fields: read.fields, reply: digest(reply.status, replyForDigest(reply.body)) }));
    }
    if (sim.changes !== before) {
      opts.onChange?.(sim);
      await opts.stored?.();
    }
    return reply;
  }

  /** The alternate recharge gateway (spec §2): its page (GET), and its Approve / Fail creating and settling a payment. */
  function altGateway(request: WireRequest): Promise<WireReply> {
    const url = request.url;
    if (request.method === 'GET') {
      sim.tick();
      const q = { user: url.searchParams.get('user')?.trim() ?? '', am: url.searchParams.get('am')?.trim() ?? '' };
      const page = altGatewayPage(sim, q, url.pathname, returnUrl(request, url.origin));
      return Promise.resolve(html(page.html, page.status));
    }
    return wire(request, 'any', (f) => ({
      failure: (msg) => ({ ok: false, error: msg }),
      run: () => {
        const r = settleAltGateway(sim, { user: str(f, 'user'), am: str(f, 'am'), outcome: str(f, 'outcome'), returnUrl: str(f, 'returnUrl') });
        return { status: r.ok ? 200 : /not found/i.test(r.error) ? 404 : 400, body: r };
      },
    }));
  }

  function route(request: WireRequest): Promise<WireReply> {
    const path = request.url.pathname;
    if (path.endsWith(`/${ALT_GATEWAY_PATH}`)) return altGateway(request);
    const at = path.indexOf('/__sim');
    if (at >= 0 && (path.length === at + 6 || path[at + 6] === '/')) return controlCall(request, path.slice(at + 6));
    const ws = /\/Webservices\/([^/]+)$/.exec(path);
    if (ws) return wire(request, 'form', (f) => webservice(request, ws[1] as string, f));
    const api = /\/api\/([^/]+)$/.exec(path);
    if (api) return wire(request, 'json', (f) => jsonCall(request, api[1] as string, f));
    return wire(request, path.includes('/Webservices/') ? 'form' : 'any', () => unknown(path));
  }

  // every reply is dated with the simulated time (HTTP-date), so a client can follow the simulator's clock
  return async (request) => {
    const reply = await route(request);
    return reply === 'network' ? reply : { ...reply, headers: { ...reply.headers, date: new Date(sim.now()).toUTCString() } };
  };
}
