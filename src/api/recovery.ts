/**
 * Loading again what failed. Failures arrive as data (normalize.ts), so RTK Query caches a failed reply like any
 * other and a screen re-opened within the cache time would show the old failure. `refetchFailedQueries` asks again
 * for every cached query whose last reply was a failure — when the connection comes back and when the player
 * retries a screen.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from './api';
import { isRecord } from './normalize';

interface QueryEntry {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
  data?: unknown;
}

type Initiate = (arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => UnknownAction | ThunkAction<unknown, unknown, unknown, UnknownAction>;

function failed(q: QueryEntry): boolean {
  if (q.status === 'rejected') return true;
  return q.status === 'fulfilled' && isRecord(q.data) && q.data.kind === 'failure';
}

export function refetchFailedQueries(): ThunkAction<void, { [api.reducerPath]: ReturnType<typeof api.reducer> }, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const queries = getState()[api.reducerPath].queries as Record<string, QueryEntry | undefined>;
    const endpoints = api.endpoints as Record<string, { initiate?: Initiate } | undefined>;
    for (const q of Object.values(queries)) {
      if (!q || !q.endpointName || !failed(q)) continue;
      const initiate = endpoints[q.endpointName]?.initiate;
      if (initiate) void dispatch(initiate(q.originalArgs, { subscribe: false, forceRefetch: true }) as UnknownAction);
    }
  };
}
