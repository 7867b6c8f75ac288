import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { OTP_EMPTY_MOBILE, otpButtonDisabled, otpButtonLabel, otpCooldownMachine } from './otpCooldownMachine';
import { advance } from './test-helpers';
import { MSG } from '../domain/messages';
import type { Notice, ServerReply } from './types';

function start(reply: ServerReply | Error = { kind: 'ok', message: 'OTP send successfully!' }, input?: { seconds?: number; emptyMobileMessage?: string; now?: () => number }) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const notes: Notice[] = [];
  const machine = otpCooldownMachine.provide({
    actions: { notify: (_, n) => void notes.push(n) },
    actors: {
      sendOtp: fromPromise<ServerReply, { mobile: string }>(async ({ input: i }) => {
        calls.push(i.mobile);
        if (reply instanceof Error) throw reply;
        return reply;
      }),
    },
  });
  const actor = createActor(machine, { clock, input: input ?? {} }).start();
  const label = () => otpButtonLabel(actor.getSnapshot());
  return { actor, clock, calls, label, notes };
}

describe('otpCooldownMachine', () => {
  it("shows 'OTP' and is enabled when idle", () => {
    const { actor, label } = start();
    expect(label()).toBe('OTP');
    expect(otpButtonDisabled(actor.getSnapshot())).toBe(false);
  });

  it('starts with no text, and a machine started without input waits the default 60 s', async () => {
    const { actor } = start();
    expect([actor.getSnapshot().context.error, actor.getSnapshot().context.message]).toEqual(['', '']);
    const bare = createActor(otpCooldownMachine, { clock: new SimulatedClock(), input: undefined as never }).start();
    expect(bare.getSnapshot().context).toEqual({ seconds: 60, remaining: 0, now: null, until: null, emptyMobileMessage: OTP_EMPTY_MOBILE, error: '', message: '' });
    bare.send({ type: 'SENT' });
    expect(otpButtonLabel(bare.getSnapshot())).toBe('WAIT 60s');
  });

  it('a failure reply without text says so in general words, never an empty error', async () => {
    const { actor, notes } = start({ kind: 'failure', message: '' });
    actor.send({ type: 'SEND', mobile: '9000000010' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== '');
    expect(actor.getSnapshot().context.error).toBe(MSG.generic);
    expect(notes).toEqual([{ kind: 'failure', message: MSG.generic }]);
  });

  it('sends the mobile trimmed', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SEND', mobile: ' 9000000010 ' });
    await waitFor(actor, (s) => s.matches('cooling'));
    expect(calls).toEqual(['9000000010']);
  });

  it('without a clock, each tick takes one second off; at the end nothing is left to wait', () => {
    const { actor, clock } = start(undefined, { seconds: 2 });
    actor.send({ type: 'SENT' });
    expect(actor.getSnapshot().context).toMatchObject({ remaining: 2, until: null });
    clock.increment(1000);
    expect(actor.getSnapshot().context).toMatchObject({ remaining: 1, until: null });
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ remaining: 0, until: null });
  });

  it('a new send after a failed one clears the old texts while it is out', async () => {
    const { actor } = start({ kind: 'failure', message: 'Mobile not registered' });
    actor.send({ type: 'SEND', mobile: '9000000010' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== '');
    actor.send({ type: 'SEND', mobile: '9000000011' });
    expect([actor.getSnapshot().context.error, actor.getSnapshot().context.message]).toEqual(['', '']);
  });

  it("an empty mobile after the wait takes the last send's text away", async () => {
    const { actor, clock } = start();
    actor.send({ type: 'SEND', mobile: '9000000010' });
    await waitFor(actor, (s) => s.hasTag('cooling'));
    for (let i = 0; i < 60; i++) clock.increment(1000);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('OTP send successfully!');
    actor.send({ type: 'SEND', mobile: '  ' });
    expect(actor.getSnapshot().context.message).toBe('');
    expect(actor.getSnapshot().context.error).toBe(OTP_EMPTY_MOBILE);
  });

  it('SENT after a failure starts the wait with no error left', async () => {
    const { actor } = start({ kind: 'failure', message: 'Mobile not registered' });
    actor.send({ type: 'SEND', mobile: '9000000010' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== '');
    actor.send({ type: 'SENT' });
    expect(actor.getSnapshot().hasTag('cooling')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('');
  });

  it("after a successful send: 'WAIT 60s' … 'WAIT 1s', then 'OTP' after 60 s", async () => {
    const { actor, clock, calls, label } = start();
    actor.send({ type: 'SEND', mobile: ' 9000000010 ' });
    expect(otpButtonDisabled(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.hasTag('cooling'));
    expect(calls).toEqual(['9000000010']);
    expect(actor.getSnapshot().context.message).toBe('OTP send successfully!');
    const seen: string[] = [label()];
    for (let i = 0; i < 59; i++) {
      clock.increment(1000);
      seen.push(label());
    }
    expect(seen[0]).toBe('WAIT 60s');
    expect(seen[1]).toBe('WAIT 59s');
    expect(seen[59]).toBe('WAIT 1s');
    expect(new Set(seen).size).toBe(60);
    expect(otpButtonDisabled(actor.getSnapshot())).toBe(true);
    clock.increment(999);
    expect(label()).toBe('WAIT 1s');
    clock.increment(1);
    expect(label()).toBe('OTP');
    expect(otpButtonDisabled(actor.getSnapshot())).toBe(false);
  });

  it('SEND is ignored while cooling; the reply was notified once', async () => {
    const { actor, clock, calls, notes } = start();
    actor.send({ type: 'SEND', mobile: '9' });
    await waitFor(actor, (s) => s.hasTag('cooling'));
    expect(notes).toEqual([{ kind: 'ok', message: 'OTP send successfully!' }]);
    advance(clock, 5000);
    actor.send({ type: 'SEND', mobile: '9' });
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.remaining).toBe(55);
  });

  it('empty mobile: the message (notified) and no call (configurable text)', () => {
    const a = start();
    a.actor.send({ type: 'SEND', mobile: '' });
    expect(a.actor.getSnapshot().context.error).toBe(OTP_EMPTY_MOBILE);
    expect(a.notes).toEqual([{ kind: 'failure', message: 'Please enter mobile number' }]);
    expect(a.calls).toHaveLength(0);
    const b = start(undefined, { emptyMobileMessage: 'Enter required fields.' });
    b.actor.send({ type: 'SEND', mobile: ' ' });
    expect(b.actor.getSnapshot().context.error).toBe('Enter required fields.');
  });

  it('a failed send does not start the wait and carries (and notifies) the server message', async () => {
    const { actor, label, notes } = start({ kind: 'failure', message: 'Too many requests' });
    actor.send({ type: 'SEND', mobile: '9' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(label()).toBe('OTP');
    expect(actor.getSnapshot().context.error).toBe('Too many requests');
    expect(notes).toEqual([{ kind: 'failure', message: 'Too many requests' }]);
  });

  it('a rejected send carries the error text', async () => {
    const { actor } = start(new Error('No internet connection'));
    actor.send({ type: 'SEND', mobile: '9' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('No internet connection');
  });

  it('SENT starts the wait without a call; custom length', () => {
    const { actor, clock, calls, label } = start(undefined, { seconds: 3 });
    actor.send({ type: 'SENT' });
    expect(label()).toBe('WAIT 3s');
    advance(clock, 2000);
    expect(label()).toBe('WAIT 1s');
    clock.increment(1000);
    expect(label()).toBe('OTP');
    expect(calls).toHaveLength(0);
    actor.send({ type: 'SENT' });
    expect(label()).toBe('WAIT 3s');
  });
});

describe('otpCooldownMachine on the client clock (input.now)', () => {
  it('a clock that runs with the ticks gives the same labels: WAIT 60s … WAIT 1s, then OTP', () => {
    const holder: { clock?: SimulatedClock } = {};
    const { actor, clock, label } = start(undefined, { now: () => holder.clock!.now() });
    holder.clock = clock;
    actor.send({ type: 'SENT' });
    const seen: string[] = [label()];
    for (let i = 0; i < 59; i++) {
      clock.increment(1000);
      seen.push(label());
    }
    expect(seen[0]).toBe('WAIT 60s');
    expect(seen[59]).toBe('WAIT 1s');
    expect(new Set(seen).size).toBe(60);
    clock.increment(1000);
    expect(label()).toBe('OTP');
    expect(otpButtonDisabled(actor.getSnapshot())).toBe(false);
  });

  it('a frozen clock holds the wait; advanced, the wait shortens at the next tick; set back, it never grows past its length', () => {
    let t = Date.parse('2026-01-10T06:30:00Z');
    const { actor, clock, label } = start(undefined, { now: () => t });
    actor.send({ type: 'SENT' });
    advance(clock, 5000); // ticks, but the clock is frozen
    expect(label()).toBe('WAIT 60s');
    t += 30_000; // QA advances the simulator clock by 30 s
    clock.increment(1000);
    expect(label()).toBe('WAIT 30s');
    t -= 3_600_000; // set back an hour
    clock.increment(1000);
    expect(label()).toBe('WAIT 60s');
    t += 59_500;
    clock.increment(1000);
    expect(label()).toBe('WAIT 1s');
    t += 500;
    clock.increment(1000);
    expect(label()).toBe('OTP');
  });
});
