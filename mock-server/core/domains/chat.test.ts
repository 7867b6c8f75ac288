/** Chat domain: the posting rule, unread counts, ticks, the admin's script over simulated time, and its costs. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS, parseInstant } from '../../../domain/time';
import { createSimulator } from '../../simulator';
import {
  ADMIN_ONLY,
  KEEP,
  LIMIT,
  MAX_TEXT,
  NOT_MEMBER,
  adminSeen,
  chatList,
  createGroup,
  deliverDue,
  groupById,
  groupDetails,
  joinGroup,
  joinableGroups,
  messageStatus,
  parseGroupId,
  postAsAdmin,
  postMessage,
  readMessages,
  summary,
  unreadCount,
  updateGroup,
  type ChatGroupRecord,
} from './chat';

const NOW = parseInstant('2026-03-02 09:00') as number;

function world(seed = 1) {
  const sim = createSimulator({ scenario: 'empty', seed, now: NOW, frozen: true });
  const ids = ['9876543210', '9000000001', '9000000002'].map((mobile) => sim.userByMobile(mobile)?.id ?? (sim.createUser({ mobile }) as { user: { id: string } }).user.id);
  return { sim, a: ids[0] as string, b: ids[1] as string, c: ids[2] as string };
}

function group(sim: ReturnType<typeof world>['sim'], input: Parameters<typeof createGroup>[1] = { name: 'G' }): ChatGroupRecord {
  const r = createGroup(sim, input);
  if (!r.ok) throw new Error(r.error);
  return r.group;
}

const texts = (sim: ReturnType<typeof world>['sim'], userId: string, id: string) => {
  const r = readMessages(sim, userId, id);
  return r.ok ? r.messages.map((m) => m.message.text) : r.error;
};

describe('chat: groups and membership', () => {
  it('group ids are digits; unknown, empty or non-numeric ids are refused', () => {
    const { sim, a } = world();
    const g = group(sim);
    expect(parseGroupId(' 001 ')).toBe('1');
    expect(parseGroupId('1a')).toBeNull();
    expect(joinGroup(sim, a, '')).toEqual({ ok: false, error: 'Please enter group ID' });
    expect(joinGroup(sim, a, 'abc')).toEqual({ ok: false, error: 'Invalid group ID' });
    expect(joinGroup(sim, a, '__proto__')).toEqual({ ok: false, error: 'Invalid group ID' });
    expect(joinGroup(sim, a, '99')).toEqual({ ok: false, error: 'Group not found' });
    expect(joinGroup(sim, 'nobody', g.id)).toEqual({ ok: false, error: 'User not found' });
    expect(joinGroup(sim, a, ` 0${g.id} `).ok).toBe(true);
    expect(joinGroup(sim, a, g.id)).toEqual({ ok: false, error: 'You are already a member of this group' });
  });

  it('the chat list holds the joined groups, pinned first then most recent; group_list the others', () => {
    const { sim, a } = world();
    const [g1, g2, g3, g4] = ['One', 'Two', 'Three', 'Four'].map((name) => group(sim, { name }));
    for (const g of [g1, g2, g3]) joinGroup(sim, a, g!.id);
    postAsAdmin(sim, { groupId: g1!.id, text: 'old', at: NOW - 2 * HOUR_MS });
    postAsAdmin(sim, { groupId: g2!.id, text: 'new', at: NOW - HOUR_MS });
    updateGroup(sim, g3!.id, { pinned: true });
    const list = chatList(sim, a);
    expect(list.ok && list.groups.map((s) => s.group.name)).toEqual(['Three', 'Two', 'One']);
    const joinable = joinableGroups(sim, a);
    expect(joinable.ok && joinable.groups.map((s) => s.group.id)).toEqual([g4!.id]);
    expect(chatList(sim, 'nobody')).toEqual({ ok: false, error: 'User not found' });
  });

  it('details show to members and non-members; the messages flag is true for the group admins', () => {
    const { sim, a, b } = world();
    const g = group(sim, { name: 'Admins', admins: [b] });
    const d = groupDetails(sim, a, g.id);
    expect(d.ok && { members: d.summary.memberCount, messages: d.summary.messages }).toEqual({ members: 1, messages: false });
    const db = groupDetails(sim, b, g.id);
    expect(db.ok && db.summary.messages).toBe(true);
    updateGroup(sim, g.id, { membersMayPost: true });
    const d2 = groupDetails(sim, a, g.id);
    expect(d2.ok && d2.summary.messages).toBe(true);
  });
});

describe('chat: saved worlds', () => {
  it('a version-3 world saved with the empty placeholder chat slice loads and runs', () => {
    const { sim, a } = world();
    const saved = sim.snapshot() as unknown as { chat: unknown };
    saved.chat = { groups: [], lastMessageId: 0 };
    expect(sim.load(saved).ok).toBe(true);
    sim.tick();
    expect(chatList(sim, a)).toEqual({ ok: true, groups: [] });
    expect(createGroup(sim, { name: 'After' }).ok).toBe(true);
    expect(sim.state.chat.byId['1']!.name).toBe('After');
  });
});

describe('chat: posting rule (spec §6)', () => {
  it('members post only where the messages flag allows; admins always; non-members never', () => {
    const { sim, a, b, c } = world();
    const g = group(sim, { name: 'Announcements', admins: [b] });
    joinGroup(sim, a, g.id);
    expect(postMessage(sim, { userId: c, groupId: g.id, text: 'hi' })).toEqual({ ok: false, error: NOT_MEMBER });
    expect(postMessage(sim, { userId: a, groupId: g.id, text: 'hi' })).toEqual({ ok: false, error: ADMIN_ONLY });
    expect(postMessage(sim, { userId: b, groupId: g.id, text: 'from a player admin' }).ok).toBe(true);
    expect(postAsAdmin(sim, { groupId: g.id, text: 'from the admin' }).ok).toBe(true);
    updateGroup(sim, g.id, { membersMayPost: true });
    expect(postMessage(sim, { userId: a, groupId: g.id, text: 'now I may' }).ok).toBe(true);
    expect(postMessage(sim, { userId: c, groupId: g.id, text: 'still not a member' })).toEqual({ ok: false, error: NOT_MEMBER });
    expect(texts(sim, a, g.id)).toEqual(['from a player admin', 'from the admin', 'now I may']);
  });

  it('text is stored exactly as given, HTML included; empty, blank and over-long texts are refused', () => {
    const { sim, a } = world();
    const g = group(sim, { name: 'Open', membersMayPost: true });
    joinGroup(sim, a, g.id);
    const html = "  <script>alert('x')</script> & <b>bold</b>\n";
    expect(postMessage(sim, { userId: a, groupId: g.id, text: html }).ok).toBe(true);
    expect(postMessage(sim, { userId: a, groupId: g.id, text: 'x'.repeat(MAX_TEXT) }).ok).toBe(true);
    const refused = { ok: false, error: 'Please enter a message' };
    expect(postMessage(sim, { userId: a, groupId: g.id, text: '' })).toEqual(refused);
    expect(postMessage(sim, { userId: a, groupId: g.id, text: ' \n\t ' })).toEqual(refused);
    expect(postMessage(sim, { userId: a, groupId: g.id, text: undefined })).toEqual(refused);
    expect(postMessage(sim, { userId: a, groupId: g.id, text: 42 })).toEqual(refused);
    const tooLong = { ok: false, error: `Message is too long (at most ${MAX_TEXT} characters)` };
    expect(postMessage(sim, { userId: a, groupId: g.id, text: 'x'.repeat(MAX_TEXT + 1) })).toEqual(tooLong);
    expect(postMessage(sim, { userId: a, groupId: g.id, text: 'y'.repeat(1024 * 1024) })).toEqual(tooLong);
    expect(postAsAdmin(sim, { groupId: g.id, text: '' })).toEqual(refused);
    expect(texts(sim, a, g.id)).toEqual([html, 'x'.repeat(MAX_TEXT)]);
  });
});

describe('chat: unread counts and ticks', () => {
  it('unread counts others’ messages after the read mark; reading the chats clears it; joining starts at zero', () => {
    const { sim, a, b, c } = world();
    const g = group(sim, { name: 'Open', membersMayPost: true });
    postAsAdmin(sim, { groupId: g.id, text: 'before anyone joined' });
    joinGroup(sim, a, g.id);
    joinGroup(sim, b, g.id);
    expect(unreadCount(g, a)).toBe(0);
    postAsAdmin(sim, { groupId: g.id, text: 'one' });
    postMessage(sim, { userId: b, groupId: g.id, text: 'two' });
    postMessage(sim, { userId: a, groupId: g.id, text: 'mine' });
    expect(unreadCount(g, a)).toBe(2);
    expect(unreadCount(g, b)).toBe(2);
    expect(unreadCount(g, c)).toBe(0); // not a member
    const list = chatList(sim, a);
    expect(list.ok && list.groups[0]!.unread).toBe(2);
    readMessages(sim, a, g.id);
    expect(unreadCount(g, a)).toBe(0);
    expect(unreadCount(g, b)).toBe(2);
    postMessage(sim, { userId: a, groupId: g.id, text: 'mine again' });
    expect(unreadCount(g, a)).toBe(0);
    joinGroup(sim, c, g.id);
    expect(unreadCount(g, c)).toBe(0);
  });

  it('own messages: delivered once stored, read once another member or the admin has seen them', () => {
    const { sim, a, b, c } = world();
    const g = group(sim, { name: 'Open', membersMayPost: true });
    for (const u of [a, b, c]) joinGroup(sim, u, g.id);
    const statusOf = (viewer: string) => {
      const r = readMessages(sim, viewer, g.id);
      return r.ok ? r.messages.map((m) => `${m.message.text}:${m.status}`) : r.error;
    };
    postMessage(sim, { userId: a, groupId: g.id, text: 'a1' });
    expect(statusOf(a)).toEqual(['a1:delivered']); // a reading its own message does not make it read
    expect(summary(g, a)).toMatchObject({ delivered: true, read: false });
    expect(statusOf(b)).toEqual(['a1:read']); // b sees it (others' messages come back read)
    expect(statusOf(a)).toEqual(['a1:read']);
    expect(summary(g, a)).toMatchObject({ delivered: true, read: true });
    expect(summary(g, b)).toMatchObject({ delivered: false, read: false });
    postMessage(sim, { userId: b, groupId: g.id, text: 'b1' });
    postMessage(sim, { userId: a, groupId: g.id, text: 'a2' });
    expect(statusOf(a)).toEqual(['a1:read', 'b1:read', 'a2:delivered']);
    expect(statusOf(b)).toEqual(['a1:read', 'b1:read', 'a2:read']); // a's poll above saw b1
    postMessage(sim, { userId: c, groupId: g.id, text: 'c1' });
    expect(statusOf(c).slice(-1)).toEqual(['c1:delivered']);
    expect(statusOf(b).slice(-1)).toEqual(['c1:read']);
    expect(statusOf(c).slice(-1)).toEqual(['c1:read']);
    postMessage(sim, { userId: a, groupId: g.id, text: 'a3' });
    postAsAdmin(sim, { groupId: g.id, text: 'admin' }); // the admin has seen everything before the post
    expect(statusOf(a).slice(-2)).toEqual(['a3:read', 'admin:read']);
    postMessage(sim, { userId: a, groupId: g.id, text: 'a4' });
    expect(adminSeen(sim, g.id).ok).toBe(true);
    expect(statusOf(a).slice(-1)).toEqual(['a4:read']);
  });

  it('a member who joined after a message sees it on their first poll (joining alone is not seeing)', () => {
    const { sim, a, b } = world();
    const g = group(sim, { name: 'Open', membersMayPost: true });
    joinGroup(sim, a, g.id);
    postMessage(sim, { userId: a, groupId: g.id, text: 'first' });
    joinGroup(sim, b, g.id);
    expect(summary(g, a).read).toBe(false);
    readMessages(sim, b, g.id);
    expect(summary(g, a).read).toBe(true);
  });

  it('ticks and unread counts agree with a plain model over random sequences', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('post', 'read', 'admin', 'join'), fc.integer({ min: 0, max: 3 })), { maxLength: 60 }),
        (ops) => {
          const { sim, a, b, c } = world();
          const d = (sim.createUser({ mobile: '9000000003' }) as { user: { id: string } }).user.id;
          const users = [a, b, c, d];
          const g = group(sim, { name: 'Model', membersMayPost: true });
          // the model: each message's sender; each reader's highest seen seq; each member's read mark
          const senders: string[] = [];
          const seen = new Map<string, number>();
          const mark = new Map<string, number>();
          for (const [op, i] of ops) {
            const u = users[i] as string;
            if (op === 'join' && !mark.has(u)) {
              joinGroup(sim, u, g.id);
              mark.set(u, senders.length);
            } else if (op === 'post' && mark.has(u)) {
              postMessage(sim, { userId: u, groupId: g.id, text: 'm' });
              senders.push(u);
            } else if (op === 'read' && mark.has(u)) {
              readMessages(sim, u, g.id);
              mark.set(u, senders.length);
              seen.set(u, senders.length);
            } else if (op === 'admin') {
              postAsAdmin(sim, { groupId: g.id, text: 'a' });
              senders.push('');
              seen.set('', senders.length);
            }
          }
          for (const u of users) {
            if (!mark.has(u)) continue;
            const expected = senders.map((from, k) =>
              from !== u ? 'read' : [...seen].some(([r, upTo]) => r !== u && upTo >= k + 1) ? 'read' : 'delivered',
            );
            const unread = senders.filter((from, k) => k + 1 > (mark.get(u) as number) && from !== u).length;
            expect(unreadCount(g, u)).toBe(unread);
            expect(g.messages.map((m) => messageStatus(g, m, u))).toEqual(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('polls by readers outside the two highest marks write nothing', () => {
    const { sim, a, b, c } = world();
    const g = group(sim, { name: 'G' });
    for (const u of [a, b, c]) joinGroup(sim, u, g.id);
    postAsAdmin(sim, { groupId: g.id, text: 'x' });
    for (const u of [a, b, c]) readMessages(sim, u, g.id);
    const changes = sim.changes;
    for (const u of [c, b, a, c]) readMessages(sim, u, g.id);
    expect(sim.changes).toBe(changes);
  });

  it('a poll with nothing new changes nothing (no write, no change count)', () => {
    const { sim, a } = world();
    const g = group(sim, { name: 'G' });
    joinGroup(sim, a, g.id);
    postAsAdmin(sim, { groupId: g.id, text: 'x' });
    readMessages(sim, a, g.id);
    const changes = sim.changes;
    const before = JSON.stringify(sim.state.chat);
    for (let i = 0; i < 5; i++) readMessages(sim, a, g.id);
    expect(sim.changes).toBe(changes);
    expect(JSON.stringify(sim.state.chat)).toBe(before);
  });

  it('reading needs membership; the reply is the newest LIMIT messages, oldest first; each group keeps about KEEP', () => {
    const { sim, a, b } = world();
    const g = group(sim, { name: 'G' });
    joinGroup(sim, a, g.id);
    expect(readMessages(sim, b, g.id)).toEqual({ ok: false, error: NOT_MEMBER });
    for (let i = 1; i <= KEEP + KEEP / 4 + 1; i++) postAsAdmin(sim, { groupId: g.id, text: `m${i}` });
    const r = readMessages(sim, a, g.id);
    const all = KEEP + KEEP / 4 + 1;
    expect(r.ok && r.messages.map((m) => m.message.text)).toEqual(Array.from({ length: LIMIT }, (_, i) => `m${all - LIMIT + 1 + i}`));
    expect(g.messages.length).toBe(KEEP);
    expect(g.seq).toBe(all);
    expect(g.messages[0]!.seq).toBe(all - KEEP + 1);
  });
});

describe('chat: the admin’s script over simulated time', () => {
  const scripted = (sim: ReturnType<typeof world>['sim'], everyMs = HOUR_MS) =>
    group(sim, { name: 'Scripted', adminName: 'Boss', script: { lines: ['tip {nn}', 'hello'], everyMs } });

  it('posts each line as the admin at its due time as the clock passes it; repeated ticks post nothing more', () => {
    const { sim, a } = world();
    const g = scripted(sim);
    joinGroup(sim, a, g.id);
    expect(g.messages).toHaveLength(0);
    const firstAt = g.script!.nextAt;
    expect(firstAt).toBeGreaterThanOrEqual(NOW + HOUR_MS / 2);
    expect(firstAt).toBeLessThan(NOW + (3 * HOUR_MS) / 2);
    sim.setClock({ now: firstAt - 1 });
    expect(g.messages).toHaveLength(0);
    sim.setClock({ now: firstAt });
    expect(g.messages.map((m) => ({ at: m.at, name: m.name }))).toEqual([{ at: firstAt, name: 'Boss' }]);
    sim.setClock({ advanceMs: 24 * HOUR_MS });
    const n = g.messages.length;
    expect(n).toBeGreaterThanOrEqual(17); // 24 h at gaps of ½–1½ h
    expect(n).toBeLessThanOrEqual(50);
    const times = g.messages.map((m) => m.at);
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(Math.max(...times)).toBeLessThanOrEqual(sim.now());
    for (const m of g.messages) expect(m.text).toMatch(/^(tip \d\d|hello)$/);
    expect(unreadCount(g, a)).toBe(n);
    const changes = sim.changes;
    for (let i = 0; i < 10; i++) sim.tick();
    expect(g.messages).toHaveLength(n);
    expect(sim.changes).toBe(changes);
  });

  it('does not depend on how the clock was stepped, and replays after a snapshot', () => {
    const run = (steps: number[], withGroup = true) => {
      const { sim } = world(7);
      const g = withGroup ? scripted(sim, 20 * MINUTE_MS) : null;
      for (const s of steps) sim.setClock({ advanceMs: s });
      return { sim, messages: g?.messages.map((m) => [m.id, m.at, m.text]) };
    };
    const day = 24 * HOUR_MS;
    const once = run([day]);
    expect(run(Array.from({ length: 24 }, () => HOUR_MS)).messages).toEqual(once.messages);
    expect(run([7 * MINUTE_MS, day - 7 * MINUTE_MS]).messages).toEqual(once.messages);
    // half way, saved and loaded (the due-time heap is rebuilt from the state)
    const half = run([day / 2]);
    const loaded = createSimulator({ scenario: 'empty', seed: 7, now: NOW, frozen: true });
    expect(loaded.load(half.sim.snapshot()).ok).toBe(true);
    loaded.setClock({ advanceMs: day / 2 });
    expect(groupById(loaded, '1')!.messages.map((m) => [m.id, m.at, m.text])).toEqual(once.messages);
    // the world's own generator (results) is untouched by the script
    expect(once.sim.state.meta.rng).toBe(run([day], false).sim.state.meta.rng);
    expect(once.sim.state.markets).toEqual(run([day], false).sim.state.markets);
  });

  it('a long jump of the clock produces at most about KEEP messages per group', () => {
    const { sim } = world();
    const g = scripted(sim, MINUTE_MS);
    const started = performance.now();
    sim.setClock({ advanceMs: 365 * 24 * HOUR_MS });
    // a guard, not a budget (a loaded machine is ten times slower): the messages counted below are the work done
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(g.seq).toBeGreaterThan(KEEP / 2);
    expect(g.seq).toBeLessThanOrEqual(2 * KEEP);
    expect(g.messages[g.messages.length - 1]!.at).toBeLessThanOrEqual(sim.now());
    expect(g.script!.nextAt).toBeGreaterThan(sim.now());
  });

  it('with nothing due a tick writes nothing, however many groups and messages there are', () => {
    const { sim, a } = world();
    for (let i = 0; i < 50; i++) {
      const g = scripted(sim, 6 * HOUR_MS);
      joinGroup(sim, a, g.id);
      for (let j = 0; j < 200; j++) postAsAdmin(sim, { groupId: g.id, text: `m${j}` });
    }
    const changes = sim.changes;
    deliverDue(sim);
    sim.tick();
    expect(sim.changes).toBe(changes);
  });

  it('is the Sim’s tick work: a clock moved without a tick delivers on the next tick', () => {
    const { sim } = world();
    const g = scripted(sim);
    sim.clock.set(NOW + 3 * 24 * HOUR_MS);
    expect(g.messages).toHaveLength(0); // the clock moved, but nothing has brought the world up to it yet
    sim.tick();
    expect(g.messages.length).toBeGreaterThan(40);
  });
});
