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
import { maskMobile } from './redact';
import { startProxy, type BridgeProxy } from './proxy';

export interface GoLiveOptions {
  upstream: string;
  mobile: string;
  userId?: string;
  /** the OTP the mobile received (asked for when missing) */
  otp?: string | (() => Promise<string>);
  credentials: ReadonlyArray<{ name: string; value: string }>;
  slowMs?: number;
  log?: (line: string) => void;
}

export interface GoLiveResult {
  userId: string;
  calls: string[];
  drift: number;
  table: string;
  manualSteps: string[];
}

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

async function post(proxy: BridgeProxy, name: string, fields: Record<string, string>, credentials: GoLiveOptions['credentials']): Promise<unknown> {
  const form = new FormData();
  for (const c of credentials) form.append(c.name, c.value);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(`${proxy.url}Webservices/${name}`, { method: 'POST', body: form });
  try {
    return JSON.parse(await res.text());
  } catch {
    return null;
  }
}

async function get(proxy: BridgeProxy, path: string): Promise<unknown> {
  const res = await fetch(`${proxy.url}${path}`);
  try {
    return JSON.parse(await res.text());
  } catch {
    return null;
  }
}

export async function goLive(o: GoLiveOptions): Promise<GoLiveResult> {
  const log = o.log ?? (() => {});
  const proxy = await startProxy({
    upstream: o.upstream,
    port: 0,
    slowMs: o.slowMs,
    credentialNames: o.credentials.map((c) => c.name),
    secrets: o.credentials.map((c) => c.value),
    onDrift: (call, d) => log(`drift  ${call}: ${d.side} ${d.kind}${d.at ? ` at ${d.at}` : ''} — ${d.detail}`),
  });
  const calls: string[] = [];
  try {
    let userId = o.userId ?? '';
    if (!userId) {
      calls.push('login (step 1: an OTP to the test phone)');
      await post(proxy, 'login', { mobile: o.mobile }, o.credentials);
      const otp = typeof o.otp === 'function' ? await o.otp() : (o.otp ?? '');
      calls.push('login (step 2)');
      const r = (await post(proxy, 'login', { mobile: o.mobile, otp, refferal: '' }, o.credentials)) as { id?: unknown } | null;
      userId = r && (typeof r.id === 'string' || typeof r.id === 'number') ? String(r.id) : '';
      if (!userId) throw new Error('login did not answer a user id: check the OTP, or pass --user-id');
    }
    const list = (await post(proxy, 'game_list', {}, o.credentials)) as { running_game?: Array<{ game_id?: unknown }> } | null;
    const gameId = String(list?.running_game?.[0]?.game_id ?? '1');
    const ws: Array<[string, Record<string, string>]> = [
      ['game_rule', { user_id: userId }],
      ['profile', { user_id: userId }],
      ['game_details', { game_id: gameId }],
      ['game_chart', { user_id: userId, game_id: gameId }],
      ['transaction_history', { user_id: userId, page: '1' }],
      ['my_bets', { user_id: userId }],
      ['my_bets_cancel', { user_id: userId }],
      ['group_list', { user_id: userId }],
      ['chatlist', { user_id: userId }],
    ];
    calls.push('game_list');
    for (const [name, fields] of ws) {
      calls.push(name);
      await post(proxy, name, fields, o.credentials);
    }
    const u = encodeURIComponent(userId);
    const json = [
      `api/game.php?action=bankcard&user=${u}`,
      `api/bankcard.php?action=bankcard&user=${u}`,
      `api/promotion.php?action=getuserinfo&user=${u}`,
      ...[1, 2, 3].map((level) => `api/game.php?level=${level}&action=inviterecord&page=1&user=${u}`),
      `api/game.php?game=${encodeURIComponent(gameId)}&action=resultrec&page=1`,
      `api/game.php?game=${encodeURIComponent(gameId)}&action=betrec&page=1&user=${u}`,
    ];
    for (const path of json) {
      calls.push(path.replace(/user=[^&]*/, 'user={id}'));
      await get(proxy, path);
    }
    await proxy.settled();
    return { userId, calls, drift: proxy.report.summary().drift, table: proxy.report.table(), manualSteps: manualSteps(o.mobile) };
  } finally {
    await proxy.close();
  }
}

if (process.argv[1] && /golive\.ts$/.test(process.argv[1])) {
  const { values } = parseArgs({ options: { upstream: { type: 'string' }, mobile: { type: 'string' }, otp: { type: 'string' }, 'user-id': { type: 'string' }, 'slow-ms': { type: 'string', default: '5000' } } });
  if (!values.upstream || !values.mobile) {
    console.error('Usage: npm run golive -- --upstream https://api.example.com/ --mobile 98XXXXXXXX [--otp CODE | --user-id ID]');
    process.exit(2);
  }
  const env = process.env;
  const credentials = [
    { name: env.VITE_APP_CRED1_NAME || 'app_id', value: env.VITE_APP_CRED1_VALUE || 'sim-app' },
    { name: env.VITE_APP_CRED2_NAME || 'app_key', value: env.VITE_APP_CRED2_VALUE || 'sim-key' },
  ];
  const ask = async () => {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const code = await rl.question(`OTP sent to ${maskMobile(values.mobile as string)}: `);
    rl.close();
    return code.trim();
  };
  const r = await goLive({ upstream: values.upstream, mobile: values.mobile, userId: values['user-id'], otp: values.otp ?? ask, credentials, slowMs: Number(values['slow-ms']), log: console.log });
  console.log(`\nRead-only calls made (${r.calls.length}): ${r.calls.join(', ')}\n`);
  console.log(r.table);
  console.log(`\n${r.drift === 0 ? 'No drift: every reply matched the contract.' : `${r.drift} deviations: read them above before going live.`}\n\nWhat remains to be done by hand:`);
  for (const s of r.manualSteps) console.log(s);
  process.exit(r.drift === 0 ? 0 : 1);
}
