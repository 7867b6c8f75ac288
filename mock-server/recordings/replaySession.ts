/**
 * Replayable sessions. A session file holds the world a session started from (seed, scenario, clock and fault plan
 * included), and every wire and control call since with its simulated time and its reply. Replaying loads the world,
 * sends each call again at its recorded simulated time (clock frozen there, injected delays skipped) and reports the
 * first reply that differs — so a defect a tester finds becomes a deterministic regression test.
 */
import { requestMarks } from '../../domain/sensitive';
import { jsonCallOf, type AppCredential } from '../../domain/wire';
import { digest, REDACTED, sameReply, unmaskBank, type RecordedCall, type Sim } from '../core';
import { SESSION_FORMAT, type SessionFile } from '../core/sessionFile';
import { createDispatcher, recordedDigest } from '../handlers/dispatch';
import type { WireRequest } from '../pipeline/request';
import { simulatorFromState } from '../simulator';

export type ReplayReport =
  | { ok: true; calls: number }
  | { ok: false; error: string }
  | { ok: false; index: number; call: { at: number; method: string; path: string }; expected: RecordedCall['reply']; actual: RecordedCall['reply'] };

const HOST = 'http://sim.replay';

/** The contract's name of a recorded call ('login', 'addBankCard'), or '' for one outside it. */
function callName(method: string, path: string): string {
  const url = new URL(path, HOST);
  const ws = /\/Webservices\/([^/]+)$/.exec(url.pathname);
  if (ws) return ws[1] as string;
  const file = /\/api\/([^/]+\.php)$/.exec(url.pathname)?.[1];
  return (file && jsonCallOf(method, file, url.searchParams.get('action') ?? '')) || '';
}

/**
 * A recorded call's fields as they are sent again, by the contract's marks of that call: what an export redacted
 * comes back from the replay itself — the credentials it is configured with; for a secret, the OTP the replayed
 * simulator sent to the call's mobile (an OTP is the one secret the simulator checks; a password or a token takes any
 * value); a bank detail well-formed with its recorded last 4 characters.
 */
export function restoredFields(call: Pick<RecordedCall, 'method' | 'path' | 'fields'>, sim: Pick<Sim, 'lastOtp'>, credentials: AppCredential[]): RecordedCall['fields'] {
  const out: RecordedCall['fields'] = { ...call.fields };
  for (const c of credentials) if (out[c.name] === REDACTED) out[c.name] = c.value;
  const marks = Object.entries(requestMarks(callName(call.method, call.path)));
  const mobile = marks.map(([k, m]) => (m === 'identity' ? out[k] : undefined)).find((v): v is string => typeof v === 'string' && /^\d{10}$/.test(v));
  for (const [k, mark] of marks) {
    const v = out[k];
    if (typeof v !== 'string') continue;
    if (mark === 'secret' && v === REDACTED && mobile) out[k] = sim.lastOtp(mobile) ?? REDACTED;
    if (mark === 'bank') out[k] = unmaskBank(v);
  }
  return out;
}

function requestOf(call: RecordedCall): WireRequest {
  const url = new URL(call.path, HOST);
  const query = new Set(url.searchParams.keys());
  const bodyFields = Object.fromEntries(Object.entries(call.fields).filter(([k]) => !query.has(k)));
  const form = () => new URLSearchParams(Object.entries(bodyFields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
  const contentType = { form: 'application/x-www-form-urlencoded', json: 'application/json', text: 'text/plain', none: '' }[call.encoding];
  const text = call.encoding === 'json' ? JSON.stringify(bodyFields) : call.encoding === 'none' ? '' : form();
  return {
    method: call.method,
    url,
    header: (n) => (n.toLowerCase() === 'content-type' ? contentType || null : null),
    text: async () => text,
    formData: async () => {
      throw new Error('a replayed call is never multipart');
    },
  };
}


export async function replaySession(file: unknown, credentials: AppCredential[]): Promise<ReplayReport> {
  const f = file as Partial<SessionFile>;
  if (typeof f !== 'object' || f === null || f.format !== SESSION_FORMAT || f.version !== 1 || !Array.isArray(f.calls)) {
    return { ok: false, error: `not a ${SESSION_FORMAT} file (version 1)` };
  }
  // the replay's "real time" is set before each call so that the world's clock — frozen or running, with its
  // offset — reads exactly the simulated time the call ran at
  let real = 0;
  const sim = simulatorFromState(f.origin, () => real);
  if (!sim) return { ok: false, error: 'the session file’s starting world does not load' };
  const dispatch = createDispatcher(sim, { credentials, delays: false });
  for (const [index, call] of f.calls.entries()) {
    const clock = sim.state.clock;
    if (clock.frozenAt === null) real = call.at - clock.offsetMs;
    else clock.frozenAt = call.at;
    const reply = await dispatch(requestOf({ ...call, fields: restoredFields(call, sim, credentials) }));
    const actual: RecordedCall['reply'] = reply === 'network' ? (call.reply === 'hang' ? 'hang' : 'network') : recordedDigest(reply, call.reply);
    // files recorded before replies were digested without their secrets compare with the raw reply
    const raw = reply === 'network' ? actual : digest(reply.status, reply.body, call.reply);
    if (!sameReply(call.reply, actual) && !sameReply(call.reply, raw)) return { ok: false, index, call: { at: call.at, method: call.method, path: call.path }, expected: call.reply, actual };
  }
  return { ok: true, calls: f.calls.length };
}
