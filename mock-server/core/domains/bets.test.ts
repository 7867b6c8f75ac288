/** Bets domain: the cancel cut-off, the per-player index and the open-session index settlement reads. */
import { describe, expect, it } from 'vitest';
import { parseInstant } from '../../../domain/time';
import { createSimulator } from '../../simulator';
import { cancelBet, placeBet, takeOpenBets, userBets } from './bets';

const at = (s: string) => parseInstant(s) as number;
const jodi = (n: string, money = 10) => [{ bet_numbers: n, bet_money: money, type: 1 }];

function world(now: string) {
  const sim = createSimulator({ scenario: 'empty', seed: 1, now: at(now), frozen: true });
  const user = sim.userByMobile('9876543210')!;
  sim.adjust(user.id, 1000);
  return { sim, user };
}

describe('cancel cut-off (domain/cancelCutoff.ts, shared with the history screen)', () => {
  it('Disawar (open 06:00, closes 03:30): cancellable at 01:29, refused from 01:30 though the session is still open', () => {
    const { sim, user } = world('2026-03-02 23:00');
    const placed = placeBet(sim, { userId: user.id, marketId: '9', lines: [...jodi('07'), ...jodi('08')] });
    if (!placed.ok) throw new Error(placed.error);
    const [a, b] = placed.bets;
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
