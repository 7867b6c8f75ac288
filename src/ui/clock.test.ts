import { createClientClock, parseHttpDate, SERVER_TIME_TOLERANCE_MS } from './clock';

/** A device clock the test moves by hand. */
function device(start = Date.parse('2026-11-23T06:30:00Z')) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms), set: (ms: number) => void (t = ms) };
}

const SIM = Date.parse('2026-01-10T06:30:00Z'); // 12:00 IST

describe('client clock', () => {
  it('is device time by default, running', () => {
    const d = device();
    const c = createClientClock(d.now);
    expect(c.now()).toBe(d.now());
    d.advance(1234);
    expect(c.now()).toBe(d.now());
    expect(c.frozen()).toBe(false);
  });

  describe('setServerTime (the Date header)', () => {
    it('corrects a wrong device clock by the offset to the server time, and keeps running from there', () => {
      const d = device();
      const c = createClientClock(d.now);
      expect(c.setServerTime(SIM, d.now())).toBe(true);
      expect(c.now()).toBe(SIM);
      d.advance(5000);
      expect(c.now()).toBe(SIM + 5000);
    });

    it('uses the instant the reply arrived, not the instant it is read', () => {
      const d = device();
      const c = createClientClock(d.now);
      const receivedAt = d.now();
      d.advance(300);
      c.setServerTime(SIM, receivedAt);
      expect(c.now()).toBe(SIM + 300);
    });

    it(`leaves the clock alone when it is within ${SERVER_TIME_TOLERANCE_MS} ms of the header (HTTP-date has 1 s resolution)`, () => {
      const d = device(SIM + 1400);
      const c = createClientClock(d.now);
      const seen: number[] = [];
      c.subscribe(() => seen.push(c.now()));
      expect(c.setServerTime(SIM, d.now())).toBe(false); // device 1.4 s ahead of a whole-second header: in sync
      expect(c.setServerTime(SIM + 1000 + SERVER_TIME_TOLERANCE_MS, d.now())).toBe(false); // 1.1 s behind
      expect(c.now()).toBe(SIM + 1400);
      expect(seen).toEqual([]);
      expect(c.setServerTime(SIM - 200, d.now())).toBe(true); // 1.6 s ahead: corrected
      expect(c.now()).toBe(SIM - 200);
      expect(seen).toEqual([SIM - 200]);
    });

    it('a clock the simulator froze stays where it froze it, whatever a header says (the simulator moves it itself)', () => {
      const d = device();
      const c = createClientClock(d.now);
      c.setSimClock({ now: SIM, frozen: true }, d.now());
      expect(c.setServerTime(SIM, d.now() + 60_000)).toBe(false);
      expect(c.setServerTime(SIM + 3_600_000, d.now())).toBe(false);
      d.advance(10_000);
      expect(c.now()).toBe(SIM);
      expect(c.frozen()).toBe(true);
    });

    it('ignores unreadable times', () => {
      const d = device();
      const c = createClientClock(d.now);
      expect(c.setServerTime(Number.NaN, d.now())).toBe(false);
      expect(c.now()).toBe(d.now());
    });
  });

  describe('setSimClock (the simulator clock)', () => {
    it('a frozen simulator clock freezes the client clock at its instant', () => {
      const d = device();
      const c = createClientClock(d.now);
      expect(c.setSimClock({ now: SIM, frozen: true }, d.now())).toBe(true);
      d.advance(90_000);
      expect(c.now()).toBe(SIM);
      expect(c.frozen()).toBe(true);
    });

    it('a running simulator clock runs from its instant (the poll reply time counts)', () => {
      const d = device();
      const c = createClientClock(d.now);
      const receivedAt = d.now();
      d.advance(40);
      c.setSimClock({ now: SIM, frozen: false }, receivedAt);
      expect(c.now()).toBe(SIM + 40);
      d.advance(1000);
      expect(c.now()).toBe(SIM + 1040);
      expect(c.frozen()).toBe(false);
    });

    it('follows a set, an advance and an unfreeze exactly; a repeat of the same time notifies nobody', () => {
      const d = device();
      const c = createClientClock(d.now);
      let calls = 0;
      const off = c.subscribe(() => calls++);
      c.setSimClock({ now: SIM, frozen: true }, d.now());
      expect(calls).toBe(1);
      d.advance(1000);
      expect(c.setSimClock({ now: SIM, frozen: true }, d.now())).toBe(false);
      expect(calls).toBe(1);
      c.setSimClock({ now: SIM + 15_600_000, frozen: true }, d.now()); // advanced 4 h 20 min
      expect(c.now()).toBe(SIM + 15_600_000);
      expect(calls).toBe(2);
      c.setSimClock({ now: SIM + 15_600_000, frozen: false }, d.now()); // let run
      expect(c.frozen()).toBe(false);
      expect(calls).toBe(3);
      d.advance(1000);
      // the next poll of a running clock, a few ms of latency apart: no change worth a render
      expect(c.setSimClock({ now: SIM + 15_601_000 - 20, frozen: false }, d.now())).toBe(false);
      expect(calls).toBe(3);
      off();
      c.setSimClock({ now: SIM, frozen: true }, d.now());
      expect(calls).toBe(3);
    });

    it('once it has read the simulator, a Date header moves it no more (whole seconds, and it lags the simulator)', () => {
      const d = device();
      const c = createClientClock(d.now);
      c.setSimClock({ now: SIM + 400, frozen: false }, d.now());
      d.advance(3000);
      // a reply dated by the same simulator, received late: the header's whole second is 2.4 s behind the clock
      expect(c.setServerTime(SIM + 1000, d.now())).toBe(false);
      expect(c.now()).toBe(SIM + 3400);
      c.reset(); // back to device time: the header corrects it again
      expect(c.setServerTime(SIM, d.now())).toBe(true);
    });
  });

  it('notifies subscribers of each change and counts versions; reset goes back to device time', () => {
    const d = device();
    const c = createClientClock(d.now);
    const a = vi.fn();
    const b = vi.fn();
    c.subscribe(a);
    const offB = c.subscribe(b);
    const v0 = c.version();
    c.setServerTime(SIM, d.now());
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    expect(c.version()).toBe(v0 + 1);
    offB();
    c.reset();
    expect(c.now()).toBe(d.now());
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(1);
  });
});

describe('parseHttpDate', () => {
  it('reads an HTTP-date (IMF-fixdate) and nothing else', () => {
    expect(parseHttpDate('Sat, 10 Jan 2026 06:30:00 GMT')).toBe(SIM);
    expect(parseHttpDate(new Date(SIM + 999).toUTCString())).toBe(SIM);
    expect(parseHttpDate(null)).toBeNull();
    expect(parseHttpDate(undefined)).toBeNull();
    expect(parseHttpDate('')).toBeNull();
    expect(parseHttpDate('yesterday')).toBeNull();
  });
});
