/**
 * The bet engine: the pure rules of spec §5 (and the small display rules around them).
 * No React, no fetch, no clock reads: time is always passed in.
 */
export { BET_TYPE } from '../wire';
export type { BetLine, BetType, WalletLine, LastWithdrawal } from '../wire';

export { MSG, amountGreaterThan, sentOrNot, withdrawalClosed } from '../messages';
export type { MessageKey, ClientMessage } from '../messages';
export { toAsciiDigits, cleanDigits } from './digits';
export { editAmount, readPastedAmount, parseAmount, MIN_AMOUNT, MAX_AMOUNT, MAX_AMOUNT_DIGITS, AMOUNT_HINT, AMOUNT_TOO_LONG_HINT, type AmountEdit } from './amount';
export { totalOf, mergeBetLines, validatePlay } from './lines';
export type { BetResult } from './lines';
export {
  JODI_CELLS, HARUF_CELLS, emptyJodiInput, jodiPosition, harufPosition, numberFromJodiPosition, digitFromHarufPosition,
  positionLabel, parsePositionLabel, jodiLines, jodiTotal, jodiPlay,
} from './jodi';
export type { Cells, JodiInput } from './jodi';
export { CROSSING_MAX_DIGITS, crossingDigitsInput, crossingPairs, crossingAddBet } from './crossing';
export { copyPastePairs, copyPasteAddBet } from './copyPaste';
export { parseChat } from './chatParser';
export type { ChatEntry, ChatParseOk, ChatParseResult, WrongInput } from './chatParser';
export { stripChatPrefix } from './chatExport';
export type { ChatLineKind } from './chatExport';
export { buildReceipt, receiptLine, betLineLabel } from './receipt';
export { BET_TABS, RECEIPT_GAME_TYPES } from './betTabs';
export type { BetTabDef, BetTabKind, ReceiptGameType, TabKey } from './betTabs';
export { betVerdict, CLOCK_SKEW_MS } from './placedBet';
export type { BetHistoryMark, BetVerdictInput, HistoryBet, ReconcileVerdict } from './placedBet';
export type { Receipt } from './receipt';
export { IST_OFFSET_MS, clockText, dateTimeText, formatClock, formatDateIST, istParts, istSecondsOfDay, parseTimeOfDay } from '../time';
export type { Instant } from '../time';
export { formatCountdown, istInstant, countdown, countdownSettlesAt } from './countdown';
export { CREDIT_WORDS, debitVerdict, isCreditLine, visibleWalletLines } from './wallet';
export type { WalletMark } from './wallet';
export { maskPhone, displayPhone, MOBILE_DIGITS, PHONE_PREFIX } from './phone';
export {
  validateRegister, validateForgotPassword, validateAddBank, validateRecharge, validateP2P, canJoinGroup, canSendMessage,
  betHistoryTypeLabel, DEFAULT_MIN_RECHARGE,
} from './forms';
export { validateWithdrawal, withdrawalMode, UPI_APPS } from './withdrawal';
export type { WithdrawalInput, WithdrawalMode, UpiApp } from './withdrawal';
export { shareMessage, SHARE_RATE } from './share';
export { formatAmount, formatRupees, UNKNOWN_AMOUNT } from './rupees';
export type { ShareInput } from './share';
