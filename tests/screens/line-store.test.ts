import type { BetLine } from '../../domain/rules';
import { createLineStore } from '../../src/features/betting/lineStore';

const line = (n: string, money: number): BetLine => ({ bet_numbers: n, bet_money: money, type: 1 });

describe('the line store of CROSSING and COPY PASTE', () => {
  it('keeps the rows in the order added, each with an id of its own, and the total of what is left', () => {
    const store = createLineStore();
    const told = vi.fn();
    store.subscribe(told);
    store.add([line('12', 10), line('21', 10)]);
    store.add([line('55', 25)]);
    expect(store.rows().map((r) => r.line.bet_numbers)).toEqual(['12', '21', '55']);
    expect(new Set(store.rows().map((r) => r.id)).size).toBe(3);
    expect(store.total()).toBe(45);
    const before = store.rows();
    store.remove(store.rows()[1]!.id);
    expect(store.rows()).not.toBe(before); // a new snapshot: what reads it renders again
    expect(store.lines()).toEqual([line('12', 10), line('55', 25)]);
    expect(store.total()).toBe(35);
    expect(told).toHaveBeenCalledTimes(3);
  });

  it('tells no one of a change that changes nothing: no lines added, an unknown id, an empty table cleared', () => {
    const store = createLineStore();
    const told = vi.fn();
    store.subscribe(told);
    store.add([]);
    store.remove(7);
    store.clear();
    expect(told).not.toHaveBeenCalled();
    store.add([line('12', 10)]);
    store.clear();
    expect(store.rows()).toEqual([]);
    expect(store.total()).toBe(0);
    expect(told).toHaveBeenCalledTimes(2);
  });

  it('stops telling a listener that unsubscribed', () => {
    const store = createLineStore();
    const told = vi.fn();
    store.subscribe(told)();
    store.add([line('12', 10)]);
    expect(told).not.toHaveBeenCalled();
  });
});
