/** Shared setup of the simulator-over-HTTP tests: the app credentials as form fields, and a server on a free port. */
import { afterAll, beforeAll } from 'vitest';
import { SIM_DEFAULT_CREDENTIALS } from '../../domain/wire';
import { startHttpSimulator, type HttpSimulator, type HttpSimulatorOptions } from '../../mock-server/http/server';

/** The simulator's default app credentials as form fields ({ app_id: 'sim-app', app_key: 'sim-key' }). */
export const CREDS: Record<string, string> = Object.fromEntries(SIM_DEFAULT_CREDENTIALS.map((c) => [c.name, c.value]));

/** Starts an HTTP simulator on a free port before the file's tests and closes it after; read `.s` inside tests. */
export function setupHttpSimulator(opts: HttpSimulatorOptions): { s: HttpSimulator } {
  const holder = {} as { s: HttpSimulator };
  beforeAll(async () => {
    holder.s = await startHttpSimulator({ port: 0, ...opts });
  });
  afterAll(async () => {
    await holder.s.close();
  });
  return holder;
}
