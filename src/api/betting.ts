/** Bets: placement, cancellation, bet history. */
import { api } from './api';
import { bare, json, shapedList, USER, ws } from './define';
import type { Normalized } from './normalize';
import { pickBetLines, type BetHistoryView } from './views';
import { jodiWireValue, type JodiReading } from '../../domain/jodiNumbers';
import { BET_TYPE, type BetLine } from '../../domain/wire';
import { config } from '../config';

export interface PlaceBetArgs {
  gameId: string;
  /** the entered lines (bet engine output) */
  lines: BetLine[];
  /** grand total in rupees */
  total: number;
}

/**
 * The game_bet form fields (spec §7): game_type is the constant '1', bet_numbers a JSON string whose type-1 values
 * follow the backend's Jodi reading (domain/jodiNumbers.ts, VITE_JODI_READING).
 */
export function betFields({ gameId, lines, total }: PlaceBetArgs, reading: JodiReading = config.jodiReading) {
  const wire = lines.map((l) => (l.type === BET_TYPE.jodi ? { ...l, bet_numbers: jodiWireValue(l.bet_numbers, reading) } : l));
  return { game_id: gameId, game_type: '1', bet_numbers: JSON.stringify(wire), grand_total: String(total) };
}

/** Everything a bet or a cancel can change. Invalidated whatever the outcome: an unknown outcome needs a refetch. */
const AFTER_BET = ['Profile', 'Wallet', 'Bets'] as const;

export const bettingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Webservices/game_bet (user_id, game_id, game_type '1', bet_numbers, grand_total). */
    placeBet: build.mutation<Normalized<null>, PlaceBetArgs>({
      query: (args) => ws('game_bet', { user_id: USER, ...betFields(args) }),
      transformResponse: bare,
      invalidatesTags: [...AFTER_BET],
    }),
    /** Webservices/game_bet_cancel (user_id, game_id = the bet id). */
    cancelBet: build.mutation<Normalized<null>, { betId: string }>({
      query: ({ betId }) => ws('game_bet_cancel', { user_id: USER, game_id: betId }),
      transformResponse: bare,
      invalidatesTags: [...AFTER_BET],
    }),
    /** Webservices/my_bets (user_id): /history/market. */
    myBets: build.query<Normalized<BetHistoryView[]>, void>({
      query: () => ws('my_bets', { user_id: USER }),
      transformResponse: shapedList(pickBetLines, []),
      providesTags: ['Bets'],
    }),
    /** Webservices/my_bets_cancel (user_id): /history/marketcancel. */
    myCancelledBets: build.query<Normalized<BetHistoryView[]>, void>({
      query: () => ws('my_bets_cancel', { user_id: USER }),
      transformResponse: shapedList(pickBetLines, []),
      providesTags: ['Bets'],
    }),
    /** GET api/game.php?game={id}&action=betrec&page={page}&user={id} */
    betRecord: build.query<Normalized<BetHistoryView[]>, { gameId: string; page: number }>({
      query: ({ gameId, page }) => json('betRec', { game: gameId, page }),
      transformResponse: shapedList(pickBetLines, []),
      providesTags: ['Bets'],
    }),
  }),
});

export const { useCancelBetMutation, useMyBetsQuery, useMyCancelledBetsQuery } = bettingApi;
