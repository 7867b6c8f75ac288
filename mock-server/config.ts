/**
 * Simulator configuration that is safe in every runtime: no import.meta.env, no process at module level.
 * Node entry points pass process.env; the browser transport passes the app's configured credentials.
 */

import { parseJodiReading } from '../domain/jodiNumbers';
import { type AppCredential } from '../domain/wire';
import { SIM_DEFAULT_CREDENTIALS } from '../domain/simControl';
import type { Settings } from './core';

export { SIM_DEFAULT_CREDENTIALS, type AppCredential };

export const DEFAULT_HTTP_PORT = 4010;
export const DEFAULT_HTTP_HOST = '127.0.0.1';

/** Reads VITE_APP_CRED{1,2}_NAME / _VALUE, falling back to the simulator defaults. */
export function credentialsFromEnv(env: Record<string, string | undefined>): AppCredential[] {
  return SIM_DEFAULT_CREDENTIALS.map((d, i) => ({
    name: env[`VITE_APP_CRED${i + 1}_NAME`]?.trim() || d.name,
    value: env[`VITE_APP_CRED${i + 1}_VALUE`]?.trim() || d.value,
  }));
}

/** Settings a build decides (read from the same VITE_* variables as the client): the Jodi reading. */
export function settingsFromEnv(env: Record<string, string | undefined>): Partial<Settings> {
  return { jodiReading: parseJodiReading(env.VITE_JODI_READING?.trim()) };
}
