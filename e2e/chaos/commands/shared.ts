/**
 * What every chaos command shares: the two players, the instant a run starts at, the faults a command can meet on its
 * money call, and the command type itself.
 */
import type fc from 'fast-check';
import type { Page } from '@playwright/test';
import type { Real } from '../harness';
import type { Model } from '../model';

export const PLAYERS = ['9876543210', '9876543211'];
/** the simulated moment every run starts at: noon IST, frozen, results only when declared */
export const NOW = '2026-11-22 12:00';

export type Command = fc.AsyncCommand<Model, Real>;

/** The calls a fault can spoil, and the screen action each belongs to. */
export type FaultTarget = 'game_bet' | 'withdraw_money' | 'p2pTransfer';
export interface Fault {
  path: FaultTarget;
  kind: string;
  body?: string;
  status?: number;
  /** latency: the reply comes this late */
  latencyMs?: number;
}

/**
 * Takes the model's fault on this call, if it is the one the next request of that call meets: what it does to the
 * call. A latency fault is taken but spoils nothing: the reply comes late and whole, and is judged as any other.
 * `reached`: whether the call reached the server at all (a dropped connection, a 503 or an HTML error page answer
 * before the route runs; a hang, a truncated reply or a notice come after it).
 */
export function takeFault(m: Model, r: Real, path: FaultTarget): { kind: string; reached: boolean } | null {
  if (m.fault?.path !== path) return null;
  const { kind, body } = m.fault;
  m.fault = null;
  if (kind === 'latency') return null;
  r.spoiled = path;
  // a PHP notice before the JSON still carries the reply (the client reads it): the others lose it
  if (body !== 'notice') r.cover.met(`lost reply: ${path}`);
  return { kind, reached: !(kind === 'network' || kind === 'status' || (kind === 'malformed' && body === 'html')) };
}

/** A fault in words: 'malformed html', 'status 503', 'latency 3000 ms'. */
export const faultName = (f: Omit<Fault, 'path'>): string => `${f.kind}${f.body ? ` ${f.body}` : ''}${f.status ? ` ${f.status}` : ''}${f.latencyMs ? ` ${f.latencyMs} ms` : ''}`;

export const busy = (page: Page) => page.getByRole('button', { name: 'Processing...' });

/** Arms a fault on the next request of a money call, in the simulator (beside any named plan) and in the model. */
export async function armFault(m: Model, r: Real, fault: Fault): Promise<void> {
  const { path, ...rest } = fault;
  await r.sim.call('faults', { path, times: 1, ...rest });
  m.fault = fault;
}
