/**
 * The one MSW handler set every transport runs (browser worker, msw/node, the HTTP server via getResponse).
 * Each wire request passes the pipeline — fields, fault plan, app credentials, clock tick, route, journal — and
 * its route (../routes, typed by the contract) turns it into a domain operation and a reply.
 */
import { http, type RequestHandler } from 'msw';
import { ALT_GATEWAY_PATH } from '../../domain/altGateway';
import { jsonCallOf, type JsonCallName, type WebserviceName } from '../../domain/wire';
import type { Sim } from '../core';
import { ist, takeFault } from '../core';
import type { AppCredential } from '../config';
import { control } from '../control';
import { altGatewayPage, settleAltGateway } from '../control/gateway';
import { applyFault, html, json } from '../pipeline/faults';
import { BadRequest, journalFields, readFields, str, type Fields } from '../pipeline/request';
import { JSON_ROUTES, PENDING, WS_ROUTES } from '../routes';
import { context, type RouteContext } from '../routes/types';

export interface HandlerOptions {
  /** the two app credential fields every Webservices call must carry; [] disables the check */
  credentials: AppCredential[];
  /** called after any request that changed the state (transports persist there) */
  onChange?: (sim: Sim) => void;
}

type Reply = { status: number; body: unknown };

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

/** The origin a Referer header names (a page opened in a new tab carries no Origin, but its Referer names the client). */
function refererOrigin(request: Request): string | null {
  const ref = request.headers.get('referer') ?? '';
  try {
    return /^https?:\/\//.test(ref) ? new URL(ref).origin : null;
  } catch {
    return null;
  }
}

/**
 * Dev-server source modules under an `api` folder (Vite serves /src/api/markets.ts to lazily loaded screens) are not
 * API calls: the browser worker lets them through instead of answering them as `api/{file}`.
 */
function isSourceModule(request: Request): boolean {
  return /\.(?:[cm]?[jt]sx?|css|map)$/.test(new URL(request.url).pathname);
}

const notFound = (what: string): Reply => ({ status: 404, body: { status: 0, msg: `Unknown endpoint ${what}` } });

const isWebservice = (name: string): name is WebserviceName => Object.hasOwn(WS_ROUTES, name);

export function createHandlers(sim: Sim, opts: HandlerOptions): RequestHandler[] {
  let seen = sim.changes;
  const changed = () => {
    if (sim.changes !== seen) {
      seen = sim.changes;
      opts.onChange?.(sim);
    }
  };

  /** Runs a wire call: fields → fault plan → route → journal. `formOnly`: a PHP form handler sees no JSON body. */
  async function wire(request: Request, formOnly: boolean, run: (f: Fields) => Reply): Promise<Response> {
    const started = Date.now();
    const url = new URL(request.url);
    let fields: Fields = {};
    let res: Response;
    let body: unknown;
    try {
      const read = await readFields(request);
      fields = formOnly && read.encoding !== 'form' ? Object.fromEntries(url.searchParams) : read.fields;
      const fault = await applyFault(takeFault(sim, url.pathname));
      if (fault === 'network') return Response.error();
      if (fault) {
        res = fault.res;
        body = fault.body;
      } else {
        sim.tick();
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

  const ctx = <K extends string>(request: Request, f: Fields): RouteContext<K> => {
    const origin = new URL(request.url).origin;
    return context<K>(sim, f, origin, returnUrl(request, origin));
  };

  function webservice(request: Request, name: string, f: Fields): Reply {
    const route = isWebservice(name) ? WS_ROUTES[name] : PENDING;
    if (route === PENDING) return notFound(`Webservices/${name}`);
    if (request.method !== 'POST') return { status: 405, body: { status: 0, msg: 'Method not allowed' } };
    if (opts.credentials.some((c) => str(f, c.name) !== c.value)) return { status: 200, body: { status: 0, msg: 'Invalid app credentials' } };
    return { status: 200, body: (route as (c: RouteContext<string>) => unknown)(ctx(request, f)) };
  }

  function jsonCall(request: Request, file: string, f: Fields): Reply {
    const name: JsonCallName | undefined = jsonCallOf(request.method, file, str(f, 'action'));
    const route = name ? JSON_ROUTES[name] : PENDING;
    if (route === PENDING) return notFound(`api/${file}${f.action ? `?action=${str(f, 'action')}` : ''}`);
    return { status: 200, body: (route as (c: RouteContext<string>) => unknown)(ctx(request, f)) };
  }

  return [
    http.all(/\/__sim(\/|$)/, async ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname.slice(url.pathname.indexOf('/__sim') + '/__sim'.length);
      let fields: Fields;
      try {
        fields = (await readFields(request)).fields;
      } catch (e) {
        return json({ ok: false, error: (e as Error).message }, 400);
      }
      const r = control(sim, request.method, path, fields);
      changed();
      return r.html !== undefined ? html(r.html, r.httpStatus) : json(r.body, r.httpStatus);
    }),

    // the alternate recharge gateway (spec §2): its page, and its Approve / Fail (create and settle a payment)
    http.get(`*/${ALT_GATEWAY_PATH}`, ({ request }) => {
      const url = new URL(request.url);
      sim.tick();
      const client = refererOrigin(request) ?? url.origin;
      const back = client !== url.origin ? `${client}/dashboard` : returnUrl(request, url.origin);
      const page = altGatewayPage(sim, { user: url.searchParams.get('user')?.trim() ?? '', am: url.searchParams.get('am')?.trim() ?? '' }, url.pathname, back);
      return html(page.html, page.status);
    }),
    http.post(`*/${ALT_GATEWAY_PATH}`, ({ request }) =>
      wire(request, false, (f) => {
        const r = settleAltGateway(sim, { user: str(f, 'user'), am: str(f, 'am'), outcome: str(f, 'outcome'), returnUrl: str(f, 'returnUrl') });
        return { status: r.ok ? 200 : /not found/i.test(r.error) ? 404 : 400, body: r };
      }),
    ),

    http.all('*/Webservices/:name', ({ request, params }) => wire(request, true, (f) => webservice(request, String(params.name), f))),

    http.all('*/api/:file', ({ request, params }) =>
      isSourceModule(request) ? undefined : wire(request, false, (f) => jsonCall(request, String(params.file), f)),
    ),

    http.all('*/Webservices/*', ({ request }) => wire(request, true, () => notFound(new URL(request.url).pathname))),
    http.all('*/api/*', ({ request }) => (isSourceModule(request) ? undefined : wire(request, false, () => notFound(new URL(request.url).pathname)))),
  ];
}
