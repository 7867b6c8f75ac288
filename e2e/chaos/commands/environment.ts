/** What moves under the player: a declared result, the admin settling a withdrawal or posting in a group, a fault on the next money call. */
import { expect } from '../../helpers-transport';
import { winSituation } from '../coverage';
import { step, type Real } from '../harness';
import * as model from '../model';
import type { Model } from '../model';
import { armFault, faultName, type Command, type Fault } from './shared';

/** The group's admin posts; a player in the room sees it within the poll. */
export class AdminPost implements Command {
  constructor(readonly text: string) {}
  check = () => true;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      await r.sim.call('groups/5/post', { text: this.text });
      if (/\/chat\/5$/.test(r.page.url())) await expect(r.page.getByRole('list', { name: 'Messages' }).getByText(this.text).last()).toBeVisible({ timeout: 10_000 });
    });
  }
  toString = () => `admin posts '${this.text}' in group 5`;
}

/**
 * A result declared: `number` on the last open market, or (`aim`) a number that makes a line the players hold win, so
 * that wins settle for every bet kind within minutes.
 */
export class DeclareResult implements Command {
  constructor(
    readonly number: string,
    readonly aim: number | null = null,
  ) {}
  // an aimed result waits for a line to aim at (declaring one at random would only close a market)
  check = (m: Readonly<Model>) => m.openMarkets.length > 0 && (this.aim === null || model.winningDraw(m, this.aim) !== null);
  async run(m: Model, r: Real) {
    const draw = (this.aim === null ? null : model.winningDraw(m, this.aim)) ?? { market: m.openMarkets[m.openMarkets.length - 1] as string, number: this.number };
    await step(m, r, `declare ${draw.number}${this.aim === null ? '' : ` (aimed at line #${this.aim})`} (market ${draw.market})`, async () => {
      const res = await r.sim.call<{ ok?: boolean; error?: string }>(`markets/${draw.market}/result`, { number: draw.number });
      expect(res.ok, JSON.stringify(res)).toBe(true);
      for (const w of model.declare(m, draw.market, draw.number)) r.cover.met(winSituation(w));
    }, 'behind');
  }
  toString = () => (this.aim === null ? `declare ${this.number}` : `declare a number a held line wins (#${this.aim}), else ${this.number}`);
}

/** The admin approves or rejects the oldest pending withdrawal of the two players. */
export class SettleWithdrawal implements Command {
  constructor(readonly approve: boolean) {}
  check = (m: Readonly<Model>) => m.pendingWithdrawals.length > 0;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const ids = m.players.map((p) => p.id);
      const pending = (await r.sim.call<Array<{ id: string; userId: string; amount: number }>>('withdrawals?status=pending')).filter((w) => ids.includes(w.userId));
      const oldest = pending[pending.length - 1];
      const want = m.pendingWithdrawals[0] as Model['pendingWithdrawals'][number];
      expect(oldest && { user: oldest.userId, amount: oldest.amount }, 'the oldest pending withdrawal').toEqual({ user: (m.players[want.player] as Model['players'][number]).id, amount: want.amount });
      const res = await r.sim.call<{ ok?: boolean }>(`withdrawals/${(oldest as { id: string }).id}/${this.approve ? 'approve' : 'reject'}`, this.approve ? {} : { reason: 'Bank details mismatch' });
      expect(res.ok, JSON.stringify(res)).toBe(true);
      model.settleWithdrawal(m, this.approve);
      r.cover.met(this.approve ? 'withdrawal approved' : 'withdrawal rejected');
    }, 'behind');
  }
  toString = () => `admin ${this.approve ? 'approves' : 'rejects'} the oldest withdrawal`;
}

export class FaultNext implements Command {
  constructor(readonly fault: Fault) {}
  check = (m: Readonly<Model>) => m.fault === null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      await armFault(m, r, this.fault);
    });
  }
  toString = () => `fault on the next ${this.fault.path}: ${faultName(this.fault)}`;
}
