/**
 * The per-session worlds of the simulator under load (bench:sim --sessions N): creating them through
 * `POST /__sim/sessions`, and finding in each one, through its own control routes (`x-sim-session` header), the
 * players and the open market the mixed load uses. Only public HTTP routes; no access to the child's objects.
 */

export const SESSION_HEADER = 'x-sim-session';

export interface NewSessionBody {
  scenario: string;
  seed: number;
  /** epoch ms */
  now: number;
  frozen: boolean;
}

export interface CreatedSession {
  id: string;
  /** round trip of its POST /__sim/sessions over loopback: the world is built and measured before the reply */
  ms: number;
}

/** A session's world as the mixed load sees it. */
export interface SessionWorld {
  id: string;
  /** the player whose profile, wallet and bets the reads query: the first registered one (the scenario's main player) */
  readerId: string;
  readerMobile: string;
  /** every other player: game_bet goes round them */
  bettorIds: string[];
  /** an open market at the session's clock, the one open the longest */
  openMarketId: string;
  users: number;
}

interface UserRow {
  id: string;
  mobile: string;
  balance: number;
}

interface MarketRow {
  id: string;
  phase: string;
  closesAt: string;
}

async function json<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

const headersOf = (id: string) => ({ [SESSION_HEADER]: id, 'content-type': 'application/json' });

/** Creates `count` sessions one after the other (so that each round trip is the build of one world alone). */
export async function createSessions(url: string, count: number, body: NewSessionBody): Promise<CreatedSession[]> {
  const out: CreatedSession[] = [];
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    const res = await fetch(`${url}/__sim/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const r = await json<{ ok: boolean; id: string }>(res, `POST /__sim/sessions (${i + 1} of ${count})`);
    out.push({ id: r.id, ms: performance.now() - t });
  }
  return out;
}

export async function users(url: string, id: string): Promise<UserRow[]> {
  return json<UserRow[]>(await fetch(`${url}/__sim/users`, { headers: headersOf(id) }), `GET /__sim/users (session ${id})`);
}

/** Players and open market of one session, looked up through that session's own control routes. */
export async function sessionWorld(url: string, id: string): Promise<SessionWorld> {
  const list = await users(url, id);
  const [reader, ...others] = list;
  if (!reader || others.length === 0) throw new Error(`session ${id}: ${list.length} players; the mixed load needs at least 2`);
  const markets = await json<MarketRow[]>(await fetch(`${url}/__sim/markets`, { headers: headersOf(id) }), `GET /__sim/markets (session ${id})`);
  // closesAt is 'YYYY-MM-DD HH:MM…' IST, so it sorts as text
  const open = markets.filter((m) => m.phase === 'open').sort((a, b) => b.closesAt.localeCompare(a.closesAt))[0];
  if (!open) throw new Error(`session ${id}: no open market at its clock`);
  return { id, readerId: reader.id, readerMobile: reader.mobile, bettorIds: others.map((u) => u.id), openMarketId: open.id, users: list.length };
}

/** Credits each of `userIds` in session `id` with `amount` (one admin line each). */
export async function credit(url: string, id: string, userIds: string[], amount: number): Promise<void> {
  for (const userId of userIds) {
    await json(
      await fetch(`${url}/__sim/users/${encodeURIComponent(userId)}/adjust`, { method: 'POST', headers: headersOf(id), body: JSON.stringify({ amount, description: 'bench:sim credit' }) }),
      `credit ${userId} in session ${id}`,
    );
  }
}

/** Summed balance of `userIds` in session `id` (each accepted game_bet of ₹1 lowers it by 1). */
export async function balanceOf(url: string, id: string, userIds: string[]): Promise<number> {
  const want = new Set(userIds);
  return (await users(url, id)).filter((u) => want.has(u.id)).reduce((sum, u) => sum + u.balance, 0);
}

/** The size of each session's world as the server last measured it (JSON bytes of its state), by id. */
export async function stateBytes(url: string): Promise<Map<string, number>> {
  const list = await json<Array<{ id: string; stateBytes: number }>>(await fetch(`${url}/__sim/sessions`), 'GET /__sim/sessions');
  return new Map(list.map((s) => [s.id, s.stateBytes]));
}

/** A session's recording (GET /__sim/session: its starting world and every call since, with replies): calls and JSON bytes. */
export async function recordingOf(url: string, id: string): Promise<{ calls: number; bytes: number }> {
  const res = await fetch(`${url}/__sim/session`, { headers: headersOf(id) });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET /__sim/session (session ${id}): HTTP ${res.status}`);
  const file = JSON.parse(text) as { calls?: unknown[] };
  return { calls: file.calls?.length ?? 0, bytes: Buffer.byteLength(text) };
}
