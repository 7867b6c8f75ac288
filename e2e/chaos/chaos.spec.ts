/**
 * The chaos player (npm run chaos; scripts/chaos.ts sets the environment): a seeded random player drives the real
 * app at 360×740 through fast-check's model-based testing (fc.commands + fc.asyncModelRun), while the environment
 * moves under it (results declared, faults on the next bet). One seed fixes the command sequence, the world (its
 * seed) and the simulator's seeded fault draws. After every step the invariants are checked: no page error, no white
 * screen, no busy button left behind, every wallet in the simulator equal to the model's (./model.ts) and to its
 * ledger, never negative, the wallet shown equal to the simulator's, and what the app said about a PLAY true of the
 * server. On a failure fast-check shrinks to the shortest failing sequence; the seed, the path and the shrunk
 * commands are printed and written to test-results/chaos/failure.json with the last screenshots and the simulator
 * session (npm run sim:replay), and CHAOS_REPLAY=that file runs the same path again.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import fc from 'fast-check';
import { MSG } from '../../domain/messages';
import { appStarted, expect, test, type SimControl } from '../helpers-transport';
import { declare, place, playOutcome, transfer, transferOutcome, type BetKind, type Model } from './model';

const OUT = 'chaos-results';
const SEED = Number(process.env.CHAOS_SEED ?? Date.now() % 2 ** 31);
const STEPS = Number(process.env.CHAOS_STEPS ?? 20);
const MINUTES = Number(process.env.CHAOS_MINUTES ?? 0);
const FAULTS = (process.env.CHAOS_FAULTS ?? 'light') as 'none' | 'light' | 'heavy';
const REPLAY = process.env.CHAOS_REPLAY;
/** the simulated moment every run starts at: noon IST, frozen, results only when declared */
const NOW = '2026-11-22 12:00';
const PLAYERS = ['9876543210', '9876543211'];

interface Real {
  page: Page;
  sim: SimControl;
  errors: string[];
  /** every alert and toast text shown since the step began */
  texts: string[];
  step: number;
  log: string[];
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

async function shown(r: Real): Promise<string[]> {
  return [...r.texts, ...(await r.page.locator('.toast span').allInnerTexts())].map((t) => t.trim());
}

/** The invariants every step must leave true. */
async function invariants(m: Model, r: Real): Promise<void> {
  expect(r.errors, 'page errors').toEqual([]);
  expect((await r.page.locator('body').innerText()).trim().length, 'a white screen').toBeGreaterThan(0);
  await expect(r.page.getByRole('button', { name: 'Processing...' }), 'a busy button left behind').toHaveCount(0, { timeout: 20_000 });
  const users = await r.sim.call<Array<{ id: string; balance: number }>>('users');
  const snapshot = await r.sim.call<{ ledger: { lines: Record<string, Array<{ amount: number }>> } }>('snapshot');
  for (const p of m.players) {
    const u = users.find((x) => x.id === p.id);
    expect(u?.balance, `wallet of ${p.mobile} in the simulator`).toBe(p.balance);
    expect((snapshot.ledger.lines[p.id] ?? []).reduce((s, l) => s + l.amount, 0), `ledger of ${p.mobile}`).toBe(p.balance);
    expect(p.balance).toBeGreaterThanOrEqual(0);
  }
  const wallet = r.page.getByTestId('wallet-balance');
  if (m.at !== null && (await wallet.count()) > 0 && !(await wallet.getAttribute('aria-busy'))) {
    await expect(wallet, 'the wallet shown').toHaveText(rupees((m.players[m.at] as Model['players'][number]).balance));
  }
}

/** One step: logged, screenshotted, its invariants checked. */
async function step(m: Model, r: Real, name: string, run: () => Promise<void>): Promise<void> {
  r.step++;
  r.texts.length = 0;
  r.log.push(`${r.step}. ${name}`);
  const shot = () => r.page.screenshot({ path: `${OUT}/step-${r.step % 5}.png` }).catch(() => undefined);
  try {
    await run();
    await shot();
    await invariants(m, r);
  } catch (e) {
    await shot();
    throw e;
  }
}

// ───────────── the player's commands ─────────────

class Login implements fc.AsyncCommand<Model, Real> {
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
    });
  }
  toString = () => `login ${PLAYERS[this.who]}${this.wrongOtpFirst ? ' (a wrong OTP first)' : ''}`;
}

class Logout implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>) => m.at !== null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      await r.page.goto('/mine');
      await r.page.getByRole('button', { name: /logout/i }).click();
      await r.page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
      await expect(r.page).toHaveURL(/\/login$/);
      m.at = null;
    });
  }
  toString = () => 'logout';
}

interface Cell {
  kind: BetKind;
  number: string;
  /** as typed: a whole number of rupees, or a decimal the screen must not take as another amount */
  typed: string;
}

const label = (c: Cell) => (c.kind === 'jodi' ? `Jodi ${c.number}` : c.kind === 'ander' ? `Ander ${c.number}` : `Bahar ${c.number}`);

/** JODI screen: some cells, PLAY (maybe twice at once, maybe offline); what the app says must be true. */
class PlayJodi implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly cells: Cell[],
    readonly doubleTap: boolean,
    readonly offline: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.at !== null && m.openMarkets.length > 0;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page, sim } = r;
      const player = m.at as number;
      const market = m.openMarkets[0] as string;
      await page.goto(`/play/${market}`);
      // one amount per cell: the last one typed wins, as on the screen
      const byLabel = new Map(this.cells.map((c) => [label(c), c]));
      for (const c of byLabel.values()) await page.getByLabel(label(c)).fill(c.typed);
      const lines = [...byLabel.values()].filter((c) => /^\d+$/.test(c.typed) && Number(c.typed) > 0).map((c) => ({ kind: c.kind, number: c.number, money: Number(c.typed) }));
      const balanceBefore = await sim.balance(m.players[player]!.id);
      if (this.offline) await page.context().setOffline(true);
      const play = page.getByRole('button', { name: 'PLAY', exact: true });
      // a double tap: two clicks on the same spot, the second while the first is being handled
      if (this.doubleTap) await play.dblclick();
      else await play.click();
      const fault = m.fault;
      m.fault = null;
      const expected = this.offline ? 'not sent' : playOutcome(m, player, market, lines);
      if (this.offline) {
        await expect.poll(() => shown(r), { timeout: 10_000 }).toContain(MSG.betNotSent);
        await page.context().setOffline(false);
      } else if (fault) {
        // the reply is spoiled: whatever the app says must be true of the server
        await expect.poll(async () => (page.url().endsWith('/receipt') ? 'receipt' : (await shown(r)).join(' | ')), { timeout: 30_000 }).not.toBe('');
        await expect(page.getByRole('button', { name: 'Processing...' })).toHaveCount(0, { timeout: 30_000 });
      } else if (expected === 'placed') {
        await expect(page).toHaveURL(/\/receipt$/, { timeout: 15_000 });
      } else {
        await expect.poll(async () => (await shown(r)).length + (lines.length === 0 ? 1 : 0), { timeout: 10_000 }).toBeGreaterThan(0);
        expect(page.url()).not.toMatch(/\/receipt$/);
      }
      const balanceAfter = await sim.balance(m.players[player]!.id);
      const debited = balanceBefore - balanceAfter;
      const cost = lines.reduce((s, l) => s + l.money, 0);
      // one debit at most, of exactly the lines played: never two for a double tap
      expect([0, cost], `debit for ${this.toString()}`).toContain(debited);
      const said = page.url().endsWith('/receipt') || (await shown(r)).includes(MSG.betPlaced) ? 'placed' : (await shown(r)).some((t) => t === MSG.betNotPlaced || t === MSG.betNotSent) ? 'not placed' : 'unknown';
      if (said === 'placed') expect(debited, 'the app said placed').toBe(cost);
      if (said === 'not placed') expect(debited, 'the app said not placed').toBe(0);
      if (!fault && !this.offline) expect(debited, 'an intact reply').toBe(expected === 'placed' ? cost : 0);
      if (debited > 0) place(m, player, market, lines);
    });
  }
  toString = () => `JODI ${this.cells.map((c) => `${label(c)}=${c.typed}`).join(', ')}${this.doubleTap ? ', PLAY twice' : ''}${this.offline ? ', offline' : ''}`;
}

class Transfer implements fc.AsyncCommand<Model, Real> {
  constructor(readonly amount: string) {}
  check = (m: Readonly<Model>) => m.at !== null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page } = r;
      const from = m.at as number;
      const to = 1 - from;
      await page.goto('/p2p');
      await page.getByLabel('Amount', { exact: true }).fill(this.amount);
      await page.getByLabel("Friend's mobile number").fill(PLAYERS[to] as string);
      await page.getByRole('button', { name: 'TRANSFER' }).click();
      const amount = /^\d+$/.test(this.amount) ? Number(this.amount) : NaN;
      if (transferOutcome(m, from, to, amount) === 'sent') {
        await expect.poll(() => shown(r)).toContain(MSG.p2pSent);
        transfer(m, from, to, amount);
      } else {
        await expect.poll(() => shown(r)).not.toEqual([]);
        expect(await shown(r)).not.toContain(MSG.p2pSent);
      }
    });
  }
  toString = () => `P2P ₹${this.amount} to the other player`;
}

class Reload implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    await step(m, r, 'reload', async () => {
      await r.page.reload();
      await appStarted(r.page);
    });
  }
  toString = () => 'reload';
}

class Back implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    await step(m, r, 'back', async () => {
      await r.page.goBack().catch(() => undefined);
      await appStarted(r.page);
    });
  }
  toString = () => 'back';
}

// ───────────── the environment's moves ─────────────

class DeclareResult implements fc.AsyncCommand<Model, Real> {
  constructor(readonly number: string) {}
  check = (m: Readonly<Model>) => m.openMarkets.length > 0;
  async run(m: Model, r: Real) {
    const market = m.openMarkets[m.openMarkets.length - 1] as string;
    await step(m, r, `${this.toString()} (market ${market})`, async () => {
      const res = await r.sim.call<{ ok?: boolean; error?: string }>(`markets/${market}/result`, { number: this.number });
      expect(res.ok, JSON.stringify(res)).toBe(true);
      declare(m, market, this.number);
    });
  }
  toString = () => `declare ${this.number}`;
}

class FaultNextBet implements fc.AsyncCommand<Model, Real> {
  constructor(readonly fault: { kind: string; body?: string; status?: number }) {}
  check = (m: Readonly<Model>) => m.fault === null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      await r.sim.call('faults', { faults: [{ path: 'game_bet', times: 1, ...this.fault }] }, 'PUT');
      m.fault = this.fault.kind;
    });
  }
  toString = () => `fault on the next bet: ${this.fault.kind}${this.fault.body ? ` ${this.fault.body}` : ''}${this.fault.status ? ` ${this.fault.status}` : ''}`;
}

// ───────────── arbitraries ─────────────

const amount = fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 1, max: 400 }).map(String) }, { weight: 1, arbitrary: fc.constantFrom('2.5', '0', '99999') });
const cell: fc.Arbitrary<Cell> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant<BetKind>('jodi'), number: fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0')), typed: amount }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom<BetKind>('ander', 'bahar'), number: fc.integer({ min: 0, max: 9 }).map(String), typed: amount }) },
);
const faults = fc.constantFrom({ kind: 'network' }, { kind: 'malformed', body: 'html' }, { kind: 'malformed', body: 'truncated' }, { kind: 'malformed', body: 'notice' }, { kind: 'status', status: 503 });
const faultWeight = { none: 0, light: 1, heavy: 4 }[FAULTS];

const commands = [
  fc.record({ who: fc.integer({ min: 0, max: 1 }), wrong: fc.boolean() }).map(({ who, wrong }) => new Login(who, wrong)),
  fc.constant(new Logout()),
  fc.record({ cells: fc.array(cell, { minLength: 1, maxLength: 3 }), doubleTap: fc.boolean(), offline: fc.oneof({ weight: 6, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }) }).map(({ cells, doubleTap, offline }) => new PlayJodi(cells, doubleTap, offline)),
  fc.record({ cells: fc.array(cell, { minLength: 1, maxLength: 3 }) }).map(({ cells }) => new PlayJodi(cells, false, false)),
  fc.record({ cells: fc.array(cell, { minLength: 1, maxLength: 2 }) }).map(({ cells }) => new PlayJodi(cells, true, false)),
  fc.oneof(fc.integer({ min: 1, max: 600 }).map(String), fc.constantFrom('1.5', '30000')).map((a) => new Transfer(a)),
  fc.constant(new Reload()),
  fc.constant(new Back()),
  fc.integer({ min: 0, max: 99 }).map((n) => new DeclareResult(String(n).padStart(2, '0'))),
  ...(faultWeight ? Array.from({ length: faultWeight }, () => faults.map((f) => new FaultNextBet(f))) : []),
];

test.describe.configure({ mode: 'serial' });

test('chaos player', async ({ page, sim }) => {
  test.setTimeout(MINUTES ? MINUTES * 60_000 + 600_000 : 900_000);
  mkdirSync(OUT, { recursive: true });
  const replay = REPLAY ? (JSON.parse(readFileSync(REPLAY, 'utf8')) as { seed: number; path: string; replayPath?: string; steps: number }) : null;
  const seed = replay?.seed ?? SEED;
  console.log(`chaos seed ${seed}, up to ${STEPS} steps${MINUTES ? ` a run for ${MINUTES} min` : ''}, faults ${FAULTS} (npm run chaos -- --seed ${seed} reproduces it)`);
  // an action that cannot happen fails the step instead of waiting out the run
  page.setDefaultTimeout(15_000);
  /** the page's console, for the failure report */
  const consoleLines: string[] = [];
  page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const texts: string[] = [];
  page.on('dialog', (d) => {
    texts.push(d.message());
    void d.accept();
  });
  let last: Real | null = null;

  const setup = async (): Promise<{ model: Model; real: Real }> => {
    await sim.start({ scenario: 'manual-results', seed, now: NOW, frozen: true });
    await page.evaluate(() => localStorage.clear());
    await page.context().setOffline(false);
    errors.length = 0;
    const users = await sim.call<Array<{ id: string; mobile: string; balance: number }>>('users');
    const markets = await sim.call<Array<{ id: string; phase: string }>>('markets');
    const model: Model = {
      players: PLAYERS.map((mobile) => {
        const u = users.find((x) => x.mobile === mobile);
        if (!u) throw new Error(`no player ${mobile}`);
        return { id: u.id, mobile, balance: u.balance };
      }),
      at: null,
      openMarkets: markets.filter((x) => x.phase === 'open').map((x) => x.id),
      bets: [],
      fault: null,
      rates: { jodi: 9800, haruf: 980 },
      maxTransfer: 25_000,
    };
    last = { page, sim, errors, texts, step: 0, log: [] };
    // every run starts logged in as the first player (through the screens); logout and login come later at random
    await new Login(0, false).run(model, last);
    return { model, real: last };
  };

  const property = fc.asyncProperty(fc.commands(commands, { maxCommands: replay?.steps ?? STEPS, size: 'max', replayPath: replay?.replayPath }), (cmds) => fc.asyncModelRun(setup, cmds));
  const runs = MINUTES ? 10_000 : 1;
  const details = await fc.check(property, { seed, numRuns: runs, path: replay?.path, endOnFailure: !!replay, interruptAfterTimeLimit: MINUTES ? MINUTES * 60_000 : undefined, markInterruptAsFailure: false });
  const shrunk = details.counterexample?.[0];
  if (details.failed) {
    // fast-check's own path to the shrunk case, and the commands' replay path it prints with them
    const replayPath = /replayPath="([^"]*)"/.exec(String(shrunk))?.[1];
    const failure = { seed: details.seed, path: details.counterexamplePath, replayPath, steps: replay?.steps ?? STEPS, commands: String(shrunk), error: String(details.errorInstance), log: (last as Real | null)?.log ?? [] };
    writeFileSync(`${OUT}/failure.json`, `${JSON.stringify(failure, null, 2)}\n`);
    writeFileSync(`${OUT}/console.txt`, consoleLines.slice(-200).join('\n'));
    const session = await sim.call('session?secrets=include').catch(() => null);
    if (session) writeFileSync(`${OUT}/session.json`, JSON.stringify(session));
    console.log(`chaos: FAILED at seed ${details.seed}, path ${details.counterexamplePath}\n  shrunk to: ${String(shrunk)}\n  ${failure.error}\n  written: ${OUT}/failure.json (CHAOS_REPLAY=${OUT}/failure.json npm run chaos), ${OUT}/session.json (npm run sim:replay), ${OUT}/step-*.png`);
  } else console.log(`chaos: ${details.numRuns} run(s) of up to ${STEPS} steps, no invariant broken (seed ${seed}); the last run:\n  ${((last as Real | null)?.log ?? []).join('\n  ')}`);
  expect(details.failed, String(details.errorInstance ?? '')).toBe(false);
});
