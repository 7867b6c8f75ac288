/**
 * The chat calls through msw/node and fetch, on the default world's groups (fixtures/seed/chat.ts): reply shapes
 * (exact key sets, PHP-style numbers as strings, parsed by the client's own readers), every failure as status 0 with
 * a msg in the call's own shape (HTTP 200), and the chat control routes.
 */
import { describe, expect, it } from 'vitest';
import { PLAYER_MOBILES } from '../../fixtures';
import { HOUR_MS, parseInstant } from '../../mock-server/core';
import { groupById, MAX_TEXT } from '../../mock-server/core/domains/chat';
import { setupTestSimulator } from '../../mock-server/transports/node';
import { pickGroup0, pickGroups, pickMessages } from '../../src/api/views';
import { control, wsCall } from './simCalls';

const NOW = parseInstant('2026-03-02 09:00') as number; // IST
const t = setupTestSimulator({ now: NOW, frozen: true });

type Body = Record<string, unknown> & { status: unknown; msg: string; data?: Array<Record<string, unknown>> };

const ws = (name: string, fields: Record<string, string> = {}) => wsCall<Body>(name, fields);

const uid = (i = 0) => t.sim.userByMobile(PLAYER_MOBILES[i] as string)!.id;
const keys = (o: unknown) => Object.keys(o as object).sort();
const GROUP_KEYS = ['TotalMember', 'avatar', 'delivered', 'groupid', 'id', 'lastMessage', 'lastMessageTime', 'messages', 'name', 'pinned', 'read', 'unread', 'verified'];
const MESSAGE_KEYS = ['fromMe', 'id', 'status', 'text', 'time', 'user'];
const DATE_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

describe('chat calls: success shapes', () => {
  it('chatlist: the player’s groups, pinned first then most recent, with unread counts and ticks', async () => {
    const { http, body } = await ws('chatlist', { user_id: uid() });
    expect(http).toBe(200);
    expect(body.status).toBe(1);
    const data = body.data!;
    for (const g of data) {
      expect(keys(g)).toEqual(GROUP_KEYS);
      for (const k of ['id', 'groupid', 'unread', 'TotalMember', 'name', 'avatar', 'lastMessage', 'lastMessageTime']) expect(typeof g[k]).toBe('string');
      for (const k of ['pinned', 'read', 'delivered', 'verified', 'messages']) expect(typeof g[k]).toBe('boolean');
      expect(g.lastMessageTime).toMatch(DATE_TIME);
      expect(g.avatar).toMatch(/^data:image\/svg\+xml/);
    }
    expect(data.map((g) => [g.id, g.name, g.pinned, g.verified, g.messages, g.unread, g.delivered, g.read])).toEqual([
      ['3', 'Payment Notices', true, false, false, '0', false, false],
      ['2', 'Jodi Charcha', false, false, true, '0', true, false],
      ['1', 'Matka Updates', false, true, false, '2', false, false],
    ]);
    // the client's reader takes it as is
    expect(pickGroups(body).map((g) => [g.id, g.unread, g.TotalMember, g.pinned])).toEqual([
      ['3', 0, 2, true],
      ['2', 0, 3, false],
      ['1', 2, 3, false],
    ]);
  });

  it('group_list: the groups the player has not joined; group_add joins one, once', async () => {
    const before = await ws('group_list', { user_id: uid() });
    expect(before.body.status).toBe(1);
    expect(before.body.data!.map((g) => [g.id, g.name, g.unread, g.lastMessage === ''])).toEqual([
      ['4', 'Gali Ghaziabad Club', '0', false],
      ['5', 'New Players Help', '0', true],
    ]);
    for (const g of before.body.data!) expect(keys(g)).toEqual(GROUP_KEYS);
    expect((await ws('group_add', { user_id: uid(), group_id: ' 4 ' })).body).toEqual({ status: 1, msg: 'You joined Gali Ghaziabad Club' });
    expect((await ws('group_add', { user_id: uid(), group_id: '4' })).body).toEqual({ status: 0, msg: 'You are already a member of this group' });
    expect((await ws('group_list', { user_id: uid() })).body.data!.map((g) => g.id)).toEqual(['5']);
    const list = (await ws('chatlist', { user_id: uid() })).body.data!;
    expect(list.map((g) => g.id)).toEqual(['3', '2', '1', '4']);
    expect(list[3]).toMatchObject({ unread: '0', TotalMember: '2', verified: true });
  });

  it('group_details: the header of one group (members and non-members)', async () => {
    const { body } = await ws('group_details', { groupid: '1', user_id: uid() });
    expect(body).toMatchObject({ status: 1, msg: 'Group details' });
    expect(body.data).toHaveLength(1);
    expect(keys(body.data![0])).toEqual(GROUP_KEYS);
    expect(pickGroup0(body)).toMatchObject({ id: '1', name: 'Matka Updates', verified: true, TotalMember: 3, messages: false, unread: 2 });
    const other = await ws('group_details', { groupid: '5', user_id: uid() });
    expect(pickGroup0(other.body)).toMatchObject({ id: '5', name: 'New Players Help', messages: true, TotalMember: 0, lastMessage: '', lastMessageTime: '' });
  });

  it('group_chats: the newest messages with fromMe and ticks; reading clears the unread count', async () => {
    const { body } = await ws('group_chats', { groupid: '2', user_id: uid() });
    expect(body).toMatchObject({ status: 1, msg: 'Group chats' });
    for (const m of body.data!) {
      expect(keys(m)).toEqual(MESSAGE_KEYS);
      expect(m.time).toMatch(DATE_TIME);
      expect(typeof m.id).toBe('string');
    }
    const mine = body.data!.filter((m) => m.fromMe);
    expect(mine.map((m) => m.status)).toEqual(['read', 'read', 'delivered']);
    expect(body.data!.filter((m) => !m.fromMe).every((m) => m.status === 'read')).toBe(true);
    expect(body.data!.map((m) => m.text)).toContain("<script>alert('hi')</script> is just text here");
    expect(pickMessages(body).at(-1)).toMatchObject({ fromMe: true, status: 'delivered', text: 'Result ke baad batata hu' });

    expect((await ws('chatlist', { user_id: uid() })).body.data!.find((g) => g.id === '1')!.unread).toBe('2');
    const updates = await ws('group_chats', { groupid: '1', user_id: uid() });
    expect(updates.body.data!.every((m) => m.fromMe === false && m.user === 'Matka Admin')).toBe(true);
    expect((await ws('chatlist', { user_id: uid() })).body.data!.find((g) => g.id === '1')!.unread).toBe('0');
  });

  it('group_initiate_chats: a member posts where members may; the text comes back exactly as sent', async () => {
    const text = '  <img src=x onerror=alert(1)> 12 ya 21?  '; // (multipart itself turns a \n into \r\n on the way)
    expect((await ws('group_initiate_chats', { groupid: '2', user_id: uid(), body: text })).body).toEqual({ status: 1, msg: 'Message sent successfully' });
    const last = (await ws('group_chats', { groupid: '2', user_id: uid() })).body.data!.at(-1)!;
    expect(last).toMatchObject({ fromMe: true, text, status: 'delivered', time: '2026-03-02 09:00:00' });
    // another member reads it: read tick; that member sees it as someone else's
    const seenByP2 = (await ws('group_chats', { groupid: '2', user_id: uid(1) })).body.data!.at(-1)!;
    expect(seenByP2).toMatchObject({ fromMe: false, text, status: 'read' });
    expect((await ws('group_chats', { groupid: '2', user_id: uid() })).body.data!.at(-1)).toMatchObject({ status: 'read' });
    const list = (await ws('chatlist', { user_id: uid() })).body.data!;
    expect(list.find((g) => g.id === '2')).toMatchObject({ lastMessage: text, delivered: true, read: true });
  });

  it('admin posts arrive as the clock passes their time (tick work on each call)', async () => {
    const g = groupById(t.sim, '1')!;
    const due = g.script!.nextAt;
    expect(due).toBeGreaterThan(NOW);
    await control('POST', '/clock', { now: due });
    const { body } = await ws('group_chats', { groupid: '1', user_id: uid(1) });
    const last = body.data!.at(-1)!;
    expect(last).toMatchObject({ user: 'Matka Admin', fromMe: false });
    expect(parseInstant(last.time)).toBe(Math.floor(due / 1000) * 1000);
    await control('POST', '/clock', { advanceMs: 24 * HOUR_MS });
    const list = (await ws('chatlist', { user_id: uid(1) })).body.data!;
    expect(Number(list.find((x) => x.id === '1')!.unread)).toBeGreaterThanOrEqual(8);
  });
});

describe('chat calls: failures are status 0 with a msg, in the call’s own shape', () => {
  const cases: Array<[string, Record<string, string>, string, boolean]> = [
    ['chatlist', {}, 'User not found', true],
    ['chatlist', { user_id: 'nobody' }, 'User not found', true],
    ['group_list', { user_id: '' }, 'User not found', true],
    ['group_add', { group_id: '4' }, 'User not found', false],
    ['group_add', { user_id: 'U1', group_id: '' }, 'Please enter group ID', false],
    ['group_add', { user_id: 'U1' }, 'Please enter group ID', false],
    ['group_add', { user_id: 'U1', group_id: 'abc' }, 'Invalid group ID', false],
    ['group_add', { user_id: 'U1', group_id: '4; DROP TABLE' }, 'Invalid group ID', false],
    ['group_add', { user_id: 'U1', group_id: '404' }, 'Group not found', false],
    ['group_details', { user_id: 'U1' }, 'Please enter group ID', true],
    ['group_details', { user_id: 'U1', groupid: '-1' }, 'Invalid group ID', true],
    ['group_details', { user_id: 'U1', groupid: '999999' }, 'Group not found', true],
    ['group_details', { groupid: '1' }, 'User not found', true],
    ['group_chats', { user_id: 'U1', groupid: '4' }, 'You are not a member of this group', true],
    ['group_chats', { user_id: 'U1', groupid: 'x' }, 'Invalid group ID', true],
    ['group_chats', { groupid: '1' }, 'User not found', true],
    ['group_initiate_chats', { user_id: 'U1', groupid: '1', body: 'hi' }, 'Only Admin can send messages.', false],
    ['group_initiate_chats', { user_id: 'U1', groupid: '5', body: 'hi' }, 'You are not a member of this group', false],
    ['group_initiate_chats', { user_id: 'U1', groupid: '2' }, 'Please enter a message', false],
    ['group_initiate_chats', { user_id: 'U1', groupid: '2', body: '   ' }, 'Please enter a message', false],
    ['group_initiate_chats', { user_id: 'U1', groupid: '2', body: 'x'.repeat(MAX_TEXT + 1) }, `Message is too long (at most ${MAX_TEXT} characters)`, false],
    ['group_initiate_chats', { user_id: 'U1', groupid: '2', body: 'y'.repeat(1024 * 1024) }, `Message is too long (at most ${MAX_TEXT} characters)`, false],
    ['group_initiate_chats', { user_id: 'U1', groupid: 'two', body: 'hi' }, 'Invalid group ID', false],
    ['group_initiate_chats', { groupid: '2', body: 'hi' }, 'User not found', false],
  ];

  const label = (f: Record<string, string>) => JSON.stringify(Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v.length > 40 ? `${v.length} characters` : v])));
  it.each(cases.map(([name, fields, msg, withData]) => [name, label(fields), msg, fields, withData] as const))('%s %s → %s', async (name, _label, msg, fields, withData) => {
    const f = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === 'U1' ? uid() : v]));
    const { http, body } = await ws(name, f);
    expect(http).toBe(200);
    expect(body).toEqual(withData ? { status: 0, msg, data: [] } : { status: 0, msg });
  });

  it('nothing was stored by the refused posts', async () => {
    const before = groupById(t.sim, '2')!.seq;
    await ws('group_initiate_chats', { user_id: uid(), groupid: '2', body: '' });
    await ws('group_initiate_chats', { user_id: uid(), groupid: '2', body: 'z'.repeat(MAX_TEXT + 1) });
    expect(groupById(t.sim, '2')!.seq).toBe(before);
  });
});

describe('chat control routes', () => {
  it('GET /__sim/groups lists the groups with their flags, members and next scripted post', async () => {
    const { http, body } = await control('GET', '/groups');
    expect(http).toBe(200);
    expect(body.map((g: { id: string }) => g.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(body[0]).toMatchObject({ id: '1', name: 'Matka Updates', verified: true, messages: false, pinned: false, adminName: 'Matka Admin', messageCount: 12 });
    expect(body[0].members.find((m: { mobile: string }) => m.mobile === PLAYER_MOBILES[0])).toMatchObject({ unread: 2 });
    expect(body[0].nextScriptedPost).toMatch(DATE_TIME);
    expect(body[4]).toMatchObject({ lastMessage: null, nextScriptedPost: null, members: [] });
  });

  it('POST /__sim/groups/:id/post posts as the group admin; bad text or group is refused', async () => {
    const r = await control('POST', '/groups/1/post', { text: '<b>Gali</b> result soon' });
    expect(r.http).toBe(200);
    expect(r.body).toMatchObject({ ok: true, message: { name: 'Matka Admin', text: '<b>Gali</b> result soon' } });
    const chats = (await ws('group_chats', { groupid: '1', user_id: uid() })).body.data!;
    expect(chats.at(-1)).toMatchObject({ user: 'Matka Admin', text: '<b>Gali</b> result soon', fromMe: false });
    expect(await control('POST', '/groups/1/post', { text: '' })).toEqual({ http: 400, body: { ok: false, error: 'Please enter a message' } });
    expect(await control('POST', '/groups/1/post', {})).toEqual({ http: 400, body: { ok: false, error: 'Please enter a message' } });
    expect(await control('POST', '/groups/1/post', { text: 'x'.repeat(MAX_TEXT + 1) })).toMatchObject({ http: 400 });
    expect(await control('POST', '/groups/77/post', { text: 'x' })).toEqual({ http: 404, body: { ok: false, error: 'Group not found' } });
    expect(await control('POST', '/groups/abc/post', { text: 'x' })).toEqual({ http: 400, body: { ok: false, error: 'Invalid group ID' } });
  });

  it('PATCH /__sim/groups/:id sets messages, verified and pinned; the wire follows', async () => {
    expect((await ws('group_initiate_chats', { user_id: uid(), groupid: '1', body: 'hello' })).body.status).toBe(0);
    const r = await control('PATCH', '/groups/1', { messages: true, verified: false, pinned: 'true' });
    expect(r).toMatchObject({ http: 200, body: { ok: true, group: { id: '1', messages: true, verified: false, pinned: true } } });
    expect((await ws('group_initiate_chats', { user_id: uid(), groupid: '1', body: 'hello' })).body).toEqual({ status: 1, msg: 'Message sent successfully' });
    expect(pickGroup0((await ws('group_details', { user_id: uid(), groupid: '1' })).body)).toMatchObject({ messages: true, verified: false, pinned: true });
    expect((await ws('chatlist', { user_id: uid() })).body.data!.map((g) => g.id)).toEqual(['1', '3', '2']); // pinned, the most recent first
    expect(await control('PATCH', '/groups/1', { pinned: 'yes' })).toEqual({ http: 400, body: { ok: false, error: 'pinned must be true or false' } });
    expect(await control('PATCH', '/groups/1', {})).toMatchObject({ http: 400 });
    expect(await control('PATCH', '/groups/9', { pinned: true })).toMatchObject({ http: 404 });
  });

  it('POST /__sim/groups/:id/seen turns the members’ messages to read ticks', async () => {
    await ws('group_initiate_chats', { user_id: uid(), groupid: '2', body: 'anyone?' });
    expect((await ws('group_chats', { groupid: '2', user_id: uid() })).body.data!.at(-1)).toMatchObject({ status: 'delivered' });
    expect((await control('POST', '/groups/2/seen')).http).toBe(200);
    expect((await ws('group_chats', { groupid: '2', user_id: uid() })).body.data!.at(-1)).toMatchObject({ status: 'read' });
  });
});
