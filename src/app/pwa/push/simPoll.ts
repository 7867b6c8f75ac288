/**
 * Simulator mode only: the simulated push provider's delivery. While alerts are on, the page asks the simulator for
 * the notices queued for its token after the last one shown (`GET /__sim/push?token=…&after=…`, every 3 s while the
 * tab is visible) and shows each with the service worker's `showNotification`, as a push message would, in the
 * player's language when it is a text the backend writes (decision 112).
 */
import { readStored, writeStored } from '../../../api/session';
import { t } from '../../../i18n/runtime';
import { shownText } from '../../../i18n/shownText';

export const SIM_PUSH_POLL_MS = 3000;
/** `{token}:{last notice id shown}` */
export const SIM_PUSH_AFTER_KEY = 'push_sim_after';

export interface SimPushOptions {
  token: string;
  registration: Pick<ServiceWorkerRegistration, 'showNotification'>;
  /** '/' for the in-browser simulator */
  apiHost?: string;
  intervalMs?: number;
  fetchFn?: typeof fetch;
}

interface Notice {
  id: number;
  title: string;
  body: string;
  kind?: string;
}

function lastShown(token: string): number {
  const [t, id] = readStored(SIM_PUSH_AFTER_KEY).split(':');
  return t === token && id && /^\d+$/.test(id) ? Number(id) : 0;
}

/** One poll: shows what is new; returns how many it showed. */
export async function pollSimPush({ token, registration, apiHost = '/', fetchFn }: SimPushOptions): Promise<number> {
  const after = lastShown(token);
  const host = apiHost.endsWith('/') ? apiHost : `${apiHost}/`;
  const res = await (fetchFn ?? globalThis.fetch)(`${host}__sim/push?token=${encodeURIComponent(token)}&after=${after}`, { cache: 'no-store' });
  if (!res.ok) return 0;
  const body = (await res.json()) as { notices?: Notice[] };
  const notices = Array.isArray(body.notices) ? body.notices.filter((n) => typeof n.id === 'number' && n.id > after) : [];
  for (const n of notices) {
    await registration.showNotification(shownText(n.title, t), {
      body: shownText(n.body, t),
      tag: `sim-push-${n.id}`,
      icon: '/icon-192.png',
      data: { url: n.kind === 'result' ? '/history/market' : '/dashboard' },
    });
    writeStored(SIM_PUSH_AFTER_KEY, `${token}:${n.id}`);
  }
  return notices.length;
}

/** Starts the poll; returns the stop. */
export function startSimPushPoll(opts: SimPushOptions): () => void {
  let busy = false;
  const tick = async () => {
    if (busy || document.visibilityState === 'hidden') return;
    busy = true;
    try {
      await pollSimPush(opts);
    } catch {
      // the simulator is in this page; a failure here is a closed page or a reset world: try again next time
    } finally {
      busy = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), opts.intervalMs ?? SIM_PUSH_POLL_MS);
  return () => clearInterval(timer);
}
