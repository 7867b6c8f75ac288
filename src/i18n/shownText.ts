/**
 * Texts that reach the screen as data (a toast, an alert, a validation message from domain/rules or a machine) travel
 * in their English spec wording (domain/messages.ts) and are put in the player's language where they are shown, as are
 * the backend's own texts (domain/serverTexts.ts, ./serverText.ts). Any case and spacing is recognised. A text nobody
 * recognises is shown exactly as it came and counted for the QA panel (./unrecognised.ts, decisions 087, 112).
 */
import { MSG } from '../../domain/messages';
import { AMOUNT_HINT, AMOUNT_TOO_LONG_HINT, MAX_AMOUNT_DIGITS } from '../../domain/rules/amount';
import type { MessageId, T } from './runtime';
import type { translatedServerText } from './serverText';
import { countUnrecognised } from './unrecognised';

/**
 * The backend's texts are read by a chunk of their own (./serverText.ts, decision 112), fetched as soon as a screen that
 * shows texts loads: the route chunks do not carry its templates. Until it is there a text is shown as sent.
 */
let readServerText: typeof translatedServerText | null = null;
export const serverTextsLoaded: Promise<void> = import('./serverText').then((m) => {
  readServerText = m.translatedServerText;
});

/** Client texts that travel as data besides the spec's messages: hints of domain/rules, machine labels, a toast's button. */
const OTHER_TEXTS: Array<[string, MessageId]> = [
  [AMOUNT_HINT, 'bet.amountHint'],
  ['PLAY', 'bet.playBtn'],
  ['OTP', 'ui.otp'],
  ['Processing...', 'bet.processing'],
  ['View receipt', 'bet.viewReceipt'],
  ['This game is not available right now.', 'bet.unavailable'],
  // the API layer's own failure texts (src/api/normalize.ts MESSAGES, baseQuery, profile): tests/lint/i18n.test.ts
  // checks that each of them is here
  ['The server sent an empty reply.', 'api.empty'],
  ['Unexpected reply from the server.', 'api.unexpected'],
  ['No internet connection. Please check your network and try again.', 'api.offline'],
  ['The server took too long to respond. Please try again.', 'api.timeout'],
  ['The server is having a problem. Please try again in a moment.', 'api.serverProblem'],
  ['The request was cancelled.', 'api.cancelled'],
  ['The reply could not be read.', 'api.unreadable'],
  ['Your account could not be found. Please log in again.', 'api.sessionEnded'],
  ['Could not turn on result alerts. Please try again.', 'alerts.failed'],
  ['Result alerts need the app to be fully loaded. Please reload and try again.', 'alerts.noWorker'],
];

const OWN_TEXTS: Array<[string, MessageId]> = [...Object.entries(MSG).map(([k, v]): [string, MessageId] => [v, `msg.${k}` as MessageId]), ...OTHER_TEXTS];
const BY_TEXT = new Map<string, MessageId>(OWN_TEXTS);
/** The same text in any case and spacing: 'insufficient  wallet Balance' is 'Insufficient Wallet balance'. */
const squeeze = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const BY_SQUEEZED = new Map<string, MessageId>(OWN_TEXTS.map(([text, id]) => [squeeze(text), id]));

const PATTERNS: Array<[RegExp, (m: RegExpExecArray, t: T) => string]> = [
  [/^Please enter amount greater than (.+)$/i, (m, t) => t('msg.amountGreaterThan', { min: m[1]! })],
  [/^Withdrawal time closed\. Please try again between (.+) and (.+)\.$/i, (m, t) => t('msg.withdrawalClosed', { start: m[1]!, end: m[2]! })],
  [/^WAIT (\d+)s$/i, (m, t) => t('ui.otpWait', { n: m[1]! })],
  [/^Server error \((.+)\)\.$/i, (m, t) => t('api.serverError', { status: m[1]! })],
  [/^Your withdrawal request was sent\.$/i, (_, t) => t('msg.withdrawalSent')],
  [/^Your withdrawal request was not sent\. Please try again\.$/i, (_, t) => t('msg.withdrawalNotSent')],
  [/^We could not confirm your withdrawal request\./i, (_, t) => t('msg.withdrawalUnconfirmed')],
  [/^Your transfer was sent\.$/i, (_, t) => t('msg.transferSent')],
  [/^Your transfer was not sent\. Please try again\.$/i, (_, t) => t('msg.transferNotSent')],
  [/^We could not confirm your transfer\./i, (_, t) => t('msg.transferUnconfirmed')],
];

/**
 * `text` in the active language when it is one of the client's own texts or one the backend writes (in any case and
 * spacing; the backend's own spelling wins over a client text that differs only in case, so English shows it as
 * sent), else as it is — and counted for the QA panel.
 */
export function shownText(text: string, t: T): string {
  const id = BY_TEXT.get(text);
  if (id) return t(id);
  if (text === AMOUNT_TOO_LONG_HINT) return t('bet.amountTooLong', { n: MAX_AMOUNT_DIGITS });
  const server = readServerText?.(text, t) ?? null;
  if (server !== null) return server;
  const loose = BY_SQUEEZED.get(squeeze(text));
  if (loose) return t(loose);
  const plain = text.trim().replace(/\s+/g, ' ');
  for (const [re, render] of PATTERNS) {
    const m = re.exec(plain);
    if (m) return render(m, t);
  }
  if (text.trim() && readServerText) countUnrecognised(text); // before the reader is there, nobody knows
  return text;
}
