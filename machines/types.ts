/**
 * Shapes the machines share with the UI. Structurally compatible with src/api's `Normalized<T>`
 * (machines import nothing from src/api: the UI adapts RTK Query calls into actors with `.provide()`).
 */
import type { ReplyKind } from '../domain/reply';
import { MSG } from '../domain/messages';

export type { ReplyKind };

/** What a network actor resolves with: a reply already normalized by the API layer. */
export interface ServerReply {
  kind: ReplyKind;
  message: string;
  /** a failure that is not the server's own answer (no reply, unreadable reply): the call may have run there */
  outcomeUnknown?: boolean;
}

/**
 * A call that may move money came back with an unknown outcome: what a look at the history found — the request,
 * not the request, or nothing readable. The machines look up to RECONCILE_CHECKS times, RECONCILE_RETRY_MS apart,
 * while it is not found (a slow server may still be finishing it).
 */
export type ReconcileVerdict = 'placed' | 'notPlaced' | 'unknown';
export const RECONCILE_CHECKS = 3;
export const RECONCILE_RETRY_MS = 2000;

/** A normalized reply (src/api's `Normalized`, read structurally) as a machine routes on it. */
export function serverReply(r: { kind: ReplyKind; message: string; outcomeUnknown?: boolean }): ServerReply {
  return r.outcomeUnknown ? { kind: r.kind, message: r.message, outcomeUnknown: true } : { kind: r.kind, message: r.message };
}

/** A text for the player, reported through a machine's `notify` action (the UI toasts or alerts it). */
export interface Notice {
  kind: ReplyKind;
  message: string;
}

/** A rejected actor promise → a message for the UI. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    const m = (error as { message: string }).message;
    if (m) return m;
  }
  return MSG.generic;
}

/** Default implementation of a network actor the UI must provide. */
export function notProvided(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`${name} actor not provided`));
}
