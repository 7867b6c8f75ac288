/** Bets domain: the cancel cut-off, the per-player index and the open-session index settlement reads. */
import { describe, expect, it } from 'vitest';
import { parseInstant } from '../../../domain/time';
import { createSimulator } from '../../simulator';
import { declareResult } from './settlement';
import { betLabel, cancelBet, placeBet, takeOpenBets, userBets } from './bets';

const at = (s: string) => parseInstant(s) as number;
const jodi = (n: string, money = 10) => [{ bet_numbers: n, bet_money: money, type: 1 }];

function world(now: string) {
  const sim = createSimulator({ scenario: 'empty', seed: 1, now: at(now), frozen: true });
  const user = sim.userByMobile('9876543210')!;
  sim.adjust(user.id, 1000);
  return { sim, user };
}

/** the bets `placeBet` placed; a refusal ends the test with its message */
function placed(...args: Parameters<typeof placeBet>) {
  const r = placeBet(...args);
  if (!r.ok) throw new Error(r.error);
  return r.bets;
}

describe('cancel cut-off (domain/cancelCutoff.ts, shared with the history screen)', () => {
  it('Disawar (open 06:00, closes 03:30): cancellable at 01:29, refused from 01:30 though the session is still open', () => {
    const { sim, user } = world('2026-03-02 23:00');
    const [a, b] = placed(sim, { userId: user.id, marketId: '9', lines: [...jodi('07'), ...jodi('08')] });
    sim.clock.set(at('2026-03-03 01:29'));
    expect(cancelBet(sim, user.id, a!.id)).toMatchObject({ ok: true, balance: 990 });
    sim.clock.set(at('2026-03-03 01:30'));
    expect(sim.markets().find((m) => m.def.id === '9')?.phase).toBe('open');
    expect(cancelBet(sim, user.id, b!.id)).toEqual({ ok: false, error: 'Cancellation is closed between 01:30 and 05:30' });
    expect(sim.balance(user.id)).toBe(990);
  });
});

describe('indexes', () => {
  it("lists a player's bets newest first, filtered, without other players' bets", () => {
    const { sim, user } = world('2026-03-02 09:00');
    const other = sim.createUser({ mobile: '9000000002' });
    if (!other.ok) throw new Error(other.error);
    sim.adjust(other.user.id, 100);
    placeBet(sim, { userId: user.id, marketId: '2', lines: jodi('01') });
    placeBet(sim, { userId: other.user.id, marketId: '2', lines: jodi('02') });
    const second = placeBet(sim, { userId: user.id, marketId: '3', lines: jodi('03') });
    expect(userBets(sim, user.id).map((b) => b.number)).toEqual(['03', '01']);
    expect(userBets(sim, user.id, { marketId: '2' }).map((b) => b.number)).toEqual(['01']);
    if (second.ok) cancelBet(sim, user.id, second.bets[0]!.id);
    expect(userBets(sim, user.id, { status: ['cancelled'] }).map((b) => b.number)).toEqual(['03']);
  });

  it('settlement takes only the named session’s open bets, once; indexes survive a snapshot round trip', () => {
    const { sim, user } = world('2026-03-02 09:00');
    placeBet(sim, { userId: user.id, marketId: '2', lines: jodi('07') });
    const copy = createSimulator({ scenario: 'empty', seed: 1, now: at('2026-03-02 09:00'), frozen: true });
    expect(copy.load(sim.snapshot())).toEqual({ ok: true });
    expect(copy.balance(user.id)).toBe(990);
    expect(userBets(copy, user.id)).toHaveLength(1);
    expect(takeOpenBets(copy, '3', '2026-03-02')).toEqual([]);
    expect(takeOpenBets(copy, '2', '2026-03-02').map((b) => b.number)).toEqual(['07']);
    expect(takeOpenBets(copy, '2', '2026-03-02')).toEqual([]);
  });
});

describe('placing and cancelling', () => {
  it('counts tickets and bet ids up across placements; the wallet line says how many numbers', () => {
    const { sim, user } = world('2026-03-02 09:00');
    const one = placeBet(sim, { userId: user.id, marketId: '2', lines: jodi('07') });
    const two = placeBet(sim, { userId: user.id, marketId: '2', lines: [...jodi('08'), ...jodi('09')] });
    if (!one.ok || !two.ok) throw new Error('placement refused');
    const tickets = [one.ticket, two.ticket].map((t) => Number(t.slice(1)));
    const ids = [...one.bets, ...two.bets].map((b) => Number(b.id));
    expect(tickets[1]).toBe(tickets[0]! + 1);
    expect(ids).toEqual([ids[0], ids[0]! + 1, ids[0]! + 2]);
    expect(sim.ledger(user.id).slice(-2).map((l) => l.description)).toEqual(['Bet placed on Delhi Bazar (1 number)', 'Bet placed on Delhi Bazar (2 numbers)']);
  });

  it.each([
    [{ kind: 'jodi', number: '07' }, 'Jodi 07'],
    [{ kind: 'ander', number: '3' }, 'Ander 3'],
    [{ kind: 'bahar', number: '9' }, 'Bahar 9'],
  ] as const)('names a %j bet "%s" in the wallet lines', (bet, label) => {
    expect(betLabel(bet)).toBe(label);
  });

  it('cancels with ids given padded (as form fields arrive) and refunds with a line naming the game and the bet', () => {
    const { sim, user } = world('2026-03-02 09:00');
    const [bet] = placed(sim, { userId: user.id, marketId: '2', lines: jodi('07', 25) });
    expect(cancelBet(sim, ` ${user.id} `, ` ${bet!.id} `)).toMatchObject({ ok: true, bet: { status: 'cancelled' }, balance: 1000 });
    expect(sim.ledger(user.id).at(-1)).toMatchObject({ amount: 25, kind: 'refund', description: 'Kabad Cancel — refund for Delhi Bazar Jodi 07' });
  });

  it('refuses to cancel after the close, and once the result is declared', () => {
    const { sim, user } = world('2026-03-02 09:00');
    const [a, b] = placed(sim, { userId: user.id, marketId: '2', lines: [...jodi('07'), ...jodi('08')] });
    sim.clock.set(at('2026-03-02 14:55'));
    expect(cancelBet(sim, user.id, a!.id)).toEqual({ ok: false, error: 'Cancellation is closed for Delhi Bazar' });
    declareResult(sim, '2', '07');
    expect(cancelBet(sim, user.id, b!.id)).toEqual({ ok: false, error: 'Result already declared; the bet cannot be cancelled' });
    expect(sim.balance(user.id)).toBe(980 + 980);
  });

  it("refuses to cancel a bet of yesterday's session still awaiting its result, though today's session is open", () => {
    const { sim, user } = world('2026-03-02 09:00');
    sim.patchSettings({ autoResults: false });
    const [bet] = placed(sim, { userId: user.id, marketId: '2', lines: jodi('07') });
    sim.clock.set(at('2026-03-03 09:00'));
    expect(sim.markets().find((m) => m.def.id === '2')?.phase).toBe('open');
    expect(cancelBet(sim, user.id, bet!.id)).toEqual({ ok: false, error: 'Cancellation is closed for Delhi Bazar' });
    expect(sim.balance(user.id)).toBe(990);
  });

  it('refuses to cancel a bet on a market the world no longer has', () => {
    const { sim, user } = world('2026-03-02 09:00');
    const [bet] = placed(sim, { userId: user.id, marketId: '2', lines: jodi('07') });
    const saved = sim.snapshot();
    saved.markets.list = saved.markets.list.filter((m) => m.id !== '2');
    expect(sim.load(saved)).toEqual({ ok: true });
    expect(cancelBet(sim, user.id, bet!.id)).toEqual({ ok: false, error: 'Game not found' });
    expect(sim.balance(user.id)).toBe(990);
  });
});
