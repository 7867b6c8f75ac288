/**
 * Every call of spec §7 as the client makes it: which endpoint, with which arguments, and the request the spec
 * says it must produce. Shared by tests/api/endpoints.test.ts (msw) and the contract suite (simulator journal).
 */
import { BET_TYPE, type BetLine } from '../../domain/wire';

export type Encoding = 'form-data' | 'json' | 'query';

export interface SpecCall {
  /** RTK Query endpoint name */
  endpoint: string;
  kind: 'query' | 'mutation';
  args: unknown;
  method: 'GET' | 'POST';
  /** path relative to the host, no query string */
  path: string;
  encoding: Encoding;
  /** form field names besides the two credentials (form-data calls), exactly */
  form?: string[];
  /** query string: exact names and the values that are fixed by the spec ('{user}' = the session user id) */
  query?: Record<string, string>;
  /** JSON body field names, exactly */
  body?: string[];
}

export const USER = '{user}';

export const BET_LINES: BetLine[] = [
  { bet_numbers: '7', bet_money: 10, type: BET_TYPE.jodi },
  { bet_numbers: '3', bet_money: 5, type: BET_TYPE.ander },
];

export const SPEC_CALLS: SpecCall[] = [
  // ── form-data POST (Webservices/*) ──
  { endpoint: 'sendLoginOtp', kind: 'mutation', args: { mobile: '9000000010' }, method: 'POST', path: 'Webservices/login', encoding: 'form-data', form: ['mobile'] },
  {
    endpoint: 'verifyLogin',
    kind: 'mutation',
    args: { mobile: '9000000010', otp: '1234', refferal: '', agentId: 'AG1' },
    method: 'POST',
    path: 'Webservices/login',
    encoding: 'form-data',
    form: ['mobile', 'otp', 'refferal', 'agentId'],
  },
  { endpoint: 'profile', kind: 'query', args: undefined, method: 'POST', path: 'Webservices/profile', encoding: 'form-data', form: ['user_id'] },
  { endpoint: 'updateFcm', kind: 'mutation', args: { token: 'tok-1' }, method: 'POST', path: 'Webservices/updatefcm', encoding: 'form-data', form: ['user_id', 'token'] },
  { endpoint: 'gameRule', kind: 'query', args: undefined, method: 'POST', path: 'Webservices/game_rule', encoding: 'form-data', form: ['user_id'] },
  { endpoint: 'gameList', kind: 'query', args: undefined, method: 'POST', path: 'Webservices/game_list', encoding: 'form-data', form: [] },
  { endpoint: 'gameChart', kind: 'query', args: { gameId: '1' }, method: 'POST', path: 'Webservices/game_chart', encoding: 'form-data', form: ['user_id', 'game_id'] },
  { endpoint: 'addMoney', kind: 'mutation', args: { amount: 500 }, method: 'POST', path: 'Webservices/add_money_gateway', encoding: 'form-data', form: ['user_id', 'amount'] },
  {
    endpoint: 'withdrawMoney',
    kind: 'mutation',
    args: { amount: '200', number: '9000000010', type: 'Bank', bank_ac_no: '123456789', ifsc_code: 'SBIN0000001', ac_holder_name: 'Test', bank_name: 'SBI' },
    method: 'POST',
    path: 'Webservices/withdraw_money',
    encoding: 'form-data',
    form: ['user_id', 'amount', 'number', 'type', 'bank_ac_no', 'ifsc_code', 'ac_holder_name', 'bank_name'],
  },
  { endpoint: 'cancelBet', kind: 'mutation', args: { betId: '1' }, method: 'POST', path: 'Webservices/game_bet_cancel', encoding: 'form-data', form: ['user_id', 'game_id'] },
  { endpoint: 'gameDetails', kind: 'query', args: { gameId: '1' }, method: 'POST', path: 'Webservices/game_details', encoding: 'form-data', form: ['game_id'] },
  {
    endpoint: 'placeBet',
    kind: 'mutation',
    args: { gameId: '1', lines: BET_LINES, total: 15 },
    method: 'POST',
    path: 'Webservices/game_bet',
    encoding: 'form-data',
    form: ['user_id', 'game_id', 'game_type', 'bet_numbers', 'grand_total'],
  },
  { endpoint: 'groupDetails', kind: 'query', args: { groupId: '1' }, method: 'POST', path: 'Webservices/group_details', encoding: 'form-data', form: ['groupid', 'user_id'] },
  {
    endpoint: 'sendGroupMessage',
    kind: 'mutation',
    args: { groupId: '1', body: 'hello' },
    method: 'POST',
    path: 'Webservices/group_initiate_chats',
    encoding: 'form-data',
    form: ['groupid', 'user_id', 'body'],
  },
  { endpoint: 'groupChats', kind: 'query', args: { groupId: '1' }, method: 'POST', path: 'Webservices/group_chats', encoding: 'form-data', form: ['groupid', 'user_id'] },
  { endpoint: 'transactionHistory', kind: 'query', args: { page: 1 }, method: 'POST', path: 'Webservices/transaction_history', encoding: 'form-data', form: ['user_id', 'page'] },
  { endpoint: 'myBets', kind: 'query', args: undefined, method: 'POST', path: 'Webservices/my_bets', encoding: 'form-data', form: ['user_id'] },
  { endpoint: 'myCancelledBets', kind: 'query', args: undefined, method: 'POST', path: 'Webservices/my_bets_cancel', encoding: 'form-data', form: ['user_id'] },
  { endpoint: 'chatList', kind: 'query', args: undefined, method: 'POST', path: 'Webservices/chatlist', encoding: 'form-data', form: ['user_id'] },
  { endpoint: 'joinGroup', kind: 'mutation', args: { groupId: '1' }, method: 'POST', path: 'Webservices/group_add', encoding: 'form-data', form: ['user_id', 'group_id'] },
  { endpoint: 'groupList', kind: 'query', args: undefined, method: 'POST', path: 'Webservices/group_list', encoding: 'form-data', form: ['user_id'] },

  // ── JSON-style (api/*.php) ──
  {
    endpoint: 'register',
    kind: 'mutation',
    args: { name: 'New Player', otp: '1234', username: '9000000099', password: 'secret', refcode: '9000000001' },
    method: 'POST',
    path: 'api/auth.php',
    encoding: 'json',
    query: { action: 'addusers' },
    body: ['name', 'otp', 'username', 'password', 'refcode'],
  },
  {
    endpoint: 'resetPassword',
    kind: 'mutation',
    args: { otp: '1234', username: '9000000010', password: 'secret2' },
    method: 'POST',
    path: 'api/auth.php',
    encoding: 'json',
    query: { action: 'resetpassword' },
    body: ['otp', 'username', 'password'],
  },
  { endpoint: 'bankCard', kind: 'query', args: undefined, method: 'GET', path: 'api/game.php', encoding: 'query', query: { action: 'bankcard', user: USER } },
  { endpoint: 'promotion', kind: 'query', args: undefined, method: 'GET', path: 'api/promotion.php', encoding: 'query', query: { action: 'getuserinfo', user: USER } },
  {
    endpoint: 'bankcardWithdrawal',
    kind: 'mutation',
    args: { amount: '200', number: '9000000010', type: 'Bank', bank_ac_no: '123456789', ifsc_code: 'SBIN0000001', ac_holder_name: 'Test', bank_name: 'SBI' },
    method: 'POST',
    path: 'api/bankcard.php',
    encoding: 'json',
    query: { action: 'withdrawal', user: USER },
    body: ['amount', 'number', 'type', 'bank_ac_no', 'ifsc_code', 'ac_holder_name', 'bank_name'],
  },
  {
    endpoint: 'inviteRecord',
    kind: 'query',
    args: { level: 2 },
    method: 'GET',
    path: 'api/game.php',
    encoding: 'query',
    query: { level: '2', action: 'inviterecord', page: '1', user: USER },
  },
  {
    endpoint: 'addBankCard',
    kind: 'mutation',
    args: { name: 'Test', bankname: 'SBI', account: '123456789', ifsc: 'SBIN0000001', upi: 'test@upi', mobile: '9000000010', otp: '1234', city: 'Delhi', state: 'Delhi' },
    method: 'POST',
    path: 'api/game.php',
    encoding: 'json',
    query: { action: 'addbankcard', user: USER },
    body: ['name', 'bankname', 'account', 'ifsc', 'upi', 'mobile', 'otp', 'city', 'state'],
  },
  {
    endpoint: 'p2pTransfer',
    kind: 'mutation',
    args: { username: '9000000002', amount: '10' },
    method: 'POST',
    path: 'api/game.php',
    encoding: 'json',
    query: { action: 'p2ptransfer', user: USER },
    body: ['username', 'amount'],
  },
  { endpoint: 'bankDetail', kind: 'query', args: undefined, method: 'GET', path: 'api/bankcard.php', encoding: 'query', query: { action: 'bankcard', user: USER } },
  {
    endpoint: 'resultRecord',
    kind: 'query',
    args: { gameId: '1' },
    method: 'GET',
    path: 'api/game.php',
    encoding: 'query',
    query: { game: '1', action: 'resultrec', page: '1' },
  },
  {
    endpoint: 'betRecord',
    kind: 'query',
    args: { gameId: '1', page: 2 },
    method: 'GET',
    path: 'api/game.php',
    encoding: 'query',
    query: { game: '1', action: 'betrec', page: '2', user: USER },
  },
  { endpoint: 'sendOtp', kind: 'mutation', args: { mobile: '9000000010' }, method: 'GET', path: 'api/otp.php', encoding: 'query', query: { num: '9000000010' } },
];
