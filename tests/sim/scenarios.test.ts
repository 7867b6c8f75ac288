/** Every named scenario builds and keeps its one-line promise; the same seed and moment build the same world. */
import { describe, expect, it } from 'vitest';
import { isWithdrawalOpen } from '../../domain/withdrawalWindow';
import { istMinutes, parseInstant, type Sim } from '../../mock-server/core';
import { createSimulator } from '../../mock-server/simulator';
import { PLAYER_MOBILES, SCENARIOS } from '../../fixtures';

const NOW = parseInstant('2026-03-02 09:00') as number; // IST
const world = (scenario: string): Sim => createSimulator({ scenario, now: NOW, frozen: true });
const user = (sim: Sim, mobile: string = PLAYER_MOBILES[0]) => sim.userByMobile(mobile)!;
const phases = (sim: Sim) => Object.fromEntries(sim.markets().map((v) => [v.def.name, v.phase]));

describe('scenarios', () => {
  it('there are at least 12, each described in one line', () => {
    const names = Object.keys(SCENARIOS);
    expect(names.length).toBeGreaterThanOrEqual(12);
    for (const s of Object.values(SCENARIOS)) expect(s.description).toMatch(/^[^\n]{20,240}$/);
  });

  it.each(Object.keys(SCENARIOS))('%s builds, replays from its seed, and keeps the ledger whole', (name) => {
    const a = world(name);
    const b = world(name);
    expect(a.state.meta.scenario).toBe(name);
    expect(JSON.stringify(a.snapshot())).toBe(JSON.stringify(b.snapshot()));
    for (const u of Object.values(a.state.users.byId)) {
      const sum = a.ledger(u.id).reduce((s, l) => s + l.amount, 0);
      expect(a.balance(u.id)).toBe(sum);
      expect(sum).toBeGreaterThanOrEqual(0);
    }
  });

  it('rich, broke, empty histories, new user', () => {
    expect(world('rich-player').balance(user(world('rich-player')).id)).toBe(500_000);
    const broke = world('broke-player');
    expect(broke.balance(user(broke).id)).toBe(0);
    const empty = world('empty-histories');
    for (const m of PLAYER_MOBILES) expect(empty.ledger(user(empty, m).id)).toEqual([]);
    expect(empty.userBets(user(empty).id)).toEqual([]);
    const fresh = world('new-user-referral');
    expect(Object.keys(fresh.state.users.byId)).toHaveLength(1);
    expect(fresh.balance(user(fresh).id)).toBe(1000);
  });

  it('the clock scenarios put the clock where their time rule bites', () => {
    const closing = world('market-closing-in-60s');
    const soon = closing.markets().filter((v) => v.phase === 'open' && v.session.closeAt - closing.now() === 60_000);
    expect(soon.map((v) => v.def.name)).toEqual(['Sadar Bazar']);
    const closed = world('all-markets-closed');
    expect(istMinutes(closed.now())).toBe(4 * 60 + 30);
    expect(Object.values(phases(closed)).every((p) => p !== 'open')).toBe(true);
    const midnight = world('midnight-disawar');
    expect(istMinutes(midnight.now())).toBe(23 * 60 + 55);
    expect(phases(midnight)).toMatchObject({ Disawar: 'open', Gali: 'resulted' });
    const late = world('withdrawal-window-closed');
    expect(isWithdrawalOpen(late.now(), late.state.settings.withdrawStart, late.state.settings.withdrawEnd)).toBe(false);
    const results = world('result-day');
    expect(results.state.settings.autoResults).toBe(false);
    expect(phases(results)['Delhi Bazar']).toBe('closed');
    // the scenario's ticket (the newest; the seeded history may have played the same session earlier): four lines open
    const open = results.userBets(user(results).id, { marketId: '2', status: ['open'] });
    expect(open.filter((b) => b.ticket === open[0]?.ticket).map((b) => `${b.kind} ${b.number}`).sort()).toEqual(['ander 0', 'jodi 07', 'jodi 42', 'jodi 70']);
  });

  it('pending withdrawals, a referral tree, busy chat and the fault-plan worlds', () => {
    const pending = world('pending-withdrawals');
    const waiting = (pending.state.withdrawals.list as Array<{ status: string }>).filter((w) => w.status === 'pending');
    expect(waiting.length).toBeGreaterThanOrEqual(6);
    const tree = world('referral-tree');
    expect(Object.keys(tree.state.users.byId)).toHaveLength(16);
    expect(tree.ledger(user(tree).id).filter((l) => l.kind === 'reward').length).toBeGreaterThan(20);
    const chat = world('busy-chat');
    expect(Object.keys(chat.state.chat.byId).length).toBeGreaterThanOrEqual(55);
    expect(world('slow-network').state.faults.list).toMatchObject([{ path: '*', kind: 'latency' }]);
    expect(world('flaky-server').state.faults.list.length).toBeGreaterThanOrEqual(3);
  });

  it('crowded: 20 markets, and a wallet history of 500 lines for the first player', () => {
    const crowded = world('crowded');
    const names = crowded.markets().map((v) => v.def.name);
    expect(names).toHaveLength(20);
    expect(new Set(names).size).toBe(20);
    expect(crowded.ledger(user(crowded).id)).toHaveLength(500);
    const at = crowded.ledger(user(crowded).id).map((l) => l.at);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(at.at(-1)).toBeLessThanOrEqual(NOW);
    // every market has 30 days of results, and some are open at the scenario's moment
    expect(crowded.markets().every((v) => v.latest !== undefined)).toBe(true);
  });
});
