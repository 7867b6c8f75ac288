/**
 * Conditional polls over real HTTP (issue 26 §4, decision 096): the simulator gives its polled reads an ETag the page
 * may read, answers a poll that sends it back unchanged with 304 and no body, and a changed conversation with 200 and
 * a new tag; a call that changes the world never gets one. The client's base query asks a query again with the tag
 * and takes its earlier reading for a 304 (the same object); a mutation is never conditional.
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createBaseQuery } from '../../src/api/baseQuery';
import { resetRevalidation } from '../../src/api/revalidate';
import { PLAYER_MOBILES } from '../../fixtures';
import { CREDS, setupHttpSimulator } from './httpSimulator';

const h = setupHttpSimulator({ now: Date.parse('2026-11-22T06:30:00Z'), frozen: true });
const GROUP = '2';

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries({ ...CREDS, ...fields })) f.append(k, v);
  return f;
}
const player = () => h.s.sim.userByMobile(PLAYER_MOBILES[0])!.id;
const chats = (headers: Record<string, string> = {}) =>
  fetch(`${h.s.url}/Webservices/group_chats`, { method: 'POST', body: form({ user_id: player(), groupid: GROUP }), headers });

describe('the simulator: ETag and 304 on polled reads', () => {
  it('an unchanged conversation is 304 with no body; a new message is 200 with a new tag', async () => {
    const first = await chats();
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('access-control-expose-headers')).toContain('etag');
    const body = await first.text();
    const again = await chats({ 'if-none-match': tag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('date')).toBeTruthy();
    const r = h.s.sim.postAsAdmin({ groupId: GROUP, text: 'Result at 15:00' });
    expect(r.ok).toBe(true);
    const changed = await chats({ 'if-none-match': tag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    expect(await changed.text()).not.toBe(body);
  });

  it('a call that changes the world gets no ETag and is never skipped', async () => {
    const send = () =>
      fetch(`${h.s.url}/Webservices/group_initiate_chats`, { method: 'POST', body: form({ user_id: player(), groupid: GROUP, body: 'hello' }), headers: { 'if-none-match': '*' } });
    const a = await send();
    expect(a.status).toBe(200);
    expect(a.headers.get('etag')).toBeNull();
    const b = await send();
    expect(b.status).toBe(200);
  });

  it('the preflight allows If-None-Match; a reply carries no preflight headers', async () => {
    const pre = await fetch(`${h.s.url}/Webservices/group_chats`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'if-none-match' },
    });
    expect(pre.headers.get('access-control-allow-headers')).toBe('if-none-match');
    expect(Number(pre.headers.get('access-control-max-age'))).toBeGreaterThanOrEqual(7200);
    const reply = await chats();
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    expect(reply.headers.get('access-control-allow-methods')).toBeNull();
    expect(reply.headers.get('access-control-max-age')).toBeNull();
  });
});

describe('the client: a query asked again with its tag', () => {
  const statuses: number[] = [];
  const sentTags: Array<string | null> = [];
  const sent: RequestInit[] = [];
  const bq = createBaseQuery(() => ({
    apiHost: `${h.s.url}/`,
    credentials: Object.entries(CREDS).map(([name, value]) => ({ name, value })),
    clock: null,
    fetchFn: async (url, init) => {
      sentTags.push(new Headers(init?.headers).get('if-none-match'));
      sent.push(init ?? {});
      const res = await fetch(url, init);
      statuses.push(res.status);
      return res;
    },
  }));
  const api = (type: 'query' | 'mutation') =>
    ({ signal: new AbortController().signal, abort: () => undefined, dispatch: (a: unknown) => a, getState: () => ({ session: { userId: player(), mobile: PLAYER_MOBILES[0] } }), extra: undefined, endpoint: 'x', type }) as unknown as BaseQueryApi;
  beforeEach(() => {
    resetRevalidation();
    statuses.length = 0;
    sentTags.length = 0;
    sent.length = 0;
  });

  it('a 304 answers with the earlier reading, the same object; a change is read anew', async () => {
    const poll = () => bq({ ws: 'group_chats', fields: { groupid: GROUP, user_id: player() } }, api('query'), {});
    const a = await poll();
    const b = await poll();
    expect(statuses).toEqual([200, 304]);
    expect(sentTags[0]).toBeNull();
    expect(sentTags[1]).toMatch(/^"/);
    expect(b.data).toBe(a.data);
    expect(a.data!.kind).toBe('ok');
    h.s.sim.postAsAdmin({ groupId: GROUP, text: 'Jodi 27 today' });
    const c = await poll();
    expect(statuses[2]).toBe(200);
    expect(JSON.stringify(c.data)).toContain('Jodi 27 today');
  });

  it("a conditional POST keeps the browser's CORS preflight cache (cache mode force-cache, which a POST never reads)", async () => {
    // Fetch §4.5: a request with If-None-Match in 'default' cache mode becomes 'no-store', and Chromium then skips its
    // preflight cache too — every 1 s chat poll paid a preflight (measured: 6 OPTIONS for 6 polls; force-cache: 2)
    const poll = () => bq({ ws: 'group_chats', fields: { groupid: GROUP, user_id: player() } }, api('query'), {});
    await poll();
    await poll();
    expect(sent.map((i) => i.method)).toEqual(['POST', 'POST']);
    expect(sent[0]!.cache).toBeUndefined();
    expect(sent[1]!.cache).toBe('force-cache');
  });

  it('a mutation is never conditional', async () => {
    const send = () => bq({ ws: 'group_initiate_chats', fields: { groupid: GROUP, user_id: player(), body: 'hi' } }, api('mutation'), {});
    await send();
    await send();
    expect(sentTags).toEqual([null, null]);
  });
});
