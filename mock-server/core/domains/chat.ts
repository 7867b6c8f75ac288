/**
 * Chat groups run by admins: membership, messages, the admin's scripted posts, ticks and unread counts.
 *
 * Rules (spec §2 chat list / chat room, §3 ChatGroup and ChatMessage, §6 posting):
 * - **Groups** have a numeric id (the id a player types into the Join Group dialog), a name, an avatar, a verified
 *   badge, a pin, and the `messages` flag: whether members may post. The group admin (a display name, not a
 *   player) may always post; so may the players listed as the group's admins. Pin, badge and flag are the admin's
 *   (one value per group, for every member), set through the control API. On the wire, a group's `messages` is true
 *   when members may post, or when the player asking is one of its admins (the room then shows the composer).
 * - **Membership**: any player joins any group by its id, once. `group_list` lists the groups the player has not
 *   joined yet (the ones the Join dialog can take); `chatlist` the ones they have. `TotalMember` counts the players
 *   who joined (player admins included). Details show to non-members too; messages only to members.
 * - **Posting**: a member may post when the group's flag allows members to post, otherwise only admins ('Only Admin
 *   can send messages.'). The text is stored exactly as given (HTML included — the client renders text) once its
 *   trimmed form is non-empty and it is at most MAX_TEXT characters.
 * - **Ticks** of a player's own message: `sent` is the client's own state before the reply; once stored it is
 *   `delivered`; it is `read` once someone other than its sender has seen it — another member who fetched the group's
 *   chats after it arrived (joining alone is not seeing), or the admin (who has seen everything before each of the
 *   admin's posts, and on POST /__sim/groups/:id/seen). Messages of
 *   others come back `read` (the reader is looking at them). The chat list's `delivered`/`read` describe the group's
 *   last message when it is the player's own (both false otherwise).
 * - **Unread** per member: messages of others newer than the member's read mark. Fetching a group's chats moves the
 *   mark to the newest message; joining starts it at the newest message (history is not unread).
 * - **Scripted admin posts**: a group may carry a script (lines, mean gap). As the clock passes each due time the
 *   tick work posts the next line as the admin, at its due time; the gap to the next one is drawn from the group's
 *   own generator, seeded from the world's seed and the group id (so deliveries do not depend on how the clock was
 *   stepped, and the world's generator, which draws results, is left alone).
 *   A `{nn}` in a line becomes a two-digit number. The due times sit in a heap (derived, rebuilt after a load):
 *   a tick with nothing due costs one comparison; moving the clock costs O(log groups) per message it produces; a
 *   catch-up never produces more than KEEP messages per group.
 *
 * Cost: every group lookup is by id (a map); `group_chats` reads the newest LIMIT messages of one group and writes
 * the read mark only when it moved. Each group keeps its newest KEEP messages.
 */
import { MSG } from '../../../domain/messages';
import { nextInt, seedState } from '../rng';
import { fail, type Result } from '../result';
import type { World } from '../kernel';
import { userById } from './users';

export interface ChatMessageRecord {
  /** unique across groups */
  id: string;
  /** position in its group, counting every message ever posted there (1 = first) */
  seq: number;
  /** sender's user id; ADMIN for the group admin */
  from: string;
  /** sender's display name */
  name: string;
  /** exactly as given */
  text: string;
  at: number;
}

export interface ChatScript {
  /** state of this group's own seeded generator */
  rng: number;
  /** what the admin posts, picked at random; `{nn}` becomes a two-digit number */
  lines: string[];
  /** mean gap between posts; each gap is uniform in [½, 1½) of it */
  everyMs: number;
  /** when the next post falls due */
  nextAt: number;
}

export interface ChatMember {
  /** seq of the newest message this member has seen */
  read: number;
  /** own messages posted after `read` (not unread for their sender) */
  own: number;
}

export interface ChatGroupRecord {
  id: string;
  name: string;
  /** image URL (data URIs welcome) */
  avatar: string;
  verified: boolean;
  /** members may post (the wire's `messages` flag); admins always may */
  membersMayPost: boolean;
  pinned: boolean;
  /** display name of the group admin (scripted and control-API posts) */
  adminName: string;
  /** players who administer the group (they are members, and may always post) */
  admins: string[];
  members: Record<string, ChatMember>;
  /** the highest read marks of two different readers (ADMIN for the admin), highest first */
  seen: Array<{ by: string; upTo: number }>;
  /** messages ever posted here (the newest message's seq) */
  seq: number;
  /** the newest messages, oldest first (at most about KEEP) */
  messages: ChatMessageRecord[];
  script: ChatScript | null;
  createdAt: number;
}

export interface ChatSlice {
  byId: Record<string, ChatGroupRecord>;
  lastGroupId: number;
  lastMessageId: number;
}

export const initChat = (): ChatSlice => ({ byId: {}, lastGroupId: 0, lastMessageId: 0 });

/**
 * The slice. A version-3 world saved before chat had a domain carries an empty placeholder (`{groups: [], …}`);
 * it is read as an empty slice.
 */
function chat(w: World): ChatSlice {
  const s = w.state.chat as Partial<ChatSlice> | undefined;
  if (s && typeof s.byId === 'object' && s.byId !== null) return s as ChatSlice;
  const fresh = initChat();
  w.state.chat = fresh;
  return fresh;
}

/** Sender id of the group admin. */
export const ADMIN = '';
/** Longest message text accepted (characters). */
export const MAX_TEXT = 2000;
/** Messages a `group_chats` reply carries (the newest). */
export const LIMIT = 100;
/** Messages each group keeps. */
export const KEEP = 1000;
/** Shortest mean gap a script may have. */
export const MIN_EVERY_MS = 60_000;

export const NOT_MEMBER = 'You are not a member of this group';
export const ADMIN_ONLY = MSG.onlyAdmin;

// ───────────────────────── lookups and indexes ─────────────────────────

/** A group id as typed: digits only (leading zeros dropped); null otherwise. */
export function parseGroupId(raw: string): string | null {
  const s = raw.trim();
  return /^\d{1,9}$/.test(s) ? String(Number(s)) : null;
}

export function groupById(w: World, id: string): ChatGroupRecord | undefined {
  const groups = chat(w).byId;
  return Object.hasOwn(groups, id) ? groups[id] : undefined;
}

/** user id → ids of the groups they belong to (derived from the members, rebuilt after a load). */
const memberships = (w: World) =>
  w.derived('chat.memberships', () => {
    const m = new Map<string, string[]>();
    for (const g of Object.values(chat(w).byId)) {
      for (const u of Object.keys(g.members)) {
        const list = m.get(u);
        if (list) list.push(g.id);
        else m.set(u, [g.id]);
      }
    }
    return m;
  });

/** The scripted groups' next due times, soonest first (a binary heap; entries whose time moved are skipped). */
interface Due {
  at: number;
  id: string;
}
const before = (a: Due, b: Due) => a.at < b.at || (a.at === b.at && Number(a.id) < Number(b.id));

const dueHeap = (w: World) =>
  w.derived('chat.due', () => {
    const h: Due[] = [];
    for (const g of Object.values(chat(w).byId)) if (g.script) heapPush(h, { at: g.script.nextAt, id: g.id });
    return h;
  });

function heapPush(h: Due[], d: Due): void {
  h.push(d);
  let i = h.length - 1;
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (!before(h[i] as Due, h[p] as Due)) break;
    [h[i], h[p]] = [h[p] as Due, h[i] as Due];
    i = p;
  }
}

function heapPop(h: Due[]): Due | undefined {
  const top = h[0];
  const last = h.pop();
  if (h.length > 0 && last) {
    h[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < h.length && before(h[l] as Due, h[m] as Due)) m = l;
      if (r < h.length && before(h[r] as Due, h[m] as Due)) m = r;
      if (m === i) break;
      [h[i], h[m]] = [h[m] as Due, h[i] as Due];
      i = m;
    }
  }
  return top;
}

export function isMember(g: ChatGroupRecord, userId: string): boolean {
  return Object.hasOwn(g.members, userId);
}

export function isAdmin(g: ChatGroupRecord, userId: string): boolean {
  return g.admins.includes(userId);
}

/** Whether this player may post in the group (the composer shows). */
export function mayPost(g: ChatGroupRecord, userId: string): boolean {
  return isAdmin(g, userId) || (g.membersMayPost && isMember(g, userId));
}

/** The groups a player belongs to. */
export function groupsOf(w: World, userId: string): ChatGroupRecord[] {
  return (memberships(w).get(userId) ?? []).map((id) => groupById(w, id) as ChatGroupRecord);
}

/** Every group, in id order. */
export function allGroups(w: World): ChatGroupRecord[] {
  return Object.values(chat(w).byId).sort((a, b) => Number(a.id) - Number(b.id));
}


// ───────────────────────── reading ─────────────────────────

/** The highest read mark of anyone but `sender`. */
function seenByOther(g: ChatGroupRecord, sender: string): number {
  return g.seen.find((s) => s.by !== sender)?.upTo ?? 0;
}

/**
 * Records that `by` has seen up to `upTo`, keeping the two highest marks of different readers (marks only grow);
 * whether anything changed.
 */
function noteSeen(g: ChatGroupRecord, by: string, upTo: number): boolean {
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
  if (!userById(w, userId)) return fail('User not found');
  return { ok: true, groups: groupsOf(w, userId).sort(byPinAndRecency).map((g) => summary(g, userId)) };
}

/** The groups a player has not joined yet (group_list), in id order. */
export function joinableGroups(w: World, userId: string): Result<{ groups: GroupSummary[] }> {
  if (!userById(w, userId)) return fail('User not found');
  return { ok: true, groups: allGroups(w).filter((g) => !isMember(g, userId)).map((g) => summary(g, userId)) };
}

function findGroup(w: World, rawId: string): Result<{ group: ChatGroupRecord }> {
  if (rawId.trim() === '') return fail('Please enter group ID');
  const id = parseGroupId(rawId);
  if (id === null) return fail('Invalid group ID');
  const group = groupById(w, id);
  return group ? { ok: true, group } : fail('Group not found');
}

/** A group as one player sees it (members and non-members alike: the details come before joining). */
export function groupDetails(w: World, userId: string, rawGroupId: string): Result<{ summary: GroupSummary }> {
  if (!userById(w, userId)) return fail('User not found');
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
  if (!userById(w, userId)) return fail('User not found');
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
  if (!userById(w, userId)) return fail('User not found');
  const found = findGroup(w, rawGroupId);
  if (!found.ok) return found;
  if (isMember(found.group, userId)) return fail('You are already a member of this group');
  addMember(memberships(w), found.group, userId);
  w.touch();
  return found;
}

/** Text as given, checked: trimmed non-empty, at most MAX_TEXT characters. */
function checkText(text: unknown): Result<{ text: string }> {
  if (typeof text !== 'string') return fail('Please enter a message');
  if (text.length > MAX_TEXT) return fail(`Message is too long (at most ${MAX_TEXT} characters)`);
  if (text.trim() === '') return fail('Please enter a message');
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
  if (!user) return fail('User not found');
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
