/**
 * Bank cards on the wire: both GETs answer an array whose first item is the bank detail (the server's placeholder
 * when none is saved, spec §3; an empty array for an unknown user); adding answers `{status: 'success'}` or
 * `{status: '<message>'}`.
 */
import { NO_BANK_ACCOUNT, NO_BANK_IFSC, type BankDetail } from '../../domain/wire';
import type { Sim } from '../core';
import type { JsonRoutes } from './types';

/** The saved card, or the placeholder a server sends when none is saved. */
export function bankDetail(w: Sim, userId: string): BankDetail[] {
  const user = w.user(userId);
  if (!user) return [];
  const c = w.bankCardOf(user.id);
  if (c) return [{ name: c.name, bankname: c.bankname, account: c.account, ifsc: c.ifsc, upi: c.upi, mobile: c.mobile, city: c.city, state: c.state }];
  return [{ name: '', bankname: '', account: NO_BANK_ACCOUNT, ifsc: NO_BANK_IFSC, upi: '', mobile: user.mobile, city: '', state: '' }];
}

export const json: JsonRoutes<'bankCard' | 'bankCardDetail' | 'addBankCard'> = {
  bankCard: (c) => bankDetail(c.w, c.str('user')),
  bankCardDetail: (c) => bankDetail(c.w, c.str('user')),
  addBankCard(c) {
    const r = c.w.addBankCard(c.str('user'), {
      name: c.raw('name'),
      bankname: c.raw('bankname'),
      account: c.raw('account'),
      ifsc: c.raw('ifsc'),
      upi: c.raw('upi'),
      mobile: c.raw('mobile'),
      city: c.raw('city'),
      state: c.raw('state'),
      otp: c.raw('otp'),
    });
    return { status: r.ok ? 'success' : r.error };
  },
};
