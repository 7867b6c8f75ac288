/**
 * Sending a chat message (spec §4 "a sent message is appended locally with status sent", §5 "Sending: trimmed
 * message non-empty", §8 "Chat errors use an alert with the server msg").
 *
 * idle --SEND (trimmed text non-empty)--> sending: the message is appended at once to `outgoing` with status 'sent'
 * (the room shows it beside the group's messages), and the `send` actor posts it.
 *   - ok: back to idle; the message stays in `outgoing` until the group's messages carry it (`unconfirmedOutgoing`
 *     hides it from then on, and the next SEND drops it), so it never blinks out between the reply and the next poll.
 *   - failure (or a rejected call): it is removed, `notify` reports the server's message (the room alerts it) and
 *     `restore` gives the text back to the composer: nothing typed is lost.
 * One send at a time (tag 'busy'): a SEND while one is in flight is ignored, as the disabled button is.
 *
 * Actors (provided by the UI with `.provide()`): send input { groupId, body } → ServerReply (group_initiate_chats).
 * Actions: notify (Notice), restore ({ text }).
 */
import { assign, fromPromise, setup } from 'xstate';
import { MSG } from '../domain/messages';
import { canSendMessage } from '../domain/rules/forms';
import { errorText, notProvided, type Notice, type ServerReply } from './types';

/** A message the player sent that the group's messages do not show yet. */
export interface OutgoingMessage {
  /** 'out-1', 'out-2', …: its key in the list until the group's own copy replaces it */
  key: string;
  text: string;
  status: 'sent';
  /** ids of the player's own messages with the same text the group already had when it was sent */
  known: string[];
}

/** What the machine needs to know of a group message. */
export interface SeenMessage {
  id: string;
  text: string;
  fromMe: boolean;
}

export interface ChatSendInput {
  groupId: string;
  body: string;
}

export interface ChatSendContext {
  groupId: string;
  outgoing: OutgoingMessage[];
  count: number;
}

export type ChatSendEvent = { type: 'SEND'; text: string; seen: readonly SeenMessage[] };

/**
 * The outgoing messages the group's messages do not carry yet. An outgoing message is carried once an own message
 * with its text arrives that was not among `known`; each arrived message accounts for one outgoing message, oldest
 * first. Returns `outgoing` itself when none is carried (a stable reference for memoised lists).
 */
export function unconfirmedOutgoing(outgoing: OutgoingMessage[], messages: readonly SeenMessage[]): OutgoingMessage[] {
  if (outgoing.length === 0) return outgoing;
  const used = new Set<string>();
  const left = outgoing.filter((o) => {
    const match = messages.find((m) => m.fromMe && m.text === o.text && !used.has(m.id) && !o.known.includes(m.id));
    if (!match) return true;
    used.add(match.id);
    return false;
  });
  return left.length === outgoing.length ? outgoing : left;
}

export const chatSendMachine = setup({
  types: {
    context: {} as ChatSendContext,
    events: {} as ChatSendEvent,
    input: {} as { groupId: string },
    tags: {} as 'busy',
  },
  actors: {
    send: fromPromise<ServerReply, ChatSendInput>(notProvided('send')),
  },
  guards: {
    blank: ({ event }) => !canSendMessage(event.text),
  },
  actions: {
    /** a failure's text for the player (the room alerts it) */
    notify: (_, _params: Notice) => {},
    /** the text of a message that was not sent, for the composer */
    restore: (_, _params: { text: string }) => {},
    append: assign(({ context, event }) => {
      const text = event.text.trim();
      const count = context.count + 1;
      const known = event.seen.filter((m) => m.fromMe && m.text === text).map((m) => m.id);
      const kept = unconfirmedOutgoing(context.outgoing, event.seen);
      return { count, outgoing: [...kept, { key: `out-${count}`, text, status: 'sent' as const, known }] };
    }),
    dropLast: assign(({ context }) => ({ outgoing: context.outgoing.slice(0, -1) })),
  },
}).createMachine({
  id: 'chatSend',
  context: ({ input }) => ({ groupId: input.groupId, outgoing: [], count: 0 }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SEND: [{ guard: 'blank' }, { target: 'sending', actions: 'append' }],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'send',
        input: ({ context }) => ({ groupId: context.groupId, body: (context.outgoing[context.outgoing.length - 1] as OutgoingMessage).text }),
        onDone: [
          { guard: ({ event }) => event.output.kind !== 'failure', target: 'idle' },
          {
            target: 'idle',
            actions: [
              { type: 'restore', params: ({ context }) => ({ text: (context.outgoing[context.outgoing.length - 1] as OutgoingMessage).text }) },
              'dropLast',
              { type: 'notify', params: ({ event }) => ({ kind: 'failure' as const, message: event.output.message || MSG.generic }) },
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            { type: 'restore', params: ({ context }) => ({ text: (context.outgoing[context.outgoing.length - 1] as OutgoingMessage).text }) },
            'dropLast',
            { type: 'notify', params: ({ event }) => ({ kind: 'failure' as const, message: errorText(event.error) }) },
          ],
        },
      },
    },
  },
});
