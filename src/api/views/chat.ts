/** Chat groups and messages as the UI receives them. */
import type { ChatGroup, ChatMessage, ChatMessageStatus } from '../../../domain/wire';
import { isRecord, toArr, toBool, toInt, toRec, toStr } from '../normalize';

// ───────────────────────── chat ─────────────────────────

export interface ChatGroupView extends Omit<ChatGroup, 'id' | 'groupid' | 'unread' | 'TotalMember'> {
  id: string;
  groupid: string;
  unread: number;
  TotalMember: number;
}

function pickGroup(v: unknown): ChatGroupView {
  const g = toRec(v);
  const id = toStr(g.id) || toStr(g.groupid) || toStr(g.group_id);
  return {
    id,
    groupid: toStr(g.groupid) || toStr(g.group_id) || id,
    name: toStr(g.name),
    avatar: toStr(g.avatar),
    lastMessage: toStr(g.lastMessage),
    lastMessageTime: toStr(g.lastMessageTime),
    unread: toInt(g.unread) ?? 0,
    pinned: toBool(g.pinned) === true,
    read: toBool(g.read) === true,
    delivered: toBool(g.delivered) === true,
    verified: toBool(g.verified) === true,
    TotalMember: toInt(g.TotalMember) ?? 0,
    messages: toBool(g.messages) === true,
  };
}

export function pickGroups(body: unknown): ChatGroupView[] {
  return toArr(toRec(body).data).map(pickGroup);
}

export function pickGroup0(body: unknown): ChatGroupView | null {
  const d = toArr(toRec(body).data)[0];
  return isRecord(d) ? pickGroup(d) : null;
}

export interface ChatMessageView extends Omit<ChatMessage, 'id'> {
  id: string;
}

const MESSAGE_STATUSES: readonly ChatMessageStatus[] = ['sent', 'delivered', 'read'];

export function pickMessages(body: unknown): ChatMessageView[] {
  return toArr(toRec(body).data).map((v) => {
    const m = toRec(v);
    const st = toStr(m.status) as ChatMessageStatus;
    return {
      id: toStr(m.id),
      user: toStr(m.user),
      fromMe: toBool(m.fromMe) === true,
      text: toStr(m.text),
      time: toStr(m.time),
      status: MESSAGE_STATUSES.includes(st) ? st : 'sent',
    };
  });
}
