/**
 * Replayable sessions. A session file holds the world a session started from (seed, scenario, clock and fault plan
 * included), and every wire and control call since with its simulated time and its reply. Replaying loads the world,
 * sends each call again at its recorded simulated time (clock frozen there, injected delays skipped) and reports the
 * first reply that differs — so a defect a tester finds becomes a deterministic regression test.
 */
import type { AppCredential } from '../domain/wire';
import { digest, REDACTED, sameReply, unmaskAccount, type RecordedCall, type Sim } from './core';
import { SESSION_FORMAT, type SessionFile } from './recording';
import { createDispatcher, recordedDigest } from './handlers/dispatch';
import type { WireRequest } from './pipeline/request';
import { simulatorFromState } from './simulator';

export type ReplayReport =
  | { ok: true; calls: number }
  | { ok: false; error: string }
  | { ok: false; index: number; call: { at: number; method: string; path: string }; expected: RecordedCall['reply']; actual: RecordedCall['reply'] };

const HOST = 'http://sim.replay';

/**
 * A recorded call's fields as they are sent again: what an export redacted comes back from the replay itself — the
 * credentials it is configured with, the OTP the replayed simulator sent that mobile, a well-formed account number
 * with the recorded last 4 digits.
 */
function restored(fields: RecordedCall['fields'], sim: Sim, credentials: AppCredential[]): RecordedCall['fields'] {
  const out: RecordedCall['fields'] = { ...fields };
  for (const c of credentials) if (out[c.name] === REDACTED) out[c.name] = c.value;
  const mobile = [out.mobile, out.username, out.num].find((v): v is string => typeof v === 'string' && v !== '' && v !== REDACTED);
  if (out.otp === REDACTED && mobile) out.otp = sim.lastOtp(mobile) ?? REDACTED;
  for (const k of ['account', 'bank_ac_no']) if (typeof out[k] === 'string') out[k] = unmaskAccount(out[k] as string);
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
    const reply = await dispatch(requestOf({ ...call, fields: restored(call.fields, sim, credentials) }));
    const actual: RecordedCall['reply'] = reply === 'network' ? (call.reply === 'hang' ? 'hang' : 'network') : recordedDigest(reply.status, reply.body, call.reply);
    // files recorded before replies were digested without their secrets compare with the raw reply
    const raw = reply === 'network' ? actual : digest(reply.status, reply.body, call.reply);
    if (!sameReply(call.reply, actual) && !sameReply(call.reply, raw)) return { ok: false, index, call: { at: call.at, method: call.method, path: call.path }, expected: call.reply, actual };
  }
  return { ok: true, calls: f.calls.length };
}
