/** The wallet: recharge at the simulated UPI gateway, withdrawal within and outside the hours, P2P transfer. */
import { MSG } from '../../../domain/messages';
import { appStarted, expect } from '../../helpers-transport';
import { judgeDebit, said, shown, step, type Real } from '../harness';
import * as model from '../model';
import type { Model } from '../model';
import { armFault, busy, faultName, NOW, PLAYERS, takeFault, type Command, type Fault } from './shared';

/** Recharge through the simulated UPI gateway: the payment approved or failed there. */
export class Recharge implements Command {
  constructor(
    readonly amount: number,
    readonly approve: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.at !== null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page } = r;
      await page.goto('/recharge');
      await page.getByLabel('Amount', { exact: true }).fill(String(this.amount));
      await page.getByRole('button', { name: 'PAY BY UPI' }).click();
      if (this.amount < m.minRecharge) {
        await expect(page.getByText(`Please enter amount greater than ${m.minRecharge}`)).toBeVisible();
        return;
      }
      await expect(page).toHaveURL(/\/__sim\/gateway\/PAY\d+$/, { timeout: 15_000 });
      await page.getByRole('button', { name: this.approve ? 'Approve' : 'Fail' }).click();
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
      await appStarted(page);
      if (this.approve) model.recharge(m, m.at as number, this.amount);
      r.cover.met(this.approve ? 'recharge approved' : 'recharge failed');
    }, 'opens');
  }
  toString = () => `recharge ₹${this.amount}, ${this.approve ? 'approved' : 'failed'} at the gateway`;
}

/**
 * Withdrawal to GPay within the hours, or the closed message outside them (the clock moved there and back). `lose`:
 * the request's reply is lost (a fault armed just before the tap), so the client must find out what happened.
 */
export class Withdraw implements Command {
  constructor(
    readonly amount: number,
    readonly inHours: boolean,
    readonly lose?: Omit<Fault, 'path'>,
  ) {}
  check = (m: Readonly<Model>) => m.at !== null && (!this.lose || (this.inHours && m.fault === null));
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page, sim } = r;
      if (!this.inHours) {
        await sim.call('clock', { now: '2026-11-22 21:30', frozen: true });
        await page.goto('/withdrawal');
        await expect(page.getByText('Withdrawal time closed. Please try again between 09:00 and 21:00.')).toBeVisible();
        await expect(page.getByRole('button', { name: 'WITHDRAW' })).toHaveCount(0);
        // back to noon: a clock that goes backwards is the simulator's alone (a server's never does), and the
        // production build learns the server's time from its replies, so the screen is opened again
        await sim.call('clock', { now: NOW, frozen: true });
        await page.reload();
        await expect(page.getByRole('button', { name: 'WITHDRAW' })).toBeVisible({ timeout: 10_000 });
        r.cover.met('withdrawal outside the hours');
        return;
      }
      await page.goto('/withdrawal');
      await page.getByRole('radio', { name: 'GPay' }).check({ force: true });
      await page.getByLabel('GPay UPI mobile number').fill('9876500001');
      await page.getByLabel('Amount', { exact: true }).fill(String(this.amount));
      const player = m.at as number;
      const id = (m.players[player] as Model['players'][number]).id;
      const before = await sim.balance(id);
      if (this.lose) await armFault(m, r, { path: 'withdraw_money', ...this.lose });
      // taken before the tap: its reply may come in before the tap's promise settles, and is judged spoiled then
      const fault = takeFault(m, r, 'withdraw_money');
      await page.getByRole('button', { name: 'WITHDRAW' }).click();
      const expected = model.withdrawalOutcome(m, player, this.amount);
      if (fault) {
        await expect.poll(async () => (page.url().endsWith('/mine') ? 'mine' : (await shown(r)).join(' | ')), { timeout: 45_000 }).not.toBe('');
        await expect(busy(page)).toHaveCount(0, { timeout: 45_000 });
      } else if (expected === 'sent') {
        await expect.poll(() => shown(r), { timeout: 15_000 }).toContain('Withdrawal request sent successfully.');
      } else {
        await expect.poll(() => shown(r), { timeout: 10_000 }).not.toEqual([]);
        expect(await shown(r)).not.toContain('Withdrawal request sent successfully.');
      }
      const told = await said(r, ['Withdrawal request sent successfully.', 'Your withdrawal request was sent.'], ['Your withdrawal request was not sent. Please try again.']);
      // a request sent takes the player to /mine a moment later: the step ends there, not on a screen about to go
      if (told === 'done') await expect(page).toHaveURL(/\/mine$/, { timeout: 15_000 });
      const debited = await judgeDebit(r, { id, before, amount: this.amount, told, intact: fault ? null : expected === 'sent' });
      if (debited > 0) model.requestWithdrawal(m, player, this.amount);
      if (debited > 0 || !fault) r.cover.met(debited > 0 ? 'withdrawal requested' : 'withdrawal refused');
    }, 'opens');
  }
  toString = () => (this.inHours ? `withdraw ₹${this.amount} to GPay${this.lose ? `, its reply lost (${faultName(this.lose)})` : ''}` : 'withdrawal outside the hours (21:30)');
}

export class Transfer implements Command {
  constructor(readonly amount: string) {}
  check = (m: Readonly<Model>) => m.at !== null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page, sim } = r;
      const from = m.at as number;
      const to = 1 - from;
      const id = (m.players[from] as Model['players'][number]).id;
      await page.goto('/p2p');
      await page.getByLabel('Amount', { exact: true }).fill(this.amount);
      await page.getByLabel("Friend's mobile number").fill(PLAYERS[to] as string);
      const before = await sim.balance(id);
      // taken before the tap: its reply may come in before the tap's promise settles, and is judged spoiled then
      const fault = takeFault(m, r, 'p2pTransfer');
      await page.getByRole('button', { name: 'TRANSFER' }).click();
      const amount = /^\d+$/.test(this.amount) ? Number(this.amount) : NaN;
      const expected = model.transferOutcome(m, from, to, amount);
      if (fault) {
        await expect.poll(() => shown(r), { timeout: 45_000 }).not.toEqual([]);
        await expect(busy(page)).toHaveCount(0, { timeout: 45_000 });
      } else if (expected === 'sent') {
        await expect.poll(() => shown(r)).toContain(MSG.p2pSent);
      } else {
        await expect.poll(() => shown(r)).not.toEqual([]);
        expect(await shown(r)).not.toContain(MSG.p2pSent);
      }
      const told = await said(r, [MSG.p2pSent, 'Your transfer was sent.'], ['Your transfer was not sent. Please try again.']);
      const debited = await judgeDebit(r, { id, before, amount, told, intact: fault ? null : expected === 'sent' });
      if (debited > 0) model.transfer(m, from, to, amount);
      if (debited > 0 || !fault) r.cover.met(debited > 0 ? 'transfer sent' : 'transfer refused');
    }, 'opens');
  }
  toString = () => `P2P ₹${this.amount} to the other player`;
}
