/**
 * The chaos player's commands: what a player does (log in, bet on every screen, cancel, recharge, withdraw, transfer,
 * chat, reload, back and forward, a second tab, going offline) and what moves under them (a declared result, the
 * admin settling a withdrawal or posting in a group, the clock, a fault on the next money call). Each checks what it
 * can of the app's answer against the model (./model.ts) and leaves the rest to the invariants (./harness.ts).
 */
import type fc from 'fast-check';
import type { Page } from '@playwright/test';
import { MSG } from '../../domain/messages';
import { BANK_CARD, fillAddBankCard } from '../helpers';
import { appStarted, expect } from '../helpers-transport';
import { BET_DONE, BET_NOT_DONE, judgeDebit, recordCalls, said, shown, step, type Real } from './harness';
import * as model from './model';
import type { BetKind, Model, ModelLine } from './model';

export const PLAYERS = ['9876543210', '9876543211'];
/** the simulated moment every run starts at: noon IST, frozen, results only when declared */
export const NOW = '2026-11-22 12:00';

type Command = fc.AsyncCommand<Model, Real>;

/** The calls a fault can spoil, and the screen action each belongs to. */
export type FaultTarget = 'game_bet' | 'withdraw_money' | 'p2pTransfer';
export interface Fault {
  path: FaultTarget;
  kind: string;
  body?: string;
  status?: number;
  /** latency: the reply comes this late */
  latencyMs?: number;
}

/**
 * Takes the model's fault on this call, if it is the one the next request of that call meets. A latency fault is
 * taken but spoils nothing: the reply comes late and whole, and is judged as any other.
 */
function takeFault(m: Model, r: Real, path: FaultTarget): string | null {
  if (m.fault?.path !== path) return null;
  const kind = m.fault.kind;
  m.fault = null;
  if (kind === 'latency') return null;
  r.spoiled = path;
  return kind;
}

const busy = (page: Page) => page.getByRole('button', { name: 'Processing...' });

// ───────────── logging in and out ─────────────

export class Login implements Command {
  constructor(
    readonly who: number,
    readonly wrongOtpFirst: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.at === null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page, sim } = r;
      const mobile = PLAYERS[this.who] as string;
      await page.goto('/login');
      await appStarted(page);
      await page.getByLabel('Mobile number').fill(mobile);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByLabel('OTP', { exact: true })).toBeVisible();
      const otp = await sim.otp(mobile);
      if (this.wrongOtpFirst) {
        await page.getByLabel('OTP', { exact: true }).fill(otp === '000000' ? '111111' : '000000');
        await page.getByRole('button', { name: 'Verify OTP & Login' }).click();
        await expect.poll(() => shown(r)).not.toEqual([]);
        expect(page.url()).toMatch(/\/login/);
      }
      await page.getByLabel('OTP', { exact: true }).fill(otp);
      await page.getByRole('button', { name: 'Verify OTP & Login' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      const notice = page.getByRole('dialog', { name: 'Notice' });
      if (await notice.isVisible().catch(() => false)) await notice.getByRole('button', { name: 'Close' }).click();
      m.at = this.who;
      // the account screen shows this player's number, not the last one's
      await page.goto('/mine');
      await expect(page.getByText(mobile).first()).toBeVisible();
    }, 'opens');
  }
  toString = () => `login ${PLAYERS[this.who]}${this.wrongOtpFirst ? ' (a wrong OTP first)' : ''}`;
}

export class Logout implements Command {
  check = (m: Readonly<Model>) => m.at !== null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      await r.page.goto('/mine');
      await r.page.getByRole('button', { name: /logout/i }).click();
      await r.page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
      await expect(r.page).toHaveURL(/\/login$/);
      m.at = null;
    }, 'opens');
  }
  toString = () => 'logout';
}

// ───────────── bets ─────────────

/**
 * PLAY on the screen the page shows (maybe twice at once, maybe offline), then what the app said is checked against
 * the server: one debit at most, of exactly the lines played; 'placed' only if it was, 'not placed' only if not.
 */
async function playAndCheck(m: Model, r: Real, market: string, lines: ModelLine[], how: { doubleTap: boolean; offline: boolean }): Promise<void> {
  const { page, sim } = r;
  const player = m.at as number;
  const id = (m.players[player] as Model['players'][number]).id;
  const before = await sim.balance(id);
  if (how.offline) await page.context().setOffline(true);
  const play = page.getByRole('button', { name: 'PLAY', exact: true });
  if (how.doubleTap) await play.dblclick();
  else await play.click();
  // nothing to play, or offline: no game_bet leaves the page, so the fault waits for the next one
  const fault = how.offline || lines.length === 0 ? null : takeFault(m, r, 'game_bet');
  const expected = how.offline ? 'not sent' : model.playOutcome(m, player, market, lines);
  if (how.offline) {
    await expect.poll(() => shown(r), { timeout: 10_000 }).toContain(MSG.betNotSent);
    await page.context().setOffline(false);
  } else if (fault) {
    // the reply is spoiled: whatever the app says must be true of the server
    await expect.poll(async () => (page.url().endsWith('/receipt') ? 'receipt' : (await shown(r)).join(' | ')), { timeout: 45_000 }).not.toBe('');
    if (!(await page.getByRole('link', { name: 'Check Bid History' }).count())) await expect(busy(page)).toHaveCount(0, { timeout: 45_000 });
  } else if (lines.length === 0) {
    // spec §5: nothing to play (every JODI cell empty, no CROSSING / COPY PASTE line) is 'Empty Response'
    await expect.poll(() => shown(r), { timeout: 10_000 }).toContain(MSG.emptyResponse);
  } else if (expected === 'placed') {
    await expect(page).toHaveURL(/\/receipt$/, { timeout: 15_000 });
  } else {
    await expect.poll(async () => (await shown(r)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(page.url()).not.toMatch(/\/receipt$/);
  }
  const told = page.url().endsWith('/receipt') ? 'done' : await said(r, BET_DONE, BET_NOT_DONE);
  const debited = await judgeDebit(r, { id, before, amount: model.total(lines), told, intact: fault || how.offline ? null : expected === 'placed' });
  if (debited > 0) model.place(m, player, market, lines);
}

export interface Cell {
  kind: BetKind;
  number: string;
  /** as typed: a whole number of rupees, or a decimal the screen must not take as another amount */
  typed: string;
}

const label = (c: Cell) => (c.kind === 'jodi' ? `Jodi ${c.number}` : c.kind === 'ander' ? `Ander ${c.number}` : `Bahar ${c.number}`);

/** JODI screen: some cells, PLAY (maybe twice at once, maybe offline). */
export class PlayJodi implements Command {
  constructor(
    readonly cells: Cell[],
    readonly doubleTap: boolean,
    readonly offline: boolean,
    readonly market: number,
  ) {}
  check = (m: Readonly<Model>) => m.at !== null && m.openMarkets.length > 0;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const market = m.openMarkets[this.market % m.openMarkets.length] as string;
      await r.page.goto(`/play/${market}`);
      // one amount per cell: the last one typed wins, as on the screen
      const byLabel = new Map(this.cells.map((c) => [label(c), c]));
      for (const c of byLabel.values()) await r.page.getByLabel(label(c)).fill(c.typed);
      const lines = [...byLabel.values()].filter((c) => /^\d+$/.test(c.typed) && Number(c.typed) > 0).map((c) => ({ kind: c.kind, number: c.number, money: Number(c.typed) }));
      await playAndCheck(m, r, market, lines, { doubleTap: this.doubleTap, offline: this.offline });
    }, 'opens');
  }
  toString = () => `JODI ${this.cells.map((c) => `${label(c)}=${c.typed}`).join(', ')}${this.doubleTap ? ', PLAY twice' : ''}${this.offline ? ', offline' : ''} (market #${this.market})`;
}

/** CROSSING or COPY PASTE: digits (maybe with spaces or too many), an amount, Add Bet, PLAY. */
export class PlayLines implements Command {
  constructor(
    readonly screen: 'crossing' | 'copypaste',
    readonly digits: string,
    readonly amount: number,
    readonly palti: boolean,
    readonly doubleTap: boolean,
    readonly market: number,
  ) {}
  check = (m: Readonly<Model>) => m.at !== null && m.openMarkets.length > 0;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page } = r;
      const market = m.openMarkets[this.market % m.openMarkets.length] as string;
      await page.goto(`/${this.screen}/${market}`);
      await page.getByLabel('Digit').fill(this.digits);
      await page.getByLabel('Amount').fill(String(this.amount));
      if (this.screen === 'copypaste' && this.palti) await page.getByText('With Palti').click();
      await page.getByRole('button', { name: 'Add Bet' }).click();
      const made = this.screen === 'crossing' ? model.crossingLines(this.digits, this.amount) : model.copyPasteLines(this.digits, this.palti, this.amount);
      const lines = made === 'odd' ? [] : made;
      if (made === 'odd') await expect.poll(() => shown(r)).toContain(MSG.evenDigits);
      else if (lines.length === 0) await expect.poll(() => shown(r)).toContain(MSG.enterDigit);
      await expect(page.getByRole('button', { name: /^Delete / }), 'the lines Add Bet made').toHaveCount(lines.length);
      r.texts.length = 0;
      await playAndCheck(m, r, market, lines, { doubleTap: this.doubleTap, offline: false });
    }, 'opens');
  }
  toString = () => `${this.screen.toUpperCase()} '${this.digits}' × ₹${this.amount}${this.palti ? ' with palti' : ''}${this.doubleTap ? ', PLAY twice' : ''} (market #${this.market})`;
}

const KINDS: Record<string, BetKind> = { JODI: 'jodi', 'ANDER H': 'ander', 'BAHAR H': 'bahar' };

/** Bid History: cancel one open bet (YES, CANCEL): its stake back, its share of the referral rewards back. */
export class CancelBet implements Command {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.at !== null && m.tickets.some((t) => t.player === m.at);
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page, sim } = r;
      await page.goto('/history/market');
      const buttons = page.getByRole('button', { name: /^Cancel bet / });
      await expect(page.getByRole('status', { name: 'Loading history' })).toHaveCount(0, { timeout: 15_000 });
      const count = await buttons.count();
      if (count === 0) return;
      const button = buttons.nth(this.pick % count);
      const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
      const parsed = /^Cancel bet (JODI|ANDER H|BAHAR H) (\d+) on (.+)$/.exec(name);
      expect(parsed, `the cancel button's name: ${name}`).not.toBeNull();
      const [, type, number, game] = parsed as unknown as [string, string, string, string];
      await button.click();
      const dialog = page.getByRole('dialog');
      const money = Number(/\(₹([\d,]+)\)/.exec(await dialog.innerText())?.[1]?.replaceAll(',', '') ?? NaN);
      const player = m.at as number;
      const id = (m.players[player] as Model['players'][number]).id;
      const before = await sim.balance(id);
      await dialog.getByRole('button', { name: 'YES, CANCEL' }).click();
      await expect.poll(() => sim.balance(id), { timeout: 15_000 }).toBe(before + money);
      // after a cancel the page reloads (spec §4)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const market = Object.keys(m.marketNames).find((k) => m.marketNames[k]?.toUpperCase() === game.toUpperCase()) ?? '';
      const line: ModelLine = { kind: KINDS[type] as BetKind, number, money };
      const candidates = model.ticketsWith(m, player, market, line);
      expect(candidates.length, `a bet the model holds: ${name} ₹${money}`).toBeGreaterThan(0);
      // the same line on two tickets: the model takes the one whose referral give-back the server shows
      const users = await sim.call<Array<{ id: string; balance: number }>>('users');
      const fits = candidates.find((i) => {
        const trial = structuredClone(m);
        model.cancel(trial, i, line);
        return Object.keys(trial.others).concat(trial.players.map((p) => p.id)).every((u) => users.find((x) => x.id === u)?.balance === model.balanceOf(trial, u));
      });
      model.cancel(m, fits ?? (candidates[0] as number), line);
    }, 'opens');
  }
  toString = () => `cancel bet #${this.pick}`;
}

// ───────────── the wallet ─────────────

/** Recharge through the simulated UPI gateway: the payment approved or failed there. */
export class Recharge implements Command {
  constructor(
    readonly amount: number,
    readonly approve: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.at !== null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page } = r;
      await page.goto('/recharge');
      await page.getByLabel('Amount', { exact: true }).fill(String(this.amount));
      await page.getByRole('button', { name: 'PAY BY UPI' }).click();
      if (this.amount < m.minRecharge) {
        await expect(page.getByText(`Please enter amount greater than ${m.minRecharge}`)).toBeVisible();
        return;
      }
      await expect(page).toHaveURL(/\/__sim\/gateway\/PAY\d+$/, { timeout: 15_000 });
      await page.getByRole('button', { name: this.approve ? 'Approve' : 'Fail' }).click();
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
      await appStarted(page);
      if (this.approve) model.recharge(m, m.at as number, this.amount);
    }, 'opens');
  }
  toString = () => `recharge ₹${this.amount}, ${this.approve ? 'approved' : 'failed'} at the gateway`;
}

/** Withdrawal to GPay within the hours, or the closed message outside them (the clock moved there and back). */
export class Withdraw implements Command {
  constructor(
    readonly amount: number,
    readonly inHours: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.at !== null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page, sim } = r;
      if (!this.inHours) {
        await sim.call('clock', { now: '2026-11-22 21:30', frozen: true });
        await page.goto('/withdrawal');
        await expect(page.getByText('Withdrawal time closed. Please try again between 09:00 and 21:00.')).toBeVisible();
        await expect(page.getByRole('button', { name: 'WITHDRAW' })).toHaveCount(0);
        // back to noon: a clock that goes backwards is the simulator's alone (a server's never does), and the
        // production build learns the server's time from its replies, so the screen is opened again
        await sim.call('clock', { now: NOW, frozen: true });
        await page.reload();
        await expect(page.getByRole('button', { name: 'WITHDRAW' })).toBeVisible({ timeout: 10_000 });
        return;
      }
      await page.goto('/withdrawal');
      await page.getByRole('radio', { name: 'GPay' }).check({ force: true });
      await page.getByLabel('GPay UPI mobile number').fill('9876500001');
      await page.getByLabel('Amount', { exact: true }).fill(String(this.amount));
      const player = m.at as number;
      const id = (m.players[player] as Model['players'][number]).id;
      const before = await sim.balance(id);
      await page.getByRole('button', { name: 'WITHDRAW' }).click();
      const fault = takeFault(m, r, 'withdraw_money');
      const expected = model.withdrawalOutcome(m, player, this.amount);
      if (fault) {
        await expect.poll(async () => (page.url().endsWith('/mine') ? 'mine' : (await shown(r)).join(' | ')), { timeout: 45_000 }).not.toBe('');
        await expect(busy(page)).toHaveCount(0, { timeout: 45_000 });
      } else if (expected === 'sent') {
        await expect.poll(() => shown(r), { timeout: 15_000 }).toContain('Withdrawal request sent successfully.');
      } else {
        await expect.poll(() => shown(r), { timeout: 10_000 }).not.toEqual([]);
        expect(await shown(r)).not.toContain('Withdrawal request sent successfully.');
      }
      const told = await said(r, ['Withdrawal request sent successfully.', 'Your withdrawal request was sent.'], ['Your withdrawal request was not sent. Please try again.']);
      const debited = await judgeDebit(r, { id, before, amount: this.amount, told, intact: fault ? null : expected === 'sent' });
      if (debited > 0) model.requestWithdrawal(m, player, this.amount);
    }, 'opens');
  }
  toString = () => (this.inHours ? `withdraw ₹${this.amount} to GPay` : 'withdrawal outside the hours (21:30)');
}

export class Transfer implements Command {
  constructor(readonly amount: string) {}
  check = (m: Readonly<Model>) => m.at !== null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page, sim } = r;
      const from = m.at as number;
      const to = 1 - from;
      const id = (m.players[from] as Model['players'][number]).id;
      await page.goto('/p2p');
      await page.getByLabel('Amount', { exact: true }).fill(this.amount);
      await page.getByLabel("Friend's mobile number").fill(PLAYERS[to] as string);
      const before = await sim.balance(id);
      await page.getByRole('button', { name: 'TRANSFER' }).click();
      const fault = takeFault(m, r, 'p2pTransfer');
      const amount = /^\d+$/.test(this.amount) ? Number(this.amount) : NaN;
      const expected = model.transferOutcome(m, from, to, amount);
      if (fault) {
        await expect.poll(() => shown(r), { timeout: 45_000 }).not.toEqual([]);
        await expect(busy(page)).toHaveCount(0, { timeout: 45_000 });
      } else if (expected === 'sent') {
        await expect.poll(() => shown(r)).toContain(MSG.p2pSent);
      } else {
        await expect.poll(() => shown(r)).not.toEqual([]);
        expect(await shown(r)).not.toContain(MSG.p2pSent);
      }
      const told = await said(r, [MSG.p2pSent, 'Your transfer was sent.'], ['Your transfer was not sent. Please try again.']);
      const debited = await judgeDebit(r, { id, before, amount, told, intact: fault ? null : expected === 'sent' });
      if (debited > 0) model.transfer(m, from, to, amount);
    }, 'opens');
  }
  toString = () => `P2P ₹${this.amount} to the other player`;
}

// ───────────── chat ─────────────

/** Join a group (if not yet) and send a message: shown at once, stored, not lost. */
export class ChatSend implements Command {
  constructor(readonly text: string) {}
  check = (m: Readonly<Model>) => m.at !== null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page } = r;
      await page.goto('/chat');
      const group = page.getByRole('list', { name: 'Groups' }).getByRole('link', { name: /^New Players Help/ });
      await expect(page.getByRole('list', { name: 'Groups' }).or(page.getByText('You have not joined any group yet.'))).toBeVisible();
      if (await group.count()) await group.click();
      else {
        await page.getByRole('button', { name: 'Join group' }).click();
        const dialog = page.getByRole('dialog', { name: 'Join Group' });
        await dialog.getByLabel('Group ID').fill('5');
        await dialog.getByRole('button', { name: 'Join' }).click();
      }
      await expect(page).toHaveURL(/\/chat\/5$/);
      await page.getByRole('textbox', { name: 'Message' }).fill(this.text);
      await page.getByRole('button', { name: 'Send' }).click();
      const mine = page.getByRole('list', { name: 'Messages' }).locator('.chat-mine').filter({ hasText: this.text });
      await expect(mine.last().locator('.chat-ticks')).toHaveAttribute('aria-label', /^(Delivered|Read)$/, { timeout: 10_000 });
    }, 'opens');
  }
  toString = () => `chat: send '${this.text}' in group 5`;
}

/** The group's admin posts; a player in the room sees it within the poll. */
export class AdminPost implements Command {
  constructor(readonly text: string) {}
  check = () => true;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      await r.sim.call('groups/5/post', { text: this.text });
      if (/\/chat\/5$/.test(r.page.url())) await expect(r.page.getByRole('list', { name: 'Messages' }).getByText(this.text).last()).toBeVisible({ timeout: 10_000 });
    });
  }
  toString = () => `admin posts '${this.text}' in group 5`;
}

// ───────────── navigation ─────────────

export class Reload implements Command {
  check = () => true;
  async run(m: Model, r: Real) {
    await step(m, r, 'reload', async () => {
      await r.page.reload();
      await appStarted(r.page);
    }, 'opens');
  }
  toString = () => 'reload';
}

export class Back implements Command {
  constructor(readonly forward = false) {}
  check = () => true;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      await (this.forward ? r.page.goForward() : r.page.goBack()).catch(() => undefined);
      await appStarted(r.page);
    });
  }
  toString = () => (this.forward ? 'forward' : 'back');
}

/** A second tab of the same phone places a JODI bet and closes; the first tab's wallet follows on focus. */
export class SecondTab implements Command {
  constructor(
    readonly number: string,
    readonly money: number,
  ) {}
  check = (m: Readonly<Model>) => m.at !== null && m.openMarkets.length > 0;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const market = m.openMarkets[0] as string;
      const tab = await r.page.context().newPage();
      tab.on('pageerror', (e) => r.errors.push(`second tab: ${e.message}`));
      recordCalls(tab, () => r);
      try {
        await tab.goto(`/play/${market}`);
        await tab.getByLabel(`Jodi ${this.number}`).fill(String(this.money));
        await tab.getByRole('button', { name: 'PLAY', exact: true }).click();
        const player = m.at as number;
        const id = (m.players[player] as Model['players'][number]).id;
        const before = await r.sim.balance(id);
        const fault = takeFault(m, r, 'game_bet');
        if (fault) await expect(tab.getByRole('button', { name: 'Processing...' })).toHaveCount(0, { timeout: 45_000 });
        else if (model.playOutcome(m, player, market, [{ money: this.money }]) === 'placed') await expect(tab).toHaveURL(/\/receipt$/, { timeout: 15_000 });
        else await expect(tab.locator('.toast span').first()).toBeVisible({ timeout: 10_000 });
        const intact = fault ? null : model.playOutcome(m, player, market, [{ money: this.money }]) === 'placed';
        const debited = await judgeDebit(r, { id, before, amount: this.money, told: 'unknown', intact });
        if (debited > 0) model.place(m, player, market, [{ kind: 'jodi', number: this.number, money: this.money }]);
      } finally {
        await tab.close();
      }
      await r.page.bringToFront();
      await r.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    }, 'opens');
  }
  toString = () => `second tab: JODI ${this.number}=${this.money}`;
}

/** The connection drops while the player moves to another screen, then comes back. */
export class Offline implements Command {
  constructor(readonly to: string) {}
  check = (m: Readonly<Model>) => m.at !== null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page } = r;
      await page.context().setOffline(true);
      await page.getByRole('link', { name: this.to }).first().click().catch(() => undefined);
      await expect(page.getByText('You are offline.').first()).toBeVisible({ timeout: 10_000 });
      await page.context().setOffline(false);
      await expect(page.getByText('You are offline.')).toHaveCount(0, { timeout: 10_000 });
    });
  }
  toString = () => `offline, tap ${this.to}, back online`;
}

// ───────────── account screens ─────────────

/**
 * Bank card: added once (the form first sent empty, then the OTP from the inbox; with `resend`, the 60 s wait runs out
 * on the simulator's clock and the OTP is asked again: the newer code is the one that works); once saved, the screen
 * shows it and offers no second one.
 */
export class AddBankCard implements Command {
  constructor(readonly resend: boolean) {}
  check = (m: Readonly<Model>) => m.at !== null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page, sim } = r;
      const mobile = PLAYERS[m.at as number] as string;
      await page.goto('/bank-card');
      const add = page.getByRole('link', { name: '+ Add bank detail' });
      // a saved card (this run's, or one the world started with) is a region named by its bank, with its Info button
      const card = page.getByRole('main').getByRole('region');
      await expect(add.or(card).first()).toBeVisible();
      if (await card.count()) return expect(add).toHaveCount(0);
      await fillAddBankCard(page, mobile, () => sim.otp(mobile));
      if (this.resend) {
        const sent = async () => (await sim.call<unknown[]>(`sms?mobile=${mobile}`)).length;
        const before = await sent();
        await sim.call('clock', { advanceMs: 61_000 });
        const otp = page.getByRole('button', { name: 'OTP', exact: true });
        await expect(otp).toBeEnabled({ timeout: 10_000 });
        await otp.click();
        await expect.poll(sent).toBe(before + 1);
        await page.getByLabel('OTP', { exact: true }).fill(await sim.otp(mobile));
      }
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => shown(r)).toContain('Bank card add successfully!');
      await page.goto('/bank-card');
      await expect(card.getByRole('heading', { name: BANK_CARD.bankname })).toBeVisible();
    }, 'opens');
  }
  toString = () => `add a bank card${this.resend ? ' (the OTP sent again after its wait)' : ''}`;
}

/** Promotion: Copy Link puts the player's own referral link on the clipboard (or says it could not, and selects it). */
export class CopyPromotionLink implements Command {
  check = (m: Readonly<Model>) => m.at !== null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page } = r;
      const mobile = PLAYERS[m.at as number] as string;
      await page.goto('/promotion');
      await page.getByRole('button', { name: 'Copy Link' }).click();
      await expect.poll(() => shown(r)).toEqual(expect.arrayContaining([expect.stringMatching(/^(Refferal link copied successfully|Could not copy the link\. It is selected: copy it from the field\.)$/)]));
      if ((await shown(r)).includes('Refferal link copied successfully')) expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(mobile);
    }, 'opens');
  }
  toString = () => 'promotion: Copy Link';
}

/** The receipt of the last bet saved as an image (a PNG download), or the empty receipt screen when there is none. */
export class SaveReceipt implements Command {
  check = (m: Readonly<Model>) => m.at !== null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page } = r;
      if (!page.url().endsWith('/receipt')) await page.goto('/receipt');
      const save = page.getByRole('button', { name: 'Save as image' });
      await expect(save.or(page.getByText('No receipt to show.')).first()).toBeVisible();
      if (!(await save.count())) return;
      const download = page.waitForEvent('download', { timeout: 15_000 });
      await save.click();
      expect((await download).suggestedFilename()).toMatch(/\.png$/);
      expect(await shown(r)).not.toContain(MSG.receiptSaveFailed);
    });
  }
  toString = () => 'save the receipt as an image';
}

// ───────────── the environment's moves ─────────────

/**
 * The clock reaches a market's close while its bet screen is open with a line on it: PLAY places nothing and moves no
 * money, whatever the app says; then the clock goes back to noon and the screen is opened again (the production build
 * learns the server's time from its replies, and a real server's clock never goes back).
 */
export class PlayAtClose implements Command {
  constructor(
    readonly market: number,
    readonly number: string,
    readonly money: number,
  ) {}
  check = (m: Readonly<Model>) => m.at !== null && m.openMarkets.length > 0 && m.fault === null;
  async run(m: Model, r: Real) {
    const market = m.openMarkets[this.market % m.openMarkets.length] as string;
    await step(m, r, `${this.toString()} (market ${market})`, async () => {
      const { page, sim } = r;
      const id = (m.players[m.at as number] as Model['players'][number]).id;
      await page.goto(`/play/${market}`);
      await page.getByLabel(`Jodi ${this.number}`).fill(String(this.money));
      const closesAt = (await sim.call<Array<{ id: string; closesAt: string }>>('markets')).find((x) => x.id === market)?.closesAt;
      expect(closesAt, `market ${market}'s close`).toBeTruthy();
      await sim.call('clock', { now: closesAt, frozen: true });
      await sim.call('clock', { advanceMs: 60_000 });
      const before = await sim.balance(id);
      const play = page.getByRole('button', { name: 'PLAY', exact: true });
      if (await play.isEnabled().catch(() => false)) await play.click({ timeout: 5000 }).catch(() => undefined);
      await expect(busy(page)).toHaveCount(0, { timeout: 20_000 });
      expect(page.url()).not.toMatch(/\/receipt$/);
      await judgeDebit(r, { id, before, amount: this.money, told: await said(r, BET_DONE, BET_NOT_DONE), intact: false });
      await sim.call('clock', { now: NOW, frozen: true });
      await page.goto(`/play/${market}`);
      await expect(page.getByRole('button', { name: 'PLAY', exact: true })).toBeVisible({ timeout: 10_000 });
    }, 'opens');
  }
  toString = () => `the clock reaches a close with JODI ${this.number}=${this.money} on the screen`;
}

export class DeclareResult implements Command {
  constructor(readonly number: string) {}
  check = (m: Readonly<Model>) => m.openMarkets.length > 0;
  async run(m: Model, r: Real) {
    const market = m.openMarkets[m.openMarkets.length - 1] as string;
    await step(m, r, `${this.toString()} (market ${market})`, async () => {
      const res = await r.sim.call<{ ok?: boolean; error?: string }>(`markets/${market}/result`, { number: this.number });
      expect(res.ok, JSON.stringify(res)).toBe(true);
      model.declare(m, market, this.number);
    }, 'behind');
  }
  toString = () => `declare ${this.number}`;
}

/** The admin approves or rejects the oldest pending withdrawal of the two players. */
export class SettleWithdrawal implements Command {
  constructor(readonly approve: boolean) {}
  check = (m: Readonly<Model>) => m.pendingWithdrawals.length > 0;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const ids = m.players.map((p) => p.id);
      const pending = (await r.sim.call<Array<{ id: string; userId: string; amount: number }>>('withdrawals?status=pending')).filter((w) => ids.includes(w.userId));
      const oldest = pending[pending.length - 1];
      const want = m.pendingWithdrawals[0] as Model['pendingWithdrawals'][number];
      expect(oldest && { user: oldest.userId, amount: oldest.amount }, 'the oldest pending withdrawal').toEqual({ user: (m.players[want.player] as Model['players'][number]).id, amount: want.amount });
      const res = await r.sim.call<{ ok?: boolean }>(`withdrawals/${(oldest as { id: string }).id}/${this.approve ? 'approve' : 'reject'}`, this.approve ? {} : { reason: 'Bank details mismatch' });
      expect(res.ok, JSON.stringify(res)).toBe(true);
      model.settleWithdrawal(m, this.approve);
    }, 'behind');
  }
  toString = () => `admin ${this.approve ? 'approves' : 'rejects'} the oldest withdrawal`;
}

export class FaultNext implements Command {
  constructor(readonly fault: Fault) {}
  check = (m: Readonly<Model>) => m.fault === null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { path, ...rest } = this.fault;
      // added beside any named plan the run is under
      await r.sim.call('faults', { path, times: 1, ...rest });
      m.fault = this.fault;
    });
  }
  toString = () =>
    `fault on the next ${this.fault.path}: ${this.fault.kind}${this.fault.body ? ` ${this.fault.body}` : ''}${this.fault.status ? ` ${this.fault.status}` : ''}${this.fault.latencyMs ? ` ${this.fault.latencyMs} ms` : ''}`;
}
