/**
 * The standalone HTTP simulator: a node:http server handing each request, read straight from the socket, to the same
 * dispatcher the MSW handlers of the browser worker and the tests use (no Fetch objects on the hot path; a multipart
 * body alone is parsed through the platform's FormData). CORS for any origin.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { credentialsFromEnv, DEFAULT_HTTP_HOST, DEFAULT_HTTP_PORT, settingsFromEnv, type AppCredential } from '../config';
import { createDispatcher, type Dispatch } from '../handlers/dispatch';
import type { WireRequest } from '../pipeline/request';
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

function corsHeaders(req: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type',
    'access-control-max-age': '86400',
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
}

/** A node:http request as a wire request; `base` is the origin the client reached (the Host header keeps LAN addresses). */
export function wireRequest(req: IncomingMessage, body: Buffer, base: string): WireRequest {
  const header = (name: string): string | null => {
    const v = req.headers[name.toLowerCase()];
    return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
  };
  return {
    method: req.method ?? 'GET',
    url: new URL(req.url ?? '/', base),
    header,
    text: async () => body.toString('utf8'),
    formData: () => new Response(new Uint8Array(body), { headers: { 'content-type': header('content-type') ?? '' } }).formData(),
  };
}

async function respond(dispatch: Dispatch, req: IncomingMessage, res: ServerResponse, base: string): Promise<void> {
  const cors = corsHeaders(req);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return;
  }
  const body = await readBody(req);
  const reply = await dispatch(wireRequest(req, body, req.headers.host ? `http://${req.headers.host}` : base));
  if (reply === 'network') {
    req.socket.destroy(); // a simulated network failure
    return;
  }
  res.writeHead(reply.status, { ...cors, ...reply.headers, 'content-length': String(Buffer.byteLength(reply.body)) }).end(reply.body);
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
  const dispatch = createDispatcher(sim, {
    credentials: opts.credentials ?? credentialsFromEnv(process.env),
    onChange: () => {
      if (stateFile && !timer) timer = setTimeout(flush, saveDebounceMs);
    },
  });

  let base = `http://${host}:${port}`;
  const server = createServer((req, res) => {
    respond(dispatch, req, res, base).catch((e: unknown) => {
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
