/**
 * Formats in the contract, checked on the wire (issue 42, point 3). A small PHP-style backend written here (not the
 * simulator) answers four calls to the contract — then, asked with `x-habits`, with one PHP habit of each kind
 * planted: a 12-hour close time and a text/html Content-Type (game_list), an amount with thousands separators, a
 * word boolean and a byte-order mark (profile), a MySQL day where the contract shows DD-MM-YYYY and a wrong type
 * behind a PHP warning (transaction_history), a TINYINT boolean (group_list). Each is reported once per kind, with
 * the call, the field, the nested wire type and the habit's name; nothing is reported for the contract's own answers.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxy, type BridgeProxy } from '../../bridge/proxy';
import type { Deviation } from '../../bridge/contract';
import type { ChatGroup, Market, ProfileData, WalletLine, WebserviceReplies } from '../../domain/wire';

const market: Market = { game_id: 1, match_id: 7, game_name: 'Delhi Bazar', result: '**', active: 1, start_time: '09:00:00', end_time: '15:00:00', sequence: 1, datetime: '2026-11-27 15:00:00' };
const profile: ProfileData = {
  wallet: 1250.5,
  balance: '1250',
  usercode: '9876543210',
  mobile: '9876543210',
  name: 'Ravi',
  setting: { contact_info: 'help', withdrawal_amount: 500, startwith: '09:00', endwith: '21:00', isbank: 1, isUpi: 1 },
  lastWithdrawal: null,
};
const line: WalletLine = { description: 'Money added', date: '27-11-2026', time: '10:15:00', add_amount: '500', purpose: 'credit' };
const group: ChatGroup = { id: 1, groupid: 1, name: 'Tips', avatar: '', lastMessage: '', lastMessageTime: '', unread: 0, pinned: false, read: true, delivered: true, verified: true, TotalMember: 12, messages: false };

type Planted = { body: unknown; contentType?: string; before?: string };
const plain: { [N in 'game_list' | 'profile' | 'transaction_history' | 'group_list']: WebserviceReplies[N] } = {
  game_list: { status: 1, msg: '', LastResult: [{ game_name: 'Delhi Bazar', number: '42' }], running_game: [market], upcomming_game: [market], banner: [{ banner_img: 'a.png' }], notice: [{ text_msg: 'Welcome' }] },
  profile: { error: false, message: '', data: [profile], user_Data: [{ balance: 1250 }] },
  transaction_history: { status: 1, msg: '', data: [line] },
  group_list: { status: 1, msg: '', data: [group] },
};
const withHabits: Record<keyof typeof plain, Planted> = {
  game_list: { body: { ...plain.game_list, running_game: [{ ...market, end_time: '10:00 AM' }] }, contentType: 'text/html; charset=UTF-8' },
  profile: { body: { ...plain.profile, error: 'false', data: [{ ...profile, wallet: '1,250.50' }] }, before: '\uFEFF' },
  transaction_history: {
    body: { ...plain.transaction_history, data: [{ ...line, date: '2026-11-27', add_amount: 500 }] },
    before: '<br />\n<b>Warning</b>:  Undefined array key "page" in <b>/var/www/html/Webservices/transaction_history.php</b> on line <b>12</b><br />\n',
  },
  group_list: { body: { ...plain.group_list, data: [{ ...group, pinned: '1' }] } },
};

async function drain(req: IncomingMessage): Promise<void> {
  for await (const _ of req) void _;
}

let backend: Server;
let proxy: BridgeProxy;
const live: string[] = [];
beforeAll(async () => {
  backend = createServer(async (req, res) => {
    await drain(req);
    const name = (req.url ?? '').replace(/^\/Webservices\//, '') as keyof typeof plain;
    const planted: Planted = req.headers['x-habits'] ? withHabits[name] : { body: plain[name] };
    res.writeHead(200, { 'content-type': planted.contentType ?? 'application/json; charset=utf-8' });
    res.end(`${planted.before ?? ''}${JSON.stringify(planted.body)}`);
  });
  await new Promise<void>((r) => backend.listen(0, '127.0.0.1', r));
  const { port } = backend.address() as { port: number };
  proxy = await startProxy({ upstream: `http://127.0.0.1:${port}/`, port: 0, onDrift: (call, d) => live.push(`${call}: ${d.kind}`) });
});
afterAll(async () => {
  await proxy?.close();
  await new Promise((r) => backend?.close(r));
});

async function callAll(habits: boolean): Promise<void> {
  for (const name of Object.keys(plain)) {
    const form = new URLSearchParams({ app_id: 'sim-app', app_key: 'sim-key', ...(name === 'game_list' ? {} : { user_id: '17' }) });
    const res = await fetch(`${proxy.url}Webservices/${name}`, { method: 'POST', body: form, headers: habits ? { 'x-habits': '1' } : {} });
    await res.arrayBuffer();
  }
  await proxy.settled();
}

const deviations = () => Object.fromEntries(proxy.report.summary().calls.map((c) => [c.call, c.deviations]));
const row = (d: Deviation & { count: number }) => [d.kind, d.at, d.wireType, d.count];

describe('formats and PHP habits on the wire', () => {
  it('the contract’s own answers: nothing reported', async () => {
    await callAll(false);
    expect(proxy.report.summary()).toMatchObject({ requests: 4, matched: 4, drift: 0 });
  });

  it('each planted habit is reported once per kind, with its call, field, nested wire type and habit name', async () => {
    await callAll(true);
    await callAll(true);
    const found = deviations();
    const rows = (call: string) => (found[call] ?? []).map(row).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(rows('game_list')).toEqual([
      ['content type', '', "WebserviceCalls['game_list']['res']", 2],
      ['format', '/running_game/0/end_time', 'Market', 2],
    ]);
    expect(rows('profile')).toEqual([
      ['boolean as text', '/error', "WebserviceCalls['profile']['res']", 2],
      ['byte-order mark', '', "WebserviceCalls['profile']['res']", 2],
      ['number-like text', '/data/0/wallet', 'ProfileData', 2],
    ]);
    expect(rows('transaction_history')).toEqual([
      ['format', '/data/0/date', 'WalletLine', 2],
      ['PHP warning before JSON', '', "WebserviceCalls['transaction_history']['res']", 2],
      ['wrong type', '/data/0/add_amount', 'WalletLine', 2],
    ]);
    expect(rows('group_list')).toEqual([['boolean as text', '/data/0/pinned', 'ChatGroup', 2]]);

    const detail = (call: string, kind: string) => found[call]?.find((d) => d.kind === kind)?.detail ?? '';
    expect(detail('game_list', 'format')).toMatch(/^end_time '10:00 AM' is not a ClockTime \(HH:MM:SS\) — PHP habit 'times-12-hour'/);
    expect(detail('game_list', 'content type')).toMatch(/'text\/html; charset=UTF-8'.*PHP habit 'text-html'/);
    expect(detail('profile', 'number-like text')).toMatch(/^wallet "1,250\.50" looks like a number but is none.*PHP habit 'thousands-separators'/);
    expect(detail('profile', 'boolean as text')).toMatch(/^error is the string "false", not a JSON boolean — PHP habit 'word-booleans'/);
    expect(detail('profile', 'byte-order mark')).toContain("PHP habit 'bom'");
    expect(detail('transaction_history', 'format')).toMatch(/^date '2026-11-27' is not a DayDate \(DD-MM-YYYY\) — PHP habit 'dates-iso'/);
    expect(detail('transaction_history', 'PHP warning before JSON')).toContain("PHP habit 'php-warning'");
    expect(detail('group_list', 'boolean as text')).toContain("PHP habit 'tinyint-booleans'");
    // printed live once per kind
    expect(live.sort()).toEqual([
      'game_list: content type',
      'game_list: format',
      'group_list: boolean as text',
      'profile: boolean as text',
      'profile: byte-order mark',
      'profile: number-like text',
      'transaction_history: PHP warning before JSON',
      'transaction_history: format',
      'transaction_history: wrong type',
    ]);
  });
});
