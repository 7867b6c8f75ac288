/** Settlement domain: declaring a result (which session, which number), paying winners, drawing results as the clock passes. */
import { describe, expect, it } from 'vitest';
import { parseInstant } from '../../../domain/time';
import { Sim } from '../sim';
import { emptyState } from '../world';
import type { MarketDef } from './markets';
import { declareResult, drawDueResults } from './settlement';

type MarketSeed = Omit<MarketDef, 'results'>;

const at = (s: string) => parseInstant(s) as number;
const SADAR: MarketSeed = { id: '1', name: 'Sadar Bazar', sequence: 1, open: '08:00', close: '13:20', result: '13:30' };
const DELHI: MarketSeed = { id: '2', name: 'Delhi Bazar', sequence: 2, open: '08:00', close: '14:50', result: '15:00' };

/** A frozen world starting at `now` with the given markets, no results yet, and one player holding ₹1000. */
function world(now: string, { autoResults = false, markets = [DELHI] }: { autoResults?: boolean; markets?: MarketSeed[] } = {}) {
  const sim = new Sim(emptyState({ scenario: 'test', seed: 1, now: at(now), markets, settings: { autoResults } }));
  const made = sim.createUser({ mobile: '9876543210' });
  if (!made.ok) throw new Error(made.error);
  sim.adjust(made.user.id, 1000);
  return { sim, user: made.user.id };
}

const sessions = (sim: Sim, marketId = '2') => sim.market(marketId)!.results.map((r) => r.session);

describe('declaring a result: the number', () => {
  it.each([
    [47, '47'],
    [0, '00'],
    [99, '99'],
    ['7', '07'],
    [' 7 ', '07'],
    ['05', '05'],
  ])('accepts %j as result %s', (input, two) => {
    const { sim } = world('2026-03-02 09:00');
    expect(declareResult(sim, '2', input)).toMatchObject({ ok: true, session: '2026-03-02', number: two });
    expect(sim.market('2')!.results.map((r) => r.number)).toEqual([two]);
  });

  it.each([-1, 100, 4.5, NaN, '007', '070', '0x10', '1e1', '+7', 'abc', '', ['47'], null, true, undefined])('refuses %j and records nothing', (input) => {
    const { sim } = world('2026-03-02 09:00');
    expect(declareResult(sim, '2', input)).toEqual({ ok: false, error: 'Result must be a number 00–99' });
    expect(sim.market('2')!.results).toEqual([]);
  });
});

describe('declaring a result: the session', () => {
  it.each(['2026-3-2', 'x2026-03-02', '2026-03-02x', 'today'])('refuses the session %j', (session) => {
    const { sim } = world('2026-03-02 09:00');
    expect(declareResult(sim, '2', '47', session)).toEqual({ ok: false, error: 'session must be YYYY-MM-DD' });
    expect(sim.market('2')!.results).toEqual([]);
  });

  it('without a session, works off the backlog oldest first, then closes the current session early', () => {
    const { sim, user } = world('2026-03-02 09:00');
    sim.placeBet({ userId: user, marketId: '2', lines: [{ bet_numbers: '47', bet_money: 10, type: 1 }] });
    sim.clock.set(at('2026-03-04 09:00'));
    expect(declareResult(sim, '2', 47)).toMatchObject({ ok: true, session: '2026-03-02', winners: 1, paid: 980 });
    expect(declareResult(sim, '2', 11)).toMatchObject({ ok: true, session: '2026-03-03', winners: 0, paid: 0 });
    expect(declareResult(sim, '2', 12)).toMatchObject({ ok: true, session: '2026-03-04' });
    expect(sim.markets().find((m) => m.def.id === '2')?.phase).toBe('resulted');
    expect(sessions(sim)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(sim.balance(user)).toBe(1000 - 10 + 980);
  });

  it('a named session is the one declared, even with an older one pending', () => {
    const { sim } = world('2026-03-02 09:00');
    sim.clock.set(at('2026-03-03 09:00'));
    expect(declareResult(sim, '2', 5, '2026-03-03')).toMatchObject({ ok: true, session: '2026-03-03', number: '05' });
    expect(sessions(sim)).toEqual(['2026-03-03']);
  });

  it('a session left behind by a named later one is still declared next without a session, and its bets paid', () => {
    const { sim, user } = world('2026-03-02 09:00');
    sim.placeBet({ userId: user, marketId: '2', lines: [{ bet_numbers: '47', bet_money: 10, type: 1 }] });
    sim.clock.set(at('2026-03-03 09:00'));
    expect(declareResult(sim, '2', 5, '2026-03-03')).toMatchObject({ ok: true, session: '2026-03-03' });
    expect(declareResult(sim, '2', 47)).toMatchObject({ ok: true, session: '2026-03-02', winners: 1, paid: 980 });
    expect(sessions(sim)).toEqual(['2026-03-02', '2026-03-03']);
    expect(sim.balance(user)).toBe(1000 - 10 + 980);
  });

  it('a session closing at the very moment of the declaration counts as closed (round-the-clock market)', () => {
    const allDay: MarketSeed = { id: '2', name: 'All Day', sequence: 1, open: '08:00', close: '08:00', result: '08:00' };
    const { sim } = world('2026-03-02 08:00', { markets: [allDay] });
    sim.clock.set(at('2026-03-03 08:00'));
    expect(declareResult(sim, '2', 1)).toMatchObject({ ok: true, session: '2026-03-02' });
  });
});

describe('paying winners', () => {
  it('writes one "earned" line per winning bet line, naming the game, the bet and the result', () => {
    const { sim, user } = world('2026-03-02 09:00');
    sim.placeBet({
      userId: user,
      marketId: '2',
      lines: [
        { bet_numbers: '47', bet_money: 10, type: 1 },
        { bet_numbers: '5', bet_money: 10, type: 2 },
        { bet_numbers: '1', bet_money: 10, type: 3 },
      ],
    });
    declareResult(sim, '2', '47');
    expect(sim.ledger(user).filter((l) => l.kind === 'win').map((l) => [l.amount, l.description])).toEqual([
      [980, 'Winning amount earned on Delhi Bazar — Jodi 47 (result 47)'],
      [98, 'Winning amount earned on Delhi Bazar — Ander 4 (result 47)'],
    ]);
  });
});

describe('drawing results as the clock passes', () => {
  it('draws each due result oldest first across markets, as two digits, at its result time', () => {
    const { sim } = world('2026-03-02 09:00', { autoResults: true, markets: [DELHI, SADAR] });
    const drawn: Array<[string, number]> = [];
    sim.on('resultDeclared', (_w, e) => drawn.push([e.marketName, e.at]));
    sim.clock.set(at('2026-03-04 16:00'));
    sim.tick();
    expect(drawn).toEqual([
      ['Sadar Bazar', at('2026-03-02 13:30')],
      ['Delhi Bazar', at('2026-03-02 15:00')],
      ['Sadar Bazar', at('2026-03-03 13:30')],
      ['Delhi Bazar', at('2026-03-03 15:00')],
      ['Sadar Bazar', at('2026-03-04 13:30')],
      ['Delhi Bazar', at('2026-03-04 15:00')],
    ]);
    sim.clock.set(at('2026-05-31 16:00'));
    sim.tick();
    const numbers = [...sim.market('1')!.results, ...sim.market('2')!.results].map((r) => r.number);
    expect(numbers).toHaveLength(2 * 91);
    for (const n of numbers) expect(n).toMatch(/^\d\d$/);
  });

  it('draws every session that falls due, even behind a result declared ahead of its day', () => {
    const { sim, user } = world('2026-03-02 09:00', { autoResults: true });
    sim.placeBet({ userId: user, marketId: '2', lines: [{ bet_numbers: '47', bet_money: 10, type: 1 }] });
    expect(declareResult(sim, '2', 5, '2026-03-05')).toMatchObject({ ok: true, session: '2026-03-05' });
    sim.clock.set(at('2026-03-04 16:00'));
    sim.tick();
    expect(sessions(sim)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']);
    expect(sim.userBets(user).map((b) => b.status)).not.toContain('open');
  });

  it('draws a result at the very instant it falls due, after a tick that found nothing due', () => {
    const { sim } = world('2026-03-02 09:00', { autoResults: true });
    sim.tick();
    sim.clock.set(at('2026-03-02 15:00'));
    sim.tick();
    expect(sim.market('2')!.results).toMatchObject([{ session: '2026-03-02', declaredAt: at('2026-03-02 15:00') }]);
  });

  it('until the next result falls due, a tick returns without looking at the markets', () => {
    const { sim } = world('2026-03-02 09:00', { autoResults: true });
    drawDueResults(sim);
    let looks = 0;
    const state = new Proxy(sim.state, {
      get: (t, k, r) => {
        if (k === 'markets') looks++;
        return Reflect.get(t, k, r) as unknown;
      },
    });
    const watched = Object.create(sim, { state: { value: state } }) as Sim;
    sim.clock.set(at('2026-03-02 14:59'));
    drawDueResults(watched);
    expect(looks).toBe(0);
    sim.clock.set(at('2026-03-02 15:00'));
    drawDueResults(watched);
    expect(looks).toBeGreaterThan(0);
    expect(sessions(sim)).toEqual(['2026-03-02']);
  });
});
