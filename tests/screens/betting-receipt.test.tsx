// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Profiler, useRef } from 'react';
import { buildReceipt } from '../../domain/rules';
import { receiptFileName, saveReceiptImage } from '../../src/features/betting/receiptImage';
import { readReceipt } from '../../src/features/betting/receiptState';
import { createClientClock } from '../../src/ui/clock';
import { Countdown } from '../../src/ui/Countdown';
import { betSimulator, mockAlert, renderBet, TEST_NOW } from './betting-helpers';

const t = betSimulator();

const RECEIPT = buildReceipt({
  gameName: 'Shree Ganesh',
  kind: 'Crossing',
  bets: [
    { bet_numbers: '12', bet_money: 10, type: 1 },
    { bet_numbers: '21', bet_money: 20, type: 1 },
  ],
  at: TEST_NOW,
});

describe('Receipt /receipt', () => {
  it('without receipt data shows a friendly message and a link to /playground', async () => {
    renderBet(t.sim, '/receipt');
    expect(await screen.findByText('No receipt to show.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to games' })).toHaveAttribute('href', '/playground');
    expect(screen.queryByRole('button', { name: 'Save as image' })).not.toBeInTheDocument();
  });

  it('malformed receipt data is treated as missing', () => {
    expect(readReceipt(null)).toBeNull();
    expect(readReceipt({ receipt: { ...RECEIPT, kind: 'Lottery' } })).toBeNull();
    expect(readReceipt({ receipt: { ...RECEIPT, lines: [1, 2] } })).toBeNull();
    expect(readReceipt({ receipt: { ...RECEIPT, total: 'x' } })).toBeNull();
    expect(readReceipt({ receipt: RECEIPT })).toMatchObject({ gameName: 'Shree Ganesh', kind: 'Crossing', date: '10-01-2026', total: 30 });
  });

  it('shows game name, game type, bet amount, play date and the played numbers; Home goes to /playground', async () => {
    renderBet(t.sim, '/receipt', { state: { receipt: RECEIPT } });
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByRole('heading', { name: 'Shree Ganesh' })).toBeInTheDocument();
    expect(within(receipt).getByText('Game Type').nextSibling).toHaveTextContent('Crossing');
    expect(within(receipt).getByText('Bet Amount').nextSibling).toHaveTextContent('₹30');
    expect(within(receipt).getByText('Play Date').nextSibling).toHaveTextContent('10-01-2026');
    expect(within(receipt).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['12 = 10 rs', '21 = 20 rs']);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/playground');
  });

  it('writes the bet amount and every line with Indian grouping in English: ₹1,25,000, 12 = 1,00,000 rs (issue 38)', async () => {
    const big = buildReceipt({
      gameName: 'Shree Ganesh',
      kind: 'Jodi',
      bets: [
        { bet_numbers: '12', bet_money: 100000, type: 1 },
        { bet_numbers: '34', bet_money: 25000, type: 1 },
      ],
      at: TEST_NOW,
    });
    renderBet(t.sim, '/receipt', { state: { receipt: big } });
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByText('Bet Amount').nextSibling).toHaveTextContent(/^₹1,25,000$/);
    expect(within(receipt).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['12 = 1,00,000 rs', '34 = 25,000 rs']);
  });

  it('Save as image alerts the spec message when the image cannot be made', async () => {
    const alert = mockAlert();
    const { user } = renderBet(t.sim, '/receipt', { state: { receipt: RECEIPT } });
    await user.click(await screen.findByRole('button', { name: 'Save as image' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Sorry, there was an error saving the receipt image.'));
    expect(screen.getByRole('button', { name: 'Save as image' })).toBeEnabled();
  });

  it('saving without the receipt element alerts the spec message; the file name uses the fixed city and the date', async () => {
    const alert = vi.fn();
    expect(await saveReceiptImage(null, 'x.png', alert)).toBe(false);
    expect(alert).toHaveBeenCalledWith('Could not find the receipt element to save.');
    expect(receiptFileName('10-01-2026')).toBe('receipt-delhi-10-01-2026.png');
  });
});

describe('Countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('ticks every second re-rendering only itself, and shows 00:00:00 once past', () => {
    vi.useFakeTimers();
    vi.setSystemTime(TEST_NOW);
    const target = TEST_NOW + 3000;
    let parentRenders = 0;
    const profiled: string[] = [];
    function Parent() {
      parentRenders++;
      const sibling = useRef(<p>sibling</p>);
      return (
        <>
          <Profiler id="countdown" onRender={(id, phase) => void (phase === 'update' && profiled.push(id))}>
            <Countdown label="Game Last Time" target={target} />
          </Profiler>
          <Profiler id="sibling" onRender={(id, phase) => void (phase === 'update' && profiled.push(id))}>
            {sibling.current}
          </Profiler>
        </>
      );
    }
    render(<Parent />);
    const timer = screen.getByRole('timer', { name: 'Game Last Time' });
    expect(timer).toHaveTextContent('0:0:3');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('0:0:2');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('0:0:1');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00:00:00');
    expect(parentRenders).toBe(1);
    expect(profiled).toEqual(['countdown', 'countdown', 'countdown']);
    act(() => vi.advanceTimersByTime(5000)); // past: the interval has stopped
    expect(profiled).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the client clock: frozen it stands still, a move shows at once, a move back before the target counts again', () => {
    vi.useFakeTimers();
    vi.setSystemTime(TEST_NOW + 86_400_000); // the phone's own clock is a day ahead: it does not count
    const clock = createClientClock();
    clock.setSimClock({ now: TEST_NOW, frozen: true });
    const target = TEST_NOW + 10_000;
    render(<Countdown label="Game Last Time" target={target} clock={clock} />);
    const timer = screen.getByRole('timer', { name: 'Game Last Time' });
    expect(timer).toHaveTextContent('0:0:10');
    act(() => vi.advanceTimersByTime(3000));
    expect(timer).toHaveTextContent('0:0:10');
    act(() => void clock.setSimClock({ now: target + 1000, frozen: true }));
    expect(timer).toHaveTextContent('00:00:00');
    act(() => void clock.setSimClock({ now: TEST_NOW + 5000, frozen: false }));
    expect(timer).toHaveTextContent('0:0:5');
    act(() => vi.advanceTimersByTime(2000));
    expect(timer).toHaveTextContent('0:0:3');
    act(() => vi.advanceTimersByTime(4000));
    expect(timer).toHaveTextContent('00:00:00');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts down to an IST instant in hours:minutes:seconds, unpadded; unknown target → 00:00:00', () => {
    vi.useFakeTimers();
    vi.setSystemTime(TEST_NOW);
    render(
      <>
        <Countdown label="A" target={TEST_NOW + 3_723_000} />
        <Countdown label="B" target={null} />
        <Countdown label="C" target={TEST_NOW - 1000} />
      </>,
    );
    expect(screen.getByRole('timer', { name: 'A' })).toHaveTextContent('1:2:3');
    expect(screen.getByRole('timer', { name: 'B' })).toHaveTextContent('00:00:00');
    expect(screen.getByRole('timer', { name: 'C' })).toHaveTextContent('00:00:00');
  });
});
