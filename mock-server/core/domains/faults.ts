/**
 * The fault plan: failures QA injects into wire calls, part of the world (a snapshot carries it). Each fault hits
 * one call (by call name or path suffix) or every call ('*'), for `times` requests or until cleared, each with a
 * probability drawn from the world's seeded generator — so a run with the same seed replays exactly.
 * The request pipeline (mock-server/pipeline/faults.ts) decides what a fault does to the response.
 */
import { nextRandom } from '../rng';
import { fail, type Result } from '../result';
import type { World } from '../state';
import { FAULT_KINDS, MALFORMED_BODIES, type Fault, type FaultKind, type MalformedBody } from '../../../domain/simControl';

/*
 * latency: delay (fixed, or a random range), then answer normally · status: an HTTP error status with a server
 * error page · business: the call's own failure reply with `message` · malformed: a broken body (`body`) ·
 * network: the connection drops · hang: no answer at all (the client's timeout must act).
 * Kept from the first plan: error = HTTP 500 with a JSON failure, html = malformed 'html', timeout = a 504 page
 * after `latencyMs`.
 * The kinds, the malformed bodies and a fault's shape are the control API's (domain/simControl.ts), read by the QA panel too.
 */
export { FAULT_KINDS, MALFORMED_BODIES } from '../../../domain/simControl';
export type { Fault, FaultKind, MalformedBody } from '../../../domain/simControl';

export type FaultInput = Partial<Record<'path' | 'kind' | 'latencyMs' | 'latencyMaxMs' | 'status' | 'message' | 'body' | 'probability' | 'times', unknown>>;

export interface FaultsSlice {
  list: Fault[];
  lastId: number;
}

export const initFaults = (): FaultsSlice => ({ list: [], lastId: 0 });

const ALIASES: Record<string, FaultKind> = { latencyMs: 'latency' };

const num = (v: unknown): number | null => (v === undefined || v === null || v === '' ? null : Number(v));

/** Checks one fault description; the fault (without id) or why it is refused. */
export function readFault(input: FaultInput): Result<{ fault: Omit<Fault, 'id'> }> {
  const kind = (FAULT_KINDS as readonly string[]).includes(String(input.kind)) ? (input.kind as FaultKind) : ALIASES[String(input.kind)];
  if (typeof input.path !== 'string' || !input.path.trim()) return fail('path required');
  if (!kind) return fail(`kind must be one of ${FAULT_KINDS.join(', ')}`);
  const latency = num(input.latencyMs) ?? (kind === 'timeout' ? 30000 : kind === 'latency' ? 1000 : 0);
  const latencyMax = num(input.latencyMaxMs);
  const times = num(input.times);
  const probability = num(input.probability) ?? 1;
  const status = num(input.status);
  if (!Number.isFinite(latency) || latency < 0) return fail('latencyMs must be ≥ 0');
  if (latencyMax !== null && !(Number.isFinite(latencyMax) && latencyMax >= latency)) return fail('latencyMaxMs must be ≥ latencyMs');
  if (times !== null && !(Number.isInteger(times) && times > 0)) return fail('times must be a positive integer');
  if (!(probability > 0 && probability <= 1)) return fail('probability must be in (0, 1]');
  if (kind === 'status' && !(status !== null && Number.isInteger(status) && status >= 400 && status <= 599)) return fail('status must be an HTTP status 400–599');
  const message = typeof input.message === 'string' && input.message.trim() ? input.message.trim().slice(0, 500) : null;
  if (kind === 'business' && !message) return fail('message required for a business failure');
  const body = kind === 'html' ? 'html' : (MALFORMED_BODIES as readonly string[]).includes(String(input.body)) ? (input.body as MalformedBody) : null;
  if (kind === 'malformed' && !body) return fail(`body must be one of ${MALFORMED_BODIES.join(', ')}`);
  return {
    ok: true,
    fault: {
      path: input.path.trim().replace(/^\/+/, ''),
      kind,
      latencyMs: latency,
      latencyMaxMs: latencyMax,
      status: kind === 'status' ? status : null,
      message: kind === 'business' ? message : null,
      body,
      probability,
      remaining: times,
    },
  };
}

export function addFault(w: World, input: FaultInput): Result<{ fault: Fault }> {
  const r = readFault(input);
  if (!r.ok) return r;
  const slice = w.state.faults;
  const fault: Fault = { id: ++slice.lastId, ...r.fault };
  slice.list.push(fault);
  w.touch();
  return { ok: true, fault };
}

/** Replaces the whole plan (all or nothing). */
export function setFaults(w: World, inputs: FaultInput[]): Result<{ faults: Fault[] }> {
  const read: Array<Omit<Fault, 'id'>> = [];
  for (const [i, input] of inputs.entries()) {
    const r = readFault(input);
    if (!r.ok) return fail(`fault ${i + 1}: ${r.error}`);
    read.push(r.fault);
  }
  const slice = w.state.faults;
  slice.list = read.map((f) => ({ id: ++slice.lastId, ...f }));
  w.touch();
  return { ok: true, faults: slice.list };
}

export function clearFaults(w: World): void {
  w.state.faults.list = [];
  w.touch();
}

const matches = (f: Fault, pathname: string, call: string | undefined) =>
  f.path === '*' || f.path === call || pathname.endsWith(f.path) || pathname.endsWith(`/${f.path}`);

/**
 * The fault that hits this request, if any: the first matching fault whose probability roll hits (uses up one of
 * its `times`). A latency range is resolved to one delay. Every roll advances the seeded generator.
 */
export function takeFault(w: World, pathname: string, call?: string): Fault | undefined {
  const slice = w.state.faults;
  if (slice.list.length === 0) return undefined;
  for (const f of slice.list) {
    if (!matches(f, pathname, call)) continue;
    if (f.probability < 1 && nextRandom(w.rng) >= f.probability) continue;
    if (f.remaining !== null) {
      f.remaining--;
      if (f.remaining <= 0) slice.list = slice.list.filter((x) => x !== f);
    }
    w.touch();
    const latencyMs = f.latencyMaxMs === null ? f.latencyMs : f.latencyMs + Math.floor(nextRandom(w.rng) * (f.latencyMaxMs - f.latencyMs + 1));
    return { ...f, latencyMs };
  }
  return undefined;
}

declare module '../state' {
  interface SimState {
    faults: FaultsSlice;
  }
}
