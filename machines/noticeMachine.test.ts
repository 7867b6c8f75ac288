import { createActor, SimulatedClock } from 'xstate';
import { noticeMachine } from './noticeMachine';
import { advance } from './test-helpers';

function start(today: string, closedFlag: string | null) {
  const persisted: Array<{ today: string; value: string }> = [];
  const machine = noticeMachine.provide({
    actions: { persistClosed: (_args, params) => void persisted.push(params) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: { today, closedFlag } }).start();
  return { actor, clock, persisted };
}

describe('noticeMachine', () => {
  it('visible when nothing is stored for today', () => {
    expect(start('2024-01-15', null).actor.getSnapshot().value).toBe('visible');
  });

  it("hidden when today's flag is 'false'", () => {
    expect(start('2024-01-15', 'false').actor.getSnapshot().value).toBe('hidden');
  });

  it("any other stored value still shows the notice", () => {
    expect(start('2024-01-15', 'true').actor.getSnapshot().value).toBe('visible');
    expect(start('2024-01-15', '').actor.getSnapshot().value).toBe('visible');
  });

  it("CLOSE hides it and persists 'false' for today, once", () => {
    const { actor, persisted, clock } = start('2024-01-15', null);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context).toEqual({ today: '2024-01-15', closedFlag: 'false' });
    expect(persisted).toEqual([{ today: '2024-01-15', value: 'false' }]);
    actor.send({ type: 'CLOSE' });
    advance(clock, 60_000);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(persisted).toHaveLength(1);
  });

  it('a new day shows it again; a new day already closed stays hidden', () => {
    const { actor } = start('2024-01-15', 'false');
    actor.send({ type: 'NEW_DAY', today: '2024-01-16', closedFlag: null });
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context.today).toBe('2024-01-16');
    actor.send({ type: 'NEW_DAY', today: '2024-01-17', closedFlag: 'false' });
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});
