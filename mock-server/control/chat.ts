/** Control routes for the chat domain (admin actions QA drives): the groups, posting as the group admin, the group's settings. */
import { ist, type Sim } from '../core';
import { unreadCount, type ChatGroupRecord } from '../core/domains/chat';
import { bad, fromResult, ok, type ControlRoute } from './route';

/** true/false as JSON booleans, 'true'/'false', 1/0; undefined when absent; null when anything else. */
function flag(v: unknown): boolean | undefined | null {
  if (v === undefined) return undefined;
  if (v === true || v === 'true' || v === 1 || v === '1') return true;
  if (v === false || v === 'false' || v === 0 || v === '0') return false;
  return null;
}

function groupInfo(sim: Sim, g: ChatGroupRecord) {
  const last = g.messages[g.messages.length - 1];
  return {
    id: g.id,
    name: g.name,
    verified: g.verified,
    messages: g.membersMayPost,
    pinned: g.pinned,
    adminName: g.adminName,
    admins: g.admins,
    members: Object.entries(g.members).map(([id, m]) => ({ id, mobile: sim.user(id)?.mobile ?? '', read: m.read, unread: unreadCount(g, id) })),
    messageCount: g.seq,
    lastMessage: last ? { id: last.id, from: last.name, text: last.text, at: ist(last.at).dateTime } : null,
    nextScriptedPost: g.script ? ist(g.script.nextAt).dateTime : null,
  };
}

export const chatRoutes: ControlRoute[] = [
  {
    method: 'GET',
    path: '/groups',
    doc: 'chat groups: flags, members with unread counts, last message, next scripted admin post',
    handler: (sim) => ok(sim.allGroups().map((g) => groupInfo(sim, g))),
  },
  {
    method: 'POST',
    path: '/groups/:id/post',
    doc: '{text} post as the group admin (text as given, 1–2000 characters)',
    handler: (sim, p, f) => fromResult(sim.postAsAdmin({ groupId: p.id as string, text: f.text }), true),
  },
  {
    method: 'POST',
    path: '/groups/:id/seen',
    doc: "the admin has seen the group: members' messages so far turn to read ticks",
    handler: (sim, p) => fromResult(sim.adminSeen(p.id as string), true),
  },
  {
    method: 'PATCH',
    path: '/groups/:id',
    doc: '{messages?, verified?, pinned?} booleans; messages: whether members may post',
    handler(sim, p, f) {
      const patch = { membersMayPost: flag(f.messages), verified: flag(f.verified), pinned: flag(f.pinned) };
      for (const [k, v] of [['messages', patch.membersMayPost], ['verified', patch.verified], ['pinned', patch.pinned]] as const) {
        if (v === null) return bad(`${k} must be true or false`);
      }
      if (Object.values(patch).every((v) => v === undefined)) return bad('nothing to change: give messages, verified or pinned');
      const r = sim.updateGroup(p.id as string, patch as { membersMayPost?: boolean; verified?: boolean; pinned?: boolean });
      return r.ok ? ok({ ok: true, group: groupInfo(sim, r.group) }) : fromResult(r, true);
    },
  },
];
