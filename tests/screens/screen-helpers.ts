/**
 * Steps the screen tests share: a fixture player logged in the way a reload finds them, the toast with a text and
 * rupees as the screens print them.
 */
import { screen } from '@testing-library/react';
import { PLAYER_MOBILES } from '../../fixtures';
import { startSimClockSync } from '../../src/app/simClockSync';
import type { TestSimulator } from '../../mock-server/transports/node';
import { fixturePlayer } from '../simulator';
import { storeLogin } from './withLocation';

/** Logs the fixture player with this mobile in (default: the first) through stored values; returns its user id. */
export function loginPlayer(t: TestSimulator, mobile: string = PLAYER_MOBILES[0]): string {
  const id = fixturePlayer(t.sim, mobile).id;
  storeLogin(id, mobile);
  return id;
}

/** The toast with exactly this text (toasts are role alert for errors, status otherwise). */
export async function toast(text: string): Promise<HTMLElement> {
  const node = await screen.findByText(text, { selector: '.toast span' });
  return node.closest('.toast') as HTMLElement;
}

/** An amount as the screens print it: '₹1,00,000'. */
export const rupees = (n: number): string => `₹${n.toLocaleString('en-IN')}`;

/**
 * The simulator clock's sync as the app runs it (src/app/simClockSync.ts: a read at the start, then one every
 * SIM_CLOCK_POLL_MS), each read held until the test lets it through. `poll()` lets the next read through and resolves
 * once its reply is in: "within a second of the clock's move" is then "by the first poll after it", whatever the
 * machine's speed, and no later read can do the work for it (decision 110).
 */
export function heldClockSync(): { poll: () => Promise<void>; stop: () => void } {
  const held: Array<() => Promise<void>> = [];
  let arrived: (() => void) | null = null;
  const fetchFn: typeof fetch = (input, init) =>
    new Promise<Response>((resolve, reject) => {
      held.push(() => fetch(input, init).then(resolve, reject));
      arrived?.();
    });
  const stop = startSimClockSync({ fetchFn });
  return {
    stop,
    async poll() {
      if (held.length === 0) await new Promise<void>((r) => (arrived = r));
      arrived = null;
      await held.shift()!();
    },
  };
}
