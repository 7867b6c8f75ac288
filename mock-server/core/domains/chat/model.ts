/** Chat groups: the slice, its records, lookups and the indexes rebuilt after a load (see ../chat.ts). */
import { MSG } from '../../../../domain/messages';
import type { World } from '../../state';
import { serverText } from '../../../../domain/serverTexts';

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
export function chat(w: World): ChatSlice {
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

export const NOT_MEMBER = serverText('notMember');
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
export const memberships = (w: World) =>
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
export interface Due {
  at: number;
  id: string;
}
const before = (a: Due, b: Due) => a.at < b.at || (a.at === b.at && Number(a.id) < Number(b.id));

export const dueHeap = (w: World) =>
  w.derived('chat.due', () => {
    const h: Due[] = [];
    for (const g of Object.values(chat(w).byId)) if (g.script) heapPush(h, { at: g.script.nextAt, id: g.id });
    return h;
  });

export function heapPush(h: Due[], d: Due): void {
  h.push(d);
  let i = h.length - 1;
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (!before(h[i] as Due, h[p] as Due)) break;
    [h[i], h[p]] = [h[p] as Due, h[i] as Due];
    i = p;
  }
}

export function heapPop(h: Due[]): Due | undefined {
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

declare module '../../state' {
  interface SimState {
    chat: ChatSlice;
  }
}
