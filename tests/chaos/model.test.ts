import { describe, expect, it } from 'vitest';
import { balanceOf, cancel, copyPasteLines, crossingLines, declare, heldTicket, inviterChain, place, recharge, requestWithdrawal, settleWithdrawal, ticketsWith, winningDraw, withdrawalOutcome, type Model } from '../../e2e/chaos/model';

/** Player 1 (id 2) was invited by player 0 (id 1), who was invited by user 9 (not a player). */
function model(): Model {
  return {
    players: [
      { id: '1', mobile: '9876543210', balance: 1000 },
      { id: '2', mobile: '9876543211', balance: 500 },
    ],
    others: { '9': 0 },
    inviters: [['9'], ['1', '9']],
    referralPercents: [5, 3, 1],
    firstReward: 50,
    recharged: [],
    owed: {},
    at: 1,
    openMarkets: ['7'],
    marketNames: { '7': 'GALI' },
    tickets: [],
    pendingWithdrawals: [],
    fault: null,
    rates: { jodi: 9800, haruf: 980 },
    maxTransfer: 25_000,
    minRecharge: 100,
    minWithdrawal: 500,
  };
}

describe('the chaos player model', () => {
  it('chaos seed 1761221717: an invitee’s ₹20 bet pays the inviter floor(5 % × 20) = ₹1, the next level floor(3 % × 20) = 0', () => {
    const m = model();
    place(m, 1, '7', [{ kind: 'ander', number: '0', money: 20 }]);
    expect(m.players.map((p) => p.balance)).toEqual([1001, 480]);
    expect(m.others['9']).toBe(0);
  });

  it('the inviter chain stops at 3 levels', () => {
    const users = [{ id: 'a', referrer: 'b' }, { id: 'b', referrer: 'c' }, { id: 'c', referrer: 'd' }, { id: 'd', referrer: 'e' }, { id: 'e', referrer: null }];
    expect(inviterChain(users, 'a')).toEqual(['b', 'c', 'd']);
    expect(inviterChain(users, 'e')).toEqual([]);
  });

  it('a ticket cancelled line by line gives back exactly what it paid; a win pays the rate', () => {
    const m = model();
    place(m, 1, '7', crossingLines('12', 50));
    expect(balanceOf(m, '1')).toBe(1010);
    expect(balanceOf(m, '9')).toBe(6);
    for (const n of ['11', '12', '21']) cancel(m, ticketsWith(m, 1, '7', { kind: 'jodi', number: n, money: 50 })[0]!, { kind: 'jodi', number: n, money: 50 });
    // 50 of 200 stands: floor(10 × 50 / 200) = 2 stays with level 1, floor(6 × 50 / 200) = 1 with level 2
    expect([balanceOf(m, '1'), balanceOf(m, '9'), balanceOf(m, '2')]).toEqual([1002, 1, 450]);
    declare(m, '7', '22');
    expect(balanceOf(m, '2')).toBe(450 + 4900);
    expect(m.tickets).toEqual([]);
    expect(m.openMarkets).toEqual([]);
  });

  it('a reversal the inviter cannot pay is owed and taken from the next reward', () => {
    const m = model();
    place(m, 1, '7', [{ kind: 'jodi', number: '05', money: 400 }]);
    m.others['9'] = 3; // spent 9 of the 12 it was paid
    cancel(m, 0, { kind: 'jodi', number: '05', money: 400 });
    expect([balanceOf(m, '9'), m.owed['9']]).toEqual([0, 9]);
    place(m, 1, '7', [{ kind: 'jodi', number: '05', money: 100 }]);
    expect([balanceOf(m, '9'), m.owed['9']]).toEqual([0, 6]);
  });

  it('the first approved recharge pays the direct inviter once', () => {
    const m = model();
    recharge(m, 1, 500);
    recharge(m, 1, 500);
    expect([balanceOf(m, '2'), balanceOf(m, '1')]).toEqual([1500, 1050]);
  });

  it('a withdrawal leaves at once; a rejection gives it back', () => {
    const m = model();
    expect(withdrawalOutcome(m, 0, 499)).toBe('refused');
    expect(withdrawalOutcome(m, 0, 1001)).toBe('refused');
    expect(withdrawalOutcome(m, 0, 600)).toBe('sent');
    requestWithdrawal(m, 0, 600);
    requestWithdrawal(m, 0, 400);
    settleWithdrawal(m, true);
    settleWithdrawal(m, false);
    expect(balanceOf(m, '1')).toBe(400);
  });

  it('Copy Paste lines: pairs, With Palti reversed, an odd count refused', () => {
    expect(copyPasteLines('1 2 3 4', true, 10)).toMatchObject([{ number: '12' }, { number: '21' }, { number: '34' }, { number: '43' }]);
    expect(copyPasteLines('1122', true, 10)).toMatchObject([{ number: '11' }, { number: '22' }]);
    expect(copyPasteLines('123', false, 10)).toBe('odd');
    expect(crossingLines('1234567', 5)).toHaveLength(36);
  });

  it('a declared result names each win with the screen its ticket came from, paid at its own rate', () => {
    const m = model();
    m.openMarkets = ['7', '8'];
    place(m, 0, '7', [{ kind: 'jodi', number: '12', money: 10 }, { kind: 'ander', number: '1', money: 10 }], 'JODI');
    place(m, 0, '7', crossingLines('12', 10), 'CROSSING');
    place(m, 1, '7', [{ kind: 'bahar', number: '2', money: 10 }], 'JODI');
    place(m, 1, '8', [{ kind: 'jodi', number: '12', money: 10 }], 'COPY PASTE');
    const wins = declare(m, '7', '12');
    expect(wins).toEqual([
      { player: 0, screen: 'JODI', kind: 'jodi', payout: 980 },
      { player: 0, screen: 'JODI', kind: 'ander', payout: 98 },
      { player: 0, screen: 'CROSSING', kind: 'jodi', payout: 980 },
      { player: 1, screen: 'JODI', kind: 'bahar', payout: 98 },
    ]);
    expect(declare(m, '8', '34')).toEqual([]);
  });

  it('a winning draw makes the picked open line win: the Jodi number, or a result whose first (Ander) or second (Bahar) digit is the haruf', () => {
    const m = model();
    m.openMarkets = ['7', '8'];
    expect(winningDraw(m, 0)).toBeNull();
    place(m, 0, '8', [{ kind: 'jodi', number: '45', money: 10 }, { kind: 'ander', number: '3', money: 10 }, { kind: 'bahar', number: '6', money: 10 }]);
    const draws = [0, 1, 2, 3, 4, 5].map((pick) => winningDraw(m, pick));
    for (const d of draws) {
      expect(d?.market).toBe('8');
      const trial = structuredClone(m);
      expect(declare(trial, d!.market, d!.number).length, `declare ${d!.number}`).toBeGreaterThan(0);
    }
    expect(new Set(draws.map((d) => d!.number)).size).toBeGreaterThan(2);
  });

  it('aims at every bet kind held alike, however many lines one kind holds', () => {
    const m = model();
    m.openMarkets = ['7'];
    place(m, 0, '7', crossingLines('123456', 1), 'CROSSING');
    place(m, 0, '7', [{ kind: 'bahar', number: '4', money: 10 }]);
    const kinds = [0, 1].map((pick) => {
      const trial = structuredClone(m);
      const d = winningDraw(trial, pick)!;
      return declare(trial, d.market, d.number).map((w) => `${w.screen} ${w.kind}`);
    });
    expect(kinds.flat()).toContain('JODI bahar');
    expect(kinds.flat()).toContain('CROSSING jodi');
  });

  it('a held ticket with the very same lines is found (an identical bet repeated), a different one is not', () => {
    const m = model();
    place(m, 0, '7', [{ kind: 'jodi', number: '05', money: 40 }, { kind: 'ander', number: '3', money: 10 }]);
    expect(heldTicket(m, 0, '7', [{ kind: 'ander', number: '3', money: 10 }, { kind: 'jodi', number: '05', money: 40 }])).toBe(true);
    expect(heldTicket(m, 0, '7', [{ kind: 'jodi', number: '05', money: 40 }])).toBe(false);
    expect(heldTicket(m, 1, '7', [{ kind: 'jodi', number: '05', money: 40 }, { kind: 'ander', number: '3', money: 10 }])).toBe(false);
  });
});
