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

export class Sim extends Kernel {
  readonly journal: JournalEntry[] = [];
  recording: Recording = { origin: null, calls: [], complete: true };
  private readonly scenarios: Record<string, ScenarioInfo>;
  private readonly journalSize: number;
  private readonly settings: Partial<Settings>;
  private readonly faultPlans: Record<string, FaultPlanInfo>;

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
  }

  /** A domain operation bound to this world, run after bringing the world up to the clock. */
  private op<F extends (w: Sim, ...args: never[]) => unknown>(f: F): Tail<F> {
    return ((...args: never[]) => {
      this.tick();
      return f(this, ...args);
    }) as Tail<F>;
  }

  /** A domain read bound to this world (no tick). */
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

  // ── users and OTPs ──
  user = this.read(users.userById);
  userByMobile = this.read(users.userByMobile);
  createUser = this.read(users.createUser);
  sendOtp = this.op(users.sendOtp);
  inbox = this.read(users.inbox);
  login = this.op(users.login);
  register = this.op(users.register);
  resetPassword = this.op(users.resetPassword);
  setFcmToken = this.read(users.setFcmToken);
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
  addFault = this.read(faults.addFault);
  setFaults = this.read(faults.setFaults);
  clearFaults = this.read(faults.clearFaults);
  takeFault = this.read(faults.takeFault);

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
    if (this.recording.origin === null) this.recording = { origin: JSON.stringify(this.state), calls: [], complete: true };
  }

  recordCall(call: RecordedCall): void {
    const rec = this.recording;
    if (rec.calls.length < RECORDING_LIMIT) rec.calls.push(call);
    else rec.complete = false;
  }
}
