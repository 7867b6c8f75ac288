import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { SUBMIT_REDIRECT_MS, submitFormMachine, type FormFields, type SubmitFormInput, type SubmitReply } from './submitFormMachine';
import { deferred } from './test-helpers';
import type { Notice } from './types';

function start(reply: SubmitReply | Error | Promise<SubmitReply> = { kind: 'ok', message: 'Done' }, input: SubmitFormInput = {}) {
  const calls: FormFields[] = [];
  const notes: Notice[] = [];
  const successes: SubmitReply[] = [];
  let finished = 0;
  const clock = new SimulatedClock();
  const machine = submitFormMachine.provide({
    actions: {
      notify: (_, n) => void notes.push(n),
      succeeded: (_, s) => void successes.push(s.reply),
      finished: () => void finished++,
    },
    actors: {
      submit: fromPromise<SubmitReply, FormFields>(async ({ input: fields }) => {
        calls.push(fields);
        if (reply instanceof Error) throw reply;
        return reply;
      }),
    },
  });
  const actor = createActor(machine, { clock, input }).start();
  return { actor, clock, calls, notes, successes, finished: () => finished };
}

describe('submitFormMachine', () => {
  it('a problem is notified and nothing is sent', () => {
    const { actor, calls, notes } = start();
    actor.send({ type: 'SUBMIT', fields: { amount: '' }, problem: 'Please enter Amount' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('Please enter Amount');
    expect(notes).toEqual([{ kind: 'failure', message: 'Please enter Amount' }]);
    expect(calls).toHaveLength(0);
  });

  it('sends the fields once: a second SUBMIT while in flight is ignored', async () => {
    const d = deferred<SubmitReply>();
    const { actor, calls } = start(d.promise, { repeatable: true });
    actor.send({ type: 'SUBMIT', fields: { amount: '100' }, problem: null });
    actor.send({ type: 'SUBMIT', fields: { amount: '100' }, problem: null });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('locked')).toBe(true);
    d.resolve({ kind: 'ok', message: 'Sent' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls).toEqual([{ amount: '100' }]);
  });

  it("a failure notifies the server's message and returns to idle", async () => {
    const { actor, notes, successes } = start({ kind: 'failure', message: 'No user found with this mobile number' });
    actor.send({ type: 'SUBMIT', fields: { username: '9000000000', amount: '10' } });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== '');
    expect(notes).toEqual([{ kind: 'failure', message: 'No user found with this mobile number' }]);
    expect(successes).toHaveLength(0);
  });

  it('a rejected call is a failure with its text', async () => {
    const { actor, notes } = start(new Error('boom'));
    actor.send({ type: 'SUBMIT', fields: {} });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== '');
    expect(notes).toEqual([{ kind: 'failure', message: 'boom' }]);
  });

  it('repeatable: success notifies the success text, reports the reply and is ready again', async () => {
    const { actor, notes, successes } = start({ kind: 'ok', message: 'server text' }, { repeatable: true, successText: 'Amount transfer request successfully sent.' });
    actor.send({ type: 'SUBMIT', fields: { amount: '10' } });
    await waitFor(actor, () => successes.length === 1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(notes).toEqual([{ kind: 'ok', message: 'Amount transfer request successfully sent.' }]);
  });

  it('redirectMs: locked after the success, `finished` after the wait (not before), then final', async () => {
    const { actor, clock, notes, finished } = start({ kind: 'ok', message: 'Withdrawal request sent successfully.' }, { redirectMs: SUBMIT_REDIRECT_MS });
    actor.send({ type: 'SUBMIT', fields: { amount: '500' } });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(notes).toEqual([{ kind: 'ok', message: 'Withdrawal request sent successfully.' }]);
    expect(actor.getSnapshot().hasTag('locked')).toBe(true);
    actor.send({ type: 'SUBMIT', fields: { amount: '500' } });
    clock.increment(SUBMIT_REDIRECT_MS - 1);
    expect(finished()).toBe(0);
    clock.increment(1);
    expect(finished()).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a warning counts as success (its own text, warning kind)', async () => {
    const { actor, notes, successes } = start({ kind: 'warning', message: 'Check later' }, { repeatable: true });
    actor.send({ type: 'SUBMIT', fields: {} });
    await waitFor(actor, () => successes.length === 1);
    expect(notes).toEqual([{ kind: 'warning', message: 'Check later' }]);
  });

  it('neither repeatable nor redirecting: stays done and locked (the browser leaves for the gateway)', async () => {
    const { actor, successes, calls } = start({ kind: 'ok', message: '', url: 'https://pay.example/1' });
    actor.send({ type: 'SUBMIT', fields: { amount: '200' } });
    await waitFor(actor, (s) => s.matches('done'));
    expect(successes[0]?.url).toBe('https://pay.example/1');
    actor.send({ type: 'SUBMIT', fields: { amount: '200' } });
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('locked')).toBe(true);
  });
});
