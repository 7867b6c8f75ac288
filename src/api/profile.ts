/** Profile (wallet, settings), push token registration, game rules and rates. */
import { api } from './api';
import { bare, shaped, ws } from './define';
import type { Normalized } from './normalize';
import { pickProfile, pickRates, type ProfileView, type RatesView } from './views';

export const EMPTY_RATES: RatesView = { jodirate: 0, hurfrate: 0, description: '' };

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Webservices/profile (user_id). data: null when the reply has no data[0]. */
    profile: build.query<Normalized<ProfileView | null>, void>({
      query: () => ws('profile', {}),
      transformResponse: shaped(pickProfile, null),
      providesTags: ['Profile', 'Wallet'],
    }),
    /** Webservices/updatefcm (user_id, token). */
    updateFcm: build.mutation<Normalized<null>, { token: string }>({
      query: ({ token }) => ws('updatefcm', { token }),
      transformResponse: bare,
    }),
    /** Webservices/game_rule (user_id): jodirate, hurfrate (numbers), data.description. */
    gameRule: build.query<Normalized<RatesView>, void>({
      query: () => ws('game_rule', {}),
      transformResponse: shaped(pickRates, EMPTY_RATES),
      providesTags: ['Rules'],
    }),
  }),
});

export const { useProfileQuery, useUpdateFcmMutation, useGameRuleQuery } = profileApi;
