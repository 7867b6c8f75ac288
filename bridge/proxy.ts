/**
 * The live-backend bridge: a reverse proxy the app points at instead of the real API host. Every call is forwarded
 * unchanged (method, path, query, headers, body — credentials included) and its reply handed back unchanged; once a
 * reply is complete, the request and reply are checked against the contract (bridge/contract.ts) off the reply's
 * path, and what differs goes into the drift report. Nothing the bridge writes (report, recording, log) carries a
 * secret: see bridge/redact.ts.
 *
 * GET /__bridge/drift answers the report's summary as JSON (the QA panel shows its count); it is never forwarded.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { appendFileSync, mkdirSync } from 'node:fs';
import { createServer, request as httpRequest, type ClientRequest, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { TRAFFIC_FILE, type RecordedExchange } from '../domain/bridgeRecording';
import { CLIENT_TIMEOUT_MS } from '../domain/reply';
import { bodyFields, loadContract, type Contract, type Deviation, type DeviationKind, type Exchange } from './contract';
import { DriftReport } from './drift';
import { redactor, type Redactor } from './redact';

export interface ProxyOptions {
  /** the real API host, e.g. https://api.example.com/ */
  upstream: string;
  port?: number;
  host?: string;
  /** a reply slower than this is reported (default 5000 ms) */
  slowMs?: number;
  /** the backend's time for a whole reply: past it the bridge gives up (default: the client's, CLIENT_TIMEOUT_MS) */
  timeoutMs?: number;
  /** the two app credential field names this backend uses (their values are never written anywhere) */
  credentialNames?: readonly string[];
  /** values that must never be written: the app credential values */
  secrets?: readonly string[];
  /** write the redacted traffic here (traffic.jsonl) */
  recordDir?: string;
  /** called with each deviation the first time it is seen */
  onDrift?: (call: string, d: Deviation) => void;
  contract?: Contract;
  /** the clock a reply's time is read on, in ms (default performance.now; a test moves its own) */
  now?: () => number;
}

export interface BridgeProxy {
  url: string;
  report: DriftReport;
  server: Server;
  /** resolves when every exchange received so far has been checked */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export const DRIFT_PATH = '/__bridge/drift';

/** A mistake in how the bridge was started (its message is the one sentence the operator sees; exit 2). */
export class UsageError extends Error {}

/** The upstream URL as given on the command line, or the sentence that says what is wrong with it. */
export function upstreamUrl(value: string | undefined): URL {
  if (!value) throw new UsageError('--upstream is missing: give the URL of the real API, e.g. --upstream https://api.example.com/');
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    /* reported below */
  }
  if (!url || !/^https?:$/.test(url.protocol) || !url.hostname) throw new UsageError(`--upstream ${JSON.stringify(value)} is not an http:// or https:// URL`);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/** A whole number from an option (milliseconds, a port up to `max`), or the sentence that says it is not one. */
export function positiveInt(option: string, value: string, max = Number.MAX_SAFE_INTEGER, min = 1): number {
  const n = /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new UsageError(`--${option} ${JSON.stringify(value)} is not a whole number ${max === Number.MAX_SAFE_INTEGER ? (min === 1 ? 'above 0' : `from ${min} up`) : `from ${min} to ${max}`}`);
  return n;
}

const CONNECT_FAILURES: Record<string, (host: string) => string> = {
  ECONNREFUSED: (h) => `${h} refused the connection: nothing listens there`,
  ENOTFOUND: (h) => `the host name of ${h} does not resolve`,
  EAI_AGAIN: (h) => `the host name of ${h} could not be looked up`,
  EHOSTUNREACH: (h) => `${h} is unreachable`,
  ENETUNREACH: (h) => `the network to ${h} is unreachable`,
};

/** What a failed request to the backend means, in words; `connected`: the connection was made, then dropped. */
export function transportCause(e: Error & { code?: string }, host: string): { connected: boolean; words: string } {
  const code = e.code ?? '';
  const failed = CONNECT_FAILURES[code];
  if (failed) return { connected: false, words: `${failed(host)} (${code})` };
  if (/CERT|SSL|TLS/.test(code) || /certificate|ssl|tls/i.test(e.message)) return { connected: false, words: `the TLS handshake with ${host} failed: ${e.message}` };
  if (code === 'ECONNRESET' || /socket hang up/i.test(e.message)) return { connected: true, words: `${host} closed the connection before replying (ECONNRESET)` };
  return { connected: true, words: `the connection to ${host} failed before a reply: ${e.message}${code ? ` (${code})` : ''}` };
}

/**
 * Whether the upstream answers at all: one GET of its base URL, any HTTP reply counts. Resolves null when it
 * answers, else the sentence that names why not (refused, unresolvable, no answer within `timeoutMs`).
 */
export function probeUpstream(upstream: URL, timeoutMs: number): Promise<string | null> {
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const probe = send(upstream, { method: 'GET', timeout: timeoutMs }, (res) => {
      res.resume();
      probe.destroy();
      resolve(null);
    });
    probe.on('timeout', () => {
      probe.destroy();
      resolve(`The backend at ${upstream.href} did not answer within ${timeoutMs} ms.`);
    });
    probe.on('error', (e) => resolve(`The backend cannot be reached: ${transportCause(e, upstream.host).words}.`));
    probe.end();
  });
}

/**
 * A reply's text as the client reads it: the body decoded by its Content-Encoding (a front server, and the simulator,
 * compress by the request's Accept-Encoding; the reply passes on unchanged, its check reads the text).
 */
export function decodedText(body: Buffer, encoding: string | string[] | undefined): string {
  const coding = String(encoding ?? '').trim().toLowerCase();
  try {
    if (coding === 'br') return brotliDecompressSync(body).toString('utf8');
    if (coding === 'gzip' || coding === 'x-gzip') return gunzipSync(body).toString('utf8');
    if (coding === 'deflate') return inflateSync(body).toString('utf8');
  } catch {
    return body.toString('utf8');
  }
  return body.toString('utf8');
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

async function readAll(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

function example(r: Redactor, x: Exchange): string {
  const rx = r.forRequest(x);
  const reply = rx.reply(x.replyText);
  const query = rx.request(x.query);
  const path = `${x.url.pathname}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`;
  const body = typeof reply.body === 'string' ? reply.body.slice(0, 600) : reply.body;
  const text = JSON.stringify({ request: { method: x.method, path, body: rx.request(x.body) }, reply: { status: x.status, ...(reply.before ? { before: reply.before.slice(0, 600) } : {}), body } }, null, 1);
  return text.length > 1500 ? `${text.slice(0, 1500)}…` : text;
}

export async function startProxy(opts: ProxyOptions): Promise<BridgeProxy> {
  const upstream = upstreamUrl(opts.upstream);
  const slowMs = opts.slowMs ?? 5000;
  const now = opts.now ?? (() => performance.now());
  const timeoutMs = opts.timeoutMs ?? CLIENT_TIMEOUT_MS;
  const contract = opts.contract ?? loadContract({ slowMs, credentialNames: opts.credentialNames });
  const report = new DriftReport(upstream.origin + upstream.pathname);
  const r = redactor(opts.secrets ?? [], contract.shape);
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  const pending = new Set<Promise<void>>();
  if (opts.recordDir) mkdirSync(opts.recordDir, { recursive: true });

  async function inspect(x: Exchange): Promise<void> {
    const checked = contract.check(x);
    if (!checked) return;
    const { call, deviations } = checked;
    // the request's secret values are learnt at once, to be masked in whatever is written later
    r.forRequest(x);
    const fresh = report.add(call, deviations, () => example(r, x), x.status);
    for (const d of fresh) opts.onDrift?.(call, d);
    if (opts.recordDir) {
      const rx = r.forRequest(x);
      const line: RecordedExchange = {
        at: new Date().toISOString(),
        call,
        method: x.method,
        path: x.url.pathname,
        query: rx.request(x.query),
        encoding: x.bodyKind,
        body: rx.request(x.body),
        status: x.status,
        ms: Math.round(x.ms),
        reply: rx.reply(x.replyText).body,
      };
      appendFileSync(join(opts.recordDir, TRAFFIC_FILE), `${JSON.stringify(line)}\n`);
    }
  }

  /** A check under way: `settled()` waits for it; a check that fails is said on the console, never thrown. */
  function track(path: string, check: Promise<void>): void {
    const done = check.catch((e: unknown) => console.error(`bridge: could not check ${path}: ${(e as Error).message}`));
    pending.add(done);
    void done.finally(() => pending.delete(done));
  }

  /** A call that got no complete reply: reported under its transport kind, with the call as the contract names it. */
  function noReply(req: IncomingMessage, url: URL, body: Buffer, kind: DeviationKind, detail: string, partial: { status: number; headers: IncomingHttpHeaders; chunks: Buffer[] } | null): void {
    if (req.method === 'OPTIONS') return;
    const method = req.method ?? 'GET';
    const op = contract.operation(method, url);
    const call = op?.id ?? `${method} ${url.pathname}`;
    const d: Deviation = { kind, side: 'reply', at: '', wireType: op?.replySchema.ref ?? '', detail };
    track(url.pathname, (async () => {
      const x: Exchange = {
        method,
        url,
        query: Object.fromEntries(url.searchParams),
        ...(await bodyFields(String(req.headers['content-type'] ?? ''), body)),
        status: partial?.status ?? 0,
        contentType: String(partial?.headers['content-type'] ?? ''),
        replyText: partial ? decodedText(Buffer.concat(partial.chunks), partial.headers['content-encoding']) : '',
        ms: 0,
      };
      for (const fresh of report.add(call, [d], () => example(r, x), 0)) opts.onDrift?.(call, fresh);
    })());
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bridge.local');
    if (url.pathname === DRIFT_PATH) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
      res.end(JSON.stringify(report.summary()));
      return;
    }
    const started = now();
    let body: Buffer = Buffer.alloc(0);
    let out: ClientRequest | null = null;
    let up: IncomingMessage | null = null;
    const chunks: Buffer[] = [];
    /** the exchange is over: the reply ended, or its failure is reported */
    let over = false;
    const fail = (kind: DeviationKind, detail: string) => {
      if (over) return;
      over = true;
      clearTimeout(deadline);
      out?.destroy();
      noReply(req, url, body, kind, detail, up && { status: up.statusCode ?? 0, headers: up.headers, chunks });
    };
    // the backend's time is the client's: past it the player's call has failed anyway (decision 100)
    const deadline = setTimeout(() => {
      fail('no reply in time', up ? `the reply began but did not end within ${timeoutMs} ms` : `no reply within ${timeoutMs} ms`);
      if (res.headersSent) res.destroy();
      else res.writeHead(504, { 'content-type': 'text/plain; charset=utf-8' }).end(`The backend sent no reply within ${timeoutMs} ms.`);
    }, timeoutMs);
    // the player gave up (its own timeout, a closed page): the backend's request is abandoned too
    res.on('close', () => {
      if (over || res.writableFinished) return;
      const ms = Math.round(now() - started);
      if (ms > slowMs) fail('no reply in time', `no complete reply after ${ms} ms, when the player gave up`);
      else {
        over = true;
        clearTimeout(deadline);
        out?.destroy();
      }
    });
    void (async () => {
      body = await readAll(req);
      if (over) return;
      const target = new URL(url.pathname.replace(/^\/+/, '') + url.search, upstream);
      const headers: IncomingHttpHeaders = {};
      for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k) && k !== 'host') headers[k] = v;
      headers.host = target.host;
      if (body.length > 0) headers['content-length'] = String(body.length);
      out = send(target, { method: req.method, headers }, (reply) => {
        up = reply;
        const resHeaders: Record<string, string | string[]> = {};
        for (const [k, v] of Object.entries(up.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) resHeaders[k] = v;
        res.writeHead(up.statusCode ?? 502, up.statusMessage, resHeaders);
        up.on('data', (c: Buffer) => {
          chunks.push(c);
          res.write(c);
        });
        // a reply the backend broke off stays broken off for the player (the body as far as it came, then the close)
        up.on('error', () => {});
        up.on('close', () => {
          if (over || reply.complete) return;
          fail('cut mid-body', `the connection closed after ${chunks.reduce((n, c) => n + c.length, 0)} bytes of the reply${up?.headers['content-length'] ? ` (of ${up.headers['content-length']})` : ''}`);
          res.destroy();
        });
        up.on('end', () => {
          if (over) return;
          over = true;
          clearTimeout(deadline);
          res.end();
          // a CORS preflight is the browser's, not a call of the contract; a 304 says the poll's reply is the one the
          // client has (conditional polls, decision 096): nothing new to check or record
          if (req.method === 'OPTIONS' || reply.statusCode === 304) return;
          const ms = now() - started;
          track(url.pathname, (async () => {
            const fields = await bodyFields(String(req.headers['content-type'] ?? ''), body);
            await inspect({
              method: req.method ?? 'GET',
              url,
              query: Object.fromEntries(url.searchParams),
              ...fields,
              status: reply.statusCode ?? 0,
              contentType: String(reply.headers['content-type'] ?? ''),
              replyText: decodedText(Buffer.concat(chunks), reply.headers['content-encoding']),
              ms,
            });
          })());
        });
      });
      // no reply at all: the player's connection is dropped as the backend's was (no invented reply)
      out.on('error', (e) => {
        if (over || up) return;
        const cause = transportCause(e, upstream.host);
        fail(cause.connected ? 'reset before reply' : 'no connection', cause.words);
        res.destroy();
      });
      out.end(body);
    })().catch(() => {
      // the player's request broke off before its body was read
      over = true;
      clearTimeout(deadline);
      res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) => reject(e.code === 'EADDRINUSE' ? new UsageError(`port ${opts.port ?? 4020} is in use: stop what runs there or pass another --port`) : e));
    server.listen(opts.port ?? 4020, opts.host ?? '127.0.0.1', resolve);
  });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : (opts.port ?? 4020);
  return {
    url: `http://${opts.host ?? '127.0.0.1'}:${port}/`,
    report,
    server,
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
