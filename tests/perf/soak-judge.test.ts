import { describe, expect, it } from 'vitest';
import { SOAK_BUDGETS, countdownDriftMs, judgeSoak, parseCountdown, slopePerHour, type SoakSample } from '../../bench/field/soakJudge';

const sample = (minutes: number, screen: string, over: Partial<SoakSample> = {}): SoakSample => ({
  minutes,
  cycle: Math.floor(minutes / 30),
  screen,
  heapMb: 10,
  listeners: 100,
  timers: 5,
  nodes: 500,
  driftMs: null,
  longTasks: 0,
  ...over,
});

/** three screens visited in turn, one cycle every 30 simulated minutes, `cycles` times */
function run(cycles: number, f: (cycle: number, screen: string) => Partial<SoakSample> = () => ({})): SoakSample[] {
  const out: SoakSample[] = [];
  for (let c = 0; c < cycles; c++) for (const [i, s] of ['dashboard', 'bet screen', 'chat room'].entries()) out.push(sample(c * 30 + (i + 1) * 10, s, { cycle: c, ...f(c, s) }));
  return out;
}

describe('parseCountdown', () => {
  it('reads the unpadded h:m:s of a countdown, and 00:00:00', () => {
    expect(parseCountdown('1:2:3')).toBe(3723);
    expect(parseCountdown('0:49:59')).toBe(2999);
    expect(parseCountdown('00:00:00')).toBe(0);
    expect(parseCountdown(' 26:0:0 ')).toBe(93600);
  });
  it('is null for anything else', () => {
    expect(parseCountdown('')).toBeNull();
    expect(parseCountdown('1:2')).toBeNull();
    expect(parseCountdown('a:b:c')).toBeNull();
  });
});

describe('countdownDriftMs', () => {
  const target = Date.UTC(2026, 10, 22, 12, 20); // a close at 17:50 IST
  it('is the shown remaining time minus the simulator clock’s, in ms', () => {
    expect(countdownDriftMs('0:50:0', target, target - 50 * 60_000)).toBe(0);
    expect(countdownDriftMs('0:50:2', target, target - 50 * 60_000)).toBe(2000); // the screen is 2 s behind
    expect(countdownDriftMs('0:49:58', target, target - 50 * 60_000)).toBe(-2000); // 2 s ahead
  });
  it('allows for the whole-second floor of the display', () => {
    // 49:59.4 left: the screen shows 0:49:59 when in step
    expect(countdownDriftMs('0:49:59', target, target - 2_999_400)).toBe(0);
    expect(countdownDriftMs('0:50:0', target, target - 2_999_400)).toBe(1000); // whole seconds: the display's resolution
  });
  it('is null when the countdown is unreadable or past its target', () => {
    expect(countdownDriftMs('x', target, target - 1000)).toBeNull();
    expect(countdownDriftMs('00:00:00', target, target + 5000)).toBeNull();
  });
});

describe('slopePerHour', () => {
  it('fits a line through (minutes, value)', () => {
    expect(slopePerHour([{ minutes: 0, value: 10 }, { minutes: 30, value: 11 }, { minutes: 60, value: 12 }])).toBeCloseTo(2);
    expect(slopePerHour([{ minutes: 0, value: 10 }, { minutes: 60, value: 10 }])).toBe(0);
  });
  it('is 0 with fewer than two points', () => {
    expect(slopePerHour([])).toBe(0);
    expect(slopePerHour([{ minutes: 5, value: 3 }])).toBe(0);
  });
});

describe('judgeSoak', () => {
  it('passes a flat run', () => {
    const j = judgeSoak(run(8), { longTaskBudget: 0 });
    expect(j.misses).toEqual([]);
    expect(j.heap.growthMb).toBe(0);
    expect(j.listeners.growth).toBe(0);
  });

  it('judges growth after the warm-up (the first cycle), screen by screen', () => {
    // the first visit loads code and caches: a jump there is no leak
    const j = judgeSoak(run(8, (c) => (c === 0 ? { heapMb: 6, listeners: 80, nodes: 300, timers: 3 } : {})), { longTaskBudget: 0 });
    expect(j.misses).toEqual([]);
    expect(j.heap.startMb).toBe(6);
  });

  it('finds a heap growing by more than 5 MB over the run', () => {
    const j = judgeSoak(run(8, (c, s) => (s === 'chat room' ? { heapMb: 10 + c } : {})), { longTaskBudget: 0 });
    expect(j.heap.growthMb).toBe(6);
    expect(j.heap.worstScreen).toBe('chat room');
    expect(j.misses).toEqual(['JS heap grew 6.0 MB on the chat room after the warm-up (budget 5 MB)']);
    expect(judgeSoak(run(8, (c, s) => (s === 'chat room' ? { heapMb: 10 + c } : {})), { longTaskBudget: 0, heapGrowthMb: 6 }).misses).toEqual([]);
  });

  it('finds a listener, timer or node leak: growth beyond noise on any screen', () => {
    const leaky = run(8, (c, s) => (s === 'bet screen' ? { listeners: 100 + 2 * c, timers: 5 + c, nodes: 500 + 10 * c } : {}));
    const j = judgeSoak(leaky, { longTaskBudget: 0 });
    // the later half's lowest reading against the earlier half's: 7 visits after the warm-up, 108 − 102
    expect(j.listeners.growth).toBe(6);
    expect(j.timers.growth).toBe(3);
    expect(j.nodes.growth).toBe(30);
    expect(j.misses).toEqual([
      'event listeners grew by 6 on the bet screen after the warm-up (budget 2)',
      'timers grew by 3 on the bet screen after the warm-up (budget 2)',
      'DOM nodes grew by 30 on the bet screen after the warm-up (budget 25)',
    ]);
  });

  it('a count shown at some readings only (a toast, a chip: 197, 201, 197 …, ending on 201) is not a leak', () => {
    const j = judgeSoak(run(8, (c, s) => (s === 'chat room' ? { listeners: c % 3 === 1 ? 201 : 197 } : {})), { longTaskBudget: 0 });
    expect(j.listeners.growth).toBe(0);
    expect(j.misses).toEqual([]);
    const leak = judgeSoak(run(8, (c, s) => (s === 'chat room' ? { listeners: 197 + 4 * c } : {})), { longTaskBudget: 0 });
    expect(leak.misses).toEqual(['event listeners grew by 12 on the chat room after the warm-up (budget 2)']);
  });

  it('takes noise up to the tolerance, and a count that comes back down', () => {
    const j = judgeSoak(run(8, (c) => ({ listeners: 100 + (c % 3), timers: c === 4 ? 9 : 5, nodes: 500 + SOAK_BUDGETS.nodeGrowth })), { longTaskBudget: 0 });
    expect(j.misses).toEqual([]);
  });

  it('finds countdown drift over 1 s, and takes 1 s', () => {
    const ok = run(4, (c, s) => (s === 'bet screen' ? { driftMs: c === 2 ? -1000 : 0 } : {}));
    expect(judgeSoak(ok, { longTaskBudget: 0 }).misses).toEqual([]);
    const late = run(4, (c, s) => (s === 'bet screen' ? { driftMs: c === 2 ? 2000 : 0 } : {}));
    const j = judgeSoak(late, { longTaskBudget: 0 });
    expect(j.drift.maxAbsMs).toBe(2000);
    expect(j.misses).toEqual(['countdown drift 2.0 s against the simulator clock (budget 1 s)']);
  });

  it('counts long tasks only when asked (the in-browser simulator’s build)', () => {
    const samples = run(3, (c, s) => (c === 1 && s === 'chat room' ? { longTasks: 2 } : {}));
    expect(judgeSoak(samples, { longTaskBudget: null }).misses).toEqual([]);
    const j = judgeSoak(samples, { longTaskBudget: 0 });
    expect(j.longTasks).toBe(2);
    expect(j.misses).toEqual(['2 long tasks (> 50 ms) during the soak (budget 0)']);
    expect(judgeSoak(samples, { longTaskBudget: 2 }).misses).toEqual([]);
    // the warm-up's first visits load each screen's code: not counted
    expect(judgeSoak(run(3, (c) => (c === 0 ? { longTasks: 4 } : {})), { longTaskBudget: 0 }).longTasks).toBe(0);
  });

  it('needs the warm-up and two cycles more to judge a leak', () => {
    expect(judgeSoak(run(1), { longTaskBudget: 0 }).misses).toEqual(['too short to judge: 1 cycle (at least 3 needed)']);
  });
});
