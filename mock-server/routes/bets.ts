/** Bets on the wire: placement, cancel, the player's bet lists and the per-market bet record. */
import { WS_CALLS } from '../../domain/wire';
import { betWire, page, pageNumber } from './replies';
import { fail, USER_NOT_FOUND, type JsonRoutes, type WsRoutes } from './types';
import { serverText } from '../../domain/serverTexts';

/** bet_numbers is a JSON list of at most maxLinesPerBet short lines; anything longer is refused unread. */
const MAX_BET_NUMBERS = WS_CALLS.game_bet.fields.bet_numbers.max;

export const ws: WsRoutes<'game_bet' | 'game_bet_cancel' | 'my_bets' | 'my_bets_cancel'> = {
  game_bet(c) {
    const userId = c.str('user_id');
    if (!c.w.user(userId)) return fail(USER_NOT_FOUND);
    if (c.str('game_type') !== '1') return fail('Invalid game type');
    const raw = c.str('bet_numbers');
    if (raw.length > MAX_BET_NUMBERS) return fail('Invalid bet data');
    let lines: unknown;
    try {
      lines = JSON.parse(raw);
    } catch {
      return fail('Invalid bet data');
    }
    const r = c.w.placeBet({ userId, marketId: c.str('game_id'), lines, grandTotal: c.raw('grand_total') ?? '' });
    return r.ok ? { status: 1, msg: serverText('betPlaced') } : fail(r.error);
  },

  game_bet_cancel(c) {
    const r = c.w.cancelBet(c.str('user_id'), c.str('game_id'));
    return r.ok ? { status: 1, msg: serverText('betCancelled', { amount: r.bet.money }) } : fail(r.error);
  },

  my_bets(c) {
    const userId = c.str('user_id');
    if (!c.w.user(userId)) return { ...fail(USER_NOT_FOUND), data: [] };
    return { status: 1, msg: 'My bets', data: c.w.userBets(userId, { status: ['open', 'won', 'lost'] }).map((b) => betWire(c.w, b)) };
  },

  my_bets_cancel(c) {
    const userId = c.str('user_id');
    if (!c.w.user(userId)) return { ...fail(USER_NOT_FOUND), data: [] };
    return { status: 1, msg: 'Cancelled bets', data: c.w.userBets(userId, { status: ['cancelled'] }).map((b) => betWire(c.w, b)) };
  },
};

export const json: JsonRoutes<'betRec'> = {
  betRec(c) {
    const userId = c.str('user');
    if (!c.w.user(userId)) return { ...fail(USER_NOT_FOUND), data: [] };
    const marketId = c.str('game');
    if (marketId && !c.w.market(marketId)) return { ...fail(serverText('gameNotFound')), data: [] };
    const n = pageNumber(c.raw('page'));
    if (n === null) return { ...fail('page must be a whole number ≥ 1'), data: [] };
    const bets = c.w.userBets(userId, marketId ? { marketId } : {});
    return { status: 1, msg: 'Bet record', data: page(bets, n).map((b) => betWire(c.w, b)) };
  },
};
