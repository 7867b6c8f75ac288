/**
 * Every call's own failure reply with a given message — what a 'business' fault answers. Typed by the contract, so a
 * new call without a failure shape is a compile error.
 */
import type { JsonCallName, JsonRes, WebserviceName, WsRes } from '../../domain/wire';

const status0 = (msg: string) => ({ status: 0, msg });
const list0 = (msg: string) => ({ status: 0, msg, data: [] });

export const WS_FAILURES: { [N in WebserviceName]: (msg: string) => WsRes<N> } = {
  login: status0,
  profile: (message) => ({ error: true, message, data: [], user_Data: [] }),
  updatefcm: status0,
  game_rule: (msg) => ({ status: 0, msg, jodirate: '', hurfrate: '', data: { description: '' } }),
  game_list: (msg) => ({ status: 0, msg, error: msg, LastResult: [], running_game: [], upcomming_game: [], banner: [], notice: [] }),
  game_chart: (msg) => ({ status: 0, msg, chart: [], name: '' }),
  add_money_gateway: status0,
  withdraw_money: (message) => ({ error: true, message }),
  game_bet_cancel: status0,
  game_details: list0,
  game_bet: status0,
  group_details: list0,
  group_initiate_chats: status0,
  group_chats: list0,
  transaction_history: list0,
  my_bets: list0,
  my_bets_cancel: list0,
  chatlist: list0,
  group_add: status0,
  group_list: list0,
};

export const JSON_FAILURES: { [N in JsonCallName]: (msg: string) => JsonRes<N> } = {
  otp: (message) => ({ return: false, message }),
  register: (message) => [{ error: true, status: 0, message }],
  resetPassword: (message) => ({ error: true, message }),
  resultRec: list0,
  betRec: list0,
  promotion: (message) => ({ error: true, message, data: [] }),
  /** the reply is a bare list: it has no place for a message */
  inviteRecord: () => [],
  withdrawal: (message) => [{ error: true, message }],
  p2pTransfer: (message) => [{ status: 0, wallet: '', message }],
  bankCard: () => [],
  bankCardDetail: () => [],
  addBankCard: (message) => ({ status: message }),
};
