/** What moves under the player: a declared result, the admin settling a withdrawal or posting in a group, a fault on the next money call. */
import { expect } from '../../helpers-transport';
import { step, type Real } from '../harness';
import * as model from '../model';
import type { Model } from '../model';
import type { Command, Fault } from './shared';

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

export class DeclareResult implements Command {
  constructor(readonly number: string) {}
  check = (m: Readonly<Model>) => m.openMarkets.length > 0;
  async run(m: Model, r: Real) {
    const market = m.openMarkets[m.openMarkets.length - 1] as string;
    await step(m, r, `${this.toString()} (market ${market})`, async () => {
      const res = await r.sim.call<{ ok?: boolean; error?: string }>(`markets/${market}/result`, { number: this.number });
      expect(res.ok, JSON.stringify(res)).toBe(true);
      model.declare(m, market, this.number);
    }, 'behind');
  }
  toString = () => `declare ${this.number}`;
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
    }, 'behind');
  }
  toString = () => `admin ${this.approve ? 'approves' : 'rejects'} the oldest withdrawal`;
}

export class FaultNext implements Command {
  constructor(readonly fault: Fault) {}
  check = (m: Readonly<Model>) => m.fault === null;
  async run(m: Model, r: Real) {
    await step(m, r, this.toString(), async () => {
      const { path, ...rest } = this.fault;
      // added beside any named plan the run is under
      await r.sim.call('faults', { path, times: 1, ...rest });
      m.fault = this.fault;
    });
  }
  toString = () =>
    `fault on the next ${this.fault.path}: ${this.fault.kind}${this.fault.body ? ` ${this.fault.body}` : ''}${this.fault.status ? ` ${this.fault.status}` : ''}${this.fault.latencyMs ? ` ${this.fault.latencyMs} ms` : ''}`;
}

