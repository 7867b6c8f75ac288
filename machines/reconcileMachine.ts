/**
 * The one reconciliation step (decision 083): a call that may have moved money came back with an unknown outcome (no
 * reply, an unreadable reply), so before anything invites a second tap the flow (a bet: betSubmissionMachine; a
 * withdrawal or transfer: submitFormMachine) invokes this child with what to look for. It asks actor `check`:
 *
 *   checking ── 'placed' ─────────────────────────────▶ final, output 'placed'
 *            ── 'notPlaced' on the last of RECONCILE_CHECKS looks ─▶ final, output 'notPlaced'
 *            ── otherwise, before the last look ─────▶ pause RECONCILE_RETRY_MS, look again (a slow server may still
 *                                                       be finishing the call)
 *            ── unreadable / no proof on the last look ─▶ the parent gets RECONCILE.UNCONFIRMED (it tells the player
 *                                                       and stays locked), then `waiting`
 *   waiting  ── RECHECK (the device is back online) or RECONCILE_RECHECK_MS ─▶ look again, as often as it takes: 'placed' or
 *               'notPlaced' ends it, anything else waits again
 *
 * The parent forwards RECHECK with `sendTo(RECONCILE_ID, …)`. The input is what the check reads (a bet's BetLook, a
 * form's FormLook: the request, the mark taken before sending, the tap); the machine passes it through untouched, and
 * the UI types its check with `lookCheck`.
 */
import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { ReconcileVerdict } from '../domain/rules';
import { notProvided } from './types';

/** Looks while not found: RECONCILE_CHECKS looks RECONCILE_RETRY_MS apart, then the player is told. */
export const RECONCILE_CHECKS = 3;
export const RECONCILE_RETRY_MS = 2000;
/** How long a call that may move money waits for its mark (the history before sending), then goes without it. */
export const MARK_WAIT_MS = 3000;
/** Unconfirmed: looks again this often (and at once when the device comes back online). */
export const RECONCILE_RECHECK_MS = 15_000;
/** The invoke id parents give this child (for forwarding RECHECK). */
export const RECONCILE_ID = 'reconcile';

export type ReconcileOutput = 'placed' | 'notPlaced';
export type ReconcileEvent = { type: 'RECHECK' };
/** What the child sends its parent after the last of the first looks found no proof either way. */
export const UNCONFIRMED = 'RECONCILE.UNCONFIRMED';
export type UnconfirmedEvent = { type: typeof UNCONFIRMED };

/** The check of one kind of look, as the child's `check` actor (the look arrives as the parent passed it). */
export function lookCheck<L>(check: (look: L) => Promise<ReconcileVerdict>) {
  return fromPromise<ReconcileVerdict, unknown>(({ input }) => check(input as L));
}

interface ReconcileContext {
  look: unknown;
  checks: number;
  verdict: ReconcileOutput;
}
const theLook = ({ context }: { context: ReconcileContext }) => context.look;

export const reconcileMachine = setup({
  types: {
    input: {} as unknown,
    context: {} as ReconcileContext,
    events: {} as ReconcileEvent,
    output: {} as ReconcileOutput,
  },
  actors: { check: fromPromise<ReconcileVerdict, unknown>(notProvided('check')) },
  delays: { retry: RECONCILE_RETRY_MS, recheck: RECONCILE_RECHECK_MS },
  guards: {
    lastCheck: ({ context }) => context.checks >= RECONCILE_CHECKS,
  },
}).createMachine({
  id: 'reconcile',
  context: ({ input }) => ({ look: input, checks: 0, verdict: 'notPlaced' }),
  initial: 'checking',
  states: {
    checking: {
      entry: assign({ checks: ({ context }) => context.checks + 1 }),
      invoke: {
        src: 'check',
        input: theLook,
        onDone: [
          { guard: ({ event }) => event.output === 'placed', target: 'found', actions: assign({ verdict: 'placed' as const }) },
          { guard: ({ context, event }) => context.checks >= RECONCILE_CHECKS && event.output === 'notPlaced', target: 'found' },
          { guard: 'lastCheck', target: 'unconfirmed' },
          { target: 'pause' },
        ],
        onError: [{ guard: 'lastCheck', target: 'unconfirmed' }, { target: 'pause' }],
      },
    },
    pause: { after: { retry: 'checking' } },
    unconfirmed: { entry: sendParent({ type: UNCONFIRMED }), always: 'waiting' },
    waiting: { on: { RECHECK: 'rechecking' }, after: { recheck: 'rechecking' } },
    rechecking: {
      invoke: {
        src: 'check',
        input: theLook,
        onDone: [
          { guard: ({ event }) => event.output === 'placed', target: 'found', actions: assign({ verdict: 'placed' as const }) },
          { guard: ({ event }) => event.output === 'notPlaced', target: 'found' },
          { target: 'waiting' },
        ],
        onError: 'waiting',
      },
    },
    found: { type: 'final' },
  },
  output: ({ context }) => context.verdict,
});
