/**
 * The wallet forms' calls, as the submit machine's `submit` actor runs them (machines/submitFormMachine.ts): each takes
 * the form's fields and resolves with the normalized reply (the base query never rejects). RTK Query mutations, so a
 * success or a failure invalidates the profile (wallet badge, balance) and the wallet history (decision 008).
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ConfirmInput, FormFields, SubmitReply } from '../../../machines/submitFormMachine';
import { serverReply, type ReconcileVerdict } from '../../../machines/types';
import { MESSAGES } from '../../api/normalize';
import { profileApi } from '../../api/profile';
import { walletApi } from '../../api/wallet';
import { debitIsRecorded } from '../../../domain/rules';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

export type SubmitCall = (fields: FormFields) => Promise<SubmitReply>;
export type ConfirmCall = (input: ConfirmInput) => Promise<ReconcileVerdict>;

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

/**
 * A withdrawal or transfer whose outcome is unknown: a fresh wallet history (Webservices/transaction_history, page 1)
 * and wallet (profile); 'placed' when a debit of the amount is there since the tap (bet engine `debitIsRecorded`),
 * 'notPlaced' when not, 'unknown' when the history cannot be read.
 */
export function debitConfirm(dispatch: Dispatch): ConfirmCall {
  return async ({ fields, since }) => {
    const fresh = { forceRefetch: true, subscribe: false } as const;
    const [history] = await Promise.all([
      dispatch(walletApi.endpoints.transactionHistory.initiate({ page: 1 }, fresh)),
      dispatch(profileApi.endpoints.profile.initiate(undefined, fresh)),
    ]);
    const reply = history.data;
    if (!reply || reply.kind === 'failure') return 'unknown';
    return debitIsRecorded({ lines: reply.data, amount: Number(field(fields, 'amount')), since }) ? 'placed' : 'notPlaced';
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
