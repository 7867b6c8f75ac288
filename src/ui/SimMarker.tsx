/**
 * A small, unobtrusive marker shown in simulator mode (decision 004). While any fault is injected it turns red and
 * says how many ('simulator · 2 faults'), so nobody files a bug against an injected failure; the QA panel
 * (src/qa/faultMarker.ts) tells it the fault plan. The QA launcher's button lies over it and is described by it
 * (decision 076): a tap on the marker opens the panel. Absent from the production build.
 */
import { useSyncExternalStore } from 'react';

interface MarkerState {
  /** a simulator answers (in the in-browser simulator always; against `npm run sim` once the QA panel found it) */
  simulator: boolean;
  /** the active faults, each in a few words */
  faults: readonly string[];
  /** the calls go through the live-backend bridge (npm run proxy): its drift so far (decision 085) */
  bridge: { drift: number; requests: number } | null;
}

let state: MarkerState = { simulator: import.meta.env.VITE_API_MODE !== 'http', faults: [], bridge: null };
const listeners = new Set<() => void>();
const changed = (next: MarkerState) => {
  state = next;
  for (const l of [...listeners]) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};
const read = () => state;

/** The marker element's id (the QA launcher's button is described by it). */
export const SIM_MARKER_ID = 'sim-marker';

/** Whether a simulator answers, and the active faults. */
export function useSimMarker(): MarkerState {
  return useSyncExternalStore(subscribe, read, read);
}

/** The active faults (the QA panel polls the fault plan). */
export function setSimMarkerFaults(faults: readonly string[]): void {
  if (faults.length === state.faults.length && faults.every((f, i) => f === state.faults[i])) return;
  changed({ ...state, faults: [...faults] });
}

/** A simulator answers behind an http-mode dev build (`npm start` against `npm run sim`). */
export function setSimMarkerSimulator(simulator: boolean): void {
  if (simulator !== state.simulator) changed({ ...state, simulator });
}

/** The bridge's drift (null: the calls do not go through a bridge). */
export function setSimMarkerBridge(bridge: MarkerState['bridge']): void {
  if (bridge?.drift === state.bridge?.drift && bridge?.requests === state.bridge?.requests) return;
  changed({ ...state, bridge });
}

function Marker() {
  const { simulator, faults, bridge } = useSimMarker();
  if (bridge && !simulator) {
    const d = bridge.drift;
    return (
      <div
        id={SIM_MARKER_ID}
        className={`sim-marker${d > 0 ? ' sim-marker-faults' : ''}`}
        role="status"
        aria-label={`Live backend through the bridge: ${d} ${d === 1 ? 'deviation' : 'deviations'} from the contract in ${bridge.requests} requests`}
        data-testid="sim-marker"
        style={d > 0 ? { background: '#d93a3a' } : undefined}
      >
        bridge · {d} drift
      </div>
    );
  }
  if (!simulator) return null;
  if (faults.length === 0) {
    return (
      <div id={SIM_MARKER_ID} className="sim-marker" aria-label="Simulator mode" data-testid="sim-marker">
        simulator
      </div>
    );
  }
  const n = faults.length;
  return (
    <div
      id={SIM_MARKER_ID}
      className="sim-marker sim-marker-faults"
      role="status"
      aria-label={`Simulator mode, ${n} ${n === 1 ? 'fault' : 'faults'} injected: ${faults.join('; ')}`}
      title={faults.join('\n')}
      data-testid="sim-marker"
      style={{ background: '#d93a3a', fontSize: 10, padding: '2px 10px 3px', boxShadow: '0 2px 6px rgba(0,0,0,.3)' }}
    >
      simulator · {n} {n === 1 ? 'fault' : 'faults'}
    </div>
  );
}

export function SimMarker() {
  // the production build (http mode, not the dev server) carries no marker
  if (import.meta.env.VITE_API_MODE === 'http' && !import.meta.env.DEV) return null;
  return <Marker />;
}
