// @vitest-environment jsdom
/**
 * Render counts (issue 15 §4), measured with React's <Profiler> around the whole app: every commit calls its
 * onRender, and at that moment the committed fiber tree names each component that rendered in that commit (the
 * test walks only the subtrees React worked on, as React DevTools' "highlight updates" does). The tests fail when a
 * change makes a JODI keystroke or a countdown tick render anything beyond the cell, the total and the countdowns.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../../src/app/AppRoutes';
import { setupStore } from '../../src/app/store';
import { betSimulator, fakeTicksFrom, gameLoaded, GAME_ID, playerOf, TEST_NOW } from '../screens/betting-helpers';

const t = betSimulator();

/** the parts of a React fiber this test reads (react-reconciler's own field names) */
interface Fiber {
  tag: number;
  type: unknown;
  elementType: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
  memoizedProps: unknown;
}

/** react-reconciler work tags of components that run user code, and its PerformedWork flag */
const FunctionComponent = 0;
const ClassComponent = 1;
const ForwardRef = 11;
const SimpleMemoComponent = 15;
const MemoComponent = 14;
const PerformedWork = 1;
const COMPONENT_TAGS = new Set([FunctionComponent, ClassComponent, ForwardRef, SimpleMemoComponent, MemoComponent]);

function nameOf(f: Fiber): string {
  const t = (f.tag === MemoComponent ? (f.type as { type?: unknown }).type : f.type) as { displayName?: string; name?: string; render?: { name?: string } } | null;
  if (!t) return 'Anonymous';
  return t.displayName ?? t.name ?? t.render?.name ?? 'Anonymous';
}

/** components that rendered in the commit just made: a subtree React did not touch keeps its old child fibers */
function renderedIn(root: Fiber): string[] {
  const out: string[] = [];
  const visit = (f: Fiber | null) => {
    for (let n = f; n; n = n.sibling) {
      if (COMPONENT_TAGS.has(n.tag) && (n.flags & PerformedWork) !== 0) {
        const props = n.memoizedProps as { 'aria-label'?: string; name?: string; label?: string } | null;
        const detail = props?.name ?? props?.label;
        out.push(detail ? `${nameOf(n)}(${detail})` : nameOf(n));
      }
      const touched = n.alternate === null || n.child !== n.alternate.child;
      if (touched) visit(n.child);
    }
  };
  visit(root.child);
  return out;
}

function hostRootOf(container: HTMLElement): { current: Fiber } {
  const key = Object.keys(container).find((k) => k.startsWith('__reactContainer$'));
  if (!key) throw new Error('no React root in the container');
  return (container as unknown as Record<string, { stateNode: { current: Fiber } }>)[key]!.stateNode;
}

/** The whole app at `path` for the fixture player, with a Profiler at its root that lists each commit's renders. */
function renderProfiled(path: string) {
  const u = playerOf(t.sim);
  const store = setupStore({ session: { userId: u.id, mobile: u.mobile } });
  const commits: string[][] = [];
  const box: { container: HTMLElement | null } = { container: null };
  const onRender: ProfilerOnRenderCallback = (_id, phase) => {
    if (phase === 'mount' || !box.container) return;
    commits.push(renderedIn(hostRootOf(box.container).current));
  };
  const utils = render(
    <Profiler id="app" onRender={onRender}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </Provider>
    </Profiler>,
  );
  box.container = utils.container;
  return { commits, store, user: userEvent.setup({ delay: null }) };
}

/** the names that rendered, over all commits since the last reset */
const flat = (commits: string[][]) => commits.flat();

/** a countdown's second may tick meanwhile on a loaded machine: its commits are the countdowns' own, not the gesture's */
const tick = (c: string[]) => c.every((n) => n.startsWith('Countdown('));

/** The app at `path`, settled: the game loaded and every query it started answered (however long a loaded machine takes). */
async function renderSettled(path: string) {
  const profiled = renderProfiled(path);
  await gameLoaded();
  const pending = () => Object.values(profiled.store.getState().api.queries).filter((q) => q?.status === 'pending').length;
  await waitFor(() => expect(pending()).toBe(0));
  await act(async () => {});
  return profiled;
}

describe('render counts (React Profiler)', () => {
  it('a JODI keystroke commits only its cell and the total', async () => {
    const { commits, user } = await renderSettled(`/play/${GAME_ID}`);
    const cell = screen.getByLabelText('Jodi 07');
    await user.click(cell);
    commits.length = 0;
    await user.keyboard('5');
    expect(screen.getByTestId('bet-total')).toHaveTextContent('₹5');
    commits.splice(0, commits.length, ...commits.filter((c) => !tick(c)));
    expect(commits.length, JSON.stringify(commits)).toBe(1);
    const rendered = flat(commits);
    const cells = rendered.filter((n) => n.startsWith('AmountCell'));
    expect(cells).toEqual(['AmountCell(Jodi 07)']);
    const others = rendered.filter((n) => !n.startsWith('AmountCell'));
    // the total: one small component that reads the store's total; nothing else of the screen
    expect(others.length, JSON.stringify(others)).toBeLessThanOrEqual(1);
    expect(others.every((n) => /total/i.test(n)), JSON.stringify(others)).toBe(true);

    // a second digit in the same cell: again the cell and the total, in one commit
    commits.length = 0;
    await user.keyboard('0');
    expect(screen.getByTestId('bet-total')).toHaveTextContent('₹50');
    expect(commits).toEqual([rendered]);
  });

  it("Crossing's digit keystroke commits nothing; its Add Bet commits the total and the table, not the form, the board, its submission or the play bar", async () => {
    const { commits, user } = await renderSettled(`/crossing/${GAME_ID}`);
    const digits = screen.getByLabelText('Digit');
    await user.type(screen.getByLabelText('Amount'), '10');
    await user.click(digits);
    commits.length = 0;
    await user.keyboard('1');
    // a keystroke in the digit field: the field is the browser's own, React renders nothing
    expect(digits).toHaveValue('1');
    expect(commits.filter((c) => !tick(c)), JSON.stringify(commits)).toEqual([]);
    await user.keyboard('23456');
    commits.length = 0;
    await user.click(screen.getByRole('button', { name: 'Add Bet' }));
    expect(screen.getByTestId('bet-total')).toHaveTextContent('₹360');
    expect(digits).toHaveValue('');
    // the tap's commit, before the rows come in the frames after it
    const tap = commits.filter((c) => !tick(c))[0] ?? [];
    expect(new Set(tap), JSON.stringify(commits)).toEqual(new Set(['LinesTotal', 'LineTable', 'BetTable']));
  });

  it('a countdown tick commits only the countdowns', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TEST_NOW);
    try {
      const { commits } = renderProfiled(`/play/${GAME_ID}`);
      await gameLoaded();
      const gameLast = screen.getByRole('timer', { name: 'Game Last Time' });
      expect(gameLast).toHaveTextContent('4:20:0');
      fakeTicksFrom(TEST_NOW);
      commits.length = 0;
      act(() => vi.advanceTimersByTime(1001)); // 4:19:58.999 left, shown floored
      expect(gameLast).toHaveTextContent('4:19:58');
      const rendered = flat(commits);
      expect(rendered.length, JSON.stringify(commits)).toBeGreaterThan(0);
      expect(rendered.every((n) => n.startsWith('Countdown')), JSON.stringify(commits)).toBe(true);
      // each of the two countdowns at most once per tick
      expect(rendered.length).toBeLessThanOrEqual(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
