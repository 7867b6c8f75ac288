// @vitest-environment jsdom
/**
 * Promotion (/promotion, spec §2, §3, §8, §9): bonus, total people, contribution; own code and link with Copy Link
 * ('Refferal link copied successfully'); Level 1/2/3 tabs with counts (10 before load); per level a table of index,
 * masked phone (first 2 and last 2 kept), water reward, first reward.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAYER_MOBILES } from '../../fixtures';
import { invitees, promotion } from '../../mock-server/core/domains/referrals';
import { formatRupees } from '../../domain/rules';
import { renderAt, screenSimulator, storeLogin } from './withLocation';

const t = screenSimulator();
const [P1] = PLAYER_MOBILES;

function loginAs(mobile: string = P1): string {
  const id = t.sim.userByMobile(mobile)!.id;
  storeLogin(id, mobile);
  return id;
}

function figures(id: string) {
  const r = promotion(t.sim, id);
  if (!r.ok) throw new Error(r.error);
  return r.promotion;
}

function rowsOf(id: string, level: 1 | 2 | 3) {
  const r = invitees(t.sim, id, level);
  if (!r.ok) throw new Error(r.error);
  return r.rows;
}

/** The visible rows of the level table as [index, phone, water, first] texts. */
function tableRows(): string[][] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).getAllByRole('cell').map((c) => c.textContent ?? ''));
}

describe('Promotion', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows bonus, total people and contribution from the promotion call', async () => {
    const id = loginAs();
    const f = figures(id);
    expect(f.people).toBe(5);
    expect(f.bonus).toBeGreaterThan(0);
    renderAt('/promotion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotion' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('promotion-bonus')).toHaveTextContent(formatRupees(f.bonus)));
    expect(screen.getByTestId('promotion-people')).toHaveTextContent(String(f.people));
    expect(screen.getByTestId('promotion-con')).toHaveTextContent(formatRupees(f.con));
  });

  it('level tabs show 10 before the figures load, then each level’s count', async () => {
    loginAs();
    t.sim.addFault({ path: 'promotion.php', kind: 'latency', latencyMs: 300, times: 1 });
    renderAt('/promotion');
    const tab1 = await screen.findByRole('tab', { name: /^Level 1/ });
    expect(tab1).toHaveTextContent('Level 1 (10)');
    expect(screen.getByRole('tab', { name: /^Level 2/ })).toHaveTextContent('Level 2 (10)');
    expect(screen.getByRole('tab', { name: /^Level 3/ })).toHaveTextContent('Level 3 (10)');
    await waitFor(() => expect(tab1).toHaveTextContent('Level 1 (3)'));
    expect(screen.getByRole('tab', { name: /^Level 2/ })).toHaveTextContent('Level 2 (1)');
    expect(screen.getByRole('tab', { name: /^Level 3/ })).toHaveTextContent('Level 3 (1)');
    expect(tab1).toHaveAttribute('aria-selected', 'true');
  });

  it('level 1 lists index, masked phone, water reward and first reward; the tabs switch levels', async () => {
    const id = loginAs();
    const user = userEvent.setup({ delay: null });
    renderAt('/promotion');
    const expected = rowsOf(id, 1).map((r, i) => [String(i + 1), `${r.user.mobile.slice(0, 2)}******${r.user.mobile.slice(-2)}`, formatRupees(r.water), formatRupees(r.first)]);
    expect(expected).toHaveLength(3);
    await waitFor(() => expect(tableRows()).toEqual(expected));
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Phone', 'Water reward', 'First reward']);
    // no full phone number of a referral is on the screen
    for (const r of rowsOf(id, 1)) expect(screen.queryByText(r.user.mobile)).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Level 2/ }));
    expect(screen.getByRole('tab', { name: /^Level 2/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(tableRows().map((r) => r[1])).toEqual(['98******13']));
    await user.click(screen.getByRole('tab', { name: /^Level 3/ }));
    await waitFor(() => expect(tableRows().map((r) => r[1])).toEqual(['98******14']));
  });

  it('the tabs move with the arrow keys (one tab stop)', async () => {
    loginAs();
    const user = userEvent.setup({ delay: null });
    renderAt('/promotion');
    const tab1 = await screen.findByRole('tab', { name: /^Level 1/ });
    tab1.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /^Level 2/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /^Level 2/ })).toHaveAttribute('aria-selected', 'true');
    expect(tab1).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /^Level 3/ })).toHaveFocus();
  });

  it('a level with nobody in it says so', async () => {
    loginAs(PLAYER_MOBILES[2]);
    renderAt('/promotion');
    expect(await screen.findByText('No referrals at this level yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Level 1/ })).toHaveTextContent('Level 1 (0)'));
  });

  it('shows the own code and the register link on this origin', async () => {
    loginAs();
    renderAt('/promotion');
    await waitFor(() => expect(screen.getByTestId('promotion-code')).toHaveTextContent(P1));
    expect(screen.getByLabelText('My referral link')).toHaveValue(`${window.location.origin}/register/${P1}`);
  });

  it("Copy Link copies the link and toasts 'Refferal link copied successfully'", async () => {
    loginAs();
    const user = userEvent.setup({ delay: null });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/promotion');
    await waitFor(() => expect(screen.getByTestId('promotion-code')).toHaveTextContent(P1));
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/register/${P1}`);
    const toast = await screen.findByText('Refferal link copied successfully');
    expect(toast.closest('[data-kind]')).toHaveAttribute('data-kind', 'success');
  });

  it('when the clipboard refuses, the link is selected and the player is told to copy it', async () => {
    loginAs();
    const user = userEvent.setup({ delay: null });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    renderAt('/promotion');
    await waitFor(() => expect(screen.getByTestId('promotion-code')).toHaveTextContent(P1));
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    const toast = await screen.findByText('Could not copy the link. It is selected: copy it from the field.');
    expect(toast.closest('[data-kind]')).toHaveAttribute('data-kind', 'error');
    expect(screen.queryByText('Refferal link copied successfully')).not.toBeInTheDocument();
    const input = screen.getByLabelText<HTMLInputElement>('My referral link');
    expect(input).toHaveFocus();
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(input.value.length);
  });

  it('a failed promotion call shows the server message', async () => {
    loginAs();
    t.sim.addFault({ path: 'promotion.php', kind: 'business', message: 'Promotion is paused', times: 5 });
    renderAt('/promotion');
    expect(await screen.findByText('Promotion is paused')).toBeInTheDocument();
  });
});
