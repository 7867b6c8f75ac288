// @vitest-environment jsdom
/**
 * A 1 s clock tick falls on the clock's second: a countdown shows the new second when it begins, not up to a second
 * later depending on when the screen opened (issue 26 §3: no countdown drift against the simulator's clock).
 */
import { act, render, screen } from '@testing-library/react';
import { createClientClock } from '../../src/ui/clock';
import { useClockNow } from '../../src/ui/useNow';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] }));
afterEach(() => vi.useRealTimers());

describe('the clock tick', () => {
  it('comes at each second of the clock, whatever moment the screen opened at', () => {
    let device = 1_000_400; // 400 ms into a second
    const clock = createClientClock(() => device);
    function Now() {
      return <p>{Math.floor(useClockNow(1000, { clock }) / 1000)}</p>;
    }
    render(<Now />);
    expect(screen.getByText('1000')).toBeInTheDocument();
    const step = (ms: number) =>
      act(() => {
        device += ms;
        vi.advanceTimersByTime(ms);
      });
    step(599); // the clock at 1_000_999
    expect(screen.getByText('1000')).toBeInTheDocument();
    step(2); // just past 1_001_000
    expect(screen.getByText('1001')).toBeInTheDocument();
    for (let s = 1002; s <= 1005; s++) {
      step(998);
      expect(screen.getByText(String(s - 1))).toBeInTheDocument();
      step(2);
      expect(screen.getByText(String(s))).toBeInTheDocument();
    }
  });

  it('follows the clock, not the device: a simulator clock 250 ms into its second ticks once 750 ms have passed', () => {
    let device = 5_000_000;
    const clock = createClientClock(() => device);
    clock.setSimClock({ now: 9_000_250, frozen: false }, device);
    function Now() {
      return <p>{Math.floor(useClockNow(1000, { clock }) / 1000)}</p>;
    }
    render(<Now />);
    expect(screen.getByText('9000')).toBeInTheDocument();
    act(() => {
      device += 751;
      vi.advanceTimersByTime(751);
    });
    expect(screen.getByText('9001')).toBeInTheDocument();
  });
});
