/**
 * The chaos player's own model of what a player should see (issue: chaos player), written from the spec and not
 * from the simulator's code: each player's wallet, their open bets, which markets still take bets. The simulator
 * must agree with it after every step; where a fault makes the outcome unknowable (a lost reply), the model takes
 * the server's word once the app's message has been checked against it.
 */

export interface ModelPlayer {
  id: string;
  mobile: string;
  balance: number;
}

export type BetKind = 'jodi' | 'ander' | 'bahar';

export interface ModelBet {
  player: number;
  market: string;
  kind: BetKind;
  /** '00'–'99' for jodi, '0'–'9' for ander / bahar */
  number: string;
  money: number;
}

export interface Model {
  players: ModelPlayer[];
  /** the player logged in on the phone, by index */
  at: number | null;
  /** markets that take bets now (a declared result closes today's session) */
  openMarkets: string[];
  /** open bets, settled when their market's result is declared */
  bets: ModelBet[];
  /** the next game_bet's reply is spoiled by this fault (its outcome is then read from the server) */
  fault: string | null;
  /** rates per ₹100 staked (spec §1: 980 for ₹10 on a Jodi; 9.8× on a haruf) */
  rates: { jodi: number; haruf: number };
  /** P2P limit (spec §4) */
  maxTransfer: number;
}

export const total = (lines: Array<{ money: number }>) => lines.reduce((s, l) => s + l.money, 0);

/** What a PLAY of these lines must do when its reply arrives intact: placed (and the debit) or refused. */
export function playOutcome(m: Model, player: number, market: string, lines: Array<{ money: number }>): 'placed' | 'refused' {
  if (!m.openMarkets.includes(market)) return 'refused';
  const p = m.players[player];
  if (!p || lines.length === 0 || lines.some((l) => !Number.isInteger(l.money) || l.money < 1)) return 'refused';
  return total(lines) <= p.balance ? 'placed' : 'refused';
}

export function place(m: Model, player: number, market: string, lines: Array<Omit<ModelBet, 'player' | 'market'>>): void {
  const p = m.players[player] as ModelPlayer;
  p.balance -= total(lines);
  for (const l of lines) m.bets.push({ ...l, player, market });
}

/** A declared result: every open bet of the market is settled, winners paid floor(stake × rate ÷ 100). */
export function declare(m: Model, market: string, number: string): void {
  const [a, b] = [number[0], number[1]];
  for (const bet of m.bets.filter((x) => x.market === market)) {
    const won = bet.kind === 'jodi' ? bet.number === number : bet.kind === 'ander' ? bet.number === a : bet.number === b;
    if (won) (m.players[bet.player] as ModelPlayer).balance += Math.floor((bet.money * (bet.kind === 'jodi' ? m.rates.jodi : m.rates.haruf)) / 100);
  }
  m.bets = m.bets.filter((x) => x.market !== market);
  m.openMarkets = m.openMarkets.filter((x) => x !== market);
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
