import fc from 'fast-check';
import { betVerdict, CLOCK_SKEW_MS, type BetHistoryMark, type HistoryBet } from './placedBet';
import type { BetLine } from './index';

const T0 = Date.parse('2026-01-10T06:30:00Z'); // 12:00:00 IST
const GAME = 'Shree Ganesh';
let nextId = 1;
const row = (game_number: string, money: number | string, type: number | string = 1, created_at = '2026-01-10 12:00:05', game_name = GAME): HistoryBet => ({
  id: String(nextId++),
  game_name,
  type,
  game_number,
  money,
  created_at,
});
const jodi = (bet_numbers: string, bet_money: number): BetLine => ({ bet_numbers, bet_money, type: 1 });
const mark = (history: readonly HistoryBet[], wallet: number | null = null): BetHistoryMark => ({ ids: history.map((b) => String(b.id)), wallet });
/** the verdict for `lines` when the history was `before` at the PLAY and is `after` now */
const verdict = (lines: BetLine[], before: HistoryBet[] | null, after: HistoryBet[], wallets: [number | null, number | null] = [null, null], gameName = GAME) =>
  betVerdict({ gameName, lines, before: before ? mark(before, wallets[0]) : null, history: after, wallet: wallets[1], since: T0 });

describe('betVerdict: was the bet of a PLAY whose reply was lost placed?', () => {
  it('placed: every line has its own new history line (same game, number, type and amount)', () => {
    const lines: BetLine[] = [jodi('07', 10), jodi('42', 25), { bet_numbers: '4', bet_money: 5, type: 2 }, { bet_numbers: '10', bet_money: 20, type: 3 }];
    const old = [row('55', 10, 1, '2026-01-09 10:00:00')];
    expect(verdict(lines, old, [row('07', '10'), row('42', 25), row('3', '5', '2'), row('9', '20', 3), ...old])).toBe('placed');
  });

  it('an identical bet placed earlier is in the mark: it never answers for this PLAY', () => {
    const earlier = [row('37', 10, 1, '2026-01-10 11:59:00')];
    expect(verdict([jodi('37', 10)], earlier, earlier, [500, 500])).toBe('notPlaced');
    // the same with its time within the clock skew, and read as text
    const same = [row('37', '10', '1', '2026-01-10 12:00:00')];
    expect(verdict([jodi('37', 10)], same, same)).toBe('notPlaced');
  });

  it("grid positions and two-digit numbers name the same jodi ('7' is 07, position 100 is 00)", () => {
    expect(verdict([jodi('7', 10), jodi('100', 5)], [], [row('07', 10), row('00', 5)])).toBe('placed');
    expect(verdict([jodi('07', 10)], [], [row('7', 10)])).toBe('placed');
  });

  it('another amount, another game or another kind is not this bet', () => {
    expect(verdict([jodi('42', 25)], [], [row('42', 20)])).toBe('notPlaced');
    expect(verdict([jodi('42', 25)], [], [row('42', 25, 1, '2026-01-10 12:00:05', 'Gali')])).toBe('notPlaced');
    expect(verdict([{ bet_numbers: '4', bet_money: 5, type: 2 }], [], [row('3', 5, 3)])).toBe('notPlaced');
  });

  it('some lines found, not all: no proof either way', () => {
    expect(verdict([jodi('07', 10), jodi('42', 25)], [], [row('07', 10)])).toBe('unknown');
  });

  it('each history line answers for one bet line: the same number twice needs two new bets', () => {
    expect(verdict([jodi('12', 10), jodi('12', 10)], [], [row('12', 10)])).toBe('unknown');
    expect(verdict([jodi('12', 10), jodi('12', 10)], [], [row('12', 10), row('12', 10)])).toBe('placed');
  });

  it('the game name is compared without case or surrounding spaces', () => {
    expect(verdict([jodi('07', 10)], [], [row('07', 10, 1, '2026-01-10 12:00:05', 'SHREE GANESH')], [null, null], ' shree ganesh ')).toBe('placed');
  });

  it('the wallet must have gone down by the stake when both readings are known', () => {
    expect(verdict([jodi('07', 10)], [], [row('07', 10)], [500, 490])).toBe('placed');
    expect(verdict([jodi('07', 10)], [], [row('07', 10)], [500, 500])).toBe('unknown');
    expect(verdict([jodi('07', 10)], [], [row('07', 10)], [null, 490])).toBe('placed');
  });

  describe('without a mark (the history could not be read before sending)', () => {
    it(`a matching bet since the tap (less ${CLOCK_SKEW_MS / 60_000} minutes) may be an earlier one: unknown, never placed`, () => {
      expect(verdict([jodi('07', 10)], null, [row('07', 10, 1, '2026-01-10 11:56:00')])).toBe('unknown');
      expect(verdict([jodi('07', 10)], null, [row('07', 10, 1, 'yesterday')])).toBe('unknown');
    });
    it('none since then: not placed', () => {
      expect(verdict([jodi('07', 10)], null, [row('07', 10, 1, '2026-01-10 11:54:59'), row('08', 10)])).toBe('notPlaced');
    });
  });

  it('no lines is never a placed bet', () => {
    expect(verdict([], [], [row('07', 10)])).toBe('notPlaced');
  });

  it('property: a history that gained nothing since the mark is never "placed", whatever it held', () => {
    const line = fc.record({ n: fc.integer({ min: 0, max: 99 }), money: fc.integer({ min: 1, max: 50 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.array(line, { minLength: 1, maxLength: 5 }), (held, played) => {
        const history = held.map((h) => row(String(h.n).padStart(2, '0'), h.money));
        const lines = played.map((p) => jodi(String(p.n).padStart(2, '0'), p.money));
        expect(verdict(lines, history, history, [100, 100])).toBe('notPlaced');
      }),
    );
  });

  it('property: the PLAY\'s own lines added with new ids and the stake debited is "placed", whatever was there before', () => {
    const line = fc.record({ n: fc.integer({ min: 0, max: 99 }), money: fc.integer({ min: 1, max: 50 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.array(line, { minLength: 1, maxLength: 5 }), (held, played) => {
        const history = held.map((h) => row(String(h.n).padStart(2, '0'), h.money));
        const lines = played.map((p) => jodi(String(p.n).padStart(2, '0'), p.money));
        const stake = played.reduce((s, p) => s + p.money, 0);
        const added = played.map((p) => row(String(p.n).padStart(2, '0'), p.money));
        expect(verdict(lines, history, [...added, ...history], [1000, 1000 - stake])).toBe('placed');
      }),
    );
  });
});

describe('betVerdict: numbers, names and times as the server reads them', () => {
  const line = (type: 1 | 2 | 3, bet_numbers: string, bet_money = 10): BetLine => ({ bet_numbers, bet_money, type });

  it.each([
    // spaces around a number and a zero-padded digit are read as the number
    [line(1, ' 7 '), '07', 'placed'],
    [line(2, ' 5 '), '4', 'placed'],
    [line(2, '5'), ' 4 ', 'placed'],
    [line(3, '5'), '04', 'placed'],
    // a value the server reads as no number (or as another) is not that number
    [line(1, '101'), '01', 'notPlaced'],
    [line(1, '150'), '50', 'notPlaced'],
    [line(1, '+7'), '07', 'notPlaced'],
    [line(1, '7.0'), '07', 'notPlaced'],
    [line(2, '+5'), '4', 'notPlaced'],
    [line(2, '005'), '4', 'notPlaced'],
    [line(2, '5.0'), '4', 'notPlaced'],
    [line(2, '5'), '+4', 'notPlaced'],
    [line(3, '5'), '4.0', 'notPlaced'],
  ] as const)('a sent %j against a history number %j: %s', (sent, shown, expected) => {
    expect(verdict([sent], [], [row(shown, sent.bet_money, sent.type)])).toBe(expected);
  });

  it('the history game name is compared without surrounding spaces', () => {
    expect(verdict([jodi('07', 10)], [], [row('07', 10, 1, '2026-01-10 12:00:05', ' Shree Ganesh ')])).toBe('placed');
  });

  it('only one wallet reading known: the history alone decides', () => {
    expect(verdict([jodi('07', 10)], [], [row('07', 10)], [5, null])).toBe('placed');
  });

  it('without a mark: a bet at exactly the tap less the clock skew counts as recent', () => {
    expect(verdict([jodi('07', 10)], null, [row('07', 10, 1, '2026-01-10 11:55:00')])).toBe('unknown');
  });

  it.each([' 2026-01-10 11:54:59', '2026-01-10  11:54:59'])('without a mark: created_at %j is read (older than the skew: not placed)', (created_at) => {
    expect(verdict([jodi('07', 10)], null, [row('07', 10, 1, created_at)])).toBe('notPlaced');
  });
});
