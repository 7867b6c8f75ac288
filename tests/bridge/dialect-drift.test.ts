/**
 * The bridge in front of the simulator's PHP dialect (issues 37 and 42): every habit of domain/phpHabits.ts, switched
 * on alone in a session of its own, is reported by `npm run proxy` — and named, where the contract can name it — while
 * the same calls to a plain session report nothing. The dialect is a second drifted backend for the bridge, written
 * apart from the bridge's own test backends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxy } from '../../bridge/proxy';
import { PHP_HABIT_NAMES, type PhpHabit } from '../../domain/phpHabits';
import { parseInstant } from '../../mock-server/core';
import { startHttpSimulator, type HttpSimulator } from '../../mock-server/http/server';
import { CREDS } from '../sim/simCalls';

const NOW = parseInstant('2026-03-02 11:00') as number;
const USER = '101';

let sim: HttpSimulator;
beforeAll(async () => {
  sim = await startHttpSimulator({ port: 0, now: NOW });
});
afterAll(() => sim.close());

/** The calls a player's first minutes make, through the bridge, in one session. */
async function calls(base: string, session: string): Promise<void> {
  const headers = { 'x-sim-session': session };
  const ws = (name: string, fields: Record<string, string> = {}) => {
    const body = new FormData();
    for (const [k, v] of Object.entries({ ...CREDS, ...fields })) body.append(k, v);
    return fetch(`${base}Webservices/${name}`, { method: 'POST', body, headers }).then((r) => r.arrayBuffer());
  };
  const get = (path: string) => fetch(`${base}${path}`, { headers }).then((r) => r.arrayBuffer());
  await ws('game_list');
  await ws('profile', { user_id: USER });
  await ws('game_rule', { user_id: USER });
  await ws('game_details', { game_id: '1' });
  await ws('game_chart', { user_id: USER, game_id: '1' });
  await ws('transaction_history', { user_id: USER, page: '1' });
  await ws('my_bets', { user_id: USER });
  await ws('my_bets_cancel', { user_id: USER });
  await ws('group_list', { user_id: USER });
  await get(`api/game.php?action=bankcard&user=${USER}`);
  await get(`api/promotion.php?action=getuserinfo&user=${USER}`);
  await get(`api/game.php?level=3&action=inviterecord&page=1&user=${USER}`);
  await get('api/game.php?game=1&action=resultrec&page=1');
  // lists with no rows in this world: player 102 has no level-3 referrals and no bets on market 1
  await get('api/game.php?level=3&action=inviterecord&page=1&user=102');
  await get('api/game.php?game=1&action=betrec&page=1&user=102');
}

async function driftOf(dialect: string): Promise<string[]> {
  const created = await fetch(`${sim.url}/__sim/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ now: '2026-03-02 11:00', frozen: true, dialect }) });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const proxy = await startProxy({ upstream: `${sim.url}/`, port: 0 });
  try {
    await calls(proxy.url, id);
    await proxy.settled();
    return proxy.report.summary().calls.flatMap((c) => c.deviations.map((d) => `${c.call}: ${d.kind} at ${d.at} — ${d.detail}`));
  } finally {
    await proxy.close();
    await fetch(`${sim.url}/__sim/sessions/${id}`, { method: 'DELETE' });
  }
}

/** Habits the contract names in a deviation's detail (bridge/contract.ts habitNote); the others show as the kind they are. */
const SHOWN_AS: Partial<Record<PhpHabit, RegExp>> = {
  nulls: /wrong type/,
  'extra-columns': /unknown field/,
  'empty-list-object': /wrong type|missing field/,
  'empty-list-404': /HTTP status/,
};

describe('the bridge in front of the PHP dialect', () => {
  it('reports nothing for the plain simulator', async () => {
    expect(await driftOf('plain')).toEqual([]);
  });

  it('numbers and ids as strings are the contract\'s own (Num is a number or a numeric string): nothing to report', async () => {
    expect(await driftOf('numbers-as-strings')).toEqual([]);
  });

  it.each(PHP_HABIT_NAMES.filter((h) => h !== 'numbers-as-strings'))('reports the habit %s, alone', async (habit) => {
    const drift = await driftOf(habit);
    expect(drift.length, `no deviation for ${habit}`).toBeGreaterThan(0);
    const shown = SHOWN_AS[habit];
    if (shown) expect(drift.some((d) => shown.test(d)), drift.join('\n')).toBe(true);
    else expect(drift.some((d) => d.includes(`PHP habit '${habit}'`)), drift.join('\n')).toBe(true);
  });
});
