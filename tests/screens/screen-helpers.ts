/**
 * Steps the screen tests share: a fixture player logged in the way a reload finds them, the toast with a text and
 * rupees as the screens print them.
 */
import { screen } from '@testing-library/react';
import { PLAYER_MOBILES } from '../../fixtures';
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
