/**
 * Keeps the simulator marker (src/ui/SimMarker.tsx) in step with the fault plan, and at once after the panel changes
 * it. Any source of faults shows — the panel, a scenario's own plan (`flaky-server`), another tab or the console. The
 * in-browser simulator announces each change on the page (`followFaultMarker`); `npm run sim` is polled every 2 s
 * while the page is visible (`startFaultMarker`).
 */
import { onSimStatus } from '../app/simStatus';
import { setSimMarkerFaults } from '../ui/SimMarker';
import { pollWhileVisible } from '../ui/visibility';
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

/** announcements heard: a read that began before the last one is older than it */
let heard = 0;

/** Reads the fault plan once and shows it on the marker. */
export async function refreshFaultMarker(): Promise<void> {
  const since = heard;
  const r = await sim<Fault[]>('faults');
  if (r.ok && Array.isArray(r.data) && heard === since) setSimMarkerFaults(r.data.map(faultText));
}

/** Reads the plan once, then shows each change the in-browser simulator announces; returns the stop. */
export function followFaultMarker(): () => void {
  const unlisten = onSimStatus((status) => {
    heard++;
    setSimMarkerFaults(status.faults.map(faultText));
  });
  void refreshFaultMarker();
  return unlisten;
}

/** Polls the fault plan for the marker; returns the stop. */
export function startFaultMarker(everyMs = FAULT_POLL_MS): () => void {
  return pollWhileVisible(() => void refreshFaultMarker(), everyMs);
}
