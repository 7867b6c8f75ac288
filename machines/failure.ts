/**
 * The one way a machine reports a failure: the text becomes the context's `error` and goes out through the named
 * action `notify` as { kind: 'failure', message } (the UI toasts or alerts it).
 * Typed by the machine's context and events, e.g. `onError: rejectedTo<Context, Events>('idle')`.
 */
import { assign, type EventObject } from 'xstate';
import { errorText, type ServerReply } from './types';

/** The actions that record `text` (read from the context and the event) as `error` and notify it as a failure. */
export function fail<TContext extends { error: string }, TEvent extends EventObject, TExpressionEvent extends EventObject = EventObject>(
  text: (args: { context: TContext; event: TExpressionEvent }) => string,
) {
  return [
    // `{ error }` is part of any TContext with an error; TypeScript cannot see that for a type parameter
    assign<TContext, TExpressionEvent, undefined, TEvent, never>((args) => ({ error: text(args) }) as Partial<TContext>),
    { type: 'notify' as const, params: ({ context }: { context: TContext }) => ({ kind: 'failure' as const, message: context.error }) },
  ];
}

/**
 * A network actor's reply of kind failure: its message recorded and notified; a reply without one says `fallback`
 * (the generic message, MSG.generic, unless the machine names its own), never an empty error.
 */
export function failedReply<TContext extends { error: string }, TEvent extends EventObject>(fallback = errorText(null)) {
  return fail<TContext, TEvent, EventObject & { output: ServerReply }>(({ event }) => event.output.message || fallback);
}

/** The `onDone` branch for a reply of kind failure: back to `target`, its message recorded and notified. */
export function failedReplyTo<TContext extends { error: string }, TEvent extends EventObject>(target: string, fallback = errorText(null)) {
  return {
    guard: ({ event }: { event: { output: ServerReply } }) => event.output.kind === 'failure',
    target,
    actions: failedReply<TContext, TEvent>(fallback),
  };
}

/** A rejected network actor (`onError`): back to `target`, the rejection's text recorded and notified as a failure. */
export function rejectedTo<TContext extends { error: string }, TEvent extends EventObject>(target: string) {
  return { target, actions: fail<TContext, TEvent, EventObject & { error: unknown }>(({ event }) => errorText(event.error)) };
}
