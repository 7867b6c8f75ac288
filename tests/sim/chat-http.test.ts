/**
 * The chat calls over real loopback HTTP (the standalone simulator): join, post, poll with ticks, the admin's post
 * through the control API, and bad input — a 1 MB body included — answered as status 0 + msg, never a 500.
 */
import { describe, expect, it } from 'vitest';
import { PLAYER_MOBILES } from '../../fixtures';
import { parseInstant } from '../../mock-server/core';
import { MAX_TEXT } from '../../mock-server/core/domains/chat';
import { CREDS, setupHttpSimulator } from './httpSimulator';

const NOW = parseInstant('2026-03-02 09:00') as number; // IST

const h = setupHttpSimulator({ now: NOW, frozen: true });

type Reply = { status: number; msg: string; data?: Array<Record<string, unknown>> };

async function ws(name: string, fields: Record<string, string>, encoding: 'multipart' | 'urlencoded' = 'multipart') {
  const all = { ...CREDS, ...fields };
  let body: FormData | URLSearchParams;
  if (encoding === 'multipart') {
    body = new FormData();
    for (const [k, v] of Object.entries(all)) body.append(k, v);
  } else body = new URLSearchParams(all);
  const res = await fetch(`${h.s.url}/Webservices/${name}`, { method: 'POST', body });
  return { http: res.status, type: res.headers.get('content-type') ?? '', body: (await res.json()) as Reply };
}

const uid = (i: number) => h.s.sim.userByMobile(PLAYER_MOBILES[i] as string)!.id;

describe('chat over HTTP', () => {
  it('a player joins a group, the admin posts, the player reads and posts; another member’s poll turns the tick to read', async () => {
    const p3 = uid(2);
    expect((await ws('group_list', { user_id: p3 })).body.data!.map((g) => g.id)).toEqual(['3', '4', '5']);
    expect((await ws('group_add', { user_id: p3, group_id: '5' }, 'urlencoded')).body).toEqual({ status: 1, msg: 'You joined New Players Help' });

    const posted = await fetch(`${h.s.url}/__sim/groups/5/post`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'Welcome! Ask anything here.' }) });
    expect(posted.status).toBe(200);
    const list = await ws('chatlist', { user_id: p3 });
    expect(list.body.data!.find((g) => g.id === '5')).toMatchObject({ unread: '1', lastMessage: 'Welcome! Ask anything here.', TotalMember: '1', messages: true });

    expect((await ws('group_initiate_chats', { user_id: p3, groupid: '5', body: 'How do I play Jodi? <3' })).body).toEqual({ status: 1, msg: 'Message sent successfully' });
    const chats = await ws('group_chats', { user_id: p3, groupid: '5' });
    expect(chats.http).toBe(200);
    expect(chats.type).toContain('application/json');
    expect(chats.body.data!.map((m) => [m.user, m.fromMe, m.text, m.status])).toEqual([
      ['Help Desk', false, 'Welcome! Ask anything here.', 'read'],
      [h.s.sim.userByMobile(PLAYER_MOBILES[2])!.name, true, 'How do I play Jodi? <3', 'delivered'],
    ]);
    expect((await ws('chatlist', { user_id: p3 })).body.data!.find((g) => g.id === '5')).toMatchObject({ unread: '0', delivered: true, read: false });

    const p1 = uid(0);
    await ws('group_add', { user_id: p1, group_id: '5' });
    await ws('group_chats', { user_id: p1, groupid: '5' });
    expect((await ws('group_chats', { user_id: p3, groupid: '5' })).body.data!.at(-1)).toMatchObject({ fromMe: true, status: 'read' });
  });

  it('bad input is a status 0 reply with a msg (HTTP 200), a 1 MB body included', async () => {
    const p1 = uid(0);
    const big = await ws('group_initiate_chats', { user_id: p1, groupid: '2', body: 'x'.repeat(1024 * 1024) });
    expect(big).toMatchObject({ http: 200, body: { status: 0, msg: `Message is too long (at most ${MAX_TEXT} characters)` } });
    const bigUrl = await ws('group_initiate_chats', { user_id: p1, groupid: '2', body: 'x'.repeat(1024 * 1024) }, 'urlencoded');
    expect(bigUrl.body.status).toBe(0);
    expect((await ws('group_initiate_chats', { user_id: p1, groupid: '2', body: '' })).body).toEqual({ status: 0, msg: 'Please enter a message' });
    expect((await ws('group_initiate_chats', { user_id: p1, groupid: '1', body: 'hi' })).body).toEqual({ status: 0, msg: 'Only Admin can send messages.' });
    expect((await ws('group_chats', { user_id: p1, groupid: '1e3' })).body).toEqual({ status: 0, msg: 'Invalid group ID', data: [] });
    expect((await ws('group_details', { user_id: 'x', groupid: '1' })).body).toEqual({ status: 0, msg: 'User not found', data: [] });
    expect((await ws('group_add', { user_id: p1, group_id: '2' })).body).toEqual({ status: 0, msg: 'You are already a member of this group' });
    expect((await ws('chatlist', {})).body).toEqual({ status: 0, msg: 'User not found', data: [] });
  });

  it('PATCH /__sim/groups/:id over HTTP changes what the wire says', async () => {
    const res = await fetch(`${h.s.url}/__sim/groups/4`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ verified: false, messages: true }) });
    expect(res.status).toBe(200);
    const d = await ws('group_details', { user_id: uid(1), groupid: '4' });
    expect(d.body.data![0]).toMatchObject({ verified: false, messages: true });
    const groups = (await (await fetch(`${h.s.url}/__sim/groups`)).json()) as Array<{ id: string; verified: boolean }>;
    expect(groups.find((g) => g.id === '4')).toMatchObject({ verified: false });
  });
});
