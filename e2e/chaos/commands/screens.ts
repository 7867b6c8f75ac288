/** The screens a player moves through besides bets and the wallet: chat, reload / back / forward, offline moves, the bank card, Promotion and the receipt. */
import { MSG } from '../../../domain/messages';
import { BANK_CARD, fillAddBankCard } from '../../helpers';
import { appStarted, expect } from '../../helpers-transport';
import { shown, step, type Real } from '../harness';
import type { Model } from '../model';
import { PLAYERS, type Command } from './shared';

/** Join a group (if not yet) and send a message: shown at once, stored, not lost. */
export class ChatSend implements Command {
  constructor(readonly text: string) {}
  check = (m: Readonly<Model>) => m.at !== null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page } = r;
      await page.goto('/chat');
      const group = page.getByRole('list', { name: 'Groups' }).getByRole('link', { name: /^New Players Help/ });
      await expect(page.getByRole('list', { name: 'Groups' }).or(page.getByText('You have not joined any group yet.'))).toBeVisible();
      if (await group.count()) await group.click();
      else {
        await page.getByRole('button', { name: 'Join group' }).click();
        const dialog = page.getByRole('dialog', { name: 'Join Group' });
        await dialog.getByLabel('Group ID').fill('5');
        await dialog.getByRole('button', { name: 'Join' }).click();
      }
      await expect(page).toHaveURL(/\/chat\/5$/);
      await page.getByRole('textbox', { name: 'Message' }).fill(this.text);
      await page.getByRole('button', { name: 'Send' }).click();
      const mine = page.getByRole('list', { name: 'Messages' }).locator('.chat-mine').filter({ hasText: this.text });
      await expect(mine.last().locator('.chat-ticks')).toHaveAttribute('aria-label', /^(Delivered|Read)$/, { timeout: 10_000 });
    }, 'opens');
  }
  toString = () => `chat: send '${this.text}' in group 5`;
}

export class Reload implements Command {
  check = () => true;
  async run(m: Model, r: Real) {
    await step(m, r, 'reload', async () => {
      await r.page.reload();
      await appStarted(r.page);
    }, 'opens');
  }
  toString = () => 'reload';
}

export class Back implements Command {
  constructor(readonly forward = false) {}
  check = () => true;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      await (this.forward ? r.page.goForward() : r.page.goBack()).catch(() => undefined);
      await appStarted(r.page);
    });
  }
  toString = () => (this.forward ? 'forward' : 'back');
}
/** The connection drops while the player moves to another screen, then comes back. */
export class Offline implements Command {
  constructor(readonly to: string) {}
  check = (m: Readonly<Model>) => m.at !== null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page } = r;
      await page.context().setOffline(true);
      await page.getByRole('link', { name: this.to }).first().click().catch(() => undefined);
      await expect(page.getByText('You are offline.').first()).toBeVisible({ timeout: 10_000 });
      await page.context().setOffline(false);
      await expect(page.getByText('You are offline.')).toHaveCount(0, { timeout: 10_000 });
    });
  }
  toString = () => `offline, tap ${this.to}, back online`;
}

// ───────────── account screens ─────────────

/**
 * Bank card: added once (the form first sent empty, then the OTP from the inbox; with `resend`, the 60 s wait runs out
 * on the simulator's clock and the OTP is asked again: the newer code is the one that works); once saved, the screen
 * shows it and offers no second one.
 */
export class AddBankCard implements Command {
  constructor(readonly resend: boolean) {}
  check = (m: Readonly<Model>) => m.at !== null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page, sim } = r;
      const mobile = PLAYERS[m.at as number] as string;
      await page.goto('/bank-card');
      const add = page.getByRole('link', { name: '+ Add bank detail' });
      // a saved card (this run's, or one the world started with) is a region named by its bank, with its Info button
      const card = page.getByRole('main').getByRole('region');
      await expect(add.or(card).first()).toBeVisible();
      if (await card.count()) return expect(add).toHaveCount(0);
      await fillAddBankCard(page, mobile, () => sim.otp(mobile));
      if (this.resend) {
        const sent = async () => (await sim.call<unknown[]>(`sms?mobile=${mobile}`)).length;
        const before = await sent();
        await sim.call('clock', { advanceMs: 61_000 });
        const otp = page.getByRole('button', { name: 'OTP', exact: true });
        await expect(otp).toBeEnabled({ timeout: 10_000 });
        await otp.click();
        await expect.poll(sent).toBe(before + 1);
        await page.getByLabel('OTP', { exact: true }).fill(await sim.otp(mobile));
      }
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => shown(r)).toContain('Bank card add successfully!');
      await page.goto('/bank-card');
      await expect(card.getByRole('heading', { name: BANK_CARD.bankname })).toBeVisible();
    }, 'opens');
  }
  toString = () => `add a bank card${this.resend ? ' (the OTP sent again after its wait)' : ''}`;
}

/** Promotion: Copy Link puts the player's own referral link on the clipboard (or says it could not, and selects it). */
export class CopyPromotionLink implements Command {
  check = (m: Readonly<Model>) => m.at !== null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page } = r;
      const mobile = PLAYERS[m.at as number] as string;
      await page.goto('/promotion');
      await page.getByRole('button', { name: 'Copy Link' }).click();
      await expect.poll(() => shown(r)).toEqual(expect.arrayContaining([expect.stringMatching(/^(Refferal link copied successfully|Could not copy the link\. It is selected: copy it from the field\.)$/)]));
      if ((await shown(r)).includes('Refferal link copied successfully')) expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(mobile);
    }, 'opens');
  }
  toString = () => 'promotion: Copy Link';
}

/** The receipt of the last bet saved as an image (a PNG download), or the empty receipt screen when there is none. */
export class SaveReceipt implements Command {
  check = (m: Readonly<Model>) => m.at !== null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { page } = r;
      if (!page.url().endsWith('/receipt')) await page.goto('/receipt');
      const save = page.getByRole('button', { name: 'Save as image' });
      await expect(save.or(page.getByText('No receipt to show.')).first()).toBeVisible();
      if (!(await save.count())) return;
      const download = page.waitForEvent('download', { timeout: 15_000 });
      await save.click();
      expect((await download).suggestedFilename()).toMatch(/\.png$/);
      expect(await shown(r)).not.toContain(MSG.receiptSaveFailed);
    });
  }
  toString = () => 'save the receipt as an image';
}
