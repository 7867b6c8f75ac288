import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { LOGIN_MESSAGES, loginMachine, type LoginInput, type SendOtpResult, type VerifyOtpInput, type VerifyOtpResult } from './loginMachine';
import type { Notice } from './types';
import { deferred } from './test-helpers';

function start(
  sendReply: SendOtpResult | Error = { kind: 'ok', message: 'OTP sent', purpose: 0 },
  verifyReply: VerifyOtpResult | Error = { kind: 'ok', message: 'Welcome', userId: '42' },
  input: { agentId?: string } = {},
) {
  const sendCalls: Array<{ mobile: string }> = [];
  const verifyCalls: VerifyOtpInput[] = [];
  const notes: Notice[] = [];
  const logins: Array<{ userId: string; mobile: string }> = [];
  const machine = loginMachine.provide({
    actions: {
      notify: (_, n) => void notes.push(n),
      loggedIn: (_, l) => void logins.push(l),
    },
    actors: {
      sendOtp: fromPromise<SendOtpResult, { mobile: string }>(async ({ input }) => {
        sendCalls.push(input);
        if (sendReply instanceof Error) throw sendReply;
        return sendReply;
      }),
      verifyOtp: fromPromise<VerifyOtpResult, VerifyOtpInput>(async ({ input }) => {
        verifyCalls.push(input);
        if (verifyReply instanceof Error) throw verifyReply;
        return verifyReply;
      }),
    },
  });
  const actor = createActor(machine, { clock: new SimulatedClock(), input }).start();
  return { actor, sendCalls, verifyCalls, notes, logins };
}

describe('loginMachine', () => {
  it('starts on the phone step, not busy', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('phone');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().hasTag('otpStep')).toBe(false);
  });

  it('starts with an empty form, the referral hidden and nothing to say', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context).toEqual({
      mobile: '',
      otp: '',
      refferal: '',
      agentId: '',
      showReferral: false,
      error: '',
      message: '',
      messageKind: null,
      userId: '',
    });
  });

  it('starts with the mobile and agent id it is given; started with no input at all, with neither', () => {
    const given = createActor(loginMachine, { input: { mobile: '9000000010', agentId: 'AG7' } }).start();
    expect(given.getSnapshot().context).toMatchObject({ mobile: '9000000010', agentId: 'AG7' });
    const bare = createActor(loginMachine, {} as { input: LoginInput }).start();
    expect(bare.getSnapshot().context).toMatchObject({ mobile: '', agentId: '' });
    expect(bare.getSnapshot().value).toBe('phone');
  });

  it('a valid send clears the last empty-phone error; the number is sent trimmed', async () => {
    const { actor, sendCalls } = start();
    actor.send({ type: 'SEND_OTP', mobile: '' });
    expect(actor.getSnapshot().context.error).toBe(LOGIN_MESSAGES.emptyMobile);
    actor.send({ type: 'SEND_OTP', mobile: ' 9000000010 ' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context).toMatchObject({ error: '', message: '', messageKind: null, mobile: '9000000010' });
    await waitFor(actor, (s) => s.matches('otp'));
    expect(sendCalls).toEqual([{ mobile: '9000000010' }]);
  });

  it('the mobile typed into the form (CHANGE) is the one sent when SEND_OTP names none', async () => {
    const { actor, sendCalls } = start();
    actor.send({ type: 'CHANGE', field: 'mobile', value: '9000000011' });
    expect(actor.getSnapshot().context.mobile).toBe('9000000011');
    actor.send({ type: 'SEND_OTP' });
    await waitFor(actor, (s) => s.matches('otp'));
    expect(sendCalls).toEqual([{ mobile: '9000000011' }]);
  });

  it('empty phone: "Please enter Mobile Number." (notified) and no call', () => {
    const { actor, sendCalls, notes } = start();
    actor.send({ type: 'SEND_OTP', mobile: '   ' });
    expect(actor.getSnapshot().value).toBe('phone');
    expect(actor.getSnapshot().context).toMatchObject({ error: LOGIN_MESSAGES.emptyMobile, message: '', messageKind: null });
    expect(notes).toEqual([{ kind: 'failure', message: 'Please enter Mobile Number.' }]);
    expect(sendCalls).toHaveLength(0);
  });

  it('reports every reply through notify and the login through loggedIn, in that order', async () => {
    const order: string[] = [];
    const machine = loginMachine.provide({
      actors: {
        sendOtp: fromPromise<SendOtpResult, { mobile: string }>(async () => ({ kind: 'warning', message: 'OTP sent', purpose: 0 })),
        verifyOtp: fromPromise<VerifyOtpResult, VerifyOtpInput>(async () => ({ kind: 'ok', message: 'Welcome', userId: '42' })),
      },
      actions: {
        notify: (_, n) => void order.push(`notify ${n.kind} ${n.message}`),
        loggedIn: (_, l) => void order.push(`loggedIn ${l.userId} ${l.mobile}`),
      },
    });
    const actor = createActor(machine, { clock: new SimulatedClock(), input: {} }).start();
    actor.send({ type: 'SEND_OTP', mobile: '9000000010' });
    await waitFor(actor, (s) => s.matches('otp'));
    actor.send({ type: 'VERIFY', otp: '1234' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(order).toEqual(['notify warning OTP sent', 'notify ok Welcome', 'loggedIn 42 9000000010']);
  });

  it('send → busy overlay → otp step with the server message; referral hidden unless purpose 1', async () => {
    const { actor, sendCalls } = start();
    actor.send({ type: 'CHANGE', field: 'mobile', value: ' 9000000010 ' });
    actor.send({ type: 'SEND_OTP' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('otp'));
    expect(sendCalls).toEqual([{ mobile: '9000000010' }]);
    const ctx = actor.getSnapshot().context;
    expect(ctx).toMatchObject({ message: 'OTP sent', messageKind: 'ok', error: '', showReferral: false });
    expect(actor.getSnapshot().hasTag('otpStep')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('purpose 1 reveals the referral field; warning kind is kept', async () => {
    const { actor } = start({ kind: 'warning', message: 'New user', purpose: 1 });
    actor.send({ type: 'SEND_OTP', mobile: '9000000010' });
    await waitFor(actor, (s) => s.matches('otp'));
    expect(actor.getSnapshot().context).toMatchObject({ showReferral: true, messageKind: 'warning', message: 'New user' });
  });

  it('send failure → back to the phone step with the server message (notified)', async () => {
    const { actor, notes } = start({ kind: 'failure', message: 'Blocked number' });
    actor.send({ type: 'SEND_OTP', mobile: '9000000010' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('phone');
    expect(actor.getSnapshot().context.error).toBe('Blocked number');
    expect(notes).toEqual([{ kind: 'failure', message: 'Blocked number' }]);
  });

  it('a rejected send (network) → phone step with the error text', async () => {
    const { actor } = start(new Error('No internet connection'));
    actor.send({ type: 'SEND_OTP', mobile: '9000000010' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().context.error).toBe('No internet connection');
  });

  it('empty OTP: "Please enter OTP." (notified) and no call', async () => {
    const { actor, verifyCalls, notes } = start();
    actor.send({ type: 'SEND_OTP', mobile: '9000000010' });
    await waitFor(actor, (s) => s.matches('otp'));
    actor.send({ type: 'VERIFY', otp: '' });
    expect(actor.getSnapshot().value).toBe('otp');
    expect(actor.getSnapshot().context.error).toBe(LOGIN_MESSAGES.emptyOtp);
    expect(actor.getSnapshot().context.message).toBe('');
    expect(notes.at(-1)).toEqual({ kind: 'failure', message: 'Please enter OTP.' });
    expect(verifyCalls).toHaveLength(0);
  });

  it('an OTP of spaces is empty: "Please enter OTP." and no call; a later VERIFY clears the error and sends it trimmed', async () => {
    const { actor, verifyCalls } = start();
    actor.send({ type: 'SEND_OTP', mobile: '9000000010' });
    await waitFor(actor, (s) => s.matches('otp'));
    actor.send({ type: 'VERIFY', otp: '   ' });
    expect(actor.getSnapshot().value).toBe('otp');
    expect(actor.getSnapshot().context).toMatchObject({ error: LOGIN_MESSAGES.emptyOtp, message: '', messageKind: null });
    expect(verifyCalls).toHaveLength(0);
    actor.send({ type: 'VERIFY', otp: ' 1234 ', refferal: ' 9000000001 ' });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(actor.getSnapshot().hasTag('otpStep')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('');
    await waitFor(actor, (s) => s.status === 'done');
    expect(verifyCalls).toEqual([{ mobile: '9000000010', otp: '1234', refferal: '9000000001', agentId: '' }]);
  });

  it('the OTP and referral typed into the form (CHANGE) are the ones verified when VERIFY names none', async () => {
    const { actor, verifyCalls } = start();
    actor.send({ type: 'SEND_OTP', mobile: '9000000010' });
    await waitFor(actor, (s) => s.matches('otp'));
    actor.send({ type: 'CHANGE', field: 'otp', value: '4321' });
    actor.send({ type: 'CHANGE', field: 'refferal', value: '9000000002' });
    actor.send({ type: 'VERIFY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(verifyCalls).toEqual([{ mobile: '9000000010', otp: '4321', refferal: '9000000002', agentId: '' }]);
  });

  it('the user id of a login is read trimmed; a failure or a blank user id is not a login even with an id', async () => {
    const trimmed = start(undefined, { kind: 'ok', message: 'Welcome', userId: ' 42 ' });
    trimmed.actor.send({ type: 'SEND_OTP', mobile: '9000000010' });
    await waitFor(trimmed.actor, (s) => s.matches('otp'));
    trimmed.actor.send({ type: 'VERIFY', otp: '1' });
    await waitFor(trimmed.actor, (s) => s.status === 'done');
    expect(trimmed.logins).toEqual([{ userId: '42', mobile: '9000000010' }]);
    expect(trimmed.notes.at(-1)).toEqual({ kind: 'ok', message: 'Welcome' });

    for (const reply of [{ kind: 'failure', message: 'Invalid OTP', userId: '42' }, { kind: 'ok', message: '', userId: '   ' }] as VerifyOtpResult[]) {
      const { actor, logins } = start(undefined, reply);
      actor.send({ type: 'SEND_OTP', mobile: '9000000010' });
      await waitFor(actor, (s) => s.matches('otp'));
      actor.send({ type: 'VERIFY', otp: '1' });
      await waitFor(actor, (s) => !s.hasTag('busy'));
      expect(actor.getSnapshot().value).toBe('otp');
      expect(logins).toEqual([]);
    }
  });

  it('a rejected verify (network) → back to the OTP step with the error text, no login', async () => {
    const { actor, logins } = start(undefined, new Error('Network error'));
    actor.send({ type: 'SEND_OTP', mobile: '9000000010' });
    await waitFor(actor, (s) => s.matches('otp'));
    actor.send({ type: 'VERIFY', otp: '1234' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('otp');
    expect(actor.getSnapshot().context.error).toBe('Network error');
    expect(logins).toEqual([]);
  });

  it('verify sends mobile, otp, refferal and agentId; success outputs the user id and reports the login', async () => {
    const { actor, verifyCalls, logins } = start(undefined, undefined, { agentId: 'AG7' });
    actor.send({ type: 'SEND_OTP', mobile: '9000000010' });
    await waitFor(actor, (s) => s.matches('otp'));
    actor.send({ type: 'CHANGE', field: 'refferal', value: '9000000001' });
    actor.send({ type: 'VERIFY', otp: '1234' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(verifyCalls).toEqual([{ mobile: '9000000010', otp: '1234', refferal: '9000000001', agentId: 'AG7' }]);
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context).toMatchObject({ userId: '42', message: 'Welcome', messageKind: 'ok', error: '' });
    expect(actor.getSnapshot().output).toEqual({ userId: '42', mobile: '9000000010' });
    expect(logins).toEqual([{ userId: '42', mobile: '9000000010' }]);
  });

  it('verify failure → back to the OTP step with the server message; can retry; no login reported', async () => {
    const { actor, verifyCalls, notes, logins } = start(undefined, { kind: 'failure', message: 'Invalid OTP' });
    actor.send({ type: 'SEND_OTP', mobile: '9000000010' });
    await waitFor(actor, (s) => s.matches('otp'));
    actor.send({ type: 'VERIFY', otp: '0000' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('otp');
    expect(actor.getSnapshot().context.error).toBe('Invalid OTP');
    actor.send({ type: 'VERIFY', otp: '1111' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(verifyCalls.map((c) => c.otp)).toEqual(['0000', '1111']);
    expect(notes.filter((n) => n.kind === 'failure').map((n) => n.message)).toEqual(['Invalid OTP', 'Invalid OTP']);
    expect(logins).toEqual([]);
  });

  it('ok without a user id is not a login', async () => {
    const { actor } = start(undefined, { kind: 'ok', message: '' });
    actor.send({ type: 'SEND_OTP', mobile: '9000000010' });
    await waitFor(actor, (s) => s.matches('otp'));
    actor.send({ type: 'VERIFY', otp: '1' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('otp');
    expect(actor.getSnapshot().context.error).toBe(LOGIN_MESSAGES.loginFailed);
  });

  it('a double VERIFY while verifying is ignored (one call)', async () => {
    const d = deferred<VerifyOtpResult>();
    let calls = 0;
    const machine = loginMachine.provide({
      actors: {
        sendOtp: fromPromise<SendOtpResult, { mobile: string }>(async () => ({ kind: 'ok', message: '' })),
        verifyOtp: fromPromise<VerifyOtpResult, VerifyOtpInput>(() => {
          calls++;
          return d.promise;
        }),
      },
    });
    const actor = createActor(machine, { clock: new SimulatedClock(), input: {} }).start();
    actor.send({ type: 'SEND_OTP', mobile: '9' });
    await waitFor(actor, (s) => s.matches('otp'));
    actor.send({ type: 'VERIFY', otp: '1' });
    actor.send({ type: 'VERIFY', otp: '1' });
    d.resolve({ kind: 'ok', message: '', userId: '5' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toBe(1);
  });

  it('the default actors reject until provided', async () => {
    const actor = createActor(loginMachine, { clock: new SimulatedClock(), input: {} }).start();
    actor.send({ type: 'SEND_OTP', mobile: '9' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().context.error).toBe('sendOtp actor not provided');
    const verifying = createActor(
      loginMachine.provide({ actors: { sendOtp: fromPromise<SendOtpResult, { mobile: string }>(async () => ({ kind: 'ok', message: '' })) } }),
      { input: {} },
    ).start();
    verifying.send({ type: 'SEND_OTP', mobile: '9' });
    await waitFor(verifying, (s) => s.matches('otp'));
    verifying.send({ type: 'VERIFY', otp: '1' });
    await waitFor(verifying, (s) => !s.hasTag('busy'));
    expect(verifying.getSnapshot().context.error).toBe('verifyOtp actor not provided');
  });
});
