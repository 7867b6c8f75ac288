import { createActor, fromPromise, waitFor } from 'xstate';
import { chatSendMachine, unconfirmedOutgoing, type ChatSendInput, type OutgoingMessage, type SeenMessage } from './chatSendMachine';
import type { Notice, ServerReply } from './types';
import { deferred } from './test-helpers';

function start(reply: () => Promise<ServerReply>) {
  const calls: ChatSendInput[] = [];
  const notes: Notice[] = [];
  const restored: string[] = [];
  const machine = chatSendMachine.provide({
    actions: {
      notify: (_, n) => void notes.push(n),
      restore: (_, r) => void restored.push(r.text),
    },
    actors: {
      send: fromPromise<ServerReply, ChatSendInput>(({ input }) => {
        calls.push(input);
        return reply();
      }),
    },
  });
  const actor = createActor(machine, { input: { groupId: '2' } }).start();
  return { actor, calls, notes, restored };
}

const mine = (id: string, text: string): SeenMessage => ({ id, text, fromMe: true });
const theirs = (id: string, text: string): SeenMessage => ({ id, text, fromMe: false });

describe('chatSendMachine', () => {
  it('a blank message (spaces, newlines) is not sent and appends nothing', () => {
    const { actor, calls } = start(async () => ({ kind: 'ok', message: 'sent' }));
    actor.send({ type: 'SEND', text: ' \n\t ', seen: [] });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.outgoing).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('appends the trimmed message at once with status sent, then sends it to the group', async () => {
    const d = deferred<ServerReply>();
    const { actor, calls } = start(() => d.promise);
    actor.send({ type: 'SEND', text: '  hello  ', seen: [theirs('1', 'hello'), mine('2', 'hello'), mine('3', 'hi')] });
    const s = actor.getSnapshot();
    expect(s.hasTag('busy')).toBe(true);
    // it remembers which own messages with the same text the group already had
    expect(s.context.outgoing).toEqual([{ key: 'out-1', text: 'hello', status: 'sent', known: ['2'] }]);
    expect(calls).toEqual([{ groupId: '2', body: 'hello' }]);
    d.resolve({ kind: 'ok', message: 'Message sent successfully' });
    await waitFor(actor, (x) => x.matches('idle'));
    // still shown (status sent) until the group's messages carry it
    expect(actor.getSnapshot().context.outgoing).toHaveLength(1);
  });

  it('one send at a time: a SEND while sending is ignored', () => {
    const d = deferred<ServerReply>();
    const { actor, calls } = start(() => d.promise);
    actor.send({ type: 'SEND', text: 'one', seen: [] });
    actor.send({ type: 'SEND', text: 'two', seen: [] });
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.outgoing.map((o) => o.text)).toEqual(['one']);
  });

  it('a failure removes the message, reports the server message and gives the text back', async () => {
    const { actor, notes, restored } = start(async () => ({ kind: 'failure', message: 'Only Admin can send messages.' }));
    actor.send({ type: 'SEND', text: 'hello', seen: [] });
    await waitFor(actor, (x) => x.matches('idle'));
    expect(actor.getSnapshot().context.outgoing).toEqual([]);
    expect(notes).toEqual([{ kind: 'failure', message: 'Only Admin can send messages.' }]);
    expect(restored).toEqual(['hello']);
  });

  it('a failure without a message reports the generic text; a rejected call too', async () => {
    const a = start(async () => ({ kind: 'failure', message: '' }));
    a.actor.send({ type: 'SEND', text: 'x', seen: [] });
    await waitFor(a.actor, (x) => x.matches('idle'));
    expect(a.notes).toEqual([{ kind: 'failure', message: 'Something went wrong. Please try again.' }]);
    const b = start(() => Promise.reject(new Error('offline')));
    b.actor.send({ type: 'SEND', text: 'y', seen: [] });
    await waitFor(b.actor, (x) => x.matches('idle'));
    expect(b.notes).toEqual([{ kind: 'failure', message: 'offline' }]);
    expect(b.actor.getSnapshot().context.outgoing).toEqual([]);
    expect(b.restored).toEqual(['y']);
  });

  it('a later SEND drops the messages the group already shows', async () => {
    const { actor } = start(async () => ({ kind: 'ok', message: '' }));
    actor.send({ type: 'SEND', text: 'a', seen: [] });
    await waitFor(actor, (x) => x.matches('idle'));
    actor.send({ type: 'SEND', text: 'b', seen: [mine('9', 'a')] });
    expect(actor.getSnapshot().context.outgoing.map((o) => o.text)).toEqual(['b']);
  });
});

describe('unconfirmedOutgoing', () => {
  const out = (key: string, text: string, known: string[]): OutgoingMessage => ({ key, text, status: 'sent', known });

  it('hides an outgoing message once a new own message with its text arrives', () => {
    const o = [out('out-1', 'hi', ['1'])];
    expect(unconfirmedOutgoing(o, [theirs('1', 'x')])).toEqual(o);
    expect(unconfirmedOutgoing(o, [theirs('1', 'x'), theirs('2', 'hi')])).toEqual(o);
    expect(unconfirmedOutgoing(o, [theirs('1', 'x'), mine('2', 'hi')])).toEqual([]);
  });

  it('an own message with another text does not count, and leaves the same array', () => {
    const o = [out('out-1', 'hi', ['1'])];
    expect(unconfirmedOutgoing(o, [mine('2', 'hello')])).toBe(o);
  });

  it('an older own message with the same text does not count', () => {
    const o = [out('out-1', 'hi', ['1'])];
    expect(unconfirmedOutgoing(o, [mine('1', 'hi')])).toEqual(o);
  });

  it('each arrived message confirms one outgoing message (the same text twice)', () => {
    const o = [out('out-1', 'ok', []), out('out-2', 'ok', [])];
    expect(unconfirmedOutgoing(o, [mine('5', 'ok')])).toEqual([o[1]]);
    expect(unconfirmedOutgoing(o, [mine('5', 'ok'), mine('6', 'ok')])).toEqual([]);
  });

  it('returns the same array when nothing was confirmed', () => {
    const o = [out('out-1', 'hi', [])];
    expect(unconfirmedOutgoing(o, [])).toBe(o);
  });
});
