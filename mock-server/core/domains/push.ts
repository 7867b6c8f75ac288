/**
 * Push notifications, simulated: the notices the backend would send through the push provider to a player's device
 * (the token the app registered with `updatefcm`, kept on the user). A notice is queued for every player with a token
 * when a result is declared for a market session they bet on, and QA can queue one by hand (POST /__sim/push). The
 * page of the in-browser simulator asks for the notices of its own token after the last one it showed
 * (GET /__sim/push?token=…&after=…) and shows them with the service worker's `showNotification` — reading never changes
 * the world, so a replayed session gives the same replies.
 */
import { fail, type Result } from '../result';
import type { World } from '../state';
import { userById, userByMobile, type User } from './users';
import { serverText } from '../../../domain/serverTexts';

export interface PushNotice {
  /** 1, 2, 3 … in queue order */
  id: number;
  userId: string;
  /** the device token the notice went to (the user's token when it was queued) */
  token: string;
  title: string;
  body: string;
  /** 'result' (a declared result) or 'qa' (sent through the control API) */
  kind: 'result' | 'qa';
  at: number;
}

export interface PushSlice {
  /** oldest first, at most PUSH_KEEP */
  queue: PushNotice[];
  lastId: number;
}

export const initPush = (): PushSlice => ({ queue: [], lastId: 0 });

/** Notices kept in the world (the oldest go first). */
export const PUSH_KEEP = 500;
export const MAX_TITLE = 120;
export const MAX_BODY = 500;

export const PUSH_MSG = {
  noUser: serverText('userNotFound'),
  noToken: 'The player has no push token: result alerts are not turned on on any device',
  title: 'title required',
  body: 'body required',
  who: 'userId or mobile required',
} as const;

function enqueue(w: World, user: User, n: Pick<PushNotice, 'title' | 'body' | 'kind'>): PushNotice {
  const slice = w.state.push;
  const notice: PushNotice = { id: ++slice.lastId, userId: user.id, token: user.fcmToken, ...n, at: w.now() };
  slice.queue.push(notice);
  if (slice.queue.length > PUSH_KEEP) slice.queue.splice(0, slice.queue.length - PUSH_KEEP);
  w.touch();
  return notice;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** QA sends one notice to a player (by id or mobile) on the device that registered last. */
export function sendPush(w: World, i: { userId?: unknown; mobile?: unknown; title: unknown; body: unknown }): Result<{ notice: PushNotice }> {
  const id = text(i.userId);
  const mobile = text(i.mobile);
  if (!id && !mobile) return fail(PUSH_MSG.who);
  const user = id ? userById(w, id) : userByMobile(w, mobile);
  if (!user) return fail(PUSH_MSG.noUser);
  const title = text(i.title);
  const body = text(i.body);
  if (!title) return fail(PUSH_MSG.title);
  if (!body) return fail(PUSH_MSG.body);
  if (title.length > MAX_TITLE) return fail(`title longer than ${MAX_TITLE} characters`);
  if (body.length > MAX_BODY) return fail(`body longer than ${MAX_BODY} characters`);
  if (!user.fcmToken) return fail(PUSH_MSG.noToken);
  return { ok: true, notice: enqueue(w, user, { title, body, kind: 'qa' }) };
}

/** The notices sent to a device token after notice `after` (oldest first); every notice when no token is given. */
export function pushNotices(w: World, token?: string, after = 0): PushNotice[] {
  return w.state.push.queue.filter((n) => n.id > after && (token === undefined || n.token === token));
}

/** The text of a result notice. */
export function resultNotice(marketName: string, number: string, won: number): { title: string; body: string } {
  return {
    title: serverText('pushResultTitle', { game: marketName, number }),
    body: won > 0 ? serverText('pushWon', { amount: won }) : serverText('pushDeclared', { number }),
  };
}

/** Registers the result listener on a world (once, from the Sim constructor). */
export function listen(w: World): void {
  w.on('resultDeclared', (world, e) => {
    for (const p of e.players) {
      const user = userById(world, p.userId);
      if (user?.fcmToken) enqueue(world, user, { ...resultNotice(e.marketName, e.number, p.won), kind: 'result' });
    }
  });
}

declare module '../state' {
  interface SimState {
    push: PushSlice;
  }
}
