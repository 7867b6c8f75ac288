import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { config } from '../config';

/** Placeholder base query: replaced by the full form-data / JSON base query. */
export interface ApiArgs {
  path: string;
  method?: 'GET' | 'POST';
  form?: Record<string, string>;
  json?: unknown;
}

export const baseQuery: BaseQueryFn<ApiArgs, unknown, { message: string }> = async (args) => {
  try {
    const res = await fetch(config.apiHost + args.path, { method: args.method ?? 'GET' });
    return { data: await res.json() };
  } catch (e) {
    return { error: { message: e instanceof Error ? e.message : String(e) } };
  }
};
