/**
 * The bet-cancel cut-off (risk disclosure, spec §2/§9): 'The daily cancellation cut-off is 01:30. Between 01:30 and
 * 05:30 the books are closed for stock-take; no bet can be cancelled during this time.'
 * The one rule the history screen (whether to offer the cancel icon) and the simulator's bets domain (whether a
 * cancel succeeds) both apply. The simulator also requires the bet's market session to be still open for betting.
 */
import { istSecondsOfDay, type Instant } from './time';

export const CANCEL_CUTOFF = '01:30';
export const STOCK_TAKE_END = '05:30';

const FROM = 90 * 60;
const UNTIL = 330 * 60;

/** Whether `now` falls in the daily stock-take, 01:30:00 (included) to 05:30:00 (excluded) IST. */
export function inStockTake(now: Instant): boolean {
  const t = istSecondsOfDay(now);
  return t !== null && t >= FROM && t < UNTIL;
}

/** Whether a bet line of the history (isResult '0' = not declared yet) can be cancelled at `now`. */
export function canCancelBet(isResult: string, now: Instant): boolean {
  return isResult.trim() === '0' && !inStockTake(now);
}
