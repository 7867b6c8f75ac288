/** The fault plan: failures QA injects into wire calls (the handlers' pipeline applies them). Part of the world. */
import { fail, type Result } from '../result';
import type { World } from '../kernel';

export type FaultKind = 'error' | 'timeout' | 'html' | 'latency' | 'network';

export interface Fault {
  id: number;
  /** matched against the end of the request path, e.g. 'Webservices/game_bet' or 'game_bet' */
  path: string;
  kind: FaultKind;
  latencyMs: number;
  /** how many more requests it hits; null = until cleared */
  remaining: number | null;
}

export interface FaultsSlice {
  list: Fault[];
  lastId: number;
}

export const initFaults = (): FaultsSlice => ({ list: [], lastId: 0 });

const KINDS: Record<string, FaultKind> = { error: 'error', timeout: 'timeout', html: 'html', latency: 'latency', latencyMs: 'latency', network: 'network' };

export function addFault(w: World, input: { path: unknown; kind: unknown; latencyMs?: unknown; times?: unknown }): Result<{ fault: Fault }> {
  const kind = KINDS[String(input.kind)];
  if (typeof input.path !== 'string' || !input.path.trim()) return fail('path required');
  if (!kind) return fail(`kind must be one of ${Object.keys(KINDS).join(', ')}`);
  const latency = input.latencyMs === undefined ? (kind === 'timeout' ? 30000 : 1000) : Number(input.latencyMs);
  const times = input.times === undefined || input.times === null ? null : Number(input.times);
  if (!Number.isFinite(latency) || latency < 0) return fail('latencyMs must be ≥ 0');
  if (times !== null && !(Number.isInteger(times) && times > 0)) return fail('times must be a positive integer');
  const slice = w.state.faults;
  const fault: Fault = { id: ++slice.lastId, path: input.path.trim().replace(/^\/+/, ''), kind, latencyMs: latency, remaining: times };
  slice.list.push(fault);
  w.touch();
  return { ok: true, fault };
}

export function clearFaults(w: World): void {
  w.state.faults.list = [];
  w.touch();
}

/** The fault that hits this request path, if any (uses up one of its `times`). */
export function takeFault(w: World, pathname: string): Fault | undefined {
  const slice = w.state.faults;
  if (slice.list.length === 0) return undefined;
  const f = slice.list.find((x) => pathname.endsWith(x.path) || pathname.endsWith(`/${x.path}`));
  if (!f) return undefined;
  if (f.remaining !== null) {
    f.remaining--;
    if (f.remaining <= 0) slice.list = slice.list.filter((x) => x !== f);
    w.touch();
  }
  return { ...f };
}
