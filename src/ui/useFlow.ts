import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { createActor, type ActorOptions, type AnyStateMachine, type EventFromLogic, type SnapshotFrom, type Actor } from 'xstate';
import { flowDeskOf, type LeaveRule } from './flowDesk';

/**
 * Runs a flow for a screen: `provide` returns the machine with its actors and actions (called once), the actor starts
 * when the screen mounts, and when the screen goes the store's flow desk finishes it (see flowDesk.ts).
 * Returns the snapshot, `send` and the actor, like @xstate/react's useMachine.
 */
export function useFlow<TMachine extends AnyStateMachine>(
  provide: () => TMachine,
  options: ActorOptions<TMachine>,
  leave: LeaveRule<Actor<TMachine>>,
): [SnapshotFrom<TMachine>, (event: EventFromLogic<TMachine>) => void, Actor<TMachine>] {
  const desk = flowDeskOf(useStore());
  const [actor] = useState(() => createActor(provide(), options));
  const [rule] = useState(() => leave);
  useEffect(() => {
    desk.attach(actor);
    return () => desk.detach(actor, rule);
  }, [desk, actor, rule]);
  const snapshot = useSelector(actor, (s) => s) as SnapshotFrom<TMachine>;
  return [snapshot, actor.send, actor];
}
