import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { ReconcileVerdict, WalletMark } from '../domain/rules';
import { lookCheck, MARK_WAIT_MS, RECONCILE_CHECKS, RECONCILE_RECHECK_MS, RECONCILE_RETRY_MS, reconcileMachine } from './reconcileMachine';
import { SUBMIT_REDIRECT_MS, submitFormMachine, type FormFields, type FormLook, type SubmitFormInput, type SubmitReply } from './submitFormMachine';
import { deferred } from './test-helpers';
import { MSG } from '../domain/messages';
import type { Notice } from './types';

/** the wallet history before the request went out */
const MARK: WalletMark = { lines: [{ description: 'Money added via UPI', date: '22-11-2026', time: '11:00:00', add_amount: '1000', purpose: 'credit' }], wallet: 1000 };

function start(
  reply: SubmitReply | Error | Promise<SubmitReply> = { kind: 'ok', message: 'Done' },
  input: SubmitFormInput = {},
  verdicts: Array<ReconcileVerdict | Error> = [],
  mark: WalletMark | Error | Promise<WalletMark> = MARK,
) {
  const calls: FormFields[] = [];
  const marks: FormFields[] = [];
  const checks: FormLook[] = [];
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
      mark: fromPromise<WalletMark, FormFields>(async ({ input: fields }) => {
        marks.push(fields);
        if (mark instanceof Error) throw mark;
        return mark;
      }),
      reconcile: reconcileMachine.provide({
        actors: {
          check: lookCheck<FormLook>(async (look) => {
            const verdict = verdicts[checks.length] ?? 'unknown';
            checks.push(look);
            if (verdict instanceof Error) throw verdict;
            return verdict;
          }),
        },
      }),
    },
  });
  const actor = createActor(machine, { clock, input }).start();
  return { actor, clock, calls, marks, checks, notes, successes, finished: () => finished };
}

describe('submitFormMachine', () => {
  it('starts idle, with no text, neither busy nor locked', () => {
    const { actor } = start();
    const s = actor.getSnapshot();
    expect(s.value).toBe('idle');
    expect([s.context.error, s.context.message]).toEqual(['', '']);
    expect([s.hasTag('busy'), s.hasTag('locked')]).toEqual([false, false]);
  });

  it('started with no input: no texts, no redirect, not repeatable, nothing to confirm, nothing sent', () => {
    const actor = createActor(submitFormMachine, {} as { input: SubmitFormInput }).start();
    expect(actor.getSnapshot().context).toEqual({
      successText: '',
      redirectMs: null,
      repeatable: false,
      error: '',
      message: '',
      confirm: null,
      sent: { fields: {}, since: 0, mark: null },
    });
  });

  it('a new SUBMIT starts clean: the last success text and the last error are gone; its tap time is kept, 0 when not given', async () => {
    const t = start({ kind: 'ok', message: 'Sent' }, { repeatable: true, successText: 'Sent' });
    t.actor.send({ type: 'SUBMIT', fields: { amount: '10' }, at: 1234 });
    expect(t.actor.getSnapshot().context.sent.since).toBe(1234);
    await waitFor(t.actor, () => t.successes.length === 1);
    expect(t.actor.getSnapshot().context.message).toBe('Sent');
    t.actor.send({ type: 'SUBMIT', fields: { amount: '' }, problem: 'Please enter amount.' });
    expect(t.actor.getSnapshot().context).toMatchObject({ error: 'Please enter amount.', message: '' });
    t.actor.send({ type: 'SUBMIT', fields: { amount: '20' } });
    expect(t.actor.getSnapshot().context).toMatchObject({ error: '', message: '', sent: { fields: { amount: '20' }, since: 0, mark: null } });
  });

  it('a form that moves money starts clean too, while its history is marked', () => {
    const t = start({ kind: 'ok', message: 'Sent' }, { confirm: { placed: 'p', notPlaced: 'n', unconfirmed: 'u' } }, [], new Promise<WalletMark>(() => {}));
    t.actor.send({ type: 'SUBMIT', fields: { amount: '' }, problem: 'Please enter amount.' });
    t.actor.send({ type: 'SUBMIT', fields: { amount: '20' } });
    expect(t.actor.getSnapshot().value).toBe('marking');
    expect(t.actor.getSnapshot().context).toMatchObject({ error: '', message: '', sent: { fields: { amount: '20' }, since: 0, mark: null } });
  });

  it('busy and locked while the call is out; locked, not busy, once it went through and the form stays done', async () => {
    const d = deferred<SubmitReply>();
    const { actor } = start(d.promise);
    actor.send({ type: 'SUBMIT', fields: { amount: '100' }, problem: null });
    expect([actor.getSnapshot().hasTag('busy'), actor.getSnapshot().hasTag('locked')]).toEqual([true, true]);
    d.resolve({ kind: 'ok', message: 'Done' });
    await waitFor(actor, (s) => s.matches('done'));
    expect([actor.getSnapshot().hasTag('busy'), actor.getSnapshot().hasTag('locked')]).toEqual([false, true]);
  });

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

  it('a failure reply without text says so in general words, never an empty error', async () => {
    const { actor, notes } = start({ kind: 'failure', message: '' });
    actor.send({ type: 'SUBMIT', fields: { amount: '100' } });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== '');
    expect(actor.getSnapshot().context.error).toBe(MSG.generic);
    expect(notes).toEqual([{ kind: 'failure', message: MSG.generic }]);
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
    expect([actor.getSnapshot().hasTag('busy'), actor.getSnapshot().hasTag('locked')]).toEqual([false, true]);
    actor.send({ type: 'SUBMIT', fields: { amount: '500' } });
    clock.increment(SUBMIT_REDIRECT_MS - 1);
    expect(finished()).toBe(0);
    clock.increment(1);
    expect(finished()).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().hasTag('locked')).toBe(true);
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

  describe('an unknown outcome (no reply, an unreadable reply) on a form that moves money', () => {
    const TEXTS = { placed: 'Sent after all.', notPlaced: 'Not sent. Try again.', unconfirmed: 'Could not confirm. Look first.' };
    const LOST: SubmitReply = { kind: 'failure', message: 'The server took too long to answer.', outcomeUnknown: true };
    const TAP = 1_763_800_000_000;
    /** the pauses between checks, each followed by its (fake) look at the history */
    async function runChecks(t: ReturnType<typeof start>, n: number) {
      for (let i = 1; i < n; i++) {
        await waitFor(t.actor, () => t.checks.length === i);
        await Promise.resolve();
        t.clock.increment(RECONCILE_RETRY_MS);
      }
      await waitFor(t.actor, () => t.checks.length === n);
    }

    it('the wallet history is marked before the call goes out (only on a form that moves money)', async () => {
      const t = start({ kind: 'ok', message: 'Done' }, { confirm: TEXTS });
      t.actor.send({ type: 'SUBMIT', fields: { amount: '600' }, at: TAP });
      await waitFor(t.actor, (s) => s.matches('done'));
      expect(t.marks).toEqual([{ amount: '600' }]);
      expect(t.calls).toEqual([{ amount: '600' }]);
      const plain = start();
      plain.actor.send({ type: 'SUBMIT', fields: { amount: '600' } });
      await waitFor(plain.actor, (s) => s.matches('done'));
      expect(plain.marks).toHaveLength(0);
    });

    it(`a history that has not come after ${MARK_WAIT_MS} ms: the call goes without it (busy and locked meanwhile), the look gets no mark`, async () => {
      const t = start(LOST, { confirm: TEXTS }, ['notPlaced'], new Promise<WalletMark>(() => {}));
      t.actor.send({ type: 'SUBMIT', fields: { amount: '600' }, at: TAP });
      await waitFor(t.actor, () => t.marks.length === 1);
      expect(t.calls).toHaveLength(0);
      expect([t.actor.getSnapshot().hasTag('busy'), t.actor.getSnapshot().hasTag('locked')]).toEqual([true, true]);
      t.clock.increment(MARK_WAIT_MS - 1);
      await Promise.resolve();
      expect(t.calls).toHaveLength(0);
      t.clock.increment(1);
      await waitFor(t.actor, () => t.checks.length === 1);
      expect(t.calls).toEqual([{ amount: '600' }]);
      expect(t.checks).toEqual([{ fields: { amount: '600' }, since: TAP, mark: null }]);
    });

    it('an unreadable history before sending: the call still goes, and the look gets no mark', async () => {
      const t = start(LOST, { confirm: TEXTS }, ['notPlaced'], new Error('offline'));
      t.actor.send({ type: 'SUBMIT', fields: { amount: '600' }, at: TAP });
      await waitFor(t.actor, () => t.checks.length === 1);
      expect(t.calls).toHaveLength(1);
      expect(t.checks).toEqual([{ fields: { amount: '600' }, since: TAP, mark: null }]);
    });

    it('checks with the fields, the tap time and the mark while staying locked; found: a success with the placed text', async () => {
      const t = start(LOST, { redirectMs: SUBMIT_REDIRECT_MS, confirm: TEXTS }, ['placed']);
      t.actor.send({ type: 'SUBMIT', fields: { amount: '600' }, at: TAP });
      const confirming = await waitFor(t.actor, (s) => s.matches('confirming'));
      expect([confirming.hasTag('busy'), confirming.hasTag('locked')]).toEqual([true, true]);
      await waitFor(t.actor, (s) => s.matches('redirecting'));
      expect(t.checks).toEqual([{ fields: { amount: '600' }, since: TAP, mark: MARK }]);
      expect(t.notes).toEqual([{ kind: 'ok', message: 'Sent after all.' }]);
      expect(t.successes).toEqual([{ kind: 'ok', message: 'Sent after all.' }]);
    });

    it(`not found on ${RECONCILE_CHECKS} checks ${RECONCILE_RETRY_MS} ms apart: the not-placed text, idle again (never the timeout text)`, async () => {
      const t = start(LOST, { confirm: TEXTS }, ['notPlaced', 'notPlaced', 'notPlaced']);
      t.actor.send({ type: 'SUBMIT', fields: { amount: '600' }, at: TAP });
      await waitFor(t.actor, (s) => s.matches('confirming'));
      expect(t.actor.getSnapshot().hasTag('locked')).toBe(true);
      t.actor.send({ type: 'SUBMIT', fields: { amount: '600' }, at: TAP });
      await runChecks(t, RECONCILE_CHECKS);
      await waitFor(t.actor, (s) => s.matches('idle'));
      expect(t.calls).toHaveLength(1);
      expect(t.notes).toEqual([{ kind: 'failure', message: 'Not sent. Try again.' }]);
      expect(t.successes).toHaveLength(0);
    });

    it('a rejected call is an unknown outcome too; a late find counts', async () => {
      const t = start(new Error('Failed to fetch'), { repeatable: true, confirm: TEXTS }, ['notPlaced', 'placed']);
      t.actor.send({ type: 'SUBMIT', fields: { amount: '50' }, at: TAP });
      await runChecks(t, 2);
      await waitFor(t.actor, () => t.successes.length === 1);
      expect(t.notes).toEqual([{ kind: 'ok', message: 'Sent after all.' }]);
    });

    it('the history cannot be read on the first looks: the unconfirmed text once, locked — looked up again when back online', async () => {
      const t = start(LOST, { confirm: TEXTS }, ['unknown', new Error('offline'), 'unknown', 'unknown', 'notPlaced']);
      t.actor.send({ type: 'SUBMIT', fields: { amount: '600' }, at: TAP });
      await runChecks(t, RECONCILE_CHECKS);
      await waitFor(t.actor, () => t.notes.length === 1);
      expect(t.actor.getSnapshot().hasTag('locked')).toBe(true);
      expect(t.notes).toEqual([{ kind: 'failure', message: 'Could not confirm. Look first.' }]);
      t.actor.send({ type: 'SUBMIT', fields: { amount: '600' }, at: TAP });
      expect(t.calls).toHaveLength(1);
      // a while later, still unreadable: no second notice
      t.clock.increment(RECONCILE_RECHECK_MS);
      await waitFor(t.actor, () => t.checks.length === RECONCILE_CHECKS + 1);
      await Promise.resolve();
      expect(t.notes).toHaveLength(1);
      // back online: looked up at once; not there → the not-sent text, the form usable again
      t.actor.send({ type: 'RECHECK' });
      await waitFor(t.actor, (s) => s.matches('idle'));
      expect(t.notes.map((n) => n.message)).toEqual(['Could not confirm. Look first.', 'Not sent. Try again.']);
      expect(t.actor.getSnapshot().hasTag('locked')).toBe(false);
    });

    it('a failure flagged notSent (offline before sending) is not looked up: its text, idle', async () => {
      const offline: SubmitReply = { kind: 'failure', message: 'No internet connection.', notSent: true };
      const t = start(offline, { confirm: TEXTS });
      t.actor.send({ type: 'SUBMIT', fields: { amount: '600' }, at: TAP });
      await waitFor(t.actor, (s) => s.matches('idle') && s.context.error !== '');
      expect(t.checks).toHaveLength(0);
      expect(t.notes).toEqual([{ kind: 'failure', message: 'No internet connection.' }]);
    });

    it("the server's own failure is not checked; a form without confirm texts goes back to idle as before", async () => {
      const own = start({ kind: 'failure', message: 'Insufficient Wallet balance' }, { confirm: TEXTS });
      own.actor.send({ type: 'SUBMIT', fields: { amount: '600' }, at: TAP });
      await waitFor(own.actor, (s) => s.matches('idle') && s.context.error !== '');
      expect(own.checks).toHaveLength(0);
      const plain = start(LOST);
      plain.actor.send({ type: 'SUBMIT', fields: { amount: '600' }, at: TAP });
      await waitFor(plain.actor, (s) => s.matches('idle') && s.context.error !== '');
      expect(plain.notes).toEqual([{ kind: 'failure', message: LOST.message }]);
    });
  });
});
