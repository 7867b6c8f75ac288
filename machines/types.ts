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
  /** a failure before the request left the device (offline): the call certainly did not run */
  notSent?: boolean;
}

/** A normalized reply (src/api's `Normalized`, read structurally) as a machine routes on it. */
export function serverReply(r: { kind: ReplyKind; message: string; outcomeUnknown?: boolean; notSent?: boolean }): ServerReply {
  const out: ServerReply = { kind: r.kind, message: r.message };
  if (r.outcomeUnknown) out.outcomeUnknown = true;
  if (r.notSent) out.notSent = true;
  return out;
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
