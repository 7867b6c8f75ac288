/**
 * The standalone HTTP simulator: a node:http server that turns each request into a Fetch Request and answers it
 * with the same MSW handlers (msw's getResponse) the browser worker and the tests use. CORS for any origin.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { getResponse, type RequestHandler } from 'msw';
import { credentialsFromEnv, DEFAULT_HTTP_HOST, DEFAULT_HTTP_PORT, settingsFromEnv, type AppCredential } from '../config';
import { createHandlers } from '../handlers';
import { createSimulator, type CreateSimulatorOptions } from '../simulator';
import type { Sim } from '../core';

export interface HttpSimulatorOptions extends CreateSimulatorOptions {
  /** default 4010; 0 picks a free port */
  port?: number;
  host?: string;
  /** load the state from this JSON file when it exists (scenario/seed are then ignored); save it back on change and on close */
  stateFile?: string;
  credentials?: AppCredential[];
  /** delay before a change is written to stateFile */
  saveDebounceMs?: number;
}

export interface HttpSimulator {
  url: string;
  sim: Sim;
  server: Server;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length', 'expect']);

function corsHeaders(req: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type',
    'access-control-max-age': '86400',
  };
}

async function toFetchRequest(req: IncomingMessage, base: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || HOP_BY_HOP.has(k)) continue;
    for (const one of Array.isArray(v) ? v : [v]) headers.append(k, one);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && chunks.length > 0;
  return new Request(new URL(req.url ?? '/', base), { method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
}

async function respond(handlers: RequestHandler[], req: IncomingMessage, res: ServerResponse, base: string): Promise<void> {
  const cors = corsHeaders(req);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return;
  }
  // the Host header keeps absolute URLs (the gateway page) right when reached by a LAN address
  const request = await toFetchRequest(req, req.headers.host ? `http://${req.headers.host}` : base);
  const response = await getResponse(handlers, request);
  if (!response) {
    res.writeHead(404, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ status: 0, msg: `Unknown endpoint ${new URL(request.url).pathname}` }));
    return;
  }
  if (response.type === 'error') {
    req.socket.destroy(); // a simulated network failure
    return;
  }
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((v, k) => {
    headers[k] = v;
  });
  const body = Buffer.from(await response.arrayBuffer());
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers).end(body);
}

function loadState(sim: Sim, file: string): void {
  const result = sim.load(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  if (!result.ok) throw new Error(`${file}: ${result.error}`);
}

function saveState(sim: Sim, file: string): void {
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, JSON.stringify(sim.state));
  renameSync(tmp, file);
}

export async function startHttpSimulator(opts: HttpSimulatorOptions = {}): Promise<HttpSimulator> {
  const { port = DEFAULT_HTTP_PORT, host = DEFAULT_HTTP_HOST, stateFile, saveDebounceMs = 200 } = opts;
  const sim = createSimulator({ ...opts, settings: { ...settingsFromEnv(process.env), ...opts.settings } });
  if (stateFile && existsSync(stateFile)) loadState(sim, stateFile);

  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (stateFile) saveState(sim, stateFile);
  };
  const handlers = createHandlers(sim, {
    credentials: opts.credentials ?? credentialsFromEnv(process.env),
    onChange: () => {
      if (stateFile && !timer) timer = setTimeout(flush, saveDebounceMs);
    },
  });

  let base = `http://${host}:${port}`;
  const server = createServer((req, res) => {
    respond(handlers, req, res, base).catch((e: unknown) => {
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
  if (stateFile) flush();

  return {
    url: base,
    sim,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (stateFile) flush();
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}
