/**
 * The wire calls a fault can target, by name: every Webservices call and every JSON call of the contract. Typed
 * against domain/wire.ts (type-only import), so a call added to the contract and missing here is a compile error.
 */
import type { JsonCallName, WebserviceName } from '../../domain/wire';

const WS: Record<WebserviceName, true> = {
  login: true,
  profile: true,
  updatefcm: true,
  game_rule: true,
  game_list: true,
  game_chart: true,
  add_money_gateway: true,
  withdraw_money: true,
  game_bet_cancel: true,
  game_details: true,
  game_bet: true,
  group_details: true,
  group_initiate_chats: true,
  group_chats: true,
  transaction_history: true,
  my_bets: true,
  my_bets_cancel: true,
  chatlist: true,
  group_add: true,
  group_list: true,
};

const JSON: Record<JsonCallName, true> = {
  otp: true,
  register: true,
  resetPassword: true,
  resultRec: true,
  betRec: true,
  promotion: true,
  inviteRecord: true,
  withdrawal: true,
  p2pTransfer: true,
  bankCard: true,
  bankCardDetail: true,
  addBankCard: true,
};

/** '*' (every call) first, then the calls by name. */
export const FAULT_TARGETS: readonly string[] = ['*', ...Object.keys(WS), ...Object.keys(JSON)];
