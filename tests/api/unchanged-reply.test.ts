/**
 * A poll answered with the same bytes is not read again (issue 26 §4, decision 096): the base query hands back the
 * earlier reading of that text — the same object, with no JSON.parse — and an endpoint's `shaped` transform gives the
 * same result for it, so the chat room's cache merge finds nothing to change (its render count:
 * tests/perf/chat-render-counts.test.tsx). A changed reply, or a failed one, is read as before.
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createBaseQuery } from '../../src/api/baseQuery';
import { shaped } from '../../src/api/define';
import { pickMessages } from '../../src/api/views';

function fakeApi(): BaseQueryApi {
  return { signal: new AbortController().signal, abort: () => undefined, dispatch: (a: unknown) => a, getState: () => ({ session: { userId: '101', mobile: '9876543210' } }), extra: undefined, endpoint: 'groupChats', type: 'query' } as unknown as BaseQueryApi;
}

const conversation = (n: number) =>
  JSON.stringify({
    status: 1,
    msg: 'ok',
    data: Array.from({ length: n }, (_, i) => ({ id: String(i + 1), user: 'Admin', fromMe: false, text: `message ${i + 1}`, time: '2026-11-22 11:00:00', status: 'read' })),
  });

describe('an unchanged reply is not parsed again', () => {
  let replies: Array<{ status: number; text: string }> = [];
  const bq = createBaseQuery({
    apiHost: 'http://unchanged.test/',
    credentials: [],
    clock: null,
    fetchFn: async () => {
      const r = replies.shift()!;
      return new Response(r.text, { status: r.status });
    },
  });
  const poll = () => bq({ ws: 'group_chats', fields: { groupid: '2', user_id: '101' } }, fakeApi(), {});
  afterEach(() => vi.restoreAllMocks());

  it('the same text twice: one parse, the same reading, the same shaped result', async () => {
    const text = conversation(40);
    replies = [
      { status: 200, text },
      { status: 200, text },
    ];
    const parse = vi.spyOn(JSON, 'parse');
    const first = await poll();
    const parsesOfFirst = parse.mock.calls.length;
    expect(parsesOfFirst).toBeGreaterThan(0);
    const second = await poll();
    expect(parse.mock.calls.length).toBe(parsesOfFirst);
    expect(second.data).toBe(first.data);
    const transform = shaped(pickMessages, []);
    const a = transform(first.data!);
    expect(transform(second.data!)).toBe(a);
    expect(a.data).toHaveLength(40);
  });

  it('a changed text is read again; a failed reply is never taken from before', async () => {
    replies = [
      { status: 200, text: conversation(3) },
      { status: 200, text: conversation(4) },
      { status: 500, text: conversation(4) },
      { status: 500, text: conversation(4) },
    ];
    const a = await poll();
    const b = await poll();
    expect(b.data).not.toBe(a.data);
    expect((b.data!.data as { data: unknown[] }).data).toHaveLength(4);
    const f1 = await poll();
    const f2 = await poll();
    expect(f1.data!.kind).toBe('failure');
    expect(f2.data).not.toBe(f1.data);
  });
});
