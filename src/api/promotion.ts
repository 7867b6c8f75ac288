/** Referral promotion: summary and invite records per level. */
import { api } from './api';
import { json, shaped, shapedList } from './define';
import type { Normalized } from './normalize';
import { pickPromotion, pickReferralRows, type PromotionView, type ReferralRowView } from './views';

export const promotionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET api/promotion.php?action=getuserinfo&user={id}: data[0] (numbers parsed) or null. */
    promotion: build.query<Normalized<PromotionView | null>, void>({
      query: () => json('promotion', {}),
      transformResponse: shaped(pickPromotion, null),
      providesTags: ['Promotion'],
    }),
    /** GET api/game.php?level={level}&action=inviterecord&page=1&user={id}: referral rows. */
    inviteRecord: build.query<Normalized<ReferralRowView[]>, { level: 1 | 2 | 3 }>({
      query: ({ level }) => json('inviteRecord', { level, page: 1 }),
      transformResponse: shapedList(pickReferralRows, []),
      providesTags: (_r, _e, { level }) => [{ type: 'Promotion', id: level }],
    }),
  }),
});

export const { usePromotionQuery, useInviteRecordQuery } = promotionApi;
