import { betIsPlaced, CLOCK_SKEW_MS } from './placedBet';
import type { BetLine } from './index';

const T0 = Date.parse('2026-01-10T06:30:00Z'); // 12:00:00 IST
const GAME = 'Shree Ganesh';
const row = (game_number: string, money: number | string, type: number | string = 1, created_at = '2026-01-10 12:00:05', game_name = GAME) => ({
  game_name,
  type,
  game_number,
  money,
  created_at,
});
const jodi = (bet_numbers: string, bet_money: number): BetLine => ({ bet_numbers, bet_money, type: 1 });

describe('betIsPlaced: is the bet of a PLAY in the bid history?', () => {
  it('every line found (same game, number, type and amount, placed after the tap)', () => {
    const lines: BetLine[] = [jodi('07', 10), jodi('42', 25), { bet_numbers: '4', bet_money: 5, type: 2 }, { bet_numbers: '10', bet_money: 20, type: 3 }];
    const history = [row('07', '10'), row('42', 25), row('3', '5', '2'), row('9', '20', 3), row('55', 10, 1, '2026-01-09 10:00:00')];
    expect(betIsPlaced({ gameName: GAME, lines, history, since: T0 })).toBe(true);
  });

  it("grid positions and two-digit numbers name the same jodi ('7' is 07, position 100 is 00)", () => {
    expect(betIsPlaced({ gameName: GAME, lines: [jodi('7', 10), jodi('100', 5)], history: [row('07', 10), row('00', 5)], since: T0 })).toBe(true);
    expect(betIsPlaced({ gameName: GAME, lines: [jodi('07', 10)], history: [row('7', 10)], since: T0 })).toBe(true);
  });

  it('a line missing, another amount, another game or another kind → not placed', () => {
    const lines = [jodi('07', 10), jodi('42', 25)];
    expect(betIsPlaced({ gameName: GAME, lines, history: [row('07', 10)], since: T0 })).toBe(false);
    expect(betIsPlaced({ gameName: GAME, lines, history: [row('07', 10), row('42', 20)], since: T0 })).toBe(false);
    expect(betIsPlaced({ gameName: GAME, lines, history: [row('07', 10), row('42', 25, 1, '2026-01-10 12:00:05', 'Gali')], since: T0 })).toBe(false);
    expect(betIsPlaced({ gameName: GAME, lines: [{ bet_numbers: '4', bet_money: 5, type: 2 }], history: [row('3', 5, 3)], since: T0 })).toBe(false);
  });

  it('the game name is compared without case or surrounding spaces', () => {
    expect(betIsPlaced({ gameName: ' shree ganesh ', lines: [jodi('07', 10)], history: [row('07', 10, 1, '2026-01-10 12:00:05', 'SHREE GANESH')], since: T0 })).toBe(true);
  });

  it(`only bets placed after the tap count, allowing ${CLOCK_SKEW_MS / 60_000} minutes of clock difference`, () => {
    const lines = [jodi('07', 10)];
    expect(betIsPlaced({ gameName: GAME, lines, history: [row('07', 10, 1, '2026-01-10 11:56:00')], since: T0 })).toBe(true);
    expect(betIsPlaced({ gameName: GAME, lines, history: [row('07', 10, 1, '2026-01-10 11:54:59')], since: T0 })).toBe(false);
    expect(betIsPlaced({ gameName: GAME, lines, history: [row('07', 10, 1, '2026-01-09 12:00:00')], since: T0 })).toBe(false);
  });

  it('each history line answers for one bet line: the same number twice needs two bets', () => {
    const lines = [jodi('12', 10), jodi('12', 10)];
    expect(betIsPlaced({ gameName: GAME, lines, history: [row('12', 10)], since: T0 })).toBe(false);
    expect(betIsPlaced({ gameName: GAME, lines, history: [row('12', 10), row('12', 10)], since: T0 })).toBe(true);
  });

  it('an unreadable placement time counts as recent (the safe side: never invite a second bet by mistake)', () => {
    expect(betIsPlaced({ gameName: GAME, lines: [jodi('07', 10)], history: [row('07', 10, 1, 'yesterday')], since: T0 })).toBe(true);
  });

  it('no lines is never a placed bet', () => {
    expect(betIsPlaced({ gameName: GAME, lines: [], history: [row('07', 10)], since: T0 })).toBe(false);
  });
});
