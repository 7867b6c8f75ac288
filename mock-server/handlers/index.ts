/**
 * The one MSW handler set every transport runs (browser worker, msw/node, the HTTP server via getResponse).
 * Handlers only translate HTTP to core calls; faults, the journal and the app-credential check live here.
 */
import { http, type RequestHandler } from 'msw';
import type { Sim } from '../core';
import { ist } from '../core';
import type { AppCredential } from '../config';
import { control } from './control';
import { jsonApi } from './json-api';
import { BadRequest, journalFields, readFields, str, type Fields } from './request';
import { callWebservice, isImplemented, type WsContext } from './webservices';

export interface HandlerOptions {
  /** the two app credential fields every Webservices call must carry; [] disables the check */
  credentials: AppCredential[];
  /** called after any request that changed the state (transports persist there) */
  onChange?: (sim: Sim) => void;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
const html = (text: string, status = 200) => new Response(text, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const PHP_ERROR_PAGE =
  '<br />\n<b>Fatal error</b>:  Uncaught mysqli_sql_exception: Too many connections in /var/www/html/Webservices/index.php:12\n' +
  'Stack trace:\n#0 {main}\n  thrown in <b>/var/www/html/Webservices/index.php</b> on line <b>12</b><br />\n';

function replyStatus(body: unknown): unknown {
  const b = Array.isArray(body) ? body[0] : body;
  if (typeof b !== 'object' || b === null) return undefined;
  const o = b as Record<string, unknown>;
  return o.status ?? o.error ?? o.return;
}

/** The client's origin, to send the player back there from the gateway page. */
function returnUrl(request: Request, simOrigin: string): string {
  let client = request.headers.get('origin');
  if (!client && request.referrer && /^https?:/.test(request.referrer)) client = new URL(request.referrer).origin;
  return client && client !== 'null' && client !== simOrigin ? `${client}/dashboard` : '/dashboard';
}

/**
 * Dev-server source modules under an `api` folder (Vite serves /src/api/markets.ts to lazily loaded screens) are not
 * API calls: the browser worker lets them through instead of answering them as `api/{file}`.
 */
function isSourceModule(request: Request): boolean {
  return /\.(?:[cm]?[jt]sx?|css|map)$/.test(new URL(request.url).pathname);
}

export function createHandlers(sim: Sim, opts: HandlerOptions): RequestHandler[] {
  let seen = sim.changes;
  const changed = () => {
    if (sim.changes !== seen) {
      seen = sim.changes;
      opts.onChange?.(sim);
    }
  };

  /** Runs a wire call: fields → fault plan → reply → journal. */
  async function wire(request: Request, run: (f: Fields) => { status: number; body: unknown }): Promise<Response> {
    const started = Date.now();
    const url = new URL(request.url);
    let fields: Fields = {};
    let res: Response;
    let body: unknown;
    try {
      fields = await readFields(request);
      const fault = sim.takeFault(url.pathname);
      if (fault?.kind === 'network') return Response.error();
      if (fault?.kind === 'latency') await sleep(fault.latencyMs);
      if (fault?.kind === 'timeout') {
        await sleep(fault.latencyMs);
        res = html('<html><body><h1>504 Gateway Time-out</h1></body></html>', 504);
      } else if (fault?.kind === 'error') {
        res = json((body = { status: 0, msg: 'Internal Server Error' }), 500);
      } else if (fault?.kind === 'html') {
        res = html(PHP_ERROR_PAGE, 200);
      } else {
        const r = run(fields);
        body = r.body;
        res = json(body, r.status);
      }
    } catch (e) {
      if (!(e instanceof BadRequest)) throw e;
      res = json((body = { status: 0, msg: e.message }), 400);
    }
    sim.record({
      at: ist(sim.now()).dateTime,
      method: request.method,
      path: url.pathname + url.search,
      fields: journalFields(fields),
      httpStatus: res.status,
      replyStatus: replyStatus(body),
      ms: Date.now() - started,
    });
    changed();
    return res;
  }

  const notFound = (what: string) => ({ status: 404, body: { status: 0, msg: `Unknown endpoint ${what}` } });

  return [
    http.all(/\/__sim(\/|$)/, async ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname.slice(url.pathname.indexOf('/__sim') + '/__sim'.length);
      let fields: Fields;
      try {
        fields = await readFields(request);
      } catch (e) {
        return json({ ok: false, error: (e as Error).message }, 400);
      }
      const r = control(sim, request.method, path, fields);
      changed();
      return r.html !== undefined ? html(r.html, r.httpStatus) : json(r.body, r.httpStatus);
    }),

    http.all('*/Webservices/:name', ({ request, params }) =>
      wire(request, (f) => {
        const name = String(params.name);
        if (!isImplemented(name)) return notFound(`Webservices/${name}`);
        if (request.method !== 'POST') return { status: 405, body: { status: 0, msg: 'Method not allowed' } };
        if (opts.credentials.some((c) => str(f, c.name) !== c.value)) {
          return { status: 200, body: { status: 0, msg: 'Invalid app credentials' } };
        }
        const origin = new URL(request.url).origin;
        const ctx: WsContext = { origin, returnUrl: returnUrl(request, origin) };
        return { status: 200, body: callWebservice(name, sim, f, ctx) };
      }),
    ),

    http.all('*/api/:file', ({ request, params }) =>
      isSourceModule(request) ? undefined : wire(request, (f) => {
        const file = String(params.file);
        const r = jsonApi(sim, file, request.method, f);
        return r ? { status: r.httpStatus ?? 200, body: r.body } : notFound(`api/${file}${f.action ? `?action=${str(f, 'action')}` : ''}`);
      }),
    ),

    http.all('*/Webservices/*', ({ request }) => wire(request, () => notFound(new URL(request.url).pathname))),
    http.all('*/api/*', ({ request }) => (isSourceModule(request) ? undefined : wire(request, () => notFound(new URL(request.url).pathname)))),
  ];
}

