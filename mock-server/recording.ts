/** The session file: a simulator's recording (its starting world and every call since) as one exportable object. */
import type { RecordedCall, Sim } from './core';

export const SESSION_FORMAT = 'matka-sim-session';

export interface SessionFile {
  format: typeof SESSION_FORMAT;
  version: 1;
  exportedAt: string;
  /** the saved world before the first call */
  origin: unknown;
  calls: RecordedCall[];
  /** false when the recording stopped at its limit: the calls are the first ones only */
  complete: boolean;
}

/** The session file of a simulator's current recording. */
export function exportSession(sim: Sim): SessionFile {
  const origin = sim.recording.origin ?? JSON.stringify(sim.state);
  return { format: SESSION_FORMAT, version: 1, exportedAt: new Date().toISOString(), origin: JSON.parse(origin), calls: sim.recording.calls, complete: sim.recording.complete };
}
