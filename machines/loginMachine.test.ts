import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { LOGIN_MESSAGES, loginMachine, type SendOtpResult, type VerifyOtpInput, type VerifyOtpResult } from './loginMachine';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(
  sendReply: SendOtpResult | Error = { kind: 'ok', message: 'OTP sent', purpose: 0 },
  verifyReply: VerifyOtpResult | Error = { kind: 'ok', message: 'Welcome', userId: '42' },
  input: { agentId?: string } = {},
) {
  const sendCalls: Array<{ mobile: string }> = [];
  const verifyCalls: VerifyOtpInput[] = [];
  const machine = loginMachine.provide({
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
  return { actor, sendCalls, verifyCalls };
}

describe('loginMachine', () => {
  it('starts on the phone step, not busy', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('phone');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().hasTag('otpStep')).toBe(false);
  });

  it('empty phone: "Please enter Mobile Number." and no call', () => {
    const { actor, sendCalls } = start();
    actor.send({ type: 'SEND_OTP', mobile: '   ' });
    expect(actor.getSnapshot().value).toBe('phone');
    expect(actor.getSnapshot().context.error).toBe(LOGIN_MESSAGES.emptyMobile);
    expect(sendCalls).toHaveLength(0);
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

  it('send failure → back to the phone step with the server message', async () => {
    const { actor } = start({ kind: 'failure', message: 'Blocked number' });
    actor.send({ type: 'SEND_OTP', mobile: '9000000010' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('phone');
    expect(actor.getSnapshot().context.error).toBe('Blocked number');
  });

  it('a rejected send (network) → phone step with the error text', async () => {
    const { actor } = start(new Error('No internet connection'));
    actor.send({ type: 'SEND_OTP', mobile: '9000000010' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().context.error).toBe('No internet connection');
  });

  it('empty OTP: "Please enter OTP." and no call', async () => {
    const { actor, verifyCalls } = start();
    actor.send({ type: 'SEND_OTP', mobile: '9000000010' });
    await waitFor(actor, (s) => s.matches('otp'));
    actor.send({ type: 'VERIFY', otp: '' });
    expect(actor.getSnapshot().value).toBe('otp');
    expect(actor.getSnapshot().context.error).toBe(LOGIN_MESSAGES.emptyOtp);
    expect(actor.getSnapshot().context.message).toBe('');
    expect(verifyCalls).toHaveLength(0);
  });

  it('verify sends mobile, otp, refferal and agentId; success outputs the user id', async () => {
    const { actor, verifyCalls } = start(undefined, undefined, { agentId: 'AG7' });
    actor.send({ type: 'SEND_OTP', mobile: '9000000010' });
    await waitFor(actor, (s) => s.matches('otp'));
    actor.send({ type: 'CHANGE', field: 'refferal', value: '9000000001' });
    actor.send({ type: 'VERIFY', otp: '1234' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(verifyCalls).toEqual([{ mobile: '9000000010', otp: '1234', refferal: '9000000001', agentId: 'AG7' }]);
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().output).toEqual({ userId: '42', mobile: '9000000010' });
  });

  it('verify failure → back to the OTP step with the server message; can retry', async () => {
    const { actor, verifyCalls } = start(undefined, { kind: 'failure', message: 'Invalid OTP' });
    actor.send({ type: 'SEND_OTP', mobile: '9000000010' });
    await waitFor(actor, (s) => s.matches('otp'));
    actor.send({ type: 'VERIFY', otp: '0000' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('otp');
    expect(actor.getSnapshot().context.error).toBe('Invalid OTP');
    actor.send({ type: 'VERIFY', otp: '1111' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(verifyCalls.map((c) => c.otp)).toEqual(['0000', '1111']);
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
  });
});
