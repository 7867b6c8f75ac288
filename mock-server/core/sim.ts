/**
 * The simulator's domain core: plain TypeScript over one SimState object.
 * Every operation is synchronous, so a check of the derived balance and the debit that follows it can never be
 * interleaved with another request (the transports run handlers on one JS thread).
 */
import { Clock, type ClockView } from './clock';
import { lineWins, parseBetLines, payoutOf, wholeRupees, type ParsedLine } from './betlines';
import { nextInt } from './rng';
import {
  currentSession,
  displayedSession,
  findResult,
  latestResult,
  phaseAt,
  sessionDay,
  sessionTimes,
  type Phase,
  type SessionTimes,
} from './schedule';
import { checkState } from './state';
import { istDay, istEpoch, parseHm } from '../../domain/time';
import { isWithdrawalOpen } from '../../domain/withdrawalWindow';
import type {
  Bet,
  BetKind,
  BetStatus,
  Fault,
  FaultKind,
  LedgerKind,
  LedgerLine,
  MarketDef,
  MarketResult,
  Otp,
  OtpPurpose,
  Payment,
  Result,
  SimState,
  User,
} from './types';

export interface ScenarioInfo {
  name: string;
  description: string;
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

export interface SimOptions {
  realNow?: () => number;
  scenarios?: Record<string, ScenarioInfo>;
  journalSize?: number;
}

export interface JournalEntry {
  at: string;
  method: string;
  path: string;
  fields: Record<string, unknown>;
  httpStatus: number;
  /** the reply's status / error / return field when it has one */
  replyStatus: unknown;
  ms: number;
}

export interface MarketView {
  def: MarketDef;
  phase: Phase;
  session: SessionTimes;
  /** the session a countdown points at (next one once the current is resulted) */
  displayed: SessionTimes;
  latest: MarketResult | undefined;
}

export const MOBILE_RE = /^[6-9]\d{9}$/;

const KIND_LABEL: Record<BetKind, string> = { jodi: 'Jodi', ander: 'Ander', bahar: 'Bahar' };

export function betLabel(b: Pick<Bet, 'kind' | 'number'>): string {
  return `${KIND_LABEL[b.kind]} ${b.number}`;
}

export class Sim {
  state: SimState;
  readonly clock: Clock;
  /** bumped by every mutation; transports persist when it moves */
  changes = 0;
  readonly journal: JournalEntry[] = [];
  private readonly scenarios: Record<string, ScenarioInfo>;
  private readonly journalSize: number;
  private readonly realNow: () => number;
  /** nothing is due before `until` (for this state object): lets tick() return at once */
  private quiet: { state: SimState; until: number } | null = null;

  constructor(state: SimState, opts: SimOptions = {}) {
    this.state = state;
    this.realNow = opts.realNow ?? Date.now;
    this.clock = new Clock(() => this.state.clock, this.realNow);
    this.scenarios = opts.scenarios ?? {};
    this.journalSize = opts.journalSize ?? 500;
  }

  // ───────────────────────── state, scenarios, clock ─────────────────────────

  now(): number {
    return this.clock.now();
  }

  private touch(): void {
    this.changes++;
  }

  snapshot(): SimState {
    return JSON.parse(JSON.stringify(this.state)) as SimState;
  }

  load(state: unknown): Result {
    const problem = checkState(state);
    if (problem) return { ok: false, error: problem };
    this.state = JSON.parse(JSON.stringify(state)) as SimState;
    this.touch();
    return { ok: true };
  }

  scenarioList(): Array<{ name: string; description: string }> {
    return Object.values(this.scenarios).map(({ name, description }) => ({ name, description }));
  }

  reset(opts: ResetOptions = {}): Result<{ scenario: string; seed: number }> {
    const scenario = opts.scenario ?? this.state.scenario;
    const info = this.scenarios[scenario];
    if (!info) return { ok: false, error: `Unknown scenario '${scenario}'` };
    const seed = opts.seed ?? this.state.seed;
    const now = opts.now ?? this.realNow();
    const state = info.build({ seed, now });
    state.clock = opts.frozen ? { offsetMs: 0, frozenAt: now } : { offsetMs: opts.now === undefined ? 0 : now - this.realNow(), frozenAt: null };
    this.state = state;
    this.journal.length = 0;
    this.touch();
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

  /**
   * Brings the world up to the clock: declares (seeded random) results whose time has passed, oldest first.
   * Every public read and write calls it first.
   */
  tick(): void {
    if (!this.state.settings.autoResults) return;
    const now = this.now();
    if (this.quiet && this.quiet.state === this.state && now < this.quiet.until) return;
    const due: Array<{ m: MarketDef; s: SessionTimes }> = [];
    let until = Infinity;
    for (const m of this.state.markets) {
      const current = currentSession(m, now).day;
      const latest = latestResult(m);
      let from = Math.max(latest ? sessionDay(latest.session) + 1 : this.state.startDay, this.state.startDay, current - 400);
      for (; ; from++) {
        const s = sessionTimes(m, from);
        if (s.resultAt > now || from > current) {
          until = Math.min(until, s.resultAt);
          break;
        }
        due.push({ m, s });
      }
    }
    this.quiet = { state: this.state, until };
    due.sort((a, b) => a.s.resultAt - b.s.resultAt);
    for (const { m, s } of due) {
      if (!findResult(m, s.key)) this.declare(m, s.key, String(nextInt(this.state, 100)).padStart(2, '0'), s.resultAt);
    }
  }

  // ───────────────────────── users and OTPs ─────────────────────────

  user(id: string): User | undefined {
    return Object.hasOwn(this.state.users, id) ? this.state.users[id] : undefined;
  }

  userByMobile(mobile: string): User | undefined {
    const m = mobile.trim();
    return Object.values(this.state.users).find((u) => u.mobile === m);
  }

  createUser(input: { mobile: string; name?: string; password?: string; referrer?: string; agentId?: string }): Result<{ user: User }> {
    const mobile = input.mobile.trim();
    if (!MOBILE_RE.test(mobile)) return { ok: false, error: 'Please enter a valid 10 digit mobile number' };
    if (this.userByMobile(mobile)) return { ok: false, error: 'Mobile number already registered' };
    const ref = input.referrer?.trim() ? this.userByMobile(input.referrer) ?? this.user(input.referrer.trim()) : undefined;
    const id = String(++this.state.counters.user);
    const user: User = {
      id,
      mobile,
      name: input.name?.trim() || `Player ${mobile.slice(-4)}`,
      password: input.password ?? '',
      referrer: ref ? ref.id : null,
      agentId: input.agentId?.trim() ?? '',
      createdAt: this.now(),
      fcmToken: '',
    };
    this.state.users[id] = user;
    this.state.ledger[id] = [];
    this.touch();
    return { ok: true, user };
  }

  /** Sends a new OTP (6 seeded random digits) to a mobile; the newest one sent is the valid one. */
  sendOtp(mobile: string, purpose: OtpPurpose = 'login'): Result<{ otp: Otp }> {
    this.tick();
    const m = mobile.trim();
    if (!MOBILE_RE.test(m)) return { ok: false, error: 'Please enter a valid 10 digit mobile number' };
    const now = this.now();
    const otp: Otp = {
      mobile: m,
      code: String(nextInt(this.state, 1_000_000)).padStart(6, '0'),
      purpose,
      sentAt: now,
      expiresAt: now + this.state.settings.otpTtlMs,
      usedAt: null,
    };
    this.state.otps.unshift(otp);
    if (this.state.otps.length > 500) this.state.otps.length = 500;
    this.touch();
    return { ok: true, otp };
  }

  /** OTPs sent to a mobile (or to all), newest first. */
  inbox(mobile?: string): Otp[] {
    return mobile ? this.state.otps.filter((o) => o.mobile === mobile.trim()) : [...this.state.otps];
  }

  /** The code most recently sent to a mobile — handy in tests. */
  lastOtp(mobile: string): string | undefined {
    return this.inbox(mobile)[0]?.code;
  }

  private checkOtp(mobile: string, code: string): Result<{ otp: Otp }> {
    const otp = this.state.otps.find((o) => o.mobile === mobile);
    if (!otp) return { ok: false, error: 'Please request an OTP first' };
    if (otp.code !== code.trim()) return { ok: false, error: 'Invalid OTP' };
    if (otp.usedAt !== null) return { ok: false, error: 'OTP already used' };
    if (this.now() > otp.expiresAt) return { ok: false, error: 'OTP expired' };
    return { ok: true, otp };
  }

  /** Login step 2: verifies the OTP; creates the user when the mobile is new. */
  login(input: { mobile: string; otp: string; refferal?: string; agentId?: string }): Result<{ user: User; created: boolean }> {
    this.tick();
    const mobile = input.mobile.trim();
    const check = this.checkOtp(mobile, input.otp);
    if (!check.ok) return check;
    let user = this.userByMobile(mobile);
    let created = false;
    if (!user) {
      const made = this.createUser({ mobile, referrer: input.refferal, agentId: input.agentId });
      if (!made.ok) return made;
      user = made.user;
      created = true;
    } else if (input.agentId?.trim() && !user.agentId) {
      user.agentId = input.agentId.trim();
    }
    check.otp.usedAt = this.now();
    this.touch();
    return { ok: true, user, created };
  }

  register(input: { name: string; mobile: string; otp: string; password: string; refcode?: string }): Result<{ user: User }> {
    this.tick();
    const mobile = input.mobile.trim();
    if (!input.name.trim() || !mobile || !input.otp.trim() || !input.password) return { ok: false, error: 'Enter required fields.' };
    if (this.userByMobile(mobile)) return { ok: false, error: 'Mobile number already registered' };
    const check = this.checkOtp(mobile, input.otp);
    if (!check.ok) return check;
    const made = this.createUser({ mobile, name: input.name, password: input.password, referrer: input.refcode });
    if (!made.ok) return made;
    check.otp.usedAt = this.now();
    return made;
  }

  resetPassword(input: { mobile: string; otp: string; password: string }): Result<{ user: User }> {
    this.tick();
    const mobile = input.mobile.trim();
    if (!mobile || !input.otp.trim() || !input.password) return { ok: false, error: 'Enter required fields.' };
    const user = this.userByMobile(mobile);
    if (!user) return { ok: false, error: 'Mobile number is not registered' };
    const check = this.checkOtp(mobile, input.otp);
    if (!check.ok) return check;
    check.otp.usedAt = this.now();
    user.password = input.password;
    this.touch();
    return { ok: true, user };
  }

  setFcmToken(userId: string, token: string): Result {
    const user = this.user(userId);
    if (!user) return { ok: false, error: 'User not found' };
    user.fcmToken = token;
    this.touch();
    return { ok: true };
  }

  // ───────────────────────── wallet ledger ─────────────────────────

  ledger(userId: string): LedgerLine[] {
    return Object.hasOwn(this.state.ledger, userId) ? (this.state.ledger[userId] as LedgerLine[]) : [];
  }

  /** The balance, derived from the ledger lines (never stored). */
  balance(userId: string): number {
    let sum = 0;
    for (const l of this.ledger(userId)) sum += l.amount;
    return sum;
  }

  private addLine(userId: string, amount: number, description: string, kind: LedgerKind, ref: string, at = this.now()): LedgerLine {
    const line: LedgerLine = { id: ++this.state.counters.line, at, amount, description, kind, ref };
    (this.state.ledger[userId] ??= []).push(line);
    this.touch();
    return line;
  }

  /** Admin adjustment (control API / fixtures): a credit, or a debit that may not overdraw. */
  adjust(userId: string, amount: unknown, description?: string): Result<{ line: LedgerLine; balance: number }> {
    this.tick();
    if (!this.user(userId)) return { ok: false, error: 'User not found' };
    const n =
      typeof amount === 'number'
        ? Number.isSafeInteger(amount) ? amount : null
        : typeof amount === 'string' && /^\s*-?\d{1,12}\s*$/.test(amount) ? Number(amount.trim()) : null;
    if (n === null || n === 0) return { ok: false, error: 'Amount must be a non-zero whole number of rupees' };
    if (n < 0 && this.balance(userId) + n < 0) return { ok: false, error: 'Insufficient wallet balance' };
    const text = description?.trim() || (n > 0 ? 'Bonus credited by admin' : 'Balance deducted by admin');
    const line = this.addLine(userId, n, text, 'adjust', 'admin');
    return { ok: true, line, balance: this.balance(userId) };
  }

  // ───────────────────────── markets and results ─────────────────────────

  market(id: string): MarketDef | undefined {
    return this.state.markets.find((m) => m.id === String(id).trim());
  }

  marketView(m: MarketDef, now = this.now()): MarketView {
    const { phase, session } = phaseAt(m, now);
    return { def: m, phase, session, displayed: displayedSession(m, now), latest: latestResult(m) };
  }

  markets(): MarketView[] {
    this.tick();
    const now = this.now();
    return this.state.markets.map((m) => this.marketView(m, now));
  }

  /**
   * Declares a result and settles the session's bets. Without `session` it picks the oldest closed session
   * still without a result, else the current session (closing its betting early).
   */
  declareResult(marketId: string, number: unknown, session?: string): Result<{ session: string; number: string; winners: number; paid: number }> {
    this.tick();
    const m = this.market(marketId);
    if (!m) return { ok: false, error: 'Game not found' };
    const n = typeof number === 'number' ? number : typeof number === 'string' && /^\s*\d{1,2}\s*$/.test(number) ? Number(number) : NaN;
    if (!Number.isInteger(n) || n < 0 || n > 99) return { ok: false, error: 'Result must be a number 00–99' };
    const now = this.now();
    let key = session;
    if (key === undefined) {
      const current = currentSession(m, now);
      const latest = latestResult(m);
      key = current.key;
      for (let d = Math.max(latest ? sessionDay(latest.session) + 1 : this.state.startDay, current.day - 400); d < current.day; d++) {
        const s = sessionTimes(m, d);
        if (s.closeAt <= now && !findResult(m, s.key)) {
          key = s.key;
          break;
        }
      }
    } else if (!/^\d{4}-\d{2}-\d{2}$/.test(key)) {
      return { ok: false, error: 'session must be YYYY-MM-DD' };
    }
    if (findResult(m, key)) return { ok: false, error: `Result already declared for ${m.name} ${key}` };
    const settled = this.declare(m, key, String(n).padStart(2, '0'), now);
    return { ok: true, session: key, number: String(n).padStart(2, '0'), ...settled };
  }

  private declare(m: MarketDef, session: string, number: string, at: number): { winners: number; paid: number } {
    const entry: MarketResult = { session, number, declaredAt: at };
    let i = m.results.length;
    while (i > 0 && (m.results[i - 1] as MarketResult).session > session) i--;
    m.results.splice(i, 0, entry);
    let winners = 0;
    let paid = 0;
    const { jodiRate, hurfRate } = this.state.settings;
    for (const b of this.state.bets) {
      if (b.marketId !== m.id || b.session !== session || b.status !== 'open') continue;
      b.settledAt = at;
      if (lineWins(b.kind, b.number, number)) {
        b.status = 'won';
        b.payout = payoutOf(b.money, b.kind === 'jodi' ? jodiRate : hurfRate);
        this.addLine(b.userId, b.payout, `Winning amount earned on ${m.name} — ${betLabel(b)} (result ${number})`, 'win', b.id, at);
        winners++;
        paid += b.payout;
      } else {
        b.status = 'lost';
      }
    }
    this.touch();
    return { winners, paid };
  }

  // ───────────────────────── bets ─────────────────────────

  /**
   * Places a whole ticket of bet lines: validates everything, then debits the total in one ledger line and stores
   * one bet per line — or changes nothing at all.
   */
  placeBet(input: { userId: string; marketId: string; lines: unknown; grandTotal?: unknown }): Result<{ ticket: string; bets: Bet[]; total: number; balance: number }> {
    this.tick();
    const user = this.user(input.userId);
    if (!user) return { ok: false, error: 'User not found' };
    const m = this.market(input.marketId);
    if (!m) return { ok: false, error: 'Game not found' };
    const now = this.now();
    const { phase, session } = phaseAt(m, now);
    if (phase !== 'open') {
      return { ok: false, error: phase === 'closed' ? `Betting is closed for ${m.name}` : `Betting for ${m.name} opens at ${m.open}` };
    }
    const parsed = parseBetLines(input.lines, { maxLines: this.state.settings.maxLinesPerBet, maxStakePerLine: this.state.settings.maxStakePerLine });
    if (!parsed.ok) return parsed;
    if (input.grandTotal !== undefined) {
      const gt = wholeRupees(input.grandTotal);
      if (gt !== parsed.total) return { ok: false, error: 'Grand total does not match the bets' };
    }
    if (this.balance(user.id) < parsed.total) return { ok: false, error: 'Insufficient wallet balance' };
    const ticket = `T${++this.state.counters.ticket}`;
    const count = parsed.lines.length;
    this.addLine(user.id, -parsed.total, `Bet placed on ${m.name} (${count} ${count === 1 ? 'number' : 'numbers'})`, 'bet', ticket, now);
    const bets = parsed.lines.map((l: ParsedLine): Bet => ({
      id: String(++this.state.counters.bet),
      ticket,
      userId: user.id,
      marketId: m.id,
      session: session.key,
      kind: l.kind,
      number: l.number,
      money: l.money,
      placedAt: now,
      status: 'open',
      payout: 0,
      settledAt: null,
    }));
    this.state.bets.push(...bets);
    return { ok: true, ticket, bets, total: parsed.total, balance: this.balance(user.id) };
  }

  bet(id: string): Bet | undefined {
    const key = String(id).trim();
    return this.state.bets.find((b) => b.id === key);
  }

  /** Cancels one open bet line while its market session is still open for betting; refunds it ('Kabad Cancel'). */
  cancelBet(userId: string, betId: string): Result<{ bet: Bet; balance: number }> {
    this.tick();
    const bet = this.bet(betId);
    if (!bet || bet.userId !== String(userId).trim()) return { ok: false, error: 'Bet not found' };
    if (bet.status === 'cancelled') return { ok: false, error: 'Bet already cancelled' };
    if (bet.status !== 'open') return { ok: false, error: 'Result already declared; the bet cannot be cancelled' };
    const m = this.market(bet.marketId);
    if (!m) return { ok: false, error: 'Game not found' };
    const { phase, session } = phaseAt(m, this.now());
    if (phase !== 'open' || session.key !== bet.session) return { ok: false, error: `Cancellation is closed for ${m.name}` };
    bet.status = 'cancelled';
    bet.settledAt = this.now();
    this.addLine(bet.userId, bet.money, `Kabad Cancel — refund for ${m.name} ${betLabel(bet)}`, 'refund', bet.id);
    return { ok: true, bet, balance: this.balance(bet.userId) };
  }

  /** A user's bets, newest first. */
  userBets(userId: string, filter: { status?: BetStatus[]; marketId?: string } = {}): Bet[] {
    this.tick();
    const out = this.state.bets.filter(
      (b) => b.userId === userId && (!filter.status || filter.status.includes(b.status)) && (!filter.marketId || b.marketId === filter.marketId),
    );
    return out.reverse();
  }

  // ───────────────────────── recharge (simulated gateway) ─────────────────────────

  createPayment(userId: string, amount: unknown, returnUrl = '/dashboard'): Result<{ payment: Payment }> {
    this.tick();
    if (!this.user(userId)) return { ok: false, error: 'User not found' };
    const n = wholeRupees(amount);
    const { minRecharge, maxRecharge } = this.state.settings;
    if (n === null) return { ok: false, error: 'Please enter a valid amount' };
    if (n < minRecharge) return { ok: false, error: `Please enter amount greater than ${minRecharge}` };
    if (n > maxRecharge) return { ok: false, error: `Maximum recharge is ${maxRecharge}` };
    const payment: Payment = {
      id: `PAY${++this.state.counters.payment}`,
      userId,
      amount: n,
      status: 'pending',
      createdAt: this.now(),
      settledAt: null,
      returnUrl,
    };
    this.state.payments.push(payment);
    this.touch();
    return { ok: true, payment };
  }

  payment(id: string): Payment | undefined {
    return this.state.payments.find((p) => p.id === id);
  }

  /** Approves a pending payment and credits it once; approving an approved payment again credits nothing. */
  approvePayment(id: string): Result<{ payment: Payment; credited: boolean }> {
    this.tick();
    const p = this.payment(id);
    if (!p) return { ok: false, error: 'Payment not found' };
    if (p.status === 'approved') return { ok: true, payment: p, credited: false };
    if (p.status === 'failed') return { ok: false, error: 'Payment already failed' };
    p.status = 'approved';
    p.settledAt = this.now();
    this.addLine(p.userId, p.amount, 'Money added via UPI', 'recharge', p.id);
    return { ok: true, payment: p, credited: true };
  }

  failPayment(id: string): Result<{ payment: Payment }> {
    this.tick();
    const p = this.payment(id);
    if (!p) return { ok: false, error: 'Payment not found' };
    if (p.status === 'approved') return { ok: false, error: 'Payment already approved' };
    if (p.status === 'pending') {
      p.status = 'failed';
      p.settledAt = this.now();
      this.touch();
    }
    return { ok: true, payment: p };
  }

  // ───────────────────────── withdrawal window (used by later issues and the profile) ─────────────────────────

  withdrawalOpen(now = this.now()): boolean {
    return isWithdrawalOpen(now, this.state.settings.withdrawStart, this.state.settings.withdrawEnd);
  }

  /** Epoch ms of HH:MM IST today (by the simulator clock). */
  todayAt(hm: string): number {
    return istEpoch(istDay(this.now()), parseHm(hm));
  }

  // ───────────────────────── faults and journal ─────────────────────────

  addFault(input: { path: unknown; kind: unknown; latencyMs?: unknown; times?: unknown }): Result<{ fault: Fault }> {
    const kinds: Record<string, FaultKind> = { error: 'error', timeout: 'timeout', html: 'html', latency: 'latency', latencyMs: 'latency', network: 'network' };
    const kind = kinds[String(input.kind)];
    if (typeof input.path !== 'string' || !input.path.trim()) return { ok: false, error: 'path required' };
    if (!kind) return { ok: false, error: `kind must be one of ${Object.keys(kinds).join(', ')}` };
    const latency = input.latencyMs === undefined ? (kind === 'timeout' ? 30000 : 1000) : Number(input.latencyMs);
    const times = input.times === undefined || input.times === null ? null : Number(input.times);
    if (!Number.isFinite(latency) || latency < 0) return { ok: false, error: 'latencyMs must be ≥ 0' };
    if (times !== null && !(Number.isInteger(times) && times > 0)) return { ok: false, error: 'times must be a positive integer' };
    const fault: Fault = { id: ++this.state.counters.fault, path: input.path.trim().replace(/^\/+/, ''), kind, latencyMs: latency, remaining: times };
    this.state.faults.push(fault);
    this.touch();
    return { ok: true, fault };
  }

  clearFaults(): void {
    this.state.faults = [];
    this.touch();
  }

  /** The fault that hits this request path, if any (uses up one of its `times`). */
  takeFault(pathname: string): Fault | undefined {
    const f = this.state.faults.find((x) => pathname.endsWith(x.path) || pathname.endsWith(`/${x.path}`));
    if (!f) return undefined;
    if (f.remaining !== null) {
      f.remaining--;
      if (f.remaining <= 0) this.state.faults = this.state.faults.filter((x) => x !== f);
      this.touch();
    }
    return { ...f };
  }

  record(entry: JournalEntry): void {
    this.journal.push(entry);
    if (this.journal.length > this.journalSize) this.journal.splice(0, this.journal.length - this.journalSize);
  }
}
