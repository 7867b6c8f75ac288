/**
 * Nothing the bridge writes holds a secret (issue 42, point 2). `npm run proxy` (bridge/cli.ts, run as the operator
 * runs it, with the credential field names configured and their values not) in front of a small PHP-style backend
 * written here: it echoes the OTP, the password, the account number, the IFSC, the UPI id, the push token and the
 * credential values back — in messages, in a PHP warning echoing the SQL statement, in an HTML error page, under
 * renamed fields (`account_number`, `otp_code`, `upi_id`) and in a later call that never sent them. Everything the
 * bridge wrote — the recording, the HTML report, the summary JSON and its console lines — is searched for each value.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MOBILE = '9876501234';
const OTP = '482913';
const PASSWORD = 'Sup3r-Secret!';
const ACCOUNT = '123456789012';
const IFSC = 'SBIN0001234';
const UPI = 'ravi.kumar@okaxis';
const TOKEN = 'fcm-dK9xQ2-token-Zt7';
const CRED = { api_token: 'cred-value-one-88', api_secret: 'cred-value-two-99' };
const PLANTED = { MOBILE, OTP, PASSWORD, ACCOUNT, IFSC, UPI, TOKEN, ...CRED };

const WARNING = (sql: string) => `<br />\n<b>Warning</b>:  mysqli_query(): (23000/1062): Duplicate entry in query: ${sql} in <b>/var/www/html/api/auth.php</b> on line <b>41</b><br />\n`;

/** The backend's replies, by path: each echoes what it was sent, as careless PHP does. */
function answer(path: string): { status: number; type: string; body: string } {
  const json = (v: unknown, before = '') => ({ status: 200, type: 'text/html; charset=UTF-8', body: `${before}${JSON.stringify(v)}` });
  if (path.startsWith('/Webservices/login')) return json({ status: 1, msg: `OTP ${OTP} verified for ${MOBILE}`, id: '17', otp_code: OTP }, `<b>Notice</b>: Undefined index: otp=${OTP} in /var/www/html/Webservices/login.php<br />`);
  if (path.startsWith('/Webservices/updatefcm')) return { status: 500, type: 'text/html', body: `<html><body><b>Fatal error</b>: token '${TOKEN}' too long for column fcm_token</body></html>` };
  if (path.startsWith('/Webservices/withdraw_money'))
    return json({ error: false, message: `Withdrawal to account ${ACCOUNT} (IFSC ${IFSC}) requested`, account_number: ACCOUNT, ifsc: IFSC });
  if (path.startsWith('/Webservices/game_rule')) return json({ status: 1, msg: `Invalid app key ${CRED.api_secret} for ${CRED.api_token}`, jodirate: 9800, hurfrate: 980, data: { description: '' } });
  if (path.startsWith('/api/auth.php'))
    return json([{ error: false, status: 1, message: 'Registration successfully!' }], WARNING(`INSERT INTO users (mobile, password, otp) VALUES ('${MOBILE}', '${PASSWORD}', '${OTP}')`));
  if (path.startsWith('/api/game.php?action=addbankcard')) return json({ status: 'success', upi_id: UPI, account_no: ACCOUNT, otp_code: OTP });
  // a call that never carried them, echoing them all the same
  if (path.startsWith('/api/game.php?action=bankcard'))
    return json([{ name: 'Ravi Kumar', bankname: 'SBI', account: ACCOUNT, ifsc: IFSC, upi: UPI, mobile: MOBILE, city: 'Pune', state: 'MH', note: `key ${CRED.api_token} otp ${OTP} pw ${PASSWORD} token ${TOKEN}` }]);
  return { status: 404, type: 'text/plain', body: 'no such call' };
}

let backend: Server;
let cli: ChildProcessWithoutNullStreams;
let bridge = '';
let console_ = '';
const dir = mkdtempSync(join(tmpdir(), 'bridge-secrets-'));

/** Resolves with the first match of `re` in the CLI's output, as it is printed. */
const printed = (re: RegExp) =>
  new Promise<RegExpMatchArray>((resolve, reject) => {
    const seen = () => {
      const m = console_.match(re);
      if (m) {
        cli.stdout.off('data', seen);
        resolve(m);
      }
    };
    cli.stdout.on('data', seen);
    cli.once('exit', (code) => reject(new Error(`the bridge exited (${code}): ${console_}`)));
    seen();
  });

beforeAll(async () => {
  backend = createServer(async (req, res) => {
    for await (const _ of req) void _;
    const a = answer(req.url ?? '/');
    res.writeHead(a.status, { 'content-type': a.type });
    res.end(a.body);
  });
  await new Promise<void>((r) => backend.listen(0, '127.0.0.1', r));
  const { port } = backend.address() as { port: number };
  cli = spawn(process.execPath, ['--import', 'tsx', 'bridge/cli.ts', '--upstream', `http://127.0.0.1:${port}/`, '--port', '0', '--record', dir, '--report', join(dir, 'drift.html')], {
    cwd: join(import.meta.dirname, '../..'),
    // the credential field names as the build has them; their values are not given to the bridge
    env: { ...process.env, VITE_APP_CRED1_NAME: 'api_token', VITE_APP_CRED2_NAME: 'api_secret', VITE_APP_CRED1_VALUE: '', VITE_APP_CRED2_VALUE: '' },
  });
  cli.stdout.on('data', (c: Buffer) => (console_ += c.toString()));
  cli.stderr.on('data', (c: Buffer) => (console_ += c.toString()));
  bridge = (await printed(/Bridge on (http:\/\/\S+\/)/))[1] as string;
}, 60_000);

afterAll(async () => {
  if (cli.exitCode === null) cli.kill();
  await new Promise((r) => backend?.close(r));
});

const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams({ ...CRED, ...fields }) });
const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the bridge (npm run proxy) writes no secret the backend echoes', () => {
  it('none of the planted values is in the recording, the HTML report, the summary or the console', async () => {
    const calls: Array<[string, RequestInit]> = [
      ['Webservices/login', form({ mobile: MOBILE })],
      ['Webservices/login', form({ mobile: MOBILE, otp: OTP, refferal: '' })],
      ['Webservices/updatefcm', form({ user_id: '17', token: TOKEN })],
      ['Webservices/game_rule', form({ user_id: '17' })],
      ['Webservices/withdraw_money', form({ user_id: '17', amount: '600', number: '', type: 'Bank', bank_ac_no: ACCOUNT, ifsc_code: IFSC, ac_holder_name: 'Ravi Kumar', bank_name: 'SBI' })],
      ['api/auth.php?action=addusers', json({ name: 'Ravi Kumar', otp: OTP, username: MOBILE, password: PASSWORD, refcode: '' })],
      ['api/game.php?action=addbankcard&user=17', json({ name: 'Ravi Kumar', bankname: 'SBI', account: ACCOUNT, ifsc: IFSC, upi: UPI, mobile: MOBILE, otp: OTP, city: 'Pune', state: 'MH' })],
      ['api/game.php?action=bankcard&user=17', { method: 'GET' }],
    ];
    for (const [path, init] of calls) {
      const res = await fetch(`${bridge}${path}`, init);
      // the player still gets what the backend sent, secrets and all
      expect(await res.text()).toBe(answer(`/${path}`).body);
    }
    const summary = await fetch(`${bridge}__bridge/drift`).then((r) => r.text());
    expect(JSON.parse(summary)).toMatchObject({ requests: calls.length });
    const exited = new Promise<number | null>((r) => cli.once('exit', r));
    cli.kill('SIGINT');
    expect(await exited).toBe(1);

    const written = {
      recording: readFileSync(join(dir, 'traffic.jsonl'), 'utf8'),
      report: readFileSync(join(dir, 'drift.html'), 'utf8'),
      summary,
      console: console_,
    };
    // what was written is there to search: every call recorded, drift reported and printed
    expect(written.recording.trim().split('\n')).toHaveLength(calls.length);
    expect(written.console).toMatch(/drift {2}withdraw_money: reply unknown field at \/account_number/);
    expect(written.report).toContain('PHP warning before JSON');
    const leaks = Object.entries(written).flatMap(([where, text]) => Object.entries(PLANTED).filter(([, v]) => text.includes(v)).map(([name]) => `${name} in the ${where}`));
    expect(leaks).toEqual([]);
    // masked, not dropped: the operator still sees which account and which UPI id
    expect(written.recording).toContain('********9012');
    expect(written.recording).toContain('*************axis');
  }, 60_000);
});
