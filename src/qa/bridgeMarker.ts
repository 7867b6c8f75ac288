/**
 * When the app's calls go through the live-backend bridge (npm run proxy, decision 085), the marker says how many
 * deviations from the contract it has seen: polled from `{apiHost}__bridge/drift` every 5 s while the page is
 * visible. Anything else at that path (a simulator's 404, the real API) means there is no bridge.
 */
import { activeBaseQueryConfig } from '../api/baseQuery';
import { setSimMarkerBridge } from '../ui/SimMarker';
import { pollWhileVisible } from '../ui/visibility';

export const BRIDGE_POLL_MS = 5000;

export async function refreshBridgeMarker(fetchFn: typeof fetch = (...a) => fetch(...a)): Promise<void> {
  const host = activeBaseQueryConfig().apiHost;
  try {
    const res = await fetchFn(`${host.endsWith('/') ? host : `${host}/`}__bridge/drift`, { cache: 'no-store' });
    const body = res.ok ? ((await res.json()) as { drift?: unknown; requests?: unknown }) : null;
    setSimMarkerBridge(body && typeof body.drift === 'number' && typeof body.requests === 'number' ? { drift: body.drift, requests: body.requests } : null);
  } catch {
    setSimMarkerBridge(null);
  }
}

/** Polls the bridge for the marker; returns the stop. */
export function startBridgeMarker(everyMs = BRIDGE_POLL_MS): () => void {
  return pollWhileVisible(() => void refreshBridgeMarker(), everyMs);
}
