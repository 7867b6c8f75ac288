/** Profile (wallet, settings), push token registration, game rules and rates. */
import { toastShown } from '../ui/toastSlice';
import { api } from './api';
import type { ApiResult } from './baseQuery';
import { bare, shaped, USER, ws } from './define';
import { logout } from './logout';
import { MESSAGES, type Normalized } from './normalize';
import { pickProfile, pickRates, type ProfileView, type RatesView } from './views';

export const EMPTY_RATES: RatesView = { jodirate: null, hurfrate: null, description: '' };

/** The server's answer to a user id that belongs to no player (a deleted account, a tampered stored id). */
export function isUnknownPlayer(message: string): boolean {
  return /^\s*user not found\.?\s*$/i.test(message);
}

export const SESSION_ENDED = 'Your account could not be found. Please log in again.';

/** A profile reply that is not a failure must carry the player (data[0]); one without it is a failure too. */
export function profileResult(r: ApiResult): Normalized<ProfileView | null> {
  const n = shaped(pickProfile, null)(r);
  return n.kind !== 'failure' && n.data === null ? { ...n, kind: 'failure', message: MESSAGES.unexpected } : n;
}

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Webservices/profile (user_id). A reply without data[0] is a failure (data null). 'User not found' — the stored
     * login id belongs to no player — ends the session (the route guards go to /login) with a toast saying why.
     */
    profile: build.query<Normalized<ProfileView | null>, void>({
      query: () => ws('profile', { user_id: USER }),
      transformResponse: profileResult,
      providesTags: ['Profile', 'Wallet'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.kind === 'failure' && isUnknownPlayer(data.message)) {
            // after the reply has reached whoever asked for it (logout empties the cache the reply is read from)
            setTimeout(() => {
              dispatch(logout());
              dispatch(toastShown('error', SESSION_ENDED));
            }, 0);
          }
        } catch {
          // the base query never rejects; nothing to do
        }
      },
    }),
    /** Webservices/updatefcm (user_id, token). */
    updateFcm: build.mutation<Normalized<null>, { token: string }>({
      query: ({ token }) => ws('updatefcm', { user_id: USER, token }),
      transformResponse: bare,
    }),
    /** Webservices/game_rule (user_id): jodirate, hurfrate (numbers), data.description. */
    gameRule: build.query<Normalized<RatesView>, void>({
      query: () => ws('game_rule', { user_id: USER }),
      transformResponse: shaped(pickRates, EMPTY_RATES),
      providesTags: ['Rules'],
    }),
  }),
});

export const { useProfileQuery, useUpdateFcmMutation, useGameRuleQuery } = profileApi;
