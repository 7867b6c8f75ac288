/**
 * The one createApi. Features add their endpoints with api.injectEndpoints.
 * The base query (src/api/baseQuery.ts) speaks both call styles of spec §7.
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

export const TAGS = ['Profile', 'Wallet', 'Bets', 'Markets', 'Bank', 'Promotion', 'Chat', 'Rules'] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAGS,
  endpoints: () => ({}),
});
