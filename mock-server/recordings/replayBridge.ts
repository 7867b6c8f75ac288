/**
 * A bridge recording (domain/bridgeRecording.ts) replayed against the simulator, as a regression test of what the
 * real backend answered: the world is derived from the recording (mock-server/recordings/worldFromBridge.ts), every recorded call
 * is sent again at its recorded time (relative to `now` when given), and each reply is compared with the recorded one
 * by what the client routes on — the HTTP status, the verdict (`status` / `error` / `return`: success or failure) and
 * the reply's fields (the top level, or the first element of a list). Values differ between two backends (ids,
 * messages, balances); the kind and shape of each reply may not.
 *
 * What the recording masked comes from the replay, by the contract's marks of each call's fields: the derived
 * player's id and stand-in mobile for the recorded ones, the OTP the replayed simulator sent for a secret, the
 * replay's own app credentials.
 */
import type { RecordedExchange } from '../../domain/bridgeRecording';
import { requestMarks, type Marks } from '../../domain/sensitive';
import type { AppCredential } from '../../domain/wire';
import { createDispatcher } from '../handlers/dispatch';
import type { WireRequest } from '../pipeline/request';
import { worldFromRecording } from './worldFromBridge';
import { simulatorFromState } from '../simulator';

export interface ReplyShape {
  http: number;
  verdict: 'ok' | 'failure' | 'none';
  fields: string[];
}

export interface RecordingReplay {
  calls: number;
  differences: Array<{ index: number; call: string; recorded: ReplyShape; replayed: ReplyShape }>;
}

/** A value the bridge masked (bridge/redact.ts): a secret replaced, or characters starred out. */
const MASKED = /\*|\[secret\]/;
/** A mobile as the bridge masks it: its first and last 2 digits kept ('98******10'). */
const MASKED_MOBILE = /^\+?\d*\*+\d*$/;

/** What the client routes a reply on: its HTTP status, success or failure, and its fields. */
export function shapeOf(http: number, reply: unknown): ReplyShape {
  const first = Array.isArray(reply) ? reply[0] : reply;
  if (typeof first !== 'object' || first === null) return { http, verdict: 'none', fields: [] };
  const o = first as Record<string, unknown>;
  const flag = o.status ?? o.error ?? o.return;
  let verdict: ReplyShape['verdict'] = 'none';
  if (o.status !== undefined) verdict = Number(flag) === 0 || flag === false ? 'failure' : 'ok';
  else if (o.error !== undefined) verdict = flag === true || Number(flag) === 1 ? 'failure' : 'ok';
  else if (o.return !== undefined) verdict = flag === false ? 'failure' : 'ok';
  return { http, verdict, fields: Object.keys(o).sort() };
}

const same = (a: ReplyShape, b: ReplyShape) => a.http === b.http && a.verdict === b.verdict && a.fields.join() === b.fields.join();

export async function replayRecording(lines: readonly RecordedExchange[], credentials: AppCredential[], opts: { now?: number; mobile?: string } = {}): Promise<RecordingReplay> {
  const first = Date.parse(lines[0]?.at ?? '');
  const start = opts.now ?? first;
  const shift = Number.isFinite(first) ? start - first : 0;
  const { state, summary } = worldFromRecording(lines, { name: 'recording-replay', now: start, mobile: opts.mobile });
  let real = start;
  const sim = simulatorFromState(state, () => real);
  if (!sim) throw new Error('the derived world does not load');
  const dispatch = createDispatcher(sim, { credentials, delays: false });
  const player = summary.player;
  // the recorded player: whichever user id the recording's calls carried
  const recordedIds = new Set(lines.flatMap((l) => [l.body?.user_id, l.query.user]).filter((v): v is string => typeof v === 'string' && v !== ''));

  /** A recorded field as it is sent again: what the recording masked comes back by the contract's mark of the field. */
  const restore = (marks: Marks, key: string, v: unknown): unknown => {
    if (typeof v !== 'string') return v;
    if ((key === 'user_id' || key === 'user') && recordedIds.has(v)) return player.id;
    if (!MASKED.test(v)) return v;
    const cred = credentials.find((c) => c.name === key);
    if (cred) return cred.value;
    // a secret the simulator checks is an OTP; a password or a token takes any value
    if (marks[key] === 'secret') return sim.lastOtp(player.mobile) ?? v;
    if (marks[key] === 'identity' && MASKED_MOBILE.test(v)) return player.mobile;
    return v;
  };

  const differences: RecordingReplay['differences'] = [];
  for (const [index, l] of lines.entries()) {
    const at = Date.parse(l.at) + shift;
    if (Number.isFinite(at)) {
      sim.state.clock.frozenAt = at;
      real = at;
    }
    const url = new URL(l.path, 'http://sim.replay');
    const marks = requestMarks(l.call);
    for (const [k, v] of Object.entries(l.query)) url.searchParams.set(k, String(restore(marks, k, v)));
    const body = Object.fromEntries(Object.entries(l.body ?? {}).map(([k, v]) => [k, restore(marks, k, v)]));
    const json = l.encoding === 'json';
    const text = l.body === null ? '' : json ? JSON.stringify(body) : new URLSearchParams(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
    const request: WireRequest = {
      method: l.method,
      url,
      header: (n) => (n.toLowerCase() === 'content-type' && l.body !== null ? (json ? 'application/json' : 'application/x-www-form-urlencoded') : null),
      text: async () => text,
      formData: async () => {
        throw new Error('a replayed call is never multipart');
      },
    };
    const reply = await dispatch(request);
    let replayed: ReplyShape = { http: 0, verdict: 'none', fields: [] };
    if (reply !== 'network') {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(reply.body);
      } catch {
        /* not JSON */
      }
      replayed = shapeOf(reply.status, parsed);
    }
    const recorded = shapeOf(l.status, l.reply);
    if (!same(recorded, replayed)) differences.push({ index, call: l.call, recorded, replayed });
  }
  return { calls: lines.length, differences };
}
