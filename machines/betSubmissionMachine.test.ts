import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  betSubmissionMachine,
  playButtonLabel,
  isInFlight,
  isProcessing,
  type BetNotice,
  type BetReceiptOffer,
  type BetTabKind,
  type BetRequest,
} from './betSubmissionMachine';
import { advance } from './testClock';
import type { ServerReply } from './types';

const REQUEST: BetRequest = { gameId: '3', lines: [{ bet_numbers: '07', bet_money: 10, type: 1 }], total: 10 };

/** Lets the fake actor's promise settle. */
const settle = () => new Promise((r) => setTimeout(r, 0));

function start(kind: BetTabKind, reply: ServerReply | Error = { kind: 'ok', message: 'Bet placed successfully' }) {
  const clock = new SimulatedClock();
  const calls: BetRequest[] = [];
  let cleared = 0;
  const notes: BetNotice[] = [];
  const receipts: BetRequest[] = [];
  const offers: BetReceiptOffer[] = [];
  const machine = betSubmissionMachine.provide({
    actors: {
      placeBet: fromPromise<ServerReply, BetRequest>(async ({ input }) => {
        calls.push(input);
        if (reply instanceof Error) throw reply;
        return reply;
      }),
    },
    actions: {
      clearBets: () => void cleared++,
      notify: (_, n) => void notes.push(n),
      showReceipt: (_, { request }) => void receipts.push(request),
      offerReceipt: (_, o) => void offers.push(o),
    },
  });
  const actor = createActor(machine, { clock, input: { kind } });
  actor.start();
  return { actor, clock, calls, notes, receipts, offers, cleared: () => cleared };
}

describe('betSubmissionMachine', () => {
  it("idle: PLAY enabled; PLAY → 'Processing...' and the call only after 1000 ms", async () => {
    const { actor, clock, calls } = start('JODI');
    expect(playButtonLabel(actor.getSnapshot())).toBe('PLAY');
    expect(isProcessing(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'PLAY', request: REQUEST });
    expect(playButtonLabel(actor.getSnapshot())).toBe('Processing...');
    expect(isProcessing(actor.getSnapshot())).toBe(true);
    advance(clock, 999);
    await settle();
    expect(calls).toHaveLength(0);
    advance(clock, 1);
    await settle();
    expect(calls).toEqual([REQUEST]);
  });

  it('success: notify the server message, clear bets, open the receipt after another 1000 ms, done', async () => {
    const { actor, clock, notes, cleared, receipts, offers } = start('CROSSING');
    actor.send({ type: 'PLAY', request: REQUEST });
    advance(clock, 1000);
    await waitFor(actor, (s) => s.matches('success'));
    expect(notes).toEqual([{ kind: 'ok', message: 'Bet placed successfully', betKind: 'CROSSING', onScreen: true }]);
    expect(cleared()).toBe(1);
    expect(isProcessing(actor.getSnapshot())).toBe(true);
    advance(clock, 999);
    expect(actor.getSnapshot().status).toBe('active');
    expect(receipts).toEqual([]);
    advance(clock, 1);
    expect(receipts).toEqual([REQUEST]);
    expect(offers).toEqual([]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'CROSSING', message: 'Bet placed successfully', request: REQUEST });
  });

  it('a warning reply (status 2) counts as placed', async () => {
    const { actor, clock, notes } = start('JODI', { kind: 'warning', message: 'Placed, low balance' });
    actor.send({ type: 'PLAY', request: REQUEST });
    advance(clock, 1000);
    await waitFor(actor, (s) => s.matches('success'));
    expect(notes[0]).toMatchObject({ kind: 'warning', message: 'Placed, low balance' });
  });

  it('a double PLAY while processing is ignored: placeBet is invoked once', async () => {
    const { actor, clock, calls } = start('JODI');
    actor.send({ type: 'PLAY', request: REQUEST });
    actor.send({ type: 'PLAY', request: REQUEST });
    advance(clock, 500);
    actor.send({ type: 'PLAY', request: REQUEST });
    advance(clock, 500);
    await waitFor(actor, (s) => s.matches('success'));
    actor.send({ type: 'PLAY', request: REQUEST });
    advance(clock, 1000);
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('JODI failure: back to idle with the message; PLAY works again', async () => {
    const { actor, clock, calls, notes, cleared } = start('JODI', { kind: 'failure', message: 'Insufficient balance' });
    actor.send({ type: 'PLAY', request: REQUEST });
    advance(clock, 1000);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.message).toBe('Insufficient balance');
    expect(notes).toEqual([{ kind: 'failure', message: 'Insufficient balance', betKind: 'JODI', onScreen: true }]);
    expect(isProcessing(actor.getSnapshot())).toBe(false);
    expect(cleared()).toBe(0);
    actor.send({ type: 'PLAY', request: REQUEST });
    advance(clock, 1000);
    await settle();
    expect(calls).toHaveLength(2);
  });

  it.each(['CROSSING', 'COPY PASTE'] as const)('%s failure: the message shows and the processing flag stays set', async (kind) => {
    const { actor, clock, calls, notes } = start(kind, { kind: 'failure', message: 'Market closed' });
    actor.send({ type: 'PLAY', request: REQUEST });
    advance(clock, 1000);
    await waitFor(actor, (s) => s.matches('stuck'));
    expect(notes).toEqual([{ kind: 'failure', message: 'Market closed', betKind: kind, onScreen: true }]);
    expect(playButtonLabel(actor.getSnapshot())).toBe('Processing...');
    actor.send({ type: 'PLAY', request: REQUEST });
    advance(clock, 5000);
    await settle();
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('stuck');
  });

  it('a rejected call (unknown outcome): JODI idle, CROSSING stuck, both with the error text', async () => {
    const j = start('JODI', new Error('The server took too long to respond. Please try again.'));
    j.actor.send({ type: 'PLAY', request: REQUEST });
    advance(j.clock, 1000);
    await waitFor(j.actor, (s) => s.matches('idle'));
    expect(j.actor.getSnapshot().context.message).toBe('The server took too long to respond. Please try again.');
    const c = start('CROSSING', new Error('No internet connection'));
    c.actor.send({ type: 'PLAY', request: REQUEST });
    advance(c.clock, 1000);
    await waitFor(c.actor, (s) => s.matches('stuck'));
    expect(c.notes[0]).toMatchObject({ kind: 'failure', message: 'No internet connection' });
  });

  it('a failure without text gets a generic message', async () => {
    const { actor, clock } = start('JODI', { kind: 'failure', message: '' });
    actor.send({ type: 'PLAY', request: REQUEST });
    advance(clock, 1000);
    await waitFor(actor, (s) => s.matches('idle') && s.context.message !== '');
    expect(actor.getSnapshot().context.message).toBe('Something went wrong. Please try again.');
  });

  describe('the screen goes while the bet is in flight (LEAVE)', () => {
    it('the bet is still placed; the outcome is offered with the receipt, nothing is cleared or opened', async () => {
      const { actor, clock, calls, notes, cleared, receipts, offers } = start('CROSSING');
      actor.send({ type: 'PLAY', request: REQUEST });
      expect(isInFlight(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'LEAVE' });
      advance(clock, 1000);
      await waitFor(actor, (s) => s.matches('success'));
      expect(calls).toEqual([REQUEST]);
      expect(offers).toEqual([{ kind: 'ok', message: 'Bet placed successfully', request: REQUEST }]);
      expect(notes).toEqual([]);
      expect(cleared()).toBe(0);
      advance(clock, 1000);
      expect(actor.getSnapshot().status).toBe('done');
      expect(receipts).toEqual([]);
      expect(isInFlight(actor.getSnapshot())).toBe(false);
    });

    it('gone during the 1000 ms before the receipt: the receipt is offered instead of opened', async () => {
      const { actor, clock, notes, cleared, receipts, offers } = start('JODI');
      actor.send({ type: 'PLAY', request: REQUEST });
      advance(clock, 1000);
      await waitFor(actor, (s) => s.matches('success'));
      expect(notes).toHaveLength(1);
      expect(cleared()).toBe(1);
      advance(clock, 500);
      actor.send({ type: 'LEAVE' });
      expect(offers).toEqual([{ kind: 'ok', message: 'Bet placed successfully', request: REQUEST }]);
      advance(clock, 500);
      expect(actor.getSnapshot().status).toBe('done');
      expect(receipts).toEqual([]);
    });

    it('a failure after leaving is notified as off screen (the UI toasts it, even on JODI)', async () => {
      const { actor, clock, notes, offers } = start('JODI', { kind: 'failure', message: 'Market closed' });
      actor.send({ type: 'PLAY', request: REQUEST });
      actor.send({ type: 'LEAVE' });
      advance(clock, 1000);
      await waitFor(actor, (s) => s.matches('idle'));
      expect(notes).toEqual([{ kind: 'failure', message: 'Market closed', betKind: 'JODI', onScreen: false }]);
      expect(offers).toEqual([]);
      expect(isInFlight(actor.getSnapshot())).toBe(false);
    });

    it('idle and stuck are not in flight (nothing left to report)', async () => {
      const { actor, clock } = start('COPY PASTE', { kind: 'failure', message: 'No' });
      expect(isInFlight(actor.getSnapshot())).toBe(false);
      actor.send({ type: 'PLAY', request: REQUEST });
      advance(clock, 1000);
      await waitFor(actor, (s) => s.matches('stuck'));
      expect(isInFlight(actor.getSnapshot())).toBe(false);
      expect(isProcessing(actor.getSnapshot())).toBe(true);
    });
  });
});
