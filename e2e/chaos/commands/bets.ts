/**
 * Bets on every screen (JODI / Ander / Bahar, CROSSING, COPY PASTE), a second tab that bets, PLAY when the clock
 * reaches a close, and cancelling from Bid History: each checks what the app said against the server and the model.
 */
import { MSG } from '../../../domain/messages';
import { readAmount } from '../../../domain/read';
import { appStarted, expect } from '../../helpers-transport';
import { BET_DONE, BET_NOT_DONE, judgeDebit, recordCalls, said, shown, step, type Real } from '../harness';
import * as model from '../model';
import type { BetKind, BetScreen, Model, ModelLine, ModelTicket } from '../model';
import { armFault, busy, faultName, NOW, takeFault, type Command, type Fault } from './shared';

/** What happens around a PLAY: a double tap, offline, a tap on the busy button or a reload while 'Processing...'. */
export interface PlayHow {
  screen: BetScreen;
  doubleTap: boolean;
  offline: boolean;
  during?: 'tap' | 'reload';
}

/**
 * PLAY on the screen the page shows (maybe twice at once, maybe offline, maybe tapped again or reloaded while
 * 'Processing...'), then what the app said is checked against the server: one debit at most, of exactly the lines
 * played; 'placed' only if it was, 'not placed' only if not.
 */
async function playAndCheck(m: Model, r: Real, market: string, lines: ModelLine[], how: PlayHow): Promise<void> {
  const { page, sim } = r;
  const player = m.at as number;
  const id = (m.players[player] as Model['players'][number]).id;
  const before = await sim.balance(id);
  const repeated = lines.length > 0 && !how.offline && model.heldTicket(m, player, market, lines);
  if (how.offline) await page.context().setOffline(true);
  // nothing to play, or offline: no game_bet leaves the page, so the fault waits for the next one. Taken before the
  // tap: the call's reply may come in before the tap's promise settles, and is judged spoiled then
  const fault = how.offline || lines.length === 0 ? null : takeFault(m, r, 'game_bet');
  const dropped = fault !== null && !fault.reached;
  // a dropped connection may be sent again by the browser itself (Chromium resends a request whose reused keep-alive
  // connection closed before any reply byte): the journal, emptied here, tells whether a second game_bet came in
  if (dropped) await r.sim.call('requests', undefined, 'DELETE');
  const play = page.getByRole('button', { name: 'PLAY', exact: true });
  if (how.doubleTap) await play.dblclick();
  else await play.click();
  // the PLAY waits a second before its call goes out (bet machine): a tap or a reload lands while it is busy
  const processing = how.during ? await busy(page).waitFor({ timeout: 3000 }).then(() => true, () => false) : false;
  if (processing && how.during === 'tap') {
    // a person's tap on the busy button: the browser sends no click to a disabled button, so a PLAY the machine would
    // take while processing can come only from an enabled one
    await busy(page).click({ force: true, timeout: 2000 }).then(() => r.cover.met('tap during Processing...'), () => undefined);
  }
  if (processing && how.during === 'reload') {
    await page.reload();
    await appStarted(page);
    r.cover.met('reload mid-bet');
  }
  const reloaded = processing && how.during === 'reload';
  if (repeated) r.cover.met('identical bet repeated');
  if (repeated && fault) r.cover.met('identical bet repeated after a lost reply');
  const expected = how.offline ? 'not sent' : model.playOutcome(m, player, market, lines);
  if (lines.length === 0) {
    // spec §5: nothing to play (every JODI cell empty or refused, no CROSSING / COPY PASTE line) is 'Empty Response',
    // online or not: the screen says so before anything would be sent
    await expect.poll(() => shown(r), { timeout: 10_000 }).toContain(MSG.emptyResponse);
    if (how.offline) await page.context().setOffline(false);
  } else if (how.offline) {
    await expect.poll(() => shown(r), { timeout: 10_000 }).toContain(MSG.betNotSent);
    await page.context().setOffline(false);
  } else if (reloaded) {
    // the page that played is gone: the bet went or not, and the wallet tells which
  } else if (fault) {
    // the reply is spoiled: whatever the app says must be true of the server
    await expect.poll(async () => (page.url().endsWith('/receipt') ? 'receipt' : (await shown(r)).join(' | ')), { timeout: 45_000 }).not.toBe('');
    if (!(await page.getByRole('link', { name: 'Check Bid History' }).count())) await expect(busy(page)).toHaveCount(0, { timeout: 45_000 });
  } else if (expected === 'placed') {
    await expect(page).toHaveURL(/\/receipt$/, { timeout: 15_000 });
  } else {
    await expect.poll(async () => (await shown(r)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(page.url()).not.toMatch(/\/receipt$/);
  }
  const told = page.url().endsWith('/receipt') ? 'done' : await said(r, BET_DONE, BET_NOT_DONE);
  const debited = await judgeDebit(r, { id, before, amount: model.total(lines), told, intact: fault || how.offline || reloaded ? null : expected === 'placed' });
  const resent = dropped && (await gameBetsReceived(r)) > 1;
  if (resent) r.cover.met('dropped call resent by the browser');
  if (dropped && !resent) {
    // the call never reached the server, so the bid history holds no line new since the mark: the look after the lost
    // reply must end in 'not placed' (decision 083), not in 'could not confirm', even when the same bet stands earlier
    await expect.poll(() => said(r, BET_DONE, BET_NOT_DONE), { message: 'a bet that never reached the server is said not placed', timeout: 30_000 }).toBe('not done');
  }
  if (debited > 0) model.place(m, player, market, lines, how.screen);
  if (how.offline) {
    if (lines.length > 0) r.cover.met('bet offline');
  } else if (debited > 0) r.cover.met('bet placed');
  else if (lines.length > 0 && !fault && !reloaded) r.cover.met('bet refused');
}

/** How many game_bet requests the simulator's journal holds (a dropped one included). */
async function gameBetsReceived(r: Real): Promise<number> {
  const journal = await r.sim.call<Array<{ path: string }>>('requests');
  return journal.filter((e) => e.path.endsWith('/game_bet')).length;
}

export interface Cell {
  kind: BetKind;
  number: string;
  /** as typed: a whole number of rupees, or a decimal the screen must not take as another amount */
  typed: string;
}

const label = (c: Cell) => (c.kind === 'jodi' ? `Jodi ${c.number}` : c.kind === 'ander' ? `Ander ${c.number}` : `Bahar ${c.number}`);

/** The JODI screen of a market with these cells filled (the last amount typed in a cell wins, as on the screen), then PLAY. */
async function playCells(m: Model, r: Real, market: string, cells: Cell[], how: Omit<PlayHow, 'screen'>): Promise<void> {
  await r.page.goto(`/play/${market}`);
  const byLabel = new Map(cells.map((c) => [label(c), c]));
  for (const c of byLabel.values()) await r.page.getByLabel(label(c)).fill(c.typed);
  const lines = [...byLabel.values()].filter((c) => /^\d+$/.test(c.typed) && Number(c.typed) > 0).map((c) => ({ kind: c.kind, number: c.number, money: Number(c.typed) }));
  await playAndCheck(m, r, market, lines, { screen: 'JODI', ...how });
}

/** JODI screen: some cells, PLAY (maybe twice at once, maybe offline, maybe tapped again or reloaded while busy). */
export class PlayJodi implements Command {
  constructor(
    readonly cells: Cell[],
    readonly doubleTap: boolean,
    readonly offline: boolean,
    readonly market: number,
    readonly during?: 'tap' | 'reload',
  ) {}
  // a tap while busy meets the fault armed on game_bet, or a slow reply of its own; a reload, none (the call may never
  // leave the page it reloads, and a fault it did not meet would wait for the next bet)
  check = (m: Readonly<Model>) => m.at !== null && m.openMarkets.length > 0 && (this.during === 'reload' ? m.fault === null : !this.during || m.fault === null || m.fault.path === 'game_bet');
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const market = m.openMarkets[this.market % m.openMarkets.length] as string;
      // the reply comes 3 s late (and whole), so the tap lands while the call is out
      if (this.during === 'tap' && m.fault === null) await armFault(m, r, { path: 'game_bet', kind: 'latency', latencyMs: 3000 });
      await playCells(m, r, market, this.cells, { doubleTap: this.doubleTap, offline: this.offline, during: this.during });
    }, 'opens');
  }
  toString = () =>
    `JODI ${this.cells.map((c) => `${label(c)}=${c.typed}`).join(', ')}${this.doubleTap ? ', PLAY twice' : ''}${this.offline ? ', offline' : ''}${this.during === 'tap' ? ', tapped again while Processing...' : this.during === 'reload' ? ', reloaded while Processing...' : ''} (market #${this.market})`;
}

/** Tickets the player holds on an open market that the JODI screen can play again as they were (one amount per cell). */
function repeatable(m: Readonly<Model>): ModelTicket[] {
  return m.tickets.filter((t) => t.player === m.at && m.openMarkets.includes(t.market) && t.lines.length <= 4 && new Set(t.lines.map((l) => `${l.kind}${l.number}`)).size === t.lines.length);
}

/**
 * The same bet again, its reply lost to a fault (or late): the player's last bets are in the bid history, so after a
 * lost reply only a line new since the mark may prove this one placed (decision 083).
 */
export class RepeatBet implements Command {
  constructor(
    readonly fault: Omit<Fault, 'path'>,
    readonly pick: number,
  ) {}
  // the fault already armed on game_bet serves; one armed on another call waits for it
  check = (m: Readonly<Model>) => m.at !== null && (m.fault === null || m.fault.path === 'game_bet') && repeatable(m).length > 0;
  async run(m: Model, r: Real) {
    const held = repeatable(m);
    const t = held[this.pick % held.length] as ModelTicket;
    const cells = t.lines.map((l) => ({ kind: l.kind, number: l.number, typed: String(l.money) }));
    const armed = m.fault ? `the same bet again, its reply met by the fault waiting (${faultName(m.fault)})` : this.toString();
    await step(m, r, `${armed}: ${cells.map((c) => `${label(c)}=${c.typed}`).join(', ')} on market ${t.market}`, async () => {
      if (m.fault === null) await armFault(m, r, { path: 'game_bet', ...this.fault });
      await playCells(m, r, t.market, cells, { doubleTap: false, offline: false });
    }, 'opens');
  }
  toString = () => `the same bet again, its reply met by ${faultName(this.fault)}`;
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
      await playAndCheck(m, r, market, lines, { screen: this.screen === 'crossing' ? 'CROSSING' : 'COPY PASTE', doubleTap: this.doubleTap, offline: false });
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
      // the amount as the dialog shows it, read as every amount is (domain/read.ts): '1,250' is 1250, anything else unknown
      const money = readAmount(/\(₹([\d,]+)\)/.exec(await dialog.innerText())?.[1] ?? null);
      expect(money, 'the amount the cancel dialog shows').not.toBeNull();
      const player = m.at as number;
      const id = (m.players[player] as Model['players'][number]).id;
      const before = await sim.balance(id);
      await dialog.getByRole('button', { name: 'YES, CANCEL' }).click();
      await expect.poll(() => sim.balance(id), { timeout: 15_000 }).toBe(before + (money as number));
      // after a cancel the page reloads (spec §4)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const market = Object.keys(m.marketNames).find((k) => m.marketNames[k]?.toUpperCase() === game.toUpperCase()) ?? '';
      const line: ModelLine = { kind: KINDS[type] as BetKind, number, money: money as number };
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
      r.cover.met('bet cancelled');
    }, 'opens');
  }
  toString = () => `cancel bet #${this.pick}`;
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
        const player = m.at as number;
        const id = (m.players[player] as Model['players'][number]).id;
        const before = await r.sim.balance(id);
        const fault = takeFault(m, r, 'game_bet');
        await tab.getByRole('button', { name: 'PLAY', exact: true }).click();
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
      r.cover.met('PLAY at the close');
      await sim.call('clock', { now: NOW, frozen: true });
      await page.goto(`/play/${market}`);
      await expect(page.getByRole('button', { name: 'PLAY', exact: true })).toBeVisible({ timeout: 10_000 });
    }, 'opens');
  }
  toString = () => `the clock reaches a close with JODI ${this.number}=${this.money} on the screen`;
}
