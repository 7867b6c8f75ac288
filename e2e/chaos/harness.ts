/**
 * The chaos player's harness: what a step is (logged, screenshotted, then the invariants), the invariants every step
 * must leave true, and the wire traffic each step is checked against the contract with (docs/openapi.json, through
 * the live-backend bridge's validator, bridge/contract.ts).
 */
import type { Page, Response } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { bodyFields, loadContract, type Contract } from '../../bridge/contract';
import { MSG } from '../../domain/messages';
import type { PhpHabit } from '../../domain/phpHabits';
import { expect, type SimControl } from '../helpers-transport';
import type { Coverage } from './coverage';
import { driftOf } from './dialect';
import { balanceOf, type Model } from './model';

/** where a run writes its failure, screenshots, console and session (npm run chaos -- --out DIR) */
export const OUT = process.env.CHAOS_OUT ?? 'chaos-results';

export interface Real {
  page: Page;
  sim: SimControl;
  errors: string[];
  /** every alert and toast text shown since the step began */
  texts: string[];
  step: number;
  log: string[];
  /** the wire calls the step made, checked against the contract at its end */
  calls: Array<Promise<string[]>>;
  contract: Contract;
  /** wire calls checked against the contract, and those whose reply the page moved on from before it was read */
  checked: number;
  unread: number;
  /** a fault spoils this call's reply in this step: its exchange is not the contract's */
  spoiled: string | null;
  /**
   * the environment moved a wallet behind the app's back (a result paid, a withdrawal rejected): the app has no
   * push, so the wallet shown is held to the server's only once the player opens a screen again
   */
  walletBehind: boolean;
  /** screens axe has checked in this run (a screen is checked when first reached) */
  axeSeen: Set<string>;
  /** what the whole run has met so far (every sequence of it) */
  cover: Coverage;
  /** the PHP habits the simulator answers with (--dialect): the deviations they explain are expected */
  habits: readonly PhpHabit[];
}

export const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

export async function shown(r: Real): Promise<string[]> {
  return [...r.texts, ...(await r.page.locator('.toast span').allInnerTexts().catch(() => []))].map((t) => t.trim());
}

/** What the app told the player about a call that moves money: done, not done, or nothing certain. */
export async function said(r: Real, done: readonly string[], notDone: readonly string[]): Promise<'done' | 'not done' | 'unknown'> {
  const texts = await shown(r);
  if (texts.some((t) => done.includes(t))) return 'done';
  if (texts.some((t) => notDone.includes(t))) return 'not done';
  return 'unknown';
}

/**
 * The server's answer to a money call, held to the app's words: one debit at most, of exactly `amount`; 'done' only if
 * it was debited, 'not done' only if not; with an intact reply (`intact`: what the model expects), exactly that.
 * Returns what left the wallet.
 */
export async function judgeDebit(r: Real, o: { id: string; before: number; amount: number; told: 'done' | 'not done' | 'unknown'; intact: boolean | null }): Promise<number> {
  const debited = o.before - (await r.sim.balance(o.id));
  expect([0, o.amount], 'one debit at most, of exactly the amount').toContain(debited);
  if (o.told === 'done') expect(debited, 'the app said it went through').toBe(o.amount);
  if (o.told === 'not done') expect(debited, 'the app said it did not').toBe(0);
  if (o.intact !== null) expect(debited, 'an intact reply').toBe(o.intact ? o.amount : 0);
  return debited;
}

/** Texts a player must never see: the server's raw words, or the app's own undefined values. */
const RAW = /Fatal error|Stack trace|Notice: Undefined|<br\s*\/?>|Unexpected token|SyntaxError|\[object Object\]|\bNaN\b|\bundefined\b/;

/** Starts recording a page's wire calls into the current step (the second tab's too). */
export function recordCalls(page: Page, r: () => Real | null): void {
  // the body is asked for as the reply starts: a navigation after it would make it unreadable
  page.on('response', (res) => {
    const real = r();
    if (real && /\/(Webservices|api)\//.test(new URL(res.url()).pathname)) real.calls.push(checkCall(real, res));
  });
}

async function checkCall(r: Real, res: Response): Promise<string[]> {
  const req = res.request();
  const url = new URL(req.url());
  const spoiled = r.spoiled;
  let replyText: string;
  try {
    replyText = await res.text();
  } catch {
    // the page moved on before the reply was read (a reload, a tap elsewhere): nothing to check
    r.unread++;
    return [];
  }
  const checked = r.contract.check({
    method: req.method(),
    url,
    query: Object.fromEntries(url.searchParams),
    ...(await bodyFields(req.headers()['content-type'] ?? '', req.postDataBuffer() ?? Buffer.alloc(0))),
    status: res.status(),
    contentType: res.headers()['content-type'] ?? '',
    replyText,
    ms: 0,
  });
  r.checked++;
  if (!checked || checked.call === spoiled) return [];
  return driftOf(r.habits, checked.deviations, { status: res.status(), text: replyText }).map((d) => `${checked.call}: ${d.side} ${d.kind} at '${d.at}' (${d.wireType}): ${d.detail}${d.kind === 'non-JSON reply' ? ` — ${JSON.stringify(replyText.slice(0, 120))}` : ''}`);
}

export function contractFor(project: string): Contract {
  // the production build for the browser tests names its credentials app_id / app_key (.ci/run)
  return loadContract(project === 'prod' ? { credentialNames: ['app_id', 'app_key'] } : {});
}

/** The screen a path shows (ids folded), for axe's "first reached" */
const screenOf = (url: string) => new URL(url).pathname.replace(/\/\d+(?=\/|$)/g, '/:id');

async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')})`);
}

/** The invariants every step must leave true. */
export async function invariants(m: Model, r: Real): Promise<void> {
  const { page, sim } = r;
  expect(r.errors, 'page errors').toEqual([]);
  // a screen between two renders (a reload the app asked for) is not a white screen; one that stays blank is
  await expect.poll(async () => (await page.locator('body').innerText()).trim().length, { message: 'a white screen', timeout: 5000 }).toBeGreaterThan(0);
  const body = (await page.locator('body').innerText()).trim();
  expect(body.match(RAW)?.[0] ?? null, 'raw server text or an undefined value on screen').toBeNull();
  for (const t of await shown(r)) expect(t.match(RAW)?.[0] ?? null, `raw text in a message: ${t}`).toBeNull();
  // busy ends within the client's timeout plus reconciliation; the one busy state allowed to stay is a CROSSING /
  // COPY PASTE PLAY locked with the way to Bid History (decisions 030, 083)
  const settled = async () => (await page.getByRole('button', { name: 'Processing...' }).count()) === 0 || (await page.getByRole('link', { name: 'Check Bid History' }).count()) > 0;
  await expect.poll(settled, { message: 'a busy button left behind', timeout: 45_000 }).toBe(true);

  const users = await sim.call<Array<{ id: string; balance: number }>>('users');
  const snapshot = await sim.call<{ ledger: { lines: Record<string, Array<{ amount: number }>> } }>('snapshot');
  for (const id of [...m.players.map((p) => p.id), ...Object.keys(m.others)]) {
    const want = balanceOf(m, id);
    expect(users.find((x) => x.id === id)?.balance, `wallet of user ${id} in the simulator`).toBe(want);
    expect((snapshot.ledger.lines[id] ?? []).reduce((s, l) => s + l.amount, 0), `ledger of user ${id}`).toBe(want);
    expect(want, `wallet of user ${id}`).toBeGreaterThanOrEqual(0);
  }
  const wallet = page.getByTestId('wallet-balance');
  // read at once (the screen may move on, taking the wallet with it, between a count and a read)
  const walletSettled = await wallet.evaluateAll((els) => els.length > 0 && !els[0]!.hasAttribute('aria-busy'));
  if (m.at !== null && !r.walletBehind && walletSettled) {
    await expect(wallet, 'the wallet shown').toHaveText(rupees((m.players[m.at] as Model['players'][number]).balance));
  }
  // nothing of the other player once one is logged in
  if (m.at !== null) {
    const other = m.players[1 - m.at] as Model['players'][number];
    expect(body.includes(other.mobile), `the other player's number ${other.mobile} on screen`).toBe(false);
  }

  const calls = await Promise.all(r.calls.splice(0));
  expect(calls.flat(), 'wire calls against docs/openapi.json').toEqual([]);
  r.spoiled = null;

  const screen = screenOf(page.url());
  if (!r.axeSeen.has(screen) && !/__sim|upi\/pay/.test(screen)) {
    r.axeSeen.add(screen);
    expect(await axe(page), `axe on ${screen}`).toEqual([]);
  }
}

/**
 * One step: logged, screenshotted, its invariants checked. `moves`: 'opens' — the player opens a screen afresh (the
 * wallet shown is the server's again); 'behind' — the environment moves wallets without the app knowing.
 */
export async function step(m: Model, r: Real, name: string, run: () => Promise<void>, moves?: 'opens' | 'behind'): Promise<void> {
  r.step++;
  r.cover.step();
  if (moves === 'opens') r.walletBehind = false;
  if (moves === 'behind') r.walletBehind = true;
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

/** The messages that say a bet went through or did not. */
export const BET_DONE = [MSG.betPlaced] as const;
export const BET_NOT_DONE = [MSG.betNotPlaced, MSG.betNotSent] as const;
