/** Shared setup of the simulator-over-HTTP tests: the app credentials as form fields, and a server on a free port. */
import { afterAll, beforeAll } from 'vitest';
import { startHttpSimulator, type HttpSimulator, type HttpSimulatorOptions } from '../../mock-server/http/server';

export { CREDS } from './simCalls';

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
