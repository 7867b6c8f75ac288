/** Logging in (through the OTP screen, maybe a wrong OTP first) and out. */
import { appStarted, expect } from '../../helpers-transport';
import { shown, step, type Real } from '../harness';
import type { Model } from '../model';
import { PLAYERS, type Command } from './shared';

export class Login implements Command {
  constructor(
    readonly who: number,
    readonly wrongOtpFirst: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.at === null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page, sim } = r;
      const mobile = PLAYERS[this.who] as string;
      await page.goto('/login');
      await appStarted(page);
      await page.getByLabel('Mobile number').fill(mobile);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByLabel('OTP', { exact: true })).toBeVisible();
      const otp = await sim.otp(mobile);
      if (this.wrongOtpFirst) {
        await page.getByLabel('OTP', { exact: true }).fill(otp === '000000' ? '111111' : '000000');
        await page.getByRole('button', { name: 'Verify OTP & Login' }).click();
        await expect.poll(() => shown(r)).not.toEqual([]);
        expect(page.url()).toMatch(/\/login/);
      }
      await page.getByLabel('OTP', { exact: true }).fill(otp);
      await page.getByRole('button', { name: 'Verify OTP & Login' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      const notice = page.getByRole('dialog', { name: 'Notice' });
      if (await notice.isVisible().catch(() => false)) await notice.getByRole('button', { name: 'Close' }).click();
      m.at = this.who;
      // the account screen shows this player's number, not the last one's
      await page.goto('/mine');
      await expect(page.getByText(mobile).first()).toBeVisible();
    }, 'opens');
  }
  toString = () => `login ${PLAYERS[this.who]}${this.wrongOtpFirst ? ' (a wrong OTP first)' : ''}`;
}

export class Logout implements Command {
  check = (m: Readonly<Model>) => m.at !== null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      await r.page.goto('/mine');
      await r.page.getByRole('button', { name: /logout/i }).click();
      await r.page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
      await expect(r.page).toHaveURL(/\/login$/);
      m.at = null;
    }, 'opens');
  }
  toString = () => 'logout';
}
