/**
 * The chaos player on the PHP dialect (issue 37 point 3): the harness checks every wire call against the contract with
 * the bridge's validator and, under a dialect, takes the deviations the bridge names as one of its habits (or that
 * are the habit by their nature: extra columns, a list with no rows answered as an object or a 404) as the dialect's
 * own — and only those of the habits switched on. Exercised on the simulator's own dialect, habit by habit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../bridge/contract';
import { driftOf } from '../../e2e/chaos/dialect';
import { PHP_HABIT_NAMES, parseDialect, type PhpHabit } from '../../domain/phpHabits';
import { startHttpSimulator, type HttpSimulator } from '../../mock-server/http/server';
import { CREDS } from '../sim/simCalls';

const contract = loadContract();
let sim: HttpSimulator;
beforeAll(async () => {
  sim = await startHttpSimulator({ port: 0 });
});
afterAll(() => sim.close());

/** What the player's screens read, in a session answering in `dialect`: each reply as the bridge checks it. */
async function exchanges(dialect: string) {
  const created = await fetch(`${sim.url}/__sim/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ now: '2026-03-02 11:00', frozen: true, dialect }) });
  const { id } = (await created.json()) as { id: string };
  const headers = { 'x-sim-session': id };
  const ws = (name: string, fields: Record<string, string>) => ({ url: `${sim.url}/Webservices/${name}`, fields: { ...CREDS, ...fields } });
  const get = (path: string) => ({ url: `${sim.url}/${path}`, fields: null });
  const calls = [
    ws('game_list', {}),
    ws('profile', { user_id: '101' }),
    ws('game_rule', { user_id: '101' }),
    ws('transaction_history', { user_id: '101', page: '1' }),
    ws('my_bets', { user_id: '101' }),
    ws('group_list', { user_id: '101' }),
    get('api/game.php?level=3&action=inviterecord&page=1&user=102'),
    get('api/game.php?game=1&action=betrec&page=1&user=102'),
  ];
  const out = [];
  for (const c of calls) {
    const body = c.fields ? new FormData() : undefined;
    for (const [k, v] of Object.entries(c.fields ?? {})) body?.append(k, v);
    const res = await fetch(c.url, { method: body ? 'POST' : 'GET', body, headers });
    const replyText = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    const url = new URL(c.url);
    const checked = contract.check({ method: body ? 'POST' : 'GET', url, query: Object.fromEntries(url.searchParams), body: c.fields, bodyKind: body ? 'form' : 'none', status: res.status, contentType: res.headers.get('content-type') ?? '', replyText, ms: 0 });
    out.push({ checked: checked!, reply: { status: res.status, text: replyText } });
  }
  await fetch(`${sim.url}/__sim/sessions/${id}`, { method: 'DELETE' });
  return out;
}

const habits = (name: string): PhpHabit[] => {
  const d = parseDialect(name);
  if (!d.ok) throw new Error(d.error);
  return d.habits;
};

describe('the chaos harness on the PHP dialect', () => {
  it('under php (every habit), every deviation the bridge reports is the dialect\'s own; the same replies judged as plain are drift', async () => {
    const all = await exchanges('php');
    expect(all.flatMap((x) => x.checked.deviations).length, 'the php session answers in its dialect').toBeGreaterThan(5);
    expect(all.flatMap((x) => driftOf(habits('php'), x.checked.deviations, x.reply))).toEqual([]);
    expect(all.flatMap((x) => driftOf([], x.checked.deviations, x.reply)).length).toBeGreaterThan(5);
  });

  it.each(PHP_HABIT_NAMES.filter((h) => h !== 'numbers-as-strings'))('the habit %s alone is expected when on, drift when another habit is on instead', async (habit) => {
    const all = await exchanges(habit);
    expect(all.flatMap((x) => x.checked.deviations).length, `the ${habit} session deviates`).toBeGreaterThan(0);
    expect(all.flatMap((x) => driftOf([habit], x.checked.deviations, x.reply).map((d) => `${x.checked.call}: ${d.kind} ${d.detail}`))).toEqual([]);
    const other: PhpHabit = habit === 'bom' ? 'nulls' : 'bom';
    expect(all.flatMap((x) => driftOf([other], x.checked.deviations, x.reply)).length).toBeGreaterThan(0);
  });

  it('a deviation no habit explains stays drift under php', () => {
    const missing = { kind: 'missing field' as const, side: 'reply' as const, at: '/data/0/wallet', wireType: 'ProfileData', detail: "ProfileData requires 'wallet'" };
    expect(driftOf(habits('php'), [missing], { status: 200, text: '{"status":1,"data":[{}]}' })).toEqual([missing]);
  });
});
