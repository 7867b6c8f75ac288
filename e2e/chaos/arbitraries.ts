/**
 * What the chaos player does, and how often (fast-check picks each entry of the list alike, so an entry given twice
 * comes twice as often). Besides the player's moves, weighted so that each situation showing a known defect is met
 * within minutes (coverage.ts): a result aimed at a line the players hold (wins settle for every bet kind), the same
 * bet again with its reply lost, a tap and a reload while 'Processing...'.
 */
import fc from 'fast-check';
import { CancelBet, PlayAtClose, PlayJodi, PlayLines, RepeatBet, SecondTab, type Cell } from './commands/bets';
import { AdminPost, DeclareResult, FaultNext, SettleWithdrawal } from './commands/environment';
import { AddBankCard, Back, ChatSend, CopyPromotionLink, Offline, Reload, SaveReceipt } from './commands/screens';
import { Login, Logout } from './commands/session';
import type { Command, Fault, FaultTarget } from './commands/shared';
import { Recharge, Transfer, Withdraw } from './commands/wallet';
import type { BetKind } from './model';

const amount = fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 1, max: 400 }).map(String) }, { weight: 1, arbitrary: fc.constantFrom('2.5', '0', '99999') });
const cell: fc.Arbitrary<Cell> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant<BetKind>('jodi'), number: fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0')), typed: amount }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom<BetKind>('ander', 'bahar'), number: fc.integer({ min: 0, max: 9 }).map(String), typed: amount }) },
);
const market = fc.integer({ min: 0, max: 8 });
/** digits as a player types or pastes them: plain, with spaces or dashes, too many, none */
const digits = fc.oneof(
  { weight: 6, arbitrary: fc.stringMatching(/^[0-9]{1,6}$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^[0-9]{2}( |-)[0-9]{2}( [0-9]{2})?$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^[0-9]{7,9}$/) },
  { weight: 1, arbitrary: fc.constantFrom('', 'ab', ' ') },
);
const text = fc.constantFrom('When is the Gali result?', 'Kal ka number?', 'धन्यवाद', 'ok 👍', '56 78 x 10');
const faultKinds = fc.constantFrom<Omit<Fault, 'path'>>({ kind: 'network' }, { kind: 'malformed', body: 'html' }, { kind: 'malformed', body: 'truncated' }, { kind: 'malformed', body: 'notice' }, { kind: 'status', status: 503 }, { kind: 'hang' }, { kind: 'latency', latencyMs: 3000 });
const faultPath = fc.constantFrom<FaultTarget>('game_bet', 'game_bet', 'withdraw_money', 'p2pTransfer');

/** Faults after which the player's identical bet again must not be taken as placed: the call lost, or its reply. */
const lostKinds = fc.constantFrom<Omit<Fault, 'path'>>({ kind: 'network' }, { kind: 'malformed', body: 'html' }, { kind: 'status', status: 503 }, { kind: 'malformed', body: 'truncated' }, { kind: 'hang' });
/** an entry listed n times: fast-check then picks it n times as often */
const times = <T>(n: number, a: fc.Arbitrary<T>) => Array.from({ length: n }, () => a);

export function commandsFor(faults: 'none' | 'light' | 'heavy'): Array<fc.Arbitrary<Command>> {
  const faultWeight = { none: 0, light: 1, heavy: 4 }[faults];
  const cells = fc.array(cell, { minLength: 1, maxLength: 3 });
  return [
    fc.record({ who: fc.integer({ min: 0, max: 1 }), wrong: fc.boolean() }).map(({ who, wrong }) => new Login(who, wrong)),
    fc.constant(new Logout()),
    fc.record({ cells, doubleTap: fc.boolean(), offline: fc.oneof({ weight: 6, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }), market }).map((c) => new PlayJodi(c.cells, c.doubleTap, c.offline, c.market)),
    fc.record({ cells, market }).map((c) => new PlayJodi(c.cells, false, false, c.market)),
    fc.record({ digits, amount: fc.integer({ min: 1, max: 60 }), doubleTap: fc.boolean(), market }).map((c) => new PlayLines('crossing', c.digits, c.amount, false, c.doubleTap, c.market)),
    fc.record({ digits, amount: fc.integer({ min: 1, max: 200 }), palti: fc.boolean(), doubleTap: fc.boolean(), market }).map((c) => new PlayLines('copypaste', c.digits, c.amount, c.palti, c.doubleTap, c.market)),
    fc.integer({ min: 0, max: 9 }).map((n) => new CancelBet(n)),
    fc.record({ amount: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 100, max: 5000 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 99 }) }), approve: fc.boolean() }).map((c) => new Recharge(c.amount, c.approve)),
    fc.record({ amount: fc.oneof(fc.integer({ min: 500, max: 3000 }), fc.integer({ min: 1, max: 499 }), fc.integer({ min: 20_000, max: 90_000 })), inHours: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }) }).map((c) => new Withdraw(c.amount, c.inHours)),
    fc.oneof(fc.integer({ min: 1, max: 600 }).map(String), fc.constantFrom('1.5', '30000')).map((a) => new Transfer(a)),
    text.map((t) => new ChatSend(t)),
    fc.constant(new Reload()),
    fc.boolean().map((f) => new Back(f)),
    fc.record({ n: fc.integer({ min: 0, max: 99 }), money: fc.integer({ min: 1, max: 100 }) }).map((c) => new SecondTab(String(c.n).padStart(2, '0'), c.money)),
    fc.constantFrom('Home', 'History', 'Chat', 'Share').map((to) => new Offline(to)),
    fc.boolean().map((resend) => new AddBankCard(resend)),
    fc.constant(new CopyPromotionLink()),
    fc.constant(new SaveReceipt()),
    fc.record({ market, n: fc.integer({ min: 0, max: 99 }), money: fc.integer({ min: 1, max: 100 }) }).map((c) => new PlayAtClose(c.market, String(c.n).padStart(2, '0'), c.money)),
    fc.integer({ min: 0, max: 99 }).map((n) => new DeclareResult(String(n).padStart(2, '0'))),
    fc.boolean().map((a) => new SettleWithdrawal(a)),
    text.map((t) => new AdminPost(`Admin: ${t}`)),
    // weighted towards the situations that show the known defects (coverage.ts)
    ...times(3, fc.record({ aim: fc.nat(999), n: fc.integer({ min: 0, max: 99 }) }).map((c) => new DeclareResult(String(c.n).padStart(2, '0'), c.aim))),
    ...times(4, fc.record({ f: faultWeight ? lostKinds : fc.constant<Omit<Fault, 'path'>>({ kind: 'latency', latencyMs: 3000 }), pick: fc.nat(99) }).map((c) => new RepeatBet(c.f, c.pick))),
    ...times(2, fc.record({ cells, market }).map((c) => new PlayJodi(c.cells, false, false, c.market, 'tap'))),
    ...times(2, fc.record({ cells, market }).map((c) => new PlayJodi(c.cells, false, false, c.market, 'reload'))),
    ...times(faultWeight, fc.record({ path: faultPath, f: faultKinds }).map(({ path, f }) => new FaultNext({ path, ...f }))),
    // a withdrawal whose reply is lost: an armed fault alone is met by a withdrawal the client itself refuses too often
    ...times(faultWeight && 1, fc.record({ amount: fc.integer({ min: 500, max: 2000 }), f: lostKinds }).map((c) => new Withdraw(c.amount, true, c.f))),
  ];
}
