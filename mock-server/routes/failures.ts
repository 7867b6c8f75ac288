/**
 * Every call's own failure reply with a given message — what a 'business' fault answers. The Webservices calls
 * declare theirs in the contract (domain/wire.ts WS_CALLS); the JSON calls' are typed by it, so a new call without a
 * failure shape is a compile error.
 */
import { WEBSERVICE_NAMES, WS_CALLS, type JsonCallName, type JsonRes, type WebserviceName, type WsRes } from '../../domain/wire';

const list0 = (msg: string) => ({ status: 0, msg, data: [] });

export const WS_FAILURES = Object.fromEntries(WEBSERVICE_NAMES.map((n) => [n, WS_CALLS[n].failure])) as {
  [N in WebserviceName]: (msg: string) => WsRes<N>;
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
