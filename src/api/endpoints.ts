/**
 * Every call of spec §7 as an RTK Query endpoint on the one api (api.ts). Importing this module injects them all;
 * a screen may import a single domain file (./auth, ./markets, …) instead.
 * Every hook's data is `Normalized<T>` ({ kind, message, data }); see normalize.ts for the convention.
 */
export * from './auth';
export * from './profile';
export * from './markets';
export * from './betting';
export * from './wallet';
export * from './promotion';
export * from './chat';
export { logout, clearStoredValues } from './logout';
export type { Normalized } from './normalize';
export type { ReplyKind } from '../../domain/reply';
export { toInt, toNum, toBool, toStr } from './normalize';
export type * from './views';
