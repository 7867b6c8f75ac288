/**
 * Keeps the simulator marker (src/ui/SimMarker.tsx) in step with the fault plan: polled every 2 s while the page is
 * visible, and at once after the panel changes it. Any source of faults shows — the panel, a scenario's own plan
 * (`flaky-server`), another tab or the console.
 */
import { setSimMarkerFaults } from '../ui/SimMarker';
import { sim } from './simApi';
import type { Fault } from './types';

export const FAULT_POLL_MS = 2000;

/** A fault in a few words: 'game_bet: HTTP 500 · 2 left'. */
export function faultText(f: Pick<Fault, 'path' | 'kind'> & Partial<Fault>): string {
  const what: Record<string, string> = {
    latency: `latency ${f.latencyMs ?? 1000}${f.latencyMaxMs ? `–${f.latencyMaxMs}` : ''} ms`,
    status: `HTTP ${f.status ?? ''}`,
    business: `failure '${f.message ?? ''}'`,
    malformed: `malformed body (${f.body ?? ''})`,
    network: 'network error',
    hang: 'hang',
    error: 'HTTP 500 failure',
    html: 'PHP error page',
    timeout: `504 after ${f.latencyMs ?? 30000} ms`,
  };
  const extra = [f.probability !== undefined && f.probability < 1 ? `p ${f.probability}` : '', f.remaining ? `${f.remaining} left` : ''].filter(Boolean);
  return `${f.path === '*' ? 'every call' : f.path}: ${what[f.kind] ?? f.kind}${extra.length ? ` · ${extra.join(' · ')}` : ''}`;
}

/** Reads the fault plan once and shows it on the marker. */
export async function refreshFaultMarker(): Promise<void> {
  const r = await sim<Fault[]>('faults');
  if (r.ok && Array.isArray(r.data)) setSimMarkerFaults(r.data.map(faultText));
}

/** Polls the fault plan for the marker; returns the stop. */
export function startFaultMarker(everyMs = FAULT_POLL_MS): () => void {
  void refreshFaultMarker();
  const timer = setInterval(() => {
    if (document.visibilityState !== 'hidden') void refreshFaultMarker();
  }, everyMs);
  return () => clearInterval(timer);
}
