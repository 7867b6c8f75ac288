import { CANCEL_CUTOFF, STOCK_TAKE_END, canCancelBet, inStockTake } from './cancelCutoff';

const ist = (h: number, m: number, s = 0) => Date.UTC(2026, 0, 10, h, m, s) - 330 * 60_000;

describe('cancel cut-off (risk disclosure: 01:30, stock-take 01:30–05:30 IST)', () => {
  it('names the times the risk text states', () => {
    expect([CANCEL_CUTOFF, STOCK_TAKE_END]).toEqual(['01:30', '05:30']);
  });
  it('is closed from 01:30:00 until 05:29:59 and open at 05:30', () => {
    expect(inStockTake(ist(1, 29, 59))).toBe(false);
    expect(inStockTake(ist(1, 30))).toBe(true);
    expect(inStockTake(ist(3, 30))).toBe(true);
    expect(inStockTake(ist(5, 29, 59))).toBe(true);
    expect(inStockTake(ist(5, 30))).toBe(false);
    expect(inStockTake(ist(23, 0))).toBe(false);
  });
  it('offers cancel only for undeclared bets outside the stock-take', () => {
    expect(canCancelBet('0', ist(12, 0))).toBe(true);
    expect(canCancelBet('1', ist(12, 0))).toBe(false);
    expect(canCancelBet('2', ist(12, 0))).toBe(false);
    expect(canCancelBet('0', ist(2, 0))).toBe(false);
    expect(canCancelBet('0', new Date(ist(0, 59)))).toBe(true);
    // the history's isResult as PHP may print it, padded
    expect(canCancelBet(' 0 ', ist(12, 0))).toBe(true);
    expect(canCancelBet(' 1', ist(12, 0))).toBe(false);
  });
  it('follows IST whatever the machine zone: 20:00 UTC is 01:30 IST', () => {
    expect(inStockTake(Date.UTC(2026, 0, 10, 20, 0))).toBe(true);
  });
});
