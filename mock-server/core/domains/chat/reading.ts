/** Chat groups, reading: ticks, unread counts, the list, a group's details and messages, read marks. */
import { fail, type Result } from '../../result';
import type { World } from '../../state';
import { userById } from '../users';
import { ADMIN, LIMIT, NOT_MEMBER, allGroups, groupById, groupsOf, isAdmin, isMember, parseGroupId, type ChatGroupRecord, type ChatMessageRecord } from './model';
import { serverText } from '../../../../domain/serverTexts';

// ───────────────────────── reading ─────────────────────────

/** The highest read mark of anyone but `sender`. */
function seenByOther(g: ChatGroupRecord, sender: string): number {
  return g.seen.find((s) => s.by !== sender)?.upTo ?? 0;
}

/**
 * Records that `by` has seen up to `upTo`, keeping the two highest marks of different readers (marks only grow);
 * whether anything changed.
 */
export function noteSeen(g: ChatGroupRecord, by: string, upTo: number): boolean {
  const s = g.seen;
  const mine = s.find((e) => e.by === by);
  if (mine) {
    if (mine.upTo >= upTo) return false;
    mine.upTo = upTo;
  } else if (s.length < 2) s.push({ by, upTo });
  else {
    const low = s[1] as { by: string; upTo: number };
    if (low.upTo >= upTo) return false;
    s[1] = { by, upTo };
  }
  s.sort((a, b) => b.upTo - a.upTo);
  return true;
}

export type MessageStatus = 'sent' | 'delivered' | 'read';

export function messageStatus(g: ChatGroupRecord, m: ChatMessageRecord, viewer: string): MessageStatus {
  if (m.from !== viewer) return 'read';
  return m.seq <= seenByOther(g, m.from) ? 'read' : 'delivered';
}

export function unreadCount(g: ChatGroupRecord, userId: string): number {
  const m = isMember(g, userId) ? g.members[userId] : undefined;
  return m ? Math.max(0, g.seq - m.read - m.own) : 0;
}

export interface GroupSummary {
  group: ChatGroupRecord;
  last: ChatMessageRecord | null;
  unread: number;
  /** the last message is the viewer's own (stored, so delivered) */
  delivered: boolean;
  /** … and someone else has seen it */
  read: boolean;
  memberCount: number;
  /** the wire's `messages` flag: members may post here, or the viewer is one of its admins */
  messages: boolean;
}

/** What the chat list and the group header show of a group, for one player. */
export function summary(g: ChatGroupRecord, userId: string): GroupSummary {
  const last = g.messages[g.messages.length - 1] ?? null;
  const mine = last !== null && last.from === userId;
  return {
    group: g,
    last,
    unread: unreadCount(g, userId),
    delivered: mine,
    read: mine && messageStatus(g, last, userId) === 'read',
    memberCount: Object.keys(g.members).length,
    messages: g.membersMayPost || isAdmin(g, userId),
  };
}

/** Chat list order: pinned first, then by the newest message, then by id. */
export function byPinAndRecency(a: ChatGroupRecord, b: ChatGroupRecord): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  const ta = a.messages[a.messages.length - 1]?.at ?? a.createdAt;
  const tb = b.messages[b.messages.length - 1]?.at ?? b.createdAt;
  return tb - ta || Number(a.id) - Number(b.id);
}

/** A player's groups for the chat list, pinned first then most recent. */
export function chatList(w: World, userId: string): Result<{ groups: GroupSummary[] }> {
  if (!userById(w, userId)) return fail(serverText('userNotFound'));
  return { ok: true, groups: groupsOf(w, userId).sort(byPinAndRecency).map((g) => summary(g, userId)) };
}

/** The groups a player has not joined yet (group_list), in id order. */
export function joinableGroups(w: World, userId: string): Result<{ groups: GroupSummary[] }> {
  if (!userById(w, userId)) return fail(serverText('userNotFound'));
  return { ok: true, groups: allGroups(w).filter((g) => !isMember(g, userId)).map((g) => summary(g, userId)) };
}

export function findGroup(w: World, rawId: string): Result<{ group: ChatGroupRecord }> {
  if (rawId.trim() === '') return fail(serverText('groupIdMissing'));
  const id = parseGroupId(rawId);
  if (id === null) return fail(serverText('groupIdInvalid'));
  const group = groupById(w, id);
  return group ? { ok: true, group } : fail(serverText('groupNotFound'));
}

/** A group as one player sees it (members and non-members alike: the details come before joining). */
export function groupDetails(w: World, userId: string, rawGroupId: string): Result<{ summary: GroupSummary }> {
  if (!userById(w, userId)) return fail(serverText('userNotFound'));
  const g = findGroup(w, rawGroupId);
  if (!g.ok) return g;
  return { ok: true, summary: summary(g.group, userId) };
}

/**
 * The newest `limit` messages of a group for a member, oldest first, with their ticks; marks the group read for
 * that member. Costs O(limit): one group, one slice, and a write only when the read mark moved.
 */
export function readMessages(
  w: World,
  userId: string,
  rawGroupId: string,
  limit = LIMIT,
): Result<{ group: ChatGroupRecord; messages: Array<{ message: ChatMessageRecord; status: MessageStatus }> }> {
  if (!userById(w, userId)) return fail(serverText('userNotFound'));
  const found = findGroup(w, rawGroupId);
  if (!found.ok) return found;
  const g = found.group;
  if (!isMember(g, userId)) return fail(NOT_MEMBER);
  markRead(w, g, userId);
  const from = Math.max(0, g.messages.length - limit);
  const messages = [];
  for (let i = from; i < g.messages.length; i++) {
    const m = g.messages[i] as ChatMessageRecord;
    messages.push({ message: m, status: messageStatus(g, m, userId) });
  }
  return { ok: true, group: g, messages };
}

/** Moves a member's read mark to the group's newest message, which they have now seen (no write when nothing moved). */
export function markRead(w: World, g: ChatGroupRecord, userId: string): void {
  const m = isMember(g, userId) ? g.members[userId] : undefined;
  if (!m) return;
  let changed = noteSeen(g, userId, g.seq); // (a mark set by joining is not having seen)
  if (m.read < g.seq) {
    m.read = g.seq;
    m.own = 0;
    changed = true;
  }
  if (changed) w.touch();
}

/** The admin has seen every message so far (member messages turn to read). */
export function adminSeen(w: World, rawGroupId: string): Result<{ group: ChatGroupRecord }> {
  const found = findGroup(w, rawGroupId);
  if (!found.ok) return found;
  if (noteSeen(found.group, ADMIN, found.group.seq)) w.touch();
  return found;
}
