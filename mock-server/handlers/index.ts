/**
 * The MSW handler set of the browser worker and msw/node: each request the simulator answers goes to the one
 * dispatcher (./dispatch.ts); the HTTP server calls that dispatcher straight from the socket.
 */
import { http, type RequestHandler } from 'msw';
import { ALT_GATEWAY_PATH } from '../../domain/altGateway';
import type { Sim } from '../core';
import { wireText, type WireReply } from '../pipeline/faults';
import { fromFetchRequest } from '../pipeline/request';
import { createDispatcher, type HandlerOptions } from './dispatch';

export { createDispatcher, type Dispatch, type HandlerOptions } from './dispatch';

/**
 * Dev-server source modules under an `api` folder (Vite serves /src/api/markets.ts to lazily loaded screens) are not
 * API calls: the browser worker lets them through instead of answering them as `api/{file}`.
 */
function isSourceModule(request: Request): boolean {
  return /\.(?:[cm]?[jt]sx?|css|map)$/.test(new URL(request.url).pathname);
}

const toResponse = (r: WireReply): Response => (r === 'network' ? Response.error() : new Response(wireText(r), { status: r.status, headers: r.headers }));

export function createHandlers(sim: Sim, opts: HandlerOptions): RequestHandler[] {
  const dispatch = createDispatcher(sim, opts);
  const answer = async ({ request }: { request: Request }) => toResponse(await dispatch(fromFetchRequest(request)));
  const unlessSource = (e: { request: Request }) => (isSourceModule(e.request) ? undefined : answer(e));
  return [http.all(/\/__sim(\/|$)/, answer), http.all('*/Webservices/*', answer), http.all('*/api/*', unlessSource), http.all(`*/${ALT_GATEWAY_PATH}`, answer)];
}
