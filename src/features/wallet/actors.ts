/**
 * The wallet forms' calls, as the submit machine's `submit` actor runs them (machines/submitFormMachine.ts): each takes
 * the form's fields and resolves with the normalized reply (the base query never rejects). RTK Query mutations, so a
 * success or a failure invalidates the profile (wallet badge, balance) and the wallet history (decision 008).
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { FormFields, FormLook, SubmitReply } from '../../../machines/submitFormMachine';
import { serverReply } from '../../../machines/types';
import { MESSAGES } from '../../api/normalize';
import { profileApi } from '../../api/profile';
import { walletApi } from '../../api/wallet';
import { debitVerdict, type ReconcileVerdict, type WalletMark } from '../../../domain/rules';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

export type SubmitCall = (fields: FormFields) => Promise<SubmitReply>;
/** How a form that moves money is confirmed after a lost reply: its mark before sending, and the look after. */
export interface ConfirmCalls {
  mark: (fields: FormFields) => Promise<WalletMark>;
  check: (look: FormLook) => Promise<ReconcileVerdict>;
}

const field = (f: FormFields, name: string) => (f[name] ?? '').trim();

/** Webservices/add_money_gateway (amount): an ok reply must name the gateway page (url). */
export function rechargeCall(dispatch: Dispatch): SubmitCall {
  return async (f) => {
    const r = await dispatch(walletApi.endpoints.addMoney.initiate({ amount: field(f, 'amount') }, { track: false })).unwrap();
    if (r.kind !== 'failure' && r.data.url.trim() === '') return { kind: 'failure', message: MESSAGES.unexpected };
    return { kind: r.kind, message: r.message, url: r.data.url.trim() };
  };
}

/**
 * Webservices/withdraw_money (decision 051): amount, number (the UPI mobile), type ('Bank' or the wallet app) and the
 * four bank fields, every one sent (empty when the mode does not use it).
 */
export function withdrawCall(dispatch: Dispatch): SubmitCall {
  return async (f) => {
    const r = await dispatch(
      walletApi.endpoints.withdrawMoney.initiate(
        {
          amount: field(f, 'amount'),
          number: field(f, 'number'),
          type: field(f, 'type'),
          bank_ac_no: field(f, 'bank_ac_no'),
          ifsc_code: field(f, 'ifsc_code'),
          ac_holder_name: field(f, 'ac_holder_name'),
          bank_name: field(f, 'bank_name'),
        },
        { track: false },
      ),
    ).unwrap();
    return serverReply(r);
  };
}

/** api/game.php?action=p2ptransfer (username = the friend's mobile, amount). */
export function p2pCall(dispatch: Dispatch): SubmitCall {
  return async (f) => {
    const r = await dispatch(walletApi.endpoints.p2pTransfer.initiate({ username: field(f, 'username'), amount: field(f, 'amount') }, { track: false })).unwrap();
    return serverReply(r);
  };
}

const FRESH = { forceRefetch: true, subscribe: false } as const;

/** The first page of the wallet history (null: unreadable) and the wallet (null: unreadable), read fresh. */
async function readWallet(dispatch: Dispatch) {
  const [history, profile] = await Promise.all([
    dispatch(walletApi.endpoints.transactionHistory.initiate({ page: 1 }, FRESH)),
    dispatch(profileApi.endpoints.profile.initiate(undefined, FRESH)),
  ]);
  const lines = history.data && history.data.kind !== 'failure' ? history.data.data : null;
  const wallet = profile.data && profile.data.kind !== 'failure' && profile.data.data ? profile.data.data.wallet : null;
  return { lines, wallet };
}

/**
 * A withdrawal or transfer: before it goes out, the first page of the wallet history (Webservices/transaction_history)
 * and the wallet (profile) are marked (rejects when the history cannot be read: the form goes without a mark); after
 * a lost reply the same reads are compared with the mark by the bet engine's `debitVerdict` ('unknown' when the
 * history cannot be read).
 */
export function debitConfirm(dispatch: Dispatch): ConfirmCalls {
  return {
    mark: async () => {
      const { lines, wallet } = await readWallet(dispatch);
      if (!lines) throw new Error('The wallet history could not be read');
      return { lines, wallet };
    },
    check: async ({ fields, since, mark }) => {
      const { lines, wallet } = await readWallet(dispatch);
      if (!lines) return 'unknown';
      return debitVerdict({ before: mark, lines, wallet, amount: Number(field(fields, 'amount')), since });
    },
  };
}

/** api/game.php?action=addbankcard: the bank detail, the logged-in mobile and the OTP sent to it. */
export function addBankCall(dispatch: Dispatch): SubmitCall {
  return async (f) => {
    const r = await dispatch(
      walletApi.endpoints.addBankCard.initiate(
        {
          name: field(f, 'name'),
          bankname: field(f, 'bankname'),
          account: field(f, 'account'),
          ifsc: field(f, 'ifsc').toUpperCase(),
          upi: field(f, 'upi'),
          mobile: field(f, 'mobile'),
          otp: field(f, 'otp'),
          city: field(f, 'city'),
          state: field(f, 'state'),
        },
        { track: false },
      ),
    ).unwrap();
    return { kind: r.kind, message: r.message };
  };
}
