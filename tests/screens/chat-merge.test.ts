/** The chat poll's cache merge (src/api/chat.ts mergeMessages): unchanged replies change nothing, changes stay local. */
import { createNextState } from '@reduxjs/toolkit';
import { mergeMessages } from '../../src/api/chat';
import type { Normalized } from '../../src/api/normalize';
import type { ChatMessageView } from '../../src/api/views';

const msg = (id: string, text = `m${id}`, status: ChatMessageView['status'] = 'read'): ChatMessageView => ({ id, user: 'Admin', fromMe: false, text, time: '2026-01-10 12:00:00', status });
const ok = (data: ChatMessageView[]): Normalized<ChatMessageView[]> => ({ kind: 'ok', message: 'Group chats', data });
const merge = (cache: Normalized<ChatMessageView[]>, incoming: Normalized<ChatMessageView[]>) => createNextState(cache, (d) => mergeMessages(d as Normalized<ChatMessageView[]>, incoming));

describe('mergeMessages', () => {
  it('an equal reply leaves the cached reply as it was (same object)', () => {
    const cache = ok([msg('1'), msg('2')]);
    expect(merge(cache, ok([msg('1'), msg('2')]))).toBe(cache);
  });

  it('a new message: a new list that keeps every old message object', () => {
    const cache = ok([msg('1'), msg('2')]);
    const next = merge(cache, ok([msg('1'), msg('2'), msg('3')]));
    expect(next).not.toBe(cache);
    expect(next.data).toHaveLength(3);
    expect(next.data[0]).toBe(cache.data[0]);
    expect(next.data[1]).toBe(cache.data[1]);
    expect(next.data[2]).toEqual(msg('3'));
  });

  it('a changed status replaces only that message', () => {
    const cache = ok([msg('1'), { ...msg('2'), fromMe: true, status: 'delivered' }]);
    const next = merge(cache, ok([msg('1'), { ...msg('2'), fromMe: true, status: 'read' }]));
    expect(next.data[0]).toBe(cache.data[0]);
    expect(next.data[1]).toEqual({ ...msg('2'), fromMe: true, status: 'read' });
  });

  it('a sliding window (oldest dropped, newest added) keeps the objects still shown', () => {
    const cache = ok([msg('1'), msg('2'), msg('3')]);
    const next = merge(cache, ok([msg('2'), msg('3'), msg('4')]));
    expect(next.data[0]).toBe(cache.data[1]);
    expect(next.data[1]).toBe(cache.data[2]);
  });

  it('a failed poll keeps the messages shown and reports the failure; the next good poll clears it', () => {
    const cache = ok([msg('1')]);
    const failed = merge(cache, { kind: 'failure', message: 'You are not a member of this group', data: [] });
    expect(failed.kind).toBe('failure');
    expect(failed.message).toBe('You are not a member of this group');
    expect(failed.data).toBe(cache.data);
    const back = merge(failed, ok([msg('1')]));
    expect(back.kind).toBe('ok');
    expect(back.data).toBe(cache.data);
  });

  it('notes of a recovered reply come and go with it', () => {
    const cache = ok([msg('1')]);
    const noted = merge(cache, { ...ok([msg('1')]), notice: 'Notice: x' });
    expect(noted.notice).toBe('Notice: x');
    expect('notice' in merge(noted, ok([msg('1')]))).toBe(false);
  });
});
