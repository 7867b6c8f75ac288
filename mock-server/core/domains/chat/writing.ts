/** Chat groups, writing: new groups, joining, posting (the posting rule), group flags, and the admin's scripted posts. */
import { nextInt, seedState } from '../../rng';
import { fail, type Result } from '../../result';
import type { World } from '../../state';
import { userById } from '../users';
import { ADMIN, ADMIN_ONLY, KEEP, MAX_TEXT, MIN_EVERY_MS, NOT_MEMBER, chat, dueHeap, groupById, heapPop, heapPush, isMember, memberships, mayPost, type ChatGroupRecord, type ChatMessageRecord, type ChatScript, type Due } from './model';
import { findGroup, noteSeen } from './reading';
import { serverText } from '../../../../domain/serverTexts';

// ───────────────────────── writing ─────────────────────────

export interface NewGroup {
  name: string;
  avatar?: string;
  verified?: boolean;
  membersMayPost?: boolean;
  pinned?: boolean;
  adminName?: string;
  /** user ids; they join as members */
  admins?: string[];
  script?: { lines: string[]; everyMs: number; firstAt?: number };
}

export function createGroup(w: World, input: NewGroup): Result<{ group: ChatGroupRecord }> {
  const name = input.name.trim();
  if (!name) return fail('Group name is required');
  for (const a of input.admins ?? []) if (!userById(w, a)) return fail('User not found');
  const s = input.script;
  if (s && (s.lines.length === 0 || !(s.everyMs >= MIN_EVERY_MS))) return fail(`A script needs lines and a gap of at least ${MIN_EVERY_MS} ms`);
  const heap = dueHeap(w); // built before the group is added, so it is pushed once
  const index = memberships(w);
  const slice = chat(w);
  const id = String(++slice.lastGroupId);
  let script: ChatScript | null = null;
  if (s) {
    // seeded from the world's seed and the group id: the world's own generator (results) is left alone
    script = { rng: seedState(Math.imul(w.state.meta.seed | 0, 1_000_003) ^ Math.imul(Number(id), 0x9e3779b1)), lines: [...s.lines], everyMs: s.everyMs, nextAt: 0 };
    script.nextAt = s.firstAt ?? w.now() + gap(script);
  }
  const group: ChatGroupRecord = {
    id,
    name,
    avatar: input.avatar ?? '',
    verified: input.verified ?? false,
    membersMayPost: input.membersMayPost ?? false,
    pinned: input.pinned ?? false,
    adminName: input.adminName?.trim() || 'Admin',
    admins: [...new Set(input.admins ?? [])],
    members: {},
    seen: [],
    seq: 0,
    messages: [],
    script,
    createdAt: w.now(),
  };
  slice.byId[id] = group;
  for (const a of group.admins) addMember(index, group, a);
  if (script) heapPush(heap, { at: script.nextAt, id });
  w.touch();
  return { ok: true, group };
}

function addMember(index: Map<string, string[]>, g: ChatGroupRecord, userId: string): void {
  g.members[userId] = { read: g.seq, own: 0 };
  const list = index.get(userId);
  if (list) list.push(g.id);
  else index.set(userId, [g.id]);
}

/** Joins a group by the id a player typed. */
export function joinGroup(w: World, userId: string, rawGroupId: string): Result<{ group: ChatGroupRecord }> {
  if (!userById(w, userId)) return fail(serverText('userNotFound'));
  const found = findGroup(w, rawGroupId);
  if (!found.ok) return found;
  if (isMember(found.group, userId)) return fail(serverText('alreadyMember'));
  addMember(memberships(w), found.group, userId);
  w.touch();
  return found;
}

/** Text as given, checked: trimmed non-empty, at most MAX_TEXT characters. */
function checkText(text: unknown): Result<{ text: string }> {
  if (typeof text !== 'string') return fail(serverText('messageMissing'));
  if (text.length > MAX_TEXT) return fail(serverText('messageTooLong', { n: MAX_TEXT }));
  if (text.trim() === '') return fail(serverText('messageMissing'));
  return { ok: true, text };
}

function append(w: World, g: ChatGroupRecord, from: string, name: string, text: string, at: number): ChatMessageRecord {
  const m: ChatMessageRecord = { id: String(++chat(w).lastMessageId), seq: ++g.seq, from, name, text, at };
  g.messages.push(m);
  if (g.messages.length > KEEP + KEEP / 4) g.messages.splice(0, g.messages.length - KEEP);
  if (from === ADMIN) noteSeen(g, ADMIN, m.seq);
  else {
    const member = g.members[from];
    if (member) member.own++;
  }
  w.touch();
  return m;
}

/**
 * A player's message (group_initiate_chats). `at` is for fixtures building a history (default: the clock).
 */
export function postMessage(
  w: World,
  input: { userId: string; groupId: string; text: unknown; at?: number },
): Result<{ message: ChatMessageRecord }> {
  const user = userById(w, input.userId);
  if (!user) return fail(serverText('userNotFound'));
  const found = findGroup(w, input.groupId);
  if (!found.ok) return found;
  const g = found.group;
  if (!isMember(g, user.id)) return fail(NOT_MEMBER);
  if (!mayPost(g, user.id)) return fail(ADMIN_ONLY);
  const t = checkText(input.text);
  if (!t.ok) return t;
  return { ok: true, message: append(w, g, user.id, user.name, t.text, input.at ?? w.now()) };
}

/** A post as the group admin (control API, fixtures); the admin has then seen everything before it. */
export function postAsAdmin(w: World, input: { groupId: string; text: unknown; at?: number }): Result<{ message: ChatMessageRecord }> {
  const found = findGroup(w, input.groupId);
  if (!found.ok) return found;
  const t = checkText(input.text);
  if (!t.ok) return t;
  const g = found.group;
  return { ok: true, message: append(w, g, ADMIN, g.adminName, t.text, input.at ?? w.now()) };
}

/** The admin's settings of a group: badge, pin, whether members may post. */
export function updateGroup(
  w: World,
  rawGroupId: string,
  patch: { verified?: boolean; pinned?: boolean; membersMayPost?: boolean },
): Result<{ group: ChatGroupRecord }> {
  const found = findGroup(w, rawGroupId);
  if (!found.ok) return found;
  const g = found.group;
  if (patch.verified !== undefined) g.verified = patch.verified;
  if (patch.pinned !== undefined) g.pinned = patch.pinned;
  if (patch.membersMayPost !== undefined) g.membersMayPost = patch.membersMayPost;
  w.touch();
  return found;
}

// ───────────────────────── the admin's script ─────────────────────────

function gap(s: ChatScript): number {
  return Math.floor(s.everyMs / 2) + nextInt(s, s.everyMs);
}

function scriptLine(s: ChatScript): string {
  const line = s.lines[nextInt(s, s.lines.length)] as string;
  return line.replace(/\{nn\}/g, () => String(nextInt(s, 100)).padStart(2, '0'));
}

/**
 * Tick work: posts every scripted admin message whose time has come, each at its own due time, soonest first.
 * Nothing due: one comparison. Repeated ticks at the same clock post nothing more.
 */
export function deliverDue(w: World): void {
  const heap = dueHeap(w);
  const now = w.now();
  while (heap.length > 0 && (heap[0] as Due).at <= now) {
    const due = heapPop(heap) as Due;
    const g = groupById(w, due.id);
    const s = g?.script;
    if (!g || !s || s.nextAt !== due.at) continue; // the schedule moved since
    // a long jump of the clock: skip what KEEP would drop anyway
    const behind = Math.floor((now - s.nextAt) / s.everyMs) - KEEP;
    if (behind > 0) s.nextAt += behind * s.everyMs;
    append(w, g, ADMIN, g.adminName, scriptLine(s), s.nextAt);
    s.nextAt += gap(s);
    heapPush(heap, { at: s.nextAt, id: g.id });
  }
}
