/**
 * The PHP dialect on the wire: `npm run sim -- --dialect`, `POST /__sim/reset {dialect}`, `GET /__sim/dialect`,
 * sessions, and a session export that replays alike. Over real HTTP: text/html, the BOM and the warning as sent.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { SIM_DEFAULT_CREDENTIALS } from '../../domain/simControl';
import { PLAYER_MOBILES } from '../../fixtures';
import { parseInstant } from '../../mock-server/core';
import { startHttpSimulator, type HttpSimulator } from '../../mock-server/http/server';
import type { SessionFile } from '../../mock-server/core/sessionFile';
import { replaySession } from '../../mock-server/recordings/replaySession';
import { CREDS } from './simCalls';

const NOW = parseInstant('2026-03-02 11:00') as number;
const WARNING = '<br />\n<b>Warning</b>:  Undefined array key "device_id" in <b>/var/www/html/Webservices/game_list.php</b> on line <b>42</b><br />\n';

let php: HttpSimulator;
let plain: HttpSimulator;
beforeAll(async () => {
  [php, plain] = await Promise.all([startHttpSimulator({ port: 0, now: NOW, settings: { dialect: 'php' } }), startHttpSimulator({ port: 0, now: NOW })]);
});
afterAll(() => Promise.all([php.close(), plain.close()]));

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries({ ...CREDS, ...fields })) body.append(k, v);
  return body;
}
const ws = (base: string, name: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) => fetch(`${base}/Webservices/${name}`, { method: 'POST', body: form(fields), headers });
/** A reply's JSON behind the dialect's BOM and warning. */
const jsonOf = async (r: Response) => JSON.parse((await r.text()).replace(/^\uFEFF?(<br \/>\n<b>Warning<\/b>:[^\n]*\n)?/, '')) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
const control = (base: string, method: string, path: string, json?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/__sim${path}`, { method, headers: { ...headers, ...(json === undefined ? {} : { 'content-type': 'application/json' }) }, body: json === undefined ? undefined : JSON.stringify(json) });

describe('the HTTP server in the php dialect', () => {
  it('sends valid JSON as text/html, after a BOM and a PHP warning, compressed or not', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const r = await ws(php.url, 'game_list', {}, { 'accept-encoding': encoding });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      const bytes = Buffer.from(await r.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString('utf8');
      expect(text.startsWith(WARNING)).toBe(true);
      const body = JSON.parse(text.slice(WARNING.length)) as { status: unknown; running_game: Array<Record<string, unknown>> };
      expect(body.status).toBe('1');
      expect(body).toHaveProperty('upcoming_game');
      expect(body.running_game[0]?.end_time).toMatch(/^\d{1,2}:\d\d [AP]M$/);
    }
  });

  it('leaves failures and control routes as the contract has them', async () => {
    const refused = await ws(php.url, 'profile', { user_id: 'nobody' });
    expect(refused.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await refused.json()).toMatchObject({ error: true });
    const clock = await control(php.url, 'GET', '/clock');
    expect(clock.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await clock.json()).toMatchObject({ frozen: false });
    expect(await (await control(php.url, 'GET', '/dialect')).json()).toMatchObject({ dialect: 'php' });
    // a reply the fault plan made, or broke, is the contract's own
    await control(php.url, 'POST', '/faults', { path: 'game_list', kind: 'business', message: 'Busy', times: 1 });
    const busy = await ws(php.url, 'game_list');
    expect([busy.headers.get('content-type'), (await busy.json()).status]).toEqual(['application/json; charset=utf-8', 0]);
    await control(php.url, 'POST', '/faults', { path: 'game_list', kind: 'malformed', body: 'truncated', times: 1 });
    expect((await (await ws(php.url, 'game_list')).text()).startsWith('{"status":1,')).toBe(true);
    expect((await ws(php.url, 'game_list')).headers.get('content-type')).toBe('text/html; charset=UTF-8');
  });
});

describe('switching the dialect of a world', () => {
  it('reset {dialect} switches it, GET /__sim/dialect says which, a reset without one goes back to the server’s', async () => {
    expect(await (await control(plain.url, 'GET', '/dialect')).json()).toMatchObject({ dialect: 'plain', habits: [] });
    const reset = await control(plain.url, 'POST', '/reset', { dialect: 'bom, nulls' });
    expect(await reset.json()).toMatchObject({ ok: true });
    expect(await (await control(plain.url, 'GET', '/dialect')).json()).toMatchObject({ dialect: 'nulls,bom', habits: ['nulls', 'bom'] });
    const bytes = Buffer.from(await (await ws(plain.url, 'game_list')).arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('\xef\xbb\xbf{');

    const bad = await control(plain.url, 'POST', '/reset', { dialect: 'bom,typo' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/^Unknown dialect 'typo': use plain, php or habits among numbers-as-strings, .*other-spellings$/);
    expect(await (await control(plain.url, 'GET', '/dialect')).json()).toMatchObject({ dialect: 'nulls,bom' });

    expect(await (await control(plain.url, 'PATCH', '/settings', { dialect: 'php' })).json()).toMatchObject({ dialect: 'php' });
    expect((await control(plain.url, 'PATCH', '/settings', { dialect: 'php,nope' })).status).toBe(400);
    await control(plain.url, 'POST', '/reset', {});
    expect(await (await control(plain.url, 'GET', '/dialect')).json()).toMatchObject({ dialect: 'plain' });
    expect((await ws(plain.url, 'game_list')).headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('a session starts in the dialect asked for, beside the default world', async () => {
    const made = await (await fetch(`${plain.url}/__sim/sessions`, { method: 'POST', body: JSON.stringify({ dialect: 'text-html' }) })).json();
    const mine = { 'x-sim-session': made.id as string };
    expect((await ws(plain.url, 'game_list', {}, mine)).headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect((await ws(plain.url, 'game_list')).headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect((await fetch(`${plain.url}/__sim/sessions`, { method: 'POST', body: JSON.stringify({ dialect: 'nope' }) })).status).toBe(400);
  });
});

describe('a php session exported and replayed', () => {
  it('replays alike, a secret-bearing reply behind the BOM and warning included; the dialect comes from the export', async () => {
    const made = await (await fetch(`${php.url}/__sim/sessions`, { method: 'POST', body: JSON.stringify({ scenario: 'manual-results', now: NOW }) })).json();
    const s = { 'x-sim-session': made.id as string };
    const mobile = PLAYER_MOBILES[1] as string;
    await ws(php.url, 'login', { mobile }, s);
    const otp = async () => (await (await control(php.url, 'GET', `/sms?mobile=${mobile}`, undefined, s)).json())[0].code as string;
    const { id } = await jsonOf(await ws(php.url, 'login', { mobile, otp: await otp(), refferal: '' }, s));
    const bet = JSON.stringify([{ bet_numbers: '07', bet_money: 10, type: 1 }]);
    expect(await jsonOf(await ws(php.url, 'game_bet', { user_id: id, game_id: '2', game_type: '1', bet_numbers: bet, grand_total: '10' }, s))).toMatchObject({ status: '1' });
    await ws(php.url, 'my_bets', { user_id: id }, s);
    await ws(php.url, 'profile', { user_id: id }, s);
    await fetch(`${php.url}/api/otp.php?num=${mobile}`, { headers: s });
    const card = { name: 'A Player', bankname: 'SBI', account: '123456789012', ifsc: 'SBIN0001234', upi: 'player@upi', mobile, city: 'Pune', state: 'MH', otp: await otp() };
    const added = await fetch(`${php.url}/api/game.php?action=addbankcard&user=${id}`, { method: 'POST', headers: { ...s, 'content-type': 'application/json' }, body: JSON.stringify(card) });
    expect(await jsonOf(added)).toEqual({ status: 'success' });
    const saved = await fetch(`${php.url}/api/game.php?action=bankcard&user=${id}`, { headers: s });
    expect(await saved.text()).toContain('123456789012');
    await fetch(`${php.url}/api/game.php?level=1&action=inviterecord&page=1&user=${id}`, { headers: s });

    const file = (await (await control(php.url, 'GET', '/session', undefined, s)).json()) as SessionFile;
    expect(file.calls.length).toBe(9);
    expect((file.origin as { settings: { dialect: string } }).settings.dialect).toBe('php');
    expect(await replaySession(file, SIM_DEFAULT_CREDENTIALS.slice())).toEqual({ ok: true, calls: file.calls.length });

    // the replay answers in the export's dialect: the same calls in the plain one answer differently
    const plainOrigin = structuredClone(file);
    (plainOrigin.origin as { settings: { dialect: string } }).settings.dialect = 'plain';
    expect(await replaySession(plainOrigin, SIM_DEFAULT_CREDENTIALS.slice())).toMatchObject({ ok: false, index: 0 });
  });
});

describe('npm run sim -- --dialect', () => {
  const cli = (args: string[]) => spawn(process.execPath, ['--import', 'tsx', 'mock-server/http/cli.ts', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });

  it('refuses an unknown name with one sentence listing the known ones, exit 2', async () => {
    const p = cli(['--dialect', 'bom,bogus', '--port', '0']);
    let err = '';
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const [code] = (await once(p, 'exit')) as [number];
    expect(code).toBe(2);
    expect(err.trim()).toMatch(/^Unknown dialect 'bogus': use plain, php or habits among numbers-as-strings, [a-z0-9-, ]+$/);
  });

  it('answers every world in the dialect named', async () => {
    const p = cli(['--dialect', 'text-html', '--port', '0']);
    try {
      let out = '';
      const url = await new Promise<string>((resolve, reject) => {
        p.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const m = /listening on (\S+) .*dialect text-html\)/.exec(out);
          if (m) resolve(m[1] as string);
        });
        p.once('exit', () => reject(new Error(`exited: ${out}`)));
      });
      expect((await ws(url, 'game_list')).headers.get('content-type')).toBe('text/html; charset=UTF-8');
    } finally {
      p.kill('SIGTERM');
      await once(p, 'exit');
    }
  });
});
