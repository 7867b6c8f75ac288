/**
 * The chaos player (npm run chaos; ./cli.ts sets the environment): a seeded random player drives the real
 * app at 360×740 through fast-check's model-based testing (fc.commands + fc.asyncModelRun), while the environment
 * moves under it (results declared, faults on the next bet). One seed fixes the command sequence, the world (its
 * seed) and the simulator's seeded fault draws. After every step the invariants are checked: no page error, no white
 * screen, no busy button left behind, every wallet in the simulator equal to the model's (./model.ts) and to its
 * ledger, never negative, the wallet shown equal to the simulator's, and what the app said about a PLAY true of the
 * server. On a failure fast-check shrinks to the shortest failing sequence; the seed, the path and the shrunk
 * commands are printed and written to test-results/chaos/failure.json with the last screenshots and the simulator
 * session (npm run sim:replay), and CHAOS_REPLAY=that file runs the same path again.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { parseDialect } from '../../domain/phpHabits';
import { expect, test } from '../helpers-transport';
import { commandsFor } from './arbitraries';
import { Login } from './commands/session';
import { NOW, PLAYERS } from './commands/shared';
import { Coverage } from './coverage';
import { contractFor, OUT, recordCalls, type Real } from './harness';
import { inviterChain, type BetKind, type Model } from './model';

const SEED = Number(process.env.CHAOS_SEED ?? Date.now() % 2 ** 31);
const STEPS = Number(process.env.CHAOS_STEPS ?? 20);
const MINUTES = Number(process.env.CHAOS_MINUTES ?? 0);
const FAULTS = (process.env.CHAOS_FAULTS ?? 'light') as 'none' | 'light' | 'heavy';
const REPLAY = process.env.CHAOS_REPLAY;
/** a named fault plan the whole run goes under (./cli.ts admits those whose replies stay whole) */
const PLAN = process.env.CHAOS_PLAN;
/** the simulator answers in this dialect (domain/phpHabits.ts: php, or habit names); the habits are then expected on the wire */
const DIALECT = process.env.CHAOS_DIALECT ?? 'plain';
/** the planted-defect check (./planted.ts): the first failure is the finding, not shrunk */
const NO_SHRINK = !!process.env.CHAOS_NO_SHRINK;

/**
 * The players' bets the world starts with that today's results will settle, as the model's tickets (each ticket's
 * rewards as placing it paid them, what a cancelled line took back already given back).
 */
function openTickets(
  bets: Array<{ ticket: string; userId: string; marketId: string; session: string; kind: BetKind; number: string; money: number; status: string }>,
  markets: Array<{ id: string; session: string }>,
  players: Array<{ id: string }>,
  inviters: string[][],
  percents: number[],
): Model['tickets'] {
  const today = new Map(markets.map((x) => [x.id, x.session]));
  const tickets = new Map<string, typeof bets>();
  for (const b of bets) if (today.get(b.marketId) === b.session && players.some((p) => p.id === b.userId)) tickets.set(b.ticket, [...(tickets.get(b.ticket) ?? []), b]);
  return [...tickets.values()].flatMap((lines) => {
    const first = lines[0] as (typeof bets)[number];
    const player = players.findIndex((p) => p.id === first.userId);
    const open = lines.filter((b) => b.status === 'open');
    if (open.length === 0) return [];
    const total = lines.reduce((n, b) => n + b.money, 0);
    const standing = open.reduce((n, b) => n + b.money, 0);
    const paid = Object.fromEntries((inviters[player] ?? []).map((id, level) => [id, Math.floor((total * (percents[level] ?? 0)) / 100)]));
    const reversed = Object.fromEntries(Object.entries(paid).map(([id, amount]) => [id, amount - Math.floor((amount * standing) / total)]));
    return [{ player, screen: 'JODI' as const, market: first.marketId, lines: open.map((b) => ({ kind: b.kind, number: b.number, money: b.money })), total, paid, reversed }];
  });
}

test.describe.configure({ mode: 'serial' });

test('chaos player', async ({ page, sim }) => {
  test.setTimeout(MINUTES ? MINUTES * 60_000 + 600_000 : 900_000);
  // a run's results replace the last run's (a failure.json left from before would read as this run's)
  mkdirSync(OUT, { recursive: true });
  if (!REPLAY || !REPLAY.startsWith(OUT)) for (const f of readdirSync(OUT)) if (f !== 'playwright') rmSync(`${OUT}/${f}`, { recursive: true, force: true });
  const replay = REPLAY ? (JSON.parse(readFileSync(REPLAY, 'utf8')) as { seed: number; path: string; replayPath?: string; steps: number }) : null;
  const seed = replay?.seed ?? SEED;
  const dialect = parseDialect(DIALECT);
  if (!dialect.ok) throw new Error(dialect.error);
  console.log(`chaos seed ${seed}, up to ${STEPS} steps${MINUTES ? ` a run for ${MINUTES} min` : ''}, faults ${FAULTS}${PLAN ? ` under the plan ${PLAN}` : ''}, dialect ${DIALECT} (npm run chaos -- --seed ${seed}${PLAN ? ` --faults ${PLAN}` : ''}${DIALECT === 'plain' ? '' : ` --dialect ${DIALECT}`} reproduces it)`);
  // an action that cannot happen fails the step instead of waiting out the run
  page.setDefaultTimeout(15_000);
  // Copy Link writes the clipboard and the check reads it back
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
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
  const contract = contractFor(test.info().project.name);
  // every wire call of the page goes to the step running when it finishes
  recordCalls(page, () => last);

  let sequences = 0;
  const started = Date.now();
  /** what the whole run meets, over every sequence (shrinking included) */
  const cover = new Coverage();
  const setup = async (): Promise<{ model: Model; real: Real }> => {
    // a night run says where it is: the sequences run so far and the last one's steps
    if (MINUTES && last) console.log(`chaos: sequence ${sequences} done, ${(last as Real).step} steps, ${(last as Real).checked} calls checked (${Math.round((Date.now() - started) / 60_000)} min)`);
    sequences++;
    // back online first: a run that failed offline must not start the next one offline
    await page.context().setOffline(false);
    await sim.start({ scenario: 'manual-results', seed, now: NOW, frozen: true, dialect: DIALECT });
    if (PLAN) await sim.call('faults', { plan: PLAN }, 'PUT');
    await page.evaluate(() => localStorage.clear());
    errors.length = 0;
    const users = await sim.call<Array<{ id: string; mobile: string; balance: number; referrer: string | null }>>('users');
    const markets = await sim.call<Array<{ id: string; name: string; phase: string; session: string }>>('markets');
    const settings = await sim.call<{ referralPercents: number[]; referralFirstReward: number; minRecharge: number; minWithdrawal: number; jodiRate: number; hurfRate: number }>('settings');
    const snapshot = await sim.call<{ ledger: { lines: Record<string, Array<{ kind: string }>> }; bets: { list: Array<{ ticket: string; userId: string; marketId: string; session: string; kind: BetKind; number: string; money: number; status: string }> } }>('snapshot');
    const players = PLAYERS.map((mobile) => {
      const u = users.find((x) => x.mobile === mobile);
      if (!u) throw new Error(`no player ${mobile}`);
      return { id: u.id, mobile, balance: u.balance };
    });
    const pending = (await sim.call<Array<{ userId: string; amount: number }>>('withdrawals?status=pending')).reverse();
    const inviters = players.map((p) => inviterChain(users, p.id));
    const model: Model = {
      players,
      inviters,
      others: Object.fromEntries(inviters.flat().filter((id) => !players.some((p) => p.id === id)).map((id) => [id, users.find((u) => u.id === id)?.balance ?? 0])),
      referralPercents: settings.referralPercents,
      firstReward: settings.referralFirstReward,
      recharged: players.filter((p) => (snapshot.ledger.lines[p.id] ?? []).some((l) => l.kind === 'recharge')).map((p) => p.id),
      owed: {},
      at: null,
      openMarkets: markets.filter((x) => x.phase === 'open').map((x) => x.id),
      marketNames: Object.fromEntries(markets.map((x) => [x.id, x.name])),
      tickets: openTickets(snapshot.bets.list, markets, players, inviters, settings.referralPercents),
      pendingWithdrawals: pending.flatMap((w) => {
        const player = players.findIndex((p) => p.id === w.userId);
        return player < 0 ? [] : [{ player, amount: w.amount }];
      }),
      fault: null,
      rates: { jodi: settings.jodiRate, haruf: settings.hurfRate },
      maxTransfer: 25_000,
      minRecharge: settings.minRecharge,
      minWithdrawal: settings.minWithdrawal,
    };
    last = { page, sim, errors, texts, step: 0, log: [], calls: [], checked: 0, unread: 0, contract, spoiled: null, walletBehind: false, axeSeen: new Set(), cover, habits: dialect.habits };
    // every run starts logged in as the first player (through the screens); logout and login come later at random
    await new Login(0, false).run(model, last);
    return { model, real: last };
  };

  const property = fc.asyncProperty(fc.commands(commandsFor(FAULTS), { maxCommands: replay?.steps ?? STEPS, size: 'max', replayPath: replay?.replayPath }), (cmds) =>
    fc.asyncModelRun(setup, cmds).catch((e: unknown) => {
      cover.failed();
      throw e;
    }),
  );
  const runs = MINUTES && !replay ? 10_000 : 1;
  const details = await fc.check(property, { seed, numRuns: runs, path: replay?.path, endOnFailure: !!replay || NO_SHRINK, interruptAfterTimeLimit: MINUTES ? MINUTES * 60_000 : undefined, markInterruptAsFailure: false });
  const shrunk = details.counterexample?.[0];
  // fast-check calls a run failed when --minutes ran out before its first sequence ended; only a counterexample is one
  const broken = details.failed && details.counterexample !== null;
  if (broken) {
    // fast-check's own path to the shrunk case, and the commands' replay path it prints with them
    const replayPath = /replayPath="([^"]*)"/.exec(String(shrunk))?.[1];
    const failure = { seed: details.seed, path: details.counterexamplePath, replayPath, steps: replay?.steps ?? STEPS, commands: String(shrunk), error: String(details.errorInstance), log: (last as Real | null)?.log ?? [] };
    writeFileSync(`${OUT}/failure.json`, `${JSON.stringify(failure, null, 2)}\n`);
    writeFileSync(`${OUT}/console.txt`, consoleLines.slice(-200).join('\n'));
    // the export as any other: secrets redacted (a replay restores the OTPs it checks: replaySession.ts)
    const session = await sim.call('session').catch(() => null);
    if (session) writeFileSync(`${OUT}/session.json`, JSON.stringify(session));
    console.log(`chaos: FAILED at seed ${details.seed}, path ${details.counterexamplePath}\n  shrunk to: ${String(shrunk)}\n  ${failure.error}\n  written: ${OUT}/failure.json (CHAOS_REPLAY=${OUT}/failure.json npm run chaos), ${OUT}/session.json (npm run sim:replay), ${OUT}/step-*.png`);
  } else console.log(`chaos: ${details.numRuns} run(s) of up to ${STEPS} steps, no invariant broken (seed ${seed}); the last run checked ${(last as Real | null)?.checked ?? 0} wire calls against the contract (${(last as Real | null)?.unread ?? 0} left before their reply was read):\n  ${((last as Real | null)?.log ?? []).join('\n  ')}`);
  writeFileSync(`${OUT}/coverage.json`, `${JSON.stringify({ seed, build: test.info().project.name, faults: FAULTS, dialect: DIALECT, ...cover.report() }, null, 2)}\n`);
  console.log(`${cover.table()}\n  written: ${OUT}/coverage.json`);
  expect(broken, String(details.errorInstance ?? '')).toBe(false);
});
