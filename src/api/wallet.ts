/** Wallet: history, recharge, withdrawal (both call styles), P2P, bank cards. */
import { api } from './api';
import { bare, json, shapedAction, shapedList, USER, ws } from './define';
import type { Normalized } from './normalize';
import { pickBankCards, pickUrl, pickWallet, pickWalletLines, type BankCardView, type WalletLineView } from './views';
import { type AddBankCardBody, type JsonWithdrawalBody, type P2PBody, type WsReq } from '../../domain/wire';

/** Webservices/withdraw_money fields besides user_id. */
export type WithdrawMoneyArgs = Omit<WsReq<'withdraw_money'>, 'user_id'>;

const EMPTY_BANK: BankCardView = { cards: [], bank: null };
const MONEY_MOVED = ['Profile', 'Wallet'] as const;

export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Webservices/transaction_history (user_id, page). */
    transactionHistory: build.query<Normalized<WalletLineView[]>, { page: number } | void>({
      query: (arg) => ws('transaction_history', { user_id: USER, page: String(arg?.page ?? 1) }),
      transformResponse: shapedList(pickWalletLines, []),
      providesTags: ['Wallet'],
    }),
    /** Webservices/add_money_gateway (user_id, amount): data.url to redirect the browser to. */
    addMoney: build.mutation<Normalized<{ url: string }>, { amount: number | string }>({
      query: ({ amount }) => ws('add_money_gateway', { user_id: USER, amount: String(amount) }),
      transformResponse: shapedAction(pickUrl, { url: '' }),
      invalidatesTags: [...MONEY_MOVED],
    }),
    /** Webservices/withdraw_money (user_id, amount, number, type, bank_ac_no, ifsc_code, ac_holder_name, bank_name). */
    withdrawMoney: build.mutation<Normalized<null>, WithdrawMoneyArgs>({
      query: (fields) => ws('withdraw_money', { user_id: USER, ...fields }),
      transformResponse: bare,
      invalidatesTags: [...MONEY_MOVED],
    }),
    /** POST api/bankcard.php?action=withdrawal&user={id} (JSON body); the reply's first element is read. */
    bankcardWithdrawal: build.mutation<Normalized<null>, JsonWithdrawalBody>({
      query: (body) => json('withdrawal', {}, body),
      transformResponse: bare,
      invalidatesTags: [...MONEY_MOVED],
    }),
    /** POST api/game.php?action=p2ptransfer&user={id} (JSON body username, amount): data.wallet (number). */
    p2pTransfer: build.mutation<Normalized<{ wallet: number | null }>, P2PBody>({
      query: (body) => json('p2pTransfer', {}, body),
      transformResponse: shapedAction(pickWallet, { wallet: null }),
      invalidatesTags: [...MONEY_MOVED],
    }),
    /** GET api/game.php?action=bankcard&user={id} — the bank card screen. */
    bankCard: build.query<Normalized<BankCardView>, void>({
      query: () => json('bankCard', {}),
      transformResponse: shapedList(pickBankCards, EMPTY_BANK),
      providesTags: ['Bank'],
    }),
    /** GET api/bankcard.php?action=bankcard&user={id} — the same data from the bankcard endpoint. */
    bankDetail: build.query<Normalized<BankCardView>, void>({
      query: () => json('bankCardDetail', {}),
      transformResponse: shapedList(pickBankCards, EMPTY_BANK),
      providesTags: ['Bank'],
    }),
    /** POST api/game.php?action=addbankcard&user={id} (JSON body). Reply { status: 'success' | message }. */
    addBankCard: build.mutation<Normalized<null>, AddBankCardBody>({
      query: (body) => json('addBankCard', {}, body),
      transformResponse: bare,
      invalidatesTags: ['Bank', 'Profile'],
    }),
  }),
});

export const { useBankCardQuery } = walletApi;
