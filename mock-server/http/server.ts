/**
 * The standalone HTTP simulator: a node:http server handing each request, read straight from the socket, to the same
 * dispatcher the MSW handlers of the browser worker and the tests use (no Fetch objects on the hot path; a multipart
 * body alone is parsed through the platform's FormData). CORS for any origin.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { credentialsFromEnv, DEFAULT_HTTP_HOST, DEFAULT_HTTP_PORT, settingsFromEnv, type AppCredential } from '../config';
import { createDispatcher } from '../handlers/dispatch';
import { dialectField } from '../pipeline/dialect';
import type { WireRequest } from '../pipeline/request';
import { DEFAULT_LIMITS, Sessions, sessionOf, SESSION_COOKIE, type NewSession, type SessionLimits } from '../sessions';
import { parseInstant, UTF8_BOM_BYTES } from '../core';
import { createSimulator, type CreateSimulatorOptions } from '../simulator';
import type { Sim } from '../core';
import { WorldFiles, type StoreOptions } from '../store/worlds';
import { compressReply } from './compress';
import { etagOf, matches, revalidated } from './revalidate';
import type { DurableWorld } from '../store/durable';

export interface HttpSimulatorOptions extends CreateSimulatorOptions {
  /** default 4010; 0 picks a free port */
  port?: number;
  host?: string;
  /**
   * the store directory (decision 094): every world in its own file, each call answered once its changes are
   * committed there; a restart goes on where the last process stopped or crashed
   */
  storeDir?: string;
  /** checkpoint tuning and the worker switch of the store (tests, bench) */
  store?: Omit<StoreOptions, 'dir' | 'settings'>;
  /** a saved world (JSON, any known version) the store's default world starts from when the store has none yet */
  importState?: string;
  /** work on a new default world before it is first saved (a bench's preloaded history) */
  seedWorld?: (sim: Sim) => void;
  credentials?: AppCredential[];
  /** caps of the per-session worlds (mock-server/sessions.ts) */
  sessionLimits?: Partial<SessionLimits>;
  /**
   * compress replies by the request's Accept-Encoding, as a production front server does (default true;
   * `npm run sim -- --no-compress` answers as a host without one): ./compress.ts
   */
  compress?: boolean;
}

export interface HttpSimulator {
  url: string;
  /** the default session's world */
  sim: Sim;
  /** the default world's file, with a store */
  world: DurableWorld | null;
  sessions: Sessions;
  server: Server;
  close(): Promise<void>;
}

/**
 * CORS for any origin. A reply carries what the browser reads on a reply (the origin, and the headers the client may
 * read); the preflight's own headers (methods, request headers, how long to keep the answer) go on the preflight only.
 */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  const reply: Record<string, string> = {
    'access-control-allow-origin': '*',
    // the client reads the simulated time from the Date header (src/ui/clock.ts) and a poll's ETag (./revalidate.ts)
    'access-control-expose-headers': 'date, etag',
  };
  if (req.method !== 'OPTIONS') return reply;
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': req.headers['access-control-request-method'] ?? 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type',
    'access-control-max-age': '86400',
  };
}

/**
 * `Connection: keep-alive` named by the server itself, as nginx does: Node then adds no `Keep-Alive: timeout=5` line
 * to every reply (the chat room's poll is mostly headers: decision 096). Not for a client that asked to close.
 */
function keepAlive(req: IncomingMessage): Record<string, string> {
  return req.httpVersion === '1.1' && !/\bclose\b/i.test(String(req.headers.connection ?? '')) ? { connection: 'keep-alive' } : {};
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
}

/** A node:http request as a wire request, at `url` (the Host header keeps LAN addresses; a session prefix is gone). */
export function wireRequest(req: IncomingMessage, body: Buffer, url: URL): WireRequest {
  const header = (name: string): string | null => {
    const v = req.headers[name.toLowerCase()];
    return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
  };
  return {
    method: req.method ?? 'GET',
    url,
    header,
    text: async () => body.toString('utf8'),
    formData: () => new Response(new Uint8Array(body), { headers: { 'content-type': header('content-type') ?? '' } }).formData(),
  };
}

type Reply = { status: number; headers: Record<string, string>; body: string; bom?: true };

const jsonReply = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  body: JSON.stringify(body),
});

/** The session routes span worlds, so the server answers them itself: list, create, delete, join (cookie). */
async function sessionRoute(sessions: Sessions, req: WireRequest, path: string): Promise<Reply | null> {
  const one = /^\/__sim\/sessions\/([^/]+)(\/join)?$/.exec(path);
  if (path === '/__sim/sessions' && req.method === 'GET') return jsonReply(200, sessions.list());
  if (path === '/__sim/sessions' && req.method === 'POST') {
    let body: Record<string, unknown> = {};
    try {
      const text = await req.text();
      body = text.trim() ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      return jsonReply(400, { ok: false, error: 'Malformed JSON body' });
    }
    const now = body.now === undefined ? undefined : parseInstant(body.now);
    if (now === null) return jsonReply(400, { ok: false, error: 'now must be epoch ms, ISO, or "YYYY-MM-DD HH:MM" (IST)' });
    const dialect = body.dialect === undefined ? undefined : dialectField(body.dialect);
    if (dialect && !dialect.ok) return jsonReply(400, { ok: false, error: dialect.error });
    const input: NewSession = {
      scenario: typeof body.scenario === 'string' ? body.scenario : undefined,
      seed: typeof body.seed === 'number' ? body.seed : undefined,
      now,
      frozen: typeof body.frozen === 'boolean' ? body.frozen : undefined,
      fork: typeof body.fork === 'string' ? body.fork : undefined,
      snapshot: body.snapshot,
      dialect: dialect?.name,
    };
    const r = sessions.create(input);
    if (!r.ok) return jsonReply(r.status, { ok: false, error: r.error });
    return jsonReply(201, { ok: true, id: r.session.id, scenario: r.session.sim.state.meta.scenario, prefix: `/s/${r.session.id}/`, header: 'x-sim-session' });
  }
  if (one && !one[2] && req.method === 'DELETE') {
    return sessions.delete(decodeURIComponent(one[1] as string)) ? jsonReply(200, { ok: true }) : jsonReply(404, { ok: false, error: 'No such session (the default one cannot be deleted)' });
  }
  if (one && one[2] && req.method === 'GET') {
    const id = decodeURIComponent(one[1] as string);
    if (!sessions.get(id)) return jsonReply(404, { ok: false, error: `Unknown session '${id}'` });
    return jsonReply(200, { ok: true, id }, { 'set-cookie': `${SESSION_COOKIE}=${encodeURIComponent(id)}; Path=/; SameSite=Lax` });
  }
  return null;
}

async function respond(sessions: Sessions, req: IncomingMessage, res: ServerResponse, base: string, compress: boolean): Promise<void> {
  const cors = corsHeaders(req);
  if (req.method === 'OPTIONS') {
    // a preflight carries its CORS answer and nothing else (no Date: the browser reads none from it)
    res.sendDate = false;
    res.writeHead(204, { ...cors, ...keepAlive(req) }).end();
    return;
  }
  const body = await readBody(req);
  const raw = new URL(req.url ?? '/', req.headers.host ? `http://${req.headers.host}` : base);
  const header = (n: string) => {
    const v = req.headers[n];
    return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
  };
  const { id, url } = sessionOf(raw, header);
  const wire = wireRequest(req, body, url);
  let reply: Reply | 'network' | null = url.pathname.startsWith('/__sim/sessions') ? await sessionRoute(sessions, wire, url.pathname) : null;
  if (!reply) {
    const session = sessions.get(id);
    if (!session) reply = jsonReply(404, { status: 0, msg: `Unknown simulator session '${id}' (expired or never created)` });
    else if (!url.pathname.includes('/__sim') && sessions.overLimit(session)) {
      reply = jsonReply(507, { status: 0, msg: `Simulator session '${id}' is over its memory limit; reset it (POST /__sim/reset) or start a new one` });
    } else {
      // the session export's starting world is written by the store's worker: wait for it rather than rebuild it here
      if (session.world && req.method === 'GET' && url.pathname.endsWith('/__sim/session')) await session.world.originReady();
      reply = await dispatchDurably(session.world, () => session.dispatch(wire));
    }
  }
  if (reply === 'network') {
    req.socket.destroy(); // a simulated network failure
    return;
  }
  // the body's bytes, encoded once for its tag, its compression and the socket
  const bytes = reply.bom ? Buffer.concat([UTF8_BOM_BYTES, Buffer.from(reply.body)]) : Buffer.from(reply.body);
  // a polled read whose reply is the one the client has: 304 with no body (./revalidate.ts)
  if (reply.status === 200 && (req.method === 'POST' || req.method === 'GET') && revalidated(url.pathname)) {
    const tag = etagOf(bytes);
    if (matches(header('if-none-match'), tag)) {
      const keep = Object.fromEntries(Object.entries(reply.headers).filter(([k]) => k === 'date' || k === 'cache-control'));
      res.writeHead(304, { ...cors, ...keep, etag: tag, ...(compress ? { vary: 'Accept-Encoding' } : {}), ...keepAlive(req) }).end();
      return;
    }
    reply = { ...reply, headers: { ...reply.headers, etag: tag } };
  }
  const sent = compressReply(bytes, reply.headers['content-type'], header('accept-encoding'), compress && req.method !== 'HEAD');
  const vary = [reply.headers.vary, sent.headers.vary].filter(Boolean).join(', ');
  res
    .writeHead(reply.status, { ...cors, ...reply.headers, ...sent.headers, ...(vary ? { vary } : {}), 'content-length': String(sent.body.length), ...keepAlive(req) })
    .end(sent.body);
}

/**
 * A call to a world with a file: brought up to the file first (another process may have served it), answered only
 * once its changes are committed; a commit refused because another process changed the world meanwhile answers 503.
 */
async function dispatchDurably(world: DurableWorld | null, run: () => Promise<Reply | 'network'>): Promise<Reply | 'network'> {
  if (!world) return run();
  world.sync();
  const reply = await run();
  try {
    await world.durable();
  } catch (e) {
    return jsonReply(503, { status: 0, msg: (e as Error).message });
  }
  return reply;
}

function loadState(sim: Sim, file: string): void {
  let saved: unknown;
  try {
    saved = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (e) {
    throw new Error(`${file}: not a saved world (${(e as Error).message})`);
  }
  const result = sim.load(saved);
  if (!result.ok) throw new Error(`${file}: ${result.error}`);
}

export async function startHttpSimulator(opts: HttpSimulatorOptions = {}): Promise<HttpSimulator> {
  const { port = DEFAULT_HTTP_PORT, host = DEFAULT_HTTP_HOST, storeDir, importState } = opts;
  const settings = { ...settingsFromEnv(process.env), ...opts.settings };
  const files = storeDir ? new WorldFiles({ dir: storeDir, settings, ...opts.store }) : null;
  const build = (): Sim => {
    const made = createSimulator({ ...opts, settings });
    if (importState && existsSync(importState)) loadState(made, importState);
    opts.seedWorld?.(made);
    return made;
  };
  const world = files ? files.open(files.defaultFile, build) : null;
  const sim = world ? world.sim : build();
  const credentials = opts.credentials ?? credentialsFromEnv(process.env);
  const dispatch = createDispatcher(sim, { credentials });
  const sessions = new Sessions(sim, dispatch, { ...opts, settings }, { credentials }, { ...DEFAULT_LIMITS, ...opts.sessionLimits }, Date.now, files, world);

  let base = `http://${host}:${port}`;
  const server = createServer((req, res) => {
    respond(sessions, req, res, base, opts.compress !== false).catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(500, { ...corsHeaders(req), 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 0, msg: `Simulator error: ${e instanceof Error ? e.message : String(e)}` }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, backlog: 4096 }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const addr = server.address() as AddressInfo;
  base = `http://${host.includes(':') ? `[${host}]` : host}:${addr.port}`;

  return {
    url: base,
    sim,
    world,
    sessions,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }).then(() => sessions.close()),
  };
}
