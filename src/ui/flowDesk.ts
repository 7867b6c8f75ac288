/**
 * Flows that outlive their screen. A screen runs its flow (a machine actor) while it is mounted; when the screen goes
 * while the flow still has something to finish — a call in flight, a result still to report — the desk keeps the
 * actor running until it settles, then stops it. So a bet placed just before the player leaves still reaches them
 * (the flow's provided actions toast it on whatever screen they are on), and a login reply is still shown.
 *
 * The store owns one desk (`flowDeskOf(store)`): flows live as long as the app's store, never longer.
 * Leaving is decided one microtask after the screen's cleanup, so React StrictMode's unmount + remount of effects
 * keeps the same actor attached.
 */
import type { AnyActorRef, EventObject, SnapshotFrom } from 'xstate';

export interface LeaveRule<TActor extends AnyActorRef = AnyActorRef> {
  /** while true the flow keeps running after its screen has gone */
  pending: (snapshot: SnapshotFrom<TActor>) => boolean;
  /** told to the flow once its screen has gone for good (e.g. { type: 'LEAVE' }) */
  leaveEvent?: EventObject;
}

export class FlowDesk {
  private readonly started = new WeakSet<AnyActorRef>();
  private readonly onScreen = new Set<AnyActorRef>();
  private readonly kept = new Set<AnyActorRef>();

  /** The flow's screen is showing: the actor starts on the first attach. */
  attach(actor: AnyActorRef): void {
    this.onScreen.add(actor);
    if (!this.started.has(actor)) {
      this.started.add(actor);
      actor.start();
    }
  }

  /** The flow's screen has gone: the actor is stopped now, or kept until it settles. */
  detach<TActor extends AnyActorRef>(actor: TActor, rule: LeaveRule<TActor>): void {
    this.onScreen.delete(actor);
    queueMicrotask(() => {
      if (this.onScreen.has(actor)) return; // re-attached (StrictMode)
      const active = () => actor.getSnapshot().status === 'active';
      if (active() && rule.leaveEvent) actor.send(rule.leaveEvent);
      if (!active() || !rule.pending(actor.getSnapshot())) {
        actor.stop();
        return;
      }
      this.kept.add(actor);
      const sub = actor.subscribe({
        next: (snapshot: SnapshotFrom<TActor>) => {
          if (active() && rule.pending(snapshot)) return;
          sub.unsubscribe();
          this.kept.delete(actor);
          queueMicrotask(() => actor.stop());
        },
        error: () => {
          this.kept.delete(actor);
        },
        complete: () => {
          this.kept.delete(actor);
        },
      });
    });
  }

  /** How many flows are still finishing without a screen. */
  get running(): number {
    return this.kept.size;
  }
}

const desks = new WeakMap<object, FlowDesk>();

/** The desk owned by `owner` (the app's store). */
export function flowDeskOf(owner: object): FlowDesk {
  let desk = desks.get(owner);
  if (!desk) desks.set(owner, (desk = new FlowDesk()));
  return desk;
}
