import { HttpResponse } from 'msw';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { betSubmissionMachine } from '../../machines/betSubmissionMachine';
import { loginMachine } from '../../machines/loginMachine';
import { otpCooldownMachine } from '../../machines/otpCooldownMachine';
import { advance } from '../../machines/test-helpers';
import { setupStore } from '../../src/app/store';
import { loginActors } from '../../src/features/auth/actors';
import { betActors, betLookups } from '../../src/features/betting/actors';
import { otpActors } from '../../src/ui/otpActors';
import { formOf, setupRecordingApi } from '../api/helpers';

const { captured, replies } = setupRecordingApi([{ name: 'app_id', value: 'a' }, { name: 'app_key', value: 'k' }]);

describe('machines driven by the real API layer', () => {
  it('login: send OTP (purpose 1 → referral), verify with agent id → logged in, session stored', async () => {
    const store = setupStore({ session: { userId: '', mobile: '' } });
    replies['Webservices/login'] = (c) =>
      formOf(c).otp ? { status: 1, msg: 'Login successfully!', id: '17' } : { status: 1, msg: 'OTP send successfully!', purpose: 1 };
    const actor = createActor(loginMachine.provide({ actors: loginActors(store.dispatch) }), {
      clock: new SimulatedClock(),
      input: { agentId: 'AG9' },
    }).start();
    actor.send({ type: 'SEND_OTP', mobile: '9876543210' });
    await waitFor(actor, (s) => s.matches('otp'));
    expect(actor.getSnapshot().context).toMatchObject({ showReferral: true, message: 'OTP send successfully!' });
    actor.send({ type: 'VERIFY', otp: '123456', refferal: '9876543211' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ userId: '17', mobile: '9876543210' });
    expect(store.getState().session).toEqual({ userId: '17', mobile: '9876543210' });
    expect(formOf(captured[1])).toMatchObject({ mobile: '9876543210', otp: '123456', refferal: '9876543211', agentId: 'AG9' });
    expect(store.getState().api.mutations).toEqual({});
  });

  it('login: no agent id → no agentId field; a wrong OTP returns to the OTP step with the server text', async () => {
    const store = setupStore({ session: { userId: '', mobile: '' } });
    replies['Webservices/login'] = (c) => (formOf(c).otp ? { status: 0, msg: 'Invalid OTP' } : { status: 1, msg: 'sent', purpose: 0 });
    const actor = createActor(loginMachine.provide({ actors: loginActors(store.dispatch) }), { clock: new SimulatedClock(), input: {} }).start();
    actor.send({ type: 'SEND_OTP', mobile: '9876543210' });
    await waitFor(actor, (s) => s.matches('otp'));
    actor.send({ type: 'VERIFY', otp: '1' });
    await waitFor(actor, (s) => s.matches('otp') && s.context.error !== '');
    expect(actor.getSnapshot().context.error).toBe('Invalid OTP');
    expect(Object.keys(formOf(captured[1]))).not.toContain('agentId');
    expect(store.getState().session.userId).toBe('');
  });

  it('OTP cooldown over api/otp.php', async () => {
    const store = setupStore({ session: { userId: '5', mobile: '9876543210' } });
    replies['api/otp.php'] = { return: true, message: 'OTP send successfully!' };
    const clock = new SimulatedClock();
    const actor = createActor(otpCooldownMachine.provide({ actors: otpActors(store.dispatch) }), { clock, input: {} }).start();
    actor.send({ type: 'SEND', mobile: '9876543210' });
    await waitFor(actor, (s) => s.hasTag('cooling'));
    expect(captured[0]!.query).toEqual({ num: '9876543210' });
    advance(clock, 60_000);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('bet submission over Webservices/game_bet; a server failure on CROSSING keeps the processing flag', async () => {
    const store = setupStore({ session: { userId: '5', mobile: '9876543210' } });
    replies['Webservices/game_bet'] = { status: 0, msg: 'Insufficient balance' };
    const clock = new SimulatedClock();
    const actor = createActor(betSubmissionMachine.provide({ actors: betActors(store.dispatch, { gameName: 'Gali' }) }), { clock, input: { kind: 'CROSSING' } }).start();
    actor.send({ type: 'PLAY', request: { gameId: '2', lines: [{ bet_numbers: '11', bet_money: 10, type: 1 }], total: 10 }, at: Date.now() });
    advance(clock, 1000);
    await waitFor(actor, (s) => s.matches('stuck'));
    expect(actor.getSnapshot().context.message).toBe('Insufficient balance');
    expect(formOf(captured.find((c) => c.path === 'Webservices/game_bet'))).toMatchObject({ user_id: '5', game_id: '2', game_type: '1', grand_total: '10' });
  });

  it('bet submission: my_bets and profile are marked before sending; an unreadable reply is reconciled with fresh ones; the bet new there is placed', async () => {
    const store = setupStore({ session: { userId: '5', mobile: '9876543210' } });
    const at = Date.parse('2026-01-10T06:30:00Z'); // 12:00:00 IST
    const earlier = { id: 8, game_name: 'Gali', type: 1, game_number: '11', money: '10', created_at: '2026-01-10 11:59:00', isResult: '0' };
    const placed = { ...earlier, id: 9, created_at: '2026-01-10 12:00:01' };
    let sent = false;
    replies['Webservices/game_bet'] = () => {
      sent = true;
      return new HttpResponse('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    };
    replies['Webservices/my_bets'] = () => HttpResponse.json({ status: 1, msg: 'My bets', data: sent ? [placed, earlier] : [earlier] });
    const clock = new SimulatedClock();
    const actor = createActor(betSubmissionMachine.provide({ actors: betActors(store.dispatch, { gameName: 'Gali' }) }), { clock, input: { kind: 'JODI' } }).start();
    actor.send({ type: 'PLAY', request: { gameId: '2', lines: [{ bet_numbers: '11', bet_money: 10, type: 1 }], total: 10 }, at });
    advance(clock, 1000);
    await waitFor(actor, (s) => s.matches('success'));
    expect(actor.getSnapshot().context.message).toBe('Your bet was placed.');
    expect(captured.map((c) => c.path)).toEqual(['Webservices/my_bets', 'Webservices/profile', 'Webservices/game_bet', 'Webservices/my_bets', 'Webservices/profile']);
  });

  it('bet submission: a look that cannot read the history says unknown; a mark that cannot read it fails', async () => {
    const store = setupStore({ session: { userId: '5', mobile: '9876543210' } });
    replies['Webservices/my_bets'] = { status: 0, msg: 'Server busy' };
    const { mark, check } = betLookups(store.dispatch, { gameName: 'Gali' });
    expect(await check({ request: { gameId: '2', lines: [{ bet_numbers: '11', bet_money: 10, type: 1 }], total: 10 }, since: 0, mark: null })).toBe('unknown');
    await expect(mark()).rejects.toThrow();
  });
});
