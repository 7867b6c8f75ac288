/**
 * Chat groups on the wire (rules in core/domains/chat.ts). Every failure is the call's own shape with status 0 and a
 * msg the chat screens show in an alert (spec §8); the list calls add `data: []`.
 */
import type { ChatGroup, ChatMessage } from '../../domain/wire';
import { ist, type Result } from '../core';
import type { ChatMessageRecord, GroupSummary, MessageStatus } from '../core/domains/chat';
import { fail, type WsRoutes } from './types';
import { serverText } from '../../domain/serverTexts';

/** 'YYYY-MM-DD HH:MM:SS' IST, as the other calls send times; '' for a group without messages. */
const timeOf = (at: number | undefined) => (at === undefined ? '' : ist(at).dateTime);

export function groupWire(s: GroupSummary): ChatGroup {
  const g = s.group;
  return {
    id: g.id,
    groupid: g.id,
    name: g.name,
    avatar: g.avatar,
    lastMessage: s.last?.text ?? '',
    lastMessageTime: timeOf(s.last?.at),
    unread: String(s.unread),
    pinned: g.pinned,
    read: s.read,
    delivered: s.delivered,
    verified: g.verified,
    TotalMember: String(s.memberCount),
    messages: s.messages,
  };
}

export function messageWire(m: ChatMessageRecord, status: MessageStatus, viewer: string): ChatMessage {
  return { id: m.id, user: m.name, fromMe: m.from === viewer, text: m.text, time: timeOf(m.at), status };
}

const groupsReply = (r: Result<{ groups: GroupSummary[] }>, msg: string) => (r.ok ? { status: 1, msg, data: r.groups.map(groupWire) } : { ...fail(r.error), data: [] });

export const ws: WsRoutes<'chatlist' | 'group_list' | 'group_add' | 'group_details' | 'group_chats' | 'group_initiate_chats'> = {
  /** The player's groups: pinned first, then by the newest message. */
  chatlist: (c) => groupsReply(c.w.chatList(c.str('user_id')), 'Chat list'),

  /** The groups the player has not joined yet. */
  group_list: (c) => groupsReply(c.w.joinableGroups(c.str('user_id')), 'Group list'),

  group_add(c) {
    const r = c.w.joinGroup(c.str('user_id'), c.str('group_id'));
    return r.ok ? { status: 1, msg: serverText('groupJoined', { group: r.group.name }) } : fail(r.error);
  },

  group_details(c) {
    const r = c.w.groupDetails(c.str('user_id'), c.str('groupid'));
    return r.ok ? { status: 1, msg: 'Group details', data: [groupWire(r.summary)] } : { ...fail(r.error), data: [] };
  },

  /** Polled every second: the newest messages of one group (cost independent of other groups and older history). */
  group_chats(c) {
    const userId = c.str('user_id');
    const r = c.w.readMessages(userId, c.str('groupid'));
    return r.ok ? { status: 1, msg: 'Group chats', data: r.messages.map((m) => messageWire(m.message, m.status, userId)) } : { ...fail(r.error), data: [] };
  },

  /** The text is stored as sent (not trimmed); see the posting rule in the domain. */
  group_initiate_chats(c) {
    const r = c.w.postMessage({ userId: c.str('user_id'), groupId: c.str('groupid'), text: c.raw('body') });
    return r.ok ? { status: 1, msg: serverText('messageSent') } : fail(r.error);
  },
};
