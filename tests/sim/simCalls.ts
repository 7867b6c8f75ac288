/**
 * Calls to the in-process simulator (msw/node answers fetch to http://sim.test) the way the app and QA make them:
 * form-data Webservices calls with the app credentials, and the control API.
 */
import { SIM_DEFAULT_CREDENTIALS } from '../../domain/simControl';

export const SIM_HOST = 'http://sim.test';

/** The simulator's default app credentials as form fields ({ app_id: 'sim-app', app_key: 'sim-key' }). */
export const CREDS: Record<string, string> = Object.fromEntries(SIM_DEFAULT_CREDENTIALS.map((c) => [c.name, c.value]));

/** A form-data `Webservices/{name}` call with the app credentials: the HTTP status and the JSON reply. */
export async function wsCall<T = unknown>(name: string, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries({ ...CREDS, ...fields })) body.append(k, v);
  const res = await fetch(`${SIM_HOST}/Webservices/${name}`, { method: 'POST', body });
  return { http: res.status, body: (await res.json()) as T };
}

/** A control API call (`/__sim{path}`), with a JSON body when given: the HTTP status and the JSON reply. */
export async function control(method: string, path: string, json?: unknown) {
  const res = await fetch(`${SIM_HOST}/__sim${path}`, {
    method,
    headers: json === undefined ? undefined : { 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { http: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
