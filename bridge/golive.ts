/**
 * The go-live check: the read-only calls a new player's first minutes make, through the bridge, against the real
 * backend — and the drift they show. It never places a bet, asks for a withdrawal or moves money: login (which sends
 * the test phone an OTP) is the only call that writes anything, and only when no user id is given.
 *
 *   npm run golive -- --upstream https://api.example.com/ --mobile 98XXXXXXXX [--otp CODE | --user-id ID]
 *
 * Without --otp or --user-id the OTP sent to the mobile is asked for on the terminal. The credentials come from
 * VITE_APP_CRED1_NAME / _VALUE and VITE_APP_CRED2_NAME / _VALUE, as for the build.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { CLIENT_TIMEOUT_MS } from '../domain/reply';
import { JSON_CALLS, type JsonCallName, type JsonQuery, type WebserviceName, type WsReq } from '../domain/wire';
import { NO_REPLY_KINDS, type DriftSummary } from './drift';
import { maskMobile, redactor } from './redact';
import { positiveInt, probeUpstream, startProxy, upstreamUrl, UsageError, type BridgeProxy } from './proxy';

export interface GoLiveOptions {
  upstream: string;
  mobile: string;
  userId?: string;
  /** the OTP the mobile received (asked for when missing) */
  otp?: string | (() => Promise<string>);
  credentials: ReadonlyArray<{ name: string; value: string }>;
  slowMs?: number;
  /** each call's time for a whole reply (default: the client's, CLIENT_TIMEOUT_MS) */
  timeoutMs?: number;
  /** the whole check's time, the wait for the OTP to be typed aside (default DEFAULT_DEADLINE_MS) */
  deadlineMs?: number;
  log?: (line: string) => void;
}

export interface GoLiveResult {
  userId: string;
  calls: string[];
  drift: number;
  /** calls that got no complete reply (refused, reset, cut, none in time) */
  noReply: number;
  table: string;
  /** why the check fails, one sentence each; empty when every reply matched the contract */
  failures: string[];
  manualSteps: string[];
}

/** The check stopped before its end: the sentence that names why (and the drift table so far, when there was traffic). */
export class GoLiveError extends Error {
  constructor(
    message: string,
    readonly table?: string,
  ) {
    super(message);
  }
}

/** Time enough for every call once at the client's timeout, and no more waiting after that. */
export const DEFAULT_DEADLINE_MS = 6 * CLIENT_TIMEOUT_MS;

/** The manual step no tool takes for the operator: one real ₹1 bet, read back. */
export function manualSteps(mobile: string): string[] {
  return [
    `1. Log in to the production build as ${maskMobile(mobile)}, open a running market and place ₹1 on the JODI grid's 00 cell (README: "Before going live, confirm the Jodi reading").`,
    '2. Open Bid History (/history/market) — the app reads it with Webservices/my_bets — and check that the bet is recorded as 00, not 99 and not 01.',
    '   If it shows 99, rebuild with VITE_JODI_READING=minus1; if 00, the default (mod100) is right.',
    '3. Cancel the test bet in the Kabad cancel box if the market is still open, and check that the ₹1 comes back ("Kabad Cancel" in the wallet history).',
    '4. Keep the bridge running (npm run proxy) for the first day of real traffic and read its drift report.',
  ];
}

/** A Webservices call and its form, typed by the contract (domain/wire.ts WS_CALLS): a renamed field is a compile error. */
function ws<N extends WebserviceName>(name: N, fields: WsReq<N>): { name: N; fields: Record<string, string> } {
  return { name, fields: fields as Record<string, string> };
}

/** A JSON call's path from the contract (domain/wire.ts JSON_CALLS): its file, its query in order, `&user=` when it takes one. */
function jsonPath<N extends JsonCallName>(name: N, query: JsonQuery<N>, user: string): string {
  const def = JSON_CALLS[name];
  const given = query as Record<string, string | number>;
  const qs = new URLSearchParams(def.order.map((k) => [k, k === 'action' ? def.action : String(given[k])]));
  if (def.user) qs.append('user', user);
  return `api/${def.file}?${qs}`;
}

/** The sentences of the calls of `call` that got no reply, from the report ('' when each got one). */
function noReplyOf(summary: DriftSummary, call: string): string {
  const d = summary.calls.find((c) => c.call === call)?.deviations.filter((x) => NO_REPLY_KINDS.includes(x.kind)) ?? [];
  return d.map((x) => `${x.kind}: ${x.detail}`).join('; ');
}

export async function goLive(o: GoLiveOptions): Promise<GoLiveResult> {
  const log = o.log ?? (() => {});
  const upstream = upstreamUrl(o.upstream);
  const timeoutMs = o.timeoutMs ?? CLIENT_TIMEOUT_MS;
  const deadlineMs = o.deadlineMs ?? DEFAULT_DEADLINE_MS;
  // before anything is sent: does the backend answer at all?
  const down = await probeUpstream(upstream, timeoutMs);
  if (down) throw new GoLiveError(`${down.replace(/\.$/, '')}: no call was made.`);

  const secrets = o.credentials.map((c) => c.value);
  const masked = redactor(secrets);
  const proxy: BridgeProxy = await startProxy({
    upstream: upstream.href,
    port: 0,
    slowMs: o.slowMs,
    timeoutMs,
    credentialNames: o.credentials.map((c) => c.name),
    secrets,
    onDrift: (call, d) => log(`drift  ${call}: ${d.side} ${d.kind}${d.at ? ` at ${d.at}` : ''} — ${d.detail}`),
  });
  const calls: string[] = [];
  // the whole check's deadline, paused while the operator types the OTP
  const stop = new AbortController();
  let left = deadlineMs;
  let since = performance.now();
  let timer = setTimeout(() => stop.abort(), left);
  const pause = () => {
    clearTimeout(timer);
    left -= performance.now() - since;
  };
  const resume = () => {
    since = performance.now();
    timer = setTimeout(() => stop.abort(), left);
  };

  /** One call through the bridge: its reply as JSON (null when it is not JSON, or when there was no reply). */
  async function send(label: string, path: string, init?: RequestInit): Promise<unknown> {
    calls.push(label);
    try {
      const res = await fetch(`${proxy.url}${path}`, { ...init, signal: stop.signal });
      return JSON.parse(await res.text()) as unknown;
    } catch {
      if (stop.signal.aborted) throw new GoLiveError(`The go-live check did not finish within ${deadlineMs} ms (--deadline-ms): ${calls.length - 1} calls answered, ${label} was still waiting for the backend.`, proxy.report.table());
      return null;
    }
  }
  const post = (label: string, call: { name: WebserviceName; fields: Record<string, string> }) => {
    const form = new FormData();
    for (const c of o.credentials) form.append(c.name, c.value);
    for (const [k, v] of Object.entries(call.fields)) form.append(k, v);
    return send(label, `Webservices/${call.name}`, { method: 'POST', body: form });
  };
  const message = (reply: unknown) => {
    const r = (typeof reply === 'object' && reply !== null ? reply : {}) as { msg?: unknown; message?: unknown; status?: unknown };
    return { text: String(r.msg ?? r.message ?? ''), refused: String(r.status) === '0' };
  };

  try {
    let userId = o.userId ?? '';
    if (!userId) {
      const first = await post('login (step 1: an OTP to the test phone)', ws('login', { mobile: o.mobile }));
      await proxy.settled();
      const lost = noReplyOf(proxy.report.summary(), 'login');
      if (lost) throw new GoLiveError(`login (step 1, which sends the OTP) got no reply from the backend: ${lost}.`, proxy.report.table());
      if (message(first).refused) throw new GoLiveError(`The server refused to send an OTP to ${maskMobile(o.mobile)}: "${masked.text(message(first).text)}".`, proxy.report.table());
      pause();
      const otp = typeof o.otp === 'function' ? await o.otp() : (o.otp ?? '');
      resume();
      const r = (await post('login (step 2)', ws('login', { mobile: o.mobile, otp, refferal: '' }))) as { id?: unknown } | null;
      userId = r && (typeof r.id === 'string' || typeof r.id === 'number') ? String(r.id) : '';
      if (!userId) {
        await proxy.settled();
        const lostToo = noReplyOf(proxy.report.summary(), 'login');
        const said = redactor([otp, ...secrets]).text(message(r).text);
        throw new GoLiveError(
          lostToo
            ? `login (step 2, with the OTP) got no reply from the backend, so no user id: ${lostToo}.`
            : `login gave no user id: the server ${said ? `answered "${said}"` : 'answered without a message'} to the OTP; check it, or pass --user-id.`,
          proxy.report.table(),
        );
      }
    }
    const list = (await post('game_list', ws('game_list', {}))) as { running_game?: Array<{ game_id?: unknown }> } | null;
    const gameId = String(list?.running_game?.[0]?.game_id ?? '1');
    for (const call of [
      ws('game_rule', { user_id: userId }),
      ws('profile', { user_id: userId }),
      ws('game_details', { game_id: gameId }),
      ws('game_chart', { user_id: userId, game_id: gameId }),
      ws('transaction_history', { user_id: userId, page: '1' }),
      ws('my_bets', { user_id: userId }),
      ws('my_bets_cancel', { user_id: userId }),
      ws('group_list', { user_id: userId }),
      ws('chatlist', { user_id: userId }),
    ]) {
      await post(call.name, call);
    }
    for (const path of [
      jsonPath('bankCard', {}, userId),
      jsonPath('bankCardDetail', {}, userId),
      jsonPath('promotion', {}, userId),
      ...[1, 2, 3].map((level) => jsonPath('inviteRecord', { level, page: 1 }, userId)),
      jsonPath('resultRec', { game: gameId, page: 1 }, userId),
      jsonPath('betRec', { game: gameId, page: 1 }, userId),
    ]) {
      await send(path.replace(/user=[^&]*/, 'user={id}'), path);
    }
    await proxy.settled();
    const s = proxy.report.summary();
    const failures: string[] = [];
    if (s.requests > 0 && s.noReply === s.requests) failures.push(`No call reached the backend: none of the ${s.requests} calls got a reply.`);
    else if (s.noReply > 0) {
      const lost = s.calls.filter((c) => c.noReply > 0).map((c) => `${c.call} (${c.deviations.filter((d) => NO_REPLY_KINDS.includes(d.kind)).map((d) => d.kind).join(', ')})`);
      failures.push(`${s.noReply} of ${s.requests} calls got no reply from the backend: ${lost.join(', ')}.`);
    }
    if (s.hint) failures.push(`${s.hint[0]!.toUpperCase()}${s.hint.slice(1)}.`);
    const other = s.calls.flatMap((c) => c.deviations).filter((d) => !NO_REPLY_KINDS.includes(d.kind)).length;
    if (other > 0) failures.push(`${other} deviation${other === 1 ? '' : 's'} from the contract: read them above before going live.`);
    return { userId, calls, drift: s.drift, noReply: s.noReply, table: proxy.report.table(), failures, manualSteps: manualSteps(o.mobile) };
  } finally {
    clearTimeout(timer);
    await proxy.close();
  }
}

if (process.argv[1] && /golive\.ts$/.test(process.argv[1])) {
  const USAGE = 'npm run golive -- --upstream https://api.example.com/ --mobile 98XXXXXXXX [--otp CODE | --user-id ID] [--timeout-ms 20000] [--deadline-ms 120000] [--slow-ms 5000]';
  try {
    const { values } = parseArgs({
      options: {
        upstream: { type: 'string' },
        mobile: { type: 'string' },
        otp: { type: 'string' },
        'user-id': { type: 'string' },
        'slow-ms': { type: 'string', default: '5000' },
        'timeout-ms': { type: 'string', default: String(CLIENT_TIMEOUT_MS) },
        'deadline-ms': { type: 'string', default: String(DEFAULT_DEADLINE_MS) },
      },
    });
    upstreamUrl(values.upstream);
    if (!values.mobile) throw new UsageError("--mobile is missing: give the test phone's number, e.g. --mobile 98XXXXXXXX");
    const mobile = values.mobile;
    const env = process.env;
    const credentials = [
      { name: env.VITE_APP_CRED1_NAME || 'app_id', value: env.VITE_APP_CRED1_VALUE || 'sim-app' },
      { name: env.VITE_APP_CRED2_NAME || 'app_key', value: env.VITE_APP_CRED2_VALUE || 'sim-key' },
    ];
    const ask = async () => {
      const rl = createInterface({ input: process.stdin, output: process.stdout });
      const code = await rl.question(`OTP sent to ${maskMobile(mobile)}: `);
      rl.close();
      return code.trim();
    };
    const r = await goLive({
      upstream: values.upstream as string,
      mobile,
      userId: values['user-id'],
      otp: values.otp ?? ask,
      credentials,
      slowMs: positiveInt('slow-ms', values['slow-ms']),
      timeoutMs: positiveInt('timeout-ms', values['timeout-ms']),
      deadlineMs: positiveInt('deadline-ms', values['deadline-ms']),
      log: console.log,
    });
    console.log(`\nRead-only calls made (${r.calls.length}): ${r.calls.join(', ')}\n`);
    console.log(r.table);
    console.log(`\n${r.failures.length === 0 ? 'No drift: every reply matched the contract.' : r.failures.join('\n')}\n\nWhat remains to be done by hand:`);
    for (const s of r.manualSteps) console.log(s);
    process.exit(r.failures.length === 0 ? 0 : 1);
  } catch (e) {
    if (e instanceof GoLiveError && e.table) console.log(e.table);
    // one sentence, never a stack trace: a mistake in the command (exit 2), or why the check could not run (exit 1)
    const usage = e instanceof UsageError || String((e as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
    console.error(usage ? `${(e as Error).message}\nUsage: ${USAGE}` : e instanceof GoLiveError ? e.message : `The go-live check stopped: ${(e as Error).message}`);
    process.exit(usage ? 2 : 1);
  }
}
