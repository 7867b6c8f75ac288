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
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { TRAFFIC_FILE, type RecordedExchange } from '../domain/bridgeRecording';
import { bodyFields, loadContract, type Contract, type Deviation, type Exchange } from './contract';
import { DriftReport } from './drift';
import { redactor, type Redactor } from './redact';

export interface ProxyOptions {
  /** the real API host, e.g. https://api.example.com/ */
  upstream: string;
  port?: number;
  host?: string;
  /** a reply slower than this is reported (default 5000 ms) */
  slowMs?: number;
  /** the two app credential field names this backend uses (their values are never written anywhere) */
  credentialNames?: readonly string[];
  /** values that must never be written: the app credential values */
  secrets?: readonly string[];
  /** write the redacted traffic here (traffic.jsonl) */
  recordDir?: string;
  /** called with each deviation the first time it is seen */
  onDrift?: (call: string, d: Deviation) => void;
  contract?: Contract;
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
  const upstream = new URL(opts.upstream.endsWith('/') ? opts.upstream : `${opts.upstream}/`);
  const contract = opts.contract ?? loadContract({ slowMs: opts.slowMs, credentialNames: opts.credentialNames });
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
    const fresh = report.add(call, deviations, () => example(r, x));
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

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bridge.local');
    if (url.pathname === DRIFT_PATH) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
      res.end(JSON.stringify(report.summary()));
      return;
    }
    void (async () => {
      const body = await readAll(req);
      const target = new URL(url.pathname.replace(/^\/+/, '') + url.search, upstream);
      const headers: IncomingHttpHeaders = {};
      for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k) && k !== 'host') headers[k] = v;
      headers.host = target.host;
      if (body.length > 0) headers['content-length'] = String(body.length);
      const started = performance.now();
      const out = send(target, { method: req.method, headers }, (up) => {
        const resHeaders: Record<string, string | string[]> = {};
        for (const [k, v] of Object.entries(up.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) resHeaders[k] = v;
        res.writeHead(up.statusCode ?? 502, up.statusMessage, resHeaders);
        const chunks: Buffer[] = [];
        up.on('data', (c: Buffer) => {
          chunks.push(c);
          res.write(c);
        });
        up.on('end', () => {
          res.end();
          // a CORS preflight is the browser's, not a call of the contract; a 304 says the poll's reply is the one the
          // client has (conditional polls, decision 096): nothing new to check or record
          if (req.method === 'OPTIONS' || up.statusCode === 304) return;
          const ms = performance.now() - started;
          const done = (async () => {
            const fields = await bodyFields(String(req.headers['content-type'] ?? ''), body);
            await inspect({
              method: req.method ?? 'GET',
              url,
              query: Object.fromEntries(url.searchParams),
              ...fields,
              status: up.statusCode ?? 0,
              contentType: String(up.headers['content-type'] ?? ''),
              replyText: decodedText(Buffer.concat(chunks), up.headers['content-encoding']),
              ms,
            });
          })().catch((e: unknown) => console.error(`bridge: could not check ${url.pathname}: ${(e as Error).message}`));
          pending.add(done);
          void done.finally(() => pending.delete(done));
        });
      });
      out.on('error', (e) => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`The bridge could not reach ${upstream.origin}: ${e.message}`);
      });
      out.end(body);
    })();
  });

  await new Promise<void>((resolve) => server.listen(opts.port ?? 4020, opts.host ?? '127.0.0.1', resolve));
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
