import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  betSubmissionMachine,
  playButtonLabel,
  isInFlight,
  isProcessing,
  isStuck,
  type BetLook,
  type BetNotice,
  type BetReceiptOffer,
  type BetTabKind,
  type BetRequest,
} from './betSubmissionMachine';
import { lookCheck, MARK_WAIT_MS, RECONCILE_CHECKS, RECONCILE_RECHECK_MS, RECONCILE_RETRY_MS, reconcileMachine } from './reconcileMachine';
import { advance, deferred, settle } from './test-helpers';
import type { ServerReply } from './types';
import type { BetHistoryMark, ReconcileVerdict } from '../domain/rules';
import { MSG } from '../domain/messages';

const REQUEST: BetRequest = { gameId: '3', lines: [{ bet_numbers: '07', bet_money: 10, type: 1 }], total: 10 };
/** the instant of the PLAY tap */
const T0 = Date.parse('2026-01-10T06:30:00Z');
const PLAY = { type: 'PLAY', request: REQUEST, at: T0 } as const;

/** the bid history before the bet went out */
const MARK: BetHistoryMark = { ids: ['501', '502'], wallet: 900 };

/**
 * `verdicts`: what each bid-history check finds, in order (an Error: the check itself failed).
 * `mark`: the history read before sending (an Error: it could not be read; a promise: it answers when the test says).
 */
function start(
  kind: BetTabKind,
  reply: ServerReply | Error = { kind: 'ok', message: 'Bet placed successfully' },
  verdicts: Array<ReconcileVerdict | Error> = [],
  mark: BetHistoryMark | Error | Promise<BetHistoryMark> = MARK,
) {
  const clock = new SimulatedClock();
  const calls: BetRequest[] = [];
  const marks: BetRequest[] = [];
  const checks: BetLook[] = [];
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
      mark: fromPromise<BetHistoryMark, BetRequest>(async ({ input }) => {
        marks.push(input);
        if (mark instanceof Error) throw mark;
        return mark;
      }),
      reconcile: reconcileMachine.provide({
        actors: {
          check: lookCheck<BetLook>(async (look) => {
            checks.push(look);
            const v = verdicts[checks.length - 1] ?? 'notPlaced';
            if (v instanceof Error) throw v;
            return v;
          }),
        },
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
  return { actor, clock, calls, marks, checks, notes, receipts, offers, cleared: () => cleared };
}

/** After a bet that was not placed: not processing, nothing cleared, and PLAY sends the request again. */
async function expectPlayableAgain({ actor, clock, calls, cleared }: Pick<ReturnType<typeof start>, 'actor' | 'clock' | 'calls' | 'cleared'>) {
  expect(isProcessing(actor.getSnapshot())).toBe(false);
  expect(cleared()).toBe(0);
  actor.send(PLAY);
  advance(clock, 1000);
  await settle();
  expect(calls).toHaveLength(2);
}

describe('betSubmissionMachine', () => {
  it('starts idle with nothing sent, marked or said', () => {
    const { actor } = start('CROSSING');
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({
      kind: 'CROSSING',
      request: null,
      playedAt: 0,
      mark: null,
      marked: false,
      unconfirmed: false,
      message: '',
      messageKind: null,
      onScreen: true,
    });
    expect(isStuck(actor.getSnapshot())).toBe(false);
  });

  it('a PLAY after a failure starts clean: the last text and its kind are gone while the new bet is out', async () => {
    const { actor, clock } = start('JODI', { kind: 'failure', message: 'Insufficient balance' });
    actor.send(PLAY);
    advance(clock, 1000);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context).toMatchObject({ message: 'Insufficient balance', messageKind: 'failure' });
    actor.send({ ...PLAY, at: T0 + 5000 });
    expect(actor.getSnapshot().context).toMatchObject({ message: '', messageKind: null, playedAt: T0 + 5000, marked: false, mark: null });
  });

  it('the bet is done once its receipt opened, and the processing flag stays with it (the screen that owns it goes)', async () => {
    const { actor, clock } = start('JODI');
    actor.send(PLAY);
    advance(clock, 1000);
    await waitFor(actor, (s) => s.matches('success'));
    advance(clock, 1000);
    expect(actor.getSnapshot().status).toBe('done');
    expect(isProcessing(actor.getSnapshot())).toBe(true);
    expect(playButtonLabel(actor.getSnapshot())).toBe('Processing...');
  });

  it("idle: PLAY enabled; PLAY → 'Processing...' and the call only after 1000 ms", async () => {
    const { actor, clock, calls } = start('JODI');
    expect(playButtonLabel(actor.getSnapshot())).toBe('PLAY');
    expect(isProcessing(actor.getSnapshot())).toBe(false);
    actor.send(PLAY);
    expect(playButtonLabel(actor.getSnapshot())).toBe('Processing...');
    expect(isProcessing(actor.getSnapshot())).toBe(true);
    advance(clock, 999);
    await settle();
    expect(calls).toHaveLength(0);
    advance(clock, 1);
    await settle();
    expect(calls).toEqual([REQUEST]);
  });

  it('during the 1000 ms the bid history is marked, once, before the call', async () => {
    const { actor, clock, marks, calls } = start('JODI');
    actor.send(PLAY);
    await settle();
    expect(marks).toEqual([REQUEST]);
    expect(calls).toHaveLength(0);
    advance(clock, 1000);
    await waitFor(actor, (s) => s.matches('success'));
    expect(marks).toHaveLength(1);
  });

  it(`a slow mark holds the call until it answers, at most ${MARK_WAIT_MS} ms more; then the bet goes without it`, async () => {
    const slow = deferred<BetHistoryMark>();
    const t = start('JODI', undefined, [], slow.promise);
    t.actor.send(PLAY);
    advance(t.clock, 1500);
    await settle();
    expect(t.calls).toHaveLength(0);
    slow.resolve(MARK);
    await settle();
    await settle();
    expect(t.calls).toHaveLength(1);

    const never = start('JODI', undefined, [], new Promise<BetHistoryMark>(() => {}));
    never.actor.send(PLAY);
    advance(never.clock, 1000 + MARK_WAIT_MS - 1);
    await settle();
    expect(never.calls).toHaveLength(0);
    advance(never.clock, 1);
    await settle();
    expect(never.calls).toHaveLength(1);
  });

  it('success: notify the server message, clear bets, open the receipt after another 1000 ms, done', async () => {
    const { actor, clock, notes, cleared, receipts, offers } = start('CROSSING');
    actor.send(PLAY);
    advance(clock, 1000);
    await waitFor(actor, (s) => s.matches('success'));
    expect(notes).toEqual([{ kind: 'ok', message: 'Bet placed successfully', betKind: 'CROSSING', onScreen: true }]);
    expect(cleared()).toBe(1);
    expect(isProcessing(actor.getSnapshot())).toBe(true);
    // still in flight until the receipt opens: a screen that goes now gets it offered
    expect(isInFlight(actor.getSnapshot())).toBe(true);
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

  it('a warning reply (status 2) counts as placed, and keeps its kind when the receipt is offered after leaving', async () => {
    const { actor, clock, notes, offers } = start('JODI', { kind: 'warning', message: 'Placed, low balance' });
    actor.send(PLAY);
    advance(clock, 1000);
    await waitFor(actor, (s) => s.matches('success'));
    expect(notes[0]).toMatchObject({ kind: 'warning', message: 'Placed, low balance' });
    actor.send({ type: 'LEAVE' });
    actor.send({ type: 'LEAVE' });
    // offered once, however often the screen reports it went
    expect(offers).toEqual([{ kind: 'warning', message: 'Placed, low balance', request: REQUEST }]);
  });

  it('a double PLAY while processing is ignored: placeBet is invoked once', async () => {
    const { actor, clock, calls } = start('JODI');
    actor.send(PLAY);
    actor.send(PLAY);
    advance(clock, 500);
    actor.send(PLAY);
    advance(clock, 500);
    await waitFor(actor, (s) => s.matches('success'));
    actor.send(PLAY);
    advance(clock, 1000);
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('JODI failure: back to idle with the message; PLAY works again', async () => {
    const { actor, clock, calls, notes, cleared } = start('JODI', { kind: 'failure', message: 'Insufficient balance' });
    actor.send(PLAY);
    advance(clock, 1000);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.message).toBe('Insufficient balance');
    expect(notes).toEqual([{ kind: 'failure', message: 'Insufficient balance', betKind: 'JODI', onScreen: true }]);
    await expectPlayableAgain({ actor, clock, calls, cleared });
  });

  it.each(['CROSSING', 'COPY PASTE'] as const)('%s failure: the message shows and the processing flag stays set', async (kind) => {
    const { actor, clock, calls, notes } = start(kind, { kind: 'failure', message: 'Market closed' });
    actor.send(PLAY);
    advance(clock, 1000);
    await waitFor(actor, (s) => s.matches('stuck'));
    expect(notes).toEqual([{ kind: 'failure', message: 'Market closed', betKind: kind, onScreen: true }]);
    expect(playButtonLabel(actor.getSnapshot())).toBe('Processing...');
    actor.send(PLAY);
    advance(clock, 5000);
    await settle();
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('stuck');
  });

  it('a definite failure reply is not reconciled: the bid history is not checked', async () => {
    const { actor, clock, checks } = start('JODI', { kind: 'failure', message: 'Market closed' });
    actor.send(PLAY);
    advance(clock, 1000);
    await waitFor(actor, (s) => s.matches('idle'));
    advance(clock, 10_000);
    await settle();
    expect(checks).toHaveLength(0);
  });

  it('a failure without text gets a generic message', async () => {
    const { actor, clock } = start('JODI', { kind: 'failure', message: '' });
    actor.send(PLAY);
    advance(clock, 1000);
    await waitFor(actor, (s) => s.matches('idle') && s.context.message !== '');
    expect(actor.getSnapshot().context.message).toBe('Something went wrong. Please try again.');
  });

  describe('the screen goes while the bet is in flight (LEAVE)', () => {
    it('the bet is still placed; the outcome is offered with the receipt, nothing is cleared or opened', async () => {
      const { actor, clock, calls, notes, cleared, receipts, offers } = start('CROSSING');
      actor.send(PLAY);
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
      actor.send(PLAY);
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
      actor.send(PLAY);
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
      actor.send(PLAY);
      advance(clock, 1000);
      await waitFor(actor, (s) => s.matches('stuck'));
      expect(isInFlight(actor.getSnapshot())).toBe(false);
      expect(isProcessing(actor.getSnapshot())).toBe(true);
      expect(isStuck(actor.getSnapshot())).toBe(true);
    });
  });

  it.each(['JODI', 'CROSSING', 'COPY PASTE'] as const)('%s offline at PLAY (notSent): never sent, said plainly, PLAY works again at once; no look', async (kind) => {
    const offline: ServerReply = { kind: 'failure', message: 'No internet connection. Please check your network and try again.', notSent: true };
    const { actor, clock, calls, checks, notes, cleared } = start(kind, offline);
    actor.send(PLAY);
    advance(clock, 1000);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(notes).toEqual([{ kind: 'failure', message: MSG.betNotSent, betKind: kind, onScreen: true }]);
    expect(checks).toHaveLength(0);
    await expectPlayableAgain({ actor, clock, calls, cleared });
  });

  describe('unknown outcome (timeout, connection lost, unreadable reply): reconcile before inviting a retry', () => {
    const TIMEOUT: ServerReply = { kind: 'failure', message: 'The server took too long to respond. Please try again.', outcomeUnknown: true };

    /** The remaining checks: each waits RECONCILE_RETRY_MS, then its (fake) look at the history settles. */
    async function remainingChecks(clock: SimulatedClock) {
      for (let i = 1; i < RECONCILE_CHECKS; i++) {
        advance(clock, RECONCILE_RETRY_MS);
        await settle();
      }
    }

    /** PLAY, the 1 s delay, the call settles; resolves once the first check has been made. */
    async function playUnknown(kind: BetTabKind, verdicts: Array<ReconcileVerdict | Error>, reply: ServerReply | Error = TIMEOUT, mark: BetHistoryMark | Error = MARK) {
      const t = start(kind, reply, verdicts, mark);
      t.actor.send(PLAY);
      advance(t.clock, 1000);
      await waitFor(t.actor, (s) => s.matches('reconciling'));
      await settle();
      return t;
    }

    it('found in the bid history: shown as placed — message, entries cleared, receipt — and no retry invited', async () => {
      const { actor, clock, calls, checks, notes, cleared, receipts } = await playUnknown('JODI', ['placed']);
      expect(checks).toEqual([{ request: REQUEST, since: T0, mark: MARK }]);
      await waitFor(actor, (s) => s.matches('success'));
      expect(notes).toEqual([{ kind: 'ok', message: MSG.betPlaced, betKind: 'JODI', onScreen: true }]);
      expect(cleared()).toBe(1);
      advance(clock, 1000);
      expect(receipts).toEqual([REQUEST]);
      expect(actor.getSnapshot().status).toBe('done');
      expect(calls).toHaveLength(1);
    });

    it('the history could not be marked before sending: the look gets no mark (the verdict cannot be "placed" on a look-alike)', async () => {
      const { checks } = await playUnknown('JODI', ['unknown'], TIMEOUT, new Error('offline'));
      expect(checks).toEqual([{ request: REQUEST, since: T0, mark: null }]);
    });

    it('while checking, the timeout text is not shown and PLAY stays disabled; a PLAY is ignored', async () => {
      const { actor, notes, calls } = await playUnknown('JODI', ['notPlaced', 'notPlaced', 'notPlaced']);
      expect(notes).toEqual([]);
      expect(playButtonLabel(actor.getSnapshot())).toBe('Processing...');
      expect(isInFlight(actor.getSnapshot())).toBe(true);
      actor.send(PLAY);
      expect(calls).toHaveLength(1);
    });

    it(`not there on any of ${RECONCILE_CHECKS} checks ${RECONCILE_RETRY_MS} ms apart: JODI says plainly it was not placed and returns to idle`, async () => {
      const { actor, clock, calls, checks, notes, cleared } = await playUnknown('JODI', ['notPlaced', 'notPlaced', 'notPlaced']);
      expect(checks).toHaveLength(1);
      advance(clock, RECONCILE_RETRY_MS - 1);
      await settle();
      expect(checks).toHaveLength(1);
      advance(clock, 1);
      await settle();
      expect(checks).toHaveLength(2);
      advance(clock, RECONCILE_RETRY_MS);
      await waitFor(actor, (s) => s.matches('idle'));
      expect(checks).toHaveLength(RECONCILE_CHECKS);
      expect(notes).toEqual([{ kind: 'failure', message: 'Your bet was not placed. Please try again.', betKind: 'JODI', onScreen: true }]);
      await expectPlayableAgain({ actor, clock, calls, cleared });
    });

    it('a server slow to finish: not there at first, there on the next check → placed', async () => {
      const { actor, clock, checks, notes } = await playUnknown('CROSSING', ['notPlaced', 'placed']);
      advance(clock, RECONCILE_RETRY_MS);
      await waitFor(actor, (s) => s.matches('success'));
      expect(checks).toHaveLength(2);
      expect(notes).toEqual([{ kind: 'ok', message: MSG.betPlaced, betKind: 'CROSSING', onScreen: true }]);
    });

    it.each(['CROSSING', 'COPY PASTE'] as const)('%s not placed: said plainly, and the screen is usable again (nothing ran on the server)', async (kind) => {
      const { actor, clock, calls, notes, cleared } = await playUnknown(kind, []);
      await remainingChecks(clock);
      await waitFor(actor, (s) => s.matches('idle'));
      expect(notes).toEqual([{ kind: 'failure', message: MSG.betNotPlaced, betKind: kind, onScreen: true }]);
      await expectPlayableAgain({ actor, clock, calls, cleared });
    });

    it('a rejected call is an unknown outcome too', async () => {
      const { checks } = await playUnknown('JODI', ['placed'], new Error('No internet connection'));
      expect(checks).toHaveLength(1);
    });

    it('the history cannot be read on the first looks: told once, PLAY stays locked — then looked up again when back online', async () => {
      const boom = new Error('No internet connection');
      const { actor, clock, calls, checks, notes, cleared } = await playUnknown('JODI', ['unknown', boom, 'unknown', boom, 'notPlaced']);
      await remainingChecks(clock);
      await waitFor(actor, (s) => isStuck(s));
      expect(notes).toEqual([{ kind: 'failure', message: MSG.betUnconfirmed, betKind: 'JODI', onScreen: true }]);
      expect(playButtonLabel(actor.getSnapshot())).toBe('Processing...');
      expect(isInFlight(actor.getSnapshot())).toBe(true);
      // still nothing readable on the next look a while later (it fails): no second notice, and no look again at once
      advance(clock, RECONCILE_RECHECK_MS);
      await settle();
      await settle();
      expect(checks).toHaveLength(RECONCILE_CHECKS + 1);
      expect(notes).toHaveLength(1);
      // the phone is back online: looked up at once, not placed → said so, usable again
      actor.send({ type: 'RECHECK' });
      await waitFor(actor, (s) => s.matches('idle'));
      expect(checks).toHaveLength(RECONCILE_CHECKS + 2);
      expect(notes.map((n) => n.message)).toEqual([MSG.betUnconfirmed, MSG.betNotPlaced]);
      expect(isStuck(actor.getSnapshot())).toBe(false);
      await expectPlayableAgain({ actor, clock, calls, cleared });
    });

    it('unconfirmed, then found on a later look: placed after all (entries cleared, receipt)', async () => {
      const { actor, clock, notes, receipts } = await playUnknown('CROSSING', ['unknown', 'unknown', 'unknown', 'placed']);
      await remainingChecks(clock);
      await waitFor(actor, (s) => isStuck(s));
      advance(clock, RECONCILE_RECHECK_MS);
      await waitFor(actor, (s) => s.matches('success'));
      expect(notes.map((n) => n.message)).toEqual([MSG.betUnconfirmed, MSG.betPlaced]);
      advance(clock, 1000);
      expect(receipts).toEqual([REQUEST]);
    });

    it('while the history is looked at, the bet is processing and in flight', async () => {
      const { actor } = await playUnknown('JODI', ['notPlaced', 'notPlaced', 'notPlaced']);
      expect(actor.getSnapshot().value).toBe('reconciling');
      expect(isProcessing(actor.getSnapshot())).toBe(true);
      expect(isInFlight(actor.getSnapshot())).toBe(true);
    });

    it('not placed after all: the text is a failure, PLAY works again', async () => {
      const { actor, clock } = await playUnknown('JODI', ['notPlaced', 'notPlaced', 'notPlaced']);
      await remainingChecks(clock);
      await waitFor(actor, (s) => s.matches('idle'));
      expect(actor.getSnapshot().context).toMatchObject({ message: MSG.betNotPlaced, messageKind: 'failure', unconfirmed: false });
      expect(isStuck(actor.getSnapshot())).toBe(false);
    });

    it('unconfirmed, then found: no longer stuck once placed', async () => {
      const { actor, clock } = await playUnknown('CROSSING', ['unknown', 'unknown', 'unknown', 'placed']);
      await remainingChecks(clock);
      await waitFor(actor, (s) => isStuck(s));
      expect(actor.getSnapshot().context.unconfirmed).toBe(true);
      advance(clock, RECONCILE_RECHECK_MS);
      await waitFor(actor, (s) => s.matches('success'));
      expect(actor.getSnapshot().context.unconfirmed).toBe(false);
      expect(isStuck(actor.getSnapshot())).toBe(false);
    });

    it('the last check decides: not placed, then unreadable → not confirmed', async () => {
      const { actor, clock, notes } = await playUnknown('JODI', ['notPlaced', 'notPlaced', 'unknown']);
      await remainingChecks(clock);
      await waitFor(actor, (s) => isStuck(s));
      expect(notes.map((n) => n.message)).toEqual([MSG.betUnconfirmed]);
    });

    it('the last check fails → not confirmed, and no look again at once', async () => {
      const { actor, clock, notes, checks } = await playUnknown('JODI', ['notPlaced', 'notPlaced', new Error('offline'), 'notPlaced']);
      await remainingChecks(clock);
      await waitFor(actor, (s) => isStuck(s));
      await settle();
      expect(notes.map((n) => n.message)).toEqual([MSG.betUnconfirmed]);
      expect(checks).toHaveLength(RECONCILE_CHECKS);
    });

    it('the player leaves while checking: a bet found is offered with its receipt', async () => {
      const { actor, clock, offers } = await playUnknown('COPY PASTE', ['notPlaced', 'placed']);
      actor.send({ type: 'LEAVE' });
      advance(clock, RECONCILE_RETRY_MS);
      await waitFor(actor, (s) => s.matches('success'));
      expect(offers).toEqual([{ kind: 'ok', message: MSG.betPlaced, request: REQUEST }]);
    });
  });
});
