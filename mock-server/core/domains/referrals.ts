/**
 * Referrals: a 3-level tree and the rewards it earns. The domain keeps no slice of its own — the tree is the users'
 * `referrer` links (set at registration from `refcode`, or from the login `refferal` field when a login creates the
 * user) and every reward is a ledger line of kind 'reward' — so bonus, people and contribution are derived, never
 * stored.
 *
 * Rewards (settings `referralPercents` and `referralFirstReward`), paid by listeners on the domain events, inside
 * the operation that emitted them:
 *  - first reward: on an invitee's first approved recharge (ever — a later recharge never pays it, whatever the
 *    setting was then), `referralFirstReward` rupees to the direct inviter (level 1 only);
 *    line 'Referral bonus credited — first recharge by 98******11', ref = the payment id.
 *  - turnover ("water") reward: on every bet placement, the inviters at levels 1, 2 and 3 above the bettor get
 *    floor(ticket total × referralPercents[level − 1] ÷ 100) rupees;
 *    line 'Referral commission credited — level 2, 3% of ₹200 bet by 98******13', ref = the bet ticket.
 *    A cancelled bet takes its commission back (decision 084): the bet line's share of what its ticket paid each
 *    inviter, so that what stays is floor(paid × standing stake ÷ ticket total) and a ticket cancelled line by line
 *    gives back exactly what it paid; line 'Referral commission reversed — ₹100 bet by 98******13 cancelled',
 *    ref = the ticket. The wallet never goes below zero: what it does not hold is recorded on that line as `owed`
 *    and collected from the inviter's next rewards ('Referral commission reversal collected — owed for cancelled
 *    bets', ref 'owed').
 *  - a reward of 0 rupees writes no line. Descriptions say 'credited' (the client shows a credit, spec §4) and not
 *    'earned', which the client keeps for winnings (the 'win' history view).
 *
 * Derived figures (spec §3 Promotion), for a player P:
 *  - level1..3: how many users P's tree holds at each depth; people = level1 + level2 + level3;
 *  - con (contribution): the turnover of P's tree — the stake its members (levels 1–3) have placed and not cancelled:
 *    the amount P's water rewards stand on;
 *  - bonus: the sum of P's 'reward' lines (first and water rewards, less what cancellations took back);
 *  - owed (`owedBy`): what cancellations could not yet take back from P's wallet.
 *
 * Cost: one index per loaded world (`w.derived`), built once from the users and the ledger and then kept in step —
 * the reward listeners add what they post, and the children lists catch up on users created since (user ids are
 * issued in sequence by users.createUser, so the new ones are read by id, without a hook there). A promotion or an
 * invite list then costs O(P's tree): counts, turnover and rewards per member are map lookups.
 */
import type { PromotionFigures } from '../../../domain/wire';
import { fail, type Result } from '../result';
import type { World } from '../state';
import { post, type LedgerLine } from './ledger';
import { betById } from './bets';
import { balance } from './ledger';
import { paymentById } from './payments';
import { DEFAULT_SETTINGS } from './settings';
import { userById, type User } from './users';
import { serverText } from '../../../domain/serverTexts';

export const LEVELS = 3;
export type Level = 1 | 2 | 3;

/** What one invitee's activity earned one inviter. */
export interface Earned {
  water: number;
  first: number;
}

interface RewardBook {
  /** every reward line of the inviter, attributed or not */
  total: number;
  byInvitee: Map<string, Earned>;
}

/** A ticket that paid water rewards: its stake, the stake still standing, and each inviter's paid and taken back. */
interface TicketRewards {
  total: number;
  standing: number;
  inviters: Map<string, { paid: number; reversed: number }>;
}

/** The ref of the lines that collect an inviter's owed reversals. */
const OWED_REF = 'owed';

interface ReferralIndex {
  /** invitee ids by inviter id, in registration order */
  children: Map<string, string[]>;
  /** users.lastId the children lists are complete up to */
  usersSeen: number;
  /** stake placed per user: the sum of their bet tickets */
  turnover: Map<string, number>;
  /** each user's first approved recharge (payment id) */
  firstRecharge: Map<string, string>;
  /** rewards by inviter id */
  rewards: Map<string, RewardBook>;
  /** tickets that paid water rewards */
  tickets: Map<string, TicketRewards>;
  /** reversals not yet taken back, by inviter id */
  owed: Map<string, number>;
}

const KEY = 'referrals';

function addChild(ix: ReferralIndex, u: User): void {
  if (!u.referrer || u.referrer === u.id) return;
  const list = ix.children.get(u.referrer);
  if (list) list.push(u.id);
  else ix.children.set(u.referrer, [u.id]);
}

function credit(ix: ReferralIndex, inviter: string, invitee: string | undefined, kind: keyof Earned, amount: number): void {
  let book = ix.rewards.get(inviter);
  if (!book) ix.rewards.set(inviter, (book = { total: 0, byInvitee: new Map() }));
  book.total += amount;
  if (invitee === undefined) return;
  let e = book.byInvitee.get(invitee);
  if (!e) book.byInvitee.set(invitee, (e = { water: 0, first: 0 }));
  e[kind] += amount;
}

function ticketEntry(ix: ReferralIndex, ticket: string, total: number): TicketRewards {
  let t = ix.tickets.get(ticket);
  if (!t) ix.tickets.set(ticket, (t = { total, standing: total, inviters: new Map() }));
  return t;
}

function inviterEntry(t: TicketRewards, inviter: string): { paid: number; reversed: number } {
  let e = t.inviters.get(inviter);
  if (!e) t.inviters.set(inviter, (e = { paid: 0, reversed: 0 }));
  return e;
}

/** The index from scratch: O(users + ledger lines), once per loaded world. */
function build(w: World): ReferralIndex {
  const ix: ReferralIndex = {
    children: new Map(),
    usersSeen: w.state.users.lastId,
    turnover: new Map(),
    firstRecharge: new Map(),
    rewards: new Map(),
    tickets: new Map(),
    owed: new Map(),
  };
  const users = Object.values(w.state.users.byId).sort((a, b) => Number(a.id) - Number(b.id) || a.createdAt - b.createdAt);
  for (const u of users) addChild(ix, u);
  const ticketOwner = new Map<string, string>();
  const ticketTotal = new Map<string, number>();
  const refunded = new Map<string, number>();
  const rewardLines: Array<[string, LedgerLine]> = [];
  for (const [userId, lines] of Object.entries(w.state.ledger.lines)) {
    let firstLine = Infinity;
    for (const l of lines) {
      if (l.kind === 'bet') {
        ix.turnover.set(userId, (ix.turnover.get(userId) ?? 0) - l.amount);
        ticketOwner.set(l.ref, userId);
        ticketTotal.set(l.ref, -l.amount);
      } else if (l.kind === 'refund') {
        // a cancelled bet: its stake no longer stands
        ix.turnover.set(userId, (ix.turnover.get(userId) ?? 0) - l.amount);
        const ticket = betById(w, l.ref)?.ticket;
        if (ticket) refunded.set(ticket, (refunded.get(ticket) ?? 0) + l.amount);
      } else if (l.kind === 'recharge') {
        if (l.id < firstLine && paymentById(w, l.ref)?.userId === userId) {
          firstLine = l.id;
          ix.firstRecharge.set(userId, l.ref);
        }
      } else if (l.kind === 'reward') rewardLines.push([userId, l]);
    }
  }
  for (const [inviter, l] of rewardLines) {
    const p = paymentById(w, l.ref);
    credit(ix, inviter, p ? p.userId : ticketOwner.get(l.ref), p ? 'first' : 'water', l.amount);
    const owed = l.owed ?? 0;
    if (l.ref === OWED_REF) ix.owed.set(inviter, (ix.owed.get(inviter) ?? 0) + l.amount);
    else if (owed > 0) ix.owed.set(inviter, (ix.owed.get(inviter) ?? 0) + owed);
    const total = p ? undefined : ticketTotal.get(l.ref);
    if (total === undefined) continue;
    const e = inviterEntry(ticketEntry(ix, l.ref, total), inviter);
    if (l.amount > 0) e.paid += l.amount;
    else e.reversed += owed - l.amount;
  }
  for (const [ticket, t] of ix.tickets) t.standing = t.total - (refunded.get(ticket) ?? 0);
  return ix;
}

/** The index, and whether it was built just now (then it already holds the event being handled). */
function indexFresh(w: World): { ix: ReferralIndex; fresh: boolean } {
  let fresh = false;
  const ix = w.derived(KEY, () => {
    fresh = true;
    return build(w);
  });
  return { ix, fresh };
}

/** The index with the children lists caught up on users created since it was last read. */
function index(w: World): ReferralIndex {
  const { ix } = indexFresh(w);
  const last = w.state.users.lastId;
  if (last !== ix.usersSeen) {
    for (let id = ix.usersSeen + 1; id <= last; id++) {
      const u = userById(w, String(id));
      if (u) addChild(ix, u);
    }
    ix.usersSeen = last;
  }
  return ix;
}

/** A phone as the client shows referral rows: first 2 and last 2 characters kept (spec §9). */
export function maskPhone(mobile: string): string {
  return mobile.length <= 4 ? mobile : `${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}

/** The reward settings, read defensively (PATCH /__sim/settings checks only the JSON type). */
export function rewardSettings(w: World): { percents: [number, number, number]; firstReward: number } {
  const s = w.state.settings as Partial<typeof w.state.settings>;
  const raw: unknown = s.referralPercents ?? DEFAULT_SETTINGS.referralPercents;
  const list = Array.isArray(raw) ? (raw as unknown[]) : [];
  const pct = (i: number) => {
    const v = list[i];
    return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0;
  };
  const first: unknown = s.referralFirstReward ?? DEFAULT_SETTINGS.referralFirstReward;
  return { percents: [pct(0), pct(1), pct(2)], firstReward: typeof first === 'number' && Number.isFinite(first) && first > 0 ? first : 0 };
}

/** floor(total × percent ÷ 100) in whole rupees (a hair of tolerance for binary fractions such as 0.29 × 100). */
export function waterReward(total: number, percent: number): number {
  const r = Math.floor((total * percent) / 100 + 1e-9);
  return Number.isSafeInteger(r) && r > 0 ? r : 0;
}

/** The inviters above a user, nearest first, at most 3 (a malformed loop in a loaded world stops the walk). */
export function uplines(w: World, userId: string): User[] {
  const out: User[] = [];
  const seen = new Set([userId]);
  let next = userById(w, userId)?.referrer ?? null;
  while (next && out.length < LEVELS && !seen.has(next)) {
    const u = userById(w, next);
    if (!u) break;
    out.push(u);
    seen.add(u.id);
    next = u.referrer;
  }
  return out;
}

function onBetPlaced(w: World, e: { userId: string; ticket: string; total: number }): void {
  const { ix, fresh } = indexFresh(w);
  if (!fresh) ix.turnover.set(e.userId, (ix.turnover.get(e.userId) ?? 0) + e.total);
  const bettor = userById(w, e.userId);
  if (!bettor) return;
  const { percents } = rewardSettings(w);
  uplines(w, bettor.id).forEach((inviter, i) => {
    const level = i + 1;
    const percent = percents[i] as number;
    const amount = waterReward(e.total, percent);
    if (amount === 0) return;
    post(w, inviter.id, amount, serverText('lineCommission', { level, percent, amount: e.total, mobile: maskPhone(bettor.mobile) }), 'reward', e.ticket);
    credit(ix, inviter.id, bettor.id, 'water', amount);
    inviterEntry(ticketEntry(ix, e.ticket, e.total), inviter.id).paid += amount;
    collectOwed(w, ix, inviter.id, amount);
  });
}

/** Takes back up to `upTo` rupees of what an inviter owes for cancelled bets, from a reward just credited. */
function collectOwed(w: World, ix: ReferralIndex, inviterId: string, upTo: number): void {
  const owed = ix.owed.get(inviterId) ?? 0;
  const take = Math.min(owed, upTo, balance(w, inviterId));
  if (take <= 0) return;
  post(w, inviterId, -take, serverText('lineCommissionOwed'), 'reward', OWED_REF);
  ix.owed.set(inviterId, owed - take);
  credit(ix, inviterId, undefined, 'water', -take);
}

/**
 * A bet line was cancelled: each inviter its ticket paid gives back the share that no longer stands — so that
 * floor(paid × standing ÷ total) stays — as far as the wallet holds it; the rest is owed.
 */
function onBetCancelled(w: World, e: { userId: string; ticket: string; money: number }): void {
  const { ix, fresh } = indexFresh(w);
  const t = ix.tickets.get(e.ticket);
  if (!fresh) {
    ix.turnover.set(e.userId, (ix.turnover.get(e.userId) ?? 0) - e.money);
    if (t) t.standing -= e.money;
  }
  if (!t) return;
  const bettor = userById(w, e.userId);
  for (const [inviterId, r] of t.inviters) {
    const due = r.paid - r.reversed - Math.floor((r.paid * Math.max(0, t.standing)) / t.total);
    if (due <= 0) continue;
    const take = Math.min(due, balance(w, inviterId));
    const line = post(w, inviterId, -take, serverText('lineCommissionReversed', { amount: e.money, mobile: maskPhone(bettor?.mobile ?? '') }), 'reward', e.ticket);
    if (take < due) {
      line.owed = due - take;
      ix.owed.set(inviterId, (ix.owed.get(inviterId) ?? 0) + due - take);
    }
    r.reversed += due;
    credit(ix, inviterId, e.userId, 'water', -take);
  }
}

/** What an inviter still owes for commissions of cancelled bets (taken from their next rewards). */
export function owedBy(w: World, userId: string): number {
  return index(w).owed.get(userId) ?? 0;
}

function onRechargeApproved(w: World, e: { userId: string; paymentId: string }): void {
  const { ix, fresh } = indexFresh(w);
  if (!fresh && !ix.firstRecharge.has(e.userId)) ix.firstRecharge.set(e.userId, e.paymentId);
  if (ix.firstRecharge.get(e.userId) !== e.paymentId) return;
  const invitee = userById(w, e.userId);
  const inviter = invitee && uplines(w, invitee.id)[0];
  if (!invitee || !inviter) return;
  const amount = Math.floor(rewardSettings(w).firstReward);
  if (!Number.isSafeInteger(amount) || amount <= 0) return;
  post(w, inviter.id, amount, serverText('lineReferralBonus', { mobile: maskPhone(invitee.mobile) }), 'reward', e.paymentId);
  credit(ix, inviter.id, invitee.id, 'first', amount);
  collectOwed(w, ix, inviter.id, amount);
}

/** Registers the reward listeners on a world (once, from the Sim constructor). */
export function listen(w: World): void {
  w.on('betPlaced', onBetPlaced);
  w.on('betCancelled', onBetCancelled);
  w.on('rechargeApproved', onRechargeApproved);
}

/** A player's tree: the user ids at depth 1, 2 and 3 (each member once). O(tree). */
export function treeOf(w: World, userId: string): [string[], string[], string[]] {
  const ix = index(w);
  const seen = new Set([userId]);
  const levels: string[][] = [];
  let frontier = [userId];
  for (let d = 0; d < LEVELS; d++) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const c of ix.children.get(id) ?? []) {
        if (seen.has(c)) continue;
        seen.add(c);
        next.push(c);
      }
    }
    levels.push(next);
    frontier = next;
  }
  return levels as [string[], string[], string[]];
}

/** level1–3 and people: invitees per level; con: stake placed by the tree (levels 1–3); bonus: sum of the player's reward lines; usercode: the mobile. */
export type Promotion = PromotionFigures;

/** The promotion screen's figures (spec §3), derived: O(the player's tree). */
export function promotion(w: World, userId: string): Result<{ promotion: Promotion }> {
  const user = userById(w, String(userId).trim());
  if (!user) return fail(serverText('userNotFound'));
  const ix = index(w);
  const [l1, l2, l3] = treeOf(w, user.id);
  let con = 0;
  for (const id of [...l1, ...l2, ...l3]) con += ix.turnover.get(id) ?? 0;
  return {
    ok: true,
    promotion: {
      level1: l1.length,
      level2: l2.length,
      level3: l3.length,
      people: l1.length + l2.length + l3.length,
      con,
      bonus: ix.rewards.get(user.id)?.total ?? 0,
      usercode: user.mobile,
    },
  };
}

export interface Invitee {
  user: User;
  level: Level;
  /** water (turnover) rewards this invitee's bets earned the player */
  water: number;
  /** the first-recharge reward this invitee earned the player */
  first: number;
  /** stake this invitee placed */
  turnover: number;
}

export function isLevel(n: number): n is Level {
  return n === 1 || n === 2 || n === 3;
}

/** The members of a player's tree at one level, newest registration first, with what each earned the player. O(that level). */
export function invitees(w: World, userId: string, level: number): Result<{ rows: Invitee[] }> {
  const user = userById(w, String(userId).trim());
  if (!user) return fail(serverText('userNotFound'));
  if (!isLevel(level)) return fail('Level must be 1, 2 or 3');
  const ix = index(w);
  const book = ix.rewards.get(user.id);
  const ids = treeOf(w, user.id)[level - 1] as string[];
  const rows: Invitee[] = [];
  for (const id of ids) {
    const u = userById(w, id);
    if (!u) continue;
    const e = book?.byInvitee.get(id);
    rows.push({ user: u, level, water: e?.water ?? 0, first: e?.first ?? 0, turnover: ix.turnover.get(id) ?? 0 });
  }
  rows.sort((a, b) => Number(b.user.id) - Number(a.user.id) || b.user.createdAt - a.user.createdAt);
  return { ok: true, rows };
}
