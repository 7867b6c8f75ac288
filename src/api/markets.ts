/** Markets: list, game info, result charts. */
import { api } from './api';
import { json, shaped, shapedList, USER, ws } from './define';
import type { ApiResult } from './baseQuery';
import { preferErrorText, type Normalized } from './normalize';
import {
  EMPTY_MARKETS,
  pickChart,
  pickChartRows,
  pickGameInfo,
  pickMarkets,
  type ChartView,
  type GameInfoView,
  type MarketsView,
} from './views';
import { type ChartRow } from '../../domain/wire';

/** The market list; one with no rows ('No data found') is an empty list, not a failure. */
const marketsOf = shapedList(pickMarkets, EMPTY_MARKETS);

export const marketsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Webservices/game_list (credentials only): last results, running and upcoming markets, banners, notices.
     * A failure shows the reply's `error` text when it has one (spec §8), else the normalized message.
     */
    gameList: build.query<Normalized<MarketsView>, void>({
      query: () => ws('game_list', {}),
      transformResponse: (r: ApiResult) => marketsOf(preferErrorText(r)),
      providesTags: ['Markets'],
    }),
    /** Webservices/game_details (game_id, no user_id): data[0] or null. */
    gameDetails: build.query<Normalized<GameInfoView | null>, { gameId: string }>({
      query: ({ gameId }) => ws('game_details', { game_id: gameId }),
      transformResponse: shaped(pickGameInfo, null),
      providesTags: (_r, _e, { gameId }) => [{ type: 'Markets', id: gameId }],
    }),
    /** Webservices/game_chart (user_id, game_id): name and chart rows. */
    gameChart: build.query<Normalized<ChartView>, { gameId: string }>({
      query: ({ gameId }) => ws('game_chart', { user_id: USER, game_id: gameId }),
      transformResponse: shapedList(pickChart, { name: '', chart: [] }),
      providesTags: (_r, _e, { gameId }) => [{ type: 'Markets', id: `chart-${gameId}` }],
    }),
    /** GET api/game.php?game={id}&action=resultrec&page=1 */
    resultRecord: build.query<Normalized<ChartRow[]>, { gameId: string }>({
      query: ({ gameId }) => json('resultRec', { game: gameId, page: 1 }),
      transformResponse: shapedList(pickChartRows, []),
      providesTags: (_r, _e, { gameId }) => [{ type: 'Markets', id: `results-${gameId}` }],
    }),
  }),
});

export const { useGameListQuery, useGameDetailsQuery, useGameChartQuery } = marketsApi;
