/** The control API under /__sim/ (JSON; never part of the real API): one list of routes, served by every transport. */
import type { Sim } from '../core';
import type { Fields } from '../pipeline/request';
import { adminRoutes } from './admin';
import { bankCardsRoutes } from './bankCards';
import { chatRoutes } from './chat';
import { openapiRoutes } from './openapi';
import { pushRoutes } from './push';
import { qaRoutes } from './qa';
import { referralsRoutes } from './referrals';
import { bad, matchPath, ok, type ControlReply, type ControlRoute } from './route';
import { transfersRoutes } from './transfers';
import { withdrawalsRoutes } from './withdrawals';
import { worldRoutes } from './world';

const listRoute: ControlRoute = { method: 'GET', path: '/', doc: 'this list', handler: () => ok({ routes: routeLines() }) };

export const CONTROL_ROUTES: ControlRoute[] = [
  listRoute,
  ...worldRoutes,
  ...adminRoutes,
  ...withdrawalsRoutes,
  ...transfersRoutes,
  ...bankCardsRoutes,
  ...referralsRoutes,
  ...chatRoutes,
  ...pushRoutes,
  ...qaRoutes,
  ...openapiRoutes,
];

/** 'METHOD /__sim/path  doc', one per route. */
export function routeLines(): string[] {
  return CONTROL_ROUTES.map((r) => `${r.method.padEnd(6)} /__sim${r.path.padEnd(26)} ${r.doc}`);
}

/** The README's control-API table, generated from the same list. */
export function routeTable(): string {
  return ['| method | path | what |', '|---|---|---|', ...CONTROL_ROUTES.map((r) => `| ${r.method} | \`/__sim${r.path}\` | ${r.doc.replace(/\|/g, '\\|')} |`)].join('\n');
}

export function control(sim: Sim, method: string, path: string, f: Fields): ControlReply {
  sim.tick();
  for (const r of CONTROL_ROUTES) {
    if (r.method !== method) continue;
    const params = matchPath(r.path, path);
    if (params) return r.handler(sim, params, f);
  }
  return bad(`No control route ${method} /__sim/${path.replace(/^\//, '')}`, 404);
}

export type { ControlReply, ControlRoute } from './route';
