/** The session file: a simulator's recording (its starting world and every call since) as one exportable object. */
import type { RecordedCall } from './journal';
import { redactSecrets } from './secrets';
import type { Sim } from './sim';

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

/**
 * The session file of a simulator's current recording. Its secrets (passwords, OTPs, push tokens, account numbers
 * beyond the last 4 digits) are redacted unless `secrets` is 'include' (local debugging); it replays either way.
 */
export function exportSession(sim: Sim, secrets: 'redact' | 'include' = 'redact'): SessionFile {
  const origin: unknown = JSON.parse(sim.recordingOrigin());
  const calls = sim.recording.calls;
  const file: SessionFile = { format: SESSION_FORMAT, version: 1, exportedAt: new Date().toISOString(), origin, calls, complete: sim.recording.complete };
  return secrets === 'include' ? file : { ...file, origin: redactSecrets(origin), calls: calls.map((c) => ({ ...c, fields: redactSecrets(c.fields) })) };
}
