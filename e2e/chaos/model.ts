/**
 * The chaos player's own model of what a player should see (issue: chaos player), written from the spec and not
 * from the simulator's code: every wallet a player's actions move (the two players' and their inviters'), their
 * open bets by ticket, which markets still take bets, pending withdrawals. The simulator must agree with it after
 * every step; where a fault makes the outcome unknowable (a lost reply), the model takes the server's word once the
 * app's message has been checked against it.
 *
 * Rules, from spec §1–§5 and the decisions that read it:
 *  - a ticket's stake leaves the wallet at once; a declared result pays each winning line floor(stake × rate ÷ 100)
 *    (Jodi 9800, haruf 980 per ₹100);
 *  - the bettor's inviters at levels 1, 2 and 3 get floor(ticket total × percent ÷ 100) of every ticket (the
 *    "water" reward, spec §3 Promotion); a cancelled line gives back its share, so that what stays with each inviter
 *    is floor(paid × standing stake ÷ ticket total) (decision 084); what the inviter's wallet cannot give back is
 *    owed and taken from their next rewards;
 *  - a player's first approved recharge pays their direct inviter the first reward;
 *  - a withdrawal request leaves the wallet at once, a rejection gives it back, an approval keeps it gone;
 *  - a P2P transfer goes through only within the sender's balance and the limit, to another player.
 */

export interface ModelPlayer {
  id: string;
  mobile: string;
  balance: number;
}

export type BetKind = 'jodi' | 'ander' | 'bahar';

export interface ModelLine {
  kind: BetKind;
  /** '00'–'99' for jodi, '0'–'9' for ander / bahar */
  number: string;
  money: number;
}

/** The bet screen a ticket was played on (CROSSING and COPY PASTE lines are Jodi lines). */
export type BetScreen = 'JODI' | 'CROSSING' | 'COPY PASTE';

export interface ModelTicket {
  player: number;
  screen: BetScreen;
  market: string;
  /** the lines still standing (a cancelled line leaves) */
  lines: ModelLine[];
  total: number;
  /** what the ticket paid each inviter, by user id, and what cancellations took back of it */
  paid: Record<string, number>;
  reversed: Record<string, number>;
}

export interface Model {
  players: ModelPlayer[];
  /** every other wallet a player's actions move (their inviters'), by user id */
  others: Record<string, number>;
  /** per player, the user ids of their inviters at levels 1, 2 and 3 (as far as the tree goes) */
  inviters: string[][];
  /** the turnover reward per level, in percent of a ticket's total (the world's settings) */
  referralPercents: number[];
  /** the first-recharge reward to the direct inviter, and the users who have had an approved recharge */
  firstReward: number;
  recharged: string[];
  /** what cancellations could not yet take back from an inviter's wallet, by user id */
  owed: Record<string, number>;
  /** the player logged in on the phone, by index */
  at: number | null;
  /** markets that take bets now (a declared result closes today's session), and their names */
  openMarkets: string[];
  marketNames: Record<string, string>;
  /** placed tickets with lines still open, settled when their market's result is declared */
  tickets: ModelTicket[];
  /** withdrawal requests not yet approved or rejected */
  pendingWithdrawals: Array<{ player: number; amount: number }>;
  /** the next request of this call meets this fault (its outcome is then read from the server) */
  fault: { path: string; kind: string; body?: string } | null;
  /** rates per ₹100 staked (spec §1: 980 for ₹10 on a Jodi; 9.8× on a haruf) */
  rates: { jodi: number; haruf: number };
  /** P2P limit (spec §4), recharge minimum, withdrawal minimum */
  maxTransfer: number;
  minRecharge: number;
  minWithdrawal: number;
}

export const total = (lines: Array<{ money: number }>) => lines.reduce((s, l) => s + l.money, 0);

export const balanceOf = (m: Model, id: string): number => m.players.find((p) => p.id === id)?.balance ?? m.others[id] ?? 0;

/** Moves a wallet, a player's or another user's. */
function move(m: Model, id: string, amount: number): void {
  const p = m.players.find((x) => x.id === id);
  if (p) p.balance += amount;
  else m.others[id] = (m.others[id] ?? 0) + amount;
}

/** A referral reward: what the inviter still owes for cancelled bets is taken from it first. */
function reward(m: Model, id: string, amount: number): void {
  if (amount <= 0) return;
  move(m, id, amount);
  const collect = Math.min(amount, m.owed[id] ?? 0);
  if (collect > 0) {
    move(m, id, -collect);
    m.owed[id] = (m.owed[id] ?? 0) - collect;
  }
}

/** What a PLAY of these lines must do when its reply arrives intact: placed (and the debit) or refused. */
export function playOutcome(m: Model, player: number, market: string, lines: Array<{ money: number }>): 'placed' | 'refused' {
  if (!m.openMarkets.includes(market)) return 'refused';
  const p = m.players[player];
  if (!p || lines.length === 0 || lines.some((l) => !Number.isInteger(l.money) || l.money < 1)) return 'refused';
  return total(lines) <= p.balance ? 'placed' : 'refused';
}

/** A placed ticket: the stake leaves the wallet, and each inviter up the tree gets floor(total × percent ÷ 100). */
export function place(m: Model, player: number, market: string, lines: ModelLine[], screen: BetScreen = 'JODI'): void {
  const p = m.players[player] as ModelPlayer;
  const t: ModelTicket = { player, screen, market, lines: lines.map((l) => ({ ...l })), total: total(lines), paid: {}, reversed: {} };
  p.balance -= t.total;
  (m.inviters[player] ?? []).forEach((id, level) => {
    const amount = Math.floor((t.total * (m.referralPercents[level] ?? 0)) / 100);
    t.paid[id] = amount;
    t.reversed[id] = 0;
    reward(m, id, amount);
  });
  m.tickets.push(t);
}

/** The open tickets holding a line like this one (the player's cancel names a line, not its ticket). */
export function ticketsWith(m: Model, player: number, market: string, line: ModelLine): number[] {
  return m.tickets.flatMap((t, i) => (t.player === player && t.market === market && t.lines.some((l) => l.kind === line.kind && l.number === line.number && l.money === line.money) ? [i] : []));
}

/** A cancelled line: its stake back to the bettor, its share of the ticket's rewards back from each inviter. */
export function cancel(m: Model, ticketIndex: number, line: ModelLine): void {
  const t = m.tickets[ticketIndex] as ModelTicket;
  const at = t.lines.findIndex((l) => l.kind === line.kind && l.number === line.number && l.money === line.money);
  if (at < 0) throw new Error('no such line');
  t.lines.splice(at, 1);
  move(m, (m.players[t.player] as ModelPlayer).id, line.money);
  const standing = total(t.lines);
  for (const [id, paid] of Object.entries(t.paid)) {
    const due = paid - (t.reversed[id] ?? 0) - Math.floor((paid * standing) / t.total);
    if (due <= 0) continue;
    t.reversed[id] = (t.reversed[id] ?? 0) + due;
    const take = Math.min(due, balanceOf(m, id));
    move(m, id, -take);
    if (due > take) m.owed[id] = (m.owed[id] ?? 0) + due - take;
  }
  if (t.lines.length === 0) m.tickets.splice(ticketIndex, 1);
}

/** A winning line a declared result paid. */
export interface Win {
  player: number;
  screen: BetScreen;
  kind: BetKind;
  payout: number;
}

const wins = (bet: ModelLine, number: string) => (bet.kind === 'jodi' ? bet.number === number : bet.number === number[bet.kind === 'ander' ? 0 : 1]);

/** A declared result: every open line of the market is settled, winners paid floor(stake × rate ÷ 100); the wins. */
export function declare(m: Model, market: string, number: string): Win[] {
  const paid: Win[] = [];
  for (const t of m.tickets.filter((x) => x.market === market)) {
    for (const bet of t.lines.filter((b) => wins(b, number))) {
      const payout = Math.floor((bet.money * (bet.kind === 'jodi' ? m.rates.jodi : m.rates.haruf)) / 100);
      (m.players[t.player] as ModelPlayer).balance += payout;
      paid.push({ player: t.player, screen: t.screen, kind: bet.kind, payout });
    }
  }
  m.tickets = m.tickets.filter((x) => x.market !== market);
  m.openMarkets = m.openMarkets.filter((x) => x !== market);
  return paid;
}

/**
 * A result that makes an open line win: the lines of the open markets' tickets grouped by bet kind (screen and kind),
 * a group picked by `pick` so that every kind held is aimed at alike, then a line of it. The result is the line's Jodi
 * number, or for a haruf a number with that digit first (Ander) or second (Bahar); null when no open market holds a
 * line.
 */
export function winningDraw(m: Model, pick: number): { market: string; number: string } | null {
  const groups = new Map<string, Array<{ market: string; line: ModelLine }>>();
  for (const t of m.tickets.filter((x) => m.openMarkets.includes(x.market))) {
    for (const line of t.lines) {
      const key = `${t.screen}:${line.kind}`;
      groups.set(key, [...(groups.get(key) ?? []), { market: t.market, line }]);
    }
  }
  const kinds = [...groups.values()];
  const group = kinds[pick % Math.max(kinds.length, 1)];
  const at = group?.[Math.floor(pick / kinds.length) % group.length];
  if (!at) return null;
  const other = String(pick % 10);
  const { kind, number } = at.line;
  return { market: at.market, number: kind === 'jodi' ? number : kind === 'ander' ? number + other : other + number };
}

const lineKey = (l: ModelLine) => `${l.kind}:${l.number}:${l.money}`;

/** Whether the player holds a ticket on the market with exactly these lines (a PLAY of them repeats a bet). */
export function heldTicket(m: Model, player: number, market: string, lines: ModelLine[]): boolean {
  const key = lines.map(lineKey).sort().join();
  return m.tickets.some((t) => t.player === player && t.market === market && t.lines.map(lineKey).sort().join() === key);
}

/** A P2P transfer: it goes through only within the sender's balance and the limit, to another player. */
export function transferOutcome(m: Model, from: number, to: number, amount: number): 'sent' | 'refused' {
  const p = m.players[from];
  if (!p || from === to || !Number.isInteger(amount) || amount < 1 || amount > m.maxTransfer || amount > p.balance) return 'refused';
  return 'sent';
}

export function transfer(m: Model, from: number, to: number, amount: number): void {
  (m.players[from] as ModelPlayer).balance -= amount;
  (m.players[to] as ModelPlayer).balance += amount;
}

/** An approved recharge: the amount in, and on the player's first one ever the first reward to their inviter. */
export function recharge(m: Model, player: number, amount: number): void {
  const p = m.players[player] as ModelPlayer;
  p.balance += amount;
  if (!m.recharged.includes(p.id)) {
    m.recharged.push(p.id);
    const inviter = m.inviters[player]?.[0];
    if (inviter) reward(m, inviter, m.firstReward);
  }
}

/** A withdrawal request within the hours: refused under the minimum or over the wallet, else the amount leaves. */
export function withdrawalOutcome(m: Model, player: number, amount: number): 'sent' | 'refused' {
  const p = m.players[player];
  if (!p || !Number.isInteger(amount) || amount < 1 || amount > p.balance || amount < m.minWithdrawal) return 'refused';
  return 'sent';
}

export function requestWithdrawal(m: Model, player: number, amount: number): void {
  (m.players[player] as ModelPlayer).balance -= amount;
  m.pendingWithdrawals.push({ player, amount });
}

/** The admin settles the oldest pending request: a rejection gives the amount back. */
export function settleWithdrawal(m: Model, approve: boolean): void {
  const w = m.pendingWithdrawals.shift();
  if (w && !approve) (m.players[w.player] as ModelPlayer).balance += w.amount;
}

/** The inviters of a user at levels 1–3, from each user's referrer link. */
export function inviterChain(users: Array<{ id: string; referrer?: string | null }>, id: string): string[] {
  const chain: string[] = [];
  let at = users.find((u) => u.id === id)?.referrer;
  while (at && chain.length < 3) {
    chain.push(at);
    at = users.find((u) => u.id === at)?.referrer;
  }
  return chain;
}

/** Crossing (spec §5): every ordered pair of the first 6 digits typed, repeats included. */
export function crossingLines(typed: string, money: number): ModelLine[] {
  const d = typed.replace(/\D/g, '').slice(0, 6);
  return [...d].flatMap((a) => [...d].map((b) => ({ kind: 'jodi' as const, number: a + b, money })));
}

/** Copy Paste (spec §5): an even digit string in pairs; With Palti each pair's reverse too (a double only once). */
export function copyPasteLines(typed: string, palti: boolean, money: number): ModelLine[] | 'odd' {
  const d = typed.replace(/\D/g, '');
  if (d.length % 2) return 'odd';
  const out: ModelLine[] = [];
  for (let i = 0; i < d.length; i += 2) {
    const [a, b] = [d[i] as string, d[i + 1] as string];
    out.push({ kind: 'jodi', number: a + b, money });
    if (palti && a !== b) out.push({ kind: 'jodi', number: b + a, money });
  }
  return out;
}
