/**
 * The reconcile machine on its own (the bet and form machines' tests drive it as their child): what it answers when
 * the history is looked at after an unknown outcome.
 */
import { createActor, SimulatedClock, waitFor } from 'xstate';
import type { ReconcileVerdict } from '../domain/rules';
import { lookCheck, RECONCILE_CHECKS, RECONCILE_RETRY_MS, reconcileMachine } from './reconcileMachine';
import { advance, settle } from './test-helpers';

function start(verdicts: Array<ReconcileVerdict | Error>) {
  const looks: unknown[] = [];
  const clock = new SimulatedClock();
  const machine = reconcileMachine.provide({
    actors: {
      check: lookCheck<string>(async (look) => {
        looks.push(look);
        const v = verdicts[looks.length - 1] ?? 'notPlaced';
        if (v instanceof Error) throw v;
        return v;
      }),
    },
  });
  const actor = createActor(machine, { clock, input: 'the look' }).start();
  return { actor, clock, looks };
}

describe('reconcileMachine', () => {
  it('starts on its first look, counted, with no verdict of placed', () => {
    const { actor, looks } = start([]);
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actor.getSnapshot().context).toEqual({ look: 'the look', checks: 1, verdict: 'notPlaced' });
    expect(looks).toEqual(['the look']);
  });

  it(`not there on any of ${RECONCILE_CHECKS} looks: 'notPlaced'`, async () => {
    const { actor, clock, looks } = start([]);
    for (let i = 1; i < RECONCILE_CHECKS; i++) {
      await settle();
      advance(clock, RECONCILE_RETRY_MS);
    }
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toBe('notPlaced');
    expect(looks).toHaveLength(RECONCILE_CHECKS);
  });

  it('a look that fails is made again after the pause, as one that found nothing', async () => {
    const { actor, clock, looks } = start([new Error('offline'), 'placed']);
    await settle();
    expect(actor.getSnapshot().value).toBe('pause');
    advance(clock, RECONCILE_RETRY_MS);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toBe('placed');
    expect(looks).toHaveLength(2);
  });

  it("there on the second look: 'placed', and no third look", async () => {
    const { actor, clock, looks } = start(['notPlaced', 'placed']);
    await settle();
    advance(clock, RECONCILE_RETRY_MS);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toBe('placed');
    expect(looks).toHaveLength(2);
  });
});
