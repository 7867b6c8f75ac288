/**
 * The simulator: the kernel with every domain registered, and one method per domain operation: the one way into
 * the core for the wire routes, the control API, fixtures and tests. Each operation brings the world up to the
 * clock and hands over to its domain module (a read hands over directly).
 * Every operation is synchronous, so a check of the balance and the debit that follows it can never be interleaved
 * with another request (the transports run handlers on one JS thread).
 */
import { istDay, istEpoch, parseHm } from '../../domain/time';
import { clockAt, type ClockView } from './clock';
import { record, RECORDING_LIMIT, type JournalEntry, type RecordedCall, type Recording } from './journal';
import { Kernel, type LoadOptions } from './kernel';
import * as bankCards from './domains/bankCards';
import * as bets from './domains/bets';
import * as chat from './domains/chat';
import * as faults from './domains/faults';
import * as ledger from './domains/ledger';
import * as markets from './domains/markets';
import * as payments from './domains/payments';
import * as push from './domains/push';
import * as referrals from './domains/referrals';
import * as settlement from './domains/settlement';
import * as transfers from './domains/transfers';
import * as users from './domains/users';
import * as withdrawals from './domains/withdrawals';
import type { Settings } from './domains/settings';
import type { Result } from './result';
import type { SimState } from './world';

export interface ScenarioInfo {
  name: string;
  description: string;
  /** where the scenario puts the clock, given the moment asked for (e.g. 60 s before the next close); default: there */
  at?(now: number): number;
  build(opts: { seed: number; now: number }): SimState;
}

export interface ResetOptions {
  scenario?: string;
  seed?: number;
  /** the clock position of the new world; default real time */
  now?: number;
  /** keep the new clock frozen at `now` */
  frozen?: boolean;
  /** the PHP dialect of the new world (a canonical name, domain/phpHabits.ts); default the simulator's own */
  dialect?: string;
}

export interface FaultPlanInfo {
  description: string;
  faults: faults.FaultInput[];
}

export interface SimOptions {
  realNow?: () => number;
  scenarios?: Record<string, ScenarioInfo>;
  /** named fault plans (fixtures) */
  faultPlans?: Record<string, FaultPlanInfo>;
  journalSize?: number;
  /** settings every world built by reset() starts with, whatever the scenario */
  settings?: Partial<Settings>;
}

type Tail<F> = F extends (w: never, ...rest: infer R) => infer T ? (...rest: R) => T : never;

/**
 * One operation that changed the world, as a durable store logs it: which Sim operation, its arguments (JSON, with
 * `undefined` kept) and the real time it ran at. The world is deterministic (seeded generator in the state, time held
 * still per operation), so applying the entries in order to the world they started from rebuilds it exactly.
 */
export interface OpEntry {
  op: string;
  args: string;
  real: number;
}

/** Receives each operation that changed the world, in order, right after it ran. */
export type OpSink = (e: OpEntry) => void;

const UNDEFINED = { $undefined: true };
export const encodeArgs = (args: unknown[]): string => JSON.stringify(args, (_k, v: unknown) => (v === undefined ? UNDEFINED : v));
export const decodeArgs = (text: string): unknown[] =>
  JSON.parse(text, (_k, v: unknown) => (typeof v === 'object' && v !== null && (v as { $undefined?: unknown }).$undefined === true ? undefined : v)) as unknown[];

/** Operations that are methods of the class rather than bound domain functions, logged as well. */
const LOGGED_METHODS = ['reset', 'setClock', 'load', 'tick', 'patchSettings'] as const;

export class Sim extends Kernel {
  readonly journal: JournalEntry[] = [];
  recording: Recording = { origin: null, calls: [], complete: true };
  /**
   * Set by a durable store, which keeps the world a recording starts from itself (it has it as a checkpoint and the
   * operations since): `keep` marks the current world and returns what `recording.origin` holds in its place, `read`
   * gives the world's JSON back. Without one, the origin is the world serialized before the first recorded call.
   */
  originStore: { keep(): string; read(origin: string): string } | null = null;
  private readonly scenarios: Record<string, ScenarioInfo>;
  private readonly journalSize: number;
  private readonly settings: Partial<Settings>;
  private readonly faultPlans: Record<string, FaultPlanInfo>;
  /** where changing operations are logged (a durable store), or null */
  private sink: OpSink | null = null;
  /** how deep in operations the current call is: only the outermost one is logged */
  private depth = 0;
  /** changes made by logged operations; `changes` moving past it means a change no log entry can replay */
  private loggedChanges = 0;
  /** the domain functions bound by op() and change(), to be wrapped for logging under their property names */
  private readonly bound = new Set<unknown>();
  /** the names of the logged operations (what a log entry may name) */
  private readonly opNames = new Set<string>();

  constructor(state: SimState, opts: SimOptions = {}) {
    super(state, opts.realNow);
    this.scenarios = opts.scenarios ?? {};
    this.journalSize = opts.journalSize ?? 500;
    this.settings = opts.settings ?? {};
    this.faultPlans = opts.faultPlans ?? {};
    this.onTick(settlement.drawDueResults);
    this.onTick(chat.deliverDue);
    referrals.listen(this);
    push.listen(this);
    const self = this as unknown as Record<string, unknown>;
    for (const [name, f] of Object.entries(self)) if (this.bound.has(f)) self[name] = this.logged(name, f as (...a: unknown[]) => unknown);
    for (const name of LOGGED_METHODS) self[name] = this.logged(name, (self[name] as (...a: unknown[]) => unknown).bind(this));
    this.bound.clear();
  }

  /** The operation `name`, logged to the sink when it changed the world (outermost call only, real time held still). */
  private logged(name: string, f: (...a: unknown[]) => unknown): (...a: unknown[]) => unknown {
    this.opNames.add(name);
    return (...args: unknown[]) => {
      if (this.depth > 0) return f(...args);
      const before = this.changes;
      const text = this.sink ? encodeArgs(args) : '';
      const unpin = this.pin();
      const real = this.realTime();
      this.depth++;
      try {
        return f(...args);
      } finally {
        this.depth--;
        unpin();
        if (this.changes !== before) {
          this.loggedChanges += this.changes - before;
          this.sink?.({ op: name, args: text, real });
        }
      }
    };
  }

  /**
   * Logs every operation that changes the world to `sink` from now on (null: stop). The count of changes made outside
   * any operation starts again at zero.
   */
  logTo(sink: OpSink | null): void {
    this.sink = sink;
    this.loggedChanges = this.changes;
  }

  /** Changes made since logTo() that no log entry accounts for (a change outside the Sim's operations): 0 when sound. */
  get unloggedChanges(): number {
    return this.changes - this.loggedChanges;
  }

  /** Runs a logged operation again, at the real time it ran (a restart rebuilding the world from its log). */
  applyOp(e: OpEntry): void {
    if (!this.opNames.has(e.op)) throw new Error(`unknown operation '${e.op}' in the log`);
    const f = (this as unknown as Record<string, (...a: unknown[]) => unknown>)[e.op] as (...a: unknown[]) => unknown;
    const sink = this.sink;
    this.sink = null;
    const unpin = this.pinAt(e.real);
    try {
      f(...decodeArgs(e.args));
    } catch {
      // it threw when it ran, too: the log holds what it changed before that
    } finally {
      unpin();
      this.sink = sink;
      this.loggedChanges = this.changes;
    }
  }

  /** A domain operation bound to this world, run after bringing the world up to the clock. */
  private op<F extends (w: Sim, ...args: never[]) => unknown>(f: F): Tail<F> {
    const bound = (...args: never[]) => {
      this.tick();
      return f(this, ...args);
    };
    this.bound.add(bound);
    return bound as Tail<F>;
  }

  /** A domain operation bound to this world that changes it without bringing it up to the clock first (no tick). */
  private change<F extends (w: Sim, ...args: never[]) => unknown>(f: F): Tail<F> {
    const bound = (...args: never[]) => f(this, ...args);
    this.bound.add(bound);
    return bound as Tail<F>;
  }

  /**
   * A domain read bound to this world: no tick, and not an operation — nothing to log, so no cost per call when a
   * store logs the world (a 200-bet list reads 200 markets). A read that changed the world anyway would show in
   * `unloggedChanges`.
   */
  private read<F extends (w: Sim, ...args: never[]) => unknown>(f: F): Tail<F> {
    return ((...args: never[]) => f(this, ...args)) as Tail<F>;
  }

  // ── world, scenarios, clock ──
  scenarioList(): Array<{ name: string; description: string }> {
    return Object.values(this.scenarios).map(({ name, description }) => ({ name, description }));
  }

  reset(opts: ResetOptions = {}): Result<{ scenario: string; seed: number }> {
    const scenario = opts.scenario ?? this.state.meta.scenario;
    const info = this.scenarios[scenario];
    if (!info) return { ok: false, error: `Unknown scenario '${scenario}'` };
    const seed = opts.seed ?? this.state.meta.seed;
    const real = this.realTime();
    const at = info.at ? info.at(opts.now ?? real) : opts.now;
    const state = info.build({ seed, now: at ?? real });
    state.clock = clockAt(at, opts.frozen, real);
    Object.assign(state.settings, this.settings);
    if (opts.dialect !== undefined) state.settings.dialect = opts.dialect;
    this.replace(state);
    this.journal.length = 0;
    this.recording = { origin: null, calls: [], complete: true };
    return { ok: true, scenario, seed };
  }

  /** Applies a control-API clock request. */
  setClock(req: { now?: number; advanceMs?: number; frozen?: boolean; real?: boolean }): ClockView {
    if (req.real) this.clock.real();
    if (req.frozen === true) this.clock.freeze();
    if (req.frozen === false) this.clock.unfreeze();
    if (req.now !== undefined) this.clock.set(req.now);
    if (req.advanceMs !== undefined) this.clock.advance(req.advanceMs);
    this.touch();
    this.tick();
    return this.clock.view();
  }

  /** Changes world settings (checked by the caller). */
  patchSettings(patch: Partial<Settings>): Settings {
    Object.assign(this.state.settings, patch);
    this.touch();
    return this.state.settings;
  }

  // ── users and OTPs ──
  user = this.read(users.userById);
  userByMobile = this.read(users.userByMobile);
  createUser = this.change(users.createUser);
  sendOtp = this.op(users.sendOtp);
  inbox = this.read(users.inbox);
  login = this.op(users.login);
  register = this.op(users.register);
  resetPassword = this.op(users.resetPassword);
  setFcmToken = this.change(users.setFcmToken);
  userByCode = this.read(users.userByCode);

  /** The code most recently sent to a mobile — handy in tests. */
  lastOtp(mobile: string): string | undefined {
    return this.inbox(mobile)[0]?.code;
  }

  // ── wallet ledger ──
  ledger = this.read(ledger.linesOf);
  balance = this.read(ledger.balance);
  adjust = this.op(ledger.adjust);

  // ── markets, results and bets ──
  market = this.read(markets.marketById);
  markets = this.op(markets.marketViews);
  marketView = (m: markets.MarketDef, now = this.now()) => markets.marketView(m, now);
  declareResult = this.op(settlement.declareResult);
  placeBet = this.op(bets.placeBet);
  bet = this.read(bets.betById);
  cancelBet = this.op(bets.cancelBet);
  userBets = this.op(bets.userBets);

  // ── recharge ──
  createPayment = this.op(payments.createPayment);
  payment = this.read(payments.paymentById);
  approvePayment = this.op(payments.approvePayment);
  failPayment = this.op(payments.failPayment);

  // ── withdrawals, transfers, bank cards ──
  requestWithdrawal = this.op(withdrawals.requestWithdrawal);
  lastBankDetails = this.read(withdrawals.lastBankDetails);
  approveWithdrawal = this.op(withdrawals.approveWithdrawal);
  rejectWithdrawal = this.op(withdrawals.rejectWithdrawal);
  transfer = this.op(transfers.transfer);
  transfersOf = this.read(transfers.transfersOf);
  addBankCard = this.op(bankCards.addBankCard);
  bankCardOf = this.read(bankCards.bankCardOf);
  adminSetBankCard = this.op(bankCards.adminSetBankCard);
  adminRemoveBankCard = this.op(bankCards.adminRemoveBankCard);

  // ── referrals ──
  promotion = this.op(referrals.promotion);
  invitees = this.op(referrals.invitees);
  owedBy = this.read(referrals.owedBy);
  rewardSettings = this.read(referrals.rewardSettings);

  // ── chat groups ──
  chatList = this.op(chat.chatList);
  joinableGroups = this.op(chat.joinableGroups);
  groupDetails = this.op(chat.groupDetails);
  joinGroup = this.op(chat.joinGroup);
  postMessage = this.op(chat.postMessage);
  readMessages = this.op(chat.readMessages);
  allGroups = this.read(chat.allGroups);
  adminSeen = this.op(chat.adminSeen);
  postAsAdmin = this.op(chat.postAsAdmin);
  updateGroup = this.op(chat.updateGroup);

  // ── push notices (simulated provider) ──
  sendPush = this.op(push.sendPush);
  pushNotices = this.op(push.pushNotices);

  /** Epoch ms of HH:MM IST today (by the simulator clock). */
  todayAt(hm: string): number {
    return istEpoch(istDay(this.now()), parseHm(hm));
  }

  // ── faults and journal ──
  addFault = this.change(faults.addFault);
  setFaults = this.change(faults.setFaults);
  clearFaults = this.change(faults.clearFaults);
  takeFault = this.change(faults.takeFault);

  faultPlan(name: string): FaultPlanInfo | undefined {
    return Object.hasOwn(this.faultPlans, name) ? this.faultPlans[name] : undefined;
  }

  faultPlanList(): Array<{ name: string; description: string }> {
    return Object.entries(this.faultPlans).map(([name, p]) => ({ name, description: p.description }));
  }

  record(entry: JournalEntry): void {
    record(this.journal, entry, this.journalSize);
  }

  override load(saved: unknown, opts?: LoadOptions): Result {
    const r = super.load(saved, opts);
    if (r.ok) this.recording = { origin: null, calls: [], complete: true };
    return r;
  }

  /** Call before a recorded call changes anything: keeps the world the recording starts from (once). */
  beforeRecordedCall(): void {
    // a new object, not an edit: the browser's store tells recordings apart by identity
    if (this.recording.origin === null) this.recording = { origin: this.originStore ? this.originStore.keep() : JSON.stringify(this.state), calls: [], complete: true };
  }

  /** The saved world the current recording starts from (JSON); the current world when nothing is recorded yet. */
  recordingOrigin(): string {
    const origin = this.recording.origin;
    if (origin === null) return JSON.stringify(this.state);
    return this.originStore ? this.originStore.read(origin) : origin;
  }

  /** Records a call, made only while the recording has room: a full one costs a call nothing (no reply digest). */
  recordCall(make: () => RecordedCall): void {
    const rec = this.recording;
    if (rec.calls.length < RECORDING_LIMIT) rec.calls.push(make());
    else rec.complete = false;
  }
}
