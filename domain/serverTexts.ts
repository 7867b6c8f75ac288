/**
 * The texts the backend writes for a player (a reply's msg/message, a wallet line's description, a push notice), each
 * declared once in its English wording. The simulator writes them with `serverText` and the client reads them back
 * with `readServerText` (to show them in the player's language, decision 112), so the two cannot drift apart.
 *
 * A template's `{slot}` is a value the text carries: amounts (`amount`, whole rupees as the backend writes them,
 * no grouping), counts and levels (`count`, `level`, `percent`, `n`, `number`), ids, names and masked mobiles.
 * Reading is case- and space-insensitive; a text that matches no template reads as null.
 */
export const SERVER_TEXTS = {
  // login, register, OTP
  invalidOtp: 'Invalid OTP',
  otpUsed: 'OTP already used',
  otpExpired: 'OTP expired',
  otpFirst: 'Please request an OTP first',
  mobileInvalid: 'Please enter a valid 10 digit mobile number',
  mobileTaken: 'Mobile number already registered',
  mobileUnknown: 'Mobile number is not registered',
  loggedIn: 'Login successfully!',
  userNotFound: 'User not found',
  fieldTooLong: '{field} longer than {n} characters',
  tokenUpdated: 'Token updated successfully',
  // bets
  betPlaced: 'Bet placed successfully!',
  gameNotFound: 'Game not found',
  totalMismatch: 'Grand total does not match the bets',
  walletLow: 'Insufficient wallet balance',
  betNotFound: 'Bet not found',
  betAlreadyCancelled: 'Bet already cancelled',
  betSettled: 'Result already declared; the bet cannot be cancelled',
  betCancelled: 'Bet cancelled. ₹{amount} refunded (Kabad Cancel)',
  tooManyBets: 'At most {n} bets at a time',
  betLineInvalid: 'Bet {n}: invalid bet line',
  betTypeInvalid: 'Bet {n}: invalid bet type',
  betNumberInvalid: 'Bet {n}: invalid number',
  betAmountInvalid: 'Bet {n}: amount must be a whole number of rupees, at least 1',
  betAmountAbove: 'Bet {n}: amount above {amount}',
  // wallet: recharge, transfer, withdrawal, bank card
  validAmount: 'Please enter a valid amount',
  gateway: 'Redirecting to payment gateway',
  noReceiver: 'No user found with this mobile number',
  selfTransfer: 'You cannot transfer to your own account',
  transferMax: 'Maximum transfer amount is {amount}',
  unknownMode: 'Invalid payment mode',
  upiFormat: 'Please enter a valid 10 digit UPI mobile number',
  bankOff: 'Bank withdrawal is not available',
  upiOff: 'UPI withdrawal is not available',
  withdrawalSent: 'Withdrawal request sent successfully.',
  ifscInvalid: 'Please enter a valid IFSC code',
  accountInvalid: 'Please enter a valid bank account number',
  upiInvalid: 'Please enter a valid UPI id',
  mobileMismatch: 'Mobile number does not match your account',
  bankCardNotFound: 'Bank card not found',
  // chat
  groupIdMissing: 'Please enter group ID',
  groupIdInvalid: 'Invalid group ID',
  groupNotFound: 'Group not found',
  alreadyMember: 'You are already a member of this group',
  notMember: 'You are not a member of this group',
  messageMissing: 'Please enter a message',
  messageTooLong: 'Message is too long (at most {n} characters)',
  messageSent: 'Message sent successfully',
  groupJoined: 'You joined {group}',
  // wallet history lines (the description of each ledger line)
  lineBet: 'Bet placed on {game} ({count} numbers)',
  lineBetOne: 'Bet placed on {game} ({count} number)',
  lineRefund: 'Kabad Cancel — refund for {game} {bet}',
  lineWin: 'Winning amount earned on {game} — {bet} (result {number})',
  lineRecharge: 'Money added via UPI',
  lineAdminCredit: 'Bonus credited by admin',
  lineAdminDebit: 'Balance deducted by admin',
  lineCommission: 'Referral commission credited — level {level}, {percent}% of ₹{amount} bet by {mobile}',
  lineCommissionReversed: 'Referral commission reversed — ₹{amount} bet by {mobile} cancelled',
  lineCommissionOwed: 'Referral commission reversal collected — owed for cancelled bets',
  lineReferralBonus: 'Referral bonus credited — first recharge by {mobile}',
  lineTransferOut: 'P2P transfer to {mobile}',
  lineTransferIn: 'P2P amount received from {mobile}',
  lineWithdrawalBank: 'Withdrawal request {id} to bank account {account}',
  lineWithdrawalApp: 'Withdrawal request {id} to {app} {account}',
  lineWithdrawalRejectedWhy: 'Your withdrawal request has been Rejected ({id}): {reason}. Amount credited back to wallet',
  lineWithdrawalRejected: 'Your withdrawal request has been Rejected ({id}). Amount credited back to wallet',
  // result push notices
  pushResultTitle: '{game} result: {number}',
  pushWon: 'You won ₹{amount}! It is in your wallet.',
  pushDeclared: 'Result {number} is declared. See your bets in the app.',
} as const;

export type ServerTextKey = keyof typeof SERVER_TEXTS;
type SlotsOf<S extends string> = S extends `${string}{${infer P}}${infer R}` ? P | SlotsOf<R> : never;
/** The slots of one text: `ServerSlots<'betCancelled'>` is 'amount'. */
type ServerSlots<K extends ServerTextKey> = SlotsOf<(typeof SERVER_TEXTS)[K]>;
type ValuesArg<K extends ServerTextKey> = [ServerSlots<K>] extends [never] ? [] : [values: Record<ServerSlots<K>, string | number>];

/** The backend's text `key`, its slots filled: `serverText('betCancelled', { amount: 100 })`. */
export function serverText<K extends ServerTextKey>(key: K, ...[values]: ValuesArg<K>): string {
  const vals = (values ?? {}) as Record<string, string | number>;
  return SERVER_TEXTS[key].replace(/\{(\w+)\}/g, (_, slot: string) => String(vals[slot]));
}

/** What a slot holds when it is not free text: numbers (amounts in rupees, maybe paise; counts, levels, percentages), a bet ('Jodi 07'). */
const NUMBER = '\\d+(?:\\.\\d+)?';
const SLOT_PATTERN: Record<string, string> = { amount: NUMBER, count: NUMBER, level: NUMBER, percent: NUMBER, n: NUMBER, number: NUMBER, bet: '\\S+\\s+\\d+' };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(template: string): { re: RegExp; slots: string[] } {
  const slots: string[] = [];
  const source = template
    .trim()
    .split(/(\{\w+\})/)
    .map((part) => {
      const slot = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!slot) return escape(part).replace(/\s+/g, '\\s+');
      slots.push(slot);
      return `(${SLOT_PATTERN[slot] ?? '.+?'})`;
    })
    .join('');
  return { re: new RegExp(`^${source}$`, 'iu'), slots };
}

const READERS = (Object.entries(SERVER_TEXTS) as Array<[ServerTextKey, string]>).map(([key, template]) => ({ key, ...compile(template) }));

/** A text the backend wrote, with its slots; the spaces inside a slot's value kept as sent. */
interface ReadServerText {
  key: ServerTextKey;
  values: Record<string, string>;
}

/** Which of the backend's texts `text` is (any case, any spacing), with the values of its slots; null when none. */
export function readServerText(text: string): ReadServerText | null {
  const s = text.trim();
  for (const { key, re, slots } of READERS) {
    const m = re.exec(s);
    if (m) return { key, values: Object.fromEntries(slots.map((slot, i) => [slot, m[i + 1]!.trim()])) };
  }
  return null;
}

/**
 * The rules texts the simulator's game_rule sends (data.description, HTML): `short` when a world sets none, `full` in
 * the default world (fixtures). The client shows them in the player's language; any other rules text as sent.
 */
export const RULES_HTML = {
  short: '<p>Jodi pays 9800 for 100. Ander and Bahar pay 980 for 100.</p>',
  full:
    '<h3>Game rules</h3>' +
    '<ul><li><b>Jodi</b>: pick a two-digit number 00–99; pays 9800 for 100 on an exact match.</li>' +
    '<li><b>Ander</b>: pick the first digit of the result; pays 980 for 100.</li>' +
    '<li><b>Bahar</b>: pick the second digit of the result; pays 980 for 100.</li>' +
    '<li>Bets can be cancelled (Kabad Cancel) while the market is open.</li></ul>',
} as const;

const squeeze = (html: string) => html.replace(/\s+/g, '').toLowerCase();

/** Which of the known rules texts `html` is (any case, any spacing), or null. */
export function knownRules(html: string): keyof typeof RULES_HTML | null {
  const s = squeeze(html);
  return s === squeeze(RULES_HTML.short) ? 'short' : s === squeeze(RULES_HTML.full) ? 'full' : null;
}
